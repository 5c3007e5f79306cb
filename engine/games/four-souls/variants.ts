import { type Ctx, DONE, type GameVerb, takeAnswer } from '../../core/context';
import { emit, flip, moveCard, shuffleZone } from '../../core/ops';
import { type CardRef, type SeatId, isCard, seatsFrom } from '../../core/state';
import { CHARACTER_DECK, COMBAT, ITEMS, TREASURE_DECK, characterOf, definition, keysOf, variant, zoneOf } from './board';
import { gainItem } from './effects';
import { moveCents } from './money';
import { refill } from './refills';
import { cainFirst, startingItems } from './setup';

// ---------------------------------------------------------------------------------------------
// Variants played before the first turn [FS-VAR-6, FS-VAR-11] and enhanced trading [FS-VAR-7].

export type PickMem = { seats?: SeatId[]; offers?: CardRef[][]; picks?: (CardRef | null)[]; asked?: number };

/**
 * Chosen characters [FS-VAR-11]: in seat order, each player without a character keeps one of
 * two dealt from the top of the character deck (seen by them alone), or picks any character
 * left; the kept characters are turned up together, deactivated, with their starting items
 * [FS-SETUP-8, FS-SETUP-9], and the others go back into the deck, shuffled.
 */
export const chooseCharactersVerb: GameVerb = (ctx, frame) => {
  const { state } = ctx;
  const mem = frame.mem as PickMem;
  const deck = state.zones[CHARACTER_DECK]!;
  const any = variant(state, 'chosen-characters')?.pick === 'any';
  if (mem.seats === undefined) {
    mem.seats = state.seats.map((s) => s.id).filter((seat) => characterOf(state, seat) === null);
    mem.picks = [];
    const top = [...deck.cards].reverse();
    mem.offers = any ? [] : mem.seats.map((_, i) => top.slice(2 * i, 2 * i + 2));
    mem.asked = -1;
  }
  const seats = mem.seats;
  const picks = mem.picks!;
  const offerOf = (i: number) => (any ? deck.cards.filter((c) => !picks.includes(c)) : mem.offers![i]!);
  if (mem.asked! >= 0) {
    const reply = takeAnswer(frame);
    const offered = offerOf(mem.asked!);
    picks[mem.asked!] = typeof reply?.id === 'number' && offered.includes(reply.id) ? reply.id : (offered[0] ?? null);
  }
  for (let i = mem.asked! + 1; i < seats.length; i += 1) {
    mem.asked = i;
    const offered = offerOf(i);
    if (offered.length === 0) continue;
    const label = any ? 'Choose your character' : 'Keep one of the two characters dealt to you';
    return { prompt: { kind: 'choose', seat: seats[i]!, label, candidates: [...offered], min: 1, max: 1, picked: [] } };
  }
  seats.forEach((seat, i) => {
    const card = picks[i];
    if (!isCard(card)) return;
    moveCard(ctx, card, keysOf(seat).character, 'top', true);
    state.cards[card]!.exhausted = true;
    emit(ctx, { type: 'character-chosen', player: seat, card });
    for (const item of startingItems(ctx, card)) moveCard(ctx, item, keysOf(seat).items, 'top', true);
  });
  shuffleZone(ctx, CHARACTER_DECK);
  // Now that the characters are known, Cain's player goes first [FS-SETUP-12], unless a roll chose [FS-VAR-15].
  if (!variant(state, 'first-player-by-roll')) state.turn.active = cainFirst(ctx);
  return DONE;
};

/**
 * The two-player mini-draft [FS-VAR-6]: each round turns up 3 treasures; one player takes
 * one, the other takes one of the two left, and the third goes under the treasure deck. The
 * first player chooses first in the first round, the other player in the next, and so on.
 */
export const draftVerb: GameVerb = (ctx, frame) => {
  const { state } = ctx;
  const mem = frame.mem as { round?: number; shown?: CardRef[] };
  const rounds = Number(variant(state, 'two-player-draft')?.rounds ?? 2);
  const first = state.turn.active;
  const second = seatsFrom(state, first)[1] ?? first;
  for (;;) {
    const round = mem.round ?? 0;
    const [a, b] = round % 2 === 0 ? [first, second] : [second, first];
    if (frame.pc === 0) {
      if (round >= rounds) return DONE;
      const deck = state.zones[TREASURE_DECK]!;
      if (deck.cards.length < 3) refill(ctx, TREASURE_DECK);
      mem.shown = deck.cards.slice(-3).reverse();
      for (const card of mem.shown) flip(ctx, card, true);
      frame.pc = 1;
      if (mem.shown.length > 0) return { prompt: { kind: 'choose', seat: a, label: 'Draft: take one of the treasures turned up', candidates: [...mem.shown], min: 1, max: 1, picked: [] } };
    }
    let shown = mem.shown ?? [];
    const reply = takeAnswer(frame);
    const pick = typeof reply?.id === 'number' && shown.includes(reply.id) ? reply.id : shown[0];
    if (pick !== undefined) {
      gainItem(ctx, frame.pc === 1 ? a : b, pick);
      shown = mem.shown = shown.filter((c) => c !== pick);
    }
    if (frame.pc === 1) {
      frame.pc = 2;
      if (shown.length > 0) return { prompt: { kind: 'choose', seat: b, label: 'Draft: take one of the treasures left', candidates: [...shown], min: 1, max: 1, picked: [] } };
    }
    // The card nobody took goes under the treasure deck, face down.
    for (const card of shown) moveCard(ctx, card, TREASURE_DECK, 'bottom', false);
    mem.shown = [];
    mem.round = round + 1;
    frame.pc = 0;
  }
};

/** An attack or a death under way: on the stack, or an attack being fought [FS-VAR-7]. */
export function deathOrAttackUnderWay(ctx: Ctx): boolean {
  const { state } = ctx;
  if (state.flags.turn[COMBAT]) return true;
  return state.stack.some((item) => item.effect.kind === 'game' && (item.effect.verb === 'declared-attack' || item.effect.verb === 'player-dies' || item.effect.verb === 'death-penalty'));
}

/**
 * Enhanced trading [FS-VAR-7]: a loot card or an item handed to another player, who accepts it
 * or not; it changes hands at once, off the stack, and binds nobody to anything [FS-NEG-4, FS-NEG-5].
 */
export const giveVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  // The card given (none when cents are given).
  const card = Number(args.card);
  const to = String(args.to);
  const from = frame.scope.controller;
  const paid = args.cents === undefined ? null : Number(args.cents);
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'yes-no', seat: to, label: `Take ${paid === null ? (definition(ctx, card)?.name ?? String(card)) : `${paid}¢`} from ${from}?` } };
  }
  const reply = takeAnswer(frame);
  // ¢ paid in a deal go from player to player, not through the bank [FS-NEG-4, FS-NEG-6].
  if (paid !== null) {
    if (reply?.kind === 'yes') moveCents(ctx, from, to, paid);
    else emit(ctx, { type: 'gift-refused', player: to });
    return DONE;
  }
  const zone = zoneOf(state, card);
  if (reply?.kind !== 'yes' || !zone || zone.owner !== from) {
    emit(ctx, { type: 'gift-refused', player: to, card });
    return DONE;
  }
  if (zone.type === ITEMS) gainItem(ctx, to, card);
  else {
    moveCard(ctx, card, keysOf(to).hand, 'top', true);
    emit(ctx, { type: 'given', player: to, card });
  }
  return DONE;
};
