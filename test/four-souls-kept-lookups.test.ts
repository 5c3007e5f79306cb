// What Four Souls keeps beside the state between lookups is what looking again would find: a
// seat's cards with their offered abilities (the listing of moves), a character's or a monster
// slot's instance (the checks before priority), the health maxima once known (the checks after
// a step). Checked at every state of seeded random games against lookups made afresh, and
// against tables the module did not see made.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { fourSoulsRandom, seatView } from '../engine/bots';
import type { Action } from '../engine/core/context';
import { loadGame } from '../engine/core/engine';
import { statOf } from '../engine/core/evaluate';
import type { GameState } from '../engine/core/state';
import { fourSouls } from '../engine/games/four-souls';
import { instanceAt, keptInstance, seatPlaces, slotLists } from '../engine/games/four-souls/board';
import { forgetMaxima, heartsLost } from '../engine/games/four-souls/state-checks';
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

describe('Four Souls lookups kept beside the state', () => {
  it('lists the same moves with the kept cards and abilities as with none kept, at every state of seeded games', () => {
    let listings = 0;
    for (const seats of [2, 3, 4]) {
      const created = game.create({ seed: `kept-${seats}`, seats });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      const rng = seedRng(`kept-${seats}:bots`);
      for (let a = 0; a < 400 && !state.result; a += 1) {
        const { kept, afresh } = listedBothWays(state);
        expect(kept).toEqual(afresh);
        listings += kept.length;
        const legal = game.legalActions(state);
        if (legal.length === 0) break;
        const action = legal.length > 1 ? fourSoulsRandom.choose(seatView(game, state, state.prompt!.seat), legal, rng) : legal[0]!;
        expect(game.applyInPlace(state, action, legal).ok).toBe(true);
      }
    }
    expect(listings).toBeGreaterThan(1000);
  });

  it('reads an instance again for another card or another cards table', () => {
    const created = game.create({ seed: 'kept-instance', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const [one, two] = Object.keys(state.cards);
    const kept = keptInstance();
    expect(instanceAt(state, kept, one!)).toBe(state.cards[one!]);
    expect(instanceAt(state, kept, two!)).toBe(state.cards[two!]);
    // A layout's new table with the same ids (engine/scenario/layout.ts keeps cards so).
    state.cards = { ...state.cards, [two!]: { ...state.cards[two!]!, damage: 3 } };
    expect(instanceAt(state, kept, two!)!.damage).toBe(3);
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
});
