// The table's keyboard shortcuts, listed (opened with ? or the Shortcuts button).
import { useEffect, useId, useRef } from 'react';
import { TABLE_SHORTCUTS } from './table-keys';

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="dialog t-shortcuts"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <h2 id={`${ids}-title`}>Table shortcuts</h2>
        <dl className="t-shortcut-list">
          {TABLE_SHORTCUTS.map((s) => (
            <div key={s.keys}>
              <dt>
                <kbd>{s.keys}</kbd>
              </dt>
              <dd>{s.does}</dd>
            </div>
          ))}
        </dl>
        <div className="dialog-buttons">
          <button ref={close} type="button" className="button primary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
