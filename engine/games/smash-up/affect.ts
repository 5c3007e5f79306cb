// What affects a card, and protection from it (docs/rules/smash-up.md, "Moving, destroying and
// other verbs"): destroying, moving, returning, taking control of a card in play and attaching
// an action to it affect it (SU-X-TERM-9); with `affect-older-list` on, burying and uncovering do too (SU-X-TERM-10,
// A-19). A card tagged `shielded` ("cannot be affected by other players' cards") is not
// affected by what another player's card does (SU-X-TERM-12); it may still be chosen, and the
// effect does nothing to it (SU-X-CANCEL-3), while the effect's other targets take it
// (SU-X-CANCEL-2). The card language has no word for protection, so the module reads the tag.
import type { Ctx } from '../../core/context';
import type { CardRef, SeatId } from '../../core/state';

export const SHIELDED = 'shielded';

/** The things that affect a card: the current list, and the older compilation's extras. */
export type Affecting = 'destroy' | 'move' | 'return' | 'control' | 'attach' | 'bury' | 'uncover';
const OLDER_LIST_ONLY: ReadonlySet<Affecting> = new Set(['bury', 'uncover']);

/** Whether doing `what` affects a card at all under the table's rule options (SU-X-TERM-9, SU-X-TERM-10). */
export function counts(ctx: Ctx, what: Affecting): boolean {
  return !OLDER_LIST_ONLY.has(what) || ctx.state.options['affect-older-list'] === true;
}

/**
 * Whether `by` (the controller of the card whose text does it, SU-X-TERM-12) may do `what` to
 * a card: a shielded card escapes another player's effects that affect it.
 */
export function mayAffect(ctx: Ctx, card: CardRef, by: SeatId, what: Affecting): boolean {
  const instance = ctx.state.cards[card];
  if (!instance || !counts(ctx, what)) return true;
  if (!ctx.defs.get(instance.def)?.tags.includes(SHIELDED)) return true;
  return (instance.controller ?? instance.owner) === by;
}

/** The player whose effect is running: the controller of the innermost frame (the core's destroy calls the game without its frame). */
export function runningFor(ctx: Ctx): SeatId {
  const frames = ctx.state.frames;
  return frames[frames.length - 1]?.scope.controller ?? ctx.state.turn.active;
}
