// Resolvers of effects that change the game for a while or at a stroke: a rule number changed
// ("purchases cost 2 less this turn"), an ability given to cards ("until end of turn, target
// monster has …"), and a resource multiplied ("double a player's cents").
import type { Ctx, StepResult } from '../core/context';
import { DONE } from '../core/context';
import { evaluate, select } from '../core/evaluate';
import { grantAbility } from '../core/grants';
import { emit, endingSeat, gainResource } from '../core/ops';
import { changeRule, seatsNamed } from '../core/rule-numbers';
import { isCard, type Frame } from '../core/state';
import type { Effect } from '../defs';

type FrameOf<K extends Effect['kind']> = Frame & { effect: Extract<Effect, { kind: K }> };

/** The rule number changes for the players named (every player when none is), for the duration. */
export function changeRuleResolver(ctx: Ctx, frame: FrameOf<'change-rule'>): StepResult {
  const { effect, scope } = frame;
  const value = evaluate(ctx, effect.amount, scope);
  const seats = effect.who === undefined ? null : seatsNamed(ctx, select(ctx, effect.who, scope));
  changeRule(ctx, { rule: effect.rule, op: effect.op, value, seats, source: scope.source, duration: effect.duration, ...endingSeat(effect.duration, scope.controller) });
  emit(ctx, { type: 'rule-changed', rule: effect.rule, amount: value, player: seats?.length === 1 ? seats[0]! : null });
  return DONE;
}

/** Each card named gets the ability for the duration, with `you` the controller of this effect. */
export function grantResolver(ctx: Ctx, frame: FrameOf<'grant'>): StepResult {
  const { effect, scope } = frame;
  for (const card of select(ctx, effect.cards, scope)) {
    if (!isCard(card) || !ctx.state.cards[card]) continue;
    grantAbility(ctx, card, effect.ability, scope, effect.duration);
    emit(ctx, { type: 'ability-granted', card, player: scope.controller });
  }
  return DONE;
}

/** Each player named gains what they have times (factor - 1), as any gain of that resource goes. */
export function multiplyResolver(ctx: Ctx, frame: FrameOf<'multiply'>): StepResult {
  const { effect, scope } = frame;
  for (const seat of seatsNamed(ctx, select(ctx, effect.who, scope))) {
    const has = ctx.state.seats.find((s) => s.id === seat)?.resources[effect.resource] ?? 0;
    if (has > 0) gainResource(ctx, seat, effect.resource, has * (effect.factor - 1));
  }
  return DONE;
}
