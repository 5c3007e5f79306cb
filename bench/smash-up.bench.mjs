// Smash Up rules engine, with the four bundled factions (sets/smash-up/*).
//  Random playouts on one core: the random bot on every seat, 2 to 4 players in turn; actions
//  per second, median of BENCH_RUNS runs (default 5) of BENCH_RUN_MS each (default 1500), for
//  the engine alone (legalActions + applyInPlace, events kept) and through a Match (undo
//  snapshots and the action log on). A forced answer (one legal action) costs no decision.
//  Then BENCH_GAMES two-player games of the greedy bot against itself (default 10,000) split
//  over 2 worker threads (bench/greedy-games.mjs): wall time, games per second, mean and
//  p99 game length in actions and in turns, first-seat wins, and the games stopped by a cap.
// BENCH_PROFILE=1 runs only the engine-alone series, for `node --cpu-prof` (the bundle keeps a
// source map beside it while the bench runs: bench/cpu-profile.mjs reads the profile back).
// Figures only: nothing here asserts a duration.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO } from './browser.mjs';
import { bundleFile } from './bundle.mjs';
import { playGreedyGames } from './greedy-games.mjs';
import { gameDefinitions } from './sets.mjs';
import { printSeries, randomPlayouts } from './playouts.mjs';

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 5) || 5));
const RUN_MS = Math.max(200, Number(process.env.BENCH_RUN_MS ?? 1500) || 1500);
const PROFILE = process.env.BENCH_PROFILE === '1';
const GAMES = Math.max(1, Math.floor(Number(process.env.BENCH_GAMES ?? 10_000) || 10_000));
const THREADS = 2;

console.log(`smash-up: load average ${loadavg()[0].toFixed(2)} when starting (other work on this machine slows every figure below)`);

const path = (p) => JSON.stringify(join(REPO, p));
const bundle = await bundleFile(
  [
    `export { loadGame } from ${path('engine/core/engine')};`,
    `export { Match, SNAPSHOT_EVERY } from ${path('engine/core/match')};`,
    `export { smashUp } from ${path('engine/games/smash-up')};`,
    `export { randomBot, smashUpGreedy, seatView } from ${path('engine/bots')};`,
    `export { seedRng } from ${path('engine/random/rng')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ],
  'smash-up',
  { sourcemap: PROFILE },
);
try {
  await main(await import(bundle.url));
  if (PROFILE) console.log(`smash-up: bundle ${bundle.file} (kept while profiling)`);
} finally {
  if (!PROFILE) await bundle.dispose();
}

async function main({ loadGame, Match, SNAPSHOT_EVERY, smashUp, randomBot, seatView, seedRng, buildSet }) {
  const definitions = gameDefinitions(buildSet, 'smash-up');
  const game = loadGame(smashUp, definitions);
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`smash-up: cards from sets/smash-up (${definitions.length} definitions, ${definitions.reduce((n, d) => n + d.copies, 0)} cards)`);

  const playouts = randomPlayouts({ game, Match, seatView, seedRng, bot: randomBot });
  const series = (label, make) => printSeries(`smash-up: ${label}`, make, { runs: RUNS, runMs: RUN_MS });
  console.log('smash-up: random playouts, the random bot on every seat, 2 to 4 players in turn, one core:');
  series('engine alone (legalActions + applyInPlace, events kept)', (ms) => playouts(ms, { withMatch: false }));
  if (PROFILE) return;
  series(`Match, snapshot every ${SNAPSHOT_EVERY} actions, action log on`, (ms) => playouts(ms, { withMatch: true }));

  // Greedy against greedy, two players, on worker threads.
  console.log(`smash-up: ${fmt(GAMES)} two-player games, greedy against greedy, on ${THREADS} worker threads:`);
  await playGreedyGames({ label: 'smash-up', bundle: bundle.url, definitions, module: 'smashUp', bot: 'smashUpGreedy', games: GAMES, threads: THREADS });
  console.log(`smash-up: load average ${loadavg()[0].toFixed(2)} when done`);
}
