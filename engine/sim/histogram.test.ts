import { describe, expect, it } from 'vitest';
import { lengthFigures, MAX_BUCKETS, percentileOf } from './histogram';

/** The 99th percentile as the sorted list of lengths gives it. */
function p99(sorted: number[]): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]!;
}

function countsOf(lengths: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const l of lengths) counts[l] = (counts[l] ?? 0) + 1;
  return counts;
}

describe('lengthFigures', () => {
  it('gives the mean, p99 and longest of the list of lengths', () => {
    // Lengths from a small generator, of many sizes of run (p99 falls on the last place below 100).
    let x = 7;
    for (const size of [1, 2, 50, 99, 100, 101, 250, 1001]) {
      const lengths = Array.from({ length: size }, () => (x = (x * 48271) % 2147483647) % 300);
      const sorted = [...lengths].sort((a, b) => a - b);
      const figures = lengthFigures(countsOf(lengths));
      expect(figures.p99, `${size} games`).toBe(p99(sorted));
      expect(figures.mean).toBe(lengths.reduce((a, b) => a + b, 0) / size);
      expect(figures.max).toBe(sorted[size - 1]);
      expect(percentileOf(countsOf(lengths), 50)).toBe(sorted[Math.ceil(0.5 * size) - 1]);
    }
  });

  it('puts every game in exactly one of at most twenty buckets, of equal width up to the 99th percentile', () => {
    const longTail = [...Array.from({ length: 300 }, (_, i) => 100 + (i % 50)), 5000, 9700];
    for (const lengths of [[40], [3, 3, 4], [10, 29], [10, 30], [1, 2, 3, 500, 999], Array.from({ length: 400 }, (_, i) => 20 + ((i * 37) % 91)), longTail]) {
      const { histogram, p99 } = lengthFigures(countsOf(lengths));
      expect(histogram.length).toBeGreaterThan(0);
      expect(histogram.length).toBeLessThanOrEqual(MAX_BUCKETS);
      const width = histogram[0]!.to - histogram[0]!.from;
      expect(histogram[0]!.from).toBe(Math.min(...lengths));
      // Only the last bucket may be wider, holding the games beyond the 99th percentile.
      const rest = histogram.filter((b) => b.rest);
      expect(rest.length).toBeLessThanOrEqual(1);
      if (rest.length === 1) {
        expect(histogram.at(-1)!.rest).toBe(true);
        expect(rest[0]!.from).toBeGreaterThan(p99);
      }
      histogram.forEach((b, i) => {
        if (!b.rest) expect(b.to - b.from).toBe(width);
        if (i > 0) expect(b.from).toBe(histogram[i - 1]!.to);
        expect(b.games).toBe(lengths.filter((l) => b.from <= l && l < b.to).length);
      });
      expect(histogram.at(-1)!.to).toBeGreaterThan(Math.max(...lengths));
      expect(histogram.reduce((n, b) => n + b.games, 0)).toBe(lengths.length);
    }
    // A long tail does not squeeze the rest: the bulk (100 to 149) spreads over many buckets.
    const bulk = lengthFigures(countsOf(longTail)).histogram.filter((b) => !b.rest && b.games > 0);
    expect(bulk.length).toBeGreaterThan(10);
  });

  it('gives zeros and no buckets for no game', () => {
    expect(lengthFigures({})).toEqual({ mean: 0, p99: 0, max: 0, histogram: [] });
  });
});
