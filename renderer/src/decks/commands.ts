// The deck builder's commands, registered once with the studio (which routes the keyboard, the
// menu and the command palette to them).
import type { Studio } from '../app/studio';
import type { FacesController } from '../faces/controller';

export function registerDeckCommands(studio: Studio, faces: FacesController): () => void {
  const stops = [studio.registerCommand('toggle-decks', () => faces.setView(faces.state.view === 'decks' ? 'editor' : 'decks'))];
  return () => {
    for (const stop of stops) stop();
  };
}
