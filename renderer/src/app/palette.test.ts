import { describe, expect, it } from 'vitest';
import { COMMANDS, COMMAND_IDS, type CommandSpec } from '../../../electron/shared/commands';
import { paletteEntries } from './palette';

describe('the command palette’s entries', () => {
  it('offers every command of the table but the palette itself, with a workspace open', () => {
    const ids = paletteEntries('workspace', '').map((entry) => entry.id);
    expect(ids).toEqual(COMMAND_IDS.filter((id) => (COMMANDS[id] as CommandSpec).palette !== false));
    expect(ids).not.toContain('command-palette');
    expect(ids).toContain('toggle-gallery');
  });

  it('offers only what means something on the welcome screen', () => {
    expect(paletteEntries('welcome', '').map((entry) => entry.id)).toEqual(['undo', 'redo', 'zoom-in', 'zoom-out', 'zoom-reset']);
  });

  it('keeps the commands whose category and title hold every word typed, whatever the case', () => {
    expect(paletteEntries('workspace', 'set json').map((entry) => entry.label)).toEqual(['File: Export Set as JSON…', 'File: Import Set JSON…']);
    expect(paletteEntries('workspace', '  EXPLORER go ').map((entry) => entry.id)).toEqual(['focus-explorer', 'filter-files']);
    expect(paletteEntries('workspace', 'no such command')).toEqual([]);
  });
});
