// The page's keyboard shortcuts, read from the one table of commands (electron/shared/commands.ts)
// that the desktop menu and the command palette read too. The same command may come from the
// menu and the page for one key press; the studio ignores the second of two that arrive together.
import { COMMANDS, COMMAND_IDS, type CommandId, type CommandSpec } from '../../../electron/shared/commands';

export type KeyPress = Pick<KeyboardEvent, 'code' | 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

type Binding = { command: CommandId; commandKey: boolean; alt: boolean; shift: boolean | 'any'; matches: (press: KeyPress) => boolean };

/**
 * A key of an accelerator as a test of the key press. Keys are matched by `code` (the physical
 * key), because Alt/Option changes `key` on macOS; `Plus` by the character, whatever Shift.
 */
function keyTest(key: string): { test: (press: KeyPress) => boolean; anyShift?: boolean } {
  if (/^[A-Z]$/.test(key)) return { test: (p) => p.code === `Key${key}` };
  if (/^[0-9]$/.test(key)) return { test: (p) => p.code === `Digit${key}` };
  if (/^F[0-9]{1,2}$/.test(key)) return { test: (p) => p.code === key };
  const codes: Record<string, string> = { '=': 'Equal', '-': 'Minus', numadd: 'NumpadAdd', numsub: 'NumpadSubtract', num0: 'Numpad0' };
  if (key === 'Plus') return { test: (p) => p.key === '+', anyShift: true };
  const code = codes[key];
  if (code === undefined) throw new Error(`no key test for "${key}"`);
  return { test: (p) => p.code === code };
}

function binding(command: CommandId, accelerator: string): Binding {
  const parts = accelerator.split('+');
  // `CmdOrCtrl++` is not used; `Plus` names the key.
  const key = keyTest(parts.pop()!);
  return { command, commandKey: parts.includes('CmdOrCtrl'), alt: parts.includes('Alt'), shift: key.anyShift ? 'any' : parts.includes('Shift'), matches: key.test };
}

/** Every key the page takes, from the commands' table. */
export const BINDINGS: readonly Binding[] = COMMAND_IDS.flatMap((id) => {
  const spec: CommandSpec = COMMANDS[id];
  return spec.pageKeys === false ? [] : (spec.keys ?? []).map((key) => binding(id, key));
});

/**
 * The command for a key press, or null. `isMac` picks Cmd over Ctrl as the command key; the
 * other of the two must not be held.
 */
export function shortcutCommand(press: KeyPress, isMac: boolean): CommandId | null {
  const commandKey = isMac ? press.metaKey : press.ctrlKey;
  const otherKey = isMac ? press.ctrlKey : press.metaKey;
  if (otherKey) return null;
  for (const b of BINDINGS) {
    if (b.commandKey !== commandKey || b.alt !== press.altKey) continue;
    if (b.shift !== 'any' && b.shift !== press.shiftKey) continue;
    if (b.matches(press)) return b.command;
  }
  return null;
}

export function isMacPlatform(platform: string): boolean {
  return /mac|darwin|iphone|ipad/i.test(platform);
}

/** Whether a command means something now: most need a workspace; zoom, undo and the palette do not. */
export function availableIn(command: CommandId, phase: string): boolean {
  return phase === 'workspace' || (COMMANDS[command] as CommandSpec).when === 'always';
}
