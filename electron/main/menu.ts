// The application menu. Items that are studio commands send a MenuCommand to the page (which
// owns editors, undo history and zoom); the rest are Electron roles. A command's label and keys
// come from the one table of commands (electron/shared/commands.ts).
import type { MenuItemConstructorOptions } from 'electron';
import { COMMANDS, type CommandSpec } from '../shared/commands';
import type { MenuCommand } from '../shared/contract';

export type MenuOptions = {
  platform: NodeJS.Platform;
  /** Development build: adds Reload and Toggle Developer Tools. */
  dev: boolean;
  appName: string;
  send: (command: MenuCommand) => void;
  showAbout: () => void;
  /** Opens another studio window, with its own workspace. */
  newWindow: () => void;
};

export function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const item = (name: MenuCommand, accelerator: string | undefined): MenuItemConstructorOptions => {
    const spec: CommandSpec = COMMANDS[name];
    return { label: spec.menuLabel ?? spec.title, ...(accelerator ? { accelerator } : {}), click: () => options.send(name) };
  };
  /**
   * The command's item, with its first key. Its other keys are the page's to take, except for
   * a command the page leaves its keys alone for (Redo's Ctrl+Y): an item holds one
   * accelerator, so those get hidden twins (hidden items keep their shortcut on Windows and
   * Linux; macOS users expect no second key).
   */
  const command = (name: MenuCommand): MenuItemConstructorOptions[] => {
    const spec: CommandSpec = COMMANDS[name];
    const [first, ...others] = spec.keys ?? [];
    const twins = spec.pageKeys === false && !mac ? others.map((key) => ({ ...item(name, key), visible: false })) : [];
    return [item(name, first), ...twins];
  };
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  // `&` marks the Alt-key mnemonic on Windows and Linux; macOS menus have none.
  const top = (label: string) => (mac ? label.replace('&', '') : label);

  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: options.appName,
          submenu: [
            { label: `About ${options.appName}`, click: options.showAbout },
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : [];

  const file: MenuItemConstructorOptions = {
    label: top('&File'),
    submenu: [
      ...command('new-file'),
      ...command('new-set'),
      { label: 'New Window', accelerator: 'CmdOrCtrl+Shift+N', click: () => options.newWindow() },
      ...command('open-workspace'),
      separator,
      ...command('save'),
      ...command('save-all'),
      ...command('close-tab'),
      separator,
      ...command('export'),
      ...command('export-set-json'),
      ...command('import-set-json'),
      ...command('export-card-png'),
      separator,
      ...command('new-table'),
      ...command('load-table'),
      ...command('open-replay'),
      ...command('delete-deck'),
      ...command('open-simulation-report'),
      ...command('save-simulation-report'),
      ...command('compare-simulation-report'),
      separator,
      // On macOS Quit lives in the app menu; File ends with Close Window there.
      mac ? { role: 'close' } : { role: 'quit', label: 'Quit', accelerator: 'CmdOrCtrl+Q' },
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: top('&Edit'),
    submenu: [
      ...command('undo'),
      ...command('redo'),
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
      separator,
      ...command('format-document'),
      ...command('new-card'),
      ...command('toggle-format-on-save'),
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: top('&View'),
    submenu: [
      ...command('command-palette'),
      separator,
      ...command('focus-explorer'),
      ...command('filter-files'),
      ...command('focus-editor'),
      ...command('toggle-gallery'),
      ...command('show-table'),
      ...command('toggle-decks'),
      ...command('toggle-simulation'),
      ...command('run-simulation'),
      ...command('show-problems'),
      separator,
      ...command('zoom-in'),
      ...command('zoom-out'),
      ...command('zoom-reset'),
      ...(options.dev
        ? [separator, { role: 'reload' } as const, { role: 'toggleDevTools', accelerator: mac ? 'Alt+Cmd+I' : 'Ctrl+Shift+I' } as const]
        : []),
    ],
  };

  const windowMenu: MenuItemConstructorOptions[] = mac ? [{ role: 'windowMenu' }] : [];

  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: top('&Help'),
    submenu: [{ label: `About ${options.appName}`, click: options.showAbout }],
  };

  return [...appMenu, file, edit, view, ...windowMenu, help];
}
