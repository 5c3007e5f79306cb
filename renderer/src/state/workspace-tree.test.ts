import { describe, expect, it } from 'vitest';
import type { WorkspaceSnapshot } from '../../../electron/shared/contract';
import { containsFile, fileCount, filterTerms, filterTree, firstCardSource, foldersAbove, matchRanges, setOfPath, workspaceTree } from './workspace-tree';

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

describe('folders in a set', () => {
  const scenarios = Array.from({ length: 258 }, (_, i) => ({ path: `sets/four-souls/base/scenarios/card-${String(i).padStart(3, '0')}.scenario.yaml`, size: 1 }));
  const big: WorkspaceSnapshot = {
    ...snapshot,
    sets: [
      {
        game: 'four-souls',
        set: 'base',
        path: 'sets/four-souls/base',
        name: 'Base',
        files: [
          { path: 'sets/four-souls/base/set.json', size: 1 },
          { path: 'sets/four-souls/base/monsters.cards', size: 1 },
          { path: 'sets/four-souls/base/art/pooter.png', size: 1 },
          { path: 'sets/four-souls/base/art/old/pooter.png', size: 1 },
          ...scenarios,
        ],
      },
    ],
  };
  const base = () => workspaceTree(big)[0]!.sets[0]!;

  it('puts a set\'s files in their folders: the set itself holds only its own files and its folders', () => {
    const { root } = base();
    expect(root.files.map((f) => f.name)).toEqual(['monsters.cards', 'set.json']);
    expect(root.folders.map((f) => [f.path, fileCount(f)])).toEqual([
      ['sets/four-souls/base/art', 2],
      ['sets/four-souls/base/scenarios', 258],
    ]);
    expect(root.folders[0]!.folders.map((f) => f.name)).toEqual(['old']);
    expect(root.folders[1]!.files[0]).toMatchObject({ name: 'card-000.scenario.yaml', label: 'scenarios/card-000.scenario.yaml' });
  });

  it('filters by the words of a name, keeping the matching files in their folders', () => {
    const tree = workspaceTree(big);
    const found = filterTree(tree, filterTerms('  CARD-01  yaml '));
    const scenariosFound = found[0]!.sets[0]!.root.folders;
    expect(scenariosFound.map((f) => f.name)).toEqual(['scenarios']);
    expect(scenariosFound[0]!.files.map((f) => f.name)).toEqual(Array.from({ length: 10 }, (_, i) => `card-01${i}.scenario.yaml`));
    expect(found[0]!.sets[0]!.root.files).toEqual([]);
    expect(filterTree(tree, filterTerms('pooter'))[0]!.sets[0]!.root.folders.map((f) => [f.name, fileCount(f)])).toEqual([['art', 2]]);
    expect(filterTree(tree, filterTerms('nothing-like-this'))).toEqual([]);
    expect(filterTree(tree, filterTerms(''))).toEqual(tree);
  });

  it('marks the parts of a name a filter matched, overlaps merged', () => {
    expect(matchRanges('card-pooter.yaml', ['oo', 'pooter', 'yaml'])).toEqual([
      [5, 11],
      [12, 16],
    ]);
    expect(matchRanges('Set.JSON', ['json'])).toEqual([[4, 8]]);
  });

  it('names the game, set and folders above a file', () => {
    expect(foldersAbove(big, 'sets/four-souls/base/art/old/pooter.png')).toEqual(['sets/four-souls', 'sets/four-souls/base', 'sets/four-souls/base/art', 'sets/four-souls/base/art/old']);
    expect(foldersAbove(big, 'sets/four-souls/base/monsters.cards')).toEqual(['sets/four-souls', 'sets/four-souls/base']);
    expect(foldersAbove(big, 'elsewhere.txt')).toEqual([]);
  });
});

