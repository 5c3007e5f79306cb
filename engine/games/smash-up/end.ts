// End of the game (docs/rules/smash-up.md, "End of the game"): looked at only at the end of a
// turn (SU-X-TIME-10); someone on 15 VP or more and alone in the lead wins (SU-END-1), tied
// leaders play on (SU-END-2), and there is never a shared victory (SU-END-3). No concession
//
import type { Ctx } from '../../core/context';
import { ruleNumber } from '../../core/rule-numbers';
import type { SeatId } from '../../core/state';

export const vpOf = (ctx: Ctx, seat: SeatId) => ctx.state.seats.find((s) => s.id === seat)?.resources['victory-points'] ?? 0;

/** The winner at the end of a turn, or null when the game goes on. */
export function winnerAtEndOfTurn(ctx: Ctx): SeatId | null {
  const seats = ctx.state.seats.filter((s) => !s.out);
  const reached = seats.some((s) => vpOf(ctx, s.id) >= ruleNumber(ctx, 'vp-to-win', s.id));
  if (!reached) return null;
  const best = Math.max(...seats.map((s) => vpOf(ctx, s.id)));
  const leaders = seats.filter((s) => vpOf(ctx, s.id) === best);
  return leaders.length === 1 ? leaders[0]!.id : null;
}
