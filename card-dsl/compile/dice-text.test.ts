import { describe, expect, it } from 'vitest';
import { printProblems } from './english';
import { diceText, dieFaceText } from './dice-text';
import { rulesText } from './rules-text';

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

  it('reads a face valued X as X, and says what X is worth, with the dice or without them', () => {
    const hand = { kind: 'count', of: { kind: 'zone', zone: 'hand', of: { kind: 'you' }, position: 'all' } } as const;
    const die = { faces: [{ ...face('ranged'), x: true }, { ...face('melee', 0, true), x: true }, face('resource', 1), face('blank'), face('blank'), face('blank')], x: hand };
    expect(diceText([die], () => 'the number of cards in your hand')).toEqual(['Die: X ranged, +X melee, 1 resource, blank, blank, blank, where X is the number of cards in your hand.']);
    const card = { id: 'destiny/t/keeper', name: 'Keeper', game: 'destiny', kind: 'character', stats: {}, tags: [], abilities: [], dice: [die], designerChosen: false, copies: 1, startsWith: [] };
    expect(rulesText(card)).toBe('Die: X ranged, +X melee, 1 resource, blank, blank, blank, where X is the number of cards in your hand.');
    expect(rulesText(card, undefined, new Map(), { dice: false })).toBe('X is the number of cards in your hand.');
  });

  it('keeps a value of 0 on a valued face and writes an unknown symbol as it is', () => {
    expect(dieFaceText(face('melee'))).toBe('0 melee');
    expect(dieFaceText(face('pip', 3))).toBe('3 pip');
    expect(dieFaceText(face('blank'))).toBe('blank');
  });
});
