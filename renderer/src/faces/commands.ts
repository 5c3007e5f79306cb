// The faces' commands, registered once with the studio (which routes the keyboard, the menu and
// the command palette to them): the Gallery, and exporting the face under the cursor.
import type { Studio } from '../app/studio';
import { exportCard } from './actions';
import type { FacesController } from './controller';

export function registerFaceCommands(studio: Studio, faces: FacesController): () => void {
  const stops = [
    studio.registerCommand('toggle-gallery', () => faces.setView(faces.state.view === 'gallery' ? 'editor' : 'gallery')),
    studio.registerCommand('export', () => {
      faces.setView('gallery');
      studio.inform('The Gallery’s toolbar exports the cards shown as PNGs or a print sheet; Ctrl+Alt+E exports the set as JSON');
    }),
    studio.registerCommand('export-card-png', async () => {
      const { preview } = faces.state;
      if (preview.kind !== 'card') {
        studio.inform('Put the cursor on a card that compiles to export its face', 'warning');
        return;
      }
      await exportCard(faces, preview.face);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
