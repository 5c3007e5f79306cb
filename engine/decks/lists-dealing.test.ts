// Deck lists made back from the card ids a table dealt: the legal deck's own ids give its lists
// back; a card named by two sets carries its set; ids no list deals in that order give none.
import { describe, expect, it } from 'vitest';
import { vocabularies } from '../games/vocabularies';
import { checkDeck } from './check';
import { listsDealing } from './lists-dealing';
import { deckCardIds, deckEliteIds } from './setup';
import { deckCard, destinyCards, legalDestinyDeck } from './testing';

const destiny = vocabularies.get('destiny')!;
const options = { vocabulary: destiny, cards: destinyCards() };
const deck = { game: 'destiny', sets: ['base'], variants: {} };

describe('deck lists that deal given cards', () => {
  it('gives back the legal deck, section by section, its elite character ticked', () => {
    const check = checkDeck(legalDestinyDeck(), options);
    const made = listsDealing(deckCardIds(check), deckEliteIds(check), deck, options);
    expect(made).toEqual({ ok: true, sections: legalDestinyDeck().sections });
  });

  it('names the set of a card whose name another set shares', () => {
    const cards = [...destinyCards(), deckCard('destiny', 'Padawan', { kind: 'character', set: 'other', tags: ['hero', 'blue'], stats: { health: 8, points: 8 } })];
    const both = { ...options, cards };
    const ids = ['destiny/other/padawan', 'destiny/base/echo-base'];
    const made = listsDealing(ids, [], { ...deck, sets: ['base', 'other'] }, both);
    expect(made).toEqual({ ok: true, sections: { characters: [{ card: 'Padawan', count: 1, set: 'other' }], battlefield: [{ card: 'Echo Base', count: 1 }] } });
  });

  it('gives none for cards of no set, or sections dealt out of their order', () => {
    expect(listsDealing(['destiny/base/nobody'], [], deck, options)).toEqual({ ok: false, message: 'the card "destiny/base/nobody" is not in the sets base' });
    // A deck deals its sections one after the other: a character after the deck's cards cannot be listed.
    const mixed = ['destiny/base/padawan', 'destiny/base/jetpack', 'destiny/base/luke-skywalker'];
    expect(listsDealing(mixed, [], deck, options)).toEqual({ ok: false, message: 'no deck list deals these cards in this order' });
    // An elite card the cards do not hold is not dealt by any list either.
    expect(listsDealing(['destiny/base/padawan'], ['destiny/base/rey'], deck, options)).toEqual({ ok: false, message: 'no deck list deals these cards in this order' });
  });
});
