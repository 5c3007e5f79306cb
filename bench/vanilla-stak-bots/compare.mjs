// Before and after: the engine of the working tree against the engine of an earlier commit on
// vanilla Stak Bots, in one process, interleaved (round after round, one short slice each, the
// order turning every round), so that the load of a shared machine falls on both alike. Both
// must play the recorded games first. Prints each one's actions per second of CPU time (which
// other work on a busy machine inflates far less than the wall clock) and the ratio of after to
// before, per round (median and spread) and overall, with the load average.
//   node bench/vanilla-stak-bots/compare.mjs [<commit>=HEAD] [--players 2] [--through engine|match]
//     [--rounds 30] [--slice-ms 100] [--processes 1]
// One process's ratio carries how V8 compiled each side in that process: the same tree against
// itself gave from 0.82 to 1.03 from one process to the next, far more than the ± within one.
// With `--processes N` the comparison runs in N fresh processes in turn (every other one loading
// the after side first), each with its share of the rounds, and the ratio is the median of
// theirs, with their range: a change smaller than that range is not told apart from none.
// Not part of `npm run bench` (it measures a change, not the engine): the figures of each speed
// commit come from here. The earlier commit's sources are taken with `git archive` into a
// temporary folder (with a link to node_modules) and bundled apart.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { median, REPO } from '../browser.mjs';
import { comparedAcrossProcesses, earlierTree, loadOrder, printRatioJson, PROCESS_OPTIONS, ratioSummary } from '../earlier-tree.mjs';
import { bundleFile } from '../bundle.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: 'string', default: '2' },
    through: { type: 'string', default: 'engine' },
    rounds: { type: 'string', default: '30' },
    'slice-ms': { type: 'string', default: '100' },
    ...PROCESS_OPTIONS,
  },
});
const players = Number(values.players);
const through = values.through;
const rounds = Number(values.rounds);
const sliceMs = Number(values['slice-ms']);
if (![2, 3, 4].includes(players)) throw new Error('--players: 2, 3 or 4');
if (through !== 'engine' && through !== 'match') throw new Error('--through: engine or match');
if (!(rounds >= 1 && sliceMs >= 10)) throw new Error('--rounds at least 1, --slice-ms at least 10');
if (comparedAcrossProcesses(fileURLToPath(import.meta.url), values, rounds, [positionals[0] ?? 'HEAD', '--players', String(players), '--through', through, '--slice-ms', String(sliceMs)])) process.exit(0);

const tree = earlierTree(positionals[0] ?? 'HEAD', ['engine', 'card-dsl', 'bench/vanilla-stak-bots', 'tsconfig.base.json'], 'compare');
const { commit } = tree;
const earlier = tree.dir;

const linesFor = (root) => {
  const from = (file) => JSON.stringify(join(root, 'bench', 'vanilla-stak-bots', file));
  return [`export { enginePlayer } from ${from('engine')};`, `export { record } from ${from('streams')};`, `export { vanillaGame, playFor } from ${from('run')};`];
};
const SET = join(REPO, 'sets', 'stak-bots', 'vanilla');
const sources = readdirSync(SET)
  .filter((name) => name.endsWith('.cards'))
  .map((name) => ({ path: name, text: readFileSync(join(SET, name), 'utf8') }));
const golden = JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'vanilla-stak-bots-golden.json'), 'utf8'));
const expected = golden[`players${players}`].fingerprint;

const bundles = [];
try {
  bundles.push(await bundleFile(linesFor(earlier), 'vanilla-before', { resolveDir: earlier }), await bundleFile(linesFor(REPO), 'vanilla-after'));
  const sides = [];
  const names = [`before (${commit.slice(0, 7)})`, 'after (working tree)'];
  for (const i of loadOrder(values)) {
    const name = names[i];
    const m = await import(bundles[i].url);
    const game = m.vanillaGame(sources);
    const got = m.record(m.enginePlayer(game, players, through), golden.games).fingerprint;
    if (got !== expected) throw new Error(`${name} plays other games than recorded (fingerprint ${got}, recorded ${expected})`);
    sides[i] = { name, m, player: m.enginePlayer(game, players, through), actions: 0, ms: 0, wall: 0, rates: [] };
  }
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`compare: vanilla ${players}p, ${through === 'engine' ? 'engine alone' : 'through a Match'}; both play the recorded fingerprint ${expected}; load average ${loadavg()[0].toFixed(2)}`);
  for (const side of sides) for (let g = 0; g < 200; g += 1) side.player.playGame(null);
  const loads = [];
  const ratios = [];
  for (let r = 0; r < rounds; r += 1) {
    loads.push(loadavg()[0]);
    const rate = [0, 0];
    for (let k = 0; k < 2; k += 1) {
      const i = (r + k) % 2;
      const side = sides[i];
      const cpu = process.cpuUsage();
      const slice = side.m.playFor(side.player, sliceMs);
      const { user, system } = process.cpuUsage(cpu);
      const ms = (user + system) / 1000;
      side.actions += slice.actions;
      side.ms += ms;
      side.wall += slice.ms;
      rate[i] = (slice.actions / ms) * 1000;
      side.rates.push(rate[i]);
    }
    ratios.push(rate[1] / rate[0]);
  }
  loads.push(loadavg()[0]);
  for (const side of sides) {
    const rate = (side.actions / side.ms) * 1000;
    console.log(
      `compare: ${side.name.padEnd(22)} ${fmt(rate).padStart(9)} actions per CPU second  ${(1e6 / rate).toFixed(3)} µs/action  (slices: median ${fmt(median(side.rates))}, min ${fmt(Math.min(...side.rates))}, max ${fmt(Math.max(...side.rates))}; ${fmt((side.actions / side.wall) * 1000)} per wall-clock second)`,
    );
  }
  const summary = ratioSummary(ratios);
  const overall = (sides[1].actions / sides[1].ms) / (sides[0].actions / sides[0].ms);
  console.log(
    `compare: after ÷ before ${summary.median.toFixed(3)} ± ${summary.error.toFixed(3)} (median of ${rounds} rounds ± its standard error; quartiles ${summary.q1.toFixed(3)}–${summary.q3.toFixed(3)}), ${overall.toFixed(3)} overall; load average ${median(loads).toFixed(2)} (${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)})`,
  );
  printRatioJson(values, summary, overall);
} finally {
  for (const bundle of bundles) await bundle.dispose();
  tree.dispose();
}

