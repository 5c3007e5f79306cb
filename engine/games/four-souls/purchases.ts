import { type Ctx, DONE, type GameVerb } from '../../core/context';
import { emit, gainResource, moveCard } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type SeatId, cardRefIn, topOf } from '../../core/state';
import { PRICE, PURCHASES, SHOP, TREASURE_DECK, cents, keysOf, zoneOf } from './board';
import { refill } from './refills';
import { stackRefill } from './stack';

// ---------------------------------------------------------------------------------------------
// Purchases [FS-BUY-*]

export const purchaseVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  // A shop item's number, or `deck` for the treasure deck's top.
  const onDeck = args.item === 'deck';
  const wanted = onDeck ? null : cardRefIn(state, args.item);
  // A purchase fizzles without 10¢ or when the shop item is gone, and is not used up [FS-BUY-8, FS-BUY-9, FS-BUY-10].
  const shopSlot = wanted === null ? null : zoneOf(state, wanted);
  const price = ruleNumber(ctx, PRICE, seat);
  if (cents(state, seat) < price || (!onDeck && (shopSlot?.type !== SHOP || topOf(shopSlot) !== wanted))) {
    emit(ctx, { type: 'fizzled', card: wanted, player: seat });
    return DONE;
  }
  let card = wanted;
  if (onDeck) {
    // The card on top at resolution [FS-BUY-7].
    const deck = state.zones[TREASURE_DECK]!;
    if (deck.cards.length === 0) refill(ctx, TREASURE_DECK);
    const top = topOf(deck);
    if (top === undefined) {
      emit(ctx, { type: 'fizzled', player: seat });
      return DONE;
    }
    card = top;
  }
  if (card === null) return DONE; // (no shop item named: it fizzled above)
  state.flags.turn[PURCHASES] = (state.flags.turn[PURCHASES] ?? 0) + 1;
  // Payment and the item at the same instant; the item keeps its charge [FS-BUY-5, FS-BUY-11].
  pay(ctx, seat, price);
  moveCard(ctx, card, keysOf(seat).items, 'top', true);
  emit(ctx, { type: 'purchased', player: seat, card });
  emit(ctx, { type: 'item-gained', player: seat, card });
  // [FS-BUY-6]
  if (shopSlot && shopSlot.cards.length === 0) stackRefill(ctx, shopSlot.id);
  return DONE;
};

/** Pays cents into the bank (through `resourceChange`, as every change of cents goes). */
export function pay(ctx: Ctx, seat: SeatId, amount: number) {
  gainResource(ctx, seat, 'cents', -amount);
}
