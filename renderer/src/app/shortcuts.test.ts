import { describe, expect, it } from 'vitest';
import { COMMANDS, COMMAND_IDS, type CommandSpec } from '../../../electron/shared/commands';
import { BINDINGS, type KeyPress, availableIn, isMacPlatform, shortcutCommand } from './shortcuts';

function press(code: string, mods: Partial<KeyPress> = {}): KeyPress {
  return { code, key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods };
}

/** The key press an accelerator names. */
function pressFor(accelerator: string, mac: boolean): KeyPress {
  const parts = accelerator.split('+');
  const key = parts.pop()!;
  const codes: Record<string, [string, string]> = { '=': ['Equal', '='], '-': ['Minus', '-'], Plus: ['Equal', '+'], numadd: ['NumpadAdd', '+'], numsub: ['NumpadSubtract', '-'], num0: ['Numpad0', '0'] };
  const [code, character] = codes[key] ?? (/^[A-Z]$/.test(key) ? [`Key${key}`, key.toLowerCase()] : /^[0-9]$/.test(key) ? [`Digit${key}`, key] : [key, key]);
  const command = parts.includes('CmdOrCtrl');
  return { code, key: character, ctrlKey: command && !mac, metaKey: command && mac, altKey: parts.includes('Alt'), shiftKey: parts.includes('Shift') || key === 'Plus' };
}

describe('shortcutCommand', () => {
  it('maps the studio shortcuts with Ctrl on Windows and Linux', () => {
    expect(shortcutCommand(press('KeyS', { ctrlKey: true }), false)).toBe('save');
    expect(shortcutCommand(press('KeyS', { ctrlKey: true, altKey: true }), false)).toBe('save-all');
    expect(shortcutCommand(press('KeyN', { ctrlKey: true, altKey: true }), false)).toBe('new-file');
    expect(shortcutCommand(press('KeyW', { ctrlKey: true, altKey: true }), false)).toBe('close-tab');
    expect(shortcutCommand(press('KeyE', { ctrlKey: true, altKey: true }), false)).toBe('export-set-json');
    expect(shortcutCommand(press('KeyI', { ctrlKey: true, altKey: true }), false)).toBe('import-set-json');
    expect(shortcutCommand(press('KeyO', { ctrlKey: true }), false)).toBe('open-workspace');
    expect(shortcutCommand(press('Equal', { ctrlKey: true }), false)).toBe('zoom-in');
    expect(shortcutCommand(press('Minus', { ctrlKey: true }), false)).toBe('zoom-out');
    expect(shortcutCommand(press('Digit0', { ctrlKey: true }), false)).toBe('zoom-reset');
  });

  it('maps the language commands', () => {
    expect(shortcutCommand(press('KeyF', { altKey: true, shiftKey: true }), false)).toBe('format-document');
    expect(shortcutCommand(press('KeyF', { altKey: true, shiftKey: true }), true)).toBe('format-document');
    expect(shortcutCommand(press('KeyF', { altKey: true, shiftKey: true, ctrlKey: true }), false)).toBeNull();
    expect(shortcutCommand(press('KeyM', { ctrlKey: true, shiftKey: true }), false)).toBe('show-problems');
    expect(shortcutCommand(press('KeyM', { metaKey: true, shiftKey: true }), true)).toBe('show-problems');
    expect(shortcutCommand(press('KeyC', { ctrlKey: true, altKey: true }), false)).toBe('new-card');
    expect(shortcutCommand(press('KeyC', { ctrlKey: true }), false)).toBeNull();
  });

  it('maps the commands the palette and the explorer added, and the palette with F1 too', () => {
    expect(shortcutCommand(press('KeyP', { ctrlKey: true, shiftKey: true }), false)).toBe('command-palette');
    expect(shortcutCommand(press('F1'), false)).toBe('command-palette');
    expect(shortcutCommand(press('KeyN', { ctrlKey: true, altKey: true, shiftKey: true }), false)).toBe('new-set');
    expect(shortcutCommand(press('KeyE', { ctrlKey: true, shiftKey: true }), false)).toBe('focus-explorer');
    expect(shortcutCommand(press('KeyF', { ctrlKey: true, altKey: true }), false)).toBe('filter-files');
    expect(shortcutCommand(press('KeyG', { ctrlKey: true, altKey: true }), false)).toBe('toggle-gallery');
    expect(shortcutCommand(press('KeyE', { ctrlKey: true }), false)).toBe('export');
  });

  it('zooms with the keys of either keyboard, Shift or not for +', () => {
    expect(shortcutCommand({ ...press('Equal', { ctrlKey: true, shiftKey: true }), key: '+' }, false)).toBe('zoom-in');
    expect(shortcutCommand(press('NumpadAdd', { ctrlKey: true }), false)).toBe('zoom-in');
    expect(shortcutCommand(press('NumpadSubtract', { ctrlKey: true }), false)).toBe('zoom-out');
    expect(shortcutCommand(press('Numpad0', { ctrlKey: true }), false)).toBe('zoom-reset');
    expect(shortcutCommand(press('Digit0', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('binds each key to one command, and leaves undo and redo to the focused field', () => {
    const seen = new Map<string, string>();
    expect(BINDINGS.some((b) => b.command === 'undo' || b.command === 'redo')).toBe(false);
    const presses = [press('KeyZ', { ctrlKey: true }), press('KeyY', { ctrlKey: true }), press('KeyZ', { ctrlKey: true, shiftKey: true })];
    for (const p of presses) expect(shortcutCommand(p, false)).toBeNull();
    // Every key of the table reaches its own command, on both platforms.
    for (const id of COMMAND_IDS) {
      const spec: CommandSpec = COMMANDS[id];
      if (spec.pageKeys === false) continue;
      for (const accelerator of spec.keys ?? []) {
        for (const mac of [false, true]) {
          const pressed = pressFor(accelerator, mac);
          const got = shortcutCommand(pressed, mac);
          expect(got, `${accelerator} on ${mac ? 'macOS' : 'Linux'}`).toBe(id);
          seen.set(`${mac}:${accelerator}`, id);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('uses Cmd on macOS, matching the physical key even when Option changes the character', () => {
    expect(shortcutCommand({ ...press('KeyS', { metaKey: true, altKey: true }), key: 'ß' }, true)).toBe('save-all');
    expect(shortcutCommand(press('KeyS', { ctrlKey: true }), true)).toBeNull();
  });

  it('leaves other keys to the editor and the browser', () => {
    expect(shortcutCommand(press('KeyS'), false)).toBeNull();
    expect(shortcutCommand(press('KeyW', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutCommand(press('KeyZ', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutCommand(press('KeyS', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('takes only zoom, undo, redo and the palette without a workspace', () => {
    expect(COMMAND_IDS.filter((id) => availableIn(id, 'welcome')).sort()).toEqual(['command-palette', 'redo', 'undo', 'zoom-in', 'zoom-out', 'zoom-reset']);
    expect(COMMAND_IDS.every((id) => availableIn(id, 'workspace'))).toBe(true);
  });

  it('recognises macOS platforms', () => {
    expect(isMacPlatform('darwin')).toBe(true);
    expect(isMacPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isMacPlatform('linux')).toBe(false);
    expect(isMacPlatform('win32')).toBe(false);
  });
});
