// One fingerprint over the games Four Souls plays from fixed seeds: every action, the events it
// made and the final state's hash of GAMES games (default 1,000; 2 to 4 players in turn, the
// random bot on odd games and the greedy bot on even ones), folded into one SHA-256. A change
// that must not alter play (a refactor, a speed-up) leaves it the same.
//   node bench/four-souls-logs.mjs [games]
// Not a benchmark (scripts/bench.mjs runs only *.bench.mjs): it checks behaviour, not speed.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { REPO } from './browser.mjs';
import { compileSet } from './sets.mjs';
import { importBundle } from './bundle.mjs';

const GAMES = Math.max(1, Math.floor(Number(process.argv[2] ?? 1000) || 1000));
const path = (p) => JSON.stringify(join(REPO, p));
const { loadGame, hashState, fourSouls, fourSoulsGreedy, fourSoulsRandom, seatView, seedRng, buildSet } = await importBundle(
  [
    `export { loadGame, hashState } from ${path('engine/core/engine')};`,
    `export { fourSouls } from ${path('engine/games/four-souls')};`,
    `export { fourSoulsGreedy, fourSoulsRandom, seatView } from ${path('engine/bots')};`,
    `export { seedRng } from ${path('engine/random/rng')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ],
  'four-souls-logs',
);

const game = loadGame(fourSouls, compileSet(buildSet, 'four-souls', 'base').cards);

const all = createHash('sha256');
let actions = 0;
const started = performance.now();
for (let g = 0; g < GAMES; g += 1) {
  const created = game.create({ seed: `logs-${g}`, seats: 2 + (g % 3) });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const bot = g % 2 === 0 ? fourSoulsGreedy : fourSoulsRandom;
  const rng = seedRng(`logs-${g}:bots`);
  while (!state.result) {
    const legal = game.legalActions(state);
    if (legal.length === 0) break;
    const action = legal.length > 1 ? bot.choose(seatView(game, state, state.prompt.seat), legal, rng) : legal[0];
    const applied = game.applyInPlace(state, action, legal);
    if (!applied.ok) throw new Error(`game ${g}: ${applied.error.message}`);
    all.update(JSON.stringify(action));
    all.update(JSON.stringify(applied.events));
    actions += 1;
  }
  all.update(`|${g}:${hashState(state)}|`);
}
console.log(`four-souls logs: ${GAMES} games, ${actions} actions, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`four-souls logs: sha256 ${all.digest('hex')}`);
