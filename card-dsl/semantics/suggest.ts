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
