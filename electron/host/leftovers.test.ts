// Temp files of saves killed half-way are removed when their workspace opens.
import { link, mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHost, type Host } from './handlers';
import { LEFTOVER_AGE_MS, removeLeftoverTemps } from './leftovers';

let scratch: string;
let folder: string;
let set: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-leftovers-'));
  folder = join(scratch, 'ws');
  set = join(folder, 'sets', 'stak-bots', 'starter');
  await mkdir(set, { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), '{"version":1,"name":"Leftovers","games":[]}');
  await writeFile(join(set, 'bots.cards'), 'game stak-bots\n');
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A file last written `ageMs` ago. */
async function writeAged(path: string, ageMs: number): Promise<void> {
  await writeFile(path, 'half a save');
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
}

describe('leftover temp files', () => {
  it('are removed when the workspace opens, and nothing else is', async () => {
    const stale = LEFTOVER_AGE_MS + 60_000;
    await writeAged(join(set, '.cardwright-0123456789abcdef.tmp'), stale);
    await writeAged(join(folder, '.cardwright-fedcba9876543210.tmp'), stale);
    await writeAged(join(set, '.bots.cards.a1b2c3d4e5f6.tmp'), stale); // the older naming
    await writeAged(join(set, '.notes.tmp'), stale); // not one of ours
    await writeAged(join(set, 'cardwright-0123456789abcdef.tmp'), stale); // no dot: a user's file
    const host: Host = createHost({ host: 'web', version: 'test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
    try {
      expect((await host.handle('workspace:open', { path: folder })).ok).toBe(true);
    } finally {
      await host.dispose();
    }
    expect((await readdir(set)).sort()).toEqual(['.notes.tmp', 'bots.cards', 'cardwright-0123456789abcdef.tmp']);
    expect(await readdir(folder)).not.toContain('.cardwright-fedcba9876543210.tmp');
  });

  it('leave a temp file that may belong to a save in progress elsewhere', async () => {
    await writeAged(join(set, '.cardwright-0123456789abcdef.tmp'), 0);
    expect(await removeLeftoverTemps(folder)).toEqual({ removed: [] });
    expect(await readdir(set)).toContain('.cardwright-0123456789abcdef.tmp');
  });

  it.skipIf(process.platform === 'win32')('neither follow nor remove links, even with a temp name', async () => {
    const outside = join(scratch, 'outside');
    await mkdir(outside);
    await writeAged(join(outside, '.cardwright-0123456789abcdef.tmp'), LEFTOVER_AGE_MS * 10);
    await symlink(outside, join(set, 'linked'));
    await symlink(join(outside, '.cardwright-0123456789abcdef.tmp'), join(set, '.cardwright-1111111111111111.tmp'));
    await link(join(set, 'bots.cards'), join(set, 'hard.cards'));
    expect(await removeLeftoverTemps(folder, Date.now())).toEqual({ removed: [] });
    expect(await readdir(outside)).toEqual(['.cardwright-0123456789abcdef.tmp']);
    expect(await readdir(set)).toContain('.cardwright-1111111111111111.tmp');
  });
});
