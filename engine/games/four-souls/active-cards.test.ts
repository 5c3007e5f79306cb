// The active cards Four Souls hands back again while the same cards lie in play are the cards a
// fresh listing would find, at every state of seeded games; another cards table, or a card come
// into play, gets a list of its own (the kernel keeps its walks of a list by the list).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../../cli/sets';
import { fourSoulsRandom, seatView } from '../../bots';
import { loadGame } from '../../core/engine';
import type { CardRef, GameState } from '../../core/state';
import { seedRng } from '../../random/rng';
import { BONUS_SOULS, seatPlaces, slotLists } from './board';
import { activeCards } from './state-checks';
import { fourSouls } from '.';

const bundled = await loadSets(fileURLToPath(new URL('../../../sets', import.meta.url)));
const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
const game = loadGame(fourSouls, base.cards, base.variants);

/** The active cards walked afresh: each seat's character, items and curses, each slot's top, the bonus souls. */
function afresh(state: GameState): CardRef[] {
  const out: CardRef[] = [];
  for (const place of seatPlaces(state)) out.push(...place.character.cards, ...place.items.cards, ...place.curses.cards);
  for (const slot of slotLists(state).monsterZones) if (slot.cards.length > 0) out.push(slot.cards[slot.cards.length - 1]!);
  out.push(...state.zones[BONUS_SOULS]!.cards);
  return out;
}

describe('Four Souls active cards', () => {
  it('are the cards a fresh walk finds, at every state of seeded games, and the same list while they are', () => {
    let handedBack = 0;
    for (const seats of [2, 3, 4]) {
      const created = game.create({ seed: `active-${seats}`, seats });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      const rng = seedRng(`active-${seats}:bots`);
      let last: readonly CardRef[] | null = null;
      for (let a = 0; a < 400 && !state.result; a += 1) {
        const listed = activeCards(game.ctx(state));
        expect(listed).toEqual(afresh(state));
        if (listed === last) handedBack += 1;
        else if (last !== null) expect(listed).not.toEqual(last);
        last = listed;
        const legal = game.legalActions(state);
        if (legal.length === 0) break;
        const action = legal.length > 1 ? fourSoulsRandom.choose(seatView(game, state, state.prompt!.seat), legal, rng) : legal[0]!;
        expect(game.applyInPlace(state, action, legal).ok).toBe(true);
      }
    }
    expect(handedBack).toBeGreaterThan(100);
  });

  it('makes a new list for another cards table with the same cards', () => {
    const created = game.create({ seed: 'active-table', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const first = activeCards(game.ctx(state));
    expect(activeCards(game.ctx(state))).toBe(first);
    state.cards = { ...state.cards };
    const second = activeCards(game.ctx(state));
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });
});
