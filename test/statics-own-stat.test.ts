// A static ability may pick its cards by the very stat it changes ("minions of power 2 or less
// have +1 power"). Read as it is written, that stat depends on itself; the engine reads it,
// inside the static abilities that change it, as it stands before any static ability (printed,
// counters, lasting changes, grants). These scenarios show the reading and that such a card no
// longer sends the engine round for ever.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSet } from '../card-dsl/project';
import { loadSets } from '../cli/sets';
import { scenarioGames, runScenario } from '../engine/scenario';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));

const arcade = buildSet(
  [
    {
      path: 'arcade.cards',
      text: `game smash-up
set "Arcade"

base "Neon Arcade" breakpoint 21 vp 5 3 2 {
  text "Ongoing: minions of power 2 or less have +1 power."
  static: each minion in each player's minions with power 2 or less gets +1 power
}

base "Loud Arcade" breakpoint 21 vp 5 3 2 {
  text "Ongoing: while a player has a minion of power 3 or more, each minion has +1 power."
  static: each minion in each player's minions gets +1 power while there is a minion in each player's minions with power 3 or more
}

minion "Small Fry" power 2 {}

minion "Big Fish" power 3 {}
`,
    },
  ],
  { game: 'smash-up', set: 'arcade', name: 'Arcade' },
);

function scenario(base: string, expectations: Record<string, number>) {
  return {
    version: 1,
    name: `statics that read their own stat: ${base}`,
    game: 'smash-up',
    sets: ['smash-up/arcade', 'smash-up/gnomes', 'smash-up/night-owls'],
    seed: 1,
    seats: 2,
    given: {
      'base-1': [base],
      'base-2': ['Compost Heap'],
      'base-3': ['Greenhouse'],
      p1: { minions: ['Small Fry', 'Big Fish'] },
      p2: { minions: ['Small Fry'] },
      turn: { active: 'p1', phase: 'play' },
    },
    steps: [],
    expect: expectations,
  };
}

describe('a static ability that reads the stat it changes', () => {
  const sets = [...bundled.sets, arcade.setFile!];

  it('compiles cleanly', () => {
    expect(arcade.diagnostics.filter((d) => d.diagnostic.severity === 'error')).toEqual([]);
  });

  it('picks its cards by their power before static abilities: a 2 becomes 3, a 3 stays 3', () => {
    const result = runScenario(scenario('Neon Arcade', { 'p1.minions.1.power': 3, 'p1.minions.2.power': 3, 'p2.minions.1.power': 3 }), sets, scenarioGames);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('tests its condition on power before static abilities too', () => {
    const result = runScenario(scenario('Loud Arcade', { 'p1.minions.1.power': 3, 'p1.minions.2.power': 4, 'p2.minions.1.power': 3 }), sets, scenarioGames);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
