// Titans (docs/rules/smash-up.md, "Titans"), variant `titans`: a faction's Titan waits beside
// its player's deck, goes onto a base only when a card allows it, adds its counters (and
// whatever its text gives) to its controller's total there, and goes back beside its owner's
// deck when it leaves play; two Titans on one base clash (SU-VAR-5, SU-TITAN-1..14,
// SU-X-MOD-7..10, SU-EX-9, A-4, A-25). A Titan lies in its player's `titans` zone; on a base,
// it carries the same `at:` flag as a minion.
import type { CardDefinition } from '../../defs';
import type { Action, Ctx, GameVerb } from '../../core/context';
import { DONE, pickedCard, takeAnswer } from '../../core/context';
import { emit, moveCard } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { baseIn, forget, placeAt, slotCount, slotOf, slotOfBase, zoneOf } from './cards';
import { makeCard } from './module-cards';
import { totalOf } from './power';
import { factionOf } from './setup';

export const TITANS = 'titans';
export const titansOn = (ctx: Ctx) => ctx.state.variants['titans'] !== undefined;
const defOf = (ctx: Ctx, card: CardRef) => ctx.defs.get(ctx.state.cards[card]?.def ?? '');

/**
 * Each player's Titans: those whose tags name one of the factions of their deck, laid beside
 * it, never in it (SU-SETUP-3, SU-TITAN-2, SU-X-MOD-7). A Titan names its faction by tag
 * because the module's cards are not in the faction's own set.
 */
export function setupTitans(ctx: Ctx, cards: readonly CardDefinition[]) {
  const seen = new Set<string>();
  for (const seat of ctx.state.seats) {
    const factions = new Set<string>();
    for (const card of ctx.state.zones[zoneOf(seat.id, 'deck')]?.cards ?? []) {
      const def = defOf(ctx, card);
      if (def) factions.add(factionOf(def));
    }
    for (const card of ctx.state.zones[zoneOf(seat.id, 'hand')]?.cards ?? []) {
      const def = defOf(ctx, card);
      if (def) factions.add(factionOf(def));
    }
    seen.clear();
    for (const def of cards) {
      if (def.kind !== 'titan' || seen.has(def.id) || !def.tags.some((t) => factions.has(t))) continue;
      seen.add(def.id);
      makeCard(ctx, def, zoneOf(seat.id, TITANS), seat.id, true);
    }
  }
}

/** A Titan in play sits on a base (its slot); beside the deck it has none. */
export const titanInPlay = (ctx: Ctx, card: CardRef) => slotOf(ctx.state, card) > 0;

/** The Titans on bases, every player's. */
export function titansInPlay(ctx: Ctx): CardRef[] {
  const out: CardRef[] = [];
  for (const seat of ctx.state.seats) for (const card of ctx.state.zones[zoneOf(seat.id, TITANS)]?.cards ?? []) if (titanInPlay(ctx, card)) out.push(card);
  return out;
}

/** The Titan a player could put on a base: theirs, beside their deck, while they control none in play (SU-TITAN-7). */
export function titanReady(ctx: Ctx, seat: SeatId): CardRef | null {
  const zone = ctx.state.zones[zoneOf(seat, TITANS)];
  if (!zone || zone.cards.some((card) => titanInPlay(ctx, card))) return null;
  return zone.cards.find((card) => ctx.state.cards[card]!.owner === seat) ?? null;
}

/**
 * The move a Titan's own text allows (SU-TITAN-3, SU-TITAN-4): instead of the free minion of
 * the play cards phase, put it on a base. Listed by play.ts while a free minion is left.
 */
export function titanMoves(ctx: Ctx, seat: SeatId): Action[] {
  const titan = titanReady(ctx, seat);
  if (!titan) return [];
  const out: Action[] = [];
  for (let slot = 1, slots = slotCount(ctx.state); slot <= slots; slot += 1) {
    const base = baseIn(ctx.state, slot);
    if (base) out.push({ seat, kind: 'titan', card: titan, base });
  }
  return out;
}

/**
 * Puts a Titan on a base: no play and no extra (SU-TITAN-5, A-4); its player controls it
 * (SU-TITAN-6). A Titan already there clashes with it: the player with the lower total there
 * takes theirs back, and on a tie the one already there stays (SU-TITAN-13, SU-TITAN-14,
 * SU-EX-9); a base tagged `titans-stay` stops the clash (SU-CARD-1, SU-X-MOD-10, A-25).
 */
export function putTitan(ctx: Ctx, seat: SeatId, titan: CardRef, slot: number) {
  const { state } = ctx;
  if (state.cards[titan]!.zone !== zoneOf(seat, TITANS)) moveCard(ctx, titan, zoneOf(seat, TITANS), 'top', true);
  state.cards[titan]!.controller = seat;
  placeAt(state, titan, slot);
  emit(ctx, { type: 'titan-entered', card: titan, player: seat });
  clash(ctx, titan, slot);
}

function clash(ctx: Ctx, arrived: CardRef, slot: number) {
  const base = baseIn(ctx.state, slot);
  if (base && defOf(ctx, base)?.tags.includes('titans-stay')) return;
  const here = titansInPlay(ctx).find((card) => card !== arrived && slotOf(ctx.state, card) === slot);
  if (!here) return;
  const arrivedTotal = totalOf(ctx, ctx.state.cards[arrived]!.controller!, slot);
  const hereTotal = totalOf(ctx, ctx.state.cards[here]!.controller!, slot);
  const leaves = arrivedTotal > hereTotal ? here : arrived;
  emit(ctx, { type: 'titans-clashed', card: leaves });
  titanLeaves(ctx, leaves);
}

/** A Titan leaving play goes back beside its owner's deck, its counters discarded (SU-TITAN-9, SU-TITAN-10). */
export function titanLeaves(ctx: Ctx, titan: CardRef) {
  const instance = ctx.state.cards[titan]!;
  forget(ctx.state, titan);
  instance.counters = {};
  instance.controller = instance.owner;
  if (instance.owner !== null && instance.zone !== zoneOf(instance.owner, TITANS)) moveCard(ctx, titan, zoneOf(instance.owner, TITANS), 'top', true);
  emit(ctx, { type: 'titan-left', card: titan, player: instance.owner });
}

/** Destroying a Titan sends it back beside its owner's deck (SU-TITAN-8, SU-TITAN-10). */
export function destroyTitan(ctx: Ctx, card: CardRef): boolean {
  if (defOf(ctx, card)?.kind !== 'titan') return false;
  emit(ctx, { type: 'destroyed', card });
  titanLeaves(ctx, card);
  return true;
}

/** The Titans on a base that leaves play go back beside their owners' decks (SU-TITAN-9, SU-SCORE-20). */
export function titansLeaveBase(ctx: Ctx, slot: number) {
  for (const titan of titansInPlay(ctx)) if (slotOf(ctx.state, titan) === slot) titanLeaves(ctx, titan);
}

/**
 * `play-titan`: the card's player may put their Titan onto a base now or never (SU-TITAN-3,
 * SU-X-MOD-8); the bases are offered with `done` to decline.
 */
export const playTitanVerb: GameVerb = (ctx, frame) => {
  const seat = frame.scope.controller;
  const titan = titanReady(ctx, seat);
  if (!titan) return DONE;
  const bases: CardRef[] = [];
  for (let slot = 1, slots = slotCount(ctx.state); slot <= slots; slot += 1) {
    const base = baseIn(ctx.state, slot);
    if (base) bases.push(base);
  }
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'You may put your Titan on a base', candidates: bases, min: 0, max: 1, picked: [] } };
  }
  const base = pickedCard(takeAnswer(frame));
  if (base !== null && bases.includes(base)) putTitan(ctx, seat, titan, slotOfBase(ctx.state, base));
  return DONE;
};
