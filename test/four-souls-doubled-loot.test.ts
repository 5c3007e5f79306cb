// Blank Card against the comprehensive rules' appendix (000 ¶566–671): the base set's loot
// cards, their numbers doubled as Blank Card doubles them, give the appendix's doubled values
// (FS-CARD-39, A-11), and every card the appendix marks "Copy: no effect" is tagged
// #not-doubled, so Blank Card gains nothing from it.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CardDefinition, Effect } from '../engine/defs';
import { doubledEffect } from '../engine/effects/double';
import { vocabulary } from '../engine/games/four-souls/vocabulary';
import { loadSets } from '../cli/sets';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const cards = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')?.cards ?? [];

function playEffect(card: CardDefinition): Effect {
  const play = card.abilities.find((a) => a.kind === 'play');
  if (play?.kind !== 'play') throw new Error(`${card.name} has no play ability`);
  return play.effect;
}

/**
 * The numbers an effect is written with, in order: literal amounts and counts, and how many
 * cards a choice takes. Roll faces, the thresholds of conditions, expressions (such as "X
 * times 2") and zeros are left out: they are not the quantities the appendix lists.
 */
function numbersOf(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) {
    for (const item of value) numbersOf(item, out);
    return out;
  }
  if (typeof value !== 'object' || value === null) return out;
  const node = value as Record<string, unknown>;
  if (node.kind === 'arith') return out;
  for (const [key, field] of Object.entries(node)) {
    if (key === 'condition' || key === 'where' || key === 'from' || key === 'to' || key === 'min') continue;
    if (typeof field === 'number') {
      if (field !== 0) out.push(field);
    } else numbersOf(field, out);
  }
  return out;
}

/** Each loot card's doubled numbers as the appendix gives them (the cards Cardwright matches). */
const APPENDIX: [string, number[]][] = [
  ['A Penny!', [2]],
  ['2 Cents!', [4]],
  ['3 Cents!', [6]],
  ['4 Cents!', [8]],
  ['A Nickel!', [10]],
  ['A Dime!!', [20]],
  ['A Sack', [6]],
  ['Charged Penny', [2]],
  ['Bomb!', [2, 2]],
  ['Gold Bomb!!', [6, 6]],
  ['Soul Heart', [2]],
  ['Joker', [2]],
  ['Ansuz', [8, 8, 8]],
  ['Black Rune', [2, 6]],
  ['Blank Rune', [2, 4, 6, 8, 10, 12]],
  ['Dagaz', [2]],
  ['Pills! (Black)', [2, 2, 2]],
  ['Pills! (Blue)', [2, 6, 2]],
  ['Pills! (Red)', [2, 2, 2]],
  ['Pills! (Yellow)', [8, 14, 8]],
  ['Pills! (Purple)', [2, -4]],
  ['Pills! (White)', [2]],
  ['III. The Empress', [2, 2]],
  ['IV. The Emperor', [10, 8]],
  ['V. The Hierophant', [4, 4]],
  ['VI. The Lovers', [4]],
  ['VII. The Chariot', [2, 2]],
  ['IX. The Hermit', [10, 8]],
  ['X. Wheel of Fortune', [2, 4, 6, 8, 10, 2]],
  ['XI. Strength', [2, 2]],
  ['XII. The Hanged Man', [4]],
  ['XIV. The Tower', [2, 2, 4]],
  ['XVI. Temperance', [2, 8, 4, 16]],
  ['XVII. The Stars', [2]],
  ['XVIII. The Moon', [10, 8]],
  ['XX. Judgement', [2]],
  ['XXI. The World', [4]],
];

/** The cards the appendix marks "Copy: no effect". */
const NO_EFFECT = [
  'Butter Bean!',
  'Credit Card',
  'Dice Shard',
  'Ehwaz',
  'Get Out of Jail Free Card',
  'Gold Key',
  'Holy Card',
  'Lil Battery',
  'Mega Battery',
  'Perthro',
  '? Card',
  'O. The Fool',
  'I. The Magician',
  'VIII. Justice',
  'XIII. Death',
  'XV. The Devil',
];

const named = (name: string) => {
  const card = cards.find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name} in the base set`);
  return card;
};

describe('Blank Card and the appendix of doubled loot (FS-CARD-39, A-11)', () => {
  it.each(APPENDIX)('%s doubled gives the appendix numbers', (name, expected) => {
    expect(numbersOf(doubledEffect(playEffect(named(name)), vocabulary.verbs))).toEqual(expected);
  });

  it('doubles expressions as they are evaluated: Jera loots twice X, The High Priestess deals twice the roll', () => {
    const jera = doubledEffect(playEffect(named('Jera')), vocabulary.verbs);
    expect(jera).toMatchObject({ kind: 'game', verb: 'loot', args: { count: { kind: 'arith', op: '*', right: 2 } } });
    const priestess = doubledEffect(playEffect(named('II. The High Priestess')), vocabulary.verbs);
    expect(priestess).toMatchObject({ kind: 'choose-mode', modes: [{ outcomes: [{ effect: { amount: { kind: 'arith', op: '*', left: { kind: 'var' }, right: 2 } } }] }, {}] });
  });

  it('tags every card the appendix marks "Copy: no effect", and no other', () => {
    for (const name of NO_EFFECT) expect(named(name).tags, name).toContain('not-doubled');
    const tagged = cards.filter((c) => c.tags.includes('not-doubled')).map((c) => c.name);
    expect(tagged.sort()).toEqual([...NO_EFFECT].sort());
  });
});
