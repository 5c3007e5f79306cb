// Did-you-mean: the known word closest to a misspelt one, by edit distance.
import { editDistance } from '../../engine/text/edit-distance';

export { editDistance };

/** How far a word may be from a suggestion: about a third of its length, at least 1. */
export function maxDistance(word: string): number {
  return Math.max(1, Math.floor(word.length / 3));
}

/**
 * The candidate closest to `word`, or undefined when none is close enough. Case is ignored
 * when measuring (`Power` suggests `power`); on a tie the earlier candidate wins, so the
 * vocabulary's own order decides and the answer never depends on anything else.
 */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  const limit = maxDistance(word);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
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
