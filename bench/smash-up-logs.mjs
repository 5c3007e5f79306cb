// One fingerprint over the games Smash Up plays from fixed seeds: every action, the events it
// made and the final state's hash of GAMES games (default 300; 2 to 4 players in turn, the
// random bot on every seat), folded into one SHA-256. A change that must not alter play (a
// refactor, a speed-up) leaves it the same.
//   node bench/smash-up-logs.mjs [games]
// Not a benchmark (scripts/bench.mjs runs only *.bench.mjs): it checks behaviour, not speed.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { REPO } from './browser.mjs';
import { importBundle } from './bundle.mjs';
import { gameDefinitions } from './sets.mjs';

const GAMES = Math.max(1, Math.floor(Number(process.argv[2] ?? 300) || 300));
const path = (p) => JSON.stringify(join(REPO, p));
const { loadGame, hashState, smashUp, randomBot, seatView, seedRng, buildSet } = await importBundle(
  [
    `export { loadGame, hashState } from ${path('engine/core/engine')};`,
    `export { smashUp } from ${path('engine/games/smash-up')};`,
    `export { randomBot, seatView } from ${path('engine/bots')};`,
    `export { seedRng } from ${path('engine/random/rng')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ],
  'smash-up-logs',
);

const game = loadGame(smashUp, gameDefinitions(buildSet, 'smash-up'));
const all = createHash('sha256');
let actions = 0;
const started = performance.now();
for (let g = 0; g < GAMES; g += 1) {
  const created = game.create({ seed: `logs-${g}`, seats: 2 + (g % 3) });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const rng = seedRng(`logs-${g}:bots`);
  while (!state.result) {
    const legal = game.legalActions(state);
    if (legal.length === 0) break;
    all.update(JSON.stringify(legal));
    const action = legal.length > 1 ? randomBot.choose(seatView(game, state, state.prompt.seat), legal, rng) : legal[0];
    const applied = game.applyInPlace(state, action, legal);
    if (!applied.ok) throw new Error(`game ${g}: ${applied.error.message}`);
    all.update(JSON.stringify(action));
    all.update(JSON.stringify(applied.events));
    actions += 1;
  }
  all.update(`|${g}:${hashState(state)}:${JSON.stringify(state.result ?? null)}|`);
}
console.log(`smash-up logs: ${GAMES} games, ${actions} actions, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`smash-up logs: sha256 ${all.digest('hex')}`);
