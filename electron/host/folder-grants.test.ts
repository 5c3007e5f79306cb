// Under Electron a page opens or creates workspaces only in folders the user chose: picked in
// that window's native dialog, in the recent list, or typed and then confirmed natively.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../shared/contract';
import type { FolderQuestion } from './folder-grants';
import { createHost, type Host } from './handlers';

const SETS = join(__dirname, '..', '..', 'sets');

let scratch: string;
let host: Host;
let questions: FolderQuestion[];
let answer: boolean;
let picks: (string | null)[];

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-grants-'));
  questions = [];
  answer = false;
  picks = [];
  host = createHost({
    host: 'electron',
    version: 'test',
    stateDir: join(scratch, 'state'),
    emit: () => undefined,
    watch: false,
    chooseFolder: async () => picks.shift() ?? null,
    confirmFolder: async (question) => {
      questions.push(question);
      return answer;
    },
    examples: { setsDir: SETS, documentsDir: () => join(scratch, 'Documents') },
  });
});

afterEach(async () => {
  await host.dispose();
  await rm(scratch, { recursive: true, force: true });
});

async function workspace(name: string): Promise<string> {
  const folder = join(scratch, name);
  await mkdir(join(folder, 'sets'), { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), JSON.stringify({ version: 1, name, games: [] }));
  return folder;
}

const code = (result: Result<unknown>): string => (result.ok ? 'ok' : result.error.code);

describe('folders a window may open or create a workspace in', () => {
  it('asks natively before opening a typed folder, and opens nothing when the user says no', async () => {
    const folder = await workspace('typed');
    const refused = await host.handle('workspace:open', { path: folder }, { window: 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(questions).toEqual([{ purpose: 'open', path: folder, window: 1 }]);
    expect(await host.handle('workspace:recent', {})).toEqual({ ok: true, value: { paths: [] } });

    answer = true;
    expect(code(await host.handle('workspace:open', { path: folder }, { window: 1 }))).toBe('ok');
  });

  it('creates nothing in a typed folder the user did not confirm', async () => {
    const target = join(scratch, 'made-by-page');
    expect(code(await host.handle('workspace:create', { path: target, name: 'Sneaky' }, { window: 1 }))).toBe('cancelled');
    expect(await readdir(scratch)).not.toContain('made-by-page');
    expect(questions.map((q) => q.purpose)).toEqual(['create']);
  });

  it('opens and creates in a folder picked in the same window without asking', async () => {
    const folder = await workspace('picked');
    picks.push(folder);
    expect(await host.handle('workspace:choose-folder', { purpose: 'open' }, { window: 1 })).toEqual({ ok: true, value: { path: folder } });
    expect(code(await host.handle('workspace:open', { path: folder }, { window: 1 }))).toBe('ok');
    const empty = join(scratch, 'new-one');
    await mkdir(empty);
    picks.push(empty);
    await host.handle('workspace:choose-folder', { purpose: 'create' }, { window: 1 });
    expect(code(await host.handle('workspace:create', { path: empty, name: 'New' }, { window: 1 }))).toBe('ok');
    expect(questions).toEqual([]);
  });

  it('does not let another window use a pick', async () => {
    const folder = await workspace('theirs');
    picks.push(folder);
    await host.handle('workspace:choose-folder', { purpose: 'open' }, { window: 1 });
    expect(code(await host.handle('workspace:open', { path: folder }, { window: 2 }))).toBe('cancelled');
    expect(questions).toHaveLength(1);
  });

  it('reopens a recent workspace without asking, in any window', async () => {
    const folder = await workspace('recent');
    answer = true;
    await host.handle('workspace:open', { path: folder }, { window: 1 });
    answer = false;
    questions.length = 0;
    expect(code(await host.handle('workspace:open', { path: folder }, { window: 3 }))).toBe('ok');
    expect(questions).toEqual([]);
  });

  it('does not ask about a relative path, which names no folder the user could recognise', async () => {
    expect(code(await host.handle('workspace:open', { path: 'relative/folder' }, { window: 1 }))).toBe('invalid-request');
    expect(questions).toEqual([]);
  });

  it('trusts the workspace named on the command line', async () => {
    const folder = await workspace('named');
    await host.openAtStart(folder);
    expect(code(await host.handle('workspace:open', { path: folder }, { window: 1 }))).toBe('ok');
    expect(questions).toEqual([]);
  });

  it('makes the example in a folder the host names without asking, and counts it as chosen from then on', async () => {
    const opened = await host.handle('workspace:open-example', { folder: null }, { window: 1 });
    expect(code(opened)).toBe('ok');
    const root = (opened as { value: { workspace: { root: string } } }).value.workspace.root;
    expect(root).toBe(join(scratch, 'Documents', 'Cardwright Examples'));
    // Another window opens it again by its path with no question: it is a recent workspace now.
    expect(code(await host.handle('workspace:open', { path: root }, { window: 2 }))).toBe('ok');
    expect(questions).toEqual([]);
  });

  it('makes the example in a folder the page names only once the user confirms it natively', async () => {
    const target = join(scratch, 'typed-example');
    expect(code(await host.handle('workspace:open-example', { folder: target }, { window: 1 }))).toBe('cancelled');
    expect(await readdir(scratch)).not.toContain('typed-example');
    expect(questions).toEqual([{ purpose: 'create', path: target, window: 1 }]);
    answer = true;
    expect(code(await host.handle('workspace:open-example', { folder: target }, { window: 1 }))).toBe('ok');
    expect(await readdir(target)).toEqual(['cardwright.json', 'sets']);
  });
});
