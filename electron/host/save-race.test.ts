// Saves of one file that start from the same version: exactly one may succeed, the others
// must be told `conflict`, and the file on disk must hold the one that succeeded. Fired at
// once through `handle`, as two windows (or two tabs of the web host) would.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileContent, Result, WorkspaceSession } from '../shared/contract';
import { createHost, type Host } from './handlers';

const ROUNDS = 50;
const WRITERS = 6;
const PATH = 'sets/stak-bots/starter/bots.cards';

let scratch: string;
let folder: string;
let host: Host;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-race-'));
  folder = join(scratch, 'ws');
  await mkdir(join(folder, 'sets', 'stak-bots', 'starter'), { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), '{"version":1,"name":"Race","games":[]}');
  await writeFile(join(folder, 'sets', 'stak-bots', 'starter', 'set.json'), '{"version":1,"game":"stak-bots","name":"Starter"}');
  await writeFile(join(folder, PATH), 'game stak-bots\n');
  host = createHost({ host: 'web', version: 'test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
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

async function read(session: string, path = PATH): Promise<FileContent> {
  const result = await host.handle('file:read', { path }, { session });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as FileContent;
}

/** Fires every write at once and sorts the answers by outcome. */
async function race(writes: { session: string; path: string; content: string; baseVersion: string }[]) {
  const results: Result<unknown>[] = await Promise.all(
    writes.map(({ session, path, content, baseVersion }) => host.handle('file:write', { path, content, baseVersion }, { session })),
  );
  const winners = writes.filter((_write, i) => results[i]!.ok).map((write) => write.content);
  const codes = results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error.code));
  return { winners, codes };
}

describe('saves of one file from the same version', () => {
  it(`let exactly one of ${WRITERS} succeed, ${ROUNDS} rounds in a row, from ${WRITERS} windows`, async () => {
    const sessions = await Promise.all(Array.from({ length: WRITERS }, () => openSession()));
    const successes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { version } = await read(sessions[0]!);
      const writes = sessions.map((session, writer) => ({ session, path: PATH, content: `game stak-bots\n# round ${round} writer ${writer}\n`, baseVersion: version }));
      const { winners, codes } = await race(writes);
      successes.push(winners.length);
      expect(codes.every((code) => code === 'conflict'), `round ${round}: ${codes.join(', ')}`).toBe(true);
      if (winners.length === 1) expect(await readFile(join(folder, PATH), 'utf8')).toBe(winners[0]);
    }
    expect(successes, 'successes per round').toEqual(Array.from({ length: ROUNDS }, () => 1));
  });

  it('treat two names of one file (a link and its target) as one file', async () => {
    await symlink('bots.cards', join(folder, 'sets', 'stak-bots', 'starter', 'alias.cards'));
    const session = await openSession();
    const alias = 'sets/stak-bots/starter/alias.cards';
    const successes: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const { version } = await read(session);
      const { winners } = await race([
        { session, path: PATH, content: `by name ${round}\n`, baseVersion: version },
        { session, path: alias, content: `by link ${round}\n`, baseVersion: version },
      ]);
      successes.push(winners.length);
    }
    expect(successes).toEqual(Array.from({ length: 20 }, () => 1));
  });
});
