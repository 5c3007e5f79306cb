// A layout's slots as the table draws them (engine/defs/table-layout.ts, `slots`): each slot
// zone's card, the cards the game places there grouped by the seat whose zone holds them, each
// with the cards attached to it, and the tally of each seat and of the slot against its target.
// Pure: the table's worker calls it with every snapshot, the tests with any state.
import type { Game } from '../core/engine';
import { statOf } from '../core/evaluate';
import type { CardRef, GameState } from '../core/state';
import type { SlotsPlace } from '../defs/table-layout';
import type { PlacementReader } from '../games/tables';

/**
 * A card at a slot, with the cards attached to it (in the order they lie in their zones), each with
 * the seat whose zone holds it: an action on another player's minion counts for its own player.
 */
export type PlacedCard = { card: CardRef; attached: { card: CardRef; seat: string }[] };

export type SlotSeat = { seat: string; total: number; cards: PlacedCard[] };

export type SlotView = {
  /** The slot's zone (`base-2`). */
  zone: string;
  /** The slot's own card (its top card: a base), if any. */
  card: CardRef | null;
  /** Every seat's tally together, and the target stat of the slot's card (null without one), raised by shared cards that raise it. */
  total: number;
  target: number | null;
  /** One entry per seat, in seat order, every seat listed (an empty side still shows its 0). */
  seats: SlotSeat[];
  /** The cards of each of the layout's shared zones that lie here (monsters nobody controls), in the layout's order; those that raise the target are in `target`. */
  shared: { zone: string; cards: PlacedCard[] }[];
};

export type SlotsView = {
  slots: SlotView[];
  /** The tally stat of each placed card whose definition has it (a minion's power now), to show on the card. */
  values: Record<CardRef, number>;
  /** Cards of the placed zones the game places at no slot (an action resolving), by seat; those of a shared zone under the zone's type. */
  elsewhere: { seat: string; cards: CardRef[] }[];
};

/** `base-2` before `base-10`. */
const bySlotNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export function slotsView(game: Game, state: GameState, slots: SlotsPlace, placementOf: PlacementReader | undefined): SlotsView {
  const ctx = game.ctx(state);
  const slotZones = Object.values(state.zones)
    .filter((z) => z.type === slots.zone)
    .map((z) => z.id)
    .sort(bySlotNumber);
  const views = new Map<string, SlotView>();
  for (const zone of slotZones) {
    const cards = state.zones[zone]!.cards;
    const card = cards[cards.length - 1] ?? null;
    const target = slots.tally?.target && card !== null ? Math.max(0, statOf(ctx, card, slots.tally.target)) : null;
    views.set(zone, { zone, card, total: 0, target, seats: state.seats.map((s) => ({ seat: s.id, total: 0, cards: [] })), shared: slots.shared.map((s) => ({ zone: s.zone, cards: [] })) });
  }
  const elsewhere: SlotsView['elsewhere'] = [];
  const placed = new Set(slots.placed);
  // Where each card lies, first, so that a card attached to one listed after it still finds it.
  const where = new Map<CardRef, { seat: number; slot: SlotView; on: CardRef | null }>();
  state.seats.forEach((seat, i) => {
    const loose: CardRef[] = [];
    for (const zone of Object.values(state.zones)) {
      if (zone.owner !== seat.id || !placed.has(zone.type)) continue;
      for (const card of zone.cards) {
        const at = placementOf?.(state, card) ?? null;
        const slot = at ? views.get(at.slot) : undefined;
        if (!at || !slot) loose.push(card);
        else where.set(card, { seat: i, slot, on: at.on });
      }
    }
    if (loose.length > 0) elsewhere.push({ seat: seat.id, cards: loose });
  });
  const entries = new Map<CardRef, PlacedCard>();
  const values: Record<CardRef, number> = {};
  for (const [card, at] of where) {
    const entry: PlacedCard = { card, attached: [] };
    entries.set(card, entry);
    const side = at.slot.seats[at.seat]!;
    if (slots.tally) {
      const value = Math.max(0, statOf(ctx, card, slots.tally.stat));
      side.total += value;
      at.slot.total += value;
      if (ctx.defs.get(state.cards[card]?.def ?? '')?.stats[slots.tally.stat] !== undefined) values[card] = value;
    }
  }
  // An attached card is drawn with its host when the host is at the same slot (whoever controls
  // either), else on its own side.
  for (const [card, at] of where) {
    const host = at.on === null ? undefined : where.get(at.on);
    if (host && host.slot === at.slot && at.on !== null) entries.get(at.on)!.attached.push({ card, seat: state.seats[at.seat]!.id });
    else at.slot.seats[at.seat]!.cards.push(entries.get(card)!);
  }
  // Cards of shared zones at a slot (monsters nobody controls): their own group, in no tally.
  const raised = new Map<SlotView, number>();
  slots.shared.forEach(({ zone: type, raisesTarget }, i) => {
    const loose: CardRef[] = [];
    for (const zone of Object.values(state.zones)) {
      if (zone.type !== type || zone.owner !== null) continue;
      for (const card of zone.cards) {
        const at = placementOf?.(state, card) ?? null;
        const slot = at ? views.get(at.slot) : undefined;
        if (!slot) {
          loose.push(card);
          continue;
        }
        slot.shared[i]!.cards.push({ card, attached: [] });
        if (!slots.tally || ctx.defs.get(state.cards[card]?.def ?? '')?.stats[slots.tally.stat] === undefined) continue;
        const value = Math.max(0, statOf(ctx, card, slots.tally.stat));
        values[card] = value;
        if (raisesTarget) raised.set(slot, (raised.get(slot) ?? 0) + value);
      }
    }
    if (loose.length > 0) elsewhere.push({ seat: type, cards: loose });
  });
  // The target as the game counts it: the slot card's stat with what raises it, never below 0.
  for (const [slot, by] of raised) if (slot.card !== null && slots.tally?.target) slot.target = Math.max(0, statOf(ctx, slot.card, slots.tally.target) + by);
  return { slots: [...views.values()], values, elsewhere };
}
