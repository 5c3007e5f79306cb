// The explorer pane: its actions, the filter box, the workspace tree (ExplorerTree.tsx), the
// decks and the saved tables, replays and reports (SavedTree.tsx); a set file dropped on it is
// imported.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { filterTerms, filterTree, workspaceTree } from '../state/workspace-tree';
import { ExplorerTree, type ExplorerTreeHandle } from './ExplorerTree';
import { PlusFileIcon, PlusFolderIcon, WarningIcon } from './icons';
import { DropHint, SetJsonButtons, useSetJsonDrop } from './SetJsonActions';
import { DeckTree } from '../decks/components/DeckTree';
import { SavedTree } from './SavedTree';
import { savedGroups } from '../state/saved-rows';
import './explorer.css';

export function Sidebar() {
  const studio = useStudioController();
  const explorer = studio.explorer;
  const workspace = useStudio((state) => state.workspace);
  const view = useSyncExternalStore(explorer.subscribe, explorer.get);
  const tree = useMemo(() => (workspace ? workspaceTree(workspace) : []), [workspace]);
  const terms = useMemo(() => filterTerms(view.filter), [view.filter]);
  const shown = useMemo(() => filterTree(tree, terms), [tree, terms]);
  const savedShown = useMemo(() => savedGroups(workspace?.saved ?? [], terms).length > 0, [workspace, terms]);
  const drop = useSetJsonDrop();
  const treeRef = useRef<ExplorerTreeHandle>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  // The explorer's commands (Ctrl+Shift+E, Ctrl+Alt+F), registered while it is on screen.
  useEffect(() => {
    const stops = [
      studio.registerCommand('focus-explorer', () => treeRef.current?.focusFirst()),
      studio.registerCommand('filter-files', () => {
        filterRef.current?.focus();
        filterRef.current?.select();
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [studio]);

  return (
    <aside className={`sidebar ${drop.over ? 'dropping' : ''}`} data-testid="sidebar" aria-label="Workspace" {...drop.handlers}>
      <header className="pane-header">
        <span className="pane-title">Explorer</span>
        <span className="pane-actions">
          <button type="button" className="icon-button" title="New file in the selected set (Ctrl+Alt+N)" aria-label="New file" onClick={() => void studio.command('new-file', 'page')}>
            <PlusFileIcon />
          </button>
          <button type="button" className="icon-button" title="New set (Ctrl+Alt+Shift+N)" aria-label="New set" onClick={() => void studio.command('new-set', 'page')}>
            <PlusFolderIcon />
          </button>
          <SetJsonButtons />
        </span>
      </header>
      {workspace && tree.length > 0 ? (
        <div className="explorer-filter">
          <input
            type="search"
            ref={filterRef}
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
              } else if (event.key === 'ArrowDown') {
                // Down from the filter goes into the tree; Enter opens the first file that matches.
                event.preventDefault();
                treeRef.current?.focusFirst();
              } else if (event.key === 'Enter' && terms.length > 0) {
                event.preventDefault();
                treeRef.current?.openFirstFile();
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
      {terms.length > 0 && shown.length === 0 && !savedShown ? (
        <p className="explorer-no-match" role="status">
          No file name matches “{view.filter.trim()}”
        </p>
      ) : null}
      {workspace && tree.length === 0 ? (
        <div className="sidebar-empty">
          <p>This workspace has no sets yet.</p>
          <button type="button" className="button primary" onClick={() => void studio.command('new-set', 'page')}>
            Create a set
          </button>
        </div>
      ) : null}
      <ExplorerTree ref={treeRef} tree={shown} terms={terms} />
      {workspace ? <DeckTree /> : null}
      {workspace ? <SavedTree terms={terms} /> : null}
      {drop.over ? <DropHint /> : null}
    </aside>
  );
}
