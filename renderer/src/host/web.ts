// HostApi over HTTP, for the page served by the loopback web host (see web-protocol.ts).
// fetch and EventSource are injected so that the client can be tested without a browser.
import {
  type Channel,
  type EventName,
  type EventPayload,
  type HostApi,
  type HostEvents,
  type Result,
  type Unsubscribe,
  channelNames,
  channels,
  events,
  HostError,
} from '../../../electron/shared/contract';
import { sessionAfter } from '../../../electron/shared/session-tracking';
import { API_PREFIX, EVENTS_PATH, SESSION_HEADER, SESSION_PARAM, TOKEN_HEADER } from '../../../electron/shared/web-protocol';
import { describeThrown, failed, ioError } from './errors';

/** The part of EventSource the client uses. */
export type EventSourceLike = {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
};

export type WebHostDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  createEventSource: (url: string) => EventSourceLike;
  /**
   * Where the tab keeps its workspace session (sessionStorage: per tab, kept across reloads).
   * Without it the session lasts as long as the page.
   */
  sessionStore?: { get: () => string | null; set: (session: string | null) => void };
};

type AnyRequest = Record<string, unknown>;
type ChannelCall = (request: AnyRequest) => Promise<Result<unknown>>;

export function createWebHost(baseUrl: string, token: string, deps: WebHostDeps): HostApi {
  const origin = baseUrl.replace(/\/+$/, '');
  // The tab's workspace session, sent with every request; the page itself never handles it.
  let session: string | null = deps.sessionStore?.get() ?? null;

  async function call(channel: Channel, request: AnyRequest): Promise<Result<unknown>> {
    const result = await send(channel, request);
    const next = sessionAfter(channel, result, session);
    if (next !== session) {
      session = next;
      deps.sessionStore?.set(next);
      syncSource();
    }
    return result;
  }

  async function send(channel: Channel, request: AnyRequest): Promise<Result<unknown>> {
    let response: Response;
    try {
      response = await deps.fetch(`${origin}${API_PREFIX}${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token, ...(session ? { [SESSION_HEADER]: session } : {}) },
        body: JSON.stringify(request),
        cache: 'no-store',
        credentials: 'omit',
        // The layout is saved as the page goes away; a small request marked so outlives the page.
        ...(channel === 'workspace:save-layout' ? { keepalive: true } : {}),
      });
    } catch (thrown) {
      return failed(ioError(`Could not reach the Cardwright web host (${describeThrown(thrown)}). Is \`npm run web\` still running?`));
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const envelope = parseEnvelope(body);
    if (envelope && !envelope.ok) return envelope;
    if (response.status === 401) {
      return failed({ code: 'unauthorized', message: 'The web host refused this page (missing or wrong token); open the link printed by `npm run web` again' });
    }
    if (!response.ok || !envelope) {
      return failed(ioError(`The web host answered ${channel} with HTTP ${response.status}${envelope ? '' : ' and no readable result'}`));
    }
    const value = channels[channel].response.safeParse(envelope.value);
    if (!value.success) return failed(ioError(`The web host answered ${channel} with an unexpected response`));
    return { ok: true, value: value.data };
  }

  const listeners: { [E in EventName]: Set<(payload: EventPayload<E>) => void> } = {
    'workspace:changed': new Set(),
    'menu:command': new Set(),
  };
  let source: EventSourceLike | null = null;
  let sourceSession: string | null = null;

  /**
   * One event stream for the tab's session, while anyone listens: opened on the first
   * subscription once a session exists, and moved to the new session when the tab opens
   * another workspace. The open stream is also how the host knows the tab holds its session.
   */
  function syncSource(): void {
    const listening = Object.values(listeners).some((set) => set.size > 0);
    const wanted = listening ? session : null;
    if (wanted === sourceSession) return;
    source?.close();
    source = null;
    sourceSession = wanted;
    if (wanted === null) return;
    const opened = deps.createEventSource(`${origin}${EVENTS_PATH}?token=${encodeURIComponent(token)}&${SESSION_PARAM}=${encodeURIComponent(wanted)}`);
    for (const name of Object.keys(events) as EventName[]) {
      opened.addEventListener(name, (event) => {
        if (source === opened) deliver(name, event.data);
      });
    }
    source = opened;
  }

  function deliver<E extends EventName>(name: E, data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return; // a malformed event is dropped rather than breaking the page
    }
    const parsed = events[name].safeParse(json);
    if (!parsed.success) return;
    for (const listener of [...listeners[name]]) (listener as (payload: unknown) => void)(parsed.data);
  }

  function subscribe<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): Unsubscribe {
    listeners[name].add(listener);
    syncSource();
    return () => {
      listeners[name].delete(listener);
    };
  }

  const methods: Record<string, ChannelCall> = {};
  for (const channel of channelNames) {
    methods[channels[channel].method] = (request) => call(channel, request ?? {});
  }

  return {
    ...(methods as unknown as Omit<HostApi, keyof HostEvents>),
    onWorkspaceChanged: (listener) => subscribe('workspace:changed', listener),
    onMenuCommand: (listener) => subscribe('menu:command', listener),
  };
}

type Envelope = { ok: true; value: unknown } | { ok: false; error: HostError };

function parseEnvelope(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null || !('ok' in body)) return null;
  const record = body as { ok: unknown; value?: unknown; error?: unknown };
  if (record.ok === true) return { ok: true, value: record.value };
  if (record.ok === false) {
    const error = HostError.safeParse(record.error);
    return error.success ? { ok: false, error: error.data } : { ok: false, error: ioError('The web host reported an error it did not describe') };
  }
  return null;
}
