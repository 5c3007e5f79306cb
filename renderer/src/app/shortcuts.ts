// The page's keyboard shortcuts. The same commands also come from Electron's menu; the studio
// ignores the second of two identical commands that arrive together.
import type { StudioCommand } from './studio';

export type KeyPress = Pick<KeyboardEvent, 'code' | 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * The command for a key press, or null. `isMac` picks Cmd over Ctrl as the command key.
 * Keys are matched by `code` (the physical key) because Alt/Option changes `key` on macOS.
 */
export function shortcutCommand(press: KeyPress, isMac: boolean): StudioCommand | null {
  const commandKey = isMac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
  const { code, altKey: alt, shiftKey: shift } = press;
  // Format Document: Shift+Alt+F (Shift+Option+F on macOS), as in VS Code.
  if (!press.ctrlKey && !press.metaKey && alt && shift && code === 'KeyF') return 'format-document';
  if (!commandKey) return null;
  if (code === 'KeyM' && shift && !alt) return 'show-problems';
  if (code === 'KeyC' && alt && !shift) return 'new-card';
  if (code === 'KeyS' && !shift) return alt ? 'save-all' : 'save';
  if (code === 'KeyN' && alt && !shift) return 'new-file';
  if (code === 'KeyW' && alt && !shift) return 'close-tab';
  if (code === 'KeyE' && alt && !shift) return 'export-set-json';
  if (code === 'KeyI' && alt && !shift) return 'import-set-json';
  if (code === 'KeyO' && !alt && !shift) return 'open-workspace';
  if (code === 'KeyP' && alt && !shift) return 'new-table';
  if (code === 'KeyB' && alt && !shift) return 'show-table';
  if (alt) return null;
  if (code === 'Equal' || code === 'NumpadAdd' || press.key === '+') return 'zoom-in';
  if (code === 'Minus' || code === 'NumpadSubtract') return 'zoom-out';
  if ((code === 'Digit0' || code === 'Numpad0') && !shift) return 'zoom-reset';
  return null;
}

export function isMacPlatform(platform: string): boolean {
  return /mac|darwin|iphone|ipad/i.test(platform);
}
