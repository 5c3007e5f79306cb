// The workspace's decks in the explorer, under the sets: a click opens one in the deck builder.
import { useState } from 'react';
import { vocabularies } from '../../../../engine/games/vocabularies';
import { ChevronIcon, FileIcon, FolderIcon } from '../../components/icons';
import { useFacesController } from '../../faces/hooks';
import { useDecks, useDecksController } from '../hooks';

export function DeckTree() {
  const controller = useDecksController();
  const faces = useFacesController();
  const decks = useDecks((state) => state.decks);
  const open = useDecks((state) => state.open?.path ?? null);
  const unsaved = useDecks((state) => state.open?.status === 'open' && state.open.dirty);
  const restorable = useDecks((state) => state.restorable);
  const [expanded, setExpanded] = useState(true);
  const show = (path: string | null): void => {
    faces.setView('decks');
    if (path) void controller.openDeck(path);
  };
  return (
    <div role="treeitem" aria-expanded={expanded} aria-selected={false}>
      <button type="button" className="tree-row depth-0" onClick={() => setExpanded(!expanded)} title="Deck lists: decks/<game>/<name>.deck.json">
        <ChevronIcon className={expanded ? 'chevron open' : 'chevron'} />
        <FolderIcon className="tree-icon set-icon" />
        <span className="tree-label">Decks</span>
        <span className="tree-detail">{decks.length}</span>
      </button>
      {expanded ? (
        decks.length === 0 ? (
          <button type="button" className="tree-row depth-1 tree-empty" onClick={() => show(null)}>
            No decks yet: make one in the deck builder
          </button>
        ) : (
          decks.map((d) => (
            <button key={d.path} type="button" role="treeitem" aria-selected={open === d.path} className={`tree-row depth-1 file ${open === d.path ? 'active' : ''}`} data-testid="deck-item" data-path={d.path} title={d.path} onClick={() => show(d.path)}>
              <FileIcon className="tree-icon" />
              <span className="tree-label">{d.name}</span>
              <span className="tree-detail">{vocabularies.get(d.game)?.name ?? d.game}</span>
              {open === d.path && unsaved ? <span className="dirty-dot" aria-label="unsaved changes">●</span> : null}
              {restorable.includes(d.path) ? (
                <span className="dirty-dot" aria-label="unsaved changes from last time" title="Unsaved changes from last time can be restored">
                  ●
                </span>
              ) : null}
            </button>
          ))
        )
      ) : null}
    </div>
  );
}
