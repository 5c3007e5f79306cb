// Opening a saved file from the explorer: a table is loaded at the table, a replay is played
// again there, a simulation report is shown in the Simulation view. Each part reads and checks
// its own file; a file it cannot read opens its dialog with the problem and the path.
import type { SavedFileEntry } from '../../../electron/shared/contract';
import type { FacesState } from '../faces/controller';

export type SavedOpeners = {
  setView(view: FacesState['view']): void;
  loadTable(path: string): Promise<void>;
  openReplay(path: string): Promise<void>;
  viewReport(path: string): Promise<void>;
};

export async function openSaved(openers: SavedOpeners, entry: Pick<SavedFileEntry, 'kind' | 'path'>): Promise<void> {
  switch (entry.kind) {
    case 'table':
      openers.setView('table');
      return openers.loadTable(entry.path);
    case 'replay':
      openers.setView('table');
      return openers.openReplay(entry.path);
    case 'simulation':
      openers.setView('simulation');
      return openers.viewReport(entry.path);
  }
}
