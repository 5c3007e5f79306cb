// Stak Bots keeps each seat's stak and hand beside the zones table asked for last (rules.ts,
// `seatZones`). Every state must still be read from its own zones: games played in turns, a
// copy played apart from its original, and zones made anew by hand.
import { describe, expect, it } from 'vitest';
import { CardDefinition } from '../../defs';
import { cloneState, loadGame } from '../../core/engine';
import type { GameState } from '../../core/state';
import { stakBots } from './rules';

const bots = [
  { id: 'stak-bots/t/alpha', name: 'Alpha', game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 2 }, copies: 40 },
  { id: 'stak-bots/t/omega', name: 'Omega', game: 'stak-bots', kind: 'bot', stats: { rank: 6, power: 9 }, copies: 20 },
].map((c) => CardDefinition.parse(c));
const game = loadGame(stakBots, bots);

function created(seed: string, seats = 2): GameState {
  const made = game.create({ seed, seats });
  if (!made.ok) throw new Error(made.error.message);
  return made.state;
}

/** The legal actions as the state's own zones give them: each hand card played and discarded, the scrap. */
function expectedMoves(state: GameState) {
  const seat = state.turn.active;
  const hand = state.zones[`${seat}/hand`]!.cards;
  return { plays: hand.map((card) => ({ seat, kind: 'play', card })), discards: hand.map((card) => ({ seat, kind: 'discard', card })) };
}

function expectOwnZones(state: GameState) {
  const legal = game.legalActions(state);
  const { plays, discards } = expectedMoves(state);
  expect(legal.filter((a) => a.kind === 'play')).toEqual(plays);
  expect(legal.filter((a) => a.kind === 'discard')).toEqual(discards);
}

describe('Stak Bots seat zones', () => {
  it('reads each of two games played in turns from its own zones', () => {
    const a = created('zones-a');
    const b = created('zones-b', 3);
    for (let i = 0; i < 40 && !a.result && !b.result; i += 1) {
      for (const state of [a, b]) {
        expectOwnZones(state);
        // Play the first hand card, or scrap the top when the hand is empty.
        const legal = game.legalActions(state);
        const action = legal.find((x) => x.kind === 'play') ?? legal.find((x) => x.kind === 'scrap') ?? legal[0]!;
        const applied = game.applyInPlace(state, action, legal);
        expect(applied.ok).toBe(true);
        if (legal.some((x) => x.kind === 'end-turn') && i % 3 === 2) game.applyInPlace(state, { seat: state.turn.active, kind: 'end-turn' });
      }
    }
  });

  it('leaves the original alone when a copy plays on, and the copy alone when the original does', () => {
    const original = created('zones-copy');
    const before = game.legalActions(original);
    const copy = cloneState(original);
    const card = original.zones['p1/hand']!.cards[0]!;
    expect(game.applyInPlace(copy, { seat: 'p1', kind: 'play', card }).ok).toBe(true);
    // The copy's stak has the card on top and its hand lost it; the original's have not changed.
    expect(copy.zones['p1/stak']!.cards.at(-1)).toBe(card);
    expect(game.legalActions(original)).toEqual(before);
    expect(original.zones['p1/hand']!.cards).toContain(card);
    expectOwnZones(copy);
    expect(game.applyInPlace(original, { seat: 'p1', kind: 'discard', card }).ok).toBe(true);
    expect(copy.zones['p1/hand']!.cards).not.toContain(card);
    expect(copy.zones['scrapheap']!.cards).not.toContain(card);
    expect(original.zones['scrapheap']!.cards).toContain(card);
  });

  it('reads zones made anew by hand once the table is told it was edited', () => {
    const state = created('zones-edited');
    expectOwnZones(state);
    const hand = state.zones['p1/hand']!;
    const kept = hand.cards[0]!;
    // A new hand object holding one of the cards; the others go to the scrapheap.
    for (const card of hand.cards.slice(1)) {
      state.cards[card]!.zone = 'scrapheap';
      state.zones['scrapheap']!.cards.push(card);
    }
    state.zones['p1/hand'] = { ...hand, cards: [kept] };
    game.module.tableEdited?.(game.ctx(state));
    expect(game.legalActions(state).filter((a) => a.kind === 'play')).toEqual([{ seat: 'p1', kind: 'play', card: kept }]);
  });
});
