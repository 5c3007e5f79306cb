// The loopback web host over real sockets: what it serves, what it refuses, and that the
// contract round-trips through it. Raw node:http requests so Host, Origin and unnormalised
// paths reach the server exactly as written.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { MAX_BODY_BYTES, SESSION_HEADER, TOKEN_HEADER, tokenFromFragment } from '../shared/web-protocol';
import { startWebHost, staticSegments, type WebHost } from './server';
import { defaultStateDir } from './state-dir';

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

type Send = {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** Send the body with chunked encoding instead of a Content-Length. */
  chunked?: boolean;
};

const TOKEN = 'test-token-0123456789abcdef';

let root: string;
let rendererDir: string;
let web: WebHost;

function send(options: Send): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { Host: `127.0.0.1:${web.port}`, ...options.headers };
    if (options.body !== undefined && !options.chunked) headers['Content-Length'] = Buffer.byteLength(options.body);
    const req = httpRequest({ host: '127.0.0.1', port: web.port, method: options.method ?? 'GET', path: options.path, headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`request ${options.path} timed out`)));
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

function api(channel: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return send({
    method: 'POST',
    path: `/api/${channel}`,
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: TOKEN, ...headers },
    body: JSON.stringify(body),
  });
}

/** A request of the tab working in `session`. */
function inSession(session: string, channel: string, body: unknown): Promise<Reply> {
  return api(channel, body, { [SESSION_HEADER]: session });
}

/** Opens a workspace as a fresh tab does, and returns that tab's session. */
async function openTab(folder: string): Promise<string> {
  const opened = json(await api('workspace:open', { path: folder }));
  if (!opened.ok) throw new Error(`open failed: ${JSON.stringify(opened.error)}`);
  return opened.value?.session as string;
}

function json(reply: Reply): { ok: boolean; value?: Record<string, unknown>; error?: { code: string; message: string } } {
  return JSON.parse(reply.body) as ReturnType<typeof json>;
}

/** Resolves true if a TCP connection to host:port is accepted within the time limit. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (value: boolean): void => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

async function makeWorkspace(folder: string, name: string): Promise<void> {
  await mkdir(join(folder, 'sets', 'stak-bots', 'starter'), { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), JSON.stringify({ version: 1, name, games: ['stak-bots'] }));
  await writeFile(join(folder, 'sets', 'stak-bots', 'starter', 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Starter' }));
  await writeFile(join(folder, 'sets', 'stak-bots', 'starter', 'bots.cards'), 'game stak-bots\nset "Starter"\n');
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cardwright-web-'));
  rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>studio</title><script type="module" src="./assets/index-Ab12Cd34.js"></script>');
  const assets: Record<string, string> = {
    'index-Ab12Cd34.js': 'export {};',
    'index-Ab12Cd34.css': 'body{}',
    'codicon-Zz99Yy88.ttf': 'ttf',
    'font-Qq11Ww22.woff2': 'woff2',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'data.json': '{}',
    'index-Ab12Cd34.js.map': '{}',
  };
  for (const [name, text] of Object.entries(assets)) await writeFile(join(rendererDir, 'assets', name), text);
  // Files right outside the served folder, which traversal attempts aim at.
  await writeFile(join(root, 'package.json'), 'SECRET-OUTSIDE');
  if (process.platform !== 'win32') await symlink(join(root, 'package.json'), join(rendererDir, 'escape.json'));
  web = await startWebHost({ port: 0, host: '127.0.0.1', rendererDir, stateDir: join(root, 'state'), token: TOKEN });
});

afterAll(async () => {
  await web?.close();
  await rm(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves index.html for / with the page security headers', async () => {
    const reply = await send({ path: '/' });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<title>studio</title>');
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('answers each asset with its content type, and hashed assets as immutable', async () => {
    const expected: Record<string, string> = {
      'index-Ab12Cd34.js': 'text/javascript; charset=utf-8',
      'index-Ab12Cd34.css': 'text/css; charset=utf-8',
      'codicon-Zz99Yy88.ttf': 'font/ttf',
      'font-Qq11Ww22.woff2': 'font/woff2',
      'logo.svg': 'image/svg+xml',
      'data.json': 'application/json; charset=utf-8',
      'index-Ab12Cd34.js.map': 'application/json; charset=utf-8',
    };
    for (const [name, type] of Object.entries(expected)) {
      const reply = await send({ path: `/assets/${name}` });
      expect(reply.status, name).toBe(200);
      expect(reply.headers['content-type'], name).toBe(type);
    }
    expect((await send({ path: '/assets/index-Ab12Cd34.js' })).headers['cache-control']).toContain('immutable');
    expect((await send({ path: '/assets/logo.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation with 304', async () => {
    const first = await send({ path: '/index.html' });
    const again = await send({ path: '/index.html', headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses paths that leave the renderer folder, however they are spelled', async () => {
    const attempts = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/package.json',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/..%5cpackage.json',
      '/assets/%00.js',
      '/%zz',
      '//etc/passwd',
    ];
    for (const path of attempts) {
      const reply = await send({ path });
      expect([400, 404], path).toContain(reply.status);
      expect(reply.body, path).not.toContain('SECRET-OUTSIDE');
    }
  });

  it.skipIf(process.platform === 'win32')('does not follow a link out of the renderer folder', async () => {
    const reply = await send({ path: '/escape.json' });
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain('SECRET-OUTSIDE');
  });

  it('answers 404 for a missing file and 405 for other methods', async () => {
    expect((await send({ path: '/nope.js' })).status).toBe(404);
    expect((await send({ path: '/assets' })).status).toBe(404);
    const post = await send({ method: 'POST', path: '/index.html', body: 'x' });
    expect(post.status).toBe(405);
  });

  it('splits request paths into safe segments only', () => {
    expect(staticSegments('/')).toEqual(['index.html']);
    expect(staticSegments('/assets/a%20b.js')).toEqual(['assets', 'a b.js']);
    expect(staticSegments('/assets/')).toEqual(['assets', 'index.html']);
    expect(staticSegments('/a/../b')).toBeNull();
    expect(staticSegments('/a/./b')).toBeNull();
    expect(staticSegments('/C:%5cwindows')).toBeNull();
    expect(staticSegments('relative')).toBeNull();
  });
});

describe('API guards', () => {
  it('refuses requests without the token or with a wrong one, and does nothing', async () => {
    const target = join(root, 'never-created');
    const request = { path: target, name: 'Nope' };
    const missing = await send({ method: 'POST', path: '/api/workspace:create', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
    const wrong = await api('workspace:create', request, { [TOKEN_HEADER]: `${TOKEN}x` });
    const inQuery = await send({ method: 'POST', path: `/api/workspace:create?token=${TOKEN}`, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
    for (const reply of [missing, wrong, inQuery]) {
      expect(reply.status).toBe(401);
      expect(json(reply)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    }
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a Host header that does not name the loopback address and port (DNS rebinding)', async () => {
    for (const host of ['evil.example', `evil.example:${web.port}`, `127.0.0.1:${web.port + 1}`, `0.0.0.0:${web.port}`]) {
      const reply = await api('app:info', {}, { Host: host });
      expect(reply.status, host).toBe(403);
      expect(json(reply).ok).toBe(false);
      expect((await send({ path: '/', headers: { Host: host } })).status, host).toBe(403);
    }
    expect((await api('app:info', {}, { Host: `localhost:${web.port}` })).status).toBe(200);
  });

  it('refuses a cross-origin Origin and accepts its own', async () => {
    for (const origin of ['http://evil.example', `http://127.0.0.1:${web.port + 1}`, `https://127.0.0.1:${web.port}`, 'null']) {
      const reply = await api('app:info', {}, { Origin: origin });
      expect(reply.status, origin).toBe(403);
      expect(json(reply).ok).toBe(false);
    }
    const same = await api('app:info', {}, { Origin: `http://127.0.0.1:${web.port}` });
    expect(same.status).toBe(200);
    expect(json(same)).toMatchObject({ ok: true, value: { name: 'Cardwright', host: 'web', nativeDialogs: false } });
  });

  it('requires a JSON content type', async () => {
    const reply = await send({ method: 'POST', path: '/api/app:info', headers: { 'Content-Type': 'text/plain', [TOKEN_HEADER]: TOKEN }, body: '{}' });
    expect(reply.status).toBe(415);
    expect(json(reply).error?.code).toBe('invalid-request');
    expect((await api('app:info', {}, { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('refuses bodies over the limit with 413, declared or streamed', async () => {
    const big = Buffer.alloc(MAX_BODY_BYTES + 10, 0x20);
    const headers = { 'Content-Type': 'application/json', [TOKEN_HEADER]: TOKEN };
    const declared = await send({ method: 'POST', path: '/api/file:write', headers, body: big });
    const streamed = await send({ method: 'POST', path: '/api/file:write', headers, body: big, chunked: true });
    for (const reply of [declared, streamed]) {
      expect(reply.status).toBe(413);
      expect(json(reply)).toMatchObject({ ok: false, error: { code: 'too-large' } });
    }
    // The connection pool is still usable afterwards.
    expect((await api('app:info', {})).status).toBe(200);
  });

  it('answers invalid JSON with 400', async () => {
    const reply = await send({ method: 'POST', path: '/api/app:info', headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: TOKEN }, body: '{"oops":' });
    expect(reply.status).toBe(400);
    expect(json(reply)).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('answers an unknown channel and a schema violation with typed errors', async () => {
    expect(json(await api('workspace:explode', {})).error?.code).toBe('unknown-channel');
    expect(json(await api('file:read', { path: '../outside' })).error?.code).toBe('invalid-request');
    expect((await send({ path: '/api/app:info', headers: { [TOKEN_HEADER]: TOKEN } })).status).toBe(405);
  });
});

describe('contract round trip', () => {
  it('creates, opens, writes and reads through the host', async () => {
    const created = join(root, 'created-ws');
    const create = json(await api('workspace:create', { path: created, name: 'Made Here' }));
    expect(create).toMatchObject({ ok: true, value: { workspace: { name: 'Made Here' } } });
    expect(JSON.parse(await readFile(join(created, 'cardwright.json'), 'utf8'))).toMatchObject({ name: 'Made Here' });

    const other = join(root, 'ws-open');
    await makeWorkspace(other, 'Opened');
    const open = json(await api('workspace:open', { path: other }));
    expect(open).toMatchObject({ ok: true, value: { session: expect.any(String), workspace: { name: 'Opened' } } });
    const session = open.value?.session as string;

    const path = 'sets/stak-bots/starter/bots.cards';
    expect(json(await api('file:read', { path })).error?.code, 'a request without its session').toBe('no-workspace');
    const read = json(await inSession(session, 'file:read', { path }));
    expect(read.ok).toBe(true);
    const baseVersion = read.value?.version as string;
    const written = json(await inSession(session, 'file:write', { path, content: 'game stak-bots\nset "Starter"\n# edited\n', baseVersion }));
    expect(written.ok).toBe(true);
    expect(await readFile(join(other, path), 'utf8')).toContain('# edited');
    const reread = json(await inSession(session, 'file:read', { path }));
    expect(reread.value?.content).toContain('# edited');
    expect(reread.value?.version).toBe(written.value?.version);
    // A write from a stale version is a conflict, not a silent overwrite.
    expect(json(await inSession(session, 'file:write', { path, content: 'stale', baseVersion })).error?.code).toBe('conflict');

    const recent = json(await api('workspace:recent', {}));
    expect(recent.value?.paths).toEqual(expect.arrayContaining([expect.stringContaining('ws-open')]));
  });
});

describe('saves from several tabs', () => {
  const ROUNDS = 30;
  const TABS = 4;
  const path = 'sets/stak-bots/starter/bots.cards';

  it(`let exactly one of ${TABS} simultaneous same-version saves succeed, ${ROUNDS} rounds in a row`, async () => {
    const folder = join(root, 'ws-race');
    await makeWorkspace(folder, 'Race');
    const tabs = await Promise.all(Array.from({ length: TABS }, () => openTab(folder)));
    const successes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseVersion = json(await inSession(tabs[0]!, 'file:read', { path })).value?.version;
      const contents = tabs.map((_tab, i) => `game stak-bots\n# round ${round} tab ${i}\n`);
      const replies = await Promise.all(tabs.map((tab, i) => inSession(tab, 'file:write', { path, content: contents[i], baseVersion })));
      const answers = replies.map(json);
      const winners = contents.filter((_content, i) => answers[i]!.ok);
      successes.push(winners.length);
      expect(answers.filter((a) => !a.ok).map((a) => a.error?.code).every((code) => code === 'conflict')).toBe(true);
      if (winners.length === 1) expect(await readFile(join(folder, path), 'utf8')).toBe(winners[0]);
    }
    expect(successes, 'successes per round').toEqual(Array.from({ length: ROUNDS }, () => 1));
  });

  it('keep each tab in its own workspace when another tab opens a different one', async () => {
    const first = join(root, 'ws-tab-a');
    const second = join(root, 'ws-tab-b');
    await makeWorkspace(first, 'Tab A');
    await makeWorkspace(second, 'Tab B');
    const tabA = await openTab(first);
    const baseVersion = json(await inSession(tabA, 'file:read', { path })).value?.version;
    const tabB = await openTab(second);
    expect(json(await inSession(tabA, 'file:write', { path, content: 'from tab A\n', baseVersion })).ok).toBe(true);
    expect(json(await inSession(tabA, 'file:create', { path: 'sets/stak-bots/starter/extra.cards', content: 'A\n' })).ok).toBe(true);
    expect(await readFile(join(first, path), 'utf8')).toBe('from tab A\n');
    expect(await readFile(join(second, path), 'utf8')).toBe('game stak-bots\nset "Starter"\n');
    expect(existsSync(join(second, 'sets/stak-bots/starter/extra.cards'))).toBe(false);
    // Tab B closes its workspace; a request of its ended session is refused, not redirected.
    expect(json(await inSession(tabB, 'workspace:close', {})).ok).toBe(true);
    expect(json(await inSession(tabB, 'file:write', { path, content: 'late\n', baseVersion: null })).error?.code).toBe('session-closed');
    expect(await readFile(join(first, path), 'utf8')).toBe('from tab A\n');
  });
});

describe('text that is not valid Unicode', () => {
  const path = 'sets/stak-bots/starter/bots.cards';

  it('is refused when the JSON holds half a surrogate pair, and nothing is written', async () => {
    const folder = join(root, 'ws-unicode');
    await makeWorkspace(folder, 'Unicode');
    const session = await openTab(folder);
    const body = `{"path":"${path}","content":"game \\ud83c broken","baseVersion":null}`;
    const reply = await send({ method: 'POST', path: '/api/file:write', headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: TOKEN, [SESSION_HEADER]: session }, body });
    expect(json(reply)).toMatchObject({ ok: false, error: { code: 'invalid-request', message: expect.stringContaining('valid Unicode') } });
    expect(await readFile(join(folder, path), 'utf8')).toBe('game stak-bots\nset "Starter"\n');
  });

  it('is refused with 400 when the body is not UTF-8', async () => {
    const folder = join(root, 'ws-bytes');
    await makeWorkspace(folder, 'Bytes');
    const session = await openTab(folder);
    const body = Buffer.concat([Buffer.from(`{"path":"${path}","content":"game `), Buffer.from([0xff, 0xfe]), Buffer.from('","baseVersion":null}')]);
    const reply = await send({ method: 'POST', path: '/api/file:write', headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: TOKEN, [SESSION_HEADER]: session }, body });
    expect(reply.status).toBe(400);
    expect(json(reply).error?.message).toContain('UTF-8');
    expect(await readFile(join(folder, path), 'utf8')).toBe('game stak-bots\nset "Starter"\n');
  });
});

describe('listening', () => {
  it('binds 127.0.0.1 only', async () => {
    expect(web.address).toBe('127.0.0.1');
    expect(web.url.startsWith(`http://127.0.0.1:${web.port}/#token=`)).toBe(true);
    expect(tokenFromFragment(new URL(web.url).hash)).toBe(TOKEN);
    expect(await accepts('127.0.0.1', web.port)).toBe(true);
    // Every other address of this machine must refuse: on Linux all of 127/8 is local, so
    // 127.0.0.2 reaches a socket bound to 0.0.0.0 but not one bound to 127.0.0.1.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
      .map((entry) => entry!.address);
    if (process.platform === 'linux') others.push('127.0.0.2');
    for (const address of others) expect(await accepts(address, web.port), address).toBe(false);
  }, 15_000);

  it('refuses to bind anything but loopback and rejects malformed tokens', async () => {
    const common = { rendererDir, stateDir: join(root, 'state-2') };
    await expect(startWebHost({ ...common, host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(/127\.0\.0\.1/);
    await expect(startWebHost({ ...common, token: 'short' })).rejects.toThrow(/token/);
  });

  it('gives each launch a fresh random token that the page can read from the URL', async () => {
    const a = await startWebHost({ rendererDir, stateDir: join(root, 'state-a') });
    const b = await startWebHost({ rendererDir, stateDir: join(root, 'state-b') });
    try {
      expect(a.token).not.toBe(b.token);
      expect(tokenFromFragment(new URL(a.url).hash)).toBe(a.token);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('opens the workspace it is given at start, and refuses to start on a missing one', async () => {
    const folder = join(root, 'ws-start');
    await makeWorkspace(folder, 'At Start');
    const started = await startWebHost({ rendererDir, stateDir: join(root, 'state-c'), workspace: folder, token: TOKEN });
    try {
      const reply = await new Promise<Reply>((resolve, reject) => {
        const body = '{}';
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: started.port,
            method: 'POST',
            path: '/api/session:start',
            headers: { Host: `127.0.0.1:${started.port}`, 'Content-Type': 'application/json', [TOKEN_HEADER]: TOKEN, 'Content-Length': body.length },
            timeout: 10_000,
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(json(reply)).toMatchObject({ ok: true, value: { workspace: { name: 'At Start' } } });
    } finally {
      await started.close();
    }
    await expect(startWebHost({ rendererDir, stateDir: join(root, 'state-d'), workspace: join(root, 'missing') })).rejects.toThrow(/Cannot open the workspace/);
  });
});

describe('event stream', () => {
  it('refuses the stream without the token', async () => {
    expect((await send({ path: '/api/events' })).status).toBe(401);
    expect((await send({ path: '/api/events?token=wrong-token-0123456789' })).status).toBe(401);
  });

  it('refuses a stream for a session that is not open, so the browser stops retrying', async () => {
    const reply = await send({ path: `/api/events?token=${TOKEN}&session=${'A'.repeat(22)}` });
    expect(reply.status).toBe(404);
    expect(json(reply).error?.code).toBe('session-closed');
    expect((await send({ path: `/api/events?token=${TOKEN}` })).status).toBe(404);
  });

  it('delivers workspace:changed when another program changes a file', async () => {
    const folder = join(root, 'ws-events');
    await makeWorkspace(folder, 'Events');
    const session = await openTab(folder);

    const received: string[] = [];
    let headers: IncomingHttpHeaders = {};
    const req = httpRequest({ host: '127.0.0.1', port: web.port, path: `/api/events?token=${TOKEN}&session=${session}`, headers: { Host: `127.0.0.1:${web.port}` } });
    const connected = new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        resolve();
      });
      req.on('error', reject);
    });
    req.end();
    try {
      await connected;
      expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const file = join(folder, 'sets', 'stak-bots', 'starter', 'bots.cards');
      // The recursive watcher may need a moment to start; keep editing until it reports.
      for (let attempt = 0; attempt < 20 && !received.join('').includes('event: workspace:changed'); attempt += 1) {
        await writeFile(file, `game stak-bots\nset "Starter"\n# outside edit ${attempt}\n`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const text = received.join('');
      const frame = text.split('\n\n').find((block) => block.startsWith('event: workspace:changed'));
      expect(frame, `no workspace:changed event in: ${text}`).toBeDefined();
      const data = JSON.parse(frame!.split('\n').find((line) => line.startsWith('data: '))!.slice(6)) as { paths: string[] };
      expect(data.paths).toContain('sets/stak-bots/starter/bots.cards');
    } finally {
      req.destroy();
    }
  }, 20_000);
});

describe('default state folder', () => {
  it('follows each platform’s convention', () => {
    expect(defaultStateDir('linux', {}, '/home/ann')).toBe('/home/ann/.config/cardwright');
    expect(defaultStateDir('linux', { XDG_CONFIG_HOME: '/xdg' }, '/home/ann')).toBe('/xdg/cardwright');
    expect(defaultStateDir('darwin', {}, '/Users/ann')).toBe('/Users/ann/Library/Application Support/Cardwright');
    expect(defaultStateDir('win32', { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'C:\\Users\\ann')).toBe('C:\\Users\\ann\\AppData\\Roaming\\Cardwright');
  });
});
