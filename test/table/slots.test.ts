// Smash Up's bases as the table draws them (engine/table/slots.ts with the game's placement
// reader): every minion and attached action at the base its `at:` flag names, grouped by the
// player whose zone holds it, an action on a minion drawn with that minion, and each player's
// power there the same as the rules count it (power.ts).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../cli/sets';
import { botsFor, seatView } from '../../engine/bots';
import { loadGame } from '../../engine/core/engine';
import { FIRST_CARD, type CardRef, type GameState } from '../../engine/core/state';
import { TableLayout } from '../../engine/defs/table-layout';
import { smashUp } from '../../engine/games/smash-up';
import { ACTIONS, MINIONS, baseIn, placeAt, slotCount, slotZone, zoneOf } from '../../engine/games/smash-up/cards';
import { breakpointOf, powerOf, tableTotals, totalOf, totalsOf } from '../../engine/games/smash-up/power';
import { placement, table } from '../../engine/games/smash-up/table';
import { gamePlacements } from '../../engine/games/tables';
import { seedRng } from '../../engine/random/rng';
import { slotsView, type SlotsView } from '../../engine/table/slots';

const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)));
const game = loadGame(
  smashUp,
  bundled.sets.filter((s) => s.game === 'smash-up' && !s.examples).flatMap((s) => s.cards),
);
const slots = TableLayout.parse(table).slots!;

function started(seed: string, seats: number): GameState {
  const created = game.create({ seed, seats });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

/** Every card a view draws at a slot, with the slot and the side it is drawn on. */
function drawn(view: SlotsView): Map<CardRef, { slot: string; seat: string; host: CardRef | null }> {
  const out = new Map<CardRef, { slot: string; seat: string; host: CardRef | null }>();
  for (const slot of view.slots) {
    for (const side of slot.seats) {
      for (const placed of side.cards) {
        expect(out.has(placed.card)).toBe(false);
        out.set(placed.card, { slot: slot.zone, seat: side.seat, host: null });
        for (const { card: id, seat } of placed.attached) {
          expect(out.has(id)).toBe(false);
          out.set(id, { slot: slot.zone, seat, host: placed.card });
        }
      }
    }
  }
  return out;
}

/** What the view must say of a state, checked against the rules' own readers. */
function checkView(state: GameState): SlotsView {
  const view = slotsView(game, state, slots, placement);
  const ctx = game.ctx(state);
  expect(view.slots.map((s) => s.zone)).toEqual(Array.from({ length: slotCount(state) }, (_, i) => slotZone(i + 1)));
  const where = drawn(view);
  const totals = tableTotals(ctx, slotCount(state));
  view.slots.forEach((slot, i) => {
    const base = baseIn(state, i + 1)!;
    expect(slot.card).toBe(base);
    expect(slot.target).toBe(breakpointOf(ctx, base));
    expect(slot.total).toBe(totals[i + 1]);
    expect(totals[i + 1]).toBe(state.seats.reduce((sum, s) => sum + totalOf(ctx, s.id, i + 1), 0));
    expect(totalsOf(ctx, state.seats.map((s) => s.id), i + 1)).toEqual(state.seats.map((s) => totalOf(ctx, s.id, i + 1)));
    expect(slot.seats.map((s) => s.seat)).toEqual(state.seats.map((s) => s.id));
    for (const side of slot.seats) expect(side.total, `${side.seat} at ${slot.zone}`).toBe(totalOf(ctx, side.seat, i + 1));
  });
  const elsewhere = new Set(view.elsewhere.flatMap((e) => e.cards));
  for (const seat of state.seats) {
    for (const type of [MINIONS, ACTIONS]) {
      for (const card of state.zones[zoneOf(seat.id, type)]!.cards) {
        const at = placement(state, card);
        if (!at) {
          expect(elsewhere.has(card)).toBe(true);
          continue;
        }
        const shown = where.get(card);
        // A minion shows its power now; an action only when it has power of its own.
        if (type === MINIONS) expect(view.values[card]).toBe(powerOf(ctx, card));
        else expect(view.values[card]).toBe(game.defs.get(state.cards[card]!.def)!.stats.power === undefined ? undefined : powerOf(ctx, card));
        expect(shown?.slot, String(card)).toBe(at.slot);
        // Drawn with its host when the host is at the same base; on its controller's side otherwise.
        if (at.on !== null && where.get(at.on)?.slot === at.slot) expect(shown).toEqual({ slot: at.slot, seat: seat.id, host: at.on });
        else expect(shown).toEqual({ slot: at.slot, seat: seat.id, host: null });
      }
    }
  }
  // Nothing else is drawn at a base.
  expect(where.size + elsewhere.size).toBe(state.seats.reduce((n, s) => n + state.zones[zoneOf(s.id, MINIONS)]!.cards.length + state.zones[zoneOf(s.id, ACTIONS)]!.cards.length, 0));
  return view;
}

describe('Smash Up at the table: the bases and what is on them', () => {
  it('is the reader the table uses for Smash Up', () => {
    expect(gamePlacements.get('smash-up')).toBe(placement);
  });

  it('lays out players + 1 empty bases at the start, every side at 0 against the breakpoint', () => {
    const state = started('slots-start', 3);
    const view = checkView(state);
    expect(view.slots).toHaveLength(4);
    for (const slot of view.slots) {
      expect(slot.total).toBe(0);
      expect(slot.target).toBeGreaterThan(0);
      expect(slot.seats.every((s) => s.total === 0 && s.cards.length === 0)).toBe(true);
    }
    expect(view.elsewhere).toEqual([]);
  });

  it('draws a minion played onto a base on its player’s side there, its power in the totals', () => {
    const state = started('slots-play', 2);
    // Keep a hand without minions (the mulligan), then play the first minion offered onto the second base.
    for (let i = 0; i < 4 && state.prompt?.kind === 'yes-no'; i += 1) expect(game.applyInPlace(state, game.legalActions(state).find((a) => a.kind === 'answer' && a.answer === false) ?? game.legalActions(state)[0]!).ok).toBe(true);
    const second = baseIn(state, 2)!;
    const play = game.legalActions(state).find((a) => a.kind === 'play' && a.base === second && game.defs.get(state.cards[a.card as number]!.def)?.kind === 'minion');
    expect(play).toBeDefined();
    expect(game.applyInPlace(state, play!).ok).toBe(true);
    const view = checkView(state);
    const side = view.slots[1]!.seats[0]!;
    expect(side.cards.map((c) => c.card)).toEqual([play!.card]);
    expect(side.total).toBeGreaterThan(0);
    expect(view.slots[1]!.total).toBe(side.total);
    expect(view.slots[0]!.total + view.slots[2]!.total).toBe(0);
  });

  it('draws an action on an opponent’s minion with that minion, its power counted for its own player', () => {
    // The first seed whose dealt factions hold an action with power of its own (which factions
    // are dealt depends on the bundled sets).
    const hasPoweredAction = (s: GameState) => s.cards.slice(FIRST_CARD).some((c) => game.defs.get(c.def)?.kind === 'action' && (game.defs.get(c.def)?.stats.power ?? 0) > 0 && c.zone.endsWith('/deck'));
    let state = started('slots-attach', 2);
    for (let n = 1; n < 50 && !hasPoweredAction(state); n += 1) state = started(`slots-attach-${n}`, 2);
    const decks = state.seats.flatMap((seat) => state.zones[zoneOf(seat.id, 'deck')]!.cards);
    const [minion, action] = decks.reduce<CardRef[]>((picked, c) => {
      const def = game.defs.get(state.cards[c]!.def)!;
      if (def.kind === 'minion' && picked[0] === undefined) picked[0] = c;
      // An action with power of its own, so that whose it is shows in the totals.
      if (def.kind === 'action' && (def.stats.power ?? 0) > 0 && picked[1] === undefined) picked[1] = c;
      return picked;
    }, []);
    // p1's minion at base 3, p2's action on it (a god tool could lay this out; the rules allow it).
    const move = (card: CardRef, zone: string) => {
      const from = state.zones[state.cards[card]!.zone]!;
      from.cards.splice(from.cards.indexOf(card), 1);
      state.zones[zone]!.cards.push(card);
      state.cards[card]!.zone = zone;
      state.cards[card]!.faceUp = true;
    };
    move(minion!, zoneOf('p1', MINIONS));
    placeAt(state, minion!, 3);
    move(action!, zoneOf('p2', ACTIONS));
    placeAt(state, action!, 3, minion!);
    const view = checkView(state);
    expect(view.slots[2]!.seats[0]!.cards).toEqual([{ card: minion, attached: [{ card: action, seat: 'p2' }] }]);
    expect(view.slots[2]!.seats[1]!.cards).toEqual([]);
    expect(view.slots[2]!.seats[1]!.total).toBe(view.values[action!] ?? 0);
  });

  it('draws the monsters nobody controls at the base they are on, apart from every side and out of the totals', () => {
    // With the monsters module on, the bases that bring monsters bring them at setup (SU-SETUP-7).
    let state: GameState | null = null;
    for (let n = 0; n < 50 && !state; n += 1) {
      const created = game.create({ seed: `slots-monsters-${n}`, seats: 2, variants: { 'monsters-and-treasures': {} } });
      if (!created.ok) throw new Error(created.error.message);
      if (created.state.zones.monsters!.cards.length > 0) state = created.state;
    }
    expect(state, 'a seed whose bases brought monsters').not.toBeNull();
    const view = checkView(state!);
    const monsters = state!.zones.monsters!.cards;
    for (const monster of monsters) {
      const at = placement(state!, monster)!;
      const slot = view.slots.find((s) => s.zone === at.slot)!;
      expect(slot.shared).toEqual([{ zone: 'monsters', cards: expect.arrayContaining([{ card: monster, attached: [] }]) }]);
      expect(view.values[monster]).toBe(powerOf(game.ctx(state!), monster));
    }
    // Each monster is drawn once, at one base, and no side counts it.
    expect(view.slots.flatMap((s) => s.shared.flatMap((g) => g.cards.map((c) => c.card))).sort()).toEqual([...monsters].sort());
    for (const slot of view.slots) expect(slot.total).toBe(slot.seats.reduce((n, side) => n + side.total, 0));
    expect(view.elsewhere).toEqual([]);
  });

  it('agrees with the rules’ totals all through bot games of 2, 3 and 4 players', () => {
    const { random } = botsFor('smash-up');
    let attached = 0;
    for (const seats of [2, 3, 4]) {
      const state = started(`slots-bots-${seats}`, seats);
      const rng = seedRng(`slots-bots-${seats}`);
      for (let step = 0; step < 400 && !state.result; step += 1) {
        const legal = game.legalActions(state);
        const action = random!.choose(seatView(game, state, state.prompt!.seat), legal, rng);
        expect(game.applyInPlace(state, action, legal).ok).toBe(true);
        if (step % 5 === 0) attached += checkView(state).slots.reduce((n, s) => n + s.seats.reduce((m, side) => m + side.cards.reduce((k, c) => k + c.attached.length, 0), 0), 0);
      }
      checkView(state);
    }
    // The games did draw actions on minions.
    expect(attached).toBeGreaterThan(0);
  });
});
