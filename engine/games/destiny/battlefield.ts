// The battlefield (docs/rules/destiny.md, "The battlefield"): claiming it is an action, once a
// round by either player; the claimer controls it, may use its claim ability, and passes every
// turn left in the round (SWD-BF-1 to SWD-BF-5, SWD-X-BF-1 to SWD-X-BF-4, SWD-EX-5).
import type { Action, Ctx } from '../../core/context';
import { emit, tableChanged } from '../../core/ops';
import type { SeatId } from '../../core/state';
import { battlefieldCard } from './principles';
import { CLAIMED, seatNumber } from './round';

export function claimMoves(ctx: Ctx, seat: SeatId, out: Action[]): void {
  if ((ctx.state.flags.turn[CLAIMED] ?? 0) > 0 || battlefieldCard(ctx.state) === undefined) return;
  out.push({ seat, kind: 'claim' });
}

/** Control changes (even to the player who had it, SWD-X-BF-2), then the claim ability triggers. */
export function claim(ctx: Ctx, seat: SeatId): void {
  const { state } = ctx;
  const card = battlefieldCard(state)!;
  state.flags.turn[CLAIMED] = seatNumber(ctx, seat);
  const instance = state.cards[card]!;
  if (instance.controller !== seat) {
    instance.controller = seat;
    tableChanged();
  }
  emit(ctx, { type: 'claim', card, player: seat });
}
