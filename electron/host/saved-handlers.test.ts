// Deleting a saved table, replay or report through the host: moved to a backup in its folder's
// hidden .deleted/, byte for byte, gone from the listing; put back from there while its name is
// free; refused, with the path, for anything the listing would not show.
import { lstat, mkdir, readFile, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestWorkspace, type TestWorkspace } from './test-workspace';
import type { WorkspaceSnapshot } from '../shared/contract';
import { deletedSavedPath, isSavedBackupOf } from './saved-handlers';

let ws: TestWorkspace;
let scratch: string;
let folder: string;

beforeEach(async () => {
  ws = await openTestWorkspace('cw-saved-delete-', 'Saved');
  ({ scratch, folder } = ws);
});

afterEach(() => ws.dispose());


const ok = <T,>(channel: string, request: unknown): Promise<T> => ws.ok<T>(channel, request);

const refused = (channel: string, request: unknown) => ws.refused(channel, request);

/** Writes a file of the workspace, last modified at a fixed time. */
async function put(path: string, content: string): Promise<void> {
  await mkdir(join(folder, path, '..'), { recursive: true });
  await writeFile(join(folder, path), content);
  const when = new Date(Date.UTC(2026, 10, 29, 12, 30));
  await utimes(join(folder, path), when, when);
}

const listed = async (): Promise<string[]> => ((await ok<WorkspaceSnapshot>('workspace:snapshot', {})).saved ?? []).map((f) => f.path);
const exists = (path: string): Promise<boolean> => lstat(join(folder, path)).then(() => true, () => false);

describe('deleting a saved file', () => {
  it('moves a table to tables/.deleted/ as it was, where the listing does not look, and puts it back', async () => {
    await put('tables/first-test.table.json', '{"format":"cardwright-table","v":1}');
    await put('tables/other.table.json', '{}');
    expect(await listed()).toContain('tables/first-test.table.json');

    const deleted = await ok<{ path: string; backup: string }>('saved:delete', { path: 'tables/first-test.table.json' });
    expect(deleted.path).toBe('tables/first-test.table.json');
    expect(deleted.backup).toMatch(/^tables\/\.deleted\/first-test\.\d{8}-\d{6}\.table\.json$/);
    expect(await exists('tables/first-test.table.json')).toBe(false);
    // Nothing lost: the backup holds the file byte for byte.
    expect(await readFile(join(folder, deleted.backup), 'utf8')).toBe('{"format":"cardwright-table","v":1}');
    expect(await listed()).toEqual(['tables/other.table.json']);

    const restored = await ok<{ path: string }>('saved:restore', { path: deleted.path, backup: deleted.backup });
    expect(restored).toEqual({ path: 'tables/first-test.table.json' });
    expect(await readFile(join(folder, 'tables/first-test.table.json'), 'utf8')).toBe('{"format":"cardwright-table","v":1}');
    // Back as it was: with the time it was saved, and no copy left in .deleted/.
    expect((await lstat(join(folder, 'tables/first-test.table.json'))).mtimeMs).toBe(Date.UTC(2026, 10, 29, 12, 30));
    expect(await readdir(join(folder, 'tables/.deleted'))).toEqual([]);
    expect((await listed()).sort()).toEqual(['tables/first-test.table.json', 'tables/other.table.json']);
  });

  it('deletes replays and simulation reports the same way, and keeps a backup for each delete of one name', async () => {
    await put('replays/odd-game.replay.json', '{"r":1}');
    await put('simulations/two-hundred.sim.json', '{"s":1}');
    const replay = await ok<{ backup: string }>('saved:delete', { path: 'replays/odd-game.replay.json' });
    expect(replay.backup).toMatch(/^replays\/\.deleted\/odd-game\.\d{8}-\d{6}\.replay\.json$/);
    const report = await ok<{ backup: string }>('saved:delete', { path: 'simulations/two-hundred.sim.json' });
    expect(report.backup).toMatch(/^simulations\/\.deleted\/two-hundred\.\d{8}-\d{6}\.sim\.json$/);
    expect(await listed()).toEqual([]);

    await put('replays/odd-game.replay.json', '{"r":2}');
    const again = await ok<{ backup: string }>('saved:delete', { path: 'replays/odd-game.replay.json' });
    expect(again.backup).not.toBe(replay.backup);
    expect(await readFile(join(folder, replay.backup), 'utf8')).toBe('{"r":1}');
    expect(await readFile(join(folder, again.backup), 'utf8')).toBe('{"r":2}');
  });

  it('refuses, saying which path, anything but a saved file the listing shows', async () => {
    await put('sets/g/s/a.cards', 'card');
    await put('tables/nested/deep.table.json', '{}');
    for (const path of ['sets/g/s/a.cards', 'tables/nested/deep.table.json', 'tables/.deleted/x.20261129-123000.table.json', 'replays/a.table.json', '../x.table.json', 'tables/.table.json']) {
      const answer = await refused('saved:delete', { path });
      expect(answer.code, path).toBe('invalid-request');
    }
    expect((await refused('saved:delete', { path: 'sets/g/s/a.cards' })).message).toMatch(/tables\/<name>\.table\.json, replays\/<name>\.replay\.json, simulations\/<name>\.sim\.json/);
    expect(await readFile(join(folder, 'sets/g/s/a.cards'), 'utf8')).toBe('card');

    const missing = await refused('saved:delete', { path: 'tables/gone.table.json' });
    expect(missing).toEqual({ code: 'not-found', message: 'tables/gone.table.json is not there any more (deleted or renamed outside the studio?); nothing was deleted' });

    // A link, even to a saved file inside the workspace: refused, and both stay.
    await put('tables/real.table.json', '{}');
    await symlink(join(folder, 'tables/real.table.json'), join(folder, 'tables/linked.table.json'));
    const link = await refused('saved:delete', { path: 'tables/linked.table.json' });
    expect(link.code).toBe('unsupported');
    expect(link.message).toMatch(/^tables\/linked\.table\.json is a link/);
    expect(await exists('tables/linked.table.json')).toBe(true);
    expect(await exists('tables/real.table.json')).toBe(true);

    // A folder in the file's place.
    await mkdir(join(folder, 'tables/odd.table.json'));
    expect(await refused('saved:delete', { path: 'tables/odd.table.json' })).toMatchObject({ code: 'unsupported', message: 'tables/odd.table.json is not a file; nothing was deleted' });
  });

  it('refuses a kind\'s folder that is a link, inside the workspace or out of it', async () => {
    await mkdir(join(scratch, 'elsewhere'));
    await writeFile(join(scratch, 'elsewhere', 'far.sim.json'), '{}');
    await symlink(join(scratch, 'elsewhere'), join(folder, 'simulations'));
    expect((await refused('saved:delete', { path: 'simulations/far.sim.json' })).code).toBe('outside-workspace');
    await put('kept/near.replay.json', '{}');
    await symlink(join(folder, 'kept'), join(folder, 'replays'));
    const inside = await refused('saved:delete', { path: 'replays/near.replay.json' });
    expect(inside).toMatchObject({ code: 'unsupported', message: expect.stringMatching(/^replays is a link/) as unknown });
    expect(await readFile(join(scratch, 'elsewhere', 'far.sim.json'), 'utf8')).toBe('{}');
    expect(await exists('kept/near.replay.json')).toBe(true);
  });
});

describe('putting a deleted saved file back', () => {
  it('leaves a name taken since alone, and keeps the backup', async () => {
    await put('tables/first-test.table.json', '{"old":1}');
    const { backup } = await ok<{ backup: string }>('saved:delete', { path: 'tables/first-test.table.json' });
    await put('tables/first-test.table.json', '{"new":1}');
    const taken = await refused('saved:restore', { path: 'tables/first-test.table.json', backup });
    expect(taken.code).toBe('already-exists');
    expect(taken.message).toBe(`tables/first-test.table.json exists again (saved or made since it was deleted), so it was not put back; its backup stays in ${backup}`);
    expect(await readFile(join(folder, 'tables/first-test.table.json'), 'utf8')).toBe('{"new":1}');
    expect(await readFile(join(folder, backup), 'utf8')).toBe('{"old":1}');
  });

  it('takes only a backup of that file, and says so when it is gone', async () => {
    await put('tables/a.table.json', '{}');
    await put('tables/b.table.json', '{"b":1}');
    const a = await ok<{ backup: string }>('saved:delete', { path: 'tables/a.table.json' });
    const b = await ok<{ backup: string }>('saved:delete', { path: 'tables/b.table.json' });
    // b's backup is no way to write b's content under a's name, nor is any other file.
    for (const backup of [b.backup, 'sets/g/s/a.cards', 'tables/a.table.json', 'tables/.deleted/a.table.json', a.backup.replace('.deleted/', '.deleted/x/')]) {
      expect((await refused('saved:restore', { path: 'tables/a.table.json', backup })).code, backup).toBe('invalid-request');
    }
    expect(await exists('tables/a.table.json')).toBe(false);

    await rm(join(folder, a.backup));
    expect(await refused('saved:restore', { path: 'tables/a.table.json', backup: a.backup })).toEqual({
      code: 'not-found',
      message: `The backup ${a.backup} is gone, so tables/a.table.json cannot be put back`,
    });
  });

  it('names backups after the file and the time (UTC), numbered for a second delete in the same second', () => {
    const when = new Date(Date.UTC(2026, 10, 27, 9, 5, 7));
    expect(deletedSavedPath('tables/first-test.table.json', when)).toBe('tables/.deleted/first-test.20261127-090507.table.json');
    expect(deletedSavedPath('simulations/run.sim.json', when, 1)).toBe('simulations/.deleted/run.20261127-090507-2.sim.json');
    expect(isSavedBackupOf('tables/first-test.table.json', 'tables/.deleted/first-test.20261127-090507-2.table.json')).toBe(true);
    expect(isSavedBackupOf('tables/first.table.json', 'tables/.deleted/first-test.20261127-090507.table.json')).toBe(false);
    expect(isSavedBackupOf('tables/first-test.table.json', 'replays/.deleted/first-test.20261127-090507.table.json')).toBe(false);
  });
});
