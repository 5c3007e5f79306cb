// Exact odds of custom dice, by enumeration: each die shows each of its six faces with chance
// 1/6, independently, so every chance is a whole number of outcomes out of 6^n. Counts are
// BigInts and answers exact fractions, never floating-point sums.
//
// Damage follows the rules (docs/rules/destiny.md, "What a face is, precisely"): melee, ranged
// and indirect faces are damage; a modifier counts only when a base (non-modifier) die of its
// symbol shows in the same roll; every damage symbol of the roll is added (damage over the
// round, all dice resolved); a face's resource cost is assumed paid; a wildcard modifier adds to
// nothing, since only its card's text lets it join a die.
import { DIE_SYMBOLS, symbolNamed } from './symbols';

/** The faces odds need: what a compiled die (engine/defs DieDefinition) holds. */
export type OddsFace = { symbol: string; value: number; modifier: boolean; cost?: number };
export type OddsDie = { faces: readonly OddsFace[] };

/** An exact chance or mean: `num / den`, reduced, `den` > 0. */
export type Fraction = { num: bigint; den: bigint };

/** More dice than this are not enumerated (the table would be too large to be of use). */
export const MAX_POOL_DICE = 12;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den);
  return g === 0n ? { num: 0n, den: 1n } : { num: num / g, den: den / g };
}

/** `3/4`, `0`, `1`, `7/2`. */
export function fractionText(f: Fraction): string {
  return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
}

/** A chance as a percentage, rounded to whole numbers except near 0 and 100 (`<1%`, `>99%`). */
export function percentText(f: Fraction): string {
  if (f.num === 0n) return '0%';
  if (f.num === f.den) return '100%';
  const tenths = Number((f.num * 1000n + f.den / 2n) / f.den);
  if (tenths < 10) return '<1%';
  if (tenths > 990) return '>99%';
  return `${Math.round(tenths / 10)}%`;
}

/** A mean, to one decimal when not whole (`2`, `1.5`, `0.3`). */
export function decimalText(f: Fraction): string {
  const tenths = Number((f.num * 10n + f.den / 2n) / f.den);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

const DAMAGE = DIE_SYMBOLS.filter((s) => s.damage).map((s) => s.name);

/**
 * What a roll so far holds, as far as the damage still to come cares: the damage already sure
 * (symbols a base die shows), and for each symbol no base die shows yet, the modifiers waiting
 * for one. Rolls alike in these are merged, so the states stay few.
 */
type Partial = { base: boolean[]; pending: number[]; committed: number };

const keyOf = (p: Partial) => `${p.committed}:${p.base.map((b, k) => (b ? '*' : p.pending[k])).join(',')}`;

function after(p: Partial, face: OddsFace): Partial {
  const k = DAMAGE.indexOf(face.symbol);
  if (k < 0 || (face.modifier && face.value === 0)) return p;
  if (p.base[k]) return { ...p, committed: p.committed + face.value };
  if (face.modifier) return { ...p, pending: p.pending.map((v, j) => (j === k ? v + face.value : v)) };
  return { base: p.base.map((b, j) => b || j === k), pending: p.pending.map((v, j) => (j === k ? 0 : v)), committed: p.committed + p.pending[k]! + face.value };
}

/**
 * The damage a roll of these dice deals, as outcome counts by amount: `counts[d]` of the 6^n
 * rolls deal exactly d. Null for a pool larger than MAX_POOL_DICE.
 */
export function damageCounts(dice: readonly OddsDie[]): bigint[] | null {
  if (dice.length > MAX_POOL_DICE) return null;
  // The states of the partial roll, merged by what matters for the damage still to come.
  let states = new Map<string, { p: Partial; count: bigint }>([['', { p: { base: DAMAGE.map(() => false), pending: DAMAGE.map(() => 0), committed: 0 }, count: 1n }]]);
  for (const die of dice) {
    const next = new Map<string, { p: Partial; count: bigint }>();
    for (const { p, count } of states.values()) {
      for (const face of die.faces) {
        const q = after(p, face);
        const key = keyOf(q);
        const had = next.get(key);
        if (had) had.count += count;
        else next.set(key, { p: q, count });
      }
    }
    states = next;
  }
  const counts: bigint[] = [];
  for (const { p, count } of states.values()) {
    const d = p.committed;
    while (counts.length <= d) counts.push(0n);
    counts[d]! += count;
  }
  return counts;
}

export type PoolOdds = {
  dice: number;
  /** The most damage the pool can deal. */
  max: number;
  /** `atLeast[N - 1]`: the chance of at least N damage, for N = 1..max. */
  atLeast: Fraction[];
  /** The mean damage. */
  expected: Fraction;
};

/** The chance of at least N damage from a roll of these dice, N = 1..max; null past MAX_POOL_DICE dice. */
export function poolOdds(dice: readonly OddsDie[]): PoolOdds | null {
  const counts = damageCounts(dice);
  if (!counts) return null;
  const total = 6n ** BigInt(dice.length);
  const atLeast: Fraction[] = [];
  let tail = 0n;
  const tails: bigint[] = [];
  for (let d = counts.length - 1; d >= 1; d -= 1) {
    tail += counts[d]!;
    tails[d] = tail;
  }
  let max = 0;
  for (let d = 1; d < counts.length; d += 1) if (counts[d]! > 0n) max = d;
  for (let n = 1; n <= max; n += 1) atLeast.push(fraction(tails[n]!, total));
  let sum = 0n;
  counts.forEach((c, d) => (sum += c * BigInt(d)));
  return { dice: dice.length, max, atLeast, expected: fraction(sum, total) };
}

export type SymbolChance = { symbol: string; faces: number; chance: Fraction };

export type DieOdds = {
  /** Each symbol the die shows, in the table's order: how many faces show it, and the chance. */
  symbols: SymbolChance[];
  /** The mean damage of the die rolled alone (a modifier alone deals none). */
  expectedDamage: Fraction;
  /** Its pool odds alone: at least N damage. */
  pool: PoolOdds;
};

export function dieOdds(die: OddsDie): DieOdds {
  const counted = new Map<string, number>();
  for (const face of die.faces) counted.set(face.symbol, (counted.get(face.symbol) ?? 0) + 1);
  const order = (s: string) => {
    const i = DIE_SYMBOLS.findIndex((d) => d.name === s);
    return i < 0 ? DIE_SYMBOLS.length : i;
  };
  const symbols = [...counted]
    .sort(([a], [b]) => order(a) - order(b) || (a < b ? -1 : 1))
    .map(([symbol, faces]) => ({ symbol, faces, chance: fraction(BigInt(faces), BigInt(die.faces.length || 1)) }));
  const pool = poolOdds([die])!;
  return { symbols, expectedDamage: pool.expected, pool };
}

/** Whether a die can deal damage at all (a base damage face): what is worth a table of odds. */
export function dealsDamage(die: OddsDie): boolean {
  return die.faces.some((f) => !f.modifier && symbolNamed(f.symbol)?.damage === true && f.value > 0);
}
