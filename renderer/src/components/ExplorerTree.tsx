// The workspace tree: games, their sets, and each set's files in their folders, as one list of
// rows that the keyboard walks (arrows, Home, End, Enter, Space) with one row in the Tab order,
// as WAI-ARIA's tree pattern describes. What a key does is decided in state/explorer-rows.ts.
import { type KeyboardEvent, type Ref, useImperativeHandle, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { type ExplorerRow, explorerRows, treeKey } from '../state/explorer-rows';
import type { TreeGame } from '../state/workspace-tree';
import { CardIcon, ChevronIcon, FileIcon, FolderIcon, GameIcon, WarningIcon } from './icons';
import { Marked } from './Marked';

export type ExplorerTreeHandle = {
  /** Puts the keyboard on the tree (its row in the Tab order). */
  focusFirst(): void;
  /** Opens the first file shown (Enter in the filter box). */
  openFirstFile(): void;
};

export function ExplorerTree({ tree, terms, ref }: { tree: readonly TreeGame[]; terms: readonly string[]; ref?: Ref<ExplorerTreeHandle> }) {
  const studio = useStudioController();
  const explorer = studio.explorer;
  const opened = useSyncExternalStore(explorer.subscribe, explorer.get);
  const active = useStudio((state) => state.files.active);
  const files = useStudio((state) => state.files.files);
  const selectedSet = useStudio((state) => state.selectedSet);
  const filtering = terms.length > 0;
  const rows = useMemo(
    // While filtering every folder holding a match is shown open; the folders' own state waits.
    () => explorerRows(tree, (path) => filtering || explorer.isOpen(path)),
    [tree, filtering, explorer, opened], // `opened` is what isOpen reads

  );
  const dirty = useMemo(() => new Set(files.filter((file) => file.dirty).map((file) => file.path)), [files]);
  const [focused, setFocused] = useState<string | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);

  // One row is in the Tab order: the one last focused, else the file shown, else the first.
  const focusedIndex = rows.findIndex((row) => row.path === focused);
  const activeIndex = rows.findIndex((row) => row.path === active);
  const tabbable = focusedIndex >= 0 ? focusedIndex : activeIndex >= 0 ? activeIndex : 0;

  const focusRow = (index: number): void => {
    const row = rows[index];
    if (!row) return;
    setFocused(row.path);
    treeRef.current?.querySelector<HTMLElement>(`[data-row="${index}"]`)?.focus();
  };

  const activate = (row: ExplorerRow, fromKeyboard: boolean): void => {
    setFocused(row.path);
    if (row.kind === 'file') {
      // From the keyboard the editor takes it, as when a file is clicked.
      void studio.openFile(row.path).then(() => fromKeyboard && studio.focusEditor());
      return;
    }
    if (row.kind === 'set') studio.selectSet(row.path);
    if (!filtering) explorer.toggle(row.path);
  };

  useImperativeHandle(ref, () => ({
    focusFirst: () => focusRow(tabbable),
    openFirstFile: () => {
      const first = rows.find((row) => row.kind === 'file');
      if (first) activate(first, true);
    },
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row ?? -1);
    if (index < 0) return;
    const result = treeKey(rows, index, event.key);
    if (!result) return;
    event.preventDefault();
    if ('focus' in result) focusRow(result.focus);
    else if ('setOpen' in result) {
      if (!filtering) explorer.setOpen(result.setOpen, result.open);
    } else activate(rows[result.activate]!, true);
  };

  return (
    <div className="tree" role="tree" aria-label="Files" ref={treeRef} onKeyDown={onKeyDown}>
      {rows.map((row, index) => (
        <Row
          key={row.path}
          row={row}
          index={index}
          tabbable={index === tabbable}
          active={row.path === active}
          selected={row.kind === 'set' && row.path === selectedSet}
          dirty={dirty.has(row.path)}
          terms={terms}
          onFocus={() => setFocused(row.path)}
          onClick={() => activate(row, false)}
        />
      ))}
    </div>
  );
}

type RowProps = {
  row: ExplorerRow;
  index: number;
  tabbable: boolean;
  active: boolean;
  selected: boolean;
  dirty: boolean;
  terms: readonly string[];
  onFocus: () => void;
  onClick: () => void;
};

function Row({ row, index, tabbable, active, selected, dirty, terms, onFocus, onClick }: RowProps) {
  const common = {
    role: 'treeitem',
    tabIndex: tabbable ? 0 : -1,
    'aria-level': row.level,
    'aria-setsize': row.setSize,
    'aria-posinset': row.posInSet,
    'data-row': index,
    'data-path': row.path,
    title: row.path,
    onFocus,
    onClick,
    style: indent(row.level, row.kind === 'file'),
  } as const;
  const chevron = row.kind === 'file' ? null : <ChevronIcon className={row.open ? 'chevron open' : 'chevron'} />;
  switch (row.kind) {
    case 'game':
      return (
        <div {...common} className="tree-row game" aria-expanded={row.open} aria-label={row.game}>
          {chevron}
          <GameIcon className="tree-icon game-icon" />
          <span className="tree-label">{row.game}</span>
        </div>
      );
    case 'set': {
      const { entry } = row;
      const noteId = `set-note-${index}`;
      return (
        <>
          <div
            {...common}
            className={`tree-row set ${selected ? 'selected' : ''}`}
            aria-expanded={row.open}
            aria-label={entry.name}
            aria-describedby={row.open && (entry.problem || row.empty) ? noteId : undefined}
            title={entry.problem ? `${entry.path}\n${entry.problem}` : entry.path}
          >
            {chevron}
            <FolderIcon className="tree-icon set-icon" />
            <span className="tree-label">{entry.name}</span>
            {entry.name !== entry.set ? <span className="tree-detail">{entry.set}</span> : null}
            {entry.problem ? (
              <span className="tree-problem" title={entry.problem} data-testid="set-problem">
                <WarningIcon title={entry.problem} />
              </span>
            ) : null}
          </div>
          {/* Said beside the set, not only in a tooltip: files may be missing from the list. */}
          {row.open && entry.problem ? (
            <p className="tree-row tree-note" id={noteId} role="note" data-testid="set-note" style={indent(3)}>
              <WarningIcon /> <span>{entry.problem}</span>
            </p>
          ) : row.open && row.empty ? (
            <p className="tree-row tree-empty" id={noteId} style={indent(3, true)}>
              No files
            </p>
          ) : null}
        </>
      );
    }
    case 'folder':
      return (
        <div {...common} className="tree-row folder" data-testid="folder-item" aria-expanded={row.open} aria-label={row.folder.name} aria-description={`${row.count} files`}>
          {chevron}
          <FolderIcon className="tree-icon folder-icon" />
          <span className="tree-label">
            <Marked text={row.folder.name} terms={terms} />
          </span>
          <span className="tree-count" aria-hidden="true">
            {row.count}
          </span>
        </div>
      );
    case 'file':
      return (
        <div
          {...common}
          className={`tree-row file ${active ? 'active' : ''}`}
          data-testid="file-item"
          aria-selected={active}
          aria-label={row.file.name}
          aria-description={dirty ? 'unsaved changes' : undefined}
        >
          {row.file.isCardSource ? <CardIcon className="tree-icon card-icon" /> : <FileIcon className="tree-icon" />}
          <span className="tree-label">
            <Marked text={row.file.name} terms={terms} />
          </span>
          {dirty ? (
            <span className="dirty-dot" aria-hidden="true">
              ●
            </span>
          ) : null}
        </div>
      );
  }
}

/** Rows step in by a chevron's width per level; a file, having no chevron, lines its icon up with its folder's. */
function indent(level: number, file = false): { paddingLeft: string } {
  return { paddingLeft: `${0.5 + 0.85 * (level - 1) + (file ? 0.9 : 0)}rem` };
}
