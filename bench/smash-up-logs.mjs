// One fingerprint over the games Smash Up plays from fixed seeds: every action, the events it
// made and the final state's hash of GAMES games (default 300; 2 to 4 players in turn, the
// random bot on every seat), folded into one SHA-256. A change that must not alter play (a
// refactor, a speed-up) leaves it the same.
//   node bench/smash-up-logs.mjs [games]
// Not a benchmark (scripts/bench.mjs runs only *.bench.mjs): it checks behaviour, not speed.
import { join } from 'node:path';
import { REPO } from './browser.mjs';
import { importBundle } from './bundle.mjs';
import { printLogFingerprint } from './log-fingerprint.mjs';
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
printLogFingerprint({
  label: 'smash-up logs',
  games: GAMES,
  game,
  engine: { hashState, seatView, seedRng },
  botFor: () => randomBot,
  withLegal: true,
  withResult: true,
});
