import { describe, expect, it } from 'vitest';
import type { WorkspaceSnapshot } from '../../../electron/shared/contract';
import { containsFile, firstCardSource, setOfPath, workspaceTree } from './workspace-tree';

const snapshot: WorkspaceSnapshot = {
  root: '/w',
  name: 'Workspace',
  sets: [
    {
      game: 'stak-bots',
      set: 'promo',
      path: 'sets/stak-bots/promo',
      name: 'Promo',
      problem: 'set.json is missing',
      files: [{ path: 'sets/stak-bots/promo/promo.cards', size: 3 }],
    },
    {
      game: 'four-souls',
      set: 'base',
      path: 'sets/four-souls/base',
      name: 'Base',
      files: [
        { path: 'sets/four-souls/base/set.json', size: 10 },
        { path: 'sets/four-souls/base/monsters.cards', size: 10 },
        { path: 'sets/four-souls/base/extra/loot.cards', size: 10 },
      ],
    },
    { game: 'stak-bots', set: 'core', path: 'sets/stak-bots/core', name: 'Core', files: [] },
  ],
};

describe('workspaceTree', () => {
  it('groups sets by game, sorted, with card sources first and labels relative to the set', () => {
    const tree = workspaceTree(snapshot);
    expect(tree.map((g) => [g.game, g.sets.map((s) => s.entry.set)])).toEqual([
      ['four-souls', ['base']],
      ['stak-bots', ['core', 'promo']],
    ]);
    expect(tree[0]?.sets[0]?.files.map((f) => f.label)).toEqual(['extra/loot.cards', 'monsters.cards', 'set.json']);
    expect(tree[1]?.sets[1]?.entry.problem).toBe('set.json is missing');
  });
});

describe('lookups', () => {
  it('finds the first card source in sidebar order', () => {
    expect(firstCardSource(snapshot)).toBe('sets/four-souls/base/extra/loot.cards');
    expect(firstCardSource({ ...snapshot, sets: [] })).toBeNull();
  });

  it('finds files and their sets', () => {
    expect(containsFile(snapshot, 'sets/four-souls/base/monsters.cards')).toBe(true);
    expect(containsFile(snapshot, 'sets/four-souls/base/nope.cards')).toBe(false);
    expect(setOfPath(snapshot, 'sets/stak-bots/promo/promo.cards')?.set).toBe('promo');
    expect(setOfPath(snapshot, 'sets/stak-bots/promotion/x.cards')).toBeUndefined();
  });
});
