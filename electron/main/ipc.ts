// The main process's side of the IPC contract. Every channel gets a handler that first checks
// who is asking (only the studio's own page may), then hands the request to the host, which
// validates it against the channel's schema.
import type { IpcMain } from 'electron';
import { channelNames, type Channel, type HostError, type Result } from '../shared/contract';
import type { Host } from '../host/handlers';
import { isAppUrl } from './app-url';

/** The parts of an IPC event main reads: the frame (who may ask) and the window (whose session it is). */
export type IpcSender = { readonly senderFrame: { readonly url: string } | null; readonly sender: { readonly id: number } };

/** Only frames showing the studio's own page may talk to the host. */
export function isTrustedSender(event: IpcSender): boolean {
  let url: unknown;
  try {
    // The frame may be gone (navigated or destroyed) by the time the message is handled.
    url = event.senderFrame?.url;
  } catch {
    return false;
  }
  return typeof url === 'string' && isAppUrl(url);
}

export type Dispatch = (channel: unknown, event: IpcSender, request: unknown, session: unknown) => Promise<Result<unknown>>;

function failure(error: HostError): Result<never> {
  return { ok: false, error };
}

export function createDispatcher(host: Pick<Host, 'handle'>, trusted: (event: IpcSender) => boolean = isTrustedSender): Dispatch {
  return async (channel, event, request, session) => {
    if (!trusted(event)) {
      return failure({ code: 'unauthorized', message: 'Only the studio page may call the host' });
    }
    try {
      // The window comes from Electron, not from the page: a session is honoured only for the
      // window it was started in.
      return await host.handle(channel, request, { session, window: event.sender.id });
    } catch {
      // host.handle answers failures itself; this only keeps a bug from surfacing as a raw
      // rejection (with a main-process stack) in the renderer.
      return failure({ code: 'io-error', message: 'The request failed unexpectedly' });
    }
  };
}

/**
 * One ipcMain handler per contract channel; nothing else is listened to. The preload sends the
 * request and the page's session as the two arguments.
 */
export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, dispatch: Dispatch): Channel[] {
  for (const channel of channelNames) {
    ipcMain.handle(channel, (event, request: unknown, session: unknown) => dispatch(channel, event, request, session));
  }
  return [...channelNames];
}
