import { describe, expect, it } from 'vitest';
import type { HostApi, Result, FileWritten } from '../../../electron/shared/contract';
import { listingSavedFiles } from './saved-listing';

type Writes = Pick<HostApi, 'createFile' | 'writeFile'>;

function fakeHost(ok: boolean): Writes {
  const answer = async ({ path }: { path: string }): Promise<Result<FileWritten>> =>
    ok ? { ok: true, value: { path, version: 'a'.repeat(64) } } : { ok: false, error: { code: 'io-error', message: 'disk full' } };
  return { createFile: answer, writeFile: answer };
}

describe('a host that refreshes the listing after saving a table, replay or report', () => {
  it('asks for a fresh listing after writing a saved file, and not after other writes or failures', async () => {
    let refreshed = 0;
    const host = listingSavedFiles(fakeHost(true), async () => void (refreshed += 1));
    await host.createFile({ path: 'tables/a.table.json', content: '{}' });
    await host.writeFile({ path: 'simulations/b.sim.json', content: '{}', baseVersion: null });
    expect(refreshed).toBe(2);
    await host.createFile({ path: 'sets/stak-bots/starter/a.cards', content: '' });
    expect(refreshed).toBe(2);
    const failing = listingSavedFiles(fakeHost(false), async () => void (refreshed += 1));
    const result = await failing.createFile({ path: 'replays/c.replay.json', content: '{}' });
    expect(result.ok).toBe(false);
    expect(refreshed).toBe(2);
  });
});
