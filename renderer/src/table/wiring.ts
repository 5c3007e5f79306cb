// Connects the table to the studio: its commands (New table, Load table, Open replay, show the
// table) registered once with their keybindings, and the commands it takes while it is shown
// (undo, redo and save act on the table then, not on the editor behind it).
import type { Studio } from '../app/studio';
import type { FacesController } from '../faces/controller';
import type { TableController } from './controller';

export function connectTable(studio: Studio, faces: FacesController, table: TableController): () => void {
  const shown = () => faces.state.view === 'table';
  const show = () => {
    faces.setView('table');
    // The table takes the keyboard, so its shortcuts work at once.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-table-focus]')?.focus());
  };
  const cleanups = [
    studio.registerCommand('new-table', () => {
      show();
      table.openDialog();
    }),
    studio.registerCommand('load-table', () => {
      show();
      void table.loadTable();
    }),
    studio.registerCommand('open-replay', () => {
      show();
      void table.openReplay();
    }),
    studio.registerCommand('show-table', () => (shown() ? faces.setView('editor') : show())),
    studio.routeCommands((command) => {
      if (!shown() || !table.state.snapshot) return null;
      if (command === 'undo' || command === 'redo') return () => table.step(command, 'menu');
      if (command === 'save') return () => table.saveTable(false);
      return null;
    }),
  ];
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
