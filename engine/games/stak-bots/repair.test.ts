// The end-of-turn repair [SB-TURN-5]: every card's damage is back to 0 once a turn ends,
// whether the damage was dealt in play or set by hand with a god tool.
import { describe, expect, it } from 'vitest';
import { CardDefinition } from '../../defs';
import { loadGame } from '../../core/engine';
import { GOD_SEAT } from '../../core/god';
import { FIRST_CARD, type GameState } from '../../core/state';
import { stakBots } from './rules';

const bots = [
  { id: 'stak-bots/t/alpha', name: 'Alpha', game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 2 }, copies: 40 },
  { id: 'stak-bots/t/omega', name: 'Omega', game: 'stak-bots', kind: 'bot', stats: { rank: 6, power: 9 }, copies: 20 },
].map((c) => CardDefinition.parse(c));
const game = loadGame(stakBots, bots);

const damaged = (state: GameState) => state.cards.slice(FIRST_CARD).filter((c) => c.damage !== 0).map((c) => c.id);

/** Ends the active seat's turn: scraps its top bot (which feeds the scrapheap), then ends it. */
function endTurn(state: GameState) {
  const seat = state.turn.active;
  for (const kind of ['scrap', 'end-turn']) {
    const applied = game.applyInPlace(state, { seat, kind });
    if (!applied.ok) throw new Error(applied.error.message);
  }
}

describe('Stak Bots end-of-turn repair', () => {
  it('repairs the bots damaged in a fight', () => {
    // Alpha (power 2) against Omega (health 9): Omega survives the fight with 2 damage.
    // Dealt one card at a time round the table, staks first: the last round makes the tops.
    const depth = (game.create({ seed: 'repair', seats: 2 }) as { state: GameState }).state.zones['p1/stak']!.cards.length;
    const created = game.create({ seed: 'repair', seats: 2, arrange: { supply: [...Array<string>(2 * (depth - 1)).fill('Alpha'), 'Alpha', 'Omega'] } });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const attacker = state.zones['p1/stak']!.cards.at(-1)!;
    const target = state.zones['p2/stak']!.cards.at(-1)!;
    expect([state.cards[attacker]!.def, state.cards[target]!.def]).toEqual(['stak-bots/t/alpha', 'stak-bots/t/omega']);
    // A turn each first (a discard feeds the scrapheap), so the fight's turn is not the table's first repair.
    for (const seat of ['p1', 'p2']) {
      expect(game.applyInPlace(state, { seat, kind: 'discard', card: state.zones[`${seat}/hand`]!.cards[0]! }).ok).toBe(true);
      expect(game.applyInPlace(state, { seat, kind: 'end-turn' }).ok).toBe(true);
    }
    expect(game.applyInPlace(state, { seat: 'p1', kind: 'attack', target: 'p2' }).ok).toBe(true);
    expect(state.cards[target]!.damage).toBe(2);
    const discard = state.zones['p1/hand']!.cards[0]!;
    expect(game.applyInPlace(state, { seat: 'p1', kind: 'discard', card: discard }).ok).toBe(true);
    expect(game.applyInPlace(state, { seat: 'p1', kind: 'end-turn' }).ok).toBe(true);
    expect(state.turn.active).toBe('p2');
    expect(damaged(state)).toEqual([]);
  });

  it('repairs damage set by hand, on any card, after earlier turns were repaired', () => {
    const created = game.create({ seed: 'repair-god', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    endTurn(state);
    endTurn(state);
    const buried = state.zones['p1/stak']!.cards[0]!;
    const inHand = state.zones['p2/hand']!.cards[0]!;
    for (const card of [buried, inHand]) expect(game.applyInPlace(state, { seat: GOD_SEAT, kind: 'god-damage', card, value: 1 }).ok).toBe(true);
    expect(damaged(state).sort((a, b) => a - b)).toEqual([buried, inHand].sort((a, b) => a - b));
    endTurn(state);
    expect(damaged(state)).toEqual([]);
  });
});
