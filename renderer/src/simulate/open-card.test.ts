import { describe, expect, it } from 'vitest';
import type { WorkspaceSnapshot } from '../../../electron/shared/contract';
import type { SetFaces } from '../../../card-dsl/service/faces';
import { openCard } from './open-card';

const workspace = { root: '/w', name: 'W', sets: [{ game: 'stak-bots', set: 'starter', path: 'sets/stak-bots/starter', name: 'Starter' }] } as unknown as WorkspaceSnapshot;
const faces = { cards: [{ id: 'stak-bots/starter/bolt-pup', path: 'sets/stak-bots/starter/starter.cards', range: { start: { line: 6, character: 0 }, end: { line: 6, character: 40 } } }] } as unknown as SetFaces;

describe('opening a card of a run', () => {
  it('opens the file that declares it with the cursor at the start of the declaration', async () => {
    const opened: unknown[] = [];
    const problem = await openCard({ workspace: () => workspace, setFaces: async (folder) => (folder === 'sets/stak-bots/starter' ? faces : null), reveal: async (path, range) => void opened.push({ path, range }) }, 'stak-bots/starter/bolt-pup', 'Bolt Pup');
    expect(problem).toBeNull();
    expect(opened).toEqual([{ path: 'sets/stak-bots/starter/starter.cards', range: { start: { line: 6, character: 0 }, end: { line: 6, character: 0 } } }]);
  });

  it('says why not for a card of a bundled set, or one gone from its set', async () => {
    const deps = { workspace: () => workspace, setFaces: async () => faces, reveal: async () => undefined };
    expect(await openCard(deps, 'four-souls/base/the-d6', 'The D6')).toBe('The D6 is in a bundled set, not in the workspace: copy its set into the workspace to edit it');
    expect(await openCard(deps, 'stak-bots/starter/gone', 'Gone')).toBe('Gone is no longer in sets/stak-bots/starter');
  });
});
