import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../host/handlers';
import { MAX_FILE_BYTES, MAX_PATH_LENGTH, channelNames, type Result } from '../shared/contract';
import { sessionAfter } from '../shared/session-tracking';
import { createDispatcher, registerIpcHandlers, type IpcSender } from './ipc';

// The main process's IPC handlers in front of the real host handlers, on a temp workspace.
const appFrame: IpcSender = { senderFrame: { url: 'cardwright://app/index.html' }, sender: { id: 1 } };
type Handler = (event: IpcSender, ...args: unknown[]) => Promise<Result<unknown>>;

let base: string;
let workspace: string;
let host: Host;
const handlers = new Map<string, Handler>();
/** The window's session, as the preload keeps it. */
let session: string | null = null;

async function invoke(channel: string, request: unknown, event: IpcSender = appFrame): Promise<Result<unknown>> {
  const handler = handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  const result = await handler(event, request, session);
  if (event === appFrame) session = sessionAfter(channel, result, session);
  return result;
}

async function errorCode(channel: string, request: unknown, event?: IpcSender): Promise<string> {
  const result = await invoke(channel, request, event);
  if (result.ok) throw new Error(`${channel} unexpectedly succeeded`);
  return result.error.code;
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'cardwright-ipc-'));
  workspace = join(base, 'workspace');
  host = createHost({ host: 'electron', version: '0.0.0-test', stateDir: join(base, 'state'), emit: () => {}, watch: false });
  registerIpcHandlers(
    { handle: (channel, listener) => void handlers.set(channel, listener as unknown as Handler) },
    createDispatcher(host),
  );
  const created = await invoke('workspace:create', { path: workspace, name: 'IPC Test' });
  expect(created.ok).toBe(true);
});

afterAll(async () => {
  await host.dispose();
  await rm(base, { recursive: true, force: true });
});

describe('IPC handlers', () => {
  it('exist for every contract channel and nothing else', () => {
    expect([...handlers.keys()].sort()).toEqual([...channelNames].sort());
  });

  it('answer the studio page through the host', async () => {
    const info = await invoke('app:info', {});
    expect(info).toEqual({ ok: true, value: expect.objectContaining({ name: 'Cardwright', host: 'electron', version: '0.0.0-test' }) });
  });

  it.each<[string, IpcSender]>([
    ['a remote page', { senderFrame: { url: 'https://evil.example/index.html' }, sender: { id: 1 } }],
    ['a local file', { senderFrame: { url: 'file:///tmp/index.html' }, sender: { id: 1 } }],
    ['another host on the app scheme', { senderFrame: { url: 'cardwright://other/index.html' }, sender: { id: 1 } }],
    ['a look-alike origin', { senderFrame: { url: 'cardwright://app.evil.example/' }, sender: { id: 1 } }],
    ['a frame that is gone', { senderFrame: null, sender: { id: 1 } }],
    [
      'a frame whose url cannot be read',
      {
        get senderFrame(): { url: string } {
          throw new Error('Render frame was disposed');
        },
        sender: { id: 1 },
      },
    ],
  ])('refuse %s with unauthorized, before the host acts', async (_label, event) => {
    const result = await invoke('file:write', { path: 'sneaky.cards', content: 'x', baseVersion: null }, event);
    expect(result).toEqual({ ok: false, error: { code: 'unauthorized', message: expect.any(String) } });
    await expect(readdir(workspace)).resolves.not.toContain('sneaky.cards');
  });

  it('answer an unknown channel with unknown-channel', async () => {
    const dispatch = createDispatcher(host);
    await expect(dispatch('file:format-disk', appFrame, {}, null)).resolves.toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    await expect(dispatch('__proto__', appFrame, {}, null)).resolves.toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    // And an unknown channel is not listened to at all: Electron rejects the invoke itself.
    expect(handlers.has('file:format-disk')).toBe(false);
  });

  it.each<[string, string, unknown]>([
    ['wrong type', 'file:read', { path: 42 }],
    ['missing field', 'file:write', { path: 'a.cards', content: 'x' }],
    ['null request', 'file:read', null],
    ['no request', 'app:info', undefined],
    ['extra field', 'file:read', { path: 'a.cards', also: 'this' }],
    ['extra field on an empty request', 'app:info', { sneaky: true }],
    ['parent traversal', 'file:read', { path: '../x' }],
    ['absolute path', 'file:read', { path: '/etc/passwd' }],
    ['traversal in the middle', 'file:write', { path: 'sets/../../x', content: 'x', baseVersion: null }],
    ['backslash traversal', 'file:create', { path: '..\\x', content: 'x' }],
    ['windows drive', 'file:delete', { path: 'C:/Windows/win.ini' }],
    ['NUL in a path', 'file:read', { path: 'a\0.cards' }],
    ['oversized content', 'file:write', { path: 'big.cards', content: 'x'.repeat(MAX_FILE_BYTES + 1), baseVersion: null }],
    ['oversized path', 'file:read', { path: 'a'.repeat(MAX_PATH_LENGTH + 1) }],
    ['oversized folder path', 'workspace:open', { path: `/${'a'.repeat(MAX_PATH_LENGTH)}` }],
    ['bad version', 'file:write', { path: 'a.cards', content: 'x', baseVersion: 'abc' }],
    ['bad enum', 'workspace:choose-folder', { purpose: 'delete' }],
  ])('reject %s with invalid-request', async (_label, channel, request) => {
    const result = await invoke(channel, request);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-request', issues: expect.any(Array) } });
  });

  it('leave nothing behind outside the workspace after refused traversals', async () => {
    await invoke('file:write', { path: '../escaped.cards', content: 'x', baseVersion: null });
    await invoke('file:create', { path: 'sets/../../escaped.cards', content: 'x' });
    expect(await readdir(base)).not.toContain('escaped.cards');
  });

  it('save atomically: the new content is there and no temp file remains', async () => {
    const path = 'sets/notes/draft.cards';
    const first = await invoke('file:create', { path, content: 'card One {}\n' });
    expect(first.ok).toBe(true);
    const version = (first as { value: { version: string } }).value.version;

    const second = await invoke('file:write', { path, content: 'card Two {}\n', baseVersion: version });
    expect(second.ok).toBe(true);
    expect(await readFile(join(workspace, path), 'utf8')).toBe('card Two {}\n');
    expect(await readdir(join(workspace, 'sets', 'notes'))).toEqual(['draft.cards']);

    // A write from a stale version is refused and leaves the file and folder as they were.
    expect(await errorCode('file:write', { path, content: 'card Three {}\n', baseVersion: version })).toBe('conflict');
    expect(await readFile(join(workspace, path), 'utf8')).toBe('card Two {}\n');
    expect(await readdir(join(workspace, 'sets', 'notes'))).toEqual(['draft.cards']);

    const read = await invoke('file:read', { path });
    expect(read).toMatchObject({ ok: true, value: { path, content: 'card Two {}\n' } });
  });

  it('answer a host that throws with a typed error rather than a rejection', async () => {
    const dispatch = createDispatcher({ handle: () => Promise.reject(new Error('boom')) });
    await expect(dispatch('app:info', appFrame, {}, null)).resolves.toMatchObject({ ok: false, error: { code: 'io-error' } });
  });

  it('honour a session only from the window that started it', async () => {
    const otherWindow: IpcSender = { senderFrame: { url: 'cardwright://app/index.html' }, sender: { id: 2 } };
    const handler = handlers.get('file:read')!;
    const mine = await handler(appFrame, { path: 'sets/notes/draft.cards' }, session);
    expect(mine.ok).toBe(true);
    const theirs = await handler(otherWindow, { path: 'sets/notes/draft.cards' }, session);
    expect(theirs).toMatchObject({ ok: false, error: { code: 'unauthorized', message: expect.stringContaining('another window') } });
  });
});
