import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, appPaths } from './app-url';
import { createMainWindow, windowOptions } from './window';
import { FakeBrowserWindow, FakeEvent } from './testing/fake-electron';

describe('window options', () => {
  const paths = appPaths('/opt/cardwright/resources/app.asar/dist/electron');

  it('load the sandboxed preload bundle next to the main bundle', () => {
    expect(paths.preload).toBe('/opt/cardwright/resources/app.asar/dist/electron/preload.cjs');
    expect(paths.renderer).toBe('/opt/cardwright/resources/app.asar/dist/renderer');
    expect(paths.sets).toBe('/opt/cardwright/resources/app.asar/dist/sets');
    expect(windowOptions({ preload: paths.preload, dev: false }).webPreferences?.preload).toBe(paths.preload);
  });

  it.each([true, false])('isolate the page from Node and the host (dev: %s)', (dev) => {
    const prefs = windowOptions({ preload: paths.preload, dev }).webPreferences!;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    });
    expect(prefs.devTools).toBe(dev);
    // Options that would weaken the sandbox are not set at all.
    for (const key of ['experimentalFeatures', 'enableBlinkFeatures', 'additionalArguments', 'partition']) {
      expect(prefs).not.toHaveProperty(key);
    }
  });

  it('start hidden, to show once the page is ready', () => {
    expect(windowOptions({ preload: paths.preload, dev: false }).show).toBe(false);
  });
});

describe('main window', () => {
  function open(discard: boolean) {
    const asked: unknown[] = [];
    const window = createMainWindow({
      BrowserWindow: FakeBrowserWindow as never,
      preload: '/app/dist/electron/preload.cjs',
      dev: false,
      confirmDiscard: (parent) => {
        asked.push(parent);
        return discard;
      },
    }) as unknown as FakeBrowserWindow;
    return { window, asked };
  }

  it('loads the studio page from the app scheme and shows when ready', () => {
    const { window } = open(false);
    expect(window.loadedUrl).toBe(APP_ENTRY_URL);
    expect(window.loadedUrl).toBe('cardwright://app/index.html');
    expect(window.shown).toBe(false);
    window.emit('ready-to-show');
    expect(window.shown).toBe(true);
  });

  it('lets the page unload with unsaved work only when the user discards it', () => {
    const keep = open(false);
    const kept = new FakeEvent();
    keep.window.webContents.emit('will-prevent-unload', kept);
    expect(keep.asked).toEqual([keep.window]);
    expect(kept.defaultPrevented).toBe(false);

    const discard = open(true);
    const discarded = new FakeEvent();
    discard.window.webContents.emit('will-prevent-unload', discarded);
    expect(discarded.defaultPrevented).toBe(true);
  });
});
