// Before and after for Four Souls (or Smash Up, Destiny or the Stak Bots starter set, `--game smash-up|destiny|stak-bots`): the engine of the working
// tree against an earlier commit's,
// in one process, interleaved (round after round, the same slice of play each, the order turning
// every round: both play the same games, so each round compares the same work), on random playouts (the random bot on every seat, 2 to 4 players in turn, the bundled
// base set; Smash Up: its bundled factions) or two-player greedy games. Prints each one's actions per second of CPU time and the
// ratio of after to before (median of the rounds with its standard error, and overall).
//   node bench/four-souls-compare.mjs [<commit>=HEAD] [--game four-souls|smash-up|destiny|stak-bots] [--bot random|greedy] [--rounds 40] [--slice-actions 3000]
//     [--through engine|match] [--processes 1]
// `--processes N` runs the comparison in N fresh processes, each with its share of the rounds,
// and gives the median of their ratios with their range (earlier-tree.mjs: one process's ratio
// carries how V8 compiled each side there).
// `--through match` plays the same games through a Match (its action log, events and snapshots)
// instead of the engine alone.
// Not part of `npm run bench` (it measures a change, not the engine). Behaviour is checked apart,
// by bench/four-souls-logs.mjs and bench/smash-up-logs.mjs.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { median, REPO } from './browser.mjs';
import { comparedAcrossProcesses, earlierTree, loadOrder, printRatioJson, PROCESS_OPTIONS, ratioSummary } from './earlier-tree.mjs';
import { cardsOf, GAMES } from './games.mjs';
import { bundleFile } from './bundle.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string', default: 'four-souls' },
    bot: { type: 'string', default: 'random' },
    rounds: { type: 'string', default: '40' },
    'slice-actions': { type: 'string', default: '3000' },
    through: { type: 'string', default: 'engine' },
    ...PROCESS_OPTIONS,
  },
});
const bot = values.bot;
const rounds = Number(values.rounds);
const sliceActions = Number(values['slice-actions']);
if (bot !== 'random' && bot !== 'greedy') throw new Error('--bot: random or greedy');
const through = values.through;
if (through !== 'engine' && through !== 'match') throw new Error('--through: engine or match');
const gameName = values.game;
const chosen = GAMES[gameName];
if (!chosen) throw new Error(`--game: ${Object.keys(GAMES).join(' or ')}`);
if (!(rounds >= 1 && sliceActions >= 1)) throw new Error('--rounds and --slice-actions at least 1');
if (comparedAcrossProcesses(fileURLToPath(import.meta.url), values, rounds, [positionals[0] ?? 'HEAD', '--game', gameName, '--bot', bot, '--slice-actions', String(sliceActions), '--through', through])) process.exit(0);

const tree = earlierTree(positionals[0] ?? 'HEAD', ['engine', 'card-dsl', 'sets', 'tsconfig.base.json'], 'fs-compare');
const { commit } = tree;
const earlier = tree.dir;

const linesFor = (root) => {
  const path = (p) => JSON.stringify(join(root, p));
  return [
    `export { loadGame } from ${path('engine/core/engine')};`,
    `export { Match } from ${path('engine/core/match')};`,
    `export { ${chosen.module} } from ${path(`engine/games/${gameName}`)};`,
    `export { ${chosen.random}, ${chosen.greedy}, seatView } from ${path('engine/bots')};`,
    `export { seedRng } from ${path('engine/random/rng')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ];
};

/** Plays games one after the other, from where the last slice stopped, for `count` actions. */
function player(m, definitions) {
  const game = m.loadGame(m[chosen.module], definitions);
  const choose = m[chosen[bot]];
  let g = 0;
  let current = null;
  const start = () => {
    const seats = bot === 'random' ? 2 + (g % (chosen.mostSeats - 1)) : 2;
    const config = { seed: `compare-${g}`, seats };
    if (through === 'match') {
      const made = m.Match.create(game, config);
      if (!made.ok) throw new Error(made.error.message);
      current = { match: made.match, rng: m.seedRng(`compare-${g}:bots`) };
    } else {
      const made = game.create(config);
      if (!made.ok) throw new Error(made.error.message);
      current = { state: made.state, rng: m.seedRng(`compare-${g}:bots`), legal: null };
    }
    g += 1;
  };
  if (through === 'match') {
    return (count) => {
      let actions = 0;
      while (actions < count) {
        if (current === null || current.match.state.result) start();
        const { match, rng } = current;
        while (actions < count && !match.state.result) {
          const legal = match.legalActions();
          const state = match.state;
          if (legal.length === 0) {
            state.result = { winners: [], reason: 'no legal action' };
            break;
          }
          const action = legal.length > 1 ? choose.choose(m.seatView(game, state, state.prompt.seat), legal, rng) : legal[0];
          const applied = match.apply(action);
          if (!applied.ok) throw new Error(applied.error.message);
          actions += 1;
        }
      }
      return actions;
    };
  }
  return (count) => {
    let actions = 0;
    while (actions < count) {
      if (current === null || current.state.result) start();
      const { state, rng } = current;
      while (actions < count && !state.result) {
        // The legal actions handed back with the last action, when the engine listed them (an earlier engine may not).
        const legal = current.legal ?? game.legalActions(state);
        if (legal.length === 0) {
          state.result = { winners: [], reason: 'no legal action' };
          break;
        }
        const action = legal.length > 1 ? choose.choose(m.seatView(game, state, state.prompt.seat), legal, rng) : legal[0];
        const applied = game.applyInPlace(state, action, legal);
        if (!applied.ok) throw new Error(applied.error.message);
        current.legal = applied.legal ?? null;
        actions += 1;
      }
    }
    return actions;
  };
}

const bundles = [];
try {
  bundles.push(await bundleFile(linesFor(earlier), 'fs-before', { resolveDir: earlier }), await bundleFile(linesFor(REPO), 'fs-after'));
  // (Which side is compiled first can sway a process's ratio: the processes of a run take turns.)
  const loaded = [];
  for (const i of loadOrder(values)) loaded[i] = await import(bundles[i].url);
  const [before, after] = loaded;
  // Each side plays its own commit's cards as its own compiler writes them: a change to what the
  // card language compiles to (Smash Up's `here`) is part of what is compared, and cards written
  // with words an earlier compiler does not know are not asked of it.
  const sides = [
    { name: `before (${commit.slice(0, 7)})`, play: player(before, cardsOf(before, gameName, earlier)), actions: 0, ms: 0 },
    { name: 'after (working tree)', play: player(after, cardsOf(after, gameName, REPO)), actions: 0, ms: 0 },
  ];
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`compare: ${chosen.title}${through === 'match' ? ' through a Match' : ''}, ${bot === 'random' ? `random bots, ${chosen.mostSeats === 2 ? '2 players' : `2 to ${chosen.mostSeats} players`}` : 'greedy bots, 2 players'}; load average ${loadavg()[0].toFixed(2)}`);
  for (const side of sides) side.play(20 * sliceActions); // warm up
  const ratios = [];
  const loads = [];
  for (let r = 0; r < rounds; r += 1) {
    loads.push(loadavg()[0]);
    const rate = [0, 0];
    for (let k = 0; k < 2; k += 1) {
      const i = (r + k) % 2;
      const side = sides[i];
      const cpu = process.cpuUsage();
      const actions = side.play(sliceActions);
      const { user, system } = process.cpuUsage(cpu);
      side.actions += actions;
      side.ms += (user + system) / 1000;
      rate[i] = actions / ((user + system) / 1000);
    }
    ratios.push(rate[1] / rate[0]);
  }
  for (const side of sides) console.log(`compare: ${side.name.padEnd(22)} ${fmt((side.actions / side.ms) * 1000).padStart(9)} actions per CPU second`);
  const summary = ratioSummary(ratios);
  const overall = sides[1].actions / sides[1].ms / (sides[0].actions / sides[0].ms);
  console.log(
    `compare: after ÷ before ${summary.median.toFixed(3)} ± ${summary.error.toFixed(3)} (median of ${rounds} rounds; quartiles ${summary.q1.toFixed(3)}–${summary.q3.toFixed(3)}), ${overall.toFixed(3)} overall; load average ${median(loads).toFixed(2)} (${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)})`,
  );
  printRatioJson(values, summary, overall);
} finally {
  for (const bundle of bundles) await bundle.dispose();
  tree.dispose();
}
