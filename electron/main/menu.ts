// The application menu. Items that are studio commands send a MenuCommand to the page (which
// owns editors, undo history and zoom); the rest are Electron roles.
import type { MenuItemConstructorOptions } from 'electron';
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
  const command = (label: string, accelerator: string, name: MenuCommand): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => options.send(name),
  });
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
      command('New File', 'CmdOrCtrl+Alt+N', 'new-file'),
      { label: 'New Window', accelerator: 'CmdOrCtrl+Shift+N', click: () => options.newWindow() },
      command('Open Workspace…', 'CmdOrCtrl+O', 'open-workspace'),
      separator,
      command('Save', 'CmdOrCtrl+S', 'save'),
      command('Save All', 'CmdOrCtrl+Alt+S', 'save-all'),
      separator,
      command('Export…', 'CmdOrCtrl+E', 'export'),
      command('Export Set as JSON…', 'CmdOrCtrl+Alt+E', 'export-set-json'),
      command('Import Set JSON…', 'CmdOrCtrl+Alt+I', 'import-set-json'),
      separator,
      command('New Table…', 'CmdOrCtrl+Alt+P', 'new-table'),
      separator,
      // On macOS Quit lives in the app menu; File ends with Close Window there.
      mac ? { role: 'close' } : { role: 'quit', label: 'Quit', accelerator: 'CmdOrCtrl+Q' },
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: top('&Edit'),
    submenu: [
      command('Undo', 'CmdOrCtrl+Z', 'undo'),
      command('Redo', 'CmdOrCtrl+Shift+Z', 'redo'),
      // A second shortcut for Redo, as Windows and Linux users expect. An item holds one
      // accelerator, so this is a hidden twin (hidden items keep their shortcut there).
      ...(mac ? [] : [{ ...command('Redo', 'CmdOrCtrl+Y', 'redo'), visible: false }]),
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
      separator,
      command('Format Document', 'Shift+Alt+F', 'format-document'),
      command('Insert New Card…', 'CmdOrCtrl+Alt+C', 'new-card'),
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: top('&View'),
    submenu: [
      command('Zoom In', 'CmdOrCtrl+=', 'zoom-in'),
      command('Zoom Out', 'CmdOrCtrl+-', 'zoom-out'),
      command('Actual Size', 'CmdOrCtrl+0', 'zoom-reset'),
      separator,
      command('Problems', 'CmdOrCtrl+Shift+M', 'show-problems'),
      command('Table', 'CmdOrCtrl+Alt+B', 'show-table'),
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
