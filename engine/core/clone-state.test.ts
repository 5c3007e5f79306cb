// cloneState copies a state as a JSON round trip would: cards with the usual fields take a quicker
// path (engine.ts, `cloneCards`), and every other card must come out exactly as the general copy
// makes it (fields and their order, undefined fields left out), with nothing shared.
import { describe, expect, it } from 'vitest';
import { CardDefinition } from '../defs';
import { cloneState, loadGame } from './engine';
import { FIRST_CARD, type CardInstance, type GameState } from './state';
import { stakBots } from '../games/stak-bots/rules';

const bots = [
  { id: 'stak-bots/t/alpha', name: 'Alpha', game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 2 }, copies: 40 },
  { id: 'stak-bots/t/omega', name: 'Omega', game: 'stak-bots', kind: 'bot', stats: { rank: 6, power: 9 }, copies: 20 },
].map((c) => CardDefinition.parse(c));
const game = loadGame(stakBots, bots);

function created(): GameState {
  const made = game.create({ seed: 'clone', seats: 3 });
  if (!made.ok) throw new Error(made.error.message);
  return made.state;
}

const roundTrip = (state: GameState) => JSON.parse(JSON.stringify(state)) as GameState;

describe('cloneState', () => {
  it('copies a played state as a JSON round trip does, sharing nothing', () => {
    const state = created();
    for (let i = 0; i < 30 && !state.result; i += 1) {
      const legal = game.legalActions(state);
      expect(game.applyInPlace(state, legal[i % legal.length]!).ok).toBe(true);
    }
    const copy = cloneState(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    const card = FIRST_CARD;
    copy.cards[card]!.counters.charge = 2;
    copy.cards[card]!.damage = 5;
    expect(state.cards[card]!.counters).toEqual({});
    expect(state.cards[card]!.damage).toBe(0);
  });

  it('copies cards of other shapes the general way: extra, missing, undefined and reordered fields', () => {
    const state = created();
    const ids = [1, 2, 3, 4, 5, 6];
    const usual = state.cards[ids[0]!]!;
    (state.cards[ids[1]!] as Record<string, unknown>).note = 'kept';
    delete (state.cards[ids[2]!] as Partial<CardInstance>).exhausted;
    (state.cards[ids[3]!] as Record<string, unknown>).owner = undefined;
    const { counters, ...rest } = state.cards[ids[4]!]!;
    state.cards[ids[4]!] = { counters: { ...counters, shield: 1 }, ...rest };
    (state.cards as unknown[])[ids[5]!] = undefined;
    const copy = cloneState(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    expect(copy).toEqual(roundTrip(state));
    expect(Object.keys(copy.cards[ids[4]!]!)[0]).toBe('counters');
    expect('owner' in copy.cards[ids[3]!]!).toBe(false);
    expect(copy.cards[ids[5]!]).toBeNull();
    expect(copy.cards[ids[0]!]).not.toBe(usual);
    expect(copy.cards[ids[0]!]!.counters).not.toBe(usual.counters);
  });
});
