// Prints how much of the wording corpus reads as print: for each bundled set and for the docs'
// examples, the cards whose rules text breaks none of the print rules
// (card-dsl/compile/english.ts), and how often each rule is broken.
//   node scripts/wording.mjs            the figures
//   node scripts/wording.mjs --cards    also each card that breaks a rule, with the words
// The corpus is test/wording/corpus.ts, bundled here with esbuild.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

async function loadCorpus() {
  const dir = mkdtempSync(join(tmpdir(), 'cardwright-wording-'));
  const outfile = join(dir, 'corpus.mjs');
  try {
    await build({
      entryPoints: [join(ROOT, 'test/wording/corpus.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      absWorkingDir: ROOT,
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { wordingCorpus, share } = await loadCorpus();
const showCards = process.argv.includes('--cards');
const percent = (n, d) => (d === 0 ? '100.0' : ((100 * n) / d).toFixed(1));
const rules = new Map();
let bundledPrint = 0;
let bundledTotal = 0;
for (const part of wordingCorpus(ROOT)) {
  const { print, total } = share(part.cards);
  if (part.bundled) {
    bundledPrint += print;
    bundledTotal += total;
  }
  console.log(`${part.name}: ${print} of ${total} cards read as print (${percent(print, total)}%)`);
  for (const card of part.cards) {
    for (const p of card.problems) rules.set(p.rule, (rules.get(p.rule) ?? 0) + 1);
    if (showCards && card.problems.length > 0) console.log(`  ${card.card}: ${card.problems.map((p) => `${p.rule} "${p.words}"`).join(', ')}`);
  }
}
console.log(`bundled cards: ${bundledPrint} of ${bundledTotal} read as print (${percent(bundledPrint, bundledTotal)}%)`);
console.log(`rules broken: ${[...rules].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`);
