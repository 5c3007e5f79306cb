// Decompiling and importing set files: the Four Souls base set and a generated 1,000-card set,
// read from JSON all the way to checked card-language source (which includes reading that
// source back through parse, check and compile), beside one cold build of the same sources.
// Prints figures; asserts nothing. The sources are bundled with esbuild.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO, fmtMs, median, timeRuns } from './browser.mjs';
import { importBundle } from './bundle.mjs';

const RUNS = Math.max(3, Math.min(50, Number(process.env.BENCH_RUNS ?? 5) || 5));
const path = (p) => JSON.stringify(join(REPO, p));
const { readSetJson, buildSet, generatedSet, loadSets } = await importBundle(
  [
    `export { readSetJson } from ${path('card-dsl/decompile/index')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
    `export { generatedSet } from ${path('card-dsl/testing/generate')};`,
    `export { loadSets } from ${path('cli/sets')};`,
  ],
  'decompile',
);

const series = (fn) => {
  const times = timeRuns(fn, RUNS);
  return `${fmtMs(median(times))} (${fmtMs(Math.max(...times))})`;
};

console.log(`decompile: load average ${loadavg()[0].toFixed(2)} when starting; ${RUNS} runs each, median (max)`);
const bundled = await loadSets(join(REPO, 'sets'), REPO);
const thousand = buildSet([{ path: 'bench.cards', text: generatedSet(1000) }], { game: 'stak-bots', set: 'bench', name: 'Bench' }).setFile;
for (const set of [...bundled.sets, thousand]) {
  const json = JSON.stringify(set, null, 2);
  const result = readSetJson(json);
  if (!result.ok) throw new Error(`${set.game}/${set.set} did not decompile: ${result.problems[0]?.path} ${result.problems[0]?.message}`);
  const sources = result.value.files.map((f) => ({ path: f.name, text: f.text }));
  const manifest = { game: set.game, set: set.set, name: set.name };
  const kb = (json.length / 1024).toFixed(0);
  console.log(`decompile: ${set.game}/${set.set}, ${set.cards.length} cards (${kb} kB of JSON): read + decompile + read back ${series(() => readSetJson(json))}; a cold build of its source alone ${series(() => buildSet(sources, manifest))}`);
}
