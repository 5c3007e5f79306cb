// The saved tables, replays and simulation reports in the workspace listing: only the files a
// kind's folder holds with its suffix, newest first, never through a link.
import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestWorkspace, type TestWorkspace } from './test-workspace';
import { WorkspaceSnapshot } from '../shared/contract';
import { savedKindOf, savedName } from '../shared/saved-files';

let ws: TestWorkspace;
let scratch: string;
let folder: string;

beforeEach(async () => {
  ws = await openTestWorkspace('cw-saved-', 'Saved');
  ({ scratch, folder } = ws);
});

afterEach(() => ws.dispose());

const ok = <T,>(channel: string, request: unknown): Promise<T> => ws.ok<T>(channel, request);

/** Writes a file in the workspace, last modified at `minute` minutes past a fixed hour. */
async function put(path: string, minute: number, content = '{}'): Promise<void> {
  await mkdir(join(folder, path, '..'), { recursive: true });
  await writeFile(join(folder, path), content);
  const when = new Date(Date.UTC(2026, 10, 29, 12, minute));
  await utimes(join(folder, path), when, when);
}

describe('saved files in the workspace listing', () => {
  it('lists tables, replays and reports by kind, newest first, with their size and time', async () => {
    await put('tables/first.table.json', 1, '{"a":1}');
    await put('tables/second.table.json', 5);
    await put('replays/bug.replay.json', 3);
    await put('simulations/pup.sim.json', 2);
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(WorkspaceSnapshot.safeParse(snap).success).toBe(true);
    expect(snap.saved?.map((f) => [f.kind, f.path])).toEqual([
      ['table', 'tables/second.table.json'],
      ['table', 'tables/first.table.json'],
      ['replay', 'replays/bug.replay.json'],
      ['simulation', 'simulations/pup.sim.json'],
    ]);
    const first = snap.saved?.find((f) => f.path === 'tables/first.table.json');
    expect(first).toMatchObject({ size: 7, modified: Date.UTC(2026, 10, 29, 12, 1) });
  });

  it('leaves out other files, nested folders, hidden files and links', async () => {
    await put('tables/notes.txt', 1);
    await put('tables/.draft.table.json', 1);
    await put('tables/old/kept.table.json', 1);
    await put('replays/x.table.json', 1);
    await put('other/y.table.json', 1);
    await put('outside.table.json', 1);
    await symlink(join(folder, 'outside.table.json'), join(folder, 'tables', 'linked.table.json'));
    await mkdir(join(scratch, 'elsewhere'));
    await put('../elsewhere/far.sim.json', 1);
    await symlink(join(scratch, 'elsewhere'), join(folder, 'simulations'));
    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.saved).toEqual([]);
  });

  it('names each kind from its path', () => {
    expect(savedKindOf('tables/a.table.json')).toBe('table');
    expect(savedKindOf('replays/a.replay.json')).toBe('replay');
    expect(savedKindOf('simulations/a.sim.json')).toBe('simulation');
    expect(savedKindOf('tables/.table.json')).toBeNull();
    expect(savedKindOf('tables/a/b.table.json')).toBeNull();
    expect(savedKindOf('sets/stak-bots/a.table.json')).toBeNull();
    expect(savedName('simulations/bolt-pup.sim.json', 'simulation')).toBe('bolt-pup');
  });
});
