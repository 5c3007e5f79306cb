import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_GLOBAL, channelNames, channels } from '../shared/contract';

// The real package would try to download Electron's binary; the preload only needs these two.
const electron = vi.hoisted(() => {
  type Listener = (event: unknown, ...args: unknown[]) => void;
  const listeners = new Map<string, Listener[]>();
  return {
    exposed: new Map<string, unknown>(),
    invocations: [] as unknown[][],
    listeners,
    contextBridge: {
      exposeInMainWorld(key: string, api: unknown) {
        electron.exposed.set(key, api);
      },
    },
    ipcRenderer: {
      /** What the next invoke answers; by default its channel name. */
      answers: [] as unknown[],
      invoke(...args: unknown[]) {
        electron.invocations.push(args);
        return Promise.resolve(electron.ipcRenderer.answers.shift() ?? { ok: true, value: args[0] });
      },
      on(channel: string, listener: Listener) {
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      },
      removeListener(channel: string, listener: Listener) {
        listeners.set(
          channel,
          (listeners.get(channel) ?? []).filter((l) => l !== listener),
        );
      },
      /** Test helper: what Electron does when main sends an event. */
      deliver(channel: string, payload: unknown) {
        for (const listener of listeners.get(channel) ?? []) listener({ sender: 'the ipcRenderer itself' }, payload);
      },
    },
  };
});
vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }));

async function exposedApi(): Promise<Record<string, unknown>> {
  await import('./index');
  return electron.exposed.get(BRIDGE_GLOBAL) as Record<string, unknown>;
}

describe('preload bridge', () => {
  it('exposes exactly one global, with one function per channel and the two subscriptions', async () => {
    const api = await exposedApi();
    expect([...electron.exposed.keys()]).toEqual([BRIDGE_GLOBAL]);
    const expected = [...channelNames.map((c) => channels[c].method), 'onWorkspaceChanged', 'onMenuCommand'].sort();
    expect(Object.keys(api).sort()).toEqual(expected);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('never hands out ipcRenderer or its methods', async () => {
    const api = await exposedApi();
    const values = Object.values(api);
    expect(values).not.toContain(electron.ipcRenderer);
    for (const name of ['invoke', 'on', 'removeListener', 'send', 'sendSync']) expect(api).not.toHaveProperty(name);
  });

  it.each(channelNames)('%s: its function invokes that channel with the request and the window\'s session alone', async (channel) => {
    const api = await exposedApi();
    const call = api[channels[channel].method] as (...args: unknown[]) => Promise<unknown>;
    electron.invocations.length = 0;
    const request = { marker: channel };
    await expect(call(request, 'an extra argument the page should not be able to pass')).resolves.toEqual({ ok: true, value: channel });
    expect(electron.invocations).toEqual([[channel, request, null]]);
  });

  it('sends the session an open started with every later request, and none after a close', async () => {
    const api = await exposedApi();
    const call = (method: string, request: unknown = {}) => (api[method] as (r: unknown) => Promise<unknown>)(request);
    const session = 'S'.repeat(22);
    electron.ipcRenderer.answers.push({ ok: true, value: { session, workspace: { root: '/w', name: 'W', sets: [] } } });
    await call('openWorkspace', { path: '/w' });
    electron.invocations.length = 0;
    await call('readFile', { path: 'a.cards' });
    await call('closeWorkspace');
    await call('readFile', { path: 'a.cards' });
    expect(electron.invocations.map((args) => [args[0], args[2]])).toEqual([
      ['file:read', session],
      ['workspace:close', session],
      ['file:read', null],
    ]);
  });

  it('delivers event payloads without the IPC event, and unsubscribe stops delivery', async () => {
    const api = await exposedApi();
    const onMenuCommand = api.onMenuCommand as (listener: (...args: unknown[]) => void) => () => void;
    const onWorkspaceChanged = api.onWorkspaceChanged as (listener: (...args: unknown[]) => void) => () => void;
    const commands: unknown[][] = [];
    const changes: unknown[][] = [];
    const stopCommands = onMenuCommand((...args) => commands.push(args));
    const stopChanges = onWorkspaceChanged((...args) => changes.push(args));

    electron.ipcRenderer.deliver('menu:command', { command: 'save' });
    electron.ipcRenderer.deliver('workspace:changed', { paths: ['a.cards'], structure: false });
    expect(commands).toEqual([[{ command: 'save' }]]);
    expect(changes).toEqual([[{ paths: ['a.cards'], structure: false }]]);

    stopCommands();
    stopCommands(); // a second call is harmless
    electron.ipcRenderer.deliver('menu:command', { command: 'undo' });
    electron.ipcRenderer.deliver('workspace:changed', { paths: [], structure: true });
    expect(commands).toHaveLength(1);
    expect(changes).toHaveLength(2);
    expect(electron.listeners.get('menu:command')).toEqual([]);

    stopChanges();
    expect(electron.listeners.get('workspace:changed')).toEqual([]);
  });

  it('refuses a listener that is not a function', async () => {
    const api = await exposedApi();
    expect(() => (api.onMenuCommand as (l: unknown) => void)('not a function')).toThrow(TypeError);
  });
});
