// Files at the edges of what can be saved: names near the file system's limit, text that
// is not valid Unicode, sets too big to list whole.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileContent, Result, WorkspaceSession, WorkspaceSnapshot } from '../shared/contract';
import { createHost, type Host } from './handlers';
import { MAX_FILES_PER_SET } from './workspace';

let scratch: string;
let folder: string;
let set: string;
let host: Host;
let session: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-limits-'));
  folder = join(scratch, 'ws');
  set = join(folder, 'sets', 'stak-bots', 'starter');
  await mkdir(set, { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), '{"version":1,"name":"Limits","games":[]}');
  await writeFile(join(set, 'set.json'), '{"version":1,"game":"stak-bots","name":"Starter"}');
  host = createHost({ host: 'web', version: 'test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
  session = await openSession();
});

afterEach(async () => {
  await host.dispose();
  await rm(scratch, { recursive: true, force: true });
});

async function openSession(): Promise<string> {
  const opened = await host.handle('workspace:open', { path: folder });
  if (!opened.ok) throw new Error(opened.error.message);
  return (opened.value as WorkspaceSession).session;
}

function value<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

describe('long file names', () => {
  it('saves a file whose name is at the file system limit (255 bytes)', async () => {
    const name = `${'n'.repeat(249)}.cards`;
    const path = `sets/stak-bots/starter/${name}`;
    await writeFile(join(set, name), 'game stak-bots\n');
    const read = value<FileContent>(await host.handle('file:read', { path }, { session }));
    value(await host.handle('file:write', { path, content: 'game stak-bots\n# saved\n', baseVersion: read.version }, { session }));
    expect(await readFile(join(set, name), 'utf8')).toBe('game stak-bots\n# saved\n');
    value(await host.handle('file:create', { path: `sets/stak-bots/starter/${'m'.repeat(249)}.cards`, content: 'x' }, { session }));
    expect((await readdir(set)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('text that is not valid Unicode', () => {
  it.each([
    ['a lone high surrogate', 'game stak-bots\n# \ud83c\n'],
    ['a lone low surrogate', '\udca1 game'],
  ])('is refused, not written as U+FFFD: %s', async (_label, content) => {
    const path = 'sets/stak-bots/starter/bots.cards';
    await writeFile(join(set, 'bots.cards'), 'before\n');
    const write = await host.handle('file:write', { path, content, baseVersion: null }, { session });
    expect(write).toMatchObject({ ok: false, error: { code: 'invalid-request', message: expect.stringContaining('valid Unicode') } });
    const create = await host.handle('file:create', { path: 'sets/stak-bots/starter/new.cards', content }, { session });
    expect(create).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(await readFile(join(set, 'bots.cards'), 'utf8')).toBe('before\n');
    expect(await readdir(set)).not.toContain('new.cards');
  });

  it('refuses a path with half a surrogate pair', async () => {
    const write = await host.handle('file:write', { path: 'sets/stak-bots/starter/\ud800.cards', content: 'x', baseVersion: null }, { session });
    expect(write).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('still writes complete pairs', async () => {
    const path = 'sets/stak-bots/starter/bots.cards';
    value(await host.handle('file:write', { path, content: 'card "🂡 Ace"\n', baseVersion: null }, { session }));
    expect(await readFile(join(set, 'bots.cards'), 'utf8')).toBe('card "🂡 Ace"\n');
  });
});

describe('sets with more files than the listing shows', () => {
  it(`say beside the set that only the first ${MAX_FILES_PER_SET} files are listed`, async () => {
    const fill = async (count: number): Promise<void> => {
      await Promise.all(Array.from({ length: count }, (_, i) => writeFile(join(set, `card-${String(i).padStart(5, '0')}.cards`), '')));
    };
    await fill(MAX_FILES_PER_SET - 1); // plus set.json: exactly the limit
    const full = value<WorkspaceSnapshot>(await host.handle('workspace:snapshot', {}, { session }));
    expect(full.sets[0]!.files).toHaveLength(MAX_FILES_PER_SET);
    expect(full.sets[0]!.problem).toBeUndefined();

    await fill(MAX_FILES_PER_SET + 5);
    const over = value<WorkspaceSnapshot>(await host.handle('workspace:snapshot', {}, { session }));
    expect(over.sets[0]!.files).toHaveLength(MAX_FILES_PER_SET);
    expect(over.sets[0]!.problem).toMatch(/^Only the first 2,000 files are listed/);
  });
});
