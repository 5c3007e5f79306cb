// Deck lists as the text players paste around. Import reads the pasted text as it is typed and
// lists every line it cannot use, with the nearest card name; the deck changes only on Replace
// or Add (one undoable step). Export shows the deck's text and copies it to the clipboard.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDecksController } from '../hooks';

export function DeckTextDialog({ mode, onClose }: { mode: 'import' | 'export'; onClose: () => void }) {
  const ids = { title: useId(), text: useId() };
  const dialog = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('textarea')?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="deck-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        className="deck-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        ref={dialog}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (event.key === 'Tab') {
            // Focus stays in the dialog: Tab from the last control goes to the first, and back.
            const controls = [...(dialog.current?.querySelectorAll<HTMLElement>('textarea, button:not(:disabled), input') ?? [])];
            const first = controls[0];
            const last = controls.at(-1);
            if (event.shiftKey && document.activeElement === first) {
              event.preventDefault();
              last?.focus();
            } else if (!event.shiftKey && document.activeElement === last) {
              event.preventDefault();
              first?.focus();
            }
          }
        }}
      >
        {mode === 'import' ? <ImportText titleId={ids.title} textId={ids.text} onClose={onClose} /> : <ExportText titleId={ids.title} textId={ids.text} onClose={onClose} />}
      </div>
    </div>
  );
}

function ImportText({ titleId, textId, onClose }: { titleId: string; textId: string; onClose: () => void }) {
  const controller = useDecksController();
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const read = useMemo(() => controller.readText(text), [controller, text]);
  const apply = (mode: 'replace' | 'add'): void => {
    const result = controller.importText(text, mode);
    const skipped = result.problems.length;
    setDone(`${mode === 'replace' ? 'The deck is now' : 'Added'} ${result.cards} card${result.cards === 1 ? '' : 's'} from the text${skipped > 0 ? `; ${skipped} line${skipped === 1 ? ' was' : 's were'} not used (listed below)` : ''}. Undo takes it back.`);
    if (skipped === 0) onClose();
  };
  return (
    <>
      <h2 id={titleId}>Import a deck list</h2>
      <p className="muted">One card a line with its count (&ldquo;3x Bomb!&rdquo;), under headings that name the sections (&ldquo;# Loot deck&rdquo;). Cards under no heading go where their kind belongs.</p>
      <label htmlFor={textId}>Deck list text</label>
      <textarea id={textId} value={text} onChange={(event) => setText(event.target.value)} rows={14} spellCheck={false} placeholder={'# Loot deck\n3x Bomb!\n2x A Penny!'} />
      <p className="muted" aria-live="polite">
        {text.trim() === '' ? 'Paste or type a list.' : `${read.cards} card${read.cards === 1 ? '' : 's'} read${read.problems.length > 0 ? `, ${read.problems.length} line${read.problems.length === 1 ? '' : 's'} not used` : ''}.`}
      </p>
      {read.problems.length > 0 ? (
        <ul className="deck-import-problems" aria-label="Import problems">
          {read.problems.map((p) => (
            <li key={`${p.line}:${p.message}`}>
              <strong>Line {p.line}:</strong> {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      {done ? (
        <p className="deck-import-done" role="status">
          {done}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button primary" disabled={read.cards === 0} onClick={() => apply('replace')}>
          Replace the deck
        </button>
        <button type="button" className="button" disabled={read.cards === 0} onClick={() => apply('add')}>
          Add to the deck
        </button>
        <button type="button" className="button ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

function ExportText({ titleId, textId, onClose }: { titleId: string; textId: string; onClose: () => void }) {
  const controller = useDecksController();
  const text = useMemo(() => controller.exportText(), [controller]);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied to the clipboard');
    } catch {
      // Without clipboard access (an insecure page, a denied permission) the text is selected for Ctrl+C.
      area.current?.select();
      setCopied(document.execCommand('copy') ? 'Copied to the clipboard' : 'Selected: press Ctrl+C to copy');
    }
  };
  return (
    <>
      <h2 id={titleId}>Deck list as text</h2>
      <label htmlFor={textId}>Deck list text</label>
      <textarea id={textId} ref={area} value={text} readOnly rows={16} spellCheck={false} />
      <div className="button-row">
        <button type="button" className="button primary" onClick={() => void copy()}>
          Copy to clipboard
        </button>
        <button type="button" className="button ghost" onClick={onClose}>
          Close
        </button>
        {copied ? (
          <span className="muted" role="status">
            {copied}
          </span>
        ) : null}
      </div>
    </>
  );
}
