import { mkdtemp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_PATH_LENGTH, type EventPayload, type WorkspaceSnapshot } from '../shared/contract';
import { contentVersion } from './files';
import { createHost, type Host } from './handlers';

let scratch: string;
let host: Host;
let events: EventPayload<'workspace:changed'>[];

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-host-'));
  events = [];
  host = createHost({
    host: 'web',
    version: '0.0.0-test',
    stateDir: join(scratch, 'state'),
    emit: (event, payload) => {
      if (event === 'workspace:changed') events.push(payload as EventPayload<'workspace:changed'>);
    },
  });
});

afterEach(async () => {
  await host.dispose();
  await rm(scratch, { recursive: true, force: true });
});

async function ok<T>(channel: unknown, request: unknown): Promise<T> {
  const result = await host.handle(channel, request);
  if (!result.ok) throw new Error(`${String(channel)} failed: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

async function errorCode(channel: unknown, request: unknown): Promise<string> {
  const result = await host.handle(channel, request);
  if (result.ok) throw new Error(`${String(channel)} unexpectedly succeeded`);
  return result.error.code;
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
    const snap = await ok<WorkspaceSnapshot>('workspace:open', { path: folder });
    expect(snap.problem).toMatch(/not valid JSON/);
    expect(snap.sets[0]!.problem).toMatch(/game "four-souls" but the set sits in sets\/smash-up/);
  });

  it('reports a manifest from a newer version instead of misreading it', async () => {
    const folder = join(scratch, 'future');
    await mkdir(folder);
    await writeFile(join(folder, 'cardwright.json'), '{"version":7,"name":"Later"}');
    const snap = await ok<WorkspaceSnapshot>('workspace:open', { path: folder });
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
