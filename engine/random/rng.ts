// The seeded generator that lives inside the game state (sfc32: four 32-bit words, fast and
// good enough for games). Every random draw goes through here, so a game replays exactly
// from its seed and actions.

export type RngState = [number, number, number, number];

/** Turns a seed text into the generator's four words (cyrb128 mixing). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i += 1) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i += 1) nextUint32(state);
  return state;
}

/** Advances the generator in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = (s[2] << 21) | (s[2] >>> 11);
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** A uniform integer in [0, n), without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}

/** Shuffles in place (Fisher–Yates). */
export function shuffleInPlace<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = nextInt(s, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/**
 * The order `shuffleInPlace` gives a list of n items, drawing the same numbers: `into[k]` becomes
 * the place before the shuffle of the item that ends up at place k. For a caller that knows
 * something of each item by its place (kept per list) and wants it by its place after the shuffle.
 */
export function shuffledPlaces(s: RngState, n: number, into: Int32Array): void {
  for (let k = 0; k < n; k += 1) into[k] = k;
  for (let i = n - 1; i > 0; i -= 1) {
    const j = nextInt(s, i + 1);
    const t = into[i]!;
    into[i] = into[j]!;
    into[j] = t;
  }
}

export function rollD6(s: RngState): number {
  return nextInt(s, 6) + 1;
}
