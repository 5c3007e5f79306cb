// Ongoing and attached cards (docs/rules/smash-up.md, "Ongoing and attached cards"): an action
// on a minion lies on the minion's base and leaves with the minion (SU-X-INOUT-3).
import type { Ctx } from '../../core/context';
import type { GameEvent, GameState } from '../../core/state';
import { emit, moveCard, tableVersion } from '../../core/ops';
import { ACTIONS, DECK, DISCARD, HAND, MINIONS, attachedTo, forget, placeAt, slotOf, zoneOf } from './cards';

/** Zones out of play where a card that left play lies without its counters (SU-POW-3, SU-X-CALC-5). */
const OUT_OF_PLAY = [HAND, DECK, DISCARD];

/**
 * Checks made after every step: an action whose minion left play is discarded; an action on
 * a minion that moved follows it; a card laid on the table with no base (a hand-built layout,
 * a god tool) goes on the first base. A card that left play keeps no counters (SU-POW-3).
 */
export function settleAttachments(ctx: Ctx) {
  const { state } = ctx;
  const clear = countersMayHaveMoved(ctx);
  for (const seat of state.seats) {
    if (clear) {
      for (const type of OUT_OF_PLAY) {
        for (const card of state.zones[zoneOf(seat.id, type)]?.cards ?? []) {
          const instance = state.cards[card]!;
          if (instance.counters.power) instance.counters = {};
        }
      }
    }
    for (const card of state.zones[zoneOf(seat.id, MINIONS)]?.cards ?? []) if (slotOf(state, card) === 0) placeAt(state, card, 1);
    for (const card of [...(state.zones[zoneOf(seat.id, ACTIONS)]?.cards ?? [])]) {
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

/**
 * Whether a card out of play may have gained counters since the last check of this state: a
 * card comes out of play only by a move (the table's version changes) and gains counters only
 * with a `counter-added` event, or by a god tool (a `god` event); both run this check after
 * them. A state restored or built afresh is another object, checked in full. These checks run
 * after every step; the hands, decks and discards they walk are most of the cards.
 */
type Checked = { version: number; events: GameEvent[]; length: number };
const checked = new WeakMap<GameState, Checked>();
function countersMayHaveMoved(ctx: Ctx): boolean {
  const { state, events } = ctx;
  const version = tableVersion();
  const last = checked.get(state);
  checked.set(state, { version, events, length: events.length });
  if (last === undefined || last.version !== version) return true;
  // The events since the last check: the rest of the same list, or all of a new call's.
  for (let i = last.events === events ? last.length : 0; i < events.length; i += 1) {
    const type = events[i]!.type;
    if (type === 'counter-added' || type === 'god') return true;
  }
  return false;
}
