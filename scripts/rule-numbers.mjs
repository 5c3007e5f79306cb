// Writes the rule numbers section of docs/dsl.md from the games' vocabularies
// (card-dsl/reference/rule-numbers.ts).
//   node scripts/rule-numbers.mjs           rewrite the section
//   node scripts/rule-numbers.mjs --check   exit 1 if the page is stale
// test/rule-numbers-doc.test.ts makes the same check in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBundle } from '../bench/bundle.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'docs/dsl.md';

// The maker and the vocabularies are plain TypeScript data: bundled and imported as the benches do.
const { ruleNumbersReference, withRuleNumbers, vocabularies } = await importBundle(["export * from './card-dsl/reference/rule-numbers'; export { vocabularies } from './engine/games/vocabularies';"], 'rule-numbers');
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
