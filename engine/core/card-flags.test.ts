// Flags about single cards: kept by number, written and read as `<name>:<card number>` in layouts.
import { describe, expect, it } from 'vitest';
import { newState } from './state';
import { cardTurnFlag, clearCardTurnFlag, setCardTurnFlag, turnFlagsOf, writtenTurnFlags } from './card-flags';

const fresh = () => newState({ game: 'g', seed: 's', rng: [1, 2, 3, 4], variants: {}, options: {}, seats: [], turn: { number: 1, active: 'p1', phase: 'main', step: 0 }, forcedRolls: [] });

describe('flags about one card', () => {
  it('are 0 until set, are set and cleared by card number, and leave other cards alone', () => {
    const state = fresh();
    expect(cardTurnFlag(state, 'lost', 12)).toBe(0);
    setCardTurnFlag(state, 'lost', 12, 1);
    setCardTurnFlag(state, 'attacker', 3, 1);
    setCardTurnFlag(state, 'attacker', 3, 2);
    expect([cardTurnFlag(state, 'lost', 12), cardTurnFlag(state, 'lost', 3), cardTurnFlag(state, 'attacker', 3)]).toEqual([1, 0, 2]);
    clearCardTurnFlag(state, 'lost', 12);
    clearCardTurnFlag(state, 'quiet', 5);
    expect(cardTurnFlag(state, 'lost', 12)).toBe(0);
    // A list per name of the cards flagged, each with its flag; a cleared card is gone from it.
    expect(JSON.parse(JSON.stringify(state.flags.cardTurn))).toEqual({ lost: [], attacker: [3, 2] });
    const read = JSON.parse(JSON.stringify(state)) as typeof state;
    expect([cardTurnFlag(read, 'lost', 12), cardTurnFlag(read, 'lost', 2), cardTurnFlag(read, 'attacker', 3)]).toEqual([0, 0, 2]);
  });

  it('are read from a layout only under the names the game keeps per card, with a card number', () => {
    const written = { attacks: 1, 'attacker:2': 1, 'lost:12': 1, 'extra:attack:p1': 1, 'lost:p2': 1, 'lost:0': 1 };
    const read = turnFlagsOf(written, ['attacker', 'lost']);
    expect({ ...read.turn }).toEqual({ attacks: 1, 'extra:attack:p1': 1, 'lost:p2': 1, 'lost:0': 1 });
    expect(read.cardTurn).toEqual({ attacker: [2, 1], lost: [12, 1] });
    // Written back as a layout writes them, they are what was read.
    expect(writtenTurnFlags({ ...read, game: {} })).toEqual(written);
  });
});
