// The right-hand pane, reserved for the card preview and the sandbox table.
import { useState } from 'react';

type SideTab = 'preview' | 'table';

const TABS: { id: SideTab; label: string; title: string; body: string }[] = [
  {
    id: 'preview',
    label: 'Preview',
    title: 'Card preview',
    body: 'Coming next: the card under the cursor, drawn here as it will be printed, with its rules text. Meanwhile, “npx cardwright check” checks a set and “npx cardwright compile” builds it.',
  },
  {
    id: 'table',
    label: 'Table',
    title: 'Sandbox table',
    body: 'Coming next: deal the set here and play test turns under its rules, against bots or from every seat.',
  },
];

export function SidePane() {
  const [tab, setTab] = useState<SideTab>('preview');
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  return (
    <aside className="side-pane" data-testid="side-pane" aria-label="Preview and table">
      <div className="side-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={t.id === tab} className={`side-tab ${t.id === tab ? 'active' : ''}`} data-testid={`side-tab-${t.id}`} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
      {current ? (
        <div className="side-body" role="tabpanel">
          <div className="placeholder-card" aria-hidden="true">
            <div className="placeholder-art" />
            <div className="placeholder-line wide" />
            <div className="placeholder-line" />
            <div className="placeholder-line short" />
          </div>
          <h2>{current.title}</h2>
          <p className="muted">{current.body}</p>
        </div>
      ) : null}
    </aside>
  );
}
