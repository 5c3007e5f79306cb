// The explorer's ways in and out of JSON: buttons for "Import set JSON…" and "Export set as
// JSON…" (the same commands as the menu and Ctrl+Alt+I / Ctrl+Alt+E), and dropping a .json set
// file onto the explorer, which imports it.
import { type DragEvent, useState } from 'react';
import { useStudioController } from '../hooks/useStudio';
import './set-json.css';

const svg = { viewBox: '0 0 16 16', width: 16, height: 16, fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function SetJsonButtons() {
  const studio = useStudioController();
  return (
    <>
      <button type="button" className="icon-button" title="Import set JSON… (Ctrl+Alt+I)" aria-label="Import set JSON…" onClick={() => void studio.command('import-set-json', 'page')}>
        <svg className="icon" {...svg}>
          <path d="M8 2v8M5 7l3 3 3-3" />
          <path d="M2.5 11v2.5h11V11" />
        </svg>
      </button>
      <button type="button" className="icon-button" title="Export set as JSON… (Ctrl+Alt+E)" aria-label="Export set as JSON…" onClick={() => void studio.command('export-set-json', 'page')}>
        <svg className="icon" {...svg}>
          <path d="M8 10V2M5 5l3-3 3 3" />
          <path d="M2.5 11v2.5h11V11" />
        </svg>
      </button>
    </>
  );
}

/** Whether a drag carries files (the names are not known until the drop). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Drag and drop of a set file onto the explorer: the handlers to spread on it, and whether a
 * file is being held over it (to show where it will land).
 */
export function useSetJsonDrop() {
  const studio = useStudioController();
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setOver(false);
      const file = event.dataTransfer.files[0];
      if (!file) return;
      if (!/\.json$/i.test(file.name) && file.type !== 'application/json') {
        studio.inform(`${file.name} is not a set file: drop a .json file exported from Cardwright to import it`, 'warning');
        return;
      }
      void file
        .text()
        .then((text) => studio.importDroppedSetJson({ name: file.name, text }))
        .catch((error: unknown) => studio.inform(`${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`, 'error'));
    },
  };
  return { handlers, over };
}

/** Shown over the explorer while a file is held over it. */
export function DropHint() {
  return (
    <div className="drop-hint" aria-hidden="true">
      Drop a set file (.json) to import it
    </div>
  );
}
