import { execFileSync } from 'node:child_process';
import { chmod, lstat, mkdtemp, mkdir, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_PATH_LENGTH, type EventPayload, type Result, type WorkspaceSession, type WorkspaceSnapshot } from '../shared/contract';
import { sessionAfter } from '../shared/session-tracking';
import { contentVersion } from './files';
import { createHost, type Host } from './handlers';

let scratch: string;
let host: Host;
let events: EventPayload<'workspace:changed'>[];
/** The session the page of these tests works in, kept as the web client keeps it. */
let session: string | null;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-host-'));
  events = [];
  session = null;
  host = createHost({
    host: 'web',
    version: '0.0.0-test',
    stateDir: join(scratch, 'state'),
    emit: (_target, event, payload) => {
      if (event === 'workspace:changed') events.push(payload as EventPayload<'workspace:changed'>);
    },
  });
});

afterEach(async () => {
  await host.dispose();
  await rm(scratch, { recursive: true, force: true });
});

/** One request of the page, with its session. */
async function call(channel: unknown, request: unknown): Promise<Result<unknown>> {
  const result = await host.handle(channel, request, { session });
  session = sessionAfter(String(channel), result, session);
  return result;
}

async function ok<T>(channel: unknown, request: unknown): Promise<T> {
  const result = await call(channel, request);
  if (!result.ok) throw new Error(`${String(channel)} failed: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

async function errorCode(channel: unknown, request: unknown): Promise<string> {
  const result = await call(channel, request);
  if (result.ok) throw new Error(`${String(channel)} unexpectedly succeeded`);
  return result.error.code;
}

/** Opens a workspace and returns its listing. */
async function openWorkspace(path: string): Promise<WorkspaceSnapshot> {
  return (await ok<WorkspaceSession>('workspace:open', { path })).workspace;
}

async function newWorkspace(): Promise<string> {
  const folder = join(scratch, 'ws');
  await ok('workspace:create', { path: folder, name: 'Test designs' });
  await ok('set:create', { game: 'stak-bots', set: 'starter', name: 'Starter' });
  return folder;
}

describe('workspace', () => {
  it('creates a workspace with a manifest and lists the sets made in it', async () => {
    const folder = await newWorkspace();
    const manifest = JSON.parse(await readFile(join(folder, 'cardwright.json'), 'utf8'));
    expect(manifest).toEqual({ version: 1, name: 'Test designs', games: [] });
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.name).toBe('Test designs');
    expect(snap.sets).toHaveLength(1);
    expect(snap.sets[0]).toMatchObject({ game: 'stak-bots', set: 'starter', name: 'Starter', path: 'sets/stak-bots/starter' });
    expect(snap.sets[0]!.files.map((f) => f.path)).toEqual(['sets/stak-bots/starter/cards.cards', 'sets/stak-bots/starter/set.json']);
  });

  it('refuses to create a workspace over an existing one', async () => {
    const folder = await newWorkspace();
    expect(await errorCode('workspace:create', { path: folder, name: 'Again' })).toBe('already-exists');
  });

  it('refuses to open a folder that is not a workspace, or does not exist', async () => {
    await mkdir(join(scratch, 'plain'));
    expect(await errorCode('workspace:open', { path: join(scratch, 'plain') })).toBe('not-a-workspace');
    expect(await errorCode('workspace:open', { path: join(scratch, 'missing') })).toBe('not-found');
    expect(await errorCode('workspace:open', { path: 'relative/folder' })).toBe('invalid-request');
  });

  it('opens a workspace with a broken manifest and reports the problem instead of failing', async () => {
    const folder = join(scratch, 'broken');
    await mkdir(join(folder, 'sets', 'smash-up', 'core'), { recursive: true });
    await writeFile(join(folder, 'cardwright.json'), '{ "version": 1, "name": ');
    await writeFile(join(folder, 'sets', 'smash-up', 'core', 'set.json'), '{"version":1,"game":"four-souls","name":"Core"}');
    const snap = await openWorkspace(folder);
    expect(snap.problem).toMatch(/not valid JSON/);
    expect(snap.sets[0]!.problem).toMatch(/game "four-souls" but the set sits in sets\/smash-up/);
  });

  it('reports a manifest from a newer version instead of misreading it', async () => {
    const folder = join(scratch, 'future');
    await mkdir(folder);
    await writeFile(join(folder, 'cardwright.json'), '{"version":7,"name":"Later"}');
    const snap = await openWorkspace(folder);
    expect(snap.problem).toMatch(/newer Cardwright \(version 7\)/);
  });

  it('remembers opened workspaces, most recent first', async () => {
    const first = await newWorkspace();
    const second = join(scratch, 'second');
    await ok('workspace:create', { path: second, name: 'Second' });
    await ok('workspace:open', { path: first });
    const { paths } = await ok<{ paths: string[] }>('workspace:recent', {});
    expect(paths).toEqual([first, second]);
  });

  it('answers file requests before any workspace is open with no-workspace', async () => {
    expect(await errorCode('file:read', { path: 'sets/a.cards' })).toBe('no-workspace');
  });

  it('has no folder picker on a host without native dialogs', async () => {
    expect(await errorCode('workspace:choose-folder', { purpose: 'open' })).toBe('unsupported');
  });
});

describe('files', () => {
  it('reads and writes files with content versions', async () => {
    await newWorkspace();
    const path = 'sets/stak-bots/starter/cards.cards';
    const read = await ok<{ content: string; version: string }>('file:read', { path });
    expect(read.version).toBe(contentVersion(read.content));
    const written = await ok<{ version: string }>('file:write', { path, content: 'bot "Crusher" {}\n', baseVersion: read.version });
    expect(written.version).toBe(contentVersion('bot "Crusher" {}\n'));
    expect((await ok<{ content: string }>('file:read', { path })).content).toBe('bot "Crusher" {}\n');
  });

  it('refuses a write whose base version is stale and leaves the disk as it was', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/cards.cards';
    const read = await ok<{ version: string }>('file:read', { path });
    await writeFile(join(folder, path), 'edited elsewhere\n');
    expect(await errorCode('file:write', { path, content: 'mine', baseVersion: read.version })).toBe('conflict');
    expect(await readFile(join(folder, path), 'utf8')).toBe('edited elsewhere\n');
    // Saving again without a base version is the user's explicit overwrite.
    await ok('file:write', { path, content: 'mine', baseVersion: null });
    expect(await readFile(join(folder, path), 'utf8')).toBe('mine');
  });

  it('writes atomically: no temp file remains and the content is complete', async () => {
    const folder = await newWorkspace();
    const big = 'x'.repeat(1_000_000);
    await ok('file:write', { path: 'sets/stak-bots/starter/big.cards', content: big, baseVersion: null });
    const names = await readdir(join(folder, 'sets/stak-bots/starter'));
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(await readFile(join(folder, 'sets/stak-bots/starter/big.cards'), 'utf8')).toHaveLength(1_000_000);
  });

  it('creates files exclusively and deletes them', async () => {
    await newWorkspace();
    const path = 'sets/stak-bots/starter/more/new.cards';
    await ok('file:create', { path, content: 'game stak-bots\n' });
    expect(await errorCode('file:create', { path, content: 'again' })).toBe('already-exists');
    await ok('file:delete', { path });
    expect(await errorCode('file:read', { path })).toBe('not-found');
  });

  it('keeps every path inside the workspace', async () => {
    await newWorkspace();
    for (const path of ['../outside.cards', '/etc/passwd', 'sets/../../x', 'sets/./x', 'C:/windows', 'sets\\..\\x', 'a//b', '']) {
      expect(await errorCode('file:read', { path })).toBe('invalid-request');
      expect(await errorCode('file:write', { path, content: 'x', baseVersion: null })).toBe('invalid-request');
    }
  });

  it('refuses to follow a link out of the workspace', async () => {
    const folder = await newWorkspace();
    const secret = join(scratch, 'secret');
    await mkdir(secret);
    await writeFile(join(secret, 'keys.txt'), 'do not read');
    await symlink(secret, join(folder, 'sets', 'escape'));
    await symlink(join(secret, 'keys.txt'), join(folder, 'sets', 'keys.cards'));
    expect(await errorCode('file:read', { path: 'sets/escape/keys.txt' })).toBe('outside-workspace');
    expect(await errorCode('file:read', { path: 'sets/keys.cards' })).toBe('outside-workspace');
    expect(await errorCode('file:write', { path: 'sets/escape/new.txt', content: 'x', baseVersion: null })).toBe('outside-workspace');
    expect(await readdir(secret)).toEqual(['keys.txt']);
  });

  it('reports external edits but not its own saves', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/cards.cards';
    await ok('file:write', { path, content: 'ours\n', baseVersion: null });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(events.flatMap((e) => e.paths)).not.toContain(path);
    await writeFile(join(folder, path), 'theirs\n');
    const deadline = Date.now() + 3000;
    while (!events.some((e) => e.paths.includes(path)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(events.flatMap((e) => e.paths)).toContain(path);
  });

  it('keeps seeing outside edits of a file after the studio saved it several times', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/cards.cards';
    for (const round of [1, 2, 3]) {
      await ok('file:write', { path, content: `ours ${round}\n`, baseVersion: null });
      await new Promise((resolve) => setTimeout(resolve, 250));
      events.length = 0;
      await writeFile(join(folder, path), `theirs ${round}\n`);
      await waitFor(() => events.some((e) => e.paths.includes(path)));
    }
  });

  it('sees files in folders made after the workspace was opened', async () => {
    const folder = await newWorkspace();
    await mkdir(join(folder, 'sets', 'smash-up', 'core'), { recursive: true });
    await waitFor(() => events.some((e) => e.structure));
    await new Promise((resolve) => setTimeout(resolve, 250));
    events.length = 0;
    await writeFile(join(folder, 'sets', 'smash-up', 'core', 'minions.cards'), 'game smash-up\n');
    await waitFor(() => events.some((e) => e.paths.includes('sets/smash-up/core/minions.cards')));
  });
});

async function waitFor(condition: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('request validation', () => {
  it('rejects unknown channels', async () => {
    expect(await errorCode('shell:exec', { command: 'rm -rf /' })).toBe('unknown-channel');
    expect(await errorCode(42, {})).toBe('unknown-channel');
    expect(await errorCode('__proto__', {})).toBe('unknown-channel');
  });

  it('rejects wrong types, missing and extra fields with the field named', async () => {
    await newWorkspace();
    const result = await host.handle('file:write', { path: 'sets/a.cards', content: 12, baseVersion: null });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-request');
      expect(result.error.issues?.map((i) => i.path)).toEqual(['content']);
    }
    expect(await errorCode('file:read', {})).toBe('invalid-request');
    expect(await errorCode('file:read', { path: 'sets/a.cards', extra: true })).toBe('invalid-request');
    expect(await errorCode('file:read', null)).toBe('invalid-request');
    expect(await errorCode('file:read', 'sets/a.cards')).toBe('invalid-request');
    expect(await errorCode('app:info', { anything: 1 })).toBe('invalid-request');
  });

  it('rejects oversized strings', async () => {
    await newWorkspace();
    const content = 'x'.repeat(MAX_FILE_BYTES + 1);
    expect(await errorCode('file:write', { path: 'sets/a.cards', content, baseVersion: null })).toBe('invalid-request');
    const path = `sets/${'a'.repeat(MAX_PATH_LENGTH)}.cards`;
    expect(await errorCode('file:read', { path })).toBe('invalid-request');
    expect(await errorCode('workspace:create', { path: join(scratch, 'x'), name: 'n'.repeat(500) })).toBe('invalid-request');
  });

  it('rejects bad game and set ids', async () => {
    await newWorkspace();
    expect(await errorCode('set:create', { game: '../x', set: 'a', name: 'A' })).toBe('invalid-request');
    expect(await errorCode('set:create', { game: 'Stak Bots', set: 'a', name: 'A' })).toBe('invalid-request');
  });
});

/** Makes a FIFO; reading one without care blocks a libuv thread until a writer appears. */
function mkfifo(path: string): void {
  execFileSync('mkfifo', [path]);
}
const posix = process.platform !== 'win32';

describe('links and folders that lead out of the workspace', () => {
  it('refuses to create a set through a linked sets folder', async () => {
    const folder = join(scratch, 'ws');
    await ok('workspace:create', { path: folder, name: 'Linked' });
    const elsewhere = join(scratch, 'elsewhere');
    await mkdir(elsewhere);
    await rm(join(folder, 'sets'), { recursive: true });
    await symlink(elsewhere, join(folder, 'sets'));
    expect(await errorCode('set:create', { game: 'stak-bots', set: 'starter', name: 'Starter' })).toBe('outside-workspace');
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it('refuses to create a set through a linked game folder', async () => {
    const folder = join(scratch, 'ws');
    await ok('workspace:create', { path: folder, name: 'Linked' });
    const elsewhere = join(scratch, 'elsewhere');
    await mkdir(elsewhere);
    await symlink(elsewhere, join(folder, 'sets', 'stak-bots'));
    expect(await errorCode('set:create', { game: 'stak-bots', set: 'starter', name: 'Starter' })).toBe('outside-workspace');
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it('refuses to create a set through a link that stays inside the workspace, making nothing', async () => {
    const folder = await newWorkspace();
    await symlink(join(folder, 'sets', 'stak-bots'), join(folder, 'sets', 'smash-up'));
    expect(await errorCode('set:create', { game: 'smash-up', set: 'core', name: 'Core' })).toBe('unsupported');
    expect(await readdir(join(folder, 'sets', 'stak-bots'))).toEqual(['starter']);
  });

  it('does not list sets behind a linked sets folder', async () => {
    const folder = join(scratch, 'ws');
    await ok('workspace:create', { path: folder, name: 'Linked' });
    const elsewhere = join(scratch, 'elsewhere');
    await mkdir(join(elsewhere, 'stak-bots', 'private'), { recursive: true });
    await writeFile(join(elsewhere, 'stak-bots', 'private', 'set.json'), '{"version":1,"game":"stak-bots","name":"Private"}');
    await writeFile(join(elsewhere, 'stak-bots', 'private', 'secret.cards'), 'secret');
    await rm(join(folder, 'sets'), { recursive: true });
    await symlink(elsewhere, join(folder, 'sets'));
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.sets).toEqual([]);
    expect(snap.problem).toMatch(/sets is a link/);
  });

  it('does not list linked game or set folders', async () => {
    const folder = await newWorkspace();
    const elsewhere = join(scratch, 'elsewhere');
    await mkdir(join(elsewhere, 'private'), { recursive: true });
    await writeFile(join(elsewhere, 'private', 'set.json'), '{"version":1,"game":"smash-up","name":"Private"}');
    await symlink(elsewhere, join(folder, 'sets', 'smash-up'));
    await symlink(join(elsewhere, 'private'), join(folder, 'sets', 'stak-bots', 'private'));
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.sets.map((s) => `${s.game}/${s.set}`)).toEqual(['stak-bots/starter']);
  });

  it('does not quote a linked workspace manifest from outside the workspace', async () => {
    const folder = join(scratch, 'ws');
    await mkdir(folder);
    await writeFile(join(scratch, 'secret.txt'), 'TOP-SECRET-VALUE and more');
    await symlink(join(scratch, 'secret.txt'), join(folder, 'cardwright.json'));
    const snap = await openWorkspace(folder);
    expect(snap.problem).toMatch(/cardwright\.json is a link/);
    expect(JSON.stringify(snap)).not.toMatch(/TOP|SECRET/);
  });

  it('does not read a linked set manifest', async () => {
    const folder = await newWorkspace();
    const manifest = join(folder, 'sets', 'stak-bots', 'starter', 'set.json');
    await writeFile(join(scratch, 'secret.json'), 'TOP-SECRET-VALUE');
    await rm(manifest);
    await symlink(join(scratch, 'secret.json'), manifest);
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.sets[0]!.problem).toMatch(/set\.json is a link/);
    expect(JSON.stringify(snap)).not.toMatch(/TOP|SECRET/);
  });

  it.skipIf(!posix)('reports a set manifest linked to an endless device instead of reading it', async () => {
    const folder = await newWorkspace();
    const manifest = join(folder, 'sets', 'stak-bots', 'starter', 'set.json');
    await rm(manifest);
    await symlink('/dev/zero', manifest);
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.sets[0]!.problem).toMatch(/set\.json is a link/);
  });

  it('reports an oversized manifest as the set\'s problem', async () => {
    const folder = await newWorkspace();
    const manifest = join(folder, 'sets', 'stak-bots', 'starter', 'set.json');
    await writeFile(manifest, `{"version":1,"game":"stak-bots","name":"Big","description":"${'x'.repeat(2 * 1024 * 1024)}"}`);
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.sets[0]!.problem).toMatch(/set\.json is too large/);
  });
});

describe('files that are not plain text', () => {
  it.skipIf(!posix)('answers a read of a FIFO with unsupported instead of hanging', async () => {
    const folder = await newWorkspace();
    mkfifo(join(folder, 'sets', 'stak-bots', 'starter', 'pipe.cards'));
    const result = await call('file:read', { path: 'sets/stak-bots/starter/pipe.cards' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unsupported', message: expect.stringMatching(/not a regular file/) } });
  }, 2000);

  it.skipIf(!posix)('opens a workspace whose manifests are FIFOs, reporting them as problems', async () => {
    const folder = await newWorkspace();
    const manifest = join(folder, 'sets', 'stak-bots', 'starter', 'set.json');
    await rm(manifest);
    mkfifo(manifest);
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.sets[0]!.problem).toMatch(/set\.json is not a regular file/);
  }, 2000);

  it('refuses to open a file that is not UTF-8 and does not overwrite it on a stale save', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/image.cards';
    const bytes = Buffer.from([0x67, 0x61, 0x6d, 0x65, 0x20, 0xff, 0xfe, 0x00, 0xc3]);
    await writeFile(join(folder, path), bytes);
    const read = await call('file:read', { path });
    expect(read).toMatchObject({ ok: false, error: { code: 'unsupported', message: `${path} is not UTF-8 text; Cardwright edits text files only` } });
    // The version an editor would have got from a lossy decode must not allow the overwrite.
    const lossy = contentVersion(bytes.toString('utf8'));
    expect(await errorCode('file:write', { path, content: 'replaced', baseVersion: lossy })).toBe('conflict');
    expect(await readFile(join(folder, path))).toEqual(bytes);
    // An explicit overwrite still works.
    await ok('file:write', { path, content: 'replaced', baseVersion: null });
    expect(await readFile(join(folder, path), 'utf8')).toBe('replaced');
  });

  it('keeps a byte order mark through a read and a save', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/bom.cards';
    await writeFile(join(folder, path), '\uFEFFgame stak-bots\n');
    const read = await ok<{ content: string; version: string }>('file:read', { path });
    expect(read.content).toBe('\uFEFFgame stak-bots\n');
    await ok('file:write', { path, content: read.content, baseVersion: read.version });
    expect(await readFile(join(folder, path), 'utf8')).toBe('\uFEFFgame stak-bots\n');
  });
});

describe('names the studio cannot use', () => {
  it('leaves oddly named files out of the listing and says how many', async () => {
    const folder = await newWorkspace();
    const set = join(folder, 'sets', 'stak-bots', 'starter');
    const long = 'd'.repeat(200);
    for (const name of ['What?.txt', 'notes.', 'con.txt', 'tab\there.cards']) await writeFile(join(set, name), 'x');
    await mkdir(join(set, long, long, long, long), { recursive: true });
    await writeFile(join(set, long, long, long, long, `${'f'.repeat(200)}.cards`), 'x');
    const snap = await openWorkspace(folder);
    expect(snap.sets[0]!.files.map((f) => f.path)).toEqual(['sets/stak-bots/starter/cards.cards', 'sets/stak-bots/starter/set.json']);
    expect(snap.sets[0]!.problem).toBe('5 files or folders with names Cardwright cannot use were left out');
  });

  it('reports left-out names beside a manifest problem', async () => {
    const folder = await newWorkspace();
    const set = join(folder, 'sets', 'stak-bots', 'starter');
    await writeFile(join(set, 'set.json'), '{');
    await writeFile(join(set, 'a|b.cards'), 'x');
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.sets[0]!.problem).toMatch(/^set\.json is not valid JSON.*; 1 file or folder with a name Cardwright cannot use was left out$/);
  });
});

describe('size limits', () => {
  it('refuses to open a file larger than a save could write, naming its size', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/huge.cards';
    await writeFile(join(folder, path), Buffer.alloc(MAX_FILE_BYTES + 1, 0x61));
    const result = await call('file:read', { path });
    expect(result).toMatchObject({ ok: false, error: { code: 'too-large', message: expect.stringContaining(String(MAX_FILE_BYTES + 1)) } });
  });

  it('opens a file of exactly the limit', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/full.cards';
    await writeFile(join(folder, path), Buffer.alloc(MAX_FILE_BYTES, 0x61));
    expect((await ok<{ content: string }>('file:read', { path })).content).toHaveLength(MAX_FILE_BYTES);
  });

  it('refuses to save text whose UTF-8 form would be too large to open again', async () => {
    const folder = await newWorkspace();
    const path = 'sets/stak-bots/starter/wide.cards';
    const content = 'é'.repeat(MAX_FILE_BYTES / 2 + 1);
    expect(await errorCode('file:write', { path, content, baseVersion: null })).toBe('too-large');
    expect(await errorCode('file:create', { path, content })).toBe('too-large');
    await expect(readFile(join(folder, path))).rejects.toThrow();
  });
});

describe('saving through links and keeping permissions', () => {
  it('writes through a link inside the workspace and keeps the link', async () => {
    const folder = await newWorkspace();
    const set = join(folder, 'sets', 'stak-bots', 'starter');
    await symlink('cards.cards', join(set, 'alias.cards'));
    const read = await ok<{ version: string }>('file:read', { path: 'sets/stak-bots/starter/alias.cards' });
    await ok('file:write', { path: 'sets/stak-bots/starter/alias.cards', content: 'through the link\n', baseVersion: read.version });
    expect((await lstat(join(set, 'alias.cards'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(set, 'cards.cards'), 'utf8')).toBe('through the link\n');
  });

  it.skipIf(!posix)('keeps the permissions of the file it replaces', async () => {
    const folder = await newWorkspace();
    const file = join(folder, 'sets', 'stak-bots', 'starter', 'cards.cards');
    await chmod(file, 0o600);
    await ok('file:write', { path: 'sets/stak-bots/starter/cards.cards', content: 'private\n', baseVersion: null });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await chmod(file, 0o755);
    await ok('file:write', { path: 'sets/stak-bots/starter/cards.cards', content: 'script\n', baseVersion: null });
    expect((await stat(file)).mode & 0o777).toBe(0o755);
  });
});

describe('the example workspace and layouts', () => {
  it('has no examples on a host that was given none', async () => {
    expect(await errorCode('workspace:open-example', { folder: null })).toBe('unsupported');
  });

  it('opens the example in a new session, on its start card', async () => {
    const withExamples = createHost({
      host: 'web',
      version: '0.0.0-test',
      stateDir: join(scratch, 'state'),
      emit: () => undefined,
      watch: false,
      examples: { setsDir: join(__dirname, '..', '..', 'sets'), documentsDir: () => join(scratch, 'Documents') },
    });
    try {
      const opened = await withExamples.handle('workspace:open-example', { folder: null });
      if (!opened.ok) throw new Error(opened.error.message);
      const value = opened.value as WorkspaceSession & { start: { path: string; line: number } };
      expect(value.workspace.sets.map((s) => s.path)).toEqual(['sets/four-souls/base', 'sets/stak-bots/starter']);
      expect(value.start).toMatchObject({ path: 'sets/four-souls/base/monsters.cards' });
      expect(value.layout).toBeUndefined();
      expect(await withExamples.handle('file:read', { path: value.start.path }, { session: value.session })).toMatchObject({ ok: true });
    } finally {
      await withExamples.dispose();
    }
  });

  it('remembers the layout a session saves, and gives it to the next session on that workspace, in this host or the next', async () => {
    const folder = await newWorkspace();
    const layout = { tabs: ['sets/stak-bots/starter/cards.cards', 'sets/stak-bots/starter/set.json'], active: 'sets/stak-bots/starter/set.json', cursor: { line: 2, column: 5 }, opened: [], closed: ['sets/stak-bots'] };
    expect(await ok('workspace:save-layout', layout)).toEqual({});
    expect((await ok<WorkspaceSession>('workspace:open', { path: folder })).layout).toEqual(layout);
    expect((await ok<WorkspaceSession>('session:start', {})).layout).toEqual(layout);
    const next = createHost({ host: 'web', version: '0.0.0-test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
    try {
      const started = await next.handle('session:start', {});
      expect(started).toMatchObject({ ok: true, value: { layout } });
    } finally {
      await next.dispose();
    }
  });

  it('refuses a layout without a workspace, or naming paths outside it', async () => {
    const layout = { tabs: [], active: null, cursor: null, opened: [], closed: [] };
    expect(await errorCode('workspace:save-layout', layout)).toBe('no-workspace');
    await newWorkspace();
    expect(await errorCode('workspace:save-layout', { ...layout, tabs: ['../outside.cards'] })).toBe('invalid-request');
    expect(await errorCode('workspace:save-layout', { ...layout, cursor: { line: 0, column: 1 } })).toBe('invalid-request');
  });
});

