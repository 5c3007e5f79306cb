// What a deck list means when a game is set up. A game whose players bring their own decks
// (construction scope `seat`: Smash Up, Destiny) takes one list per seat, dealt into that seat's
// zones (`GameConfig.seatCards`). A game whose decks the table shares (scope `table`: Stak Bots'
// supply, Four Souls' loot, treasure, monster and character decks) takes one list for the whole
// table: its cards are the game's cards (`GameConfig.cards`), sorted into the shared decks by the
// rules module as a set's cards are. Cards a card starts the game with (a Four Souls character's
// starting item) come along with it.
import type { DeckCheck } from './check';

/** The card definition ids a checked deck puts on the table, once per copy, in the deck's order. */
export function deckCardIds(check: Pick<DeckCheck, 'entries'>): string[] {
  const ids: string[] = [];
  for (const { entry, card } of check.entries) {
    if (!card) continue;
    for (let copy = 0; copy < entry.count; copy += 1) ids.push(card.id, ...card.startsWith);
  }
  return ids;
}
