// The Deck menu of the builder's header (what fits on one row at 1280 px leaves it here): the
// default composition, the deck as text (in and out), then closing and deleting the deck. None of
// these has a key of its own in the builder (Delete deletes a deck from its row in the explorer,
// not here), so the menu shows none; Delete deck… is the studio's delete-deck command, the one the
// File menu and the palette run.
import type { MenuItem } from '../../components/Menu';

export type DeckMenuActions = {
  defaultComposition: () => void;
  importText: () => void;
  exportText: () => void;
  closeDeck: () => void;
  deleteDeck: () => void;
};

/** The items for the deck at `path`; `poolReady`: the cards of its sets are read (the composition needs them). */
export function deckMenuItems(path: string, poolReady: boolean, does: DeckMenuActions): MenuItem[] {
  return [
    {
      id: 'default-composition',
      label: 'Default composition',
      disabled: poolReady ? null : "The cards of the deck's sets are not read yet",
      title: "Every card of the deck's sets, as many copies as each set lists (undo brings the deck back)",
      run: does.defaultComposition,
    },
    { id: 'import-text', label: 'Import text…', divider: true, title: 'Replace the deck with a pasted deck list (undo brings the deck back)', run: does.importText },
    { id: 'export-text', label: 'Export text…', title: 'The deck as a list to copy or share', run: does.exportText },
    { id: 'close-deck', label: 'Close deck', divider: true, title: "Back to the workspace's decks (saving first)", run: does.closeDeck },
    { id: 'delete-deck', label: 'Delete deck…', title: `Move ${path} to a backup in decks/.deleted/ (it asks first; Undo delete puts it back)`, run: does.deleteDeck },
  ];
}
