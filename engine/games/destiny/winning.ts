// Winning (docs/rules/destiny.md, "Winning"): a player who defeats every opposing character wins
// at once (SWD-WIN-1); at the end of a round, after the upkeep, a player with no card in hand
// and none in the deck loses, the battlefield's controller winning if both are (SWD-WIN-2,
// SWD-WIN-3, SWD-X-ROUND-12).
import type { Ctx } from '../../core/context';
import { end } from '../../core/machine';
import type { SeatId } from '../../core/state';
import { battlefieldController, CHARACTERS, DECK, HAND, opponentOf, zone } from './principles';

const outOfCards = (ctx: Ctx, seat: SeatId) => zone(ctx.state, seat, HAND).cards.length === 0 && zone(ctx.state, seat, DECK).cards.length === 0;

export function outOfCardsWinner(ctx: Ctx): { seat: SeatId; reason: string } | null {
  const seats = ctx.state.seats.map((s) => s.id);
  const empty = seats.filter((seat) => outOfCards(ctx, seat));
  if (empty.length === 0) return null;
  if (empty.length === 2) {
    const seat = battlefieldController(ctx.state);
    return { seat, reason: `both players ended the round with no cards in hand or deck; ${seat} controls the battlefield` };
  }
  return { seat: opponentOf(ctx.state, empty[0]!), reason: `${empty[0]} ended the round with no cards in hand or deck` };
}

/** Checked whenever nothing is pending: a player without undefeated characters has lost. */
export function settle(ctx: Ctx): void {
  const { state } = ctx;
  if (state.result || state.turn.phase === 'mulligan') return;
  const beaten = state.seats.filter((s) => zone(state, s.id, CHARACTERS).cards.length === 0).map((s) => s.id);
  if (beaten.length === 0) return;
  if (beaten.length === 2) end(ctx, [], 'every character of both players was defeated');
  else end(ctx, [opponentOf(state, beaten[0]!)], `every character of ${beaten[0]} was defeated`);
}
