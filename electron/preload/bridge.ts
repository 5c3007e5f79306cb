// The renderer's whole view of the host: one function per contract channel plus the event
// subscriptions. Built from the contract so a channel added there appears here without a
// hand-written list, and kept free of Electron imports so a test can inspect it directly.
// Only names are imported at run time: the schemas (and zod) stay out of the preload bundle.
import { channelMethods, eventMethods } from '../shared/channel-names';
import type { EventName, EventPayload, HostApi, Unsubscribe } from '../shared/contract';
import { sessionAfter } from '../shared/session-tracking';

/** The part of Electron's ipcRenderer the bridge uses; never handed to the page. */
export type BridgeIpc = {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
};

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
  // The window's workspace session, sent with every request. The page never sees or sets it;
  // after a reload main gives the window its session back, whose id this page learns again.
  let session: string | null = null;
  for (const [channel, method] of Object.entries(channelMethods)) {
    // Exactly one argument of the page's crosses: whatever else it passes is dropped here.
    api[method] = async (request: unknown) => {
      const answer = await ipc.invoke(channel, request, session);
      session = sessionAfter(channel, answer, session);
      return answer;
    };
  }
  for (const [method, event] of Object.entries(eventMethods)) {
    api[method] = subscriber(ipc, event);
  }
  return Object.freeze(api) as HostApi;
}
