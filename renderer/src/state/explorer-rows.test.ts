import { describe, expect, it } from 'vitest';
import type { WorkspaceSnapshot } from '../../../electron/shared/contract';
import { ExplorerStore } from './explorer';
import { explorerRows, treeKey } from './explorer-rows';
import { workspaceTree } from './workspace-tree';

const snapshot: WorkspaceSnapshot = {
  root: '/w',
  name: 'W',
  sets: [
    {
      game: 'four-souls',
      set: 'base',
      path: 'sets/four-souls/base',
      name: 'Base',
      files: [
        { path: 'sets/four-souls/base/set.json', size: 1 },
        { path: 'sets/four-souls/base/monsters.cards', size: 1 },
        { path: 'sets/four-souls/base/scenarios/a.scenario.yaml', size: 1 },
        { path: 'sets/four-souls/base/scenarios/b.scenario.yaml', size: 1 },
      ],
    },
    { game: 'stak-bots', set: 'starter', path: 'sets/stak-bots/starter', name: 'Starter', files: [] },
  ],
};

function rowsOf(explorer: ExplorerStore) {
  return explorerRows(workspaceTree(snapshot), (path) => explorer.isOpen(path));
}

const summary = (explorer: ExplorerStore) => rowsOf(explorer).map((r) => `${'  '.repeat(r.level - 1)}${r.path.split('/').pop()} ${r.posInSet}/${r.setSize}`);

describe('the explorer as rows', () => {
  it('lists games and sets open, a set’s folders closed, each row with its level and place among its siblings', () => {
    const explorer = new ExplorerStore();
    expect(summary(explorer)).toEqual(['four-souls 1/2', '  base 1/1', '    scenarios 1/3', '    monsters.cards 2/3', '    set.json 3/3', 'stak-bots 2/2', '  starter 1/1']);
    expect(rowsOf(explorer).find((r) => r.kind === 'set' && r.entry.set === 'starter')).toMatchObject({ empty: true });
    explorer.toggle('sets/four-souls/base/scenarios');
    expect(summary(explorer).slice(2, 5)).toEqual(['    scenarios 1/3', '      a.scenario.yaml 1/2', '      b.scenario.yaml 2/2']);
  });

  it('walks the rows with the arrow keys, Home and End', () => {
    const rows = rowsOf(new ExplorerStore());
    expect(treeKey(rows, 0, 'ArrowDown')).toEqual({ focus: 1 });
    expect(treeKey(rows, rows.length - 1, 'ArrowDown')).toEqual({ focus: rows.length - 1 });
    expect(treeKey(rows, 0, 'ArrowUp')).toEqual({ focus: 0 });
    expect(treeKey(rows, 3, 'Home')).toEqual({ focus: 0 });
    expect(treeKey(rows, 0, 'End')).toEqual({ focus: rows.length - 1 });
    expect(treeKey(rows, 0, 'x')).toBeNull();
  });

  it('opens a closed row with the right arrow, then enters it; closes an open one with the left arrow, then goes to its parent', () => {
    const explorer = new ExplorerStore();
    let rows = rowsOf(explorer);
    const scenarios = rows.findIndex((r) => r.path.endsWith('/scenarios'));
    expect(treeKey(rows, scenarios, 'ArrowRight')).toEqual({ setOpen: 'sets/four-souls/base/scenarios', open: true });
    explorer.setOpen('sets/four-souls/base/scenarios', true);
    rows = rowsOf(explorer);
    expect(treeKey(rows, scenarios, 'ArrowRight')).toEqual({ focus: scenarios + 1 });
    expect(treeKey(rows, scenarios + 1, 'ArrowRight')).toBeNull(); // a file has nothing to open
    expect(treeKey(rows, scenarios + 1, 'ArrowLeft')).toEqual({ focus: scenarios });
    expect(treeKey(rows, scenarios, 'ArrowLeft')).toEqual({ setOpen: 'sets/four-souls/base/scenarios', open: false });
    // An open set with no files has no child to enter.
    const starter = rows.findIndex((r) => r.path === 'sets/stak-bots/starter');
    expect(treeKey(rows, starter, 'ArrowRight')).toBeNull();
    expect(treeKey(rows, 0, 'ArrowLeft')).toEqual({ setOpen: 'sets/four-souls', open: false });
    explorer.setOpen('sets/four-souls', false);
    expect(treeKey(rowsOf(explorer), 0, 'ArrowLeft')).toBeNull(); // a closed top row has no parent
  });

  it('acts on a row with Enter or Space', () => {
    const rows = rowsOf(new ExplorerStore());
    expect(treeKey(rows, 3, 'Enter')).toEqual({ activate: 3 });
    expect(treeKey(rows, 1, ' ')).toEqual({ activate: 1 });
  });
});
