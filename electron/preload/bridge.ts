// The renderer's whole view of the host: one function per contract channel plus the event
// subscriptions. Built from the contract so a channel added there appears here without a
// hand-written list, and kept free of Electron imports so a test can inspect it directly.
import {
  type EventName,
  type EventPayload,
  type HostApi,
  type HostEvents,
  type Unsubscribe,
  channelNames,
  channels,
} from '../shared/contract';

/** The part of Electron's ipcRenderer the bridge uses; never handed to the page. */
export type BridgeIpc = {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
};

/** Names of the event subscriptions, next to the event each one listens to. */
export const eventMethods = {
  onWorkspaceChanged: 'workspace:changed',
  onMenuCommand: 'menu:command',
} as const satisfies Record<keyof HostEvents, EventName>;

function subscriber<E extends EventName>(ipc: BridgeIpc, event: E) {
  return (listener: (payload: EventPayload<E>) => void): Unsubscribe => {
    if (typeof listener !== 'function') throw new TypeError(`${event}: the listener must be a function`);
    // The IPC event object carries `sender` (the whole ipcRenderer): only the payload passes.
    const forward = (_event: unknown, payload: unknown) => listener(payload as EventPayload<E>);
    ipc.on(event, forward);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      ipc.removeListener(event, forward);
    };
  };
}

export function buildBridge(ipc: BridgeIpc): HostApi {
  const api: Record<string, unknown> = {};
  for (const channel of channelNames) {
    // Exactly one argument crosses: whatever else the page passes is dropped here.
    api[channels[channel].method] = (request: unknown) => ipc.invoke(channel, request);
  }
  for (const [method, event] of Object.entries(eventMethods)) {
    api[method] = subscriber(ipc, event);
  }
  return Object.freeze(api) as HostApi;
}
