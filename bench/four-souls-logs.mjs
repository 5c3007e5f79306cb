// One fingerprint over the games Four Souls plays from fixed seeds: every action, the events it
// made and the final state's hash of GAMES games (default 1,000; 2 to 4 players in turn, the
// random bot on odd games and the greedy bot on even ones), folded into one SHA-256. A change
// that must not alter play (a refactor, a speed-up) leaves it the same.
//   node bench/four-souls-logs.mjs [games]
// Not a benchmark (scripts/bench.mjs runs only *.bench.mjs): it checks behaviour, not speed.
import { join } from 'node:path';
import { REPO } from './browser.mjs';
import { compileSet } from './sets.mjs';
import { importBundle } from './bundle.mjs';
import { printLogFingerprint } from './log-fingerprint.mjs';

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

printLogFingerprint({
  label: 'four-souls logs',
  games: GAMES,
  game,
  engine: { hashState, seatView, seedRng },
  botFor: (g) => (g % 2 === 0 ? fourSoulsGreedy : fourSoulsRandom),
});
