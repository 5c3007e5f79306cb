// The host's channels for card faces: pictures read for a card's art, exports written in
// parts and atomically, and printing refused where the host cannot print (the web host).
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHost, type Host } from './handlers';

let scratch: string;
let host: Host;
let workspace: string;
/** The session the workspace was opened in; every request names it. */
let session: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-exports-'));
  host = createHost({ host: 'web', version: '0.0.0-test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
  workspace = join(scratch, 'ws');
  const created = await host.handle('workspace:create', { path: workspace, name: 'Exports' });
  if (!created.ok) throw new Error(created.error.message);
  session = (created.value as { session: string }).session;
});

afterEach(async () => {
  await host.dispose();
  await rm(scratch, { recursive: true, force: true });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

async function call(channel: string, request: unknown) {
  return (await host.handle(channel, request, { session })) as { ok: boolean; value?: Record<string, unknown>; error?: { code: string; message: string } };
}

describe('file:read-image', () => {
  it('reads a card picture as base64 with its type', async () => {
    await mkdir(join(workspace, 'sets', 'g', 's', 'art'), { recursive: true });
    await writeFile(join(workspace, 'sets', 'g', 's', 'art', 'bolt-pup.png'), PNG);
    const answer = await call('file:read-image', { path: 'sets/g/s/art/bolt-pup.png' });
    expect(answer).toEqual({ ok: true, value: { path: 'sets/g/s/art/bolt-pup.png', mime: 'image/png', data: PNG.toString('base64') } });
  });

  it('refuses a file that is not a picture, or whose bytes are not what its name says', async () => {
    await mkdir(join(workspace, 'art'), { recursive: true });
    await writeFile(join(workspace, 'art', 'notes.txt'), 'hello');
    await writeFile(join(workspace, 'art', 'fake.jpg'), PNG);
    expect((await call('file:read-image', { path: 'art/notes.txt' })).error?.code).toBe('unsupported');
    const fake = await call('file:read-image', { path: 'art/fake.jpg' });
    expect(fake.error?.code).toBe('unsupported');
    expect(fake.error?.message).toMatch(/not a JPG picture/);
    expect((await call('file:read-image', { path: 'art/missing.png' })).error?.code).toBe('not-found');
    expect((await call('file:read-image', { path: '../outside.png' })).error?.code).toBe('invalid-request');
  });
});

describe('export:write', () => {
  it('writes an export from its parts, and only once the last has arrived', async () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
    const parts = [bytes.subarray(0, 1000), bytes.subarray(1000, 2500), bytes.subarray(2500)];
    const path = 'exports/stak-bots/starter/print-sheet-a4.pdf';
    for (let i = 0; i < parts.length; i += 1) {
      const last = i === parts.length - 1;
      const answer = await call('export:write', { path, data: parts[i]!.toString('base64'), part: i, last });
      expect(answer).toEqual({ ok: true, value: { path, bytes: [1000, 2500, 3000][i], done: last } });
      if (!last) await expect(readFile(join(workspace, path))).rejects.toThrow(/ENOENT/);
    }
    expect(await readFile(join(workspace, path))).toEqual(bytes);
    // Written atomically: no temp file left beside it.
    expect(await readdir(join(workspace, 'exports', 'stak-bots', 'starter'))).toEqual(['print-sheet-a4.pdf']);
  });

  it('starts over at part 0 and refuses parts out of order', async () => {
    const path = 'exports/card.png';
    expect((await call('export:write', { path, data: 'AAAA', part: 1, last: true })).error?.code).toBe('invalid-request');
    await call('export:write', { path, data: 'AAAA', part: 0, last: false });
    const skipped = await call('export:write', { path, data: 'AAAA', part: 2, last: true });
    expect(skipped.error?.message).toMatch(/part 1 was expected/);
    await call('export:write', { path, data: PNG.toString('base64'), part: 0, last: true });
    expect(await readFile(join(workspace, path))).toEqual(PNG);
  });

  it('writes only PNG and PDF files under exports/, from base64', async () => {
    for (const path of ['sets/g/s/x.png', 'exports/x.txt', 'exports/../x.png', 'x.pdf']) {
      expect((await call('export:write', { path, data: '', part: 0, last: true })).error?.code, path).toBe('invalid-request');
    }
    expect((await call('export:write', { path: 'exports/x.png', data: 'not base64!', part: 0, last: true })).error?.code).toBe('invalid-request');
  });
});

describe('export:print-pdf on the web host', () => {
  it('is unsupported: the page makes the PDF itself', async () => {
    const answer = await call('export:print-pdf', { path: 'exports/sheet.pdf', paper: 'a4', styles: '', cards: ['<svg/>'] });
    expect(answer.error?.code).toBe('unsupported');
  });
});
