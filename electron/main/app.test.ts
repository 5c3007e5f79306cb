import { cp, mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames, type ExampleSession, type Result, type WorkspaceSession } from '../shared/contract';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { startApp, workspaceArgument, type Started } from './app';
import { FakeBrowserWindow, FakeEvent, FakeWebContents, fakeElectron, resetFakeElectron } from './testing/fake-electron';

// Never the real package: requiring it from Node tries to download Electron's binary.
vi.mock('electron', async () => (await import('./testing/fake-electron')).fakeElectron);

const REPO_SETS = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'sets');
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

/** An IPC event from the studio page in `window` (the first window by default). */
function fromWindow(window: FakeBrowserWindow | undefined = FakeBrowserWindow.instances[0]) {
  return { senderFrame: { url: 'cardwright://app/index.html' }, sender: { id: window?.webContents.id ?? 0 } };
}

function invoke(channel: string, request: unknown, event: unknown = fromWindow(), session: string | null = null) {
  const handler = fakeElectron.ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(event, request, session) as Promise<Result<unknown>>;
}

async function sessionOf(result: Promise<Result<unknown>>): Promise<WorkspaceSession> {
  const answer = await result;
  if (!answer.ok) throw new Error(`${answer.error.code}: ${answer.error.message}`);
  return answer.value as WorkspaceSession;
}

async function makeWorkspace(folder: string): Promise<void> {
  await mkdir(join(folder, 'sets', 'stak-bots', 'core'), { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), '{"version":1,"name":"Made","games":[]}');
  await writeFile(join(folder, 'sets', 'stak-bots', 'core', 'bots.cards'), 'game stak-bots\n');
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
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Each outside link was asked about (and the fake user said "Open Link" every time).
    expect(fakeElectron.dialog.messageCalls.map((call) => call.options.detail)).toEqual(Array.from({ length: 4 }, () => 'https://example.com/'));
    expect(fakeElectron.shell.opened).toEqual(['https://example.com/', 'https://example.com/', 'https://example.com/', 'https://example.com/']);
  });

  it('opens an outside link only after the user says yes in a native dialog', async () => {
    const window = await ready();
    fakeElectron.dialog.messageBoxAnswers.push(1); // Cancel
    expect(window.webContents.windowOpenHandler!({ url: 'https://tracker.example/?id=1' })).toEqual({ action: 'deny' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [asked] = fakeElectron.dialog.messageCalls;
    expect(asked?.options).toMatchObject({ message: 'Open this address in your web browser?', detail: 'https://tracker.example/?id=1', cancelId: 1, defaultId: 1 });
    expect(fakeElectron.shell.opened).toEqual([]);
    // Not https: never asked about, never opened.
    window.webContents.windowOpenHandler!({ url: 'file:///etc/passwd' });
    window.webContents.emit('will-navigate', new FakeEvent(), 'smb://server/share');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fakeElectron.dialog.messageCalls).toHaveLength(1);
    expect(fakeElectron.shell.opened).toEqual([]);
  });

  it('handles every contract channel, and only for the studio page', async () => {
    await ready();
    expect([...fakeElectron.ipcMain.handlers.keys()].sort()).toEqual([...channelNames].sort());
    await expect(invoke('app:info', {})).resolves.toMatchObject({ ok: true, value: { version: '1.2.3', host: 'electron', nativeDialogs: true } });
    await expect(invoke('app:info', {}, { senderFrame: { url: 'https://evil.example/' }, sender: { id: 1 } })).resolves.toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
  });

  it('keeps its state (recent workspaces) in userData', async () => {
    await ready();
    const workspace = join(base, 'ws');
    fakeElectron.dialog.nextFolder = workspace;
    await invoke('workspace:choose-folder', { purpose: 'create' });
    await expect(invoke('workspace:create', { path: workspace, name: 'Mine' })).resolves.toMatchObject({ ok: true });
    expect(await readdir(fakeElectron.app.userData)).toContain('recent-workspaces.json');
  });

  it('opens a typed folder only once the user confirms it in a native dialog', async () => {
    const window = await ready();
    const typed = join(base, 'typed');
    await makeWorkspace(typed);
    fakeElectron.dialog.messageBoxAnswers.push(1); // Cancel
    await expect(invoke('workspace:open', { path: typed })).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const [question] = fakeElectron.dialog.messageCalls;
    expect(question?.window).toBe(window);
    expect(question?.options).toMatchObject({ message: 'Open this folder as a workspace?', buttons: ['Open', 'Cancel'], cancelId: 1 });
    expect(String(question?.options.detail)).toContain(typed);

    fakeElectron.dialog.messageBoxAnswers.push(0); // Open
    await expect(invoke('workspace:open', { path: typed })).resolves.toMatchObject({ ok: true, value: { workspace: { root: typed } } });
    // Now in the recent list: opening it again asks nothing.
    await expect(invoke('workspace:open', { path: typed })).resolves.toMatchObject({ ok: true });
    expect(fakeElectron.dialog.messageCalls).toHaveLength(2);
  });

  it('creates a workspace in a typed folder only once the user confirms it', async () => {
    await ready();
    const typed = join(base, 'elsewhere', 'new-deck');
    fakeElectron.dialog.messageBoxAnswers.push(1);
    await expect(invoke('workspace:create', { path: typed, name: 'Deck' })).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    await expect(readdir(base)).resolves.not.toContain('elsewhere');
    expect(fakeElectron.dialog.messageCalls[0]?.options.message).toBe('Create a workspace in this folder?');
  });

  it('copies the example sets into the documents folder and opens them on a card, then reopens its layout', async () => {
    // The build's bundled sets sit beside the main bundle (dist/sets).
    for (const set of ['four-souls/base', 'stak-bots/starter']) await cp(join(REPO_SETS, set), join(base, 'dist', 'sets', set), { recursive: true });
    const window = await ready();
    const opened = await invoke('workspace:open-example', { folder: null });
    if (!opened.ok) throw new Error(`${opened.error.code}: ${opened.error.message}`);
    const example = opened.value as ExampleSession;
    expect(example.workspace.root).toBe(join(fakeElectron.app.userData, 'Documents', 'Cardwright Examples'));
    expect(example.start).toMatchObject({ path: 'sets/four-souls/base/monsters.cards' });
    expect(example.workspace.sets.map((set) => set.path).sort()).toEqual(['sets/four-souls/base', 'sets/stak-bots/starter']);
    expect(example.workspace.sets.find((set) => set.set === 'base')!.files.filter((f) => f.path.includes('/scenarios/')).length).toBeGreaterThan(200);
    // No question: the folder is the host's own choice, made on the user's click.
    expect(fakeElectron.dialog.messageCalls).toHaveLength(0);

    const layout = { tabs: ['sets/stak-bots/starter/starter.cards', example.start.path], active: example.start.path, cursor: { line: 3, column: 2 }, opened: ['sets/four-souls/base/scenarios'], closed: [] };
    await expect(invoke('workspace:save-layout', layout, fromWindow(window), example.session)).resolves.toMatchObject({ ok: true });
    // A reload of the window continues its session, laid out as it was left.
    await expect(invoke('session:start', {}, fromWindow(window), null)).resolves.toMatchObject({ ok: true, value: { workspace: { root: example.workspace.root }, layout } });
    // A folder the page names is the user's word only once they confirm it.
    fakeElectron.dialog.messageBoxAnswers.push(1);
    await expect(invoke('workspace:open-example', { folder: join(base, 'typed') })).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    await expect(readdir(base)).resolves.not.toContain('typed');
  });

  it('gives each window its own session, events and end', async () => {
    const first = await ready();
    const firstFolder = join(base, 'first');
    const secondFolder = join(base, 'second');
    await makeWorkspace(firstFolder);
    await makeWorkspace(secondFolder);
    fakeElectron.dialog.messageBoxAnswers.push(0, 0);
    const one = await sessionOf(invoke('workspace:open', { path: firstFolder }, fromWindow(first)));
    fakeElectron.app.emit('activate'); // no effect while a window is open
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    first.close();
    fakeElectron.app.emit('activate');
    const second = FakeBrowserWindow.instances[1]!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The closed window's session ended with it.
    await expect(invoke('file:read', { path: 'sets/stak-bots/core/bots.cards' }, fromWindow(second), one.session)).resolves.toMatchObject({
      ok: false,
      error: { code: 'session-closed' },
    });
    const two = await sessionOf(invoke('workspace:open', { path: secondFolder }, fromWindow(second)));
    await expect(invoke('file:read', { path: 'sets/stak-bots/core/bots.cards' }, fromWindow(second), two.session)).resolves.toMatchObject({ ok: true });
    // A reload of the window, whose page no longer knows its id, gets the same session back.
    await expect(sessionOf(invoke('session:start', {}, fromWindow(second)))).resolves.toMatchObject({ session: two.session, workspace: { root: secondFolder } });
  });

  it('opens a second window from File > New Window, each window on its own workspace and events', async () => {
    const first = await ready();
    const template = fakeElectron.Menu.applied!.template as Array<{ label?: string; submenu?: Array<{ label?: string; click?: () => void }> }>;
    template.find((m) => m.label?.replace('&', '') === 'File')!.submenu!.find((i) => i.label === 'New Window')!.click!();
    const second = FakeBrowserWindow.instances[1]!;
    expect(second).toBeDefined();
    const folderOne = join(base, 'one');
    const folderTwo = join(base, 'two');
    await makeWorkspace(folderOne);
    await makeWorkspace(folderTwo);
    fakeElectron.dialog.messageBoxAnswers.push(0, 0);
    const one = await sessionOf(invoke('workspace:open', { path: folderOne }, fromWindow(first)));
    const two = await sessionOf(invoke('workspace:open', { path: folderTwo }, fromWindow(second)));
    // Window two opening another workspace left window one's session alone.
    await expect(invoke('workspace:snapshot', {}, fromWindow(first), one.session)).resolves.toMatchObject({ ok: true, value: { root: folderOne } });
    // Neither window may use the other's session.
    await expect(invoke('workspace:snapshot', {}, fromWindow(first), two.session)).resolves.toMatchObject({ ok: false, error: { code: 'unauthorized' } });

    await new Promise((resolve) => setTimeout(resolve, 300)); // watchers settle
    await writeFile(join(folderOne, 'sets', 'stak-bots', 'core', 'bots.cards'), 'game stak-bots\n# outside\n');
    const deadline = Date.now() + 3000;
    while (!first.webContents.sent.some(([event]) => event === 'workspace:changed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(first.webContents.sent).toContainEqual(['workspace:changed', { paths: ['sets/stak-bots/core/bots.cards'], structure: false }]);
    expect(second.webContents.sent.filter(([event]) => event === 'workspace:changed')).toEqual([]);

    // Menu commands go to the window the user works in.
    second.focus();
    template.find((m) => m.label?.replace('&', '') === 'File')!.submenu!.find((i) => i.label === 'Save')!.click!();
    expect(second.webContents.sent).toContainEqual(['menu:command', { command: 'save' }]);
    expect(first.webContents.sent.filter(([event]) => event === 'menu:command')).toEqual([]);
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
