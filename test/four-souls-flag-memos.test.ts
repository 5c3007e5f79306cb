// The Four Souls flags that only the module writes are read again only once written: the turn
// table last found without an owed attack on a monster, or without the turn ended, is
// remembered beside the state. Whoever sets the flag through the module is seen at once, and a
// table the module did not see being made (a new turn, a restored or copied state, a
// scenario's layout) is read afresh.
import { describe, expect, it } from 'vitest';
import { flagTable, type GameState } from '../engine/core/state';
import { askEndTurn, endTurnAsked, forceAttackOn, forcedMonsterFlag } from '../engine/games/four-souls/board';

/** Just the flags, which is all these questions read. */
function stateWith(turn: Record<string, number> = {}): GameState {
  return { flags: { turn: flagTable(turn), game: flagTable() } } as unknown as GameState;
}

describe('owed attacks on monsters', () => {
  it('finds an attack forced through the module after a look that found none', () => {
    const state = stateWith({ 'loot-plays:p1': 1 });
    expect(forcedMonsterFlag(state)).toBeUndefined();
    forceAttackOn(state, 12);
    expect(forcedMonsterFlag(state)).toBe('forced:12');
  });

  it('finds none once the attack is made, and the first owed one in the table order', () => {
    const state = stateWith();
    forceAttackOn(state, 3);
    forceAttackOn(state, 4);
    expect(forcedMonsterFlag(state)).toBe('forced:3');
    state.flags.turn['forced:3'] = 0;
    expect(forcedMonsterFlag(state)).toBe('forced:4');
    state.flags.turn['forced:4'] = 0;
    expect(forcedMonsterFlag(state)).toBeUndefined();
  });

  it('reads a table it did not see made, such as a restored state or a new turn', () => {
    const state = stateWith();
    expect(forcedMonsterFlag(state)).toBeUndefined();
    // A copy holding an owed attack (a snapshot taken while one was owed), then a new turn.
    state.flags.turn = flagTable({ 'forced:9': 1 });
    expect(forcedMonsterFlag(state)).toBe('forced:9');
    state.flags.turn = flagTable();
    expect(forcedMonsterFlag(state)).toBeUndefined();
  });
});

describe('an effect that ended the turn', () => {
  it('is seen as soon as it is asked for through the module', () => {
    const state = stateWith();
    expect(endTurnAsked(state)).toBe(false);
    askEndTurn(state);
    expect(endTurnAsked(state)).toBe(true);
    expect(state.flags.turn['end-turn']).toBe(1);
  });

  it('is read afresh in another table', () => {
    const state = stateWith();
    expect(endTurnAsked(state)).toBe(false);
    state.flags.turn = flagTable({ 'end-turn': 1 });
    expect(endTurnAsked(state)).toBe(true);
  });
});
