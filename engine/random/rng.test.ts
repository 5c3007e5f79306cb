import { describe, expect, it } from 'vitest';
import { nextInt, nextUint32, seedRng, shuffledPlaces, shuffleInPlace, type RngState } from './rng';

/** A uniform integer in [0, n) as the generator has always drawn it: draws at or above the largest multiple of n are rejected, then `%`. */
function referenceInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}

/** The shuffle draw by draw: place i, from the last down, swaps with place `referenceInt(s, i + 1)`. */
function referenceShuffle<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = referenceInt(s, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

describe('the generator', () => {
  it('shuffles to the order and leaves the words where the draw-by-draw shuffle does', () => {
    for (let g = 0; g < 900; g += 1) {
      const size = [0, 1, 2, 3, 7, 38, 60, 61, 200][g % 9]!;
      const seed = seedRng(`shuffle-${g}`);
      const mine: RngState = [...seed];
      const reference: RngState = [...seed];
      const shuffled = Array.from({ length: size }, (_, i) => `c${i + 1}`);
      const expected = [...shuffled];
      shuffleInPlace(mine, shuffled);
      referenceShuffle(reference, expected);
      expect(shuffled).toEqual(expected);
      expect(mine).toEqual(reference);
      expect(nextUint32(mine)).toBe(nextUint32(reference));
    }
  });

  it('lists the places before the shuffle as the shuffle orders its items, with the same draws', () => {
    for (let g = 0; g < 900; g += 1) {
      const size = [0, 1, 2, 3, 7, 38, 60, 61, 200][g % 9]!;
      const seed = seedRng(`places-${g}`);
      const mine: RngState = [...seed];
      const reference: RngState = [...seed];
      const places = new Int32Array(size + 3).fill(-7);
      shuffledPlaces(mine, size, places);
      const expected = Array.from({ length: size }, (_, i) => i);
      referenceShuffle(reference, expected);
      expect([...places.subarray(0, size)]).toEqual(expected);
      expect([...places.subarray(size)]).toEqual([-7, -7, -7]);
      expect(mine).toEqual(reference);
      expect(nextUint32(mine)).toBe(nextUint32(reference));
    }
  });

  it('draws the integers `%` draws, for small and for large ranges (where many draws are rejected)', () => {
    const mine = seedRng('ints');
    const reference = seedRng('ints');
    const ranges = [2, 3, 6, 7, 60, 1000, 0x7fffffff, 0x80000001, 0xc0000000, 0xffffffff, 0x100000000];
    for (let k = 0; k < 20_000; k += 1) {
      const n = ranges[k % ranges.length]!;
      const drawn = nextInt(mine, n);
      expect(drawn).toBe(referenceInt(reference, n));
      expect(drawn >= 0 && drawn < n && Number.isInteger(drawn)).toBe(true);
    }
    expect(mine).toEqual(reference);
  });
});
