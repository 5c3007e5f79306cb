import { describe, expect, it } from 'vitest';
import { createWebHost, type EventSourceLike, type WebHostDeps } from './web';

const TOKEN = 'test-token-0123456789abcdef';
const VERSION = 'a'.repeat(64);

type Call = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const SESSION = 'S'.repeat(22);
const NEXT_SESSION = 'N'.repeat(22);
const opened = (session: string) => ({ ok: true, value: { session, workspace: { root: '/w', name: 'W', sets: [] } } });

function setup(answer: (call: Call) => Promise<Response> | Response, kept: string | null = null) {
  const calls: Call[] = [];
  FakeEventSource.instances = [];
  const store = { value: kept };
  const deps: WebHostDeps = {
    fetch: async (url, init) => {
      const call = { url, init };
      calls.push(call);
      return answer(call);
    },
    createEventSource: (url) => new FakeEventSource(url),
    sessionStore: { get: () => store.value, set: (session) => void (store.value = session) },
  };
  return { host: createWebHost('http://127.0.0.1:4321/', TOKEN, deps), calls, store };
}

const sessionHeader = (call: Call | undefined): string | null => new Headers(call?.init.headers).get('x-cardwright-session');

describe('createWebHost', () => {
  it('posts each request to /api/<channel> with the token header and a JSON body', async () => {
    const { host, calls } = setup(() => jsonResponse(200, { ok: true, value: { path: 'sets/g/s/a.cards', version: VERSION } }));
    const result = await host.writeFile({ path: 'sets/g/s/a.cards', content: 'game g\n', baseVersion: null });
    expect(result).toEqual({ ok: true, value: { path: 'sets/g/s/a.cards', version: VERSION } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('http://127.0.0.1:4321/api/file:write');
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('x-cardwright-token')).toBe(TOKEN);
    expect(JSON.parse(String(call?.init.body))).toEqual({ path: 'sets/g/s/a.cards', content: 'game g\n', baseVersion: null });
  });

  it('has one function per channel of the contract', async () => {
    const { host, calls } = setup(() => jsonResponse(200, { ok: true, value: { paths: ['/w'] } }));
    expect(await host.recentWorkspaces({})).toEqual({ ok: true, value: { paths: ['/w'] } });
    expect(calls[0]?.url).toBe('http://127.0.0.1:4321/api/workspace:recent');
    for (const method of ['appInfo', 'chooseFolder', 'openWorkspace', 'createWorkspace', 'workspaceSnapshot', 'createSet', 'readFile', 'writeFile', 'createFile', 'deleteFile']) {
      expect(typeof (host as unknown as Record<string, unknown>)[method]).toBe('function');
    }
  });

  it('passes host errors through as they are', async () => {
    const { host } = setup(() => jsonResponse(200, { ok: false, error: { code: 'conflict', message: 'a.cards changed on disk' } }));
    expect(await host.readFile({ path: 'a.cards' })).toEqual({ ok: false, error: { code: 'conflict', message: 'a.cards changed on disk' } });
  });

  it('turns a 401 into an unauthorized result', async () => {
    const { host } = setup(() => jsonResponse(401, { ok: false, error: { code: 'unauthorized', message: 'Missing or wrong token' } }));
    const result = await host.appInfo({});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('unauthorized');
  });

  it('turns a 401 without a readable body into an unauthorized result too', async () => {
    const { host } = setup(() => new Response('nope', { status: 401 }));
    const result = await host.appInfo({});
    expect(result.ok ? null : result.error.code).toBe('unauthorized');
  });

  it('turns a network failure into an io-error result instead of throwing', async () => {
    const { host } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await host.workspaceSnapshot({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('io-error');
      expect(result.error.message).toContain('Failed to fetch');
    }
  });

  it('turns a server error without a result into an io-error', async () => {
    const { host } = setup(() => new Response('<html>boom</html>', { status: 500 }));
    const result = await host.appInfo({});
    expect(result.ok ? null : result.error).toMatchObject({ code: 'io-error', message: expect.stringContaining('500') });
  });

  it('refuses a response that does not match the channel', async () => {
    const { host } = setup(() => jsonResponse(200, { ok: true, value: { path: 'a.cards' } }));
    const result = await host.readFile({ path: 'a.cards' });
    expect(result.ok ? null : result.error.code).toBe('io-error');
  });

  describe('sessions', () => {
    it('sends no session before one starts, then the one an open named, and keeps it for the tab', async () => {
      const { host, calls, store } = setup((call) => jsonResponse(200, call.url.endsWith('workspace:open') ? opened(SESSION) : { ok: true, value: { paths: [] } }));
      await host.recentWorkspaces({});
      await host.openWorkspace({ path: '/w' });
      await host.recentWorkspaces({});
      expect(calls.map(sessionHeader)).toEqual([null, null, SESSION]);
      expect(store.value).toBe(SESSION);
    });

    it('continues the session the tab kept across a reload, and forgets it on close', async () => {
      const { host, calls, store } = setup(() => jsonResponse(200, { ok: true, value: {} }), SESSION);
      await host.workspaceSnapshot({}).catch(() => undefined);
      await host.closeWorkspace({});
      await host.recentWorkspaces({});
      expect(calls.map(sessionHeader)).toEqual([SESSION, SESSION, null]);
      expect(store.value).toBeNull();
    });
  });

  describe('events', () => {
    it('opens one event stream for the tab\'s session on the first subscription, and none without a session', async () => {
      const { host } = setup((call) => jsonResponse(200, call.url.endsWith('session:start') ? opened(SESSION) : { ok: true, value: {} }));
      host.onWorkspaceChanged(() => undefined);
      expect(FakeEventSource.instances).toHaveLength(0);
      await host.startSession({});
      host.onMenuCommand(() => undefined);
      expect(FakeEventSource.instances).toHaveLength(1);
      expect(FakeEventSource.instances[0]?.url).toBe(`http://127.0.0.1:4321/api/events?token=${TOKEN}&session=${SESSION}`);
    });

    it('moves the stream to the new session when the tab opens another workspace', async () => {
      const { host } = setup(() => jsonResponse(200, opened(NEXT_SESSION)), SESSION);
      const changes: unknown[] = [];
      host.onWorkspaceChanged((payload) => changes.push(payload));
      const first = FakeEventSource.instances[0] as FakeEventSource;
      await host.openWorkspace({ path: '/other' });
      const second = FakeEventSource.instances[1] as FakeEventSource;
      expect(first.closed).toBe(true);
      expect(second.url).toContain(`session=${NEXT_SESSION}`);
      first.emit('workspace:changed', JSON.stringify({ paths: ['old.cards'], structure: false }));
      second.emit('workspace:changed', JSON.stringify({ paths: ['new.cards'], structure: false }));
      expect(changes).toEqual([{ paths: ['new.cards'], structure: false }]);
    });

    it('delivers validated events to their listeners until unsubscribed', () => {
      const { host } = setup(() => jsonResponse(200, {}), SESSION);
      const changes: unknown[] = [];
      const commands: unknown[] = [];
      const stop = host.onWorkspaceChanged((payload) => changes.push(payload));
      host.onMenuCommand((payload) => commands.push(payload.command));
      const source = FakeEventSource.instances[0] as FakeEventSource;

      source.emit('workspace:changed', JSON.stringify({ paths: ['sets/g/s/a.cards'], structure: false }));
      source.emit('menu:command', JSON.stringify({ command: 'save' }));
      expect(changes).toEqual([{ paths: ['sets/g/s/a.cards'], structure: false }]);
      expect(commands).toEqual(['save']);

      stop();
      source.emit('workspace:changed', JSON.stringify({ paths: ['b.cards'], structure: true }));
      expect(changes).toHaveLength(1);
    });

    it('drops malformed events', () => {
      const { host } = setup(() => jsonResponse(200, {}), SESSION);
      const commands: unknown[] = [];
      host.onMenuCommand((payload) => commands.push(payload));
      const source = FakeEventSource.instances[0] as FakeEventSource;
      source.emit('menu:command', 'not json');
      source.emit('menu:command', JSON.stringify({ command: 'format-disk' }));
      expect(commands).toEqual([]);
    });
  });
});
