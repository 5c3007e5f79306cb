// The builder header's Deck menu: its items in order, parted where they change kind, each running
// its own action; the default composition waits for the cards of the deck's sets.
import { describe, expect, it } from 'vitest';
import { deckMenuItems, type DeckMenuActions } from './deck-menu-items';

function actions(): { ran: string[]; does: DeckMenuActions } {
  const ran: string[] = [];
  const does: DeckMenuActions = {
    defaultComposition: () => ran.push('default composition'),
    importText: () => ran.push('import'),
    exportText: () => ran.push('export'),
    closeDeck: () => ran.push('close'),
    deleteDeck: () => ran.push('delete'),
  };
  return { ran, does };
}

describe('the Deck menu of the builder', () => {
  it('lists the composition, the text, then closing and deleting, parted by dividers', () => {
    const items = deckMenuItems('decks/stak-bots/scrap-rush.deck.json', true, actions().does);
    expect(items.map((i) => i.label)).toEqual(['Default composition', 'Import text…', 'Export text…', 'Close deck', 'Delete deck…']);
    expect(items.filter((i) => i.divider).map((i) => i.id)).toEqual(['import-text', 'close-deck']);
    // No item has a key of its own in the builder: none is shown.
    expect(items.some((i) => i.keys !== undefined || i.ariaKeys !== undefined)).toBe(false);
    expect(items.find((i) => i.id === 'delete-deck')!.title).toContain('decks/stak-bots/scrap-rush.deck.json');
  });

  it('runs each item\'s own action', () => {
    const { ran, does } = actions();
    for (const item of deckMenuItems('decks/a.deck.json', true, does)) item.run();
    expect(ran).toEqual(['default composition', 'import', 'export', 'close', 'delete']);
  });

  it('offers the default composition only once the cards of the deck\'s sets are read, and says why not', () => {
    const waiting = deckMenuItems('decks/a.deck.json', false, actions().does);
    expect(waiting.find((i) => i.id === 'default-composition')!.disabled).toBe("The cards of the deck's sets are not read yet");
    expect(waiting.filter((i) => i.disabled).map((i) => i.id)).toEqual(['default-composition']);
    expect(deckMenuItems('decks/a.deck.json', true, actions().does).some((i) => i.disabled)).toBe(false);
  });
});
