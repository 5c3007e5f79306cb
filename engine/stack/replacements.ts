// Replacement effects ("each time you would roll a 1, make it a 6"; "prevent the damage you
// would take"): before an event happens, each matching replacement on an active card changes
// or stops it, each at most once per event (kernel-notes §4).
import type { Ctx } from '../core/context';
import { currentDefId, evaluate, gameIndex, seatOf, test } from '../core/evaluate';
import { scopeFor, startEffect } from '../core/ops';
import type { GameEvent } from '../core/state';

/**
 * Returns the event as changed by the replacements that apply, or null if one prevents it.
 * Optional replacements ("you may") are taken: they only ever help their controller in the
 * cards written so far; a choice prompt arrives with the games whose cards need one.
 */
export function applyReplacements(ctx: Ctx, event: GameEvent): GameEvent | null {
  // Most events have no replacement among the game's definitions: no card needs looking at.
  const replacers = gameIndex(ctx.defs).replacers.get(event.type);
  let current: GameEvent = { ...event };
  if (!replacers) return current;
  for (const card of ctx.game.activeCards(ctx)) {
    // A copy replaces with the abilities of the card it copies.
    const def = currentDefId(ctx.state, card);
    if (!replacers.has(def)) continue;
    const definition = ctx.defs.get(def);
    if (!definition) continue;
    for (const ability of definition.abilities) {
      if (ability.kind !== 'replacement' || ability.replaces.event !== current.type) continue;
      const scope = { ...scopeFor(ctx, card), event: current };
      const subject = typeof current.card === 'string' ? current.card : typeof current.player === 'string' ? current.player : null;
      const whose = ability.replaces.subject ?? 'any';
      if (whose === 'self' && subject !== card) continue;
      if (whose === 'yours' && (subject === null || seatOf(ctx.state, subject) !== scope.controller)) continue;
      if (whose === 'opponents' && (subject === null || seatOf(ctx.state, subject) === scope.controller)) continue;
      if (ability.replaces.where && !test(ctx, ability.replaces.where, scope)) continue;
      const change = ability.with;
      if (change.kind === 'prevent') return null;
      if (change.kind === 'set') current = { ...current, [change.field]: evaluate(ctx, change.value, scope) };
      if (change.kind === 'adjust') current = { ...current, [change.field]: Number(current[change.field] ?? 0) + evaluate(ctx, change.amount, scope) };
      if (change.kind === 'instead') {
        startEffect(ctx, change.effect, scope);
        return null;
      }
    }
  }
  return current;
}
