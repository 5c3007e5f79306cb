// The shared menu: what each key does in an open menu and on its button (the WAI-ARIA menu and
// menu button patterns), where the focus starts, and the markup a screen reader and the e2e tests
// read (items named by their labels alone, their keys given as aria-keyshortcuts, the reason an
// item cannot be chosen). test/e2e/table.e2e.test.ts drives the same menu in Chromium.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Menu, MenuButton, menuButtonKey, menuKey, startItem, type MenuItem } from './Menu';

const run = () => undefined;
const file: MenuItem[] = [
  { id: 'save', label: 'Save table', keys: 'Ctrl+S', ariaKeys: 'Control+S', disabled: 'There is no table yet', run },
  { id: 'load', label: 'Load table…', keys: 'O', ariaKeys: 'O', run },
  { id: 'open', label: 'Open replay…', divider: true, run },
  { id: 'export', label: 'Export replay…', keys: 'E', ariaKeys: 'E', disabled: true, run },
  { id: 'record', label: 'Record scenario…', keys: 'R', ariaKeys: 'R', divider: true, run },
];

describe('the keys of an open menu', () => {
  it('walk every item with the arrows, round the ends, disabled ones too', () => {
    expect(menuKey('ArrowDown', file, 0)).toEqual({ focus: 1 });
    expect(menuKey('ArrowDown', file, 3)).toEqual({ focus: 4 });
    expect(menuKey('ArrowDown', file, 4)).toEqual({ focus: 0 });
    expect(menuKey('ArrowUp', file, 1)).toEqual({ focus: 0 });
    expect(menuKey('ArrowUp', file, 0)).toEqual({ focus: 4 });
    // Nothing in focus yet: Down goes to the first, Up to the last.
    expect(menuKey('ArrowDown', file, -1)).toEqual({ focus: 0 });
    expect(menuKey('ArrowUp', file, -1)).toEqual({ focus: 4 });
  });

  it('go to the ends with Home and End', () => {
    expect(menuKey('Home', file, 3)).toEqual({ focus: 0 });
    expect(menuKey('End', file, 1)).toEqual({ focus: 4 });
  });

  it('close it with Escape and Tab, an empty one too', () => {
    expect(menuKey('Escape', file, 2)).toEqual({ close: 'escape' });
    expect(menuKey('Tab', file, 2)).toEqual({ close: 'tab' });
    expect(menuKey('Escape', [], -1)).toEqual({ close: 'escape' });
    expect(menuKey('ArrowDown', [], -1)).toBeNull();
  });

  it('go to the next item starting with a letter typed, after the one in focus, whatever its case', () => {
    expect(menuKey('e', file, 0)).toEqual({ focus: 3 });
    expect(menuKey('R', file, 0)).toEqual({ focus: 4 });
    const two: MenuItem[] = [{ id: 'a', label: 'Set damage…', run }, { id: 'b', label: 'Move to…', run }, { id: 'c', label: 'Set counters…', run }];
    expect(menuKey('s', two, 0)).toEqual({ focus: 2 });
    expect(menuKey('s', two, 2)).toEqual({ focus: 0 });
    expect(menuKey('x', two, 0)).toBeNull();
  });

  it('leave Enter and Space to the item (a button chooses itself), and other keys alone', () => {
    expect(menuKey('Enter', file, 1)).toBeNull();
    expect(menuKey(' ', file, 1)).toBeNull();
    expect(menuKey('F10', file, 1)).toBeNull();
  });
});

describe('where the focus starts', () => {
  it('is the first item that can be chosen, or the last with Up; the first when none can', () => {
    expect(startItem(file, 'first')).toBe(1);
    expect(startItem(file, 'last')).toBe(4);
    expect(startItem([{ disabled: 'no' }, { disabled: true }], 'first')).toBe(0);
    expect(startItem([{ disabled: 'no' }, { disabled: true }], 'last')).toBe(1);
    expect(startItem([], 'first')).toBe(-1);
  });

  it('is given by Down and Up on the menu button (Enter and Space open it as a click does)', () => {
    expect(menuButtonKey('ArrowDown')).toBe('first');
    expect(menuButtonKey('ArrowUp')).toBe('last');
    expect(menuButtonKey('Enter')).toBeNull();
    expect(menuButtonKey(' ')).toBeNull();
  });
});

describe('the markup', () => {
  const html = renderToStaticMarkup(<Menu label="Table file" items={file} at={{ x: 10, y: 20 }} onClose={run} />);

  it('is a menu of menu items out of the Tab order, each named by its label, its keys beside it and in aria-keyshortcuts', () => {
    expect(html).toMatch(/^<div role="menu" aria-label="Table file" class="menu">/);
    expect(html.match(/role="menuitem"/g)).toHaveLength(5);
    expect(html.match(/tabindex="-1"/g)).toHaveLength(5);
    expect(html).toContain('aria-keyshortcuts="O" data-item="load"><span class="menu-label">Load table…</span><kbd class="menu-keys" aria-hidden="true">O</kbd></button>');
    expect(html).toContain('data-item="open"><span class="menu-label">Open replay…</span></button>');
  });

  it('says why an item cannot be chosen', () => {
    expect(html).toContain('aria-disabled="true" aria-keyshortcuts="Control+S" title="There is no table yet" data-item="save"');
    expect(html).toContain('aria-disabled="true" aria-keyshortcuts="E" data-item="export"');
    expect(html).not.toMatch(/aria-disabled="true"[^>]*data-item="load"/);
  });

  it('parts items with lines, and lists items under their headings as labelled groups', () => {
    expect(html.match(/role="separator"/g)).toHaveLength(2);
    expect(html.indexOf('role="separator"')).toBeGreaterThan(html.indexOf('data-item="load"'));
    const grouped = renderToStaticMarkup(<Menu label="Bolt Pup: actions" items={[{ id: 'a', label: 'p1 play Bolt Pup', group: 'Actions', run }, { id: 'b', label: 'Remove', group: 'God tools', run }]} at={{ x: 0, y: 0 }} onClose={run} />);
    expect(grouped).toContain('<div role="group" aria-label="Actions" class="menu-group"><div class="menu-group-heading" aria-hidden="true">Actions</div><button');
    expect(grouped).toContain('<div role="group" aria-label="God tools" class="menu-group">');
  });

  it('of a menu button says it opens a menu, and that it is closed', () => {
    const button = renderToStaticMarkup(<MenuButton label="Table file" items={file} className="button small" />);
    expect(button).toMatch(/^<button type="button" class="menu-button button small" aria-haspopup="menu" aria-expanded="false"><span>Table file<\/span><svg/);
    expect(button).not.toContain('role="menu"');
  });
});
