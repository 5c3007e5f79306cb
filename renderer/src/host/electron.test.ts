import { describe, expect, it } from 'vitest';
import type { HostApi } from '../../../electron/shared/contract';
import { bridgeFrom, createElectronHost } from './electron';

describe('createElectronHost', () => {
  it('passes calls and results through to the bridge', async () => {
    const bridge = {
      recentWorkspaces: async (request: unknown) => ({ ok: true, value: { paths: [JSON.stringify(request)] } }),
      onWorkspaceChanged: () => () => undefined,
      onMenuCommand: () => () => undefined,
    } as unknown as HostApi;
    expect(await createElectronHost(bridge).recentWorkspaces({})).toEqual({ ok: true, value: { paths: ['{}'] } });
  });

  it('turns an exception of the bridge into an io-error result', async () => {
    const bridge = {
      readFile: async () => {
        throw new Error('main process gone');
      },
      onWorkspaceChanged: () => () => undefined,
      onMenuCommand: () => () => undefined,
    } as unknown as HostApi;
    const host = createElectronHost(bridge);
    const read = await host.readFile({ path: 'a.cards' });
    expect(read.ok ? null : read.error).toMatchObject({ code: 'io-error', message: expect.stringContaining('main process gone') });
    // A method the preload does not define is reported, not thrown.
    const missing = await host.appInfo({});
    expect(missing.ok ? null : missing.error.code).toBe('io-error');
  });

  it('finds the bridge on the global object only when it is there', () => {
    expect(bridgeFrom({})).toBeNull();
    const bridge = {};
    expect(bridgeFrom({ cardwright: bridge })).toBe(bridge);
  });
});
