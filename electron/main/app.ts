// Wires the studio's main process together: one instance, one window, the app scheme, the
// security rules, the IPC handlers and the menu.
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session, shell } from 'electron';
import type { MenuCommand } from '../shared/contract';
import { createHost, type Host } from '../host/handlers';
import { openAtStartup } from '../host/startup';
import { installAppProtocol, registerAppScheme } from './app-protocol';
import { appPaths } from './app-url';
import { chooseFolder, confirmDiscard } from './dialogs';
import { chooseSaveFile } from './save-dialog';
import { createDispatcher, registerIpcHandlers } from './ipc';
import { menuTemplate } from './menu';
import { guardWebContents, isExternalLink, lockDownSession } from './security';
import { createMainWindow } from './window';

const APP_NAME = 'Cardwright';

export type StartOptions = {
  /** Folder of the main bundle (dist/electron). */
  mainDir: string;
  version: string;
  /** Workspace named on the command line (`--workspace=DIR`); else the last one reopens. */
  workspace?: string;
};

/** Reads `--workspace=DIR` or `--workspace DIR` from the app's command line. */
export function workspaceArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--workspace=')) return arg.slice('--workspace='.length) || undefined;
    if (arg === '--workspace') return argv[i + 1];
  }
  return undefined;
}

export type Started = {
  /** False when another instance already runs; this one quits. */
  primary: boolean;
  host: Host | null;
  /** Resolves once the window exists. */
  ready: Promise<void>;
  mainWindow: () => BrowserWindow | null;
};

export function startApp(options: StartOptions): Started {
  // Both must happen before the app is ready: sandbox every renderer, whatever its options,
  // and give the studio's scheme its privileges.
  app.enableSandbox();
  registerAppScheme(protocol);

  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { primary: false, host: null, ready: Promise.resolve(), mainWindow: () => null };
  }

  const paths = appPaths(options.mainDir);
  const dev = !app.isPackaged;
  let mainWindow: BrowserWindow | null = null;
  const liveWindow = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);

  const host = createHost({
    host: 'electron',
    version: options.version,
    stateDir: app.getPath('userData'),
    chooseFolder: (purpose) => chooseFolder(dialog, liveWindow(), purpose),
    chooseSaveFile: (suggested) => chooseSaveFile(dialog, liveWindow(), suggested),
    emit: (event, payload) => liveWindow()?.webContents.send(event, payload),
  });

  const sendCommand = (command: MenuCommand) => liveWindow()?.webContents.send('menu:command', { command });
  const showAbout = () => {
    const about = {
      type: 'info' as const,
      title: 'About Cardwright',
      message: `Cardwright ${options.version}`,
      detail: 'A desktop studio for card-game designers.',
      buttons: ['OK'],
    };
    const parent = liveWindow();
    void (parent ? dialog.showMessageBox(parent, about) : dialog.showMessageBox(about));
  };

  const openWindow = () => {
    const created = createMainWindow({
      BrowserWindow,
      preload: paths.preload,
      dev,
      confirmDiscard: (parent) => confirmDiscard(dialog, parent),
    });
    created.on('closed', () => {
      if (mainWindow === created) mainWindow = null;
    });
    mainWindow = created;
  };

  // Every webContents, including any the page manages to create, gets the same rules.
  app.on('web-contents-created', (_event, contents) => {
    guardWebContents(contents, {
      openExternal: (url) => {
        if (isExternalLink(url)) void shell.openExternal(url);
      },
    });
  });

  app.on('second-instance', () => {
    const current = liveWindow();
    if (!current) return;
    if (current.isMinimized()) current.restore();
    current.focus();
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('will-quit', () => {
    void host.dispose();
  });

  const ready = app.whenReady().then(async () => {
    // Before the window loads, so the page finds the workspace open on its first request.
    const startup = await openAtStartup(host, options.workspace);
    if (startup.problem) console.error(`cardwright: ${startup.problem}`);
    lockDownSession(session.defaultSession);
    installAppProtocol(protocol, paths.renderer);
    registerIpcHandlers(ipcMain, createDispatcher(host));
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(menuTemplate({ platform: process.platform, dev, appName: APP_NAME, send: sendCommand, showAbout })),
    );
    openWindow();
    app.on('activate', () => {
      if (liveWindow() === null) openWindow();
    });
  });

  return { primary: true, host, ready, mainWindow: liveWindow };
}
