import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { COMMANDS, COMMAND_IDS, type CommandSpec } from '../shared/commands';
import type { MenuCommand } from '../shared/contract';
import { menuTemplate, type MenuOptions } from './menu';

function build(overrides: Partial<MenuOptions> = {}) {
  const sent: MenuCommand[] = [];
  let about = 0;
  let windows = 0;
  const template = menuTemplate({
    platform: 'linux',
    dev: false,
    appName: 'Cardwright',
    send: (command) => sent.push(command),
    showAbout: () => (about += 1),
    newWindow: () => (windows += 1),
    ...overrides,
  });
  return { template, sent, about: () => about, windows: () => windows };
}

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function submenuOf(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label?.replace('&', '') === label);
  if (!menu || !Array.isArray(menu.submenu)) throw new Error(`no ${label} menu`);
  return menu.submenu;
}

function click(item: MenuItemConstructorOptions): void {
  (item.click as () => void)();
}

describe('application menu', () => {
  it.each([
    ['File', 'New File', 'CmdOrCtrl+Alt+N', 'new-file'],
    ['File', 'Open Workspace…', 'CmdOrCtrl+O', 'open-workspace'],
    ['File', 'Save', 'CmdOrCtrl+S', 'save'],
    ['File', 'Save All', 'CmdOrCtrl+Alt+S', 'save-all'],
    ['File', 'Export…', 'CmdOrCtrl+E', 'export'],
    ['File', 'Export Set as JSON…', 'CmdOrCtrl+Alt+E', 'export-set-json'],
    ['File', 'Import Set JSON…', 'CmdOrCtrl+Alt+I', 'import-set-json'],
    ['Edit', 'Undo', 'CmdOrCtrl+Z', 'undo'],
    ['Edit', 'Redo', 'CmdOrCtrl+Shift+Z', 'redo'],
    ['View', 'Zoom In', 'CmdOrCtrl+=', 'zoom-in'],
    ['View', 'Zoom Out', 'CmdOrCtrl+-', 'zoom-out'],
    ['View', 'Actual Size', 'CmdOrCtrl+0', 'zoom-reset'],
    ['Edit', 'Format Document', 'Shift+Alt+F', 'format-document'],
    ['Edit', 'Insert New Card…', 'CmdOrCtrl+Alt+C', 'new-card'],
    ['View', 'Problems', 'CmdOrCtrl+Shift+M', 'show-problems'],
    ['File', 'New Table…', 'CmdOrCtrl+Alt+P', 'new-table'],
    ['File', 'Load Table…', undefined, 'load-table'],
    ['File', 'Open Replay at the Table…', undefined, 'open-replay'],
    ['View', 'Table', 'CmdOrCtrl+Alt+B', 'show-table'],
  ] as const)('%s > %s has %s and sends %s', (menu, label, accelerator, command) => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const { template, sent } = build({ platform });
      const item = submenuOf(template, menu).find((i) => i.label === label && i.accelerator === accelerator);
      expect(item, `${platform}: ${label}`).toBeDefined();
      click(item!);
      expect(sent).toEqual([command]);
    }
  });

  it('also redoes with CmdOrCtrl+Y on Windows and Linux', () => {
    const { template, sent } = build({ platform: 'win32' });
    const redoY = submenuOf(template, 'Edit').find((i) => i.accelerator === 'CmdOrCtrl+Y')!;
    click(redoY);
    expect(sent).toEqual(['redo']);
  });

  it('keeps the native clipboard roles in Edit', () => {
    const roles = submenuOf(build().template, 'Edit').map((i) => i.role).filter(Boolean);
    expect(roles).toEqual(['cut', 'copy', 'paste', 'selectAll']);
  });

  it('offers developer tools only in development', () => {
    const roles = (dev: boolean) => items(build({ dev }).template).map((i) => i.role);
    expect(roles(true)).toContain('toggleDevTools');
    expect(roles(true)).toContain('reload');
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
  });

  it('quits from File on Windows and Linux, from the app menu on macOS', () => {
    const linux = build({ platform: 'linux' }).template;
    expect(linux.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Help']);
    expect(submenuOf(linux, 'File').at(-1)).toMatchObject({ role: 'quit', accelerator: 'CmdOrCtrl+Q' });

    const mac = build({ platform: 'darwin' }).template;
    expect(mac.map((m) => m.label ?? m.role)).toEqual(['Cardwright', 'File', 'Edit', 'View', 'windowMenu', 'Help']);
    expect(submenuOf(mac, 'Cardwright').map((i) => i.role)).toContain('quit');
    expect(submenuOf(mac, 'File').map((i) => i.role)).not.toContain('quit');
  });

  it('opens a new window from File, without a page command', () => {
    const { template, windows, sent } = build();
    const item = submenuOf(template, 'File').find((i) => i.label === 'New Window')!;
    expect(item.accelerator).toBe('CmdOrCtrl+Shift+N');
    click(item);
    expect(windows()).toBe(1);
    expect(sent).toEqual([]);
  });

  it('shows About from Help', () => {
    const { template, about, sent } = build();
    click(submenuOf(template, 'Help').find((i) => i.label === 'About Cardwright')!);
    expect(about()).toBe(1);
    expect(sent).toEqual([]);
  });

  it('offers every studio command, with its label and first key from the one table of commands', () => {
    for (const platform of ['linux', 'darwin'] as const) {
      const all = items(build({ platform }).template);
      for (const id of COMMAND_IDS) {
        const spec: CommandSpec = COMMANDS[id];
        const item = all.find((i) => i.label === (spec.menuLabel ?? spec.title) && i.visible !== false);
        expect(item, `${platform}: ${id}`).toBeDefined();
        expect(item!.accelerator).toBe(spec.keys?.[0]);
      }
    }
  });

  it('keeps the simulation\'s reports together in File: open one, save the result, compare with one', () => {
    const { template, sent } = build();
    const file = submenuOf(template, 'File');
    const at = file.findIndex((i) => i.label === 'Open Simulation Report…');
    expect(file.slice(at, at + 3).map((i) => i.label)).toEqual(['Open Simulation Report…', 'Save Simulation Report…', 'Compare Simulation with a Saved Report…']);
    click(file[at]!);
    expect(sent).toEqual(['open-simulation-report']);
  });

  it('uses every accelerator once', () => {
    const accelerators = items(build({ dev: true }).template)
      .map((i) => i.accelerator)
      .filter(Boolean);
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });
});
