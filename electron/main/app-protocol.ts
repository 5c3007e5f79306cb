// Serves the built renderer under cardwright://app/. Only files inside dist/renderer are
// served; every response, errors included, carries the studio's CSP.
import { readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isInside } from '../host/files';
import type { Protocol } from 'electron';
import { contentTypeOf } from '../shared/content-types';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { APP_HOST, APP_SCHEME, parseUrl } from './app-url';

/**
 * Must run before the app is ready. `standard` gives the page a real origin and relative URL
 * resolution, `secure` makes it a secure context, `supportFetchAPI` lets it fetch its own
 * assets. `corsEnabled` stays off: it would let other origins read this scheme.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export type Resolved = { ok: true; relative: string } | { ok: false; status: 400 | 403 | 404 };


/**
 * Maps a request URL to a path inside the renderer folder. Works on the URL as written, before
 * any normalisation, so `..` in any spelling (`%2e%2e`, `..%2f`, backslashes) is refused
 * outright instead of being quietly folded into some other path.
 */
export function resolveRequestPath(url: string): Resolved {
  const parsed = parseUrl(url);
  if (parsed === null || parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return { ok: false, status: 404 };
  const prefix = `${APP_SCHEME}://${APP_HOST}`;
  if (!url.startsWith(prefix)) return { ok: false, status: 404 };
  const rawPath = url.slice(prefix.length).split(/[?#]/, 1)[0] ?? '';
  if (rawPath === '' || rawPath === '/') return { ok: true, relative: 'index.html' };
  if (!rawPath.startsWith('/')) return { ok: false, status: 404 };
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400 };
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return { ok: false, status: 403 };
    if (segment === '') return { ok: false, status: 404 };
    segments.push(segment);
  }
  return { ok: true, relative: segments.join('/') };
}

function respond(status: number, body: Uint8Array<ArrayBuffer> | string | null, contentType: string): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': contentType,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function refuse(status: number): Response {
  const text = status === 403 ? 'Forbidden' : status === 400 ? 'Bad Request' : status === 405 ? 'Method Not Allowed' : 'Not Found';
  return respond(status, text, 'text/plain; charset=utf-8');
}

export type AppRequest = { url: string; method: string };

/** The protocol handler: GET and HEAD of files under `rendererDir`, nothing else. */
export function createAppRequestHandler(rendererDir: string): (request: AppRequest) => Promise<Response> {
  let realRoot: Promise<string> | null = null;
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405);
    const resolved = resolveRequestPath(request.url);
    if (!resolved.ok) return refuse(resolved.status);
    const root = await (realRoot ??= realpath(rendererDir).catch(() => rendererDir));
    const file = join(root, ...resolved.relative.split('/'));
    if (!isInside(root, file)) return refuse(403);
    let real: string;
    try {
      real = await realpath(file);
      if (!(await stat(real)).isFile()) return refuse(404);
    } catch {
      return refuse(404);
    }
    // A link inside the folder must not serve a file from elsewhere on the machine.
    if (!isInside(root, real)) return refuse(403);
    const type = contentTypeOf(real);
    if (request.method === 'HEAD') return respond(200, null, type);
    try {
      const bytes = await readFile(real);
      // A view, not a copy; readFile never hands out a SharedArrayBuffer.
      return respond(200, new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), type);
    } catch {
      return refuse(404);
    }
  };
}

export function installAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(rendererDir));
}
