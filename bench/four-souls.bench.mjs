// Four Souls rules engine, with the bundled base set (compiled from sets/four-souls/base/*.cards).
//  (a) Random playouts on one core: the random bot on every seat, 2 to 4 players in turn;
//      actions per second, median of BENCH_RUNS runs (default 5) of BENCH_RUN_MS each (default
//      1500), for the engine alone (legalActions + applyInPlace, events kept) and through a Match
//      (undo snapshots and the action log on).
//  (b) BENCH_GAMES two-player games of the greedy bot against itself (default 10,000) split over
//      2 worker threads (bench/greedy-games.mjs): wall time, games per second, mean and p99
//      game length in actions and in turns, and the games stopped by a cap, with their reasons.
// The engine is bundled here with esbuild from its sources; the workers import the same bundle.
// BENCH_PROFILE=1 runs only the engine-alone series, for `node --cpu-prof` (the bundle keeps a
// source map beside it while the bench runs: bench/cpu-profile.mjs reads the profile back).
// Figures only: nothing here asserts a duration.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO } from './browser.mjs';
import { compileSet } from './sets.mjs';
import { printSeries, randomPlayouts } from './playouts.mjs';
import { playGreedyGames } from './greedy-games.mjs';
import { bundleFile } from './bundle.mjs';

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 5) || 5));
const RUN_MS = Math.max(200, Number(process.env.BENCH_RUN_MS ?? 1500) || 1500);
const GAMES = Math.max(1, Math.floor(Number(process.env.BENCH_GAMES ?? 10_000) || 10_000));
const THREADS = 2;
const PROFILE = process.env.BENCH_PROFILE === '1';

console.log(`four-souls: load average ${loadavg()[0].toFixed(2)} when starting (other work on this machine slows every figure below)`);

const path = (p) => JSON.stringify(join(REPO, p));
const bundle = await bundleFile(
  [
    `export { loadGame } from ${path('engine/core/engine')};`,
    `export { Match, SNAPSHOT_EVERY } from ${path('engine/core/match')};`,
    `export { fourSouls } from ${path('engine/games/four-souls')};`,
    `export { fourSoulsGreedy, fourSoulsRandom, seatView } from ${path('engine/bots')};`,
    `export { seedRng } from ${path('engine/random/rng')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ],
  'four-souls',
  { sourcemap: PROFILE },
);
try {
  await main(await import(bundle.url));
  if (PROFILE) console.log(`four-souls: bundle ${bundle.file} (kept while profiling)`);
} finally {
  if (!PROFILE) await bundle.dispose();
}

async function main({ loadGame, Match, SNAPSHOT_EVERY, fourSouls, fourSoulsRandom, seatView, seedRng, buildSet }) {
  const definitions = compileSet(buildSet, 'four-souls', 'base').cards;
  const game = loadGame(fourSouls, definitions);
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`four-souls: cards from sets/four-souls/base (${definitions.length} definitions, ${definitions.reduce((n, d) => n + d.copies, 0)} cards)`);

  // (a) Random playouts on one core.
  const playouts = randomPlayouts({ game, Match, seatView, seedRng, bot: fourSoulsRandom });
  const series = (label, make) => printSeries(`four-souls: ${label}`, make, { runs: RUNS, runMs: RUN_MS });
  console.log('four-souls: random playouts, the random bot on every seat, 2 to 4 players in turn, one core:');
  series('engine alone (legalActions + applyInPlace, events kept)', (ms) => playouts(ms, { withMatch: false }));
  if (PROFILE) return;
  series(`Match, snapshot every ${SNAPSHOT_EVERY} actions, action log on`, (ms) => playouts(ms, { withMatch: true }));

  // (b) Greedy against greedy, two players, on worker threads.
  console.log(`four-souls: ${fmt(GAMES)} two-player games, greedy against greedy, on ${THREADS} worker threads:`);
  await playGreedyGames({ label: 'four-souls', bundle: bundle.url, definitions, module: 'fourSouls', bot: 'fourSoulsGreedy', games: GAMES, threads: THREADS });
}
