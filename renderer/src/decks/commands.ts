// The deck builder's commands, registered once with the studio (which routes the keyboard, the
// menu and the command palette to them).
import type { Studio } from '../app/studio';
import type { FacesController } from '../faces/controller';
import type { DecksController } from './controller';

export function registerDeckCommands(studio: Studio, faces: FacesController, decks: DecksController): () => void {
  const stops = [
    studio.registerCommand('toggle-decks', () => faces.setView(faces.state.view === 'decks' ? 'editor' : 'decks')),
    // The open deck; the explorer's deck rows offer it for any deck (their context menu, Delete).
    studio.registerCommand('delete-deck', async () => {
      const open = decks.state.open;
      if (!open) {
        studio.inform('Open a deck first (or right-click a deck in the explorer) to delete it', 'warning');
        return;
      }
      await decks.deleteDeck(open.path);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
