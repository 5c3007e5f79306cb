// The sandbox table, the centre's third view: the toolbar (Toolbar.tsx: New table, the Table file
// menu, undo and redo, the bots, god mode, what is shown), the table itself, and beside it the
// prompt, the god tools, the legal actions, the stack and the log. The keyboard reaches everything
// (table-keys.ts); Ctrl+Z and Ctrl+Shift+Z undo and redo here while the table is shown (the editor
// keeps its own).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Action, TableThing } from '../model';
import { useTable, useTableController } from '../hooks';
import { Board } from './Board';
import { GodPanel } from './GodPanel';
import { NewTableDialog } from './NewTableDialog';
import { LegalActionsPanel, PromptPanel, StackPanel } from './Panels';
import { LogPanel } from './LogPanel';
import { ShortcutsDialog } from './ShortcutsDialog';
import { tableKey } from './table-keys';
import { Toolbar } from './Toolbar';
import { CardZoom, ZoomProvider, ZoomStore } from './zoom';
import './table.css';

export function TableView({ editorCard }: { editorCard: { id: string; name: string } | null }) {
  const table = useTableController();
  const snapshot = useTable((s) => s.snapshot);
  const layout = useTable((s) => s.layout);
  const faces = useTable((s) => s.faces);
  const log = useTable((s) => s.log);
  const dialogOpen = useTable((s) => s.dialog.open);
  const message = useTable((s) => s.message);
  const god = useTable((s) => s.god);
  const recordFrom = useTable((s) => s.recordFrom);
  const [focus, setFocus] = useState<TableThing[]>([]);
  const [help, setHelp] = useState(false);
  const zoom = useMemo(() => new ZoomStore(), []);

  const act = useCallback((index: number) => void table.act(index), [table]);
  const actFree = useCallback((index: number) => void table.actFree(index), [table]);
  const jump = useCallback((k: number) => void table.jump(k), [table]);
  const switchLine = useCallback((id: number) => void table.switchLine(id), [table]);
  const onGod = useCallback((action: Action) => table.god(action), [table]);
  const onGodMode = useCallback(() => table.setGod(true), [table]);
  const onPutInto = useCallback((zone: string) => table.putInto(zone), [table]);

  // While the table is shown its keys work wherever the focus is, except in a dialog or a field.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || dialogOpen || help || document.querySelector('.dialog-backdrop')) return;
      if (tableKey(event, table, { showHelp: () => setHelp(true) })) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [table, dialogOpen, help]);

  return (
    <ZoomProvider value={zoom}>
      <div
        className={`t-view ${god.on && snapshot ? 'god-mode' : ''}`}
        data-table-focus=""
        tabIndex={-1}
      >
        <Toolbar onHelp={() => setHelp(true)} />
        {god.on && snapshot ? (
          <div className="t-god-banner" role="status">
            <strong>God mode</strong> — you change the table by hand; each change is a god step in the log, undone and replayed like any action. Bots wait.
            <button type="button" className="button small" onClick={() => table.setGod(false)}>
              Leave god mode
            </button>
          </div>
        ) : null}
        {message ? (
          <div className={`t-message ${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            <span>{message.text}</span>
            <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => table.dismissMessage()}>
              ×
            </button>
          </div>
        ) : null}
        {snapshot && layout ? (
          <div className="t-main">
            <div className="t-board-scroll" role="region" aria-label="Table" data-testid="table" data-serial={snapshot.serial} data-game={snapshot.game} data-position={snapshot.position} data-engine-ms={snapshot.engineMs.toFixed(3)} data-round-trip-ms={table.lastRoundTripMs.toFixed(1)}>
              <Result />
              <Board snapshot={snapshot} layout={layout} faces={faces} onAct={act} focus={focus} god={god.on ? god.menu : null} onGod={onGod} onGodMode={onGodMode} onPutInto={onPutInto} />
            </div>
            <div className="t-side">
              <PromptPanel snapshot={snapshot} onAct={act} onFocus={setFocus} />
              {god.on ? <GodPanel editorCard={editorCard} /> : null}
              <LegalActionsPanel snapshot={snapshot} onAct={act} onFocus={setFocus} onFree={actFree} />
              <StackPanel snapshot={snapshot} onFocus={setFocus} />
              <LogPanel log={log} position={snapshot.position} lines={snapshot.lines} line={snapshot.line} onJump={jump} onSwitch={switchLine} recordFrom={recordFrom} />
            </div>
            <CardZoom faces={faces} serial={snapshot.serial} />
          </div>
        ) : (
          <EmptyTable />
        )}
      </div>
      {dialogOpen ? <NewTableDialog /> : null}
      {help ? <ShortcutsDialog onClose={() => setHelp(false)} /> : null}
    </ZoomProvider>
  );
}

/** Who won and why, announced as it happens, with a rematch. */
function Result() {
  const table = useTableController();
  const result = useTable((s) => s.snapshot?.result ?? null);
  return (
    <div className={`t-result ${result ? 'shown' : ''}`} role="status" aria-live="polite" data-testid="table-result">
      {result ? (
        <>
          <strong>{result.text}</strong>
          <span className="t-result-buttons">
            <button type="button" className="button small primary" onClick={() => void table.rematch(false)}>
              Rematch (same seed)
            </button>
            <button type="button" className="button small" onClick={() => void table.rematch(true)}>
              Rematch (new seed)
            </button>
          </span>
        </>
      ) : null}
    </div>
  );
}

function EmptyTable() {
  const table = useTableController();
  return (
    <div className="t-empty-view">
      <div className="t-empty-panel">
        <h2>Sandbox table</h2>
        <p className="muted">Deal a game of your sets and play it with the rules enforced: alone at every seat, or against bots. Undo, jump back in the log and try another line at any point; change a card in the editor and the table plays on with it.</p>
        <div className="button-row">
          <button type="button" className="button primary" onClick={() => table.openDialog()}>
            Set up a new table
          </button>
          <button type="button" className="button" onClick={() => void table.loadTable()}>
            Load a saved table
          </button>
          <button type="button" className="button" onClick={() => void table.openReplay()}>
            Open a replay
          </button>
          <button type="button" className="button" onClick={() => void table.startFromScenario()}>
            Start from a scenario
          </button>
        </div>
        <p className="muted t-shortcut">New table: Ctrl+Alt+P · Table or editor: Ctrl+Alt+B · Shortcuts: ?</p>
      </div>
    </div>
  );
}
