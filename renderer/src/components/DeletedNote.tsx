// The note under an explorer tree after a file was deleted from it (a deck, a saved file): what
// went, an Undo delete that puts it back, and a button that dismisses the note.
import type { ReactNode } from 'react';
import './deleted-note.css';

export function DeletedNote({ name, detail, undoTitle, onUndo, onDismiss }: { name: string; detail?: ReactNode; undoTitle: string; onUndo: (() => void) | null; onDismiss: () => void }) {
  return (
    <div className="deleted-note" role="status">
      <span>
        Deleted “{name}”{detail}
      </span>
      {onUndo ? (
        <button type="button" className="button" title={undoTitle} onClick={onUndo}>
          Undo delete
        </button>
      ) : null}
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
