// HostApi inside Electron: the preload's bridge, with every call guarded so that a failure of
// the bridge itself (a crashed main process, a bug) arrives as a Result, like any host error.
import { BRIDGE_GLOBAL, type HostApi, type HostEvents, channelNames, channels } from '../../../electron/shared/contract';
import { describeThrown, failed, ioError } from './errors';

type BridgeCall = (request: unknown) => Promise<unknown>;

export function bridgeFrom(scope: object): HostApi | null {
  const bridge = (scope as Record<string, unknown>)[BRIDGE_GLOBAL];
  return typeof bridge === 'object' && bridge !== null ? (bridge as HostApi) : null;
}

export function createElectronHost(bridge: HostApi): HostApi {
  const methods: Record<string, BridgeCall> = {};
  for (const channel of channelNames) {
    const method = channels[channel].method;
    const original = (bridge as unknown as Record<string, BridgeCall>)[method];
    methods[method] = async (request) => {
      if (typeof original !== 'function') return failed(ioError(`The studio's bridge has no ${method}; the preload and the page are out of step`));
      try {
        return await original.call(bridge, request ?? {});
      } catch (thrown) {
        return failed(ioError(`The studio's main process did not answer ${channel}: ${describeThrown(thrown)}`));
      }
    };
  }
  return {
    ...(methods as unknown as Omit<HostApi, keyof HostEvents>),
    onWorkspaceChanged: (listener) => bridge.onWorkspaceChanged(listener),
    onMenuCommand: (listener) => bridge.onMenuCommand(listener),
  };
}
