// The card language: parser throughput, a cold check and compile of a generated 1,000-card
// set, re-checking after an edit to one card, completion at a cursor in that file, and a
// 10 kB hostile input. Prints figures beside their budgets; asserts nothing. card-dsl/ is
// bundled from its sources with esbuild.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO, median } from './browser.mjs';
import { importBundle } from './bundle.mjs';

const RUNS = Math.max(3, Math.min(50, Number(process.env.BENCH_RUNS ?? 7) || 7));

const path = (p) => JSON.stringify(join(REPO, 'card-dsl', p));
const dsl = await importBundle(
  [
    `export { parse } from ${path('syntax/parser')};`,
    `export { buildSet } from ${path('project')};`,
    `export { generatedSet } from ${path('testing/generate')};`,
    `export * as service from ${path('service/index')};`,
  ],
  'dsl',
);
const { parse, buildSet, generatedSet, service } = dsl;

const fmtMs = (ms) => `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
const timed = (fn) => {
  const started = performance.now();
  const value = fn();
  return { ms: performance.now() - started, value };
};
const series = (fn) => {
  fn(); // warm up
  const times = Array.from({ length: RUNS }, () => timed(fn).ms);
  return { median: median(times), max: Math.max(...times) };
};

console.log(`dsl: load average ${loadavg()[0].toFixed(2)} when starting; ${RUNS} runs each, median (max)`);

// Parser throughput over a large generated file.
const big = generatedSet(4000);
const bytes = Buffer.byteLength(big, 'utf8');
const parsing = series(() => parse(big));
console.log(`dsl: parse ${(bytes / 1024 / 1024).toFixed(2)} MB (4,000 cards): ${fmtMs(parsing.median)} (${fmtMs(parsing.max)}) = ${(bytes / 1024 / 1024 / (parsing.median / 1000)).toFixed(1)} MB/s   budget >= 10 MB/s`);

// Cold check and compile of a 1,000-card set (a fresh copy of the text each run, so nothing is reused).
const thousand = generatedSet(1000);
const manifest = { game: 'stak-bots', set: 'bench', name: 'Bench' };
const cold = series(() => buildSet([{ path: 'bench.cards', text: thousand.slice() }], manifest));
const once = buildSet([{ path: 'bench.cards', text: thousand }], manifest);
const errors = once.diagnostics.filter((d) => d.diagnostic.severity === 'error').length;
console.log(`dsl: cold parse + check + compile of 1,000 cards (${(thousand.length / 1024).toFixed(0)} kB): ${fmtMs(cold.median)} (${fmtMs(cold.max)}); ${once.setFile ? once.setFile.cards.length : 0} cards compiled, ${errors} errors   budget <= 1000 ms`);

// Re-check after editing one card in the middle of that file, through the language service.
const ls = new service.LanguageService();
const at = thousand.indexOf('"Generated Bot 500"');
const powerAt = thousand.indexOf('power', at) + 'power '.length;
ls.openDocument('bench.cards', thousand, manifest);
ls.diagnostics('bench.cards');
let flip = false;
const edit = () => {
  flip = !flip;
  ls.updateDocument('bench.cards', { start: powerAt, end: powerAt + 1, text: flip ? '9' : '2' });
  return ls.diagnostics('bench.cards');
};
const recheck = series(edit);
console.log(`dsl: re-check after editing one card of 1,000: ${fmtMs(recheck.median)} (${fmtMs(recheck.max)})   budget <= 20 ms`);
const lineAt = thousand.indexOf('entry:', at);
const lines = thousand.slice(0, lineAt).split('\n');
const position = { line: lines.length - 1, character: lines[lines.length - 1].length };
const completing = series(() => ls.completion('bench.cards', position));
console.log(`dsl: completion at a body line of card 500 of 1,000: ${fmtMs(completing.median)} (${fmtMs(completing.max)}), ${ls.completion('bench.cards', position).length} items   budget <= 50 ms`);

// A hostile 10 kB input: random characters and deep nesting.
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const alphabet = 'abc {}()"\':;,+-*<>=#\n0123456789 deal draw the top of each opponent\'s stak';
let noise = 'game stak-bots\n';
while (noise.length < 10_000) noise += alphabet[Math.floor(random() * alphabet.length)];
const nested = `game stak-bots\nbot "A" rank 1 power 1 {\n entry: ${'{ ('.repeat(1600)}\n}\n`;
for (const [label, text] of [['random', noise], ['nested', nested]]) {
  const hostile = series(() => buildSet([{ path: 'h.cards', text }], manifest));
  console.log(`dsl: 10 kB ${label} input, parse + check + compile: ${fmtMs(hostile.median)} (${fmtMs(hostile.max)})   budget < 100 ms`);
}
