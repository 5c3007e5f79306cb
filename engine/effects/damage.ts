// Dealing damage, the one way every game does it: prevention shields absorb it first, then
// replacements may change or stop it, then it is marked on the card (or on the card that
// stands for a player) and reported.
import type { Ctx } from '../core/context';
import { isSeat } from '../core/evaluate';
import { emit } from '../core/ops';
import { applyReplacements } from '../stack/replacements';

export function dealDamage(ctx: Ctx, target: string, amount: number, source: string | null): number {
  const { state } = ctx;
  if (ctx.game.immune?.(ctx, target)) return 0;
  let remaining = amount;
  // A shield on a player also guards the card that takes their damage, and the other way round.
  const instance = state.cards[target];
  const body = isSeat(state, target) ? (ctx.game.playerBody?.(ctx, target) ?? null) : null;
  const player = instance?.owner && ctx.game.playerBody?.(ctx, instance.owner) === target ? instance.owner : null;
  const guards = (t: string) => t === target || (body !== null && t === body) || (player !== null && t === player);
  // With `shieldsSpentWhole`, the first damage that meets a target's prevention uses all of it up.
  const whole = ctx.game.policy.shieldsSpentWhole === true && remaining > 0;
  // Prevention shields first, oldest first; each absorbs what it can.
  for (const shield of state.shields) {
    if (remaining <= 0 && !whole) break;
    if (!guards(shield.target)) continue;
    if (shield.amount === 'all') remaining = 0;
    else {
      const absorbed = Math.min(shield.amount, remaining);
      shield.amount = whole ? 0 : shield.amount - absorbed;
      remaining -= absorbed;
    }
  }
  state.shields = state.shields.filter((s) => s.amount === 'all' || s.amount > 0);
  const replaced = applyReplacements(ctx, { type: 'damage', card: target, amount: remaining, source });
  const dealt = replaced === null ? 0 : Math.max(0, Number(replaced.amount) || 0);
  if (dealt === 0) {
    emit(ctx, { type: 'damage-prevented', card: target, source });
    return 0;
  }
  const card = state.cards[target];
  if (card) card.damage += dealt;
  else if (isSeat(state, target)) {
    const body = ctx.game.playerBody?.(ctx, target);
    const bodyCard = body ? state.cards[body] : undefined;
    if (bodyCard) bodyCard.damage += dealt;
  }
  emit(ctx, { type: 'damaged', ...(card ? { card: target } : { player: target }), amount: dealt, source });
  return dealt;
}
