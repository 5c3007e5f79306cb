// Prohibitions: "minions of power 2 or less cannot be played", "this cannot be destroyed". A
// prohibition is an ability of an active card (printed, or granted for a while) naming cards and
// something they cannot undergo. It is asked before the thing is offered or done: the kernel asks
// before an effect destroys or moves a card (the effect does nothing to that card, and goes on with
// the others), a game's rules ask before they list a play or an activation. Because the question
// is asked where the thing would happen, and not weighed against what allowed it, a prohibition
// wins over every permission: an extra play, a "may", an effect that says to do it (SWD-X-GEN-2,
// SU-X-GEN-3). Nothing is kept in the state: when its card leaves play, the prohibition ends.
import type { ProhibitedAct, ProhibitionAbility } from '../defs';
import type { Ctx } from './context';
import { currentDefId, gameIndex, seatOf, select, test } from './evaluate';
import { activeGrants, grantScope } from './grants';
import { scopeFor } from './ops';
import type { Scope, Subject } from './state';

function forbids(ctx: Ctx, ability: ProhibitionAbility, card: Subject, scope: Scope): boolean {
  if (ability.condition && !test(ctx, ability.condition, scope)) return false;
  return select(ctx, ability.cards, scope).includes(card);
}

/**
 * Whether an active card forbids `card` to be `act` now (played, destroyed, moved, activated).
 * Costs one look at the game's index while no definition prohibits that and no ability is granted.
 */
export function prohibited(ctx: Ctx, act: ProhibitedAct, card: Subject): boolean {
  const { state } = ctx;
  const sources = gameIndex(ctx.defs).prohibitors.get(act);
  if (sources !== undefined) {
    // A source the card's controller alone ignores forbids it nothing (GameModule.ignoredBy).
    const ignored = ctx.game.ignoredBy?.(ctx) ?? null;
    const seat = ignored === null ? null : seatOf(state, card);
    for (const source of ctx.game.activeCards(ctx)) {
      const defId = currentDefId(state, source);
      if (!sources.has(defId)) continue;
      if (seat !== null && ignored!.get(source)?.has(seat) === true) continue;
      const scope = scopeFor(ctx, source);
      for (const ability of ctx.defs.get(defId)!.abilities) if (ability.kind === 'prohibition' && ability.act === act && forbids(ctx, ability, card, scope)) return true;
    }
  }
  if (state.grants === undefined || state.grants.length === 0) return false;
  for (const grant of activeGrants(ctx)) if (grant.ability.kind === 'prohibition' && grant.ability.act === act && forbids(ctx, grant.ability, card, grantScope(grant))) return true;
  return false;
}
