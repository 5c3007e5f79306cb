// Granted abilities: "until end of turn, target monster has 'when this dies, you loot 2'". An
// effect gives a card an ability for a while (`state.grants`); while the card is active the
// ability works as if printed on it, except that its `you` is the player whose effect gave it.
// A granted triggered ability also hears events about its card as the card leaves play, as a
// printed one does ("when this dies"). The hooks here are called by the places that read a
// card's printed abilities: triggers (ops.ts), stats (evaluate.ts), replacements and rule
// numbers; each costs nothing while no card has a granted ability.
import type { Ability, Duration } from '../defs';
import type { Ctx } from './context';
import { definitionOf, evaluate, select, test } from './evaluate';
import { matchesSubject, withTargets } from './ops';
import { nextId, type CardRef, type GameEvent, type Grant, type PendingTrigger, type Scope } from './state';

/** Gives a card an ability for a while: its `you` is the scope's controller, and it sees the scope's names. */
export function grantAbility(ctx: Ctx, card: CardRef, ability: Ability, scope: Scope, duration: Duration): void {
  const { state } = ctx;
  const grant: Grant = { id: nextId(state, 'g'), card, ability, controller: scope.controller, bound: scope.bound, source: scope.source, duration, turn: state.turn.number };
  state.grants = [...(state.grants ?? []), grant];
}

/** The grants whose card is active now (in play, its abilities at work). */
export function activeGrants(ctx: Ctx): Grant[] {
  const grants = ctx.state.grants;
  if (grants === undefined || grants.length === 0) return [];
  const active = ctx.game.activeCards(ctx);
  return grants.filter((g) => active.includes(g.card));
}

/** The scope a granted ability resolves or is read in: its card, and `you` the granting player. */
export function grantScope(grant: Grant, event: GameEvent | null = null): Scope {
  return { source: grant.card, controller: grant.controller, bound: grant.bound ?? {}, vars: {}, event };
}

/** Queues the triggers of granted abilities that the event sets off (called by `emit`). */
export function grantedTriggers(ctx: Ctx, event: GameEvent, out: PendingTrigger[]): void {
  const grants = ctx.state.grants;
  if (grants === undefined || grants.length === 0) return;
  let active: readonly CardRef[] | null = null;
  const chooseOnStacking = ctx.game.policy.targets === 'when-put-on-stack';
  for (const grant of grants) {
    const ability = grant.ability;
    if (ability.kind !== 'triggered' || ability.on.event !== event.type) continue;
    // Active, or the card the event is about ("when this dies", as it leaves play).
    if (event.card !== grant.card && !(active ??= ctx.game.activeCards(ctx)).includes(grant.card)) continue;
    if (!matchesSubject(ctx, ability.on, event, grant.card, grant.controller)) continue;
    if (ability.on.where && !test(ctx, ability.on.where, grantScope(grant, event))) continue;
    const onceFlag = ability.oncePerTurn ? `once:${grant.card}#${grant.id}` : null;
    if (onceFlag && (ctx.state.flags.turn[onceFlag] ?? 0) > 0) continue;
    out.push({
      source: grant.card,
      controller: grant.controller,
      label: `${definitionOf(ctx, grant.card)?.name ?? grant.card}: ${ability.on.event}`,
      ...(chooseOnStacking && ability.targets.length > 0 ? { effect: ability.effect, targets: ability.targets } : { effect: withTargets(ability.targets, ability.effect) }),
      event,
      check: ctx.game.policy.recheckTriggerConditions ? (ability.on.where ?? null) : null,
      onceFlag,
      optional: ability.optional,
      ...(Object.keys(grant.bound ?? {}).length > 0 ? { bound: grant.bound } : {}),
    });
  }
}

/** What granted static abilities add to a card's stat. */
export function grantedStat(ctx: Ctx, card: CardRef, stat: string): number {
  let total = 0;
  for (const grant of activeGrants(ctx)) {
    if (grant.ability.kind !== 'static') continue;
    const scope = grantScope(grant);
    for (const modifier of grant.ability.modifiers) {
      if (modifier.stat !== stat) continue;
      if (modifier.condition && !test(ctx, modifier.condition, scope)) continue;
      if (select(ctx, modifier.to, scope).includes(card)) total += evaluate(ctx, modifier.amount, scope);
    }
  }
  return total;
}

/** Granted replacement abilities of active cards for an event type, with the grant each belongs to. */
export function grantedReplacements(ctx: Ctx, event: string): { grant: Grant; ability: Extract<Ability, { kind: 'replacement' }> }[] {
  const out: { grant: Grant; ability: Extract<Ability, { kind: 'replacement' }> }[] = [];
  for (const grant of activeGrants(ctx)) if (grant.ability.kind === 'replacement' && grant.ability.replaces.event === event) out.push({ grant, ability: grant.ability });
  return out;
}

/** Granted activated abilities of a card, for the games that offer activations as moves. */
export function grantedActivated(ctx: Ctx, card: CardRef): { grant: Grant; ability: Extract<Ability, { kind: 'activated' }> }[] {
  const grants = ctx.state.grants;
  if (grants === undefined || grants.length === 0) return [];
  const out: { grant: Grant; ability: Extract<Ability, { kind: 'activated' }> }[] = [];
  for (const grant of grants) if (grant.card === card && grant.ability.kind === 'activated') out.push({ grant, ability: grant.ability });
  return out;
}

/** A grant by id, while it lasts. */
export function grantById(ctx: Ctx, id: string): Grant | undefined {
  return ctx.state.grants?.find((g) => g.id === id);
}
