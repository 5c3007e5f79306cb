// The workspace's decks in the explorer, under its files: a tree of its own ("Decks"), walked
// like the file tree (arrows, Home, End, Enter, Space; Left and Right close and open it), with
// one row in the Tab order. Each deck shows the name it gives itself, its file name beside it. A
// deck opens in the deck builder; its context menu (right click, Shift+F10 or the Menu key)
// opens or deletes it, and Delete deletes it (after asking; Undo delete puts it back).
import { type KeyboardEvent, useRef, useState } from 'react';
import { vocabularies } from '../../../../engine/games/vocabularies';
import { DeletedNote } from '../../components/DeletedNote';
import { ChevronIcon, FileIcon, FolderIcon } from '../../components/icons';
import { Menu, type MenuPlace } from '../../components/Menu';
import { useFacesController } from '../../faces/hooks';
import { useDecks, useDecksController } from '../hooks';
import '../decks.css';

export function DeckTree() {
  const controller = useDecksController();
  const faces = useFacesController();
  const decks = useDecks((state) => state.decks);
  const open = useDecks((state) => state.open?.path ?? null);
  const unsaved = useDecks((state) => state.open?.status === 'open' && state.open.dirty);
  const restorable = useDecks((state) => state.restorable);
  const openName = useDecks((state) => (state.open?.status === 'open' ? state.open.history.present.name : null));
  const deleted = useDecks((state) => state.deleted);
  const [menu, setMenu] = useState<{ path: string; at: MenuPlace } | null>(null);
  const [expanded, setExpanded] = useState(true);
  const [focused, setFocused] = useState(0);
  const tree = useRef<HTMLDivElement>(null);
  const rows = expanded ? decks.length + 1 : 1;

  const show = (path: string | null): void => {
    faces.setView('decks');
    if (path) void controller.openDeck(path);
  };
  const focusRow = (index: number): void => {
    const next = Math.max(0, Math.min(rows - 1, index));
    setFocused(next);
    tree.current?.querySelector<HTMLElement>(`[data-row="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row ?? -1);
    if (index < 0) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusRow(index + 1),
      ArrowUp: () => focusRow(index - 1),
      Home: () => focusRow(0),
      End: () => focusRow(rows - 1),
      ArrowRight: () => (index === 0 && !expanded ? setExpanded(true) : focusRow(index + 1)),
      ArrowLeft: () => (index === 0 ? setExpanded(false) : focusRow(0)),
      Enter: () => (index === 0 ? setExpanded(!expanded) : show(decks[index - 1]!.path)),
      ' ': () => (index === 0 ? setExpanded(!expanded) : show(decks[index - 1]!.path)),
      Delete: () => (index > 0 ? void controller.deleteDeck(decks[index - 1]!.path) : undefined),
      ContextMenu: () => (index > 0 ? openMenuAt(decks[index - 1]!.path, event.target as HTMLElement) : undefined),
    };
    if (event.key === 'F10' && event.shiftKey && index > 0) {
      event.preventDefault();
      openMenuAt(decks[index - 1]!.path, event.target as HTMLElement);
      return;
    }
    const run = keys[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  };
  const tabbable = Math.min(focused, rows - 1);
  const openMenuAt = (path: string, row: HTMLElement): void => setMenu({ path, at: { anchor: row } });

  return (
    <div className="tree deck-tree" role="tree" aria-label="Decks" ref={tree} onKeyDown={onKeyDown}>
      <div
        role="treeitem"
        className="tree-row game"
        aria-level={1}
        aria-expanded={expanded}
        aria-label="Decks"
        tabIndex={tabbable === 0 ? 0 : -1}
        data-row={0}
        title="Deck lists: decks/<game>/<name>.deck.json"
        onFocus={() => setFocused(0)}
        onClick={() => setExpanded(!expanded)}
        style={{ paddingLeft: '0.5rem' }}
      >
        <ChevronIcon className={expanded ? 'chevron open' : 'chevron'} />
        <FolderIcon className="tree-icon set-icon" />
        <span className="tree-label">Decks</span>
        <span className="tree-count" aria-hidden="true">
          {decks.length}
        </span>
      </div>
      {expanded && decks.length === 0 ? (
        <button type="button" className="tree-row tree-empty" style={{ paddingLeft: '2.25rem' }} onClick={() => show(null)}>
          No decks yet: make one in the deck builder
        </button>
      ) : null}
      {expanded
        ? decks.map((d, i) => {
            const name = open === d.path && openName !== null ? openName : d.name;
            const marks = [open === d.path && unsaved ? 'unsaved changes' : null, restorable.includes(d.path) ? 'unsaved changes from last time' : null].filter(Boolean).join(', ');
            return (
              <div
                key={d.path}
                role="treeitem"
                className={`tree-row file ${open === d.path ? 'active' : ''}`}
                aria-level={2}
                aria-selected={open === d.path}
                aria-label={name}
                aria-description={`${vocabularies.get(d.game)?.name ?? d.game} deck, ${d.file}${marks ? `, ${marks}` : ''}`}
                aria-haspopup="menu"
                tabIndex={tabbable === i + 1 ? 0 : -1}
                data-row={i + 1}
                data-testid="deck-item"
                data-path={d.path}
                title={`${name} — ${d.path}`}
                onFocus={() => setFocused(i + 1)}
                onClick={() => show(d.path)}
                onContextMenu={(event) => {
                  event.preventDefault();
                  setFocused(i + 1);
                  setMenu({ path: d.path, at: { x: event.clientX, y: event.clientY } });
                }}
                style={{ paddingLeft: '2.25rem' }}
              >
                <FileIcon className="tree-icon" />
                <span className="tree-label">{name}</span>
                <span className="tree-detail deck-file-name">
                  {d.file} · {vocabularies.get(d.game)?.name ?? d.game}
                </span>
                {marks ? (
                  <span className="dirty-dot" aria-hidden="true" title={marks}>
                    ●
                  </span>
                ) : null}
              </div>
            );
          })
        : null}
      {deleted ? (
        <DeletedNote
          name={deleted.name}
          detail={deleted.deck ? null : ` (kept as ${deleted.backup})`}
          undoTitle={`Write ${deleted.path} back (its backup stays in ${deleted.backup})`}
          onUndo={deleted.deck ? () => void controller.undoDelete() : null}
          onDismiss={() => controller.dismissDeleted()}
        />
      ) : null}
      {menu ? (
        <Menu
          label={`Deck ${menu.path.split('/').pop()}`}
          at={menu.at}
          items={[
            { id: 'open', label: 'Open deck', keys: 'Enter', ariaKeys: 'Enter', run: () => show(menu.path) },
            { id: 'delete', label: 'Delete deck…', keys: 'Delete', ariaKeys: 'Delete', run: () => void controller.deleteDeck(menu.path) },
          ]}
          onClose={() => setMenu(null)}
        />
      ) : null}
    </div>
  );
}

