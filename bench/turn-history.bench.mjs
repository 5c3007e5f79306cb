// What the turn's history costs Four Souls playouts (issue 13 allows 5%). The same random
// playouts as four-souls.bench.mjs (a), engine alone, the random bot on every seat, 2 to 4
// players in turn, one core, in four builds of the engine:
//   before   the engine, card language and base set of BASELINE (main before the history came,
//            taken with `git archive`; left out, and said so, where there is no git history)
//   off      this engine with the history switched off (recordEvent does nothing)
//   shipped  this engine as it is: the base set has no card that looks back on the turn, so each
//            event costs one lookup
//   all      this engine keeping every event of every type (as if cards looked back on all of
//            them): the most the history can cost
// The builds take turns game by game, so that a machine busy with other work slows them alike;
// each run plays the same BENCH_HISTORY_GAMES games (default 8; run r's seeds in every build).
// Printed: games/s and actions/s by the process's CPU time (which other work on the machine
// inflates less than wall time) and by wall time, medians of BENCH_RUNS runs (default 15), and
// each build against `off` run by run (the same games, moments apart), with the middle half of
// the runs to show the noise. `shipped` and `all` play exactly the games `off` plays; `before`
// plays the rules as they were, so its games differ in length and its actions in kind.
// BENCH_HISTORY_BASELINE names another commit to compare with.
// Figures only: nothing here asserts a duration.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO, median } from './browser.mjs';
import { compileSet } from './sets.mjs';

const BASELINE = process.env.BENCH_HISTORY_BASELINE ?? '4ea56f5';
const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 15) || 15));
const GAMES = Math.max(1, Math.min(10_000, Number(process.env.BENCH_HISTORY_GAMES ?? 8) || 8));
const HISTORY = join('engine', 'core', 'history.ts');
/** Where recordEvent starts, and its line that lets through only the event types some card looks back on. */
const RECORD_START = 'export function recordEvent(ctx: Ctx, event: GameEvent): void {';
const WATCH_LINE = 'if (watched === null || !watched.has(event.type)) return;';

console.log(`turn-history: load average ${loadavg()[0].toFixed(2)} when starting (other work on this machine slows every figure below)`);
const temp = mkdtempSync(join(tmpdir(), 'cardwright-bench-history-'));
try {
  await main();
} finally {
  rmSync(temp, { recursive: true, force: true });
}

/** Bundles the engine, bots and card language of the tree at `root`, with `patch` ([line, replacement]) applied to history.ts. */
async function bundle(root, tag, patch) {
  const file = join(temp, `${tag}.mjs`);
  const at = (p) => JSON.stringify(join(root, p));
  const plugins = [];
  if (patch) {
    plugins.push({
      name: 'history-patch',
      setup(b) {
        b.onLoad({ filter: /[\\/]engine[\\/]core[\\/]history\.ts$/ }, (args) => {
          const text = readFileSync(args.path, 'utf8');
          const [from, to] = patch;
          if (!text.includes(from)) throw new Error(`${HISTORY} no longer has the line this bench changes ("${from}"); update the bench`);
          return { contents: text.replace(from, to), loader: 'ts' };
        });
      },
    });
  }
  await build({
    stdin: {
      contents: [
        `export { loadGame } from ${at('engine/core/engine')};`,
        `export { fourSouls } from ${at('engine/games/four-souls')};`,
        `export { fourSoulsRandom, seatView } from ${at('engine/bots')};`,
        `export { seedRng } from ${at('engine/random/rng')};`,
        `export { buildSet } from ${at('card-dsl/project')};`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: file,
    logLevel: 'warning',
    // The tree of another commit has no node_modules of its own: it uses this checkout's.
    nodePaths: [join(REPO, 'node_modules')],
    plugins,
  });
  return import(pathToFileURL(file).href);
}

/** The game with the base set of the tree at `root`, compiled by that tree's card language. */
function baseGame(root, { loadGame, fourSouls, buildSet }) {
  return loadGame(fourSouls, compileSet(buildSet, 'four-souls', 'base', root).cards);
}

/** The tree of BASELINE (engine, card language, sets), or null when there is no git history to take it from. */
function baselineTree() {
  const root = join(temp, 'baseline');
  try {
    execFileSync('git', ['rev-parse', '--verify', `${BASELINE}^{commit}`], { cwd: REPO, stdio: 'ignore' });
    const archive = join(temp, 'baseline.tar');
    execFileSync('git', ['archive', '--output', archive, BASELINE, 'engine', 'card-dsl', 'sets/four-souls/base', 'tsconfig.base.json'], { cwd: REPO, stdio: 'ignore' });
    mkdirSync(root, { recursive: true });
    execFileSync('tar', ['-xf', archive, '-C', root]);
    return existsSync(join(root, 'engine')) ? root : null;
  } catch {
    return null;
  }
}

async function main() {
  const builds = [];
  const old = baselineTree();
  if (old) {
    const api = await bundle(old, 'before', null);
    builds.push({ name: 'before', what: `${BASELINE}, before the history`, api, game: baseGame(old, api) });
  } else console.log(`turn-history: no git history with ${BASELINE} here: the build before the history is left out`);
  for (const [name, what, patch] of [
    ['off', 'this engine, history switched off', [RECORD_START, `${RECORD_START} return;`]],
    ['shipped', 'this engine as shipped (no base card looks back)', null],
    ['all', 'this engine keeping every event', [WATCH_LINE, '']],
  ]) {
    const api = await bundle(REPO, name, patch);
    builds.push({ name, what, api, game: baseGame(REPO, api) });
  }

  const players = (g) => 2 + (g % 3);
  /** Plays game `g` of run `r` (the same seeds in every build); CPU and wall time, and the actions. */
  function play(b, r, g) {
    const { fourSoulsRandom, seatView, seedRng } = b.api;
    const game = b.game;
    let actions = 0;
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const created = game.create({ seed: `history-${r}-${g}`, seats: players(g) });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const rng = seedRng(`history-${r}-bots-${g}`);
    const log = [];
    while (!state.result) {
      const legal = game.legalActions(state);
      if (legal.length === 0) break;
      const action = legal.length > 1 ? fourSoulsRandom.choose(seatView(game, state, state.prompt.seat), legal, rng) : legal[0];
      const applied = game.applyInPlace(state, action);
      if (!applied.ok) throw new Error(`${b.name}: ${applied.error.message}`);
      log.push(action, applied.events);
      actions += 1;
    }
    const used = process.cpuUsage(cpu);
    return { cpuSeconds: (used.user + used.system) / 1e6, wallSeconds: (performance.now() - wall) / 1000, actions };
  }

  for (const b of builds) for (let g = 0; g < 3; g += 1) play(b, 'warm-up', g);
  const results = new Map(builds.map((b) => [b.name, []]));
  for (let r = 0; r < RUNS; r += 1) {
    const sums = new Map(builds.map((b) => [b.name, { cpuSeconds: 0, wallSeconds: 0, actions: 0 }]));
    // Game by game, each build in turn (starting from a different one each time): a busy spell
    // of the machine falls on all of them.
    for (let g = 0; g < GAMES; g += 1) {
      for (let k = 0; k < builds.length; k += 1) {
        const b = builds[(r + g + k) % builds.length];
        const one = play(b, r, g);
        const sum = sums.get(b.name);
        sum.cpuSeconds += one.cpuSeconds;
        sum.wallSeconds += one.wallSeconds;
        sum.actions += one.actions;
      }
    }
    for (const b of builds) results.get(b.name).push(sums.get(b.name));
    process.stderr.write(`turn-history: run ${r + 1}/${RUNS}\n`);
  }

  const fmt = (n, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const signed = (pct) => `${pct >= 0 ? '+' : ''}${fmt(pct, 1)}%`;
  const quartiles = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))];
    return { low: at(0.25), mid: median(sorted), high: at(0.75) };
  };
  const offRuns = results.get('off');
  /** games/s (or actions/s) of each round's run against `off`'s run of the same round, in %: paired, so a busy spell slows both. */
  const paired = (name, per) => results.get(name).map((x, r) => (100 * (per(x) - per(offRuns[r]))) / per(offRuns[r]));
  const gamesRate = (x) => GAMES / x.cpuSeconds;
  const actionsRate = (x) => x.actions / x.cpuSeconds;
  console.log(`turn-history: Four Souls base set, random bot on every seat, 2 to 4 players, ${GAMES} games a run, ${RUNS} runs per build (the builds take turns), one core:`);
  for (const b of builds) {
    const runs = results.get(b.name);
    const line = `${fmt(median(runs.map(gamesRate)), 1)} games/s by CPU time (${fmt(median(runs.map((x) => GAMES / x.wallSeconds)), 1)} by wall time), ${fmt(median(runs.map(actionsRate)))} actions/s, ${fmt(runs.reduce((n, x) => n + x.actions, 0) / (runs.length * GAMES))} actions a game`;
    let versus = '';
    if (b.name !== 'off') {
      const g = quartiles(paired(b.name, gamesRate));
      const a = quartiles(paired(b.name, actionsRate));
      versus = `; against off, run by run: games/s ${signed(g.mid)} (middle half of the runs ${signed(g.low)} to ${signed(g.high)}), actions/s ${signed(a.mid)}`;
    }
    console.log(`turn-history:   ${b.name.padEnd(7)} ${line}${versus}  [${b.what}]`);
  }
  const cost = (name) => -quartiles(paired(name, gamesRate)).mid;
  console.log(`turn-history: the history's cost in games/s, as shipped: ${signed(cost('shipped'))}; keeping every event: ${signed(cost('all'))} (budget: 5%; a negative cost is the noise of the machine)`);
  if (results.has('before')) {
    const g = quartiles(results.get('shipped').map((x, r) => (100 * (gamesRate(x) - gamesRate(results.get('before')[r]))) / gamesRate(results.get('before')[r])));
    const a = quartiles(results.get('shipped').map((x, r) => (100 * (actionsRate(x) - actionsRate(results.get('before')[r]))) / actionsRate(results.get('before')[r])));
    console.log(`turn-history: this engine as shipped against ${BASELINE}, run by run: games/s ${signed(g.mid)}, actions/s ${signed(a.mid)} (everything that changed since, rules included, not the history alone)`);
  }
}
