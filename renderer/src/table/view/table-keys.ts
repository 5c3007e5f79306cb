// The table's keyboard shortcuts, in one list: what the Shortcuts dialog shows and what the
// table's key handler does. Single keys act while the focus is on the table but not in a text
// field; the studio-wide ones (Ctrl+Alt+P, Ctrl+Alt+B, Ctrl+S) go through the studio's commands.
import type { TableController } from '../controller';
import type { BotSpeed } from '../controller';

export type Shortcut = { keys: string; does: string };

export const TABLE_SHORTCUTS: Shortcut[] = [
  { keys: 'Ctrl+Alt+P', does: 'New table' },
  { keys: 'Ctrl+Alt+B', does: 'Show the table, or the editor again' },
  { keys: 'Ctrl+S', does: 'Save the table (Ctrl+Shift+S: save as)' },
  { keys: 'O', does: 'Load a saved table' },
  { keys: 'R', does: 'Record a scenario from the table' },
  { keys: 'M', does: 'Mark where a recorded scenario starts (again: from the setup)' },
  { keys: 'E', does: 'Export a replay of the line played' },
  { keys: 'Ctrl+Z', does: 'Undo (back to your last decision)' },
  { keys: 'Ctrl+Shift+Z, Ctrl+Y', does: 'Redo' },
  { keys: '1 … 9', does: 'Take the first to ninth legal action' },
  { keys: 'A', does: 'Go to the legal actions' },
  { keys: 'L', does: 'Go to the log (Enter on an entry jumps there)' },
  { keys: 'P', does: 'Play or pause the bots' },
  { keys: 'N', does: 'One bot action' },
  { keys: '[ and ]', does: 'Bots slower or faster' },
  { keys: 'G', does: 'God mode on or off' },
  { keys: 'Shift+F10, Menu key, right click', does: 'The actions and god tools of the card or player in focus' },
  { keys: 'H', does: 'Show every hand, or only the seat in control’s' },
  { keys: 'Escape', does: 'Close a menu or form' },
  { keys: '?', does: 'This list' },
];

const SPEED_ORDER: BotSpeed[] = ['slow', 'normal', 'fast', 'full'];

/** Whether a key press is typing into a field (which keeps its keys). */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element?.closest?.('input, select, textarea, [contenteditable="true"]');
}

/** Does what a key press means on the table; answers whether it meant something. */
export function tableKey(event: KeyboardEvent, table: TableController, page: { showHelp: () => void }): boolean {
  const command = event.ctrlKey || event.metaKey;
  const snapshot = table.state.snapshot;
  if (command && !event.altKey) {
    if (event.code === 'KeyZ' || event.code === 'KeyY') {
      if (typing(event.target) || !snapshot) return false;
      void table.step(event.code === 'KeyY' || event.shiftKey ? 'redo' : 'undo', 'keyboard');
      return true;
    }
    if (event.code === 'KeyS' && event.shiftKey) {
      void table.saveTable(true);
      return true;
    }
    return false;
  }
  if (command || event.altKey || typing(event.target)) return false;
  const key = event.key;
  if (key === '?') {
    page.showHelp();
    return true;
  }
  switch (key.toLowerCase()) {
    case 'o':
      void table.loadTable();
      return true;
    case 'r':
      if (!snapshot) return false;
      void table.recordScenario();
      return true;
    case 'm':
      if (!snapshot) return false;
      table.markRecording();
      return true;
    case 'e':
      if (!snapshot) return false;
      void table.exportReplay();
      return true;
    case 'p':
      if (!snapshot) return false;
      table.setBots({ playing: !table.state.bots.playing });
      return true;
    case 'n':
      void table.stepBot();
      return !!snapshot;
    case 'g':
      if (!snapshot) return false;
      table.setGod(!table.state.god.on);
      return true;
    case 'h':
      if (!snapshot) return false;
      void table.setHidden(snapshot.hidden === 'all' ? 'seat' : 'all');
      return true;
    case 'a':
      return focusFirst('[aria-label="Legal actions"] button:not(:disabled)');
    case 'l':
      return focusFirst('[aria-label="Log"] [aria-current="step"], [aria-label="Log"] .t-log-button');
    case '[':
    case ']': {
      const at = SPEED_ORDER.indexOf(table.state.bots.speed);
      const next = SPEED_ORDER[Math.max(0, Math.min(SPEED_ORDER.length - 1, at + (key === ']' ? 1 : -1)))]!;
      table.setBots({ speed: next });
      return true;
    }
  }
  if (/^[1-9]$/.test(key) && snapshot && !snapshot.waiting?.bot) {
    const action = snapshot.legal[Number(key) - 1];
    if (!action) return false;
    void table.act(action.index);
    return true;
  }
  return false;
}

function focusFirst(selector: string): boolean {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return false;
  element.focus();
  return true;
}
