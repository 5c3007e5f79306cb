import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecentWorkspaces } from './recent';

let scratch: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-recent-'));
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('recent workspaces', () => {
  it('keeps remembering after one update failed', async () => {
    const state = join(scratch, 'state');
    const recent = new RecentWorkspaces(join(state, 'recent-workspaces.json'));
    await writeFile(state, 'a file where the state folder should be');
    await recent.add('/first'); // fails quietly: the state folder cannot be made
    expect(await recent.list()).toEqual([]);
    await rm(state);
    await mkdir(state);
    await recent.add('/second');
    await recent.add('/third');
    expect(await recent.list()).toEqual(['/third', '/second']);
  });
});
