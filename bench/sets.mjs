// A bundled set compiled from its sources, for the benches: the tree at `root` (this one, or an
// earlier commit's checkout), compiled by the `buildSet` of the card language being measured.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './browser.mjs';

/** The set file of `sets/<game>/<set>` under `root`; throws, naming its first errors, when it does not compile. */
export function compileSet(buildSet, game, set, root = REPO) {
  const folder = join(root, 'sets', game, set);
  const manifest = JSON.parse(readFileSync(join(folder, 'set.json'), 'utf8'));
  const sources = readdirSync(folder)
    .filter((n) => n.endsWith('.cards'))
    .sort()
    .map((n) => ({ path: n, text: readFileSync(join(folder, n), 'utf8') }));
  const built = buildSet(sources, { game, set, name: manifest.name, description: manifest.description });
  if (!built.setFile) {
    const errors = (built.diagnostics ?? []).filter((d) => d.diagnostic.severity === 'error');
    throw new Error(`${folder} does not compile: ${errors.slice(0, 5).map((d) => `${d.path}: ${d.diagnostic.message}`).join('; ')}`);
  }
  return built.setFile;
}

/**
 * The card definitions of every bundled set of `game` that is played (Smash Up: one set per
 * faction), in folder order. Designer examples are left out, as `cardwright sim` leaves them: their
 * cards show one rule each, and dealt as a team they would make the games about them.
 */
export function gameDefinitions(buildSet, game, root = REPO) {
  return readdirSync(join(root, 'sets', game))
    .sort()
    .filter((set) => JSON.parse(readFileSync(join(root, 'sets', game, set, 'set.json'), 'utf8')).examples !== true)
    .flatMap((set) => compileSet(buildSet, game, set, root).cards);
}
