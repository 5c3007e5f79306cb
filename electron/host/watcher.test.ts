import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentVersion } from './files';
import { WorkspaceWatcher, type ChangeBatch } from './watcher';

let scratch: string;
let watcher: WorkspaceWatcher | null = null;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-watch-'));
});

afterEach(async () => {
  await watcher?.close();
  watcher = null;
  await rm(scratch, { recursive: true, force: true });
});

async function waitFor(condition: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('workspace watcher', () => {
  it('recognises an earlier of two quick saves as the studio\'s own', async () => {
    const batches: ChangeBatch[] = [];
    watcher = new WorkspaceWatcher(scratch, (batch) => batches.push(batch));
    await watcher.ready;
    // The second save is announced before the first one's event has been looked at.
    watcher.expect('a.cards', contentVersion('first\n'));
    await writeFile(join(scratch, 'a.cards'), 'first\n');
    watcher.expect('a.cards', contentVersion('second\n'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(batches).toEqual([]);
    await writeFile(join(scratch, 'a.cards'), 'from another editor\n');
    await waitFor(() => batches.some((b) => b.paths.includes('a.cards')));
  });
});
