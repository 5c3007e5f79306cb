import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../../cli/sets';
import type { GameState } from '../../../../engine/core/state';
import { buildGame, SetCatalog } from './catalog';
import { subjectsOf } from './snapshot';

let state: GameState;
beforeAll(async () => {
  const found = await loadSets(new URL('../../../../sets', import.meta.url).pathname);
  const built = buildGame(new SetCatalog(found.sets), 'stak-bots', ['stak-bots/starter']);
  if (!built.ok) throw new Error(built.message);
  const created = built.game.create({ seed: 'subjects', seats: 2 });
  if (!created.ok) throw new Error(created.error.message);
  state = created.state;
});

describe('what an action is about', () => {
  it('names cards by number and players by seat id; numbers that count something are no card', () => {
    const card = state.zones['p1/hand']!.cards[0]!;
    expect(typeof card).toBe('number');
    expect(subjectsOf(state, { seat: 'p1', kind: 'play', card })).toEqual([card]);
    expect(subjectsOf(state, { seat: 'p1', kind: 'pick', id: 'p2' })).toEqual(['p2']);
    // A mode's index, an ability's, a god tool's value: numbers that may equal some card's, never a subject.
    expect(subjectsOf(state, { seat: 'p1', kind: 'mode', index: card })).toEqual([]);
    expect(subjectsOf(state, { seat: 'p1', kind: 'activate', card, ability: 1 })).toEqual([card]);
    expect(subjectsOf(state, { seat: 'god', kind: 'god-damage', card, value: 2 })).toEqual([card]);
    // A number that names no card of the game (place 0, past the last card) is nothing.
    expect(subjectsOf(state, { seat: 'p1', kind: 'pick', id: 0 })).toEqual([]);
    expect(subjectsOf(state, { seat: 'p1', kind: 'pick', id: state.cards.length })).toEqual([]);
  });
});
