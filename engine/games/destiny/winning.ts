// Winning (docs/rules/destiny.md, "Winning"): a player who defeats every opposing character wins
// at once (SWD-WIN-1); at the end of a round, after the upkeep, a player with no card in hand
// and none in the deck loses, the battlefield's controller winning if both are (SWD-WIN-2,
// SWD-WIN-3, SWD-X-ROUND-12). In free-for-all the same two things eliminate a player, and the
// last player left wins (SWD-X-MP-1, elimination.ts).
import type { Ctx } from '../../core/context';
import { end } from '../../core/machine';
import type { SeatId } from '../../core/state';
import { eliminate } from './elimination';
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

/** The end of a round (after the upkeep): who runs out of cards loses, or in free-for-all is out. True when the game ended. */
export function endOfRound(ctx: Ctx): boolean {
  const { state } = ctx;
  if (state.seats.length > 2) {
    const still = state.seats.filter((s) => !s.out).map((s) => s.id);
    const empty = still.filter((seat) => outOfCards(ctx, seat));
    if (empty.length === 0) return false;
    if (empty.length === still.length) {
      // Everyone left runs out together: the battlefield's controller wins, as SWD-WIN-3 has it for two.
      const seat = battlefieldController(state);
      end(ctx, [seat], `every player left ended the round with no cards in hand or deck; ${seat} controls the battlefield`);
      return true;
    }
    for (const seat of empty) eliminate(ctx, seat, 'ended the round with no cards in hand or deck');
    return lastOneLeft(ctx, `${empty.join(' and ')} ended the round with no cards in hand or deck`);
  }
  const winner = outOfCardsWinner(ctx);
  if (winner === null) return false;
  end(ctx, [winner.seat], winner.reason);
  return true;
}

/** Free-for-all: one player left wins (SWD-X-MP-1); `last` says how the last of the others went out. True when the game ended. */
function lastOneLeft(ctx: Ctx, last: string): boolean {
  const still = ctx.state.seats.filter((s) => !s.out).map((s) => s.id);
  if (still.length !== 1) return false;
  end(ctx, [still[0]!], `${still[0]} is the last player left: ${last}`);
  return true;
}

/** Checked whenever nothing is pending: a player without undefeated characters has lost. */
export function settle(ctx: Ctx): void {
  const { state } = ctx;
  if (state.result || state.turn.phase === 'mulligan') return;
  const beaten = state.seats.filter((s) => !s.out && zone(state, s.id, CHARACTERS).cards.length === 0).map((s) => s.id);
  if (beaten.length === 0) return;
  if (state.seats.length > 2) {
    const still = state.seats.filter((s) => !s.out).length;
    // Everyone left beaten at once: nobody wins, as when both players' characters fall together (A-30).
    if (beaten.length === still) {
      end(ctx, [], 'every character of every player left was defeated');
      return;
    }
    for (const seat of beaten) eliminate(ctx, seat, 'every character was defeated');
    lastOneLeft(ctx, `every character of ${beaten.join(' and ')} was defeated`);
    return;
  }
  if (beaten.length === 2) end(ctx, [], 'every character of both players was defeated');
  else end(ctx, [opponentOf(state, beaten[0]!)], `every character of ${beaten[0]} was defeated`);
}
