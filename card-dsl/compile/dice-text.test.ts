import { describe, expect, it } from 'vitest';
import { printProblems } from './english';
import { diceText, dieFaceText } from './dice-text';

const face = (symbol: string, value = 0, modifier = false, cost = 0) => ({ symbol, value, modifier, cost });

describe('diceText', () => {
  it('reads a die as a printed sentence, its faces in order', () => {
    const die = { faces: [face('melee', 2), face('ranged', 3, false, 1), face('shield', 1, true), face('special', 0, false, 2), face('resource', 1), face('blank')] };
    const [line] = diceText([die]);
    expect(line).toBe('Die: 2 melee, 3 ranged for 1 resource, +1 shield, special for 2 resources, 1 resource, blank.');
    expect(printProblems(line!)).toEqual([]);
  });

  it('names the dice of a card with two', () => {
    const die = { faces: Array(6).fill(face('focus', 1)) };
    expect(diceText([die, die]).map((l) => l.split(':')[0])).toEqual(['First die', 'Second die']);
  });

  it('keeps a value of 0 on a valued face and writes an unknown symbol as it is', () => {
    expect(dieFaceText(face('melee'))).toBe('0 melee');
    expect(dieFaceText(face('pip', 3))).toBe('3 pip');
    expect(dieFaceText(face('blank'))).toBe('blank');
  });
});
