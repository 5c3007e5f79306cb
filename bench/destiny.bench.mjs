// Star Wars: Destiny rules engine, with the two bundled starter teams (sets/destiny/*).
//  Random playouts on one core: the random bot on both seats (the game takes exactly two);
//  actions per second, median of BENCH_RUNS runs (default 5) of BENCH_RUN_MS each (default
//  1500), for the engine alone (legalActions + applyInPlace, events kept) and through a Match
//  (undo snapshots and the action log on). A forced answer (one legal action) costs no decision.
//  Then BENCH_GAMES games of the greedy bot against itself (default 2,000) on 2 worker threads
//  (bench/greedy-games.mjs): wall time, games per second, lengths, first-seat wins, caps.
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
const GAMES = Math.max(1, Math.floor(Number(process.env.BENCH_GAMES ?? 2_000) || 2_000));
const THREADS = 2;

console.log(`destiny: load average ${loadavg()[0].toFixed(2)} when starting (other work on this machine slows every figure below)`);

const path = (p) => JSON.stringify(join(REPO, p));
const bundle = await bundleFile(
  [
    `export { loadGame } from ${path('engine/core/engine')};`,
    `export { Match, SNAPSHOT_EVERY } from ${path('engine/core/match')};`,
    `export { destiny } from ${path('engine/games/destiny')};`,
    `export { randomBot, destinyGreedy, seatView } from ${path('engine/bots')};`,
    `export { seedRng } from ${path('engine/random/rng')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ],
  'destiny',
);
try {
  await main(await import(bundle.url));
} finally {
  await bundle.dispose();
}

async function main({ loadGame, Match, SNAPSHOT_EVERY, destiny, randomBot, seatView, seedRng, buildSet }) {
  const definitions = gameDefinitions(buildSet, 'destiny');
  const game = loadGame(destiny, definitions);
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`destiny: cards from sets/destiny (${definitions.length} definitions, ${definitions.reduce((n, d) => n + d.copies, 0)} cards)`);
  const playouts = randomPlayouts({ game, Match, seatView, seedRng, bot: randomBot, players: () => 2 });
  const series = (label, make) => printSeries(`destiny: ${label}`, make, { runs: RUNS, runMs: RUN_MS });
  console.log('destiny: random playouts, the random bot on both seats, one core (target 50,000 actions/s):');
  series('engine alone (legalActions + applyInPlace, events kept)', (ms) => playouts(ms, { withMatch: false }));
  series(`Match, snapshot every ${SNAPSHOT_EVERY} actions, action log on`, (ms) => playouts(ms, { withMatch: true }));
  console.log(`destiny: ${fmt(GAMES)} games, greedy against greedy, on ${THREADS} worker threads:`);
  await playGreedyGames({ label: 'destiny', bundle: bundle.url, definitions, module: 'destiny', bot: 'destinyGreedy', games: GAMES, threads: THREADS });
  console.log(`destiny: load average ${loadavg()[0].toFixed(2)} when done`);
}
