// Protection a card gains in play (docs/rules/smash-up.md, "Moving, destroying and other verbs"
// and "Ongoing and attached cards"): `ward` makes a minion unaffectable by other players' cards
// until the start of its warder's next turn, `ward-up-to` the same while its power is at most a
// number. A ward is a game flag on the card (affect.ts reads it) with the seat that made it;
// it ends as that seat's turn starts, before anything else of that start (SU-TURN-3), or when
// the card leaves play (cards.ts, `forget`). A minion that becomes protected destroys at once
// the other players' actions attached to it, being attached being an effect on it (SU-X-ATT-4).
import type { Ctx, GameVerb } from '../../core/context';
import { DONE } from '../../core/context';
import { evaluate } from '../../core/evaluate';
import { emit, moveCard } from '../../core/ops';
import { seatIndex, type CardRef, type Frame, type SeatId } from '../../core/state';
import { ACTIONS, DISCARD, MINIONS, WARDS, attachedTo, forget, selectedCards, zoneOf } from './cards';
import { shielded, WARD_ALWAYS, wardKey } from './affect';

const WARD_BY = 'ward-by:';
const wardByKey = (card: CardRef) => `${WARD_BY}${card}`;

function wardCards(ctx: Ctx, frame: Frame, arg: unknown, ward: number) {
  const flags = ctx.state.flags.game;
  for (const card of selectedCards(ctx, arg, frame.scope)) {
    const instance = ctx.state.cards[card];
    if (!instance || ctx.state.zones[instance.zone]?.type !== MINIONS) continue;
    flags[wardKey(card)] = Math.max(flags[wardKey(card)] ?? 0, ward);
    flags[wardByKey(card)] = seatIndex(ctx.state, frame.scope.controller) + 1;
    flags[WARDS] = (flags[WARDS] ?? 0) + 1;
    emit(ctx, { type: 'warded', card });
    if (shielded(ctx, card)) destroyForeignAttachments(ctx, card);
  }
}

/** Destroys the actions of players other than the minion's controller attached to it (SU-X-ATT-4). */
function destroyForeignAttachments(ctx: Ctx, minion: CardRef) {
  const { state } = ctx;
  const controller = state.cards[minion]!.controller ?? state.cards[minion]!.owner;
  for (const seat of state.seats) {
    for (const action of [...(state.zones[zoneOf(seat.id, ACTIONS)]?.cards ?? [])]) {
      if (attachedTo(state, action) !== minion) continue;
      const instance = state.cards[action]!;
      if ((instance.controller ?? instance.owner) === controller) continue;
      forget(state, action);
      moveCard(ctx, action, zoneOf(instance.owner ?? seat.id, DISCARD), 'top', true);
      emit(ctx, { type: 'destroyed', card: action });
    }
  }
}

/** Ends the wards `seat` made, as their turn starts (SU-TURN-3). */
export function endWards(ctx: Ctx, seat: SeatId) {
  const flags = ctx.state.flags.game;
  if ((flags[WARDS] ?? 0) === 0) return;
  const by = seatIndex(ctx.state, seat) + 1;
  // Every card's, in play or not: one that left play by the kernel's own moves keeps its flags.
  for (const key of Object.keys(flags)) {
    if (!key.startsWith(WARD_BY) || flags[key] !== by) continue;
    const card = Number(key.slice(WARD_BY.length));
    delete flags[wardKey(card)];
    delete flags[key];
  }
}

/** `ward <minion>`: until the start of your next turn it cannot be affected by other players' cards. */
export const wardVerb: GameVerb = (ctx, frame, args) => {
  wardCards(ctx, frame, args.minion, WARD_ALWAYS);
  return DONE;
};

/**
 * `ward-up-to <minion> with power <n>`: until the start of your next turn, while its power is
 * `n` or less, it cannot be affected by other players' cards; a change that brings it down
 * into that range still happens (SU-X-CANCEL-4).
 */
export const wardUpToVerb: GameVerb = (ctx, frame, args) => {
  const most = Math.max(0, evaluate(ctx, args.power as never, frame.scope));
  wardCards(ctx, frame, args.minion, Math.min(WARD_ALWAYS - 1, most + 1));
  return DONE;
};
