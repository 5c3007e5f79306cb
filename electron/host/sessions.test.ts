// One workspace per window or tab: each page works in its own session, a request is carried
// out only in the workspace its session opened, and events reach only that session.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventPayload, Result, WorkspaceSession } from '../shared/contract';
import { createHost, type Caller, type Host, type HostOptions, type SessionTarget } from './handlers';
import { IDLE_SESSION_MS } from './sessions';

const CARDS = 'sets/stak-bots/starter/bots.cards';

let scratch: string;
let hosts: Host[];

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-sessions-'));
  hosts = [];
});

afterEach(async () => {
  await Promise.all(hosts.map((host) => host.dispose()));
  await rm(scratch, { recursive: true, force: true });
});

function newHost(options: Partial<HostOptions> = {}): Host {
  const host = createHost({ host: 'web', version: 'test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false, ...options });
  hosts.push(host);
  return host;
}

async function makeWorkspace(name: string): Promise<string> {
  const folder = join(scratch, name);
  await mkdir(join(folder, 'sets', 'stak-bots', 'starter'), { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), JSON.stringify({ version: 1, name, games: [] }));
  await writeFile(join(folder, 'sets', 'stak-bots', 'starter', 'set.json'), '{"version":1,"game":"stak-bots","name":"Starter"}');
  await writeFile(join(folder, CARDS), `game stak-bots\n# ${name}\n`);
  return folder;
}

function value<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

function code(result: Result<unknown>): string {
  return result.ok ? 'ok' : result.error.code;
}

async function open(host: Host, path: string, caller: Caller = {}): Promise<WorkspaceSession> {
  return value<WorkspaceSession>(await host.handle('workspace:open', { path }, caller));
}

describe('workspace sessions', () => {
  it('keep each tab in the workspace it opened, whatever another tab opens', async () => {
    const host = newHost();
    const first = await makeWorkspace('first');
    const second = await makeWorkspace('second');
    const tabA = await open(host, first);
    const { version } = value<{ version: string }>(await host.handle('file:read', { path: CARDS }, { session: tabA.session }));
    const tabB = await open(host, second);
    expect(tabB.session).not.toBe(tabA.session);

    // Tab A saves, creates and deletes after tab B opened another workspace: all in A's.
    value(await host.handle('file:write', { path: CARDS, content: 'saved by A\n', baseVersion: version }, { session: tabA.session }));
    value(await host.handle('file:create', { path: 'sets/stak-bots/starter/new.cards', content: 'new in A\n' }, { session: tabA.session }));
    expect(await readFile(join(first, CARDS), 'utf8')).toBe('saved by A\n');
    expect(await readFile(join(second, CARDS), 'utf8')).toBe('game stak-bots\n# second\n');
    expect(await readdir(join(second, 'sets', 'stak-bots', 'starter'))).not.toContain('new.cards');
    const snapA = value<{ root: string }>(await host.handle('workspace:snapshot', {}, { session: tabA.session }));
    const snapB = value<{ root: string }>(await host.handle('workspace:snapshot', {}, { session: tabB.session }));
    expect([snapA.root, snapB.root]).toEqual([first, second]);
  });

  it('refuse a request of a session that has ended, in either workspace, instead of redirecting it', async () => {
    const host = newHost();
    const first = await makeWorkspace('first');
    const second = await makeWorkspace('second');
    const old = await open(host, first);
    const next = await open(host, second, { session: old.session }); // the same tab opens another workspace
    for (const [channel, request] of [
      ['file:write', { path: CARDS, content: 'stray\n', baseVersion: null }],
      ['file:create', { path: 'sets/stak-bots/starter/stray.cards', content: 'stray\n' }],
      ['file:delete', { path: CARDS }],
      ['set:create', { game: 'stak-bots', set: 'stray', name: 'Stray' }],
      ['workspace:snapshot', {}],
    ] as const) {
      const result = await host.handle(channel, request, { session: old.session });
      expect(result, channel).toMatchObject({ ok: false, error: { code: 'session-closed', message: expect.stringContaining('nothing was changed') } });
    }
    for (const folder of [first, second]) {
      expect(await readFile(join(folder, CARDS), 'utf8')).toMatch(/^game stak-bots\n# /);
      expect(await readdir(join(folder, 'sets', 'stak-bots'))).toEqual(['starter']);
    }
    expect(code(await host.handle('file:read', { path: CARDS }, { session: next.session }))).toBe('ok');
  });

  it('answer a request without a session, or with one the host never issued', async () => {
    const host = newHost();
    await open(host, await makeWorkspace('only'));
    expect(code(await host.handle('file:read', { path: CARDS }, {}))).toBe('no-workspace');
    expect(code(await host.handle('file:read', { path: CARDS }, { session: 'not a session' }))).toBe('invalid-request');
    expect(code(await host.handle('file:read', { path: CARDS }, { session: 'A'.repeat(22) }))).toBe('session-closed');
    // A start naming something that is no session simply starts afresh.
    expect(code(await host.handle('session:start', {}, { session: { not: 'an id' } }))).toBe('ok');
    // App-wide questions need no session.
    expect(code(await host.handle('app:info', {}, {}))).toBe('ok');
  });

  it('end a session when its tab closes the workspace', async () => {
    const host = newHost();
    const tab = await open(host, await makeWorkspace('closing'));
    value(await host.handle('workspace:close', {}, { session: tab.session }));
    expect(host.hasSession(tab.session)).toBe(false);
    expect(code(await host.handle('file:read', { path: CARDS }, { session: tab.session }))).toBe('session-closed');
  });

  it('resume a reloaded tab, and give a duplicated tab a session of its own on the same workspace', async () => {
    const held = new Set<string>();
    const host = newHost({ isHeld: (target) => held.has(target.session) });
    const folder = await makeWorkspace('shared');
    const tab = await open(host, folder);
    // Reloaded: the old page's event stream is gone, the id is kept in the tab.
    expect(value<WorkspaceSession>(await host.handle('session:start', {}, { session: tab.session })).session).toBe(tab.session);
    // Duplicated: the original still holds the session; the copy carries the same id.
    held.add(tab.session);
    const copy = value<WorkspaceSession>(await host.handle('session:start', {}, { session: tab.session }));
    expect(copy.session).not.toBe(tab.session);
    expect(copy.workspace.root).toBe(folder);
    expect(host.hasSession(tab.session)).toBe(true);
  });

  it('resume a reloaded tab whose old page lets go of the session only as the new one starts', async () => {
    const held = new Set<string>();
    const host = newHost({ isHeld: (target) => held.has(target.session) });
    const tab = await open(host, await makeWorkspace('reloaded'));
    held.add(tab.session);
    setTimeout(() => held.delete(tab.session), 200); // the old page's event stream closes
    expect(value<WorkspaceSession>(await host.handle('session:start', {}, { session: tab.session })).session).toBe(tab.session);
  });

  it('start a new tab in the workspace opened last, and on the welcome screen when there is none', async () => {
    const host = newHost();
    expect(value(await host.handle('session:start', {}, {}))).toBeNull();
    const folder = await makeWorkspace('last');
    await open(host, folder);
    const fresh = value<WorkspaceSession>(await host.handle('session:start', {}, {}));
    expect(fresh.workspace.root).toBe(folder);
  });

  it('close sessions no page has held or used for a long time', async () => {
    let now = 1_000_000;
    const host = newHost({ now: () => now });
    const tab = await open(host, await makeWorkspace('idle'));
    now += IDLE_SESSION_MS - 1;
    await host.closeIdleSessions();
    expect(host.hasSession(tab.session)).toBe(true);
    now += IDLE_SESSION_MS + 1;
    await host.closeIdleSessions();
    expect(host.hasSession(tab.session)).toBe(false);
  });
});

describe('windows (Electron)', () => {
  it('refuse a session of another window, and end a window\'s sessions when it closes', async () => {
    const host = newHost();
    const one = await open(host, await makeWorkspace('one'), { window: 1 });
    expect(code(await host.handle('file:read', { path: CARDS }, { session: one.session, window: 2 }))).toBe('unauthorized');
    expect(code(await host.handle('file:read', { path: CARDS }, { session: one.session }))).toBe('unauthorized');
    expect(code(await host.handle('file:read', { path: CARDS }, { session: one.session, window: 1 }))).toBe('ok');
    await host.closeWindow(1);
    expect(host.hasSession(one.session)).toBe(false);
  });

  it('keep one session per window, and give a reloaded window its own back even without the id', async () => {
    const host = newHost();
    const first = await open(host, await makeWorkspace('first'), { window: 7 });
    const second = await open(host, await makeWorkspace('second'), { window: 7 }); // the page forgot to name its session
    expect(host.hasSession(first.session)).toBe(false);
    const reloaded = value<WorkspaceSession>(await host.handle('session:start', {}, { window: 7 }));
    expect(reloaded.session).toBe(second.session);
  });
});

describe('events', () => {
  it('reach only the session whose workspace changed, and a save is news only to the others', async () => {
    const received: { target: SessionTarget; paths: string[] }[] = [];
    const host = newHost({
      watch: true,
      emit: (target, event, payload) => {
        if (event === 'workspace:changed') received.push({ target, paths: (payload as EventPayload<'workspace:changed'>).paths });
      },
    });
    const shared = await makeWorkspace('shared');
    const other = await makeWorkspace('other');
    const tabA = await open(host, shared);
    const tabB = await open(host, shared);
    const tabC = await open(host, other);
    await new Promise((resolve) => setTimeout(resolve, 300)); // watchers settle
    const { version } = value<{ version: string }>(await host.handle('file:read', { path: CARDS }, { session: tabA.session }));
    value(await host.handle('file:write', { path: CARDS, content: 'saved in A\n', baseVersion: version }, { session: tabA.session }));
    const deadline = Date.now() + 3000;
    while (!received.some((r) => r.target.session === tabB.session) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await new Promise((resolve) => setTimeout(resolve, 300)); // anything A or C would wrongly get
    const sessionsTold = new Set(received.filter((r) => r.paths.includes(CARDS)).map((r) => r.target.session));
    expect(sessionsTold.has(tabB.session), 'the other tab on the workspace hears of the save').toBe(true);
    expect(sessionsTold.has(tabA.session), 'the saving tab does not').toBe(false);
    expect(sessionsTold.has(tabC.session), 'a tab on another workspace does not').toBe(false);
  });
});
