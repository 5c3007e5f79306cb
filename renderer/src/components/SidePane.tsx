// The right-hand pane: the card preview, and the sandbox table to come.
import { useState } from 'react';
import { Preview } from './faces/Preview';

type SideTab = 'preview' | 'table';

export function SidePane() {
  const [tab, setTab] = useState<SideTab>('preview');
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
          <div className="placeholder-card" aria-hidden="true">
            <div className="placeholder-art" />
            <div className="placeholder-line wide" />
            <div className="placeholder-line" />
            <div className="placeholder-line short" />
          </div>
          <h2>Sandbox table</h2>
          <p className="muted">Coming next: deal the set here and play test turns under its rules, against bots or from every seat.</p>
        </div>
      )}
    </aside>
  );
}
