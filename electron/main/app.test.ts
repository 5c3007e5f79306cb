import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames } from '../shared/contract';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { startApp, workspaceArgument, type Started } from './app';
import { FakeBrowserWindow, FakeEvent, FakeWebContents, fakeElectron, resetFakeElectron } from './testing/fake-electron';

// Never the real package: requiring it from Node tries to download Electron's binary.
vi.mock('electron', async () => (await import('./testing/fake-electron')).fakeElectron);

let base: string;
let mainDir: string;
let started: Started;

beforeEach(async () => {
  resetFakeElectron();
  base = await mkdtemp(join(tmpdir(), 'cardwright-app-'));
  mainDir = join(base, 'dist', 'electron');
  await mkdir(join(base, 'dist', 'renderer'), { recursive: true });
  await writeFile(join(base, 'dist', 'renderer', 'index.html'), '<!doctype html><title>Cardwright</title>');
  fakeElectron.app.userData = join(base, 'user-data');
});

afterEach(async () => {
  await started?.host?.dispose();
  await rm(base, { recursive: true, force: true });
});

async function ready(): Promise<FakeBrowserWindow> {
  started = startApp({ mainDir, version: '1.2.3' });
  fakeElectron.app.makeReady();
  await started.ready;
  const [window] = FakeBrowserWindow.instances;
  if (!window) throw new Error('no window was created');
  return window;
}

const appFrame = { senderFrame: { url: 'cardwright://app/index.html' } };

function invoke(channel: string, request: unknown, event: unknown = appFrame) {
  const handler = fakeElectron.ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(event, request) as Promise<unknown>;
}

describe('startApp', () => {
  it('sandboxes all renderers and registers the app scheme before the app is ready', () => {
    started = startApp({ mainDir, version: '1.2.3' });
    expect(fakeElectron.app.sandboxEnabled).toBe(true);
    expect(fakeElectron.protocol.privileged).toEqual([
      { scheme: 'cardwright', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    // Nothing that needs a ready app has happened yet.
    expect(FakeBrowserWindow.instances).toEqual([]);
    expect(fakeElectron.ipcMain.handlers.size).toBe(0);
  });

  it('quits at once when another instance holds the lock', async () => {
    fakeElectron.app.singleInstance = false;
    started = startApp({ mainDir, version: '1.2.3' });
    fakeElectron.app.makeReady();
    await started.ready;
    expect(started.primary).toBe(false);
    expect(fakeElectron.app.quitCalls).toBe(1);
    expect(FakeBrowserWindow.instances).toEqual([]);
    expect(fakeElectron.ipcMain.handlers.size).toBe(0);
  });

  it('opens one secured window on the studio page with the bundled preload', async () => {
    const window = await ready();
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(window.loadedUrl).toBe('cardwright://app/index.html');
    expect(window.options.webPreferences).toMatchObject({
      preload: join(mainDir, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: true, // the fake app is not packaged
    });
  });

  it('serves dist/renderer on the app scheme with the CSP', async () => {
    await ready();
    const handler = fakeElectron.protocol.handlers.get('cardwright')!;
    const page = await handler({ url: 'cardwright://app/index.html', method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const escape = await handler({ url: 'cardwright://app/%2e%2e/electron/main.cjs', method: 'GET' });
    expect(escape.status).toBe(403);
  });

  it('locks down the session: no permissions, no remote requests', async () => {
    await ready();
    const session = fakeElectron.session.defaultSession;
    const granted: boolean[] = [];
    session.permissionRequestHandler!({}, 'media', (g) => granted.push(g), {});
    expect(granted).toEqual([false]);
    expect(session.permissionCheckHandler!({}, 'clipboard-read', 'cardwright://app', {})).toBe(false);
    const verdicts: Array<boolean | undefined> = [];
    session.beforeRequest!({ url: 'https://example.com/tracker.js' }, (r) => verdicts.push(r.cancel));
    session.beforeRequest!({ url: 'cardwright://app/index.html' }, (r) => verdicts.push(r.cancel));
    expect(verdicts).toEqual([true, false]);
  });

  it('guards every webContents, the window\'s and any other', async () => {
    const window = await ready();
    const other = new FakeWebContents();
    fakeElectron.app.emit('web-contents-created', {}, other);
    for (const contents of [window.webContents, other]) {
      const away = new FakeEvent();
      contents.emit('will-navigate', away, 'https://example.com/');
      expect(away.defaultPrevented).toBe(true);
      const home = new FakeEvent();
      contents.emit('will-navigate', home, 'cardwright://app/index.html');
      expect(home.defaultPrevented).toBe(false);
      expect(contents.windowOpenHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    }
    expect(fakeElectron.shell.opened).toEqual(['https://example.com/', 'https://example.com/', 'https://example.com/', 'https://example.com/']);
  });

  it('handles every contract channel, and only for the studio page', async () => {
    await ready();
    expect([...fakeElectron.ipcMain.handlers.keys()].sort()).toEqual([...channelNames].sort());
    await expect(invoke('app:info', {})).resolves.toMatchObject({ ok: true, value: { version: '1.2.3', host: 'electron', nativeDialogs: true } });
    await expect(invoke('app:info', {}, { senderFrame: { url: 'https://evil.example/' } })).resolves.toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
  });

  it('keeps its state (recent workspaces) in userData', async () => {
    await ready();
    const workspace = join(base, 'ws');
    await expect(invoke('workspace:create', { path: workspace, name: 'Mine' })).resolves.toMatchObject({ ok: true });
    expect(await readdir(fakeElectron.app.userData)).toContain('recent-workspaces.json');
  });

  it('picks folders with the native dialog, attached to the window', async () => {
    const window = await ready();
    fakeElectron.dialog.nextFolder = '/home/me/cards';
    await expect(invoke('workspace:choose-folder', { purpose: 'create' })).resolves.toEqual({ ok: true, value: { path: '/home/me/cards' } });
    fakeElectron.dialog.nextFolder = null;
    await expect(invoke('workspace:choose-folder', { purpose: 'open' })).resolves.toEqual({ ok: true, value: { path: null } });
    const [first] = fakeElectron.dialog.openCalls;
    expect(first?.window).toBe(window);
    expect(first?.options.properties).toEqual(['openDirectory', 'createDirectory']);
  });

  it('asks before discarding unsaved work when the page holds the unload', async () => {
    const window = await ready();
    fakeElectron.dialog.nextMessageBoxButton = 1; // Cancel
    const stay = new FakeEvent();
    window.webContents.emit('will-prevent-unload', stay);
    expect(stay.defaultPrevented).toBe(false);
    expect(fakeElectron.dialog.messageCalls.at(-1)?.options.message).toBe('Discard unsaved changes?');

    fakeElectron.dialog.nextMessageBoxButton = 0; // Discard Changes
    const leave = new FakeEvent();
    window.webContents.emit('will-prevent-unload', leave);
    expect(leave.defaultPrevented).toBe(true);
  });

  it('sends menu commands to the window', async () => {
    const window = await ready();
    const template = fakeElectron.Menu.applied!.template as Array<{ label?: string; submenu?: Array<{ label?: string; click?: () => void }> }>;
    const file = template.find((m) => m.label?.replace('&', '') === 'File')!;
    file.submenu!.find((i) => i.label === 'Save All')!.click!();
    expect(window.webContents.sent).toEqual([['menu:command', { command: 'save-all' }]]);
  });

  it('focuses the existing window when a second instance starts', async () => {
    const window = await ready();
    const focus = vi.spyOn(window, 'focus');
    fakeElectron.app.emit('second-instance');
    expect(focus).toHaveBeenCalledOnce();
  });

  it('opens a new window on activate once the old one is closed', async () => {
    const window = await ready();
    window.close();
    fakeElectron.app.emit('activate');
    expect(FakeBrowserWindow.instances).toHaveLength(2);
    expect(started.mainWindow()).toBe(FakeBrowserWindow.instances[1]);
  });
});

describe('command line', () => {
  it('reads the workspace folder in either form', () => {
    expect(workspaceArgument(['electron', '.', '--workspace=/home/me/games'])).toBe('/home/me/games');
    expect(workspaceArgument(['electron', '.', '--workspace', '/home/me/games'])).toBe('/home/me/games');
    expect(workspaceArgument(['electron', '.'])).toBeUndefined();
    expect(workspaceArgument(['electron', '.', '--workspace='])).toBeUndefined();
  });
});
