// Wires the studio's main process together: one instance, its windows (each with its own
// workspace session), the app scheme, the security rules, the IPC handlers and the menu.
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session, shell } from 'electron';
import type { MenuCommand } from '../shared/contract';
import { createHost, type Host } from '../host/handlers';
import { openAtStartup } from '../host/startup';
import { installAppProtocol, registerAppScheme } from './app-protocol';
import { appPaths } from './app-url';
import { chooseFolder, confirmDiscard, confirmExternalLink, confirmFolder } from './dialogs';
import { openExternalLink } from './external-links';
import { chooseSaveFile } from './save-dialog';
import { createDispatcher, registerIpcHandlers } from './ipc';
import { menuTemplate } from './menu';
import { createPdfPrinter } from './print';
import { guardWebContents, lockDownSession } from './security';
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
  /** Open windows by the id of their webContents, which is what IPC events and sessions name. */
  const windows = new Map<number, BrowserWindow>();
  let lastWindow: BrowserWindow | null = null;
  const live = (window: BrowserWindow | null | undefined): BrowserWindow | null => (window && !window.isDestroyed() ? window : null);
  const windowOf = (id: number | undefined): BrowserWindow | null => (id === undefined ? null : live(windows.get(id)));
  /** The window the user works in: the focused one, else the one opened or focused last. */
  const currentWindow = (): BrowserWindow | null => live(BrowserWindow.getFocusedWindow()) ?? live(lastWindow);

  const host = createHost({
    host: 'electron',
    version: options.version,
    stateDir: app.getPath('userData'),
    chooseFolder: (purpose, window) => chooseFolder(dialog, windowOf(window), purpose),
    chooseSaveFile: (suggested, window) => chooseSaveFile(dialog, windowOf(window), suggested),
    confirmFolder: (question) => confirmFolder(dialog, windowOf(question.window), question),
    // A session's events go to the window that holds it, and to no other.
    emit: (target, event, payload) => windowOf(target.window)?.webContents.send(event, payload),
    isHeld: (target) => windowOf(target.window) !== null,
    printToPdf: createPdfPrinter({ BrowserWindow }),
    examples: { setsDir: paths.sets, documentsDir: () => app.getPath('documents') },
  });

  const sendCommand = (command: MenuCommand) => currentWindow()?.webContents.send('menu:command', { command });
  const showAbout = () => {
    const about = {
      type: 'info' as const,
      title: 'About Cardwright',
      message: `Cardwright ${options.version}`,
      detail: 'A desktop studio for card-game designers.',
      buttons: ['OK'],
    };
    const parent = currentWindow();
    void (parent ? dialog.showMessageBox(parent, about) : dialog.showMessageBox(about));
  };

  const openWindow = () => {
    const created = createMainWindow({
      BrowserWindow,
      preload: paths.preload,
      dev,
      confirmDiscard: (parent) => confirmDiscard(dialog, parent),
    });
    const id = created.webContents.id;
    windows.set(id, created);
    lastWindow = created;
    created.on('focus', () => {
      lastWindow = created;
    });
    created.on('closed', () => {
      windows.delete(id);
      if (lastWindow === created) lastWindow = [...windows.values()].at(-1) ?? null;
      // The window's workspace session ends with it (its watcher stops).
      void host.closeWindow(id);
    });
  };

  // Every webContents, including any the page manages to create, gets the same rules. An
  // outside link opens at once only if it is the project's documentation; others ask first.
  app.on('web-contents-created', (_event, contents) => {
    guardWebContents(contents, {
      openExternal: (url) => {
        void openExternalLink(url, {
          open: (link) => shell.openExternal(link),
          confirm: (link) => confirmExternalLink(dialog, currentWindow(), link),
        });
      },
    });
  });

  app.on('second-instance', () => {
    const current = currentWindow();
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
    // Before the window loads, so the page's first session opens the named workspace.
    const startup = await openAtStartup(host, options.workspace);
    if (startup.problem) console.error(`cardwright: ${startup.problem}`);
    lockDownSession(session.defaultSession);
    installAppProtocol(protocol, paths.renderer);
    registerIpcHandlers(ipcMain, createDispatcher(host));
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(menuTemplate({ platform: process.platform, dev, appName: APP_NAME, send: sendCommand, showAbout, newWindow: openWindow })),
    );
    openWindow();
    app.on('activate', () => {
      if (windows.size === 0) openWindow();
    });
  });

  return { primary: true, host, ready, mainWindow: currentWindow };
}
