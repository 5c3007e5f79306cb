// The workspace tree: games, their sets, and each set's files.
import { useMemo, useState } from 'react';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { workspaceTree } from '../state/workspace-tree';
import { CardIcon, ChevronIcon, FileIcon, FolderIcon, GameIcon, PlusFileIcon, PlusFolderIcon, WarningIcon } from './icons';
import { DropHint, SetJsonButtons, useSetJsonDrop } from './SetJsonActions';
import { DeckTree } from '../decks/components/DeckTree';

export function Sidebar() {
  const studio = useStudioController();
  const workspace = useStudio((state) => state.workspace);
  const files = useStudio((state) => state.files);
  const selectedSet = useStudio((state) => state.selectedSet);
  const tree = useMemo(() => (workspace ? workspaceTree(workspace) : []), [workspace]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const drop = useSetJsonDrop();

  const toggle = (key: string): void => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const dirty = new Set(files.files.filter((file) => file.dirty).map((file) => file.path));

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
      {workspace?.problem ? (
        <p className="sidebar-problem" title={workspace.problem}>
          <WarningIcon /> {workspace.problem}
        </p>
      ) : null}
      <div className="tree" role="tree">
        {tree.map(({ game, sets }) => {
          const gameKey = `game:${game}`;
          const gameOpen = !collapsed.has(gameKey);
          return (
            <div key={game} role="treeitem" aria-expanded={gameOpen}>
              <button type="button" className="tree-row depth-0" onClick={() => toggle(gameKey)}>
                <ChevronIcon className={gameOpen ? 'chevron open' : 'chevron'} />
                <GameIcon className="tree-icon game-icon" />
                <span className="tree-label">{game}</span>
              </button>
              {gameOpen
                ? sets.map(({ entry, files: setFiles }) => {
                    const setOpen = !collapsed.has(entry.path);
                    return (
                      <div key={entry.path} role="treeitem" aria-expanded={setOpen}>
                        <button
                          type="button"
                          className={`tree-row depth-1 ${selectedSet === entry.path ? 'selected' : ''}`}
                          title={entry.problem ? `${entry.path}\n${entry.problem}` : entry.path}
                          onClick={() => {
                            studio.selectSet(entry.path);
                            toggle(entry.path);
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
                          setFiles.length === 0 ? (
                            <div className="tree-row depth-2 tree-empty">No files</div>
                          ) : (
                            setFiles.map((file) => (
                              <button
                                key={file.path}
                                type="button"
                                role="treeitem"
                                className={`tree-row depth-2 file ${files.active === file.path ? 'active' : ''}`}
                                data-testid="file-item"
                                data-path={file.path}
                                title={file.path}
                                onClick={() => void studio.openFile(file.path)}
                              >
                                {file.isCardSource ? <CardIcon className="tree-icon card-icon" /> : <FileIcon className="tree-icon" />}
                                <span className="tree-label">{file.label}</span>
                                {dirty.has(file.path) ? <span className="dirty-dot" aria-label="unsaved changes">●</span> : null}
                              </button>
                            ))
                          )
                        ) : null}
                      </div>
                    );
                  })
                : null}
            </div>
          );
        })}
        {workspace ? <DeckTree /> : null}
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
