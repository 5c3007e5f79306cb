// Writes the rule numbers section of docs/dsl.md from the games' vocabularies
// (card-dsl/reference/rule-numbers.ts).
//   node scripts/rule-numbers.mjs           rewrite the section
//   node scripts/rule-numbers.mjs --check   exit 1 if the page is stale
// test/rule-numbers-doc.test.ts makes the same check in `npm test`.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'docs/dsl.md';

/** Bundles the section's maker with the vocabularies (plain data, no dependencies) and imports it. */
async function load() {
  const dir = mkdtempSync(join(tmpdir(), 'cardwright-rule-numbers-'));
  const outfile = join(dir, 'rule-numbers.mjs');
  try {
    await build({
      stdin: {
        contents: "export * from './card-dsl/reference/rule-numbers'; export { vocabularies } from './engine/games/vocabularies';",
        resolveDir: ROOT,
        loader: 'ts',
      },
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { ruleNumbersReference, withRuleNumbers, vocabularies } = await load();
const path = join(ROOT, PAGE);
const page = readFileSync(path, 'utf8');
const updated = withRuleNumbers(page, ruleNumbersReference(vocabularies.values()));
if (updated === null) {
  console.error(`rule-numbers: ${PAGE} has no rule numbers section (its start and end markers)`);
  process.exitCode = 1;
} else if (process.argv.includes('--check')) {
  if (updated !== page) {
    console.error(`rule-numbers: ${PAGE} is out of date: run node scripts/rule-numbers.mjs`);
    process.exitCode = 1;
  } else console.log(`rule-numbers: ${PAGE} is up to date`);
} else {
  writeFileSync(path, updated);
  console.log(`rule-numbers: wrote the rule numbers of ${PAGE}`);
}
