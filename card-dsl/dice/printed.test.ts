import { describe, expect, it } from 'vitest';
import { printedDice, printedFace } from './printed';

describe('a face valued X as the card prints it', () => {
  it('prints X where the number goes, a modifier with its plus', () => {
    expect(printedFace({ symbol: 'ranged', value: 0, modifier: false, cost: 0, x: true })).toMatchObject({ label: 'XRD', value: 'X' });
    expect(printedFace({ symbol: 'melee', value: 0, modifier: true, cost: 1, x: true })).toMatchObject({ label: '+XMD', value: '+X', cost: 1 });
  });

  it('counts X as 0 in the odds printed on the card', () => {
    const x = { symbol: 'ranged', value: 0, modifier: false, cost: 0, x: true };
    const blank = { symbol: 'blank', value: 0, modifier: false, cost: 0 };
    const printed = printedDice([{ faces: [x, { symbol: 'ranged', value: 1, modifier: false, cost: 0 }, blank, blank, blank, blank] }])!;
    expect(printed.dice[0]!.hit).toBe('17%');
  });
});
