// Stak Bots rules engine: random playouts through a Match (undo snapshots and the action log
// on), on one core. Prints actions per second (median of BENCH_RUNS runs, default 5), the
// same without the Match (engine alone), the cost of a snapshot and of an undo, and memory
// per 1000 actions. Cards: the bundled set sets/stak-bots/starter (compiled from its .cards), or the test
// definitions when it is missing. The engine is bundled here with esbuild from its sources
// (no build entry of its own): BENCH_ENGINE=<folder> measures another copy of engine/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { REPO, median } from './browser.mjs';
import { importBundle } from './bundle.mjs';

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 5) || 5));
const RUN_MS = Math.max(200, Number(process.env.BENCH_RUN_MS ?? 1500) || 1500);
const ENGINE = resolve(process.env.BENCH_ENGINE ?? join(REPO, 'engine'));
const hasMatch = existsSync(join(ENGINE, 'core', 'match.ts'));

const path = (p) => JSON.stringify(join(ENGINE, p));
const engine = await importBundle(
  [
    `export { loadGame, hashState, cloneState } from ${path('core/engine')};`,
    hasMatch ? `export { Match, SNAPSHOT_EVERY } from ${path('core/match')};` : '',
    `export { stakBots } from ${path('games/stak-bots')};`,
    `export { CardDefinition, parseSetFile } from ${path('defs')};`,
    `export { seedRng, nextInt } from ${path('random/rng')};`,
    `export { buildSet } from ${JSON.stringify(join(REPO, 'card-dsl', 'project'))};`,
  ],
  'engine',
);
const { loadGame, cloneState, stakBots, CardDefinition, seedRng, nextInt, Match, SNAPSHOT_EVERY, buildSet } = engine;

const setFolder = join(REPO, 'sets', 'stak-bots', 'starter');
const sources = existsSync(setFolder) ? readdirSync(setFolder).filter((n) => n.endsWith('.cards')).map((n) => ({ path: n, text: readFileSync(join(setFolder, n), 'utf8') })) : [];
const built = sources.length > 0 ? buildSet(sources, { game: 'stak-bots', set: 'starter', name: 'Starter' }) : null;
let definitions;
let cardsFrom;
if (built?.setFile) {
  definitions = built.setFile.cards;
  cardsFrom = 'sets/stak-bots/starter';
} else {
  definitions = JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'stak-bots-cards.json'), 'utf8')).map((c) => CardDefinition.parse(c));
  cardsFrom = `test/fixtures/stak-bots-cards.json${built ? ' (the bundled set does not compile)' : ''}`;
}
const game = loadGame(stakBots, definitions);
const players = (g) => 2 + (g % 5);

/** Plays random games for `ms`; `withMatch` plays them through a Match. Returns actions/s. */
function playouts(ms, { withMatch, snapshotEvery, seedBase = 'bench' }) {
  let actions = 0;
  let g = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    const pick = seedRng(`${seedBase}-pick-${g}`);
    const config = { seed: `${seedBase}-${g}`, seats: players(g) };
    g += 1;
    if (withMatch) {
      const made = Match.create(game, config, { snapshotEvery });
      if (!made.ok) throw new Error(made.error.message);
      const match = made.match;
      while (!match.state.result) {
        const legal = match.legalActions();
        const applied = match.apply(legal[nextInt(pick, legal.length)]);
        if (!applied.ok) throw new Error(applied.error.message);
        actions += 1;
      }
    } else {
      const created = game.create(config);
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      const log = [];
      while (!state.result) {
        const legal = game.legalActions(state);
        const action = legal[nextInt(pick, legal.length)];
        const applied = game.applyInPlace(state, action);
        if (!applied.ok) throw new Error(applied.error.message);
        log.push(action, applied.events);
        actions += 1;
      }
    }
  }
  return (actions / (performance.now() - started)) * 1000;
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const series = (label, make) => {
  make(Math.min(RUN_MS, 500)); // warm up
  const rates = Array.from({ length: RUNS }, () => make(RUN_MS));
  console.log(`stak-bots: ${label}: median ${fmt(median(rates))} actions/s (min ${fmt(Math.min(...rates))}, max ${fmt(Math.max(...rates))}, ${RUNS} runs of ${RUN_MS} ms)`);
  return median(rates);
};

console.log(`stak-bots: load average ${loadavg()[0].toFixed(2)} when starting (other work on this machine slows every figure below)`);
console.log(`stak-bots: cards from ${cardsFrom} (${definitions.length} definitions); 2 to 6 players in turn; random legal actions; engine ${ENGINE === join(REPO, 'engine') ? 'engine/' : ENGINE}`);
series('engine alone (legalActions + applyInPlace, events kept)', (ms) => playouts(ms, { withMatch: false }));
if (!Match) {
  console.log('stak-bots: this engine has no Match (engine/core/match.ts): undo figures skipped');
  process.exit(0);
}
const matchRate = series(`Match, snapshot every ${SNAPSHOT_EVERY} actions, action log on`, (ms) => playouts(ms, { withMatch: true }));

/**
 * A long game to sample states from and to undo in: deep staks, and random moves that avoid
 * scrapping their own bots (random play empties staks within 150 actions or so).
 */
function longGame(snapshotEvery) {
  let longest = null;
  for (let g = 0; g < 20; g += 1) {
    const made = Match.create(game, { seed: `long-${g}`, seats: 2, variants: { 'stak-depth': { cards: 30 } } }, { snapshotEvery });
    if (!made.ok) throw new Error(made.error.message);
    const match = made.match;
    const pick = seedRng(`long-pick-${g}`);
    while (!match.state.result) {
      const all = match.legalActions();
      const keep = all.filter((a) => a.kind !== 'scrap' && a.kind !== 'discard');
      const legal = keep.length > 0 ? keep : all;
      match.apply(legal[nextInt(pick, legal.length)]);
    }
    if (!longest || match.position > longest.position) longest = match;
    if (match.position >= 500) break;
  }
  return longest;
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const heapNow = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

// Snapshot cost: copying states sampled along a long game.
const sampler = longGame(1_000_000);
const samples = [];
const sampled = sampler.position;
for (let k = 0; k <= sampled; k += 5) {
  sampler.undoTo(k);
  samples.push(cloneState(sampler.state));
}
const batches = [];
for (let b = 0; b < 7; b += 1) {
  const started = performance.now();
  for (const state of samples) cloneState(state);
  batches.push(((performance.now() - started) * 1000) / samples.length);
}
const snapshotUs = median(batches);
const snapshotBytes = samples.reduce((n, s) => n + JSON.stringify(s).length, 0) / samples.length;
let before = heapNow();
const copies = samples.map((s) => cloneState(s));
const snapshotHeap = (heapNow() - before) / copies.length;
copies.length = 0;
console.log(`stak-bots: snapshot: ${snapshotUs.toFixed(1)} µs to copy the state (median of 7 passes over ${samples.length} states of a ${sampled}-action game); ${(snapshotBytes / 1024).toFixed(1)} kB as JSON, ${(snapshotHeap / 1024).toFixed(1)} kB of heap`);

// The interval: what snapshots add per action, what undo costs, what they hold in memory.
const actionUs = 1e6 / matchRate;
for (const every of [16, 32, 64, 128, 256]) {
  const match = longGame(every);
  const end = match.position;
  const pick = seedRng(`undo-${every}`);
  const undos = [];
  for (let i = 0; i < 200; i += 1) {
    match.undoTo(1 + nextInt(pick, end));
    const started = performance.now();
    match.undo();
    undos.push(performance.now() - started);
  }
  undos.sort((a, b) => a - b);
  const perAction = snapshotUs / every;
  console.log(
    `stak-bots: snapshot every ${String(every).padStart(3)}: +${perAction.toFixed(2)} µs per action (${((100 * perAction) / actionUs).toFixed(1)}% of one), undo median ${median(undos).toFixed(2)} ms, max ${undos[undos.length - 1].toFixed(2)} ms, snapshots ${((snapshotHeap * 1000) / every / 1024 / 1024).toFixed(2)} MB per 1000 actions${every === SNAPSHOT_EVERY ? '  <- default' : ''}`,
  );
}

// Memory: matches kept alive (log, events, snapshots), heap measured after a full collection.
const keep = [];
before = heapNow();
let kept = 0;
for (let g = 0; kept < 20000; g += 1) {
  const made = Match.create(game, { seed: `mem-${g}`, seats: players(g) });
  const pick = seedRng(`mem-pick-${g}`);
  const match = made.match;
  while (!match.state.result) {
    const legal = match.legalActions();
    match.apply(legal[nextInt(pick, legal.length)]);
    kept += 1;
  }
  keep.push(match);
}
const perThousand = ((heapNow() - before) / kept) * 1000;
// Issue 16's budget: no higher than when it was filed (commit 4ea56f5 measured 0.8239 MB). Three
// decimals, because the changes this budget has to tell apart move it by 0.002–0.02 MB.
const MEMORY_WHEN_FILED_MB = 0.8239;
console.log(`stak-bots: memory: ${(perThousand / 1024 / 1024).toFixed(3)} MB per 1000 actions played through a Match (${keep.length} matches, ${fmt(kept)} actions, with their events and snapshots; budget ${MEMORY_WHEN_FILED_MB} MB, its figure when issue 16 was filed)`);

// What that memory is: each part of the kept matches let go in turn (reaching into the Match's
// own fields, which only this bench does), the heap measured after each. "state" is what is
// left: the final working state, config and start events of each match.
const parts = {};
let last = heapNow();
const release = (name, drop) => {
  for (const match of keep) drop(match);
  const now = heapNow();
  parts[name] = (last - now) / kept;
  last = now;
};
release('events', (match) => (match.eventLog = []));
release('snapshots', (match) => (match.snapshots = new Map()));
release('log', (match) => (match.log = []));
keep.length = 0;
release('state', () => {});
console.log(`stak-bots: memory detail: bytes per action: ${['events', 'state', 'log', 'snapshots'].map((name) => `${name} ${Math.round(parts[name])}`).join(', ')}`);
