// The right-hand pane: the card preview, and a way to the sandbox table (the centre's Table view).
import { useState } from 'react';
import { Preview } from './faces/Preview';
import { useStudioController } from '../hooks/useStudio';

type SideTab = 'preview' | 'table';

export function SidePane() {
  const [tab, setTab] = useState<SideTab>('preview');
  const studio = useStudioController();
  return (
    <aside className="side-pane" data-testid="side-pane" aria-label="Preview and table">
      <div className="side-tabs" role="tablist">
        {(
          [
            ['preview', 'Preview'],
            ['table', 'Table'],
          ] as const
        ).map(([id, label]) => (
          <button key={id} type="button" role="tab" id={`side-tab-${id}`} aria-selected={id === tab} className={`side-tab ${id === tab ? 'active' : ''}`} data-testid={`side-tab-${id}`} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'preview' ? (
        <div className="side-body preview-body" role="tabpanel" aria-labelledby="side-tab-preview">
          <Preview />
        </div>
      ) : (
        <div className="side-body" role="tabpanel" aria-labelledby="side-tab-table">
          <h2>Sandbox table</h2>
          <p className="muted">Deal your sets and play them with the rules enforced, against bots or from every seat. The table opens in the centre (Ctrl+Alt+B); a new one with Ctrl+Alt+P.</p>
          <div className="button-row">
            <button type="button" className="button primary" onClick={() => void studio.command('new-table', 'page')}>
              New table
            </button>
            <button type="button" className="button" onClick={() => void studio.command('show-table', 'page')}>
              Show the table
            </button>
          </div>
        </div>
      )}
    </aside>
  );
}
