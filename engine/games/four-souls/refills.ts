import { type Ctx, DONE, type GameVerb, WAIT } from '../../core/context';
import { emit, moveCard, rebuildDeck, tableChanged } from '../../core/ops';
import { topOf } from '../../core/state';
import { LOOT_DECK, LOOT_DISCARD, MONSTER_DECK, MONSTER_DISCARD, type MONSTER_SLOTS, SHOP, TREASURE_DECK, TREASURE_DISCARD, kindOf, slotId, slotIds } from './board';
import { encounter } from './encounters';
import { addZone } from './setup';
import { stackRefill } from './stack';

// ---------------------------------------------------------------------------------------------
// Refills [FS-REFILL-*]

/** An empty deck is rebuilt from its shuffled discard pile at once [FS-REFILL-5]. */
export function refill(ctx: Ctx, zone: string): boolean {
  const { state } = ctx;
  const pile = zone === LOOT_DECK ? LOOT_DISCARD : zone === TREASURE_DECK ? TREASURE_DISCARD : zone === MONSTER_DECK ? MONSTER_DISCARD : null;
  if (!pile) return false;
  const moved = rebuildDeck(ctx, zone, pile);
  if (moved.length === 0) return false;
  for (const card of moved) state.cards[card]!.damage = 0;
  emit(ctx, { type: 'deck-rebuilt', zone, count: state.zones[zone]!.cards.length });
  return true;
}

/** A slot's refill resolves: the deck's top card goes into it; a non-monster is played, then again [FS-REFILL-2..4, FS-REFILL-10]. */
export const refillVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const slot = state.zones[String(args.slot)];
  if (!slot || slot.cards.length > 0) return DONE; // [FS-REFILL-8]
  const deckId = slot.type === SHOP ? TREASURE_DECK : MONSTER_DECK;
  const deck = state.zones[deckId]!;
  if (deck.cards.length === 0) refill(ctx, deckId);
  const top = topOf(deck);
  if (top === undefined) return DONE;
  if (slot.type === SHOP || kindOf(ctx, top) === 'monster') {
    // (a card that waits in the shop deactivated, Mom's Shovel, lies so as it comes in [FS-CARD-12]; buying it keeps that [FS-BUY-11])
    moveCard(ctx, top, slot.id, 'top', true);
    emit(ctx, { type: 'slot-filled', card: top });
    return DONE;
  }
  if (frame.pc > 20) return DONE; // a deck of nothing but non-monsters: give up rather than loop
  frame.pc += 1;
  encounter(ctx, top);
  frame.until = state.stack.length - 1;
  return WAIT;
};

/** A new slot, filled from its deck by a refill [FS-REFILL-6, FS-GLOS-14]. */
export function addSlot(ctx: Ctx, type: typeof SHOP | typeof MONSTER_SLOTS) {
  const { state } = ctx;
  const slot = addZone(state, slotId(type, slotIds(state, type).length + 1), type, null);
  tableChanged();
  stackRefill(ctx, slot.id);
}

/** `add-shop-slots` / `add-monster-slots`: that many new slots. */
export function addSlots(type: typeof SHOP | typeof MONSTER_SLOTS): GameVerb {
  return (ctx, _frame, args) => {
    const count = typeof args.count === 'number' ? args.count : 1;
    for (let i = 0; i < count; i += 1) addSlot(ctx, type);
    return DONE;
  };
}
