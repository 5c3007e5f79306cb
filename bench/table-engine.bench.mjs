// The sandbox table's engine side, with the bundled sets (compiled from their .cards sources):
//  (a) undo, redo and jumping back in the log, in engine time: every step back from the end of
//      a whole Stak Bots game and of 300 actions of a 3-player Four Souls game, each step's time
//      (p50, p95, max) against the table's budget of 16 ms; jumps to random points likewise; with
//      the table's state copy every TABLE_SNAPSHOT_EVERY actions, and Four Souls with the default;
//  (b) a greedy-bot Four Souls game played through a Match at full speed: actions per second
//      with the bots' decisions (the engine's share of the table's 200 actions/s on screen);
//  (c) saving and loading that table (the file's size, saveTable + JSON, loadTable from JSON),
//      exporting a replay and checking it (`cardwright replay`), in ms and actions per second;
//      recording the line as a scenario.
// Figures only: nothing here asserts a duration. BENCH_RUNS (default 5) runs of each; medians.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO, median } from './browser.mjs';
import { compileSet } from './sets.mjs';
import { importBundle } from './bundle.mjs';

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 5) || 5));
const FOUR_SOULS_ACTIONS = 300;
const UNDO_BUDGET_MS = 16;

console.log(`table-engine: load average ${loadavg()[0].toFixed(2)} when starting (other work on this machine slows every figure below)`);

const path = (p) => JSON.stringify(join(REPO, p));
const engine = await importBundle(
  [
    `export { loadGame, cloneState } from ${path('engine/core/engine')};`,
    `export { Match } from ${path('engine/core/match')};`,
    `export { fourSouls } from ${path('engine/games/four-souls')};`,
    `export { stakBots } from ${path('engine/games/stak-bots')};`,
    `export { botsFor, seatView } from ${path('engine/bots')};`,
    `export { seedRng, nextInt } from ${path('engine/random/rng')};`,
    `export { scenarioGames } from ${path('engine/scenario')};`,
    `export { saveTable, loadTable, TABLE_SNAPSHOT_EVERY } from ${path('engine/table/table')};`,
    `export { makeReplay, checkReplay } from ${path('engine/table/replay')};`,
    `export { recordScenario } from ${path('engine/table/record')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ],
  'table-engine',
);
const { loadGame, cloneState, Match, fourSouls, stakBots, botsFor, seatView, seedRng, nextInt, scenarioGames, saveTable, loadTable, TABLE_SNAPSHOT_EVERY, makeReplay, checkReplay, recordScenario, buildSet } = engine;

const sets = { 'stak-bots': compileSet(buildSet, 'stak-bots', 'starter'), 'four-souls': compileSet(buildSet, 'four-souls', 'base') };
const modules = { 'stak-bots': stakBots, 'four-souls': fourSouls };
const ms = (n) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** A Match of `game` played by its greedy bot on every seat, `limit` actions or to the end; and the time that took. */
function botGame(game, seats, seed, limit, snapshotEvery = TABLE_SNAPSHOT_EVERY) {
  const set = sets[game];
  const loaded = loadGame(modules[game], set.cards, set.variants);
  const made = Match.create(loaded, { seed, seats }, { snapshotEvery });
  if (!made.ok) throw new Error(made.error.message);
  const match = made.match;
  const bots = botsFor(game);
  const bot = bots.greedy ?? bots.random;
  const rng = seedRng(`bots:${seed}`);
  const started = performance.now();
  while (match.position < limit && !match.state.result) {
    const seat = match.state.prompt.seat;
    const applied = match.apply(bot.choose(seatView(match.game, match.state, seat), [...match.legalActions()], rng));
    if (!applied.ok) throw new Error(applied.error.message);
  }
  return { match, ms: performance.now() - started };
}

// (a) Undo, redo and jumps.
function undoFigures(label, match) {
  const end = match.position;
  const undo = [];
  const redo = [];
  const jump = [];
  for (let run = 0; run < RUNS; run += 1) {
    match.undoTo(end);
    for (let k = end; k > 0; k -= 1) {
      const t = performance.now();
      match.undo();
      undo.push(performance.now() - t);
    }
    for (let k = 0; k < end; k += 1) {
      const t = performance.now();
      match.redo();
      redo.push(performance.now() - t);
    }
    const pick = seedRng(`jump-${run}`);
    for (let i = 0; i < 100; i += 1) {
      const to = nextInt(pick, end + 1);
      const t = performance.now();
      match.undoTo(to);
      jump.push(performance.now() - t);
    }
  }
  match.undoTo(end);
  // What an undo costs by construction, less exposed to other work on the machine than its wall
  // time: a copy of the state restored (or the game set up again), and at most snapshotEvery - 1 actions played again. Each
  // action's time is its median over the runs; the worst undo replays the dearest such stretch.
  const copies = [];
  for (let i = 0; i < 50; i += 1) {
    const t = performance.now();
    cloneState(match.state);
    copies.push(performance.now() - t);
  }
  // Before the first copy, the state is the game set up again from its config.
  const creates = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    match.eras()[0].game.create(match.config);
    creates.push(performance.now() - t);
  }
  const perAction = Array.from({ length: end }, () => []);
  for (let run = 0; run < RUNS; run += 1) {
    match.undoTo(0);
    for (let k = 0; k < end; k += 1) {
      const t = performance.now();
      match.redo();
      perAction[k].push(performance.now() - t);
    }
  }
  const actionTimes = perAction.map(median);
  const stretch = match.snapshotEvery - 1;
  let dearest = 0;
  for (let k = 0; k + stretch <= end; k += 1) dearest = Math.max(dearest, actionTimes.slice(k, k + stretch).reduce((a, b) => a + b, 0));
  if (end < stretch) dearest = actionTimes.reduce((a, b) => a + b, 0);
  const restore = Math.max(median(copies), median(creates));
  const bound = restore + dearest;
  const line = (what, values) => `${what} p50 ${ms(pct(values, 50))}, p95 ${ms(pct(values, 95))}, max ${ms(Math.max(...values))}`;
  console.log(`table-engine: ${label}, ${end} actions: ${line('undo', undo)} (budget ${UNDO_BUDGET_MS} ms; ${undo.filter((v) => v > UNDO_BUDGET_MS).length} of ${undo.length} over); ${line('redo', redo)}; ${line('jump to a random point', jump)}; by construction at most a restore (a state copy ${ms(median(copies))}, or the setup again ${ms(median(creates))}) and the dearest ${stretch} actions played again (${ms(dearest)}): ${ms(bound)}`);
}

const stak = botGame('stak-bots', 3, 'table-bench-stak', 10_000);
undoFigures(`Stak Bots whole game (3 seats${stak.match.state.result ? ', played to its end' : ''}), a state copy every ${TABLE_SNAPSHOT_EVERY}`, stak.match);
const four = botGame('four-souls', 3, 'table-bench-fs', FOUR_SOULS_ACTIONS);
undoFigures(`Four Souls, 3 seats, a state copy every ${TABLE_SNAPSHOT_EVERY} (the table's)`, four.match);
undoFigures('Four Souls, 3 seats, a state copy every 128 (the engine\'s default)', botGame('four-souls', 3, 'table-bench-fs', FOUR_SOULS_ACTIONS, 128).match);

// (b) Bot against bot at full speed, through a Match.
const speeds = [];
for (let run = 0; run < RUNS; run += 1) {
  const played = botGame('four-souls', 3, `table-bench-speed-${run}`, 2_000);
  speeds.push((played.match.position / played.ms) * 1000);
}
console.log(`table-engine: Four Souls greedy bots through a Match, 3 seats: ${Math.round(median(speeds)).toLocaleString('en-US')} actions/s (median of ${RUNS}; the table shows at least 200/s)`);

// (c) Saving, loading, replays and recording, on the 300-action Four Souls table.
const setup = {
  game: 'four-souls',
  sets: [{ id: 'four-souls/base', origin: 'bundled' }],
  variants: {},
  options: {},
  seats: [1, 2, 3].map((n) => ({ id: `p${n}`, name: `Player ${n}`, bot: 'greedy' })),
  seed: 'table-bench-fs',
};
const resolve = (set) => (set.id === 'four-souls/base' ? sets['four-souls'] : `no set ${set.id}`);
const timed = (fn) => {
  const times = [];
  let value;
  for (let run = 0; run < RUNS; run += 1) {
    const t = performance.now();
    value = fn();
    times.push(performance.now() - t);
  }
  return { value, ms: median(times) };
};
const match = four.match;
const saved = timed(() => JSON.stringify(saveTable({ setup, branches: [], current: 'main', match })));
const loaded = timed(() => loadTable(JSON.parse(saved.value), scenarioGames, resolve));
if (!loaded.value.ok) throw new Error(JSON.stringify(loaded.value.problems));
console.log(`table-engine: saved table of ${match.position} actions: ${(saved.value.length / 1024).toFixed(1)} kB; save ${ms(saved.ms)}, load ${ms(loaded.ms)} (${Math.round((match.position / loaded.ms) * 1000).toLocaleString('en-US')} actions/s replayed)`);
const replaySetup = { ...setup, sets: [{ id: 'four-souls/base', cards: sets['four-souls'].cards, variants: sets['four-souls'].variants }], seats: setup.seats.map(({ id, name }) => ({ id, name })) };
const exported = timed(() => JSON.stringify(makeReplay({ setup: replaySetup, match })));
const checked = timed(() => checkReplay(JSON.parse(exported.value), scenarioGames));
if (!checked.value.ok) throw new Error(checked.value.message ?? JSON.stringify(checked.value));
console.log(`table-engine: replay of ${match.position} actions: ${(exported.value.length / 1024).toFixed(1)} kB; export ${ms(exported.ms)}, check ${ms(checked.ms)} (${Math.round((match.position / checked.ms) * 1000).toLocaleString('en-US')} actions/s, a hash after each)`);
const recorded = timed(() => recordScenario({ setup: { ...setup, sets: ['four-souls/base'] }, match, name: 'bench' }));
if (!recorded.value.ok) throw new Error(recorded.value.message);
console.log(`table-engine: recording the line as a scenario: ${ms(recorded.ms)} (${recorded.value.document.steps.length} steps, ${Object.keys(recorded.value.document.expect).length} expectations)`);
