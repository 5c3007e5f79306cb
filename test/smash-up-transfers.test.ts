// Where Smash Up's transfers, swaps and wards leave cards, read from the state a scenario's
// table ends in: what a scenario's expectations cannot name (a card's base, a ward's flags).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSets } from '../cli/sets';
import { scenarioGames } from '../engine/scenario';
import { tableOfScenario } from '../engine/table/from-scenario';
import { attachedTo, slotOf } from '../engine/games/smash-up/cards';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const sets = bundled.sets.filter((s) => s.game === 'smash-up');
const scenario = (name: string) => parse(readFileSync(fileURLToPath(new URL(`../sets/smash-up/modules/scenarios/${name}.scenario.yaml`, import.meta.url)), 'utf8')) as Record<string, unknown>;

function tableOf(name: string, edit: (doc: Record<string, unknown>) => void = () => {}) {
  const doc = scenario(name);
  edit(doc);
  const table = tableOfScenario(doc, sets, scenarioGames);
  if (!table.ok) throw new Error(JSON.stringify(table.problems));
  expect(table.result.failures).toEqual([]);
  return table.match;
}

describe('Smash Up transfers and swaps', () => {
  it('swaps two minions\' bases and passes the attached action to the minion now in its spot (SU-X-TERM-24)', () => {
    // Stop before the god move that follows the swap.
    const match = tableOf('swap-two-minions', (doc) => {
      doc.steps = (doc.steps as unknown[]).slice(0, 2);
      doc.expect = {};
    });
    const { state } = match;
    // Owlet 5 was on the first base and Rope Swinger 7 on the second; Feather Cloak 6 was on the Owlet.
    expect([slotOf(state, 5), slotOf(state, 7)]).toEqual([2, 1]);
    expect(attachedTo(state, 6)).toBe(7);
    expect(slotOf(state, 6)).toBe(1);
    expect(state.cards[7]!.counters.power).toBe(1);
  });

  it('moves an attached action to the base of the minion it is transferred onto (SU-X-TERM-6)', () => {
    const match = tableOf('attached-action-transferred', (doc) => {
      doc.steps = (doc.steps as unknown[]).slice(0, 2);
      doc.expect = {};
    });
    expect(attachedTo(match.state, 7)).toBe(6);
    expect(slotOf(match.state, 7)).toBe(2);
  });

  it('ends a ward as its warder\'s next turn starts, not before (SU-TURN-3)', () => {
    const match = tableOf('protection-in-a-power-range');
    const ward = () => match.state.flags.game['ward:5'];
    // Warded at power 2 or less: the flag holds 1 + 2.
    expect(ward()).toBe(3);
    match.apply({ seat: 'p2', kind: 'end-play' });
    expect(match.state.turn.active).toBe('p1');
    expect(ward()).toBeUndefined();
  });
});
