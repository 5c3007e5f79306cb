// The builder's numbers: counts by kind and tag, stat curves, dice faces, and what a deck puts on the table.
import { describe, expect, it } from 'vitest';
import { vocabularies } from '../games/vocabularies';
import { checkDeck } from './check';
import { deckCardIds } from './setup';
import { countsByKind, countsByTag, diceFaces, entriesOf, hitsOf, statCurve, statMean, statsPrinted } from './stats';
import { deckCard, deckOf, destinyCards, legalDestinyDeck } from './testing';

const destiny = vocabularies.get('destiny')!;

describe('deck statistics', () => {
  const { entries } = checkDeck(legalDestinyDeck(), { vocabulary: destiny, cards: destinyCards() });

  it('count cards by kind and by tag, each copy once', () => {
    const deck = entriesOf(entries, ['deck']);
    // GRAY cycles upgrade, support, event: Jetpack (1) is an upgrade, Force Throw an event.
    expect(countsByKind(deck)).toEqual([
      { label: 'event', count: 11 },
      { label: 'support', count: 10 },
      { label: 'upgrade', count: 9 },
    ]);
    expect(countsByTag(entriesOf(entries, null))).toEqual([
      { label: 'gray', count: 29 },
      { label: 'blue', count: 3 },
      { label: 'hero', count: 3 },
      { label: 'unique', count: 1 },
    ]);
  });

  it('draw a stat\'s curve with no holes, and its mean', () => {
    expect(statsPrinted(entriesOf(entries, ['deck']))).toEqual(['cost']);
    // Costs cycle 0..3 over the 15 gray titles (2 copies each, Jetpack once), Force Throw costs 1.
    expect(statCurve(entriesOf(entries, ['deck']), 'cost')).toEqual([
      { value: 0, count: 7 },
      { value: 1, count: 9 },
      { value: 2, count: 8 },
      { value: 3, count: 6 },
    ]);
    expect(statMean(entriesOf(entries, ['deck']), 'cost')).toBeCloseTo((0 * 7 + 1 * 9 + 2 * 8 + 3 * 6) / 30, 12);
    expect(statCurve(entriesOf(entries, ['deck']), 'power')).toEqual([]);
  });

  it('count the faces of the team\'s dice, an elite character\'s second die included', () => {
    // Luke brings two dice and the Padawan one, all three with Luke's faces.
    expect(diceFaces(entriesOf(entries, ['characters']))).toEqual([
      { label: 'melee', count: 6 },
      { label: 'blank', count: 3 },
      { label: 'focus', count: 3 },
      { label: 'ranged', count: 3 },
      { label: 'shield', count: 3 },
    ]);
  });

  it('count the hits for the odds: a card by name, or a tag', () => {
    const deck = entriesOf(entries, ['deck']);
    expect(hitsOf(deck, { card: 'Scavenge' })).toEqual({ deck: 30, hits: 2 });
    expect(hitsOf(deck, { tag: 'blue' })).toEqual({ deck: 30, hits: 1 });
  });
});

describe('a deck on the table', () => {
  it('puts each copy of each card, and what a card starts with', () => {
    const fourSouls = vocabularies.get('four-souls')!;
    const cards = [deckCard('four-souls', 'Isaac', { kind: 'character', startsWith: ['four-souls/base/the-d6'] }), deckCard('four-souls', 'The D6', { kind: 'item', tags: ['eternal'] }), deckCard('four-souls', 'Bomb!', { kind: 'loot' })];
    const check = checkDeck(deckOf('four-souls', { characters: [{ card: 'Isaac', count: 1 }], loot: [{ card: 'Bomb!', count: 2 }, { card: 'Nothing', count: 1 }] }), { vocabulary: fourSouls, cards });
    expect(deckCardIds(check)).toEqual(['four-souls/base/isaac', 'four-souls/base/the-d6', 'four-souls/base/bomb', 'four-souls/base/bomb']);
  });
});
