// The studio window. Its webPreferences are the security baseline of the whole app: the page
// gets no Node, runs sandboxed in its own context, and reaches the host only through the
// preload's bridge.
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { APP_ENTRY_URL } from './app-url';

export type WindowSettings = {
  preload: string;
  /** Development build: DevTools allowed. */
  dev: boolean;
};

export function windowOptions(settings: WindowSettings): BrowserWindowConstructorOptions {
  return {
    title: 'Cardwright',
    width: 1360,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    // Shown on ready-to-show so the user never sees an empty frame.
    show: false,
    backgroundColor: '#1e1f24',
    webPreferences: {
      preload: settings.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      devTools: settings.dev,
    },
  };
}

type WindowClass = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

export type WindowDeps = WindowSettings & {
  BrowserWindow: WindowClass;
  /** Called when the page tries to leave with unsaved work; true to discard and leave. */
  confirmDiscard: (window: BrowserWindow) => boolean;
};

export function createMainWindow(deps: WindowDeps): BrowserWindow {
  const window = new deps.BrowserWindow(windowOptions(deps));
  window.once('ready-to-show', () => window.show());
  // The page's beforeunload handler asks to stay when files are unsaved; Electron then fires
  // will-prevent-unload, and preventDefault() there lets the unload (the close) go ahead.
  window.webContents.on('will-prevent-unload', (event) => {
    if (deps.confirmDiscard(window)) event.preventDefault();
  });
  void window.loadURL(APP_ENTRY_URL);
  return window;
}
