// The loopback web host: serves the built studio page and carries the IPC contract over HTTP
// (electron/shared/web-protocol.ts) so the studio runs in a browser where Electron cannot.
//
// Anything on the machine can reach a loopback port, including web pages in the user's
// browser, so every API request must prove it comes from the page we served: the per-launch
// token (only in the URL fragment we printed), a Host header naming the loopback address
// (defeats DNS rebinding) and, when present, an Origin equal to our own.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { isInside } from '../host/files';
import { type HostError, type Result } from '../shared/contract';
import { contentTypeOf } from '../shared/content-types';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { API_PREFIX, EVENTS_PATH, MAX_BODY_BYTES, SESSION_HEADER, SESSION_PARAM, TOKEN_HEADER } from '../shared/web-protocol';
import { openAtStartup } from '../host/startup';
import { createHost, type Host } from '../host/handlers';

export const LOOPBACK_HOST = '127.0.0.1';

export type WebHostOptions = {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Only loopback is ever bound; the option exists so callers state it. */
  host?: typeof LOOPBACK_HOST;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** The host's own state (recent workspaces). */
  stateDir: string;
  /** A workspace folder to open before the first page load. */
  workspace?: string;
  /** The bundled sets and the documents folder, for the example workspace; absent: no examples. */
  examples?: { setsDir: string; documentsDir: () => string };
  /** Fixed token (tests); a random one otherwise. */
  token?: string;
  /** Version reported by app:info; the build-time constant otherwise. */
  version?: string;
};

export type WebHost = {
  /** The page's address, carrying the token in its fragment. */
  url: string;
  port: number;
  token: string;
  /** The address actually bound (always 127.0.0.1). */
  address: string;
  close: () => Promise<void>;
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** Comment lines keep idle event streams open through proxies and browser timeouts. */
const KEEP_ALIVE_MS = 25_000;
/** One studio tab needs one stream; the bound stops a misbehaving client from piling them up. */
const MAX_EVENT_STREAMS = 32;
/** After refusing an oversized body we read and drop at most this much more, then hang up. */
const MAX_DISCARD_BYTES = 4 * MAX_BODY_BYTES;
/** How often sessions of tabs closed long ago are looked for and ended. */
const SESSION_SWEEP_MS = 60_000;
/** Bodies must be UTF-8: a lossy decode would turn bad bytes into U+FFFD and save them. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function buildVersion(): string {
  // The bundle replaces the constant; under vitest (no bundling) it is not defined.
  return typeof __CARDWRIGHT_VERSION__ === 'string' ? __CARDWRIGHT_VERSION__ : '0.0.0-dev';
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time token check; hashing first makes the lengths equal and hides the real one. */
function tokenMatches(expected: Buffer, candidate: unknown): boolean {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 256) return false;
  return timingSafeEqual(expected, digest(candidate));
}


/**
 * Maps a request path to the segments of a file under the renderer folder, or null for
 * anything that could leave it: `..` or `.` segments (raw or percent-encoded), encoded
 * slashes or backslashes, NUL, or bad percent-encoding.
 */
export function staticSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  const raw = pathname === '/' ? ['index.html'] : pathname.slice(1).split('/');
  const segments: string[] = [];
  for (const [index, part] of raw.entries()) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded === '' && index === raw.length - 1) {
      segments.push('index.html'); // a folder URL ends in '/'
      continue;
    }
    if (decoded === '' || decoded === '.' || decoded === '..') return null;
    if (/[/\\\0:]/.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
}

function failure(code: HostError['code'], message: string): Result<never> {
  return { ok: false, error: { code, message } };
}

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
}

class TooLarge extends Error {}

/** Reads a request body up to `limit` bytes; beyond that rejects with TooLarge. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.off('data', onData);
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (!done) resolveBody(Buffer.concat(chunks, size));
    });
    req.on('error', (error) => {
      if (!done) reject(error);
      done = true;
    });
  });
}

/** Drops the rest of a refused body so the client can read our answer, up to a bound. */
function discardRest(req: IncomingMessage): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MAX_DISCARD_BYTES) req.socket.destroy();
  });
  req.resume();
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  if (options.host !== undefined && options.host !== LOOPBACK_HOST) {
    throw new Error(`The web host only listens on ${LOOPBACK_HOST}`);
  }
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port ${String(port)}`);
  const token = options.token ?? randomBytes(32).toString('base64url');
  if (!TOKEN_PATTERN.test(token)) throw new Error('The token must be 16 to 128 characters of A-Z a-z 0-9 _ -');
  const tokenDigest = digest(token);
  const rendererDir = await realpath(resolve(options.rendererDir));

  /** Open event streams, each with the session (tab) it belongs to. */
  const streams = new Map<ServerResponse, string>();
  const sockets = new Set<Socket>();
  let boundPort = 0;
  let closing = false;

  const host: Host = createHost({
    host: 'web',
    version: options.version ?? buildVersion(),
    stateDir: options.stateDir,
    ...(options.examples ? { examples: options.examples } : {}),
    // Each tab hears only of its own session's workspace.
    emit: (target, event, payload) => {
      const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
      for (const [stream, session] of streams) if (session === target.session) stream.write(frame);
    },
    // A tab holds its session while its event stream is open; a duplicated tab, which carries
    // the same id, then gets a session of its own.
    isHeld: (target) => [...streams.values()].includes(target.session),
  });

  const keepAlive = setInterval(() => {
    for (const stream of streams.keys()) stream.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  const sweep = setInterval(() => void host.closeIdleSessions(), SESSION_SWEEP_MS);
  sweep.unref();

  /** The Host header must name our loopback address and port: a rebound DNS name will not. */
  function hostAllowed(value: string | undefined): boolean {
    if (!value) return false;
    const lower = value.toLowerCase();
    return lower === `${LOOPBACK_HOST}:${boundPort}` || lower === `localhost:${boundPort}`;
  }

  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return true; // same-origin GETs carry none; the token still guards
    return origin.toLowerCase() === `http://${String(req.headers.host).toLowerCase()}`;
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
      return;
    }
    const segments = staticSegments(pathname);
    if (!segments) {
      sendText(res, 400, 'Bad path\n');
      return;
    }
    const file = join(rendererDir, ...segments);
    let real: string;
    try {
      real = await realpath(file);
    } catch {
      sendText(res, 404, 'Not found\n');
      return;
    }
    // A link inside the renderer folder must not lead out of it either.
    if (!isInside(rendererDir, real)) {
      sendText(res, 404, 'Not found\n');
      return;
    }
    const info = await stat(real).catch(() => null);
    if (!info?.isFile()) {
      sendText(res, 404, 'Not found\n');
      return;
    }
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    // Vite names bundled assets by content hash, so they never change under the same name;
    // everything else (index.html) is revalidated on every load.
    const immutable = segments[0] === 'assets' && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(segments.at(-1) ?? '');
    const headers: Record<string, string | number> = {
      ...SECURITY_HEADERS,
      'Content-Type': contentTypeOf(real),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(real);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  function openEvents(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET') {
      sendJson(res, 405, failure('invalid-request', 'The event stream is read with GET'), { Allow: 'GET' });
      return;
    }
    if (!tokenMatches(tokenDigest, url.searchParams.get('token'))) {
      sendJson(res, 401, failure('unauthorized', 'Missing or wrong token'));
      return;
    }
    const session = url.searchParams.get(SESSION_PARAM) ?? '';
    if (!host.hasSession(session)) {
      sendJson(res, 404, failure('session-closed', 'No open workspace session has this id'));
      return;
    }
    if (streams.size >= MAX_EVENT_STREAMS) {
      sendJson(res, 503, failure('io-error', 'Too many open event streams'));
      return;
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    // Reconnect quickly after a restart of the host; the comment flushes the headers.
    res.write('retry: 2000\n: connected\n\n');
    streams.set(res, session);
    const drop = (): void => {
      streams.delete(res);
    };
    req.on('close', drop);
    res.on('close', drop);
    res.on('error', drop); // a reset connection must not become an uncaught error
  }

  async function callApi(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'POST') {
      sendJson(res, 405, failure('invalid-request', 'API requests are POST'), { Allow: 'POST' });
      return;
    }
    if (!tokenMatches(tokenDigest, req.headers[TOKEN_HEADER])) {
      discardRest(req);
      sendJson(res, 401, failure('unauthorized', 'Missing or wrong token'));
      return;
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      discardRest(req);
      sendJson(res, 415, failure('invalid-request', 'The request body must be application/json'));
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      discardRest(req);
      sendJson(res, 413, failure('too-large', `The request body is larger than ${MAX_BODY_BYTES} bytes`));
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof TooLarge) {
        discardRest(req);
        sendJson(res, 413, failure('too-large', `The request body is larger than ${MAX_BODY_BYTES} bytes`));
      } else {
        res.destroy();
      }
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      sendJson(res, 400, failure('invalid-request', 'The request body is not UTF-8 text'));
      return;
    }
    let request: unknown;
    try {
      request = JSON.parse(text);
    } catch {
      sendJson(res, 400, failure('invalid-request', 'The request body is not valid JSON'));
      return;
    }
    let channel: string;
    try {
      channel = decodeURIComponent(pathname.slice(API_PREFIX.length));
    } catch {
      channel = pathname.slice(API_PREFIX.length);
    }
    // The host checks the session: its form, that it is open, and what the channel needs.
    const session = req.headers[SESSION_HEADER];
    const result = await host.handle(channel, request, { session: session === undefined ? null : session });
    sendJson(res, 200, result);
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!hostAllowed(req.headers.host)) {
      discardRest(req);
      sendJson(res, 403, failure('unauthorized', 'This address is not served here'));
      return;
    }
    if (!originAllowed(req)) {
      discardRest(req);
      sendJson(res, 403, failure('unauthorized', 'Cross-origin requests are refused'));
      return;
    }
    let url: URL;
    try {
      // Parse only the query; the path is checked raw so '..' cannot be normalised away.
      url = new URL(req.url ?? '/', `http://${LOOPBACK_HOST}`);
    } catch {
      sendText(res, 400, 'Bad request\n');
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === EVENTS_PATH) openEvents(req, res, url);
    else if (pathname.startsWith(API_PREFIX)) await callApi(req, res, pathname);
    else await serveStatic(req, res, pathname);
  }

  const server: Server = createServer((req, res) => {
    onRequest(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, failure('io-error', 'The web host failed to answer'));
      else res.destroy();
    });
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen({ port, host: LOOPBACK_HOST, exclusive: true }, () => {
        server.off('error', reject);
        resolveListen();
      });
    });
  } catch (error) {
    // A port already taken: nothing of this host may outlive the attempt (the caller may try another).
    clearInterval(keepAlive);
    clearInterval(sweep);
    await host.dispose();
    throw error;
  }
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The web host has no TCP address');
  boundPort = address.port;

  async function close(): Promise<void> {
    if (closing) return;
    closing = true;
    clearInterval(keepAlive);
    clearInterval(sweep);
    for (const stream of streams.keys()) stream.end();
    streams.clear();
    const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    // Idle keep-alive connections would hold close() open for seconds.
    server.closeIdleConnections();
    for (const socket of sockets) socket.destroy();
    await closed;
    await host.dispose();
  }

  const startup = await openAtStartup(host, options.workspace);
  if (startup.problem) {
    await close();
    throw new Error(startup.problem);
  }

  return {
    url: `http://${LOOPBACK_HOST}:${boundPort}/#token=${token}`,
    port: boundPort,
    token,
    address: address.address,
    close,
  };
}
