import { describe, expect, it } from 'vitest';
import { openSaved, type SavedOpeners } from './open-saved';

function recorder(): { calls: string[]; openers: SavedOpeners } {
  const calls: string[] = [];
  return {
    calls,
    openers: {
      setView: (view) => void calls.push(`view ${view}`),
      loadTable: async (path) => void calls.push(`table ${path}`),
      openReplay: async (path) => void calls.push(`replay ${path}`),
      viewReport: async (path) => void calls.push(`report ${path}`),
    },
  };
}

describe('opening a saved file from the explorer', () => {
  it('loads a table and plays a replay at the table, and shows a report in the Simulation view', async () => {
    const { calls, openers } = recorder();
    await openSaved(openers, { kind: 'table', path: 'tables/a.table.json' });
    await openSaved(openers, { kind: 'replay', path: 'replays/b.replay.json' });
    await openSaved(openers, { kind: 'simulation', path: 'simulations/c.sim.json' });
    expect(calls).toEqual(['view table', 'table tables/a.table.json', 'view table', 'replay replays/b.replay.json', 'view simulation', 'report simulations/c.sim.json']);
  });
});
