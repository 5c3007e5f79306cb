// Cards, owners and controllers (docs/rules/smash-up.md, "Cards, owners and controllers"):
// where a Smash Up card lies and whose it is. Minions and the actions that stay in play lie
// in their controller's `minions` and `actions` zones, so that "your minions" reads as in any
// game; the base a card is on is kept beside it in the game flags (`at:<card>` holds the
// number of the base's slot, `on:<card>` the number of the minion an action is attached to).
// The bases lie one to a slot, in shared zones `base-1`, `base-2`… of the type `bases`.
import type { Ctx } from '../../core/context';
import { interned, select, seatZoneId } from '../../core/evaluate';
import { emit, moveCard } from '../../core/ops';
import { isCard, type CardRef, type GameState, type Scope, type SeatId, type Zone } from '../../core/state';

export const HAND = 'hand';
export const DECK = 'deck';
export const DISCARD = 'discard';
export const MINIONS = 'minions';
export const ACTIONS = 'actions';
export const BASES = 'bases';
export const BASE_DECK = 'base-deck';
export const BASE_DISCARD = 'base-discard';
/** Every zone a seat has, as the vocabulary lists them. */
export const SEAT_ZONES = [HAND, DECK, DISCARD, MINIONS, ACTIONS, 'titans', 'buried'] as const;
/** The shared zones besides the base slots. */
export const SHARED_ZONES = [BASE_DECK, BASE_DISCARD, 'madness-deck', 'monster-deck', 'monster-discard', 'treasure-deck', 'treasure-discard', 'box'] as const;

/** A seat's zone of a type: the kernel's id, kept by seat here (asked for many times a step). */
const seatZones = new Map<SeatId, Record<string, string>>();
export function zoneOf(seat: SeatId, type: string): string {
  let zones = seatZones.get(seat);
  if (zones === undefined) {
    if (seatZones.size > 1000) seatZones.clear();
    seatZones.set(seat, (zones = Object.create(null) as Record<string, string>));
  }
  return (zones[type] ??= seatZoneId(type, seat));
}
export const handOf = (state: GameState, seat: SeatId): Zone => state.zones[zoneOf(seat, HAND)]!;
/** `base-<slot>`, made once per slot: asked for on every step (slot counts, ready bases). */
const slotZones: string[] = [];
export function slotZone(slot: number): string {
  let id = slotZones[slot];
  if (id === undefined) {
    id = interned(`base-${slot}`);
    if (slot >= 0 && slot < 1000 && Number.isInteger(slot)) slotZones[slot] = id;
  }
  return id;
}

const atKeys = new Map<CardRef, string>();
const onKeys = new Map<CardRef, string>();
/** The flag that holds the slot of the base a card in play is on. */
export function atKey(card: CardRef): string {
  let key = atKeys.get(card);
  if (key === undefined) {
    if (atKeys.size > 10_000) atKeys.clear();
    atKeys.set(card, (key = interned(`at:${card}`)));
  }
  return key;
}
/** The flag that holds the minion an attached action is on. */
export function onKey(card: CardRef): string {
  let key = onKeys.get(card);
  if (key === undefined) {
    if (onKeys.size > 10_000) onKeys.clear();
    onKeys.set(card, (key = interned(`on:${card}`)));
  }
  return key;
}

/**
 * The cards a verb's selector argument picks (a player it picks is no card and is left out); none
 * when the argument is no selector.
 */
export function selectedCards(ctx: Ctx, arg: unknown, scope: Scope): CardRef[] {
  return typeof arg === 'object' && arg !== null ? select(ctx, arg as never, scope).filter(isCard) : [];
}

/** The number of base slots laid out (players + 1 at setup, SU-SETUP-6). */
export function slotCount(state: GameState): number {
  let slot = 0;
  while (state.zones[slotZone(slot + 1)]) slot += 1;
  return slot;
}

/** The base in a slot, if any. */
export function baseIn(state: GameState, slot: number): CardRef | undefined {
  const zone = state.zones[slotZone(slot)];
  return zone?.cards[zone.cards.length - 1];
}

/** The slot of a base card in play, or 0. */
export function slotOfBase(state: GameState, base: CardRef): number {
  const zone = state.zones[state.cards[base]?.zone ?? ''];
  if (!zone || zone.type !== BASES) return 0;
  return Number(zone.id.slice('base-'.length));
}

/** The slot of the base a minion or action in play is on; 0 when it is on none (a standard action resolving). */
export function slotOf(state: GameState, card: CardRef): number {
  return state.flags.game[atKey(card)] ?? 0;
}

/** The minion an attached action is on, if any. */
export function attachedTo(state: GameState, card: CardRef): CardRef | null {
  return state.flags.game[onKey(card)] ?? null;
}

/**
 * Counts writes of the `at:` and `on:` flags (placeAt, forget), as the kernel's table version
 * counts moves: a check that reads only where cards lie may skip itself while neither moved.
 */
let placements = 0;
export function placementVersion(): number {
  return placements;
}

export function placeAt(state: GameState, card: CardRef, slot: number, minion: CardRef | null = null): void {
  placements += 1;
  state.flags.game[atKey(card)] = slot;
  if (minion !== null) state.flags.game[onKey(card)] = minion;
  else delete state.flags.game[onKey(card)];
}

export function forget(state: GameState, card: CardRef): void {
  placements += 1;
  delete state.flags.game[atKey(card)];
  delete state.flags.game[onKey(card)];
  forgetWard(state, card);
}

/**
 * Puts a card that cannot go where it was going into its owner's discard pile (`seat`'s for a
 * card with no owner), forgetting what it held in play: a card that cannot be played, an action
 * attached to a card protected from it.
 */
export function discardToOwner(ctx: Ctx, card: CardRef, seat: SeatId): void {
  const owner = ctx.state.cards[card]!.owner ?? seat;
  forget(ctx.state, card);
  moveCard(ctx, card, zoneOf(owner, DISCARD), 'top', true);
  emit(ctx, { type: 'discarded', card, player: owner });
}

/** A ward (wards.ts) is the card's while in play only: back in play, it is a new card (SU-X-INOUT-2). */
export function forgetWard(state: GameState, card: CardRef): void {
  if ((state.flags.game[WARDS] ?? 0) === 0) return;
  delete state.flags.game[`ward:${card}`];
  delete state.flags.game[`ward-by:${card}`];
}

/** The game flag counting the wards made (wards.ts), so that nothing looks for them in a game that has none. */
export const WARDS = 'wards';

/** Whether the zone a card lies in is one of the table's (SU-X-INOUT-1). */
export function inPlay(ctx: Ctx, card: CardRef): boolean {
  const type = ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type;
  return type === MINIONS || type === ACTIONS || type === BASES || type === 'titans';
}

/** The minions and actions on the base of a slot, every player's, in seat order. */
export function cardsAt(state: GameState, slot: number, types: readonly string[] = [MINIONS, ACTIONS]): CardRef[] {
  const out: CardRef[] = [];
  for (const seat of state.seats) {
    for (const type of types) {
      const zone = state.zones[zoneOf(seat.id, type)];
      if (zone) for (const card of zone.cards) if (slotOf(state, card) === slot) out.push(card);
    }
  }
  return out;
}

/**
 * The cards whose abilities work: the bases in play (their text is always on, SU-ANAT-4), and
 * every minion and action on the table.
 */
export function activeCards(ctx: Ctx): CardRef[] {
  const { state } = ctx;
  const out: CardRef[] = [];
  for (let slot = 1, slots = slotCount(state); slot <= slots; slot += 1) {
    const base = baseIn(state, slot);
    if (base) out.push(base);
  }
  for (const seat of state.seats) {
    for (const type of [MINIONS, ACTIONS]) {
      const zone = state.zones[zoneOf(seat.id, type)];
      if (zone) out.push(...zone.cards);
    }
  }
  return out;
}

/** Hands are seen by their owner, decks by nobody, everything else by all (SU-X-DECK-5, SU-X-DECK-6). */
export function canSee(ctx: Ctx, card: CardRef, viewer: SeatId | null): boolean {
  const instance = ctx.state.cards[card];
  if (!instance) return false;
  const zone = ctx.state.zones[instance.zone];
  if (!zone) return false;
  if (zone.type === HAND) return viewer !== null && zone.owner === viewer;
  if (zone.type === DECK || zone.type === BASE_DECK || zone.type === 'buried') return zone.type === 'buried' && viewer === zone.owner;
  return instance.faceUp;
}

/**
 * The base slot a card lies at, for "here" (here.ts): a base's own slot, the slot
 * of the base a minion or action in play is on, else 0.
 */
export function placeOf(state: GameState, card: CardRef): number {
  // The flag first: most cards asked about are minions, and a base never has one.
  return slotOf(state, card) || slotOfBase(state, card);
}
