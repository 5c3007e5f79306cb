// The workspace's saved tables, replays and simulation reports in the explorer, under the decks:
// a tree of its own ("Saved"), walked like the file tree (state/explorer-rows.ts decides what a
// key does) with one row in the Tab order. A file opens where it belongs: a table or a replay at
// the table, a report in the Simulation view. Its context menu (right click, Shift+F10 or the Menu
// key) opens or deletes it, and Delete deletes it, after asking (app/saved-deletion.ts); a note
// under the tree then offers Undo delete. The explorer's filter narrows it too.
import { type KeyboardEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SavedFileEntry } from '../../../electron/shared/contract';
import { openSaved } from '../app/open-saved';
import { DeletedNote } from './DeletedNote';
import { useFacesController } from '../faces/hooks';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { useSimulationController } from '../simulate/hooks';
import { treeKey } from '../state/explorer-rows';
import { type SavedRow, savedRows, savedWhen } from '../state/saved-rows';
import { useTable, useTableController } from '../table/hooks';
import { ChevronIcon, FileIcon, FolderIcon } from './icons';
import { Marked } from './Marked';
import { Menu, type MenuPlace } from './Menu';
import { useSavedDeletion, useSavedDeletionController } from './useSavedDeletion';

const KIND_WORDS: Record<SavedFileEntry['kind'], string> = { table: 'Saved table', replay: 'Replay', simulation: 'Simulation report' };

export function SavedTree({ terms }: { terms: readonly string[] }) {
  const explorer = useStudioController().explorer;
  const opened = useSyncExternalStore(explorer.subscribe, explorer.get);
  const saved = useStudio((state) => state.workspace?.saved);
  const faces = useFacesController();
  const table = useTableController();
  const simulation = useSimulationController();
  const tableFile = useTable((state) => state.saved?.path ?? null);
  const rows = useMemo(
    () => savedRows(saved ?? [], (path) => explorer.isOpen(path), terms),
    [saved, terms, explorer, opened], // `opened` is what isOpen reads
  );
  const deletion = useSavedDeletionController();
  const deleted = useSavedDeletion((state) => state.deleted);
  const [focused, setFocused] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ row: SavedRow & { kind: 'file' }; at: MenuPlace } | null>(null);
  /** The place of a row just deleted from here: the focus goes to the row now there. */
  const [refocus, setRefocus] = useState<number | null>(null);
  const tree = useRef<HTMLDivElement>(null);
  // "5 min ago" is read against a clock that ticks each minute, so it does not go stale.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => setNow(Date.now()), [saved]);
  useEffect(() => {
    if (refocus === null) return;
    setRefocus(null);
    // Only a focus the delete left nowhere (its row is gone): not one the user has moved since.
    if (document.activeElement && document.activeElement !== document.body) return;
    const at = Math.min(refocus, rows.length - 1);
    const row = at >= 0 ? rows[at] : undefined;
    if (row) setFocused(row.path);
    tree.current?.querySelector<HTMLElement>(`[data-row="${at}"]`)?.focus();
  }, [refocus, rows]);
  if (rows.length === 0 && !deleted) return null;

  const focusedIndex = rows.findIndex((row) => row.path === focused);
  const tabbable = focusedIndex >= 0 ? focusedIndex : 0;
  const focusRow = (index: number): void => {
    const row = rows[index];
    if (!row) return;
    setFocused(row.path);
    tree.current?.querySelector<HTMLElement>(`[data-row="${index}"]`)?.focus();
  };
  const activate = (row: SavedRow): void => {
    setFocused(row.path);
    if (row.kind === 'group') {
      if (terms.length === 0) explorer.toggle(row.path);
      return;
    }
    void openSaved(
      {
        setView: (view) => faces.setView(view),
        loadTable: (path) => table.loadTable(path),
        openReplay: (path) => table.openReplay(path),
        viewReport: (path) => simulation.viewReport(path),
      },
      row.entry,
    );
  };
  const remove = async (path: string, index: number): Promise<void> => {
    if (await deletion.deleteFile(path)) setRefocus(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row ?? -1);
    if (index < 0) return;
    const row = rows[index];
    if (row?.kind === 'file') {
      if (event.key === 'Delete' && !event.shiftKey) {
        event.preventDefault();
        void remove(row.path, index);
        return;
      }
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        setMenu({ row, at: { anchor: event.target as HTMLElement } });
        return;
      }
    }
    const result = treeKey(rows, index, event.key);
    if (!result) return;
    event.preventDefault();
    if ('focus' in result) focusRow(result.focus);
    else if ('setOpen' in result) {
      if (terms.length === 0) explorer.setOpen(result.setOpen, result.open);
    } else activate(rows[result.activate]!);
  };

  return (
    <>
      {rows.length > 0 ? (
        <div className="tree saved-tree" role="tree" aria-label="Saved files" ref={tree} onKeyDown={onKeyDown}>
          {rows.map((row, index) => {
            const common = {
              role: 'treeitem',
              tabIndex: index === tabbable ? 0 : -1,
              'aria-level': row.level,
              'aria-setsize': row.setSize,
              'aria-posinset': row.posInSet,
              'data-row': index,
              'data-path': row.path,
              onFocus: () => setFocused(row.path),
              onClick: () => activate(row),
            } as const;
            if (row.kind === 'group') {
              return (
                <div key={row.path} {...common} className="tree-row game" aria-expanded={row.open} aria-label={row.label} title={`${row.path}/`} style={{ paddingLeft: '0.5rem' }}>
                  <ChevronIcon className={row.open ? 'chevron open' : 'chevron'} />
                  <FolderIcon className="tree-icon set-icon" />
                  <span className="tree-label">{row.label}</span>
                  <span className="tree-count" aria-hidden="true">
                    {row.count}
                  </span>
                </div>
              );
            }
            const when = savedWhen(row.entry.modified, now);
            const active = row.kind === 'file' && row.entry.kind === 'table' && row.path === tableFile;
            return (
              <div
                key={row.path}
                {...common}
                className={`tree-row file ${active ? 'active' : ''}`}
                data-testid="saved-item"
                aria-selected={active}
                aria-label={row.name}
                aria-description={`${KIND_WORDS[row.entry.kind]}, saved ${when}`}
                aria-haspopup="menu"
                title={`${row.path}\nSaved ${new Date(row.entry.modified).toLocaleString()}`}
                style={{ paddingLeft: '2.25rem' }}
                onContextMenu={(event) => {
                  event.preventDefault();
                  setFocused(row.path);
                  setMenu({ row, at: { x: event.clientX, y: event.clientY } });
                }}
              >
                <FileIcon className="tree-icon" />
                <span className="tree-label">
                  <Marked text={row.name} terms={terms} />
                </span>
                <span className="tree-detail">{when}</span>
              </div>
            );
          })}
        </div>
      ) : null}
      {deleted ? (
        <DeletedNote
          name={deleted.name}
          undoTitle={`Put ${deleted.path} back from ${deleted.backup}`}
          onUndo={() => void deletion.undoDelete()}
          onDismiss={() => deletion.dismiss()}
        />
      ) : null}
      {menu ? (
        <Menu
          label={`${KIND_WORDS[menu.row.entry.kind]} ${menu.row.path.split('/').pop()}`}
          at={menu.at}
          items={[
            { id: 'open', label: 'Open', keys: 'Enter', ariaKeys: 'Enter', run: () => activate(menu.row) },
            { id: 'delete', label: 'Delete…', keys: 'Delete', ariaKeys: 'Delete', run: () => void remove(menu.row.path, rows.findIndex((r) => r.path === menu.row.path)) },
          ]}
          onClose={() => setMenu(null)}
        />
      ) : null}
    </>
  );
}
