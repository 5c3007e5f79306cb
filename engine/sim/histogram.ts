// A run's game lengths (in actions or turns) as a count of games by length: the figures a report
// gives of them, read from the counts as they would be from the sorted list of lengths.

/**
 * Games whose length is from `from` up to, not including, `to`. `rest`: the last bucket, wider
 * than the others, holding the longest games beyond the 99th percentile.
 */
export type LengthBucket = { from: number; to: number; games: number; rest?: true };

export type LengthFigures = { mean: number; p99: number; max: number; histogram: LengthBucket[] };

/** The most buckets a histogram is drawn in. */
export const MAX_BUCKETS = 20;

/** Lengths and their games, shortest first (no length with no game). */
function sortedCounts(counts: Readonly<Record<string, number>>): [number, number][] {
  return Object.entries(counts)
    .map(([length, games]): [number, number] => [Number(length), games])
    .filter(([, games]) => games > 0)
    .sort(([a], [b]) => a - b);
}

/**
 * The `p`th percentile as the sorted list of every game's length gives it: the length at place
 * ceil(p% of the games) - 1 (the last place at most); 0 with no game.
 */
export function percentileOf(counts: Readonly<Record<string, number>>, p: number): number {
  const sorted = sortedCounts(counts);
  const total = sorted.reduce((n, [, games]) => n + games, 0);
  if (total === 0) return 0;
  const place = Math.min(total - 1, Math.ceil((p / 100) * total) - 1);
  let seen = 0;
  for (const [length, games] of sorted) {
    seen += games;
    if (place < seen) return length;
  }
  return sorted[sorted.length - 1]![0];
}

/**
 * Mean, 99th percentile, longest, and the games in at most `MAX_BUCKETS` buckets of equal
 * whole-number width from the shortest length to the 99th percentile (empty buckets included, so
 * that a plot of them has no gaps), then one bucket for the rest: a few very long games (Four
 * Souls has some ten times the median) would otherwise squeeze every other game into two bars.
 */
export function lengthFigures(counts: Readonly<Record<string, number>>): LengthFigures {
  const sorted = sortedCounts(counts);
  if (sorted.length === 0) return { mean: 0, p99: 0, max: 0, histogram: [] };
  let total = 0;
  let sum = 0;
  for (const [length, games] of sorted) {
    total += games;
    sum += length * games;
  }
  const min = sorted[0]![0];
  const max = sorted[sorted.length - 1]![0];
  const p99 = percentileOf(counts, 99);
  const width = Math.max(1, Math.ceil((p99 - min + 1) / (p99 < max ? MAX_BUCKETS - 1 : MAX_BUCKETS)));
  const histogram: LengthBucket[] = [];
  for (let from = min; from <= p99; from += width) histogram.push({ from, to: from + width, games: 0 });
  const end = histogram[histogram.length - 1]!.to;
  if (max >= end) histogram.push({ from: end, to: max + 1, games: 0, rest: true });
  for (const [length, games] of sorted) histogram[length >= end ? histogram.length - 1 : Math.floor((length - min) / width)]!.games += games;
  return { mean: sum / total, p99, max, histogram };
}
