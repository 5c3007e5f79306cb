// Exact dice odds (card-dsl/dice/odds.ts), as the hover and the card face ask for them: one
// Destiny-like die alone, a card's two dice, and the largest pool enumerated (12 dice of mixed
// damage, modifier and blank faces, whose 6^12 rolls are counted through merged states).
// Prints figures; asserts nothing. The sources are bundled with esbuild.
import { join } from 'node:path';
import { REPO, fmtMs, median, timeRuns } from './browser.mjs';
import { importBundle } from './bundle.mjs';

const RUNS = Math.max(3, Math.min(200, Number(process.env.BENCH_RUNS ?? 20) || 20));
const path = (p) => JSON.stringify(join(REPO, p));
const { poolOdds, damageCounts, printedDice } = await importBundle(
  [`export { poolOdds, damageCounts } from ${path('card-dsl/dice/odds')};`, `export { printedDice } from ${path('card-dsl/dice/printed')};`],
  'dice-odds',
);

const face = (symbol, value = 0, modifier = false, cost = 0) => ({ symbol, value, modifier, cost });
const character = { faces: [face('melee', 1), face('melee', 2), face('ranged', 3, false, 1), face('melee', 1, true), face('special'), face('blank')] };
const mixed = { faces: [face('melee', 3), face('ranged', 2), face('indirect', 1), face('melee', 1, true), face('ranged', 2, true), face('blank')] };

const series = (fn) => {
  const times = timeRuns(fn, RUNS);
  return `${fmtMs(median(times))} (max ${fmtMs(Math.max(...times))})`;
};

console.log(`dice odds, median of ${RUNS} runs:`);
console.log(`  one die, its pool odds:                 ${series(() => poolOdds([character]))}`);
console.log(`  a card's face data for two dice:        ${series(() => printedDice([character, mixed]))}`);
for (const n of [4, 8, 12]) {
  const pool = Array(n).fill(mixed);
  console.log(`  ${String(n).padStart(2)} mixed dice (${String(6 ** n).padStart(13)} rolls):  ${series(() => damageCounts(pool))}`);
}
