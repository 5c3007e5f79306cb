// The sandbox table, the centre's third view: the toolbar (New table, save and load, open a
// replay, undo and redo, the bots, god mode, what is shown), the table itself, and beside it the
// prompt, the god tools, the legal actions, the stack and the log. The keyboard reaches everything
// (table-keys.ts); Ctrl+Z and Ctrl+Shift+Z undo and redo here while the table is shown (the editor
// keeps its own).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Action, TableThing } from '../model';
import { useTable, useTableController } from '../hooks';
import type { BotSpeed } from '../controller';
import { Board } from './Board';
import { GodPanel } from './GodPanel';
import { NewTableDialog } from './NewTableDialog';
import { LegalActionsPanel, PromptPanel, StackPanel } from './Panels';
import { LogPanel } from './LogPanel';
import { ShortcutsDialog } from './ShortcutsDialog';
import { tableKey } from './table-keys';
import { CardZoom, ZoomProvider, ZoomStore } from './zoom';
import './table.css';

export const SPEEDS: [BotSpeed, string][] = [
  ['slow', 'Slow'],
  ['normal', 'Normal'],
  ['fast', 'Fast'],
  ['full', 'Full speed'],
];

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

function Toolbar({ onHelp }: { onHelp: () => void }) {
  const table = useTableController();
  const snapshot = useTable((s) => s.snapshot);
  const bots = useTable((s) => s.bots);
  const god = useTable((s) => s.god.on);
  const saved = useTable((s) => s.saved);
  const hasBots = snapshot?.seats.some((s) => s.player.kind === 'bot') ?? false;
  const canUndo = (snapshot?.position ?? 0) > 0;
  const canRedo = snapshot ? snapshot.position < snapshot.length : false;
  return (
    <div className="t-toolbar" role="toolbar" aria-label="Table tools">
      <button type="button" className="button small primary" onClick={() => table.openDialog()} title="Set up a new table (Ctrl+Alt+P)" aria-keyshortcuts="Control+Alt+P">
        New table
      </button>
      <div className="t-group" role="group" aria-label="File">
        <button type="button" className="button small" disabled={!snapshot} onClick={() => void table.saveTable(false)} title={`Save the table${saved ? ` (${saved.path})` : ''} (Ctrl+S)`} aria-keyshortcuts="Control+S">
          Save table
        </button>
        <button type="button" className="button small" onClick={() => void table.loadTable()} title="Load a saved table (O)" aria-keyshortcuts="O">
          Load table
        </button>
        <button type="button" className="button small" onClick={() => void table.openReplay()} title="Open a replay file at the table, to watch its line from any point">
          Open replay…
        </button>
        <button type="button" className="button small" disabled={!snapshot} onClick={() => void table.exportReplay()} title="Write the line played so far as a replay file that cardwright replay checks (E)" aria-keyshortcuts="E">
          Export replay
        </button>
        <button type="button" className="button small" disabled={!snapshot} onClick={() => void table.recordScenario()} title="Write the table's setup (or its layout where M marked) and the actions since as a scenario in the workspace (R)" aria-keyshortcuts="R">
          Record scenario
        </button>
      </div>
      {snapshot ? (
        <span className="t-title">
          {snapshot.gameName} <span className="muted">· seed {snapshot.seed}</span>
        </span>
      ) : null}
      <span className="t-spacer" />
      {snapshot ? (
        <>
          <div className="t-group" role="group" aria-label="History">
            <button type="button" className="button small" disabled={!canUndo} onClick={() => void table.step('undo')} title="Undo (Ctrl+Z)" aria-keyshortcuts="Control+Z">
              Undo
            </button>
            <button type="button" className="button small" disabled={!canRedo} onClick={() => void table.step('redo')} title="Redo (Ctrl+Shift+Z)" aria-keyshortcuts="Control+Shift+Z">
              Redo
            </button>
          </div>
          <div className="t-group" role="group" aria-label="Bots">
            <button type="button" className={`button small ${hasBots && bots.playing ? 'pressed' : ''}`} aria-pressed={bots.playing} disabled={!hasBots} onClick={() => table.setBots({ playing: true })} title="Bots play their seats (P)" aria-keyshortcuts="P">
              Play
            </button>
            <button type="button" className={`button small ${hasBots && !bots.playing ? 'pressed' : ''}`} aria-pressed={!bots.playing} disabled={!hasBots} onClick={() => table.setBots({ playing: false })} title="Bots wait (P)" aria-keyshortcuts="P">
              Pause
            </button>
            <button type="button" className="button small" disabled={!hasBots || bots.playing || !snapshot.waiting?.bot} onClick={() => void table.stepBot()} title="One bot action (N)" aria-keyshortcuts="N">
              Step
            </button>
            <label className="t-speed" title="Bot speed ([ and ])">
              <span>Speed</span>
              <select value={bots.speed} disabled={!hasBots} onChange={(event) => table.setBots({ speed: event.target.value as BotSpeed })}>
                {SPEEDS.map(([id, label]) => (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <button type="button" className={`button small t-god-toggle ${god ? 'pressed' : ''}`} aria-pressed={god} onClick={() => table.setGod(!god)} title="God mode: change the table by hand (G)" aria-keyshortcuts="G">
            God mode
          </button>
          <label className="t-hidden-switch" title="Show every hand, or only what the seat in control may see (H)">
            <input type="checkbox" checked={snapshot.hidden === 'all'} onChange={(event) => void table.setHidden(event.target.checked ? 'all' : 'seat')} />
            <span>Show every hand</span>
          </label>
        </>
      ) : null}
      <button type="button" className="button small ghost" onClick={onHelp} title="Keyboard shortcuts (?)" aria-keyshortcuts="Shift+Slash">
        Shortcuts
      </button>
    </div>
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
