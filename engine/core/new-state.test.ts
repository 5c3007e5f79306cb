import { describe, expect, it } from 'vitest';
import { seedRng } from '../random/rng';
import { newState, nothingUnderWay } from './state';

describe('newState', () => {
  it("holds nothingUnderWay's fields, with the same values, in the same order, between the turn and the forced rolls", () => {
    const state = newState({
      game: 'g',
      seed: 's',
      rng: seedRng('s'),
      variants: {},
      options: {},
      seats: [],
      turn: { number: 1, active: 'p1', phase: 'setup', step: 0 },
      forcedRolls: [3],
    });
    const keys = Object.keys(state);
    const under = nothingUnderWay();
    const from = keys.indexOf('turn') + 1;
    const to = keys.indexOf('forcedRolls');
    expect(keys.slice(from, to)).toEqual(Object.keys(under));
    const part = Object.fromEntries(keys.slice(from, to).map((k) => [k, state[k as keyof typeof state]]));
    expect(JSON.stringify(part)).toBe(JSON.stringify(under));
    expect(part).toEqual(under);
    expect(keys).toEqual(['v', 'game', 'seed', 'rng', 'variants', 'options', 'seats', 'cards', 'zones', 'turn', ...Object.keys(under), 'forcedRolls', 'result', 'counts']);
    // Nothing is shared between two states.
    const other = newState({ game: 'g', seed: 's', rng: seedRng('s'), variants: {}, options: {}, seats: [], turn: { number: 1, active: 'p1', phase: 'setup', step: 0 }, forcedRolls: [] });
    expect(other.stack).not.toBe(state.stack);
    expect(other.flags.turn).not.toBe(state.flags.turn);
    expect(other.cards).not.toBe(state.cards);
  });
});
