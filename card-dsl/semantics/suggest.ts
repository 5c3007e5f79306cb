// Did-you-mean: the known word closest to a misspelt one, by edit distance.
import { editDistance } from '../../engine/text/edit-distance';

export { editDistance };

/** How far a word may be from a suggestion: about a third of its length, at least 1. */
export function maxDistance(word: string): number {
  return Math.max(1, Math.floor(word.length / 3));
}

/** Longer words get no did-you-mean: a typo of a word this long is not a word to guess at. */
export const MAX_SUGGESTED_LENGTH = 64;

/**
 * The work did-you-means may still do, shared by every suggestion of one check: in cells of
 * the edit-distance table (the two lengths multiplied), plus a few for each word compared. A
 * set's did-you-means cost a few thousand each; junk with a hundred thousand unknown words
 * would cost billions, so once the budget is spent the rest get none.
 */
export type SuggestBudget = { cells: number };

/** Set up per comparison, in cells. */
const COMPARISON_COST = 32;

/** A budget far above what any real set spends: about a hundred milliseconds of work. */
export function suggestBudget(): SuggestBudget {
  return { cells: 10_000_000 };
}

/**
 * The candidate closest to `word`, or undefined when none is close enough. Case is ignored
 * when measuring (`Power` suggests `power`); on a tie the earlier candidate wins, so the
 * vocabulary's own order decides and the answer never depends on anything else.
 */
export function suggest(word: string, candidates: Iterable<string>, budget?: SuggestBudget): string | undefined {
  if (word.length > MAX_SUGGESTED_LENGTH || (budget && budget.cells <= 0)) return undefined;
  const lower = word.toLowerCase();
  const limit = maxDistance(word);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    if (budget) {
      if (budget.cells <= 0) return undefined; // spent: none rather than a worse one
      budget.cells -= word.length * candidate.length + COMPARISON_COST;
    }
    const d = editDistance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** The text for a catalog message's `{hint}`: ` (did you mean "power"?)`, or nothing. */
export function hintText(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : ` (did you mean "${suggestion}"?)`;
}

/** How many known words a message lists before saying how many there are in all. */
export const LISTED = 12;

/**
 * The candidates nearest to `word` first (by edit distance, ignoring case; the vocabulary's order
 * among equals), each once: what a message lists after "did you mean". Sorting spends the
 * shared budget as `suggest` does; once it is spent (junk input), or for an over-long word, the
 * words are listed in the vocabulary's own order.
 */
export function nearestFirst(word: string, candidates: Iterable<string>, budget?: SuggestBudget): string[] {
  const lower = word.toLowerCase();
  const unique = [...new Set(candidates)];
  if (word.length > MAX_SUGGESTED_LENGTH) return unique;
  if (budget) {
    if (budget.cells <= 0) return unique;
    for (const candidate of unique) budget.cells -= word.length * candidate.length + COMPARISON_COST;
  }
  return unique
    .map((candidate, order) => ({ candidate, order, d: editDistance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.order - b.order)
    .map((e) => e.candidate);
}

/**
 * The text for a catalog message's `{hint}` about an unknown word: the did-you-mean, then the words
 * that exist, nearest first (` (did you mean "hand"? zones: hand, stak, supply, scrapheap)`); the
 * first LISTED of a long list, with the count of all.
 */
export function knownText(word: string, suggestion: string | undefined, candidates: Iterable<string>, noun: string, budget?: SuggestBudget): string {
  const all = nearestFirst(word, candidates, budget);
  const parts: string[] = [];
  if (suggestion !== undefined) parts.push(`did you mean "${suggestion}"?`);
  if (all.length === 0) parts.push(`${noun}: none`);
  else if (all.length <= LISTED) parts.push(`${noun}: ${all.join(', ')}`);
  else parts.push(`${noun}: ${all.slice(0, LISTED).join(', ')}, … (${all.length} in all)`);
  return ` (${parts.join(' ')})`;
}
