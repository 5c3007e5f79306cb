// Ongoing and attached cards (docs/rules/smash-up.md, "Ongoing and attached cards"): an action
// on a minion lies on the minion's base and leaves with the minion (SU-X-INOUT-3).
import type { Ctx } from '../../core/context';
import { FIRST_CARD, type CardRef, type GameState } from '../../core/state';
import { emit, moveCard, tableVersion } from '../../core/ops';
import { ACTIONS, DECK, DISCARD, HAND, MINIONS, attachedTo, forget, placeAt, placementVersion, slotOf, zoneOf } from './cards';

/** Zones out of play where a card that left play lies without its counters (SU-POW-3, SU-X-CALC-5). */
const OUT_OF_PLAY: readonly string[] = [HAND, DECK, DISCARD];

/**
 * Checks made after every step: an action whose minion left play is discarded; an action on
 * a minion that moved follows it; a card laid on the table with no base (a hand-built layout,
 * a god tool) goes on the first base. A card that left play keeps no counters (SU-POW-3).
 */
export function settleAttachments(ctx: Ctx) {
  const { state } = ctx;
  const { carrying, gained } = cardsWithPower(ctx);
  // Within a call the check is made again only after a card moved, was placed or gained power
  // counters since the last one began (its own changes count: it is then made once more, as
  // before). With none of these, it would find what it found last time: nothing to do.
  const memory = memoOf(ctx);
  if (!gained && memory.table === tableVersion() && memory.placements === placementVersion()) return;
  memory.table = tableVersion();
  memory.placements = placementVersion();
  for (const seat of state.seats) {
    if (carrying.size > 0) {
      for (const card of carrying) {
        const instance = state.cards[card];
        if (!instance?.counters.power) {
          carrying.delete(card);
          continue;
        }
        const zone = state.zones[instance.zone];
        if (zone && zone.owner === seat.id && OUT_OF_PLAY.includes(zone.type) && zone.id === zoneOf(seat.id, zone.type)) {
          instance.counters = {};
          carrying.delete(card);
        }
      }
    }
    for (const card of state.zones[zoneOf(seat.id, MINIONS)]?.cards ?? []) if (slotOf(state, card) === 0) placeAt(state, card, 1);
    const actions = state.zones[zoneOf(seat.id, ACTIONS)]?.cards ?? [];
    // Mostly no action must go: the list is copied (a discard changes it) only when one must.
    if (!actions.some((card) => mustGo(ctx, card))) continue;
    for (const card of [...actions]) {
      const minion = attachedTo(state, card);
      if (minion === null) continue;
      const where = state.cards[minion];
      if (where && state.zones[where.zone]?.type === MINIONS) {
        if (slotOf(state, card) !== slotOf(state, minion)) placeAt(state, card, slotOf(state, minion), minion);
        continue;
      }
      const owner = state.cards[card]!.owner ?? seat.id;
      forget(state, card);
      moveCard(ctx, card, zoneOf(owner, DISCARD), 'top', true);
      emit(ctx, { type: 'discarded', card, player: owner });
    }
  }
}

/** What the module remembers within one call of the engine (Ctx.memo): the versions the last check began at. */
type Memory = { table: number; placements: number };
function memoOf(ctx: Ctx): Memory {
  return (ctx.memo ??= { table: -1, placements: -1 } satisfies Memory) as Memory;
}

/** Follows its minion if the action is on one that moved; whether it must go, its minion out of play. */
function mustGo(ctx: Ctx, card: CardRef): boolean {
  const { state } = ctx;
  const minion = attachedTo(state, card);
  if (minion === null) return false;
  const where = state.cards[minion];
  if (where && state.zones[where.zone]?.type === MINIONS) {
    if (slotOf(state, card) !== slotOf(state, minion)) placeAt(state, card, slotOf(state, minion), minion);
    return false;
  }
  return true;
}

/**
 * The cards that may carry power counters, kept per state so that the check after every step
 * looks at these few rather than at every hand, deck and discard. A state met for the first
 * time (a new game, a restored or hand-built one) is read in full; after that a card gains
 * counters only with a `counter-added` event, which this check always follows in the same
 * call, and a god tool (a `god` event) has it read in full again. A card leaves the set when
 * it has no power counters left.
 */
type Tracked = { events: readonly unknown[]; seen: number; carrying: Set<CardRef> };
const tracked = new WeakMap<GameState, Tracked>();
function cardsWithPower(ctx: Ctx): { carrying: Set<CardRef>; gained: boolean } {
  const { state, events } = ctx;
  let entry = tracked.get(state);
  let from: number;
  // Whether a card may have gained power counters since the last check.
  let gained = false;
  if (entry === undefined) {
    entry = { events, seen: 0, carrying: readAll(state) };
    tracked.set(state, entry);
    from = events.length;
    gained = true;
  } else {
    // The events since the last check: the rest of the same list, or all of a new call's.
    from = entry.events === events ? entry.seen : 0;
  }
  for (let i = from; i < events.length; i += 1) {
    const event = events[i]!;
    if (event.type === 'counter-added' && typeof event.card === 'number') {
      entry.carrying.add(event.card);
      gained = true;
    } else if (event.type === 'god') {
      entry.carrying = readAll(state);
      gained = true;
    }
  }
  entry.events = events;
  entry.seen = events.length;
  return { carrying: entry.carrying, gained };
}

function readAll(state: GameState): Set<CardRef> {
  const out = new Set<CardRef>();
  const cards = state.cards;
  for (let card = FIRST_CARD; card < cards.length; card += 1) if (cards[card]!.counters.power) out.add(card);
  return out;
}
