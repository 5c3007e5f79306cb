// How far apart two words are, for did-you-mean suggestions: in the card language's checks and
// in the messages of scenarios and the command line.

/**
 * Damerau-Levenshtein distance (the optimal string alignment variant): insertions,
 * deletions, substitutions and swaps of two neighbouring letters each cost 1. A swap is the
 * commonest slip when typing (`pwoer`), so it counts as one edit, not two.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // Three rows suffice: the swap looks two rows back. One typed array holds them, and the
  // rows take turns by offset: did-you-means run for every unknown word of a file.
  const width = b.length + 1;
  const rows = new Int32Array(3 * width);
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j += 1) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let best = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) best = Math.min(best, rows[before + j - 2]! + 1);
      rows[current + j] = best;
    }
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return rows[previous + b.length]!;
}
