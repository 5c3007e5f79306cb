// Before and after for setting games up: `create` of the working tree's engine against an
// earlier commit's, in one process, interleaved, for every game (vanilla Stak Bots with its
// arranged supply as the vanilla bench creates it and with the engine's own shuffle, the Stak
// Bots starter set, Four Souls, Smash Up, Destiny; 2 to 4 players where the game takes them).
// Both sides must make the same states: each config's created state and events are compared
// as JSON first. Prints µs of CPU per create (median of the rounds) and the ratio after ÷
// before per round (median ± s.e.; each round creates every config 5 times per side), with the load average.
// `--card-numbers`: the earlier commit named cards by string ids; its states are read with the
// ids as card numbers (card-numbers.mjs) before they are compared.
//   node bench/setup-compare.mjs [<commit>=HEAD] [--rounds 15] [--configs 200] [--only vanilla] [--card-numbers]
// Not part of `npm run bench` (it measures a change); the earlier commit's sources are taken
// with `git archive` into a temporary folder and bundled apart, as compare.mjs does.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median, REPO } from './browser.mjs';
import { earlierTree, ratioSummary } from './earlier-tree.mjs';
import { bundleFile } from './bundle.mjs';
import { numberedFrom } from './card-numbers.mjs';
import { compileSet, gameDefinitions } from './sets.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '15' }, configs: { type: 'string', default: '200' }, only: { type: 'string' }, 'card-numbers': { type: 'boolean', default: false } },
});
const rounds = Number(values.rounds);
const configCount = Number(values.configs);
/** Each timing creates every config this many times (a timing of a millisecond or two is mostly noise). */
const REPEAT = 5;
if (!(rounds >= 1 && configCount >= 1)) throw new Error('--rounds and --configs at least 1');

const tree = earlierTree(positionals[0] ?? 'HEAD', ['engine', 'card-dsl', 'sets', 'bench/vanilla-stak-bots', 'tsconfig.base.json'], 'setup-compare');
const { commit } = tree;
const earlier = tree.dir;

const linesFor = (root) => {
  const path = (p) => JSON.stringify(join(root, p));
  return [
    `export { loadGame } from ${path('engine/core/engine')};`,
    `export { stakBots } from ${path('engine/games/stak-bots')};`,
    `export { fourSouls } from ${path('engine/games/four-souls')};`,
    `export { smashUp } from ${path('engine/games/smash-up')};`,
    `export { destiny } from ${path('engine/games/destiny')};`,
    `export { vanillaConfig } from ${path('bench/vanilla-stak-bots/engine')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ];
};

/** The cases of one side: a game and the configs it is created with. */
function casesOf(m, root) {
  const vanilla = m.loadGame(m.stakBots, compileSet(m.buildSet, 'stak-bots', 'vanilla', root).cards);
  const starter = m.loadGame(m.stakBots, compileSet(m.buildSet, 'stak-bots', 'starter', root).cards);
  const fourSouls = m.loadGame(m.fourSouls, compileSet(m.buildSet, 'four-souls', 'base', root).cards);
  const smashUp = m.loadGame(m.smashUp, gameDefinitions(m.buildSet, 'smash-up', root));
  const destiny = m.loadGame(m.destiny, gameDefinitions(m.buildSet, 'destiny', root));
  const configs = (make) => Array.from({ length: configCount }, (_, g) => make(g));
  const cases = [];
  for (const players of [2, 3, 4]) {
    cases.push({ name: `vanilla ${players}p arranged`, game: vanilla, configs: configs((g) => m.vanillaConfig(g, players)) });
    cases.push({
      name: `vanilla ${players}p shuffled`,
      game: vanilla,
      configs: configs((g) => {
        const config = m.vanillaConfig(g, players);
        delete config.arrange;
        return config;
      }),
    });
  }
  cases.push({ name: 'starter 2-4p', game: starter, configs: configs((g) => ({ seed: `setup-${g}`, seats: 2 + (g % 3) })) });
  cases.push({ name: 'four souls 2-4p', game: fourSouls, configs: configs((g) => ({ seed: `setup-${g}`, seats: 2 + (g % 3) })) });
  cases.push({ name: 'smash up 2-4p', game: smashUp, configs: configs((g) => ({ seed: `setup-${g}`, seats: 2 + (g % 3) })) });
  cases.push({ name: 'destiny 2p', game: destiny, configs: configs((g) => ({ seed: `setup-${g}`, seats: 2 })) });
  return values.only ? cases.filter((c) => c.name.includes(values.only)) : cases;
}

const bundles = [];
try {
  bundles.push(await bundleFile(linesFor(earlier), 'setup-before', { resolveDir: earlier }), await bundleFile(linesFor(REPO), 'setup-after'));
  const before = casesOf(await import(bundles[0].url), earlier);
  const after = casesOf(await import(bundles[1].url), REPO);
  // The same configs must make the same states and events on both sides.
  for (let c = 0; c < before.length; c += 1) {
    for (let g = 0; g < Math.min(50, configCount); g += 1) {
      const a = before[c].game.create(before[c].configs[g]);
      const b = after[c].game.create(after[c].configs[g]);
      if (!a.ok || !b.ok) throw new Error(`${before[c].name}, config ${g}: ${a.ok ? '' : a.error.message} ${b.ok ? '' : b.error.message}`);
      const earlierSide = values['card-numbers'] ? numberedFrom(a.state)(a) : a;
      if (JSON.stringify(earlierSide) !== JSON.stringify(b)) throw new Error(`${before[c].name}, config ${g}: the two sides make different states`);
    }
  }
  console.log(`setup-compare: every case makes the same states and events on both sides; load average ${loadavg()[0].toFixed(2)}`);
  const timeOf = (kase) => {
    const cpu = process.cpuUsage();
    for (let rep = 0; rep < REPEAT; rep += 1) for (const config of kase.configs) kase.game.create(config);
    const { user, system } = process.cpuUsage(cpu);
    return (user + system) / (REPEAT * kase.configs.length);
  };
  for (const kase of [...before, ...after]) for (let w = 0; w < 5; w += 1) timeOf(kase); // warm up every case first
  const loads = [];
  for (let c = 0; c < before.length; c += 1) {
    const sides = [before[c], after[c]];
    const times = [[], []];
    const ratios = [];
    for (let r = 0; r < rounds; r += 1) {
      loads.push(loadavg()[0]);
      const t = [0, 0];
      for (let k = 0; k < 2; k += 1) {
        const i = (r + k) % 2;
        t[i] = timeOf(sides[i]);
        times[i].push(t[i]);
      }
      ratios.push(t[0] / t[1]);
    }
    const summary = ratioSummary(ratios);
    console.log(
      `setup-compare: ${before[c].name.padEnd(22)} before (${commit.slice(0, 7)}) ${median(times[0]).toFixed(1).padStart(6)} µs, after ${median(times[1]).toFixed(1).padStart(6)} µs; speed after ÷ before ${summary.median.toFixed(3)} ± ${summary.error.toFixed(3)}`,
    );
  }
  console.log(`setup-compare: load average ${median(loads).toFixed(2)} (${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)})`);
} finally {
  for (const bundle of bundles) await bundle.dispose();
  tree.dispose();
}
