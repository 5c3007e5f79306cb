// General principles (docs/rules/destiny.md, "General principles"): where a Destiny card lies
// and whose it is (SWD-X-ZONE-1, SWD-X-ZONE-3). Characters, upgrades and supports lie in their
// controller's zones of those names; the character an upgrade is on is kept in the game flags
// (`on:<upgrade>` holds the character's card number). The battlefield in use lies in the shared
// `battlefield` zone, and its controller is the card's controller.
import type { CardDefinition } from '../../defs';
import type { Ctx } from '../../core/context';
import { interned, seatZoneId } from '../../core/evaluate';
import { type CardRef, type GameState, type SeatId, type Zone, seatsFrom } from '../../core/state';

export const HAND = 'hand';
export const DECK = 'deck';
export const DISCARD = 'discard';
export const CHARACTERS = 'characters';
export const UPGRADES = 'upgrades';
export const SUPPORTS = 'supports';
export const PLOT = 'plot';
export const BATTLEFIELD = 'battlefield';
export const OUT_OF_GAME = 'out-of-game';
/** Every zone a seat has, as the vocabulary lists them. */
export const SEAT_ZONES = [HAND, DECK, DISCARD, CHARACTERS, UPGRADES, SUPPORTS, PLOT] as const;
export const SHARED_ZONES = [BATTLEFIELD, OUT_OF_GAME] as const;
/** The zones whose cards are in play and whose abilities work. */
export const IN_PLAY = [CHARACTERS, UPGRADES, SUPPORTS, PLOT] as const;

export const zoneOf = (seat: SeatId, type: string): string => seatZoneId(type, seat);
export const zone = (state: GameState, seat: SeatId, type: string): Zone => state.zones[zoneOf(seat, type)]!;

export const defOf = (ctx: Ctx, card: CardRef): CardDefinition | undefined => ctx.defs.get(ctx.state.cards[card]?.def ?? '');

/** Keywords a card gained or lost in play (keywords.ts, SWD-X-KW-1). */
const KEYWORD = 'keyword:';
export const GAINED = 1;
export const LOST = -1;
export const keywordKey = (card: CardRef, keyword: string) => `${KEYWORD}${card}:${keyword}`;

/** Whether a card has a keyword: printed or gained, and not lost (SWD-X-KW-1). */
export function hasKeyword(ctx: Ctx, card: CardRef, keyword: string): boolean {
  const changed = ctx.state.flags.game[keywordKey(card, keyword)];
  if (changed === LOST) return false;
  return changed === GAINED || (defOf(ctx, card)?.tags.includes(keyword) ?? false);
}

/** A card leaving play forgets the keywords it gained or lost there. */
export function forgetKeywords(ctx: Ctx, card: CardRef): void {
  const flags = ctx.state.flags.game;
  const prefix = `${KEYWORD}${card}:`;
  for (const key in flags) if (key.startsWith(prefix)) delete flags[key];
}

const onKeys = new Map<CardRef, string>();
/** The flag that holds the character an upgrade is on. */
export function onKey(card: CardRef): string {
  let key = onKeys.get(card);
  if (key === undefined) {
    if (onKeys.size > 10_000) onKeys.clear();
    onKeys.set(card, (key = interned(`on:${card}`)));
  }
  return key;
}

/** The character an upgrade is on, if any. */
export function attachedTo(state: GameState, upgrade: CardRef): CardRef | null {
  return state.flags.game[onKey(upgrade)] ?? null;
}

/** The upgrades on a character, in the order they were played. */
export function upgradesOn(state: GameState, character: CardRef): CardRef[] {
  const owner = state.cards[character]?.controller;
  if (!owner) return [];
  return zone(state, owner, UPGRADES).cards.filter((u) => state.flags.game[onKey(u)] === character);
}

/** The free-for-all variant for three or four players (SWD-X-MP-1, A-20). */
export const FREE_FOR_ALL = 'free-for-all';
export const freeForAll = (state: GameState): boolean => state.variants[FREE_FOR_ALL] !== undefined;

/**
 * The other player of a two-player game. In free-for-all, where "the opponent" is one of
 * several, the module asks its user which (opponents.ts); this is then the next player still in.
 */
export function opponentOf(state: GameState, seat: SeatId): SeatId {
  if (state.seats.length > 2) return opponentsOf(state, seat)[0] ?? seat;
  const other = state.seats.find((s) => s.id !== seat);
  return other ? other.id : seat;
}

/** The players still in other than `seat`, clockwise from the one on its left (SWD-X-MP-1). */
export function opponentsOf(state: GameState, seat: SeatId): SeatId[] {
  return seatsFrom(state, seat).filter((s) => s !== seat);
}

/** The battlefield in use, if one was chosen. */
export function battlefieldCard(state: GameState): CardRef | undefined {
  const cards = state.zones[BATTLEFIELD]?.cards;
  return cards !== undefined && cards.length === 1 ? cards[0] : undefined;
}

/**
 * While nobody controls the battlefield (its controller was eliminated, SWD-X-MP-1), the seat
 * number of the player who stands in for its controller: the one on the eliminated player's
 * left.
 */
export const STAND_IN = 'battlefield-stand-in';

/**
 * Who controls the battlefield: its card's controller (SWD-X-ZONE-3); the first seat before any
 * is chosen; while nobody does, the player standing in for its controller.
 */
export function battlefieldController(state: GameState): SeatId {
  const card = battlefieldCard(state);
  const controller = card !== undefined ? state.cards[card]!.controller : null;
  if (controller !== null) return controller;
  const standIn = card !== undefined ? (state.flags.game[STAND_IN] ?? 0) : 0;
  return (standIn > 0 ? state.seats[standIn - 1]?.id : undefined) ?? state.seats[0]!.id;
}

export function inPlay(ctx: Ctx, card: CardRef): boolean {
  const type = ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type;
  return type === CHARACTERS || type === UPGRADES || type === SUPPORTS || type === PLOT || type === BATTLEFIELD;
}

/** Cards whose abilities work: the battlefield and every card in play, seat by seat. */
export function activeCards(ctx: Ctx): CardRef[] {
  const { state } = ctx;
  const out: CardRef[] = [];
  const bf = state.zones[BATTLEFIELD];
  if (bf) out.push(...bf.cards);
  for (const seat of state.seats) for (const type of IN_PLAY) out.push(...zone(state, seat.id, type).cards);
  return out;
}

/** Hands are seen by their owner, decks by nobody; discard piles and play are open (SWD-X-ZONE-1). */
export function canSee(ctx: Ctx, card: CardRef, viewer: SeatId | null): boolean {
  const instance = ctx.state.cards[card];
  if (!instance) return false;
  const z = ctx.state.zones[instance.zone];
  if (!z) return false;
  if (z.type === HAND) return viewer !== null && z.owner === viewer;
  if (z.type === DECK) return false;
  return instance.faceUp;
}

/**
 * A hand or a deck holds only its owner's cards: an effect that would put a card the opponent
 * owns there does nothing to that card (SWD-X-ZONE-1). Every other zone takes any card.
 */
export function mayEnter(ctx: Ctx, card: CardRef, to: Zone): boolean {
  if (to.type !== HAND && to.type !== DECK) return true;
  const owner = ctx.state.cards[card]?.owner ?? null;
  return owner === null || to.owner === null || owner === to.owner;
}

/** A character's printed health. */
export const healthOf = (ctx: Ctx, card: CardRef): number => defOf(ctx, card)?.stats.health ?? 1;
