// Dealing damage, the one way every game does it: prevention shields absorb it first, then
// replacements may change or stop it, then it is marked on the card (or on the card that
// stands for a player) and reported.
import type { Ctx } from '../core/context';
import { isSeat } from '../core/evaluate';
import { emit } from '../core/ops';
import { cardOf, type CardRef, type Shield, type Subject } from '../core/state';
import { applyReplacements, type ReplacementRolls } from '../stack/replacements';

/** Which shields guard a target: a shield on a player also guards the card that takes their damage, and the other way round. */
function guardedBy(ctx: Ctx, target: Subject): (shield: Shield) => boolean {
  const { state } = ctx;
  const instance = cardOf(state, target);
  const body = typeof target === 'string' && isSeat(state, target) ? (ctx.game.playerBody?.(ctx, target) ?? null) : null;
  const player = instance?.owner && ctx.game.playerBody?.(ctx, instance.owner) === target ? instance.owner : null;
  return (shield) => shield.target === target || (body !== null && shield.target === body) || (player !== null && shield.target === player);
}

/** The damage a target would take once its prevention has absorbed what it can, without using any up. */
export function damageAfterShields(ctx: Ctx, target: Subject, amount: number): number {
  if (ctx.game.immune?.(ctx, target)) return 0;
  // Usually there is no prevention at all: nothing to look at.
  if (ctx.state.shields.length === 0) return Math.max(0, amount);
  const guards = guardedBy(ctx, target);
  let remaining = amount;
  for (const shield of ctx.state.shields) {
    if (remaining <= 0) break;
    if (!guards(shield)) continue;
    remaining = shield.amount === 'all' ? 0 : remaining - Math.min(shield.amount, remaining);
  }
  return Math.max(0, remaining);
}

/**
 * Deals damage; returns what was dealt. `rolls` holds the results of the rolls that decide the
 * damage's replacements, made beforehand by a caller that could wait for them (a replacement
 * whose roll is not there rolls at once).
 */
export function dealDamage(ctx: Ctx, target: Subject, amount: number, source: CardRef | null, rolls: ReplacementRolls = {}): number {
  const { state } = ctx;
  if (ctx.game.immune?.(ctx, target)) return 0;
  if (ctx.game.dealDamage) return ctx.game.dealDamage(ctx, target, amount, source);
  let remaining = amount;
  // Prevention shields first, oldest first; each absorbs what it can. (Usually there are none:
  // then nothing is looked at and the list is not made again.)
  if (state.shields.length > 0) {
    const guards = guardedBy(ctx, target);
    // With `shieldsSpentWhole`, the first damage that meets a target's prevention uses all of it up.
    const whole = ctx.game.policy.shieldsSpentWhole === true && remaining > 0;
    for (const shield of state.shields) {
      if (remaining <= 0 && !whole) break;
      if (!guards(shield)) continue;
      if (shield.amount === 'all') remaining = 0;
      else {
        const absorbed = Math.min(shield.amount, remaining);
        shield.amount = whole ? 0 : shield.amount - absorbed;
        remaining -= absorbed;
      }
    }
    state.shields = state.shields.filter((s) => s.amount === 'all' || s.amount > 0);
  }
  // Damage the shields stopped is never taken, so nothing that waits for damage to be taken replaces it.
  const replaced = remaining <= 0 ? null : applyReplacements(ctx, { type: 'damage', card: target, amount: remaining, source }, rolls);
  const dealt = replaced === null ? 0 : Math.max(0, Number(replaced.amount) || 0);
  if (dealt === 0) {
    emit(ctx, { type: 'damage-prevented', card: target, source });
    return 0;
  }
  const card = cardOf(state, target);
  if (card) card.damage += dealt;
  else if (typeof target === 'string' && isSeat(state, target)) {
    const body = ctx.game.playerBody?.(ctx, target);
    const bodyCard = body ? state.cards[body] : undefined;
    if (bodyCard) bodyCard.damage += dealt;
  }
  // (Written out for each case rather than spread in: the same fields in the same order.)
  emit(ctx, card ? { type: 'damaged', card: target, amount: dealt, source } : { type: 'damaged', player: target, amount: dealt, source });
  return dealt;
}
