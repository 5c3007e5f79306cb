// What Four Souls keeps beside the state between lookups is what looking again would find: a
// seat's cards with their offered abilities (the listing of moves), a character's or a monster
// slot's instance (the checks before priority), the health maxima once known (the checks after
// a step), the active cards listed last (every change of the table). Checked at every state of
// seeded random games against lookups made afresh, and against tables the module did not see made.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { fourSoulsRandom, seatView } from '../engine/bots';
import type { Action } from '../engine/core/context';
import { loadGame } from '../engine/core/engine';
import { statOf } from '../engine/core/evaluate';
import { type CardRef, FIRST_CARD, type GameState } from '../engine/core/state';
import { fourSouls } from '../engine/games/four-souls';
import { BONUS_SOULS, instanceAt, keptInstance, seatPlaces, slotLists } from '../engine/games/four-souls/board';
import { activeCards, forgetMaxima, heartsLost } from '../engine/games/four-souls/state-checks';
import { seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
const game = loadGame(fourSouls, base.cards, base.variants);

/** Every seat's priority moves as listed now, with what the places keep, then with nothing kept. */
function listedBothWays(state: GameState): { kept: Action[][]; afresh: Action[][] } {
  const ctx = game.ctx(state);
  const list = () => state.seats.map((s) => fourSouls.moves(ctx, { kind: 'priority', seat: s.id }));
  const kept = list();
  for (const place of seatPlaces(state)) {
    place.offers = null;
    place.body = keptInstance();
  }
  slotLists(state).monsterTops.forEach((_, i, tops) => (tops[i] = keptInstance()));
  return { kept, afresh: list() };
}

/**
 * Plays seeded random games of 2, 3 and 4 players (seeds `<prefix>-<seats>`), their first 400
 * actions, calling `visit` at every state before an action is chosen and at the start of each game.
 */
function eachStateOfSeededGames(prefix: string, visit: (state: GameState, startsGame: boolean) => void): void {
  for (const seats of [2, 3, 4]) {
    const created = game.create({ seed: `${prefix}-${seats}`, seats });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const rng = seedRng(`${prefix}-${seats}:bots`);
    for (let a = 0; a < 400 && !state.result; a += 1) {
      visit(state, a === 0);
      const legal = game.legalActions(state);
      if (legal.length === 0) break;
      const action = legal.length > 1 ? fourSoulsRandom.choose(seatView(game, state, state.prompt!.seat), legal, rng) : legal[0]!;
      expect(game.applyInPlace(state, action, legal).ok).toBe(true);
    }
  }
}

/** The active cards walked afresh: each seat's character, items and curses, each slot's top, the bonus souls. */
function activeAfresh(state: GameState): CardRef[] {
  const out: CardRef[] = [];
  for (const place of seatPlaces(state)) out.push(...place.character.cards, ...place.items.cards, ...place.curses.cards);
  for (const slot of slotLists(state).monsterZones) if (slot.cards.length > 0) out.push(slot.cards[slot.cards.length - 1]!);
  out.push(...state.zones[BONUS_SOULS]!.cards);
  return out;
}

describe('Four Souls lookups kept beside the state', () => {
  it('lists the same moves with the kept cards and abilities as with none kept, at every state of seeded games', () => {
    let listings = 0;
    eachStateOfSeededGames('kept', (state) => {
      const { kept, afresh } = listedBothWays(state);
      expect(kept).toEqual(afresh);
      listings += kept.length;
    });
    expect(listings).toBeGreaterThan(1000);
  });

  it('reads an instance again for another card or another cards table', () => {
    const created = game.create({ seed: 'kept-instance', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const [one, two] = [FIRST_CARD, FIRST_CARD + 1];
    const kept = keptInstance();
    expect(instanceAt(state, kept, one)).toBe(state.cards[one]);
    expect(instanceAt(state, kept, two)).toBe(state.cards[two]);
    // A layout's new table with the same numbers (engine/scenario/layout.ts keeps cards so).
    const cards = [...state.cards];
    cards[two] = { ...cards[two]!, damage: 3 };
    state.cards = cards;
    expect(instanceAt(state, kept, two)!.damage).toBe(3);
  });

  it('finds the health maxima again once the end of a turn has forgotten them', () => {
    const created = game.create({ seed: 'kept-maxima', seats: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const ctx = game.ctx(state);
    const maxima = () => seatPlaces(state).map((place) => state.flags.game[place.keys.maxHp]);
    const health = seatPlaces(state).map((place) => statOf(ctx, place.character.cards[0]!, 'hp'));
    heartsLost(ctx, false);
    expect(maxima()).toEqual(health);
    forgetMaxima(state);
    expect(maxima()).toEqual(health.map(() => undefined));
    heartsLost(ctx, false);
    expect(maxima()).toEqual(health);
  });

  it('hands back the active cards a fresh walk finds, at every state of seeded games, and the same list while they are', () => {
    let handedBack = 0;
    let last: readonly CardRef[] | null = null;
    eachStateOfSeededGames('active', (state, startsGame) => {
      if (startsGame) last = null;
      const listed = activeCards(game.ctx(state));
      expect(listed).toEqual(activeAfresh(state));
      if (listed === last) handedBack += 1;
      else if (last !== null) expect(listed).not.toEqual(last);
      last = listed;
    });
    expect(handedBack).toBeGreaterThan(100);
  });

  it('makes a new list of the active cards for another cards table with the same cards', () => {
    const created = game.create({ seed: 'active-table', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const first = activeCards(game.ctx(state));
    expect(activeCards(game.ctx(state))).toBe(first);
    state.cards = [...state.cards];
    const second = activeCards(game.ctx(state));
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });
});
