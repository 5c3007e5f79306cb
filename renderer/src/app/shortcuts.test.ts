import { describe, expect, it } from 'vitest';
import { type KeyPress, isMacPlatform, shortcutCommand } from './shortcuts';

function press(code: string, mods: Partial<KeyPress> = {}): KeyPress {
  return { code, key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods };
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

  it('maps the table commands', () => {
    expect(shortcutCommand(press('KeyP', { ctrlKey: true, altKey: true }), false)).toBe('new-table');
    expect(shortcutCommand(press('KeyP', { metaKey: true, altKey: true }), true)).toBe('new-table');
    expect(shortcutCommand(press('KeyB', { ctrlKey: true, altKey: true }), false)).toBe('show-table');
    expect(shortcutCommand(press('KeyP', { ctrlKey: true }), false)).toBeNull();
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

  it('recognises macOS platforms', () => {
    expect(isMacPlatform('darwin')).toBe(true);
    expect(isMacPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isMacPlatform('linux')).toBe(false);
    expect(isMacPlatform('win32')).toBe(false);
  });
});
