// Focus, rerolling and removing dice (docs/rules/destiny.md, "Focus, rerolling and removing
// dice"). Focus is a face resolved like the others (resolve.ts); this file holds the reroll
// action: discard exactly one card from hand, choose the dice of one's own pool to reroll, all
// before any is rolled, then roll them together (SWD-REROLL-1, SWD-REROLL-2, SWD-X-REROLL-1, A-25).
import type { Action, Ctx, GameVerb } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { emit, moveCard } from '../../core/ops';
import type { Die, SeatId } from '../../core/state';
import { poolOf, roll } from './dice';
import { DISCARD, HAND, zone, zoneOf } from './principles';

/** One move per card of the hand, when the pool holds a die (SWD-X-REROLL-1). */
export function rerollMoves(ctx: Ctx, seat: SeatId, pool: readonly Die[], out: Action[]): void {
  if (pool.length === 0) return;
  const seen = new Set<string>();
  for (const card of zone(ctx.state, seat, HAND).cards) {
    const def = ctx.state.cards[card]!.def;
    if (seen.has(def)) continue; // copies in hand discard alike
    seen.add(def);
    out.push({ seat, kind: 'reroll', card });
  }
}

export function discardToReroll(ctx: Ctx, seat: SeatId, card: string): void {
  moveCard(ctx, card, zoneOf(seat, DISCARD), 'top', true);
  emit(ctx, { type: 'discarded', card, player: seat });
}

/** Chooses the dice to reroll, one pick at a time (at least one), then rolls them together. */
export const rerollVerb: GameVerb = (ctx, frame) => {
  const seat = frame.scope.controller;
  const chosen = (frame.mem.chosen as string[] | undefined) ?? [];
  frame.mem.chosen = chosen;
  const answer = frame.pc === 0 ? undefined : takeAnswer(frame);
  if (answer?.kind === 'pick') chosen.push(String(answer.id));
  const left = poolOf(ctx, seat).filter((d) => !chosen.includes(d.id)).map((d) => d.id);
  if (answer?.kind !== 'done' && left.length > 0) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: chosen.length === 0 ? 'Choose a die to reroll' : 'Choose another die to reroll (done to roll)', candidates: left, min: chosen.length === 0 ? 1 : 0, max: 1, picked: [] } };
  }
  roll(ctx, chosen);
  emit(ctx, { type: 'rerolled', player: seat, count: chosen.length });
  return DONE;
};
