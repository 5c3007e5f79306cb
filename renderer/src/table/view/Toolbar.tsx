// The table's toolbar, on one row from 1280 px wide: New table; the Table file menu (save and load
// a table, open and export a replay, record a scenario: each with its key, the keys working as
// before); the game and its seed, which gives way first when the row is short; undo and redo;
// the bots (play, pause, one step, their speed); god mode; every hand shown or not; the shortcuts.
import type { BotSpeed } from '../controller';
import { useTable, useTableController } from '../hooks';
import { MenuButton, type MenuItem } from '../../components/Menu';
import { UndoIcon } from '../../components/icons';

export const SPEEDS: [BotSpeed, string][] = [
  ['slow', 'Slow'],
  ['normal', 'Normal'],
  ['fast', 'Fast'],
  ['full', 'Full speed'],
];

export function Toolbar({ onHelp }: { onHelp: () => void }) {
  const table = useTableController();
  const snapshot = useTable((s) => s.snapshot);
  const bots = useTable((s) => s.bots);
  const god = useTable((s) => s.god.on);
  const saved = useTable((s) => s.saved);
  const hasBots = snapshot?.seats.some((s) => s.player.kind === 'bot') ?? false;
  const canUndo = (snapshot?.position ?? 0) > 0;
  const canRedo = snapshot ? snapshot.position < snapshot.length : false;
  const noTable = snapshot ? null : 'There is no table yet: set one up, or load one';
  const file: MenuItem[] = [
    { id: 'save', label: 'Save table', keys: 'Ctrl+S', ariaKeys: 'Control+S', disabled: noTable, title: saved ? `Save the table to ${saved.path}` : 'Save the table in the workspace (it asks for a name)', run: () => void table.saveTable(false) },
    { id: 'save-as', label: 'Save table as…', keys: 'Ctrl+Shift+S', ariaKeys: 'Control+Shift+S', disabled: noTable, title: 'Save the table under another name', run: () => void table.saveTable(true) },
    { id: 'load', label: 'Load table…', keys: 'O', ariaKeys: 'O', title: 'Load a saved table', run: () => void table.loadTable() },
    { id: 'open-replay', label: 'Open replay…', divider: true, title: 'Open a replay file at the table, to watch its line from any point', run: () => void table.openReplay() },
    { id: 'export-replay', label: 'Export replay…', keys: 'E', ariaKeys: 'E', disabled: noTable, title: 'Write the line played so far as a replay file that cardwright replay checks', run: () => void table.exportReplay() },
    { id: 'record', label: 'Record scenario…', keys: 'R', ariaKeys: 'R', divider: true, disabled: noTable, title: 'Write the table’s setup (or its layout where M marked) and the actions since as a scenario in the workspace', run: () => void table.recordScenario() },
  ];
  const title = snapshot ? `${snapshot.gameName} · seed ${snapshot.seed}` : '';
  return (
    <div className="t-toolbar" role="toolbar" aria-label="Table tools">
      <button type="button" className="button small primary" onClick={() => table.openDialog()} title="Set up a new table (Ctrl+Alt+P)" aria-keyshortcuts="Control+Alt+P">
        New table
      </button>
      <MenuButton label="Table file" items={file} className="button small" title="Save and load tables, open and export replays, record scenarios" />
      <span className="t-title" title={title}>
        {snapshot ? (
          <>
            {snapshot.gameName} <span className="muted">· seed {snapshot.seed}</span>
          </>
        ) : null}
      </span>
      {snapshot ? (
        <>
          <div className="t-group" role="group" aria-label="History">
            <button type="button" className="button small t-icon" aria-label="Undo" disabled={!canUndo} onClick={() => void table.step('undo')} title="Undo (Ctrl+Z)" aria-keyshortcuts="Control+Z">
              <UndoIcon />
            </button>
            <button type="button" className="button small t-icon" aria-label="Redo" disabled={!canRedo} onClick={() => void table.step('redo')} title="Redo (Ctrl+Shift+Z)" aria-keyshortcuts="Control+Shift+Z">
              <UndoIcon redo />
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
            <select aria-label="Bot speed" title="Bot speed ([ and ])" value={bots.speed} disabled={!hasBots} onChange={(event) => table.setBots({ speed: event.target.value as BotSpeed })}>
              {SPEEDS.map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
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

