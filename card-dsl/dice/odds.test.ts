import { describe, expect, it } from 'vitest';
import { damageCounts, dieOdds, fractionText, percentText, poolOdds, type OddsDie, type OddsFace } from './odds';

const face = (symbol: string, value = 0, modifier = false): OddsFace => ({ symbol, value, modifier });
const blank = face('blank');
/** A die of `n` faces of 1 melee, the rest blank. */
const meleeOnes = (n: number): OddsDie => ({ faces: [...Array(n).fill(face('melee', 1)), ...Array(6 - n).fill(blank)] });
const texts = (fs: { num: bigint; den: bigint }[]) => fs.map(fractionText);

describe('poolOdds', () => {
  it('gives 3/4 for at least 1 damage from two dice with three faces of 1 damage', () => {
    const odds = poolOdds([meleeOnes(3), meleeOnes(3)])!;
    // Each misses with chance 1/2; both miss with 1/4; both hit with 1/4.
    expect(texts(odds.atLeast)).toEqual(['3/4', '1/4']);
    expect(odds.max).toBe(2);
    expect(fractionText(odds.expected)).toBe('1');
  });

  it('adds every damage symbol of the roll: melee and ranged together', () => {
    const ranged: OddsDie = { faces: [face('ranged', 2), blank, blank, blank, blank, blank] };
    const odds = poolOdds([meleeOnes(6), ranged])!;
    // Always 1 melee; 2 ranged more on one face in six.
    expect(texts(odds.atLeast)).toEqual(['1', '1/6', '1/6']);
    expect(fractionText(odds.expected)).toBe('4/3');
  });

  it('counts a modifier only with a base die of its symbol', () => {
    const modifier: OddsDie = { faces: Array(6).fill(face('melee', 2, true)) };
    expect(poolOdds([modifier])!.max).toBe(0);
    expect(poolOdds([modifier])!.atLeast).toEqual([]);
    // With one melee face in six on the other die: 1 + 2 = 3 damage with chance 1/6, else none.
    const odds = poolOdds([meleeOnes(1), modifier])!;
    expect(texts(odds.atLeast)).toEqual(['1/6', '1/6', '1/6']);
    // A ranged base die does not let a melee modifier count.
    const rangedBase: OddsDie = { faces: Array(6).fill(face('ranged', 1)) };
    expect(texts(poolOdds([rangedBase, modifier])!.atLeast)).toEqual(['1']);
  });

  it('ignores shields, resources, focus and costs (assumed paid)', () => {
    const die: OddsDie = { faces: [face('shield', 2), face('resource', 1), face('focus', 1), { symbol: 'ranged', value: 3, modifier: false, cost: 1 }, face('special'), blank] };
    const odds = poolOdds([die])!;
    expect(texts(odds.atLeast)).toEqual(['1/6', '1/6', '1/6']);
    expect(fractionText(odds.expected)).toBe('1/2');
  });

  it('counts the outcomes of three dice out of 216', () => {
    const counts = damageCounts([meleeOnes(1), meleeOnes(1), meleeOnes(1)])!;
    // Binomial(3, 1/6) times 216: 125, 75, 15, 1.
    expect(counts).toEqual([125n, 75n, 15n, 1n]);
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(216n);
  });

  it('refuses a pool past the limit rather than taking forever', () => {
    expect(poolOdds(Array(13).fill(meleeOnes(3)))).toBeNull();
    expect(poolOdds(Array(12).fill(meleeOnes(3)))!.atLeast[0]).toEqual({ num: 4095n, den: 4096n });
  });
});

describe('dieOdds', () => {
  it("gives each symbol's chance and the expected damage of one die", () => {
    const die: OddsDie = { faces: [face('ranged', 1), face('ranged', 2), face('focus', 1), face('discard', 1), face('resource', 1), blank] };
    const odds = dieOdds(die);
    expect(odds.symbols.map((s) => `${s.symbol} ${fractionText(s.chance)}`)).toEqual(['ranged 1/3', 'resource 1/6', 'discard 1/6', 'focus 1/6', 'blank 1/6']);
    expect(fractionText(odds.expectedDamage)).toBe('1/2');
    expect(texts(odds.pool.atLeast)).toEqual(['1/3', '1/6']);
  });
});

describe('percentText', () => {
  it('rounds to whole percentages and marks the near-certain', () => {
    expect(percentText({ num: 3n, den: 4n })).toBe('75%');
    expect(percentText({ num: 1n, den: 6n })).toBe('17%');
    expect(percentText({ num: 1n, den: 216n })).toBe('<1%');
    expect(percentText({ num: 4095n, den: 4096n })).toBe('>99%');
    expect(percentText({ num: 1n, den: 1n })).toBe('100%');
  });
});

describe('damageCounts', () => {
  it('lets a base face of 0 carry a modifier', () => {
    const zero: OddsDie = { faces: Array(6).fill(face('ranged', 0)) };
    const modifier: OddsDie = { faces: [face('ranged', 2, true), blank, blank, blank, blank, blank] };
    expect(damageCounts([zero, modifier])).toEqual([30n, 0n, 6n]);
  });

  it('enumerates a large pool of mixed dice quickly and exactly', () => {
    const mixed: OddsDie = { faces: [face('melee', 3), face('ranged', 2), face('indirect', 1), face('melee', 1, true), face('ranged', 2, true), blank] };
    const counts = damageCounts(Array(12).fill(mixed))!;
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(6n ** 12n);
  });
});
