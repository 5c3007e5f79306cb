// The Smash Up cards of every bundled faction (sets/smash-up/<faction>/*.cards), compiled for
// the Smash Up benches and the log fingerprint. Not a bench itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './browser.mjs';

/** Card definitions of all factions under sets/smash-up, compiled with the bundle's `buildSet`. */
export function smashUpDefinitions(buildSet) {
  const root = join(REPO, 'sets', 'smash-up');
  const definitions = [];
  for (const faction of readdirSync(root).sort()) {
    const folder = join(root, faction);
    const manifest = JSON.parse(readFileSync(join(folder, 'set.json'), 'utf8'));
    const sources = readdirSync(folder)
      .filter((n) => n.endsWith('.cards'))
      .sort()
      .map((n) => ({ path: n, text: readFileSync(join(folder, n), 'utf8') }));
    const built = buildSet(sources, { game: 'smash-up', set: faction, name: manifest.name, description: manifest.description });
    if (!built.setFile) {
      const errors = built.diagnostics.filter((d) => d.diagnostic.severity === 'error');
      throw new Error(`sets/smash-up/${faction} does not compile: ${errors.slice(0, 5).map((d) => `${d.path}: ${d.diagnostic.message}`).join('; ')}`);
    }
    definitions.push(...built.setFile.cards);
  }
  return definitions;
}
