// The command palette (Ctrl+Shift+P, F1): every studio command that means something now, by
// title, with its keys, from the one table of commands. Typing filters it; the arrows pick;
// Enter runs; Escape goes back to where the keyboard was.
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { shortcutOf } from '../../../electron/shared/commands';
import { type PaletteEntry, paletteEntries } from '../app/palette';
import { isMacPlatform } from '../app/shortcuts';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { Marked } from './Marked';
import './command-palette.css';

export function CommandPalette() {
  const open = useStudio((state) => state.palette);
  return open ? <Palette /> : null;
}

function Palette() {
  const studio = useStudioController();
  const phase = useStudio((state) => state.phase);
  const platform = useStudio((state) => state.info?.platform ?? '');
  const mac = isMacPlatform(platform || navigator.userAgent);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState(0);
  const entries = useMemo(() => paletteEntries(phase, query), [phase, query]);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the keyboard was, to go back to it.
  const before = useRef<Element | null>(document.activeElement);
  const current = Math.min(picked, Math.max(0, entries.length - 1));
  const words = useMemo(() => query.toLowerCase().split(/\s+/).filter((word) => word !== ''), [query]);

  useEffect(() => {
    inputRef.current?.focus();
    const back = before.current;
    return () => {
      // Back to the editor (or wherever it was) unless the command took the keyboard elsewhere.
      if (back instanceof HTMLElement && back.isConnected && (document.activeElement === document.body || document.activeElement === null)) back.focus();
    };
  }, []);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${current}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const run = (entry: PaletteEntry | undefined): void => {
    if (!entry) return;
    studio.closePalette();
    // The command runs once the palette is gone and the keyboard is back where it was.
    const back = before.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    void studio.command(entry.id, 'page');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (entries.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setPicked((current + step + entries.length) % entries.length);
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      setPicked(Math.max(0, Math.min(entries.length - 1, current + (event.key === 'PageDown' ? 8 : -8))));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(entries[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      studio.closePalette();
    } else if (event.key === 'Tab') {
      // The palette keeps the keyboard until it closes.
      event.preventDefault();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="palette-backdrop" onMouseDown={(event) => event.target === event.currentTarget && studio.closePalette()}>
      <div className="palette" role="dialog" aria-modal="true" aria-label="Command palette">
        <input
          ref={inputRef}
          className="palette-input"
          type="text"
          role="combobox"
          aria-label="Type a command"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={entries.length > 0 ? optionId(current) : undefined}
          placeholder="Type a command"
          spellCheck={false}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPicked(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul className="palette-list" id={listId} role="listbox" aria-label="Commands" ref={listRef}>
          {entries.map((entry, index) => {
            const keys = shortcutOf(entry.id, mac);
            return (
              <li
                key={entry.id}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={index === current}
                className={`palette-option ${index === current ? 'picked' : ''}`}
                onMouseMove={() => index !== current && setPicked(index)}
                onClick={() => run(entry)}
              >
                <span className="palette-title">
                  <Marked text={entry.label} terms={words} />
                </span>
                {keys ? (
                  <kbd className="palette-keys" aria-label={`shortcut ${keys}`}>
                    {keys}
                  </kbd>
                ) : null}
              </li>
            );
          })}
          {entries.length === 0 ? (
            <li className="palette-none" role="option" aria-selected="false" aria-disabled="true">
              No command matches “{query.trim()}”
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
