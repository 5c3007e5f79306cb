// The workspace tree: games, their sets, and each set's files in their folders, with a filter
// box that keeps the files whose names match, shown in their folders.
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { useStudio, useStudioController } from '../hooks/useStudio';
import type { ExplorerStore } from '../state/explorer';
import { type TreeFile, type TreeFolder, fileCount, filterTerms, filterTree, matchRanges, workspaceTree } from '../state/workspace-tree';
import { CardIcon, ChevronIcon, FileIcon, FolderIcon, GameIcon, PlusFileIcon, PlusFolderIcon, WarningIcon } from './icons';
import { DropHint, SetJsonButtons, useSetJsonDrop } from './SetJsonActions';
import './explorer.css';

function useExplorer(explorer: ExplorerStore) {
  return useSyncExternalStore(explorer.subscribe, explorer.get);
}

export function Sidebar() {
  const studio = useStudioController();
  const explorer = studio.explorer;
  const workspace = useStudio((state) => state.workspace);
  const active = useStudio((state) => state.files.active);
  const files = useStudio((state) => state.files.files);
  const selectedSet = useStudio((state) => state.selectedSet);
  const view = useExplorer(explorer);
  const tree = useMemo(() => (workspace ? workspaceTree(workspace) : []), [workspace]);
  const terms = useMemo(() => filterTerms(view.filter), [view.filter]);
  const shown = useMemo(() => filterTree(tree, terms), [tree, terms]);
  const filtering = terms.length > 0;
  const drop = useSetJsonDrop();
  // While filtering every folder holding a match is shown open; the folders' own state waits.
  const isOpen = (path: string): boolean => filtering || explorer.isOpen(path);
  const dirty = useMemo(() => new Set(files.filter((file) => file.dirty).map((file) => file.path)), [files]);

  const fileRow = (file: TreeFile, depth: number): ReactNode => (
    <button
      key={file.path}
      type="button"
      role="treeitem"
      className={`tree-row file ${active === file.path ? 'active' : ''}`}
      style={indent(depth, true)}
      data-testid="file-item"
      data-path={file.path}
      title={file.path}
      aria-selected={active === file.path}
      onClick={() => void studio.openFile(file.path)}
    >
      {file.isCardSource ? <CardIcon className="tree-icon card-icon" /> : <FileIcon className="tree-icon" />}
      <span className="tree-label">
        <Marked text={file.name} terms={terms} />
      </span>
      {dirty.has(file.path) ? (
        <span className="dirty-dot" aria-label="unsaved changes">
          ●
        </span>
      ) : null}
    </button>
  );

  const folderRows = (folder: TreeFolder, depth: number): ReactNode[] => [
    ...folder.folders.map((child) => {
      const open = isOpen(child.path);
      return (
        <div key={child.path} role="treeitem" aria-expanded={open} aria-label={child.name}>
          <button type="button" className="tree-row folder" style={indent(depth)} data-testid="folder-item" data-path={child.path} title={child.path} onClick={() => explorer.toggle(child.path)}>
            <ChevronIcon className={open ? 'chevron open' : 'chevron'} />
            <FolderIcon className="tree-icon folder-icon" />
            <span className="tree-label">{child.name}</span>
            <span className="tree-count" aria-label={`${fileCount(child)} files`}>
              {fileCount(child)}
            </span>
          </button>
          {open ? <div role="group">{folderRows(child, depth + 1)}</div> : null}
        </div>
      );
    }),
    ...folder.files.map((file) => fileRow(file, depth)),
  ];

  return (
    <aside className={`sidebar ${drop.over ? 'dropping' : ''}`} data-testid="sidebar" aria-label="Workspace" {...drop.handlers}>
      <header className="pane-header">
        <span className="pane-title">Explorer</span>
        <span className="pane-actions">
          <button type="button" className="icon-button" title="New file in the selected set (Ctrl+Alt+N)" aria-label="New file" onClick={() => void studio.command('new-file', 'page')}>
            <PlusFileIcon />
          </button>
          <button type="button" className="icon-button" title="New set" aria-label="New set" onClick={() => void studio.newSet()}>
            <PlusFolderIcon />
          </button>
          <SetJsonButtons />
        </span>
      </header>
      {workspace && tree.length > 0 ? (
        <div className="explorer-filter">
          <input
            type="search"
            aria-label="Filter files"
            placeholder="Filter files"
            value={view.filter}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => explorer.setFilter(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && view.filter !== '') {
                event.preventDefault();
                explorer.setFilter('');
              }
            }}
          />
        </div>
      ) : null}
      {workspace?.problem ? (
        <p className="sidebar-problem" title={workspace.problem}>
          <WarningIcon /> {workspace.problem}
        </p>
      ) : null}
      <div className="tree" role="tree" aria-label="Files">
        {shown.map(({ game, path: gamePath, sets }) => {
          const gameOpen = isOpen(gamePath);
          return (
            <div key={game} role="treeitem" aria-expanded={gameOpen} aria-label={game}>
              <button type="button" className="tree-row depth-0" onClick={() => explorer.toggle(gamePath)}>
                <ChevronIcon className={gameOpen ? 'chevron open' : 'chevron'} />
                <GameIcon className="tree-icon game-icon" />
                <span className="tree-label">{game}</span>
              </button>
              {gameOpen
                ? sets.map(({ entry, root }) => {
                    const setOpen = isOpen(entry.path);
                    return (
                      <div key={entry.path} role="treeitem" aria-expanded={setOpen} aria-label={entry.name}>
                        <button
                          type="button"
                          className={`tree-row depth-1 ${selectedSet === entry.path ? 'selected' : ''}`}
                          title={entry.problem ? `${entry.path}\n${entry.problem}` : entry.path}
                          onClick={() => {
                            studio.selectSet(entry.path);
                            explorer.toggle(entry.path);
                          }}
                        >
                          <ChevronIcon className={setOpen ? 'chevron open' : 'chevron'} />
                          <FolderIcon className="tree-icon set-icon" />
                          <span className="tree-label">{entry.name}</span>
                          {entry.name !== entry.set ? <span className="tree-detail">{entry.set}</span> : null}
                          {entry.problem ? (
                            <span className="tree-problem" title={entry.problem} data-testid="set-problem">
                              <WarningIcon title={entry.problem} />
                            </span>
                          ) : null}
                        </button>
                        {setOpen && entry.problem ? (
                          // Said beside the set, not only in a tooltip: files may be missing from the list.
                          <p className="tree-row depth-2 tree-note" role="note" data-testid="set-note">
                            <WarningIcon /> <span>{entry.problem}</span>
                          </p>
                        ) : null}
                        {setOpen ? (
                          root.files.length === 0 && root.folders.length === 0 ? (
                            <div className="tree-row depth-2 tree-empty">No files</div>
                          ) : (
                            <div role="group">{folderRows(root, 2)}</div>
                          )
                        ) : null}
                      </div>
                    );
                  })
                : null}
            </div>
          );
        })}
        {filtering && shown.length === 0 ? (
          <p className="explorer-no-match" role="status">
            No file name matches “{view.filter.trim()}”
          </p>
        ) : null}
        {workspace && tree.length === 0 ? (
          <div className="sidebar-empty">
            <p>This workspace has no sets yet.</p>
            <button type="button" className="button primary" onClick={() => void studio.newSet()}>
              Create a set
            </button>
          </div>
        ) : null}
      </div>
      {drop.over ? <DropHint /> : null}
    </aside>
  );
}

/** Rows step in by a chevron's width per level; a file, having no chevron, lines its icon up with its folder's. */
function indent(depth: number, file = false): { paddingLeft: string } {
  return { paddingLeft: `${0.5 + 0.85 * depth + (file ? 0.9 : 0)}rem` };
}

/** A name with the parts the filter matched marked. */
function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  const ranges = matchRanges(text, terms);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
