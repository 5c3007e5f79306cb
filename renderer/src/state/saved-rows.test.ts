import { describe, expect, it } from 'vitest';
import type { SavedFileEntry } from '../../../electron/shared/contract';
import { treeKey } from './explorer-rows';
import { savedRows, savedWhen } from './saved-rows';

const at = (minute: number) => Date.UTC(2026, 10, 29, 12, minute);
const saved: SavedFileEntry[] = [
  { kind: 'table', path: 'tables/second-try.table.json', size: 10, modified: at(5) },
  { kind: 'table', path: 'tables/first-test.table.json', size: 10, modified: at(1) },
  { kind: 'simulation', path: 'simulations/bolt-pup.sim.json', size: 10, modified: at(2) },
];
const allOpen = () => true;

describe('the saved files as explorer rows', () => {
  it('shows a row for each kind that holds files, its files beneath in the order listed', () => {
    const rows = savedRows(saved, allOpen, []);
    expect(rows.map((r) => [r.kind, r.level, r.kind === 'group' ? r.label : r.name, r.posInSet, r.setSize])).toEqual([
      ['group', 1, 'Tables', 1, 2],
      ['file', 2, 'second-try', 1, 2],
      ['file', 2, 'first-test', 2, 2],
      ['group', 1, 'Simulation reports', 2, 2],
      ['file', 2, 'bolt-pup', 1, 1],
    ]);
    expect(rows[0]).toMatchObject({ path: 'tables', count: 2, open: true });
  });

  it('hides the files of a closed kind, and opens every kind while filtering', () => {
    const tablesClosed = (path: string) => path !== 'tables';
    expect(savedRows(saved, tablesClosed, []).map((r) => r.path)).toEqual(['tables', 'simulations', 'simulations/bolt-pup.sim.json']);
    expect(savedRows(saved, tablesClosed, ['first']).map((r) => r.path)).toEqual(['tables', 'tables/first-test.table.json']);
    expect(savedRows(saved, allOpen, ['nothing'])).toEqual([]);
  });

  it('lets the keyboard close a kind from its file, and walk into an open one', () => {
    const rows = savedRows(saved, allOpen, []);
    expect(treeKey(rows, 2, 'ArrowLeft')).toEqual({ focus: 0 });
    expect(treeKey(rows, 0, 'ArrowLeft')).toEqual({ setOpen: 'tables', open: false });
    expect(treeKey(rows, 0, 'ArrowRight')).toEqual({ focus: 1 });
    expect(treeKey(rows, 1, 'ArrowRight')).toBeNull();
    expect(treeKey(rows, 4, 'Enter')).toEqual({ activate: 4 });
  });

  it('says when a file was saved in words', () => {
    expect(savedWhen(at(5), at(5) + 30_000)).toBe('just now');
    expect(savedWhen(at(5), at(12))).toBe('7 min ago');
    expect(savedWhen(at(5), at(5) + 3 * 3_600_000)).toBe('3 h ago');
    expect(savedWhen(at(5), at(5) + 3 * 86_400_000)).toBe('2026-11-29');
  });
});
