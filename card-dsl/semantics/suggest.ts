// Did-you-mean: the known word closest to a misspelt one, by edit distance.

/**
 * Damerau-Levenshtein distance (the optimal string alignment variant): insertions,
 * deletions, substitutions and swaps of two neighbouring letters each cost 1. A swap is the
 * commonest slip when typing (`pwoer`), so it counts as one edit, not two.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // Three rows suffice: the swap looks two rows back.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

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
