// What each seat may see of a Stak Bots game (kernel: view(state, seat)).
import { describe, expect, it } from 'vitest';
import { CardDefinition } from '../../defs';
import { hashState, loadGame } from '../../core/engine';
import { stakBots } from './rules';

const bots = [
  { id: 'stak-bots/t/alpha', name: 'Alpha', game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 2 }, copies: 20 },
  { id: 'stak-bots/t/beta', name: 'Beta', game: 'stak-bots', kind: 'bot', stats: { rank: 2, power: 3 }, copies: 20 },
].map((c) => CardDefinition.parse(c));

function fresh() {
  const game = loadGame(stakBots, bots);
  const created = game.create({ seed: 'view', seats: 2 });
  if (!created.ok) throw new Error(created.error.message);
  return { game, state: created.state };
}

describe('Stak Bots views', () => {
  it('shows a seat its own hand but not the opponent\'s', () => {
    const { game, state } = fresh();
    const view = game.view(state, 'p1');
    for (const id of state.zones['p1/hand']!.cards) expect(view.cards[id]!.def).toBe(state.cards[id]!.def);
    for (const id of state.zones['p2/hand']!.cards) expect(view.cards[id]!.def).toBe('hidden');
  });

  it('hides face-down stak cards and the supply from everyone, and shows face-up tops', () => {
    const { game, state } = fresh();
    for (const seat of ['p1', 'p2', null]) {
      const view = game.view(state, seat);
      for (const owner of ['p1', 'p2']) {
        const stak = state.zones[`${owner}/stak`]!.cards;
        expect(view.cards[stak[stak.length - 1]!]!.def).not.toBe('hidden');
        for (const id of stak.slice(0, -1)) expect(view.cards[id]!.def).toBe('hidden');
      }
      for (const id of state.zones.supply!.cards) expect(view.cards[id]!.def).toBe('hidden');
    }
  });

  it('keeps zone sizes and withholds the random generator, without touching the state', () => {
    const { game, state } = fresh();
    const before = hashState(state);
    const view = game.view(state, null);
    expect(view.zones.supply!.cards).toHaveLength(state.zones.supply!.cards.length);
    expect(view.rng).toEqual([0, 0, 0, 0]);
    expect(hashState(state)).toBe(before);
  });
});
