// Moves off the stack that any seat may make whenever a player could act, whoever the engine is
// asking: Four Souls' deals (FS-NEG-*), where a player with cents and nothing else to do may
// still pay. They are offered only while a main or priority decision waits (never in the middle
// of an effect's question) and leave that decision where it was: the machine raises it again.
import type { Action, Ctx } from './context';
import { sameAction } from './machine';

/** The free moves of every living seat now; none unless a main or priority decision is waiting. */
export function freeActions(ctx: Ctx): Action[] {
  const { state, game } = ctx;
  const prompt = state.prompt;
  if (!game.freeMoves || state.result || !prompt || (prompt.kind !== 'main' && prompt.kind !== 'priority')) return [];
  const out: Action[] = [];
  for (const seat of state.seats) if (!seat.out) out.push(...game.freeMoves(ctx, seat.id));
  return out;
}

/** Whether an action is one of the free moves now. */
export function isFreeAction(ctx: Ctx, action: Action): boolean {
  if (!ctx.game.freeMoves) return false;
  return freeActions(ctx).some((free) => sameAction(free, action));
}

/**
 * Applies a free move (checked by the caller). The waiting decision is dropped and raised again
 * by the machine once the move is done; the passes made so far stand, since a deal is no action
 * on the stack.
 */
export function applyFreeAction(ctx: Ctx, action: Action): void {
  ctx.state.prompt = null;
  ctx.game.applyMove(ctx, action);
}
