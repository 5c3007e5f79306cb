// Smash Up with its bundled factions: setup (SU-SETUP), random games that end or stop at a cap
// with a reason, no card lost or made on the way, and the same seeds giving the same game.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { botsFor, seatView } from '../engine/bots';
import { hashState, loadGame } from '../engine/core/engine';
import type { GameState } from '../engine/core/state';
import { smashUp } from '../engine/games/smash-up';
import { seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
// The factions and modules; the rule examples (set.json's `examples`) are cards for scenarios only.
const sets = bundled.sets.filter((s) => s.game === 'smash-up' && !s.examples);
const game = loadGame(smashUp, sets.flatMap((s) => s.cards));
/** A faction: a set with a minion or action that goes into a player's deck (the modules' set has none). */
const isFaction = (set: (typeof sets)[number]) => set.cards.some((c) => (c.kind === 'minion' || c.kind === 'action') && !c.tags.includes('madness') && !c.tags.includes('treasure'));
/** Every module switched on: Madness, monsters and treasures, Titans, burying and duels. */
const ALL_MODULES = Object.fromEntries(smashUp.vocabulary.variants.filter((v) => v.id !== 'faction-draft').map((v) => [v.id, {}]));
const random = botsFor('smash-up').random!;

/** The cards of a game: every card made (place 0 of the list is none). */
const cardCount = (state: GameState) => state.cards.filter((card) => card !== null).length;
const zoneCount = (state: GameState, type: string) => Object.values(state.zones).filter((z) => z.type === type).reduce((n, z) => n + z.cards.length, 0);

/** A game between random bots, to its end or its cap: the final state and each action's state hash. */
function play(seed: string, players: number, variants: Record<string, Record<string, never>> = {}) {
  const created = game.create({ seed, seats: players, variants });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const total = cardCount(state);
  const rng = seedRng(`${seed}:bots`);
  const hashes: string[] = [];
  while (!state.result) {
    const legal = game.legalActions(state);
    expect(legal.length, 'a decision waits with a legal answer').toBeGreaterThan(0);
    const seat = state.prompt!.seat;
    const applied = game.applyInPlace(state, random.choose(seatView(game, state, seat), legal, rng));
    expect(applied.ok).toBe(true);
    // No card is lost or made: every card lies in exactly one zone (SU-X-INOUT-2).
    const placed = Object.values(state.zones).reduce((n, z) => n + z.cards.length, 0);
    expect(placed).toBe(total);
    hashes.push(hashState(state));
  }
  return { state, hashes };
}

describe('Smash Up setup', () => {
  it('has its bundled factions', () => {
    expect(sets.filter(isFaction).length).toBeGreaterThanOrEqual(4);
    for (const set of sets) expect(bundled.problems.get(`smash-up/${set.set}`) ?? []).toEqual([]);
    for (const set of sets.filter(isFaction)) {
      expect(bundled.problems.get(`smash-up/${set.set}`) ?? []).toEqual([]);
      const faction = set.cards.filter((c) => c.kind !== 'base').reduce((n, c) => n + c.copies, 0);
      expect(faction, set.set).toBe(20);
    }
  });

  it.each([2, 3, 4])('deals %i players two factions each, players + 1 bases and 5 cards (SU-SETUP-1, SU-SETUP-6, SU-SETUP-8)', (players) => {
    const created = game.create({ seed: `setup-${players}`, seats: players });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    expect(zoneCount(state, 'bases')).toBe(players + 1);
    for (const seat of state.seats) {
      const hand = state.zones[`${seat.id}/hand`]!.cards.length;
      const deck = state.zones[`${seat.id}/deck`]!.cards.length;
      expect(hand + deck).toBe(40);
      const factions = new Set([...state.zones[`${seat.id}/hand`]!.cards, ...state.zones[`${seat.id}/deck`]!.cards].map((c) => state.cards[c]!.def.split('/')[1]));
      expect(factions.size).toBe(2);
    }
  });
});

describe('Smash Up random games', () => {
  it.each([2, 3, 4])('with %i players end with a winner at 15 VP or more, or stop at a cap with a reason', (players) => {
    for (let g = 0; g < 6; g += 1) {
      const { state } = play(`random-${players}-${g}`, players);
      expect(state.result!.reason.length).toBeGreaterThan(0);
      if (state.result!.winners.length > 0) {
        const vp = (id: string) => state.seats.find((s) => s.id === id)!.resources['victory-points'] ?? 0;
        const winner = state.result!.winners[0]!;
        expect(state.result!.winners).toHaveLength(1); // SU-END-3
        expect(vp(winner)).toBeGreaterThanOrEqual(15);
        for (const seat of state.seats) if (seat.id !== winner) expect(vp(seat.id)).toBeLessThan(vp(winner)); // SU-END-2
      } else {
        expect(state.result!.reason).toMatch(/^stopped:/);
      }
    }
  });

  it('are the same game for the same seed', () => {
    const first = play('same-seed', 3);
    const again = play('same-seed', 3);
    expect(again.hashes).toEqual(first.hashes);
    expect(JSON.parse(JSON.stringify(first.state))).toEqual(first.state);
  });
});

describe('Smash Up with every module switched on', () => {
  it('deals the Madness, monster and treasure decks, the Titans beside the decks and the monsters of the first bases', () => {
    const created = game.create({ seed: 'modules-setup', seats: 3, variants: ALL_MODULES });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    expect(state.zones['madness-deck']!.cards.length).toBe(30);
    expect(zoneCount(state, 'monster-deck') + zoneCount(state, 'monsters')).toBeGreaterThan(0);
    expect(zoneCount(state, 'treasure-deck')).toBeGreaterThan(0);
    for (const seat of state.seats) expect(state.zones[`${seat.id}/deck`]!.cards.length + state.zones[`${seat.id}/hand`]!.cards.length).toBe(40);
  });

  it.each([2, 3, 4])('with %i players: random games end by the rules or a cap, losing no card', (players) => {
    for (let g = 0; g < 4; g += 1) {
      const { state } = play(`modules-${players}-${g}`, players, ALL_MODULES);
      expect(state.result!.reason.length).toBeGreaterThan(0);
      if (state.result!.winners.length === 0) expect(state.result!.reason).toMatch(/^stopped:/);
    }
  });

  it('are the same game for the same seed, and the state survives JSON', () => {
    const first = play('modules-same-seed', 3, ALL_MODULES);
    const again = play('modules-same-seed', 3, ALL_MODULES);
    expect(again.hashes).toEqual(first.hashes);
    expect(JSON.parse(JSON.stringify(first.state))).toEqual(first.state);
  });
});

describe('Smash Up with the faction draft', () => {
  it('random players each draft two different factions, get their whole sets, and the game plays on to its end (SU-SETUP-11)', () => {
    for (const players of [2, 3, 4]) {
      const created = game.create({ seed: `draft-${players}`, seats: players, variants: { 'faction-draft': { spare: 1 } } });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      expect(state.turn.phase).toBe('draft');
      expect(cardCount(state)).toBe(0);
      const rng = seedRng(`draft-${players}:bots`);
      const step = () => {
        const legal = game.legalActions(state);
        expect(legal.length).toBeGreaterThan(0);
        expect(game.applyInPlace(state, random.choose(seatView(game, state, state.prompt!.seat), legal, rng)).ok).toBe(true);
      };
      while (state.turn.phase === 'draft') step();
      const taken = new Set<string>();
      for (const seat of state.seats) {
        const cards = [...state.zones[`${seat.id}/hand`]!.cards, ...state.zones[`${seat.id}/deck`]!.cards];
        expect(cards).toHaveLength(40);
        const factions = new Set(cards.map((c) => state.cards[c]!.def.split('/')[1]!));
        expect(factions.size).toBe(2);
        for (const faction of factions) {
          expect(taken.has(faction), `${faction} drafted twice`).toBe(false);
          taken.add(faction);
        }
      }
      expect(zoneCount(state, 'bases')).toBe(players + 1);
      const total = cardCount(state);
      while (!state.result) {
        step();
        expect(Object.values(state.zones).reduce((n, z) => n + z.cards.length, 0)).toBe(total);
      }
      expect(state.result.reason.length).toBeGreaterThan(0);
    }
  });
});
