// Damage, shields and defeat (docs/rules/destiny.md, "Damage, shields and defeat"): damage is
// kept as the card's damage, shields as its `shield` counter. Each shield stops one damage and is
// removed (SWD-DMG-2, SWD-X-DMG-3) unless the damage is unblockable (SWD-DMG-3); a character whose
// damage reaches its health is defeated at once, its dice and its upgrades' dice leave the game,
// its upgrades are discarded and the card leaves the game (SWD-DMG-5, SWD-X-DMG-2, A-13, A-26).
import type { Ctx, GameVerb } from '../../core/context';
import { DONE } from '../../core/context';
import { evaluate, select } from '../../core/evaluate';
import { emit, moveCard } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardRef, type Subject, isCard } from '../../core/state';
import { removeDie } from '../../random/dice';
import { applyReplacements } from '../../stack/replacements';
import { diceOf } from './dice';
import { CHARACTERS, DISCARD, OUT_OF_GAME, forgetKeywords, hasKeyword, healthOf, onKey, upgradesOn, zoneOf } from './principles';

export const SHIELD_COUNTER = 'shield';

export const shieldsOf = (ctx: Ctx, card: CardRef): number => ctx.state.cards[card]?.counters[SHIELD_COUNTER] ?? 0;

/** Puts shields on a character, 3 at most; those beyond are lost (SWD-DICE-7, SWD-X-DICE-5, A-6). */
export function addShields(ctx: Ctx, card: CardRef, amount: number): void {
  const instance = ctx.state.cards[card];
  if (!instance || amount <= 0) return;
  const before = instance.counters[SHIELD_COUNTER] ?? 0;
  const after = Math.min(ruleNumber(ctx, 'shields-max'), before + amount);
  if (after === before) return;
  instance.counters[SHIELD_COUNTER] = after;
  emit(ctx, { type: 'shielded', card, amount: after - before });
}

/** Whether a character is still in play, undefeated (SWD-DMG-6). */
export function undefeated(ctx: Ctx, card: CardRef): boolean {
  const instance = ctx.state.cards[card];
  return instance !== undefined && instance.controller !== null && instance.zone === zoneOf(instance.controller, CHARACTERS);
}

/** Deals damage to a character: shields stop what they can, the rest becomes damage (SWD-EX-1, SWD-EX-2). */
export function dealDamage(ctx: Ctx, card: CardRef, amount: number, source: CardRef | null, unblockable = false): number {
  const instance = ctx.state.cards[card];
  if (!instance || amount <= 0 || !undefeated(ctx, card)) return 0;
  // Damage about to be dealt meets the replacements first ("if this character would be dealt
  // damage, instead…"): replaced, it never happened, so shields are not used and nothing
  // triggers on it (SWD-X-ABIL-6).
  const replaced = applyReplacements(ctx, { type: 'damage', card, amount, source });
  let left = replaced === null ? 0 : Math.max(0, Number(replaced.amount) || 0);
  if (left <= 0) {
    emit(ctx, { type: 'damage-prevented', card, source });
    return 0;
  }
  if (!unblockable) {
    const shields = instance.counters[SHIELD_COUNTER] ?? 0;
    const stopped = Math.min(shields, left);
    if (stopped > 0) {
      instance.counters[SHIELD_COUNTER] = shields - stopped;
      left -= stopped;
      emit(ctx, { type: 'shields-used', card, amount: stopped });
    }
  }
  if (left <= 0) return 0; // dealt, but not taken (SWD-X-DMG-4)
  // Damage beyond what defeats it is ignored (SWD-X-DMG-1).
  const health = healthOf(ctx, card);
  const taken = Math.min(left, Math.max(0, health - instance.damage));
  instance.damage += taken;
  emit(ctx, { type: 'damaged', card, amount: taken, source });
  if (instance.damage >= health) defeat(ctx, card);
  return taken;
}

/**
 * Damage dealt by card text (the kernel's `deal N damage` effect) goes the same way as a die's:
 * through the character's shields (SWD-DMG-2). A player is no target for damage in this game.
 */
export function cardTextDamage(ctx: Ctx, target: Subject, amount: number, source: CardRef | null): number {
  return isCard(target) ? dealDamage(ctx, target, amount, source) : 0;
}

/** `unblockable-damage <character> with amount N`: damage that passes shields by, which stay (SWD-DMG-3, SWD-GLOS-3, SWD-EX-2). */
export const unblockableDamageVerb: GameVerb = (ctx, frame, args) => {
  const amount = Math.max(0, evaluate(ctx, args.amount as never, frame.scope));
  for (const card of select(ctx, args.character as never, frame.scope)) if (isCard(card)) dealDamage(ctx, card, amount, frame.scope.source, true);
  return DONE;
};

/** Defeats a character (SWD-DMG-4, SWD-DMG-5); a redeploy upgrade waits for its player to move it (SWD-KW-2). */
export function defeat(ctx: Ctx, card: CardRef): void {
  const { state } = ctx;
  const instance = state.cards[card];
  if (!instance || !undefeated(ctx, card)) return;
  const seat = instance.controller!;
  for (const upgrade of upgradesOn(state, card)) {
    if (hasKeyword(ctx, upgrade, 'redeploy') && state.zones[zoneOf(seat, CHARACTERS)]!.cards.length > 1) {
      // Kept with its die, waiting for the redeploy choice (keywords.ts).
      state.flags.game[`redeploy:${upgrade}`] = 1;
      state.flags.game.redeploys = (state.flags.game.redeploys ?? 0) + 1;
      continue;
    }
    for (const die of diceOf(ctx, upgrade)) removeDie(ctx, die.id);
    delete state.flags.game[onKey(upgrade)];
    forgetKeywords(ctx, upgrade);
    moveCard(ctx, upgrade, zoneOf(state.cards[upgrade]!.owner ?? seat, DISCARD), 'top', true);
  }
  for (const die of diceOf(ctx, card)) removeDie(ctx, die.id);
  forgetKeywords(ctx, card);
  moveCard(ctx, card, OUT_OF_GAME, 'top', true);
  emit(ctx, { type: 'defeated', card, player: seat });
}

/**
 * `move-damage N with from <character>, to <character>`: up to N damage tokens leave the first
 * character for the second. Moved damage passes shields by and is not taken (no `damaged`), and
 * nothing moves onto the character it is already on (SWD-X-DMG-5); a character whose damage
 * then reaches its health is defeated all the same (SWD-DMG-4).
 */
export const moveDamageVerb: GameVerb = (ctx, frame, args) => {
  const amount = Math.max(0, evaluate(ctx, args.amount as never, frame.scope));
  const from = select(ctx, args.from as never, frame.scope)[0];
  const to = select(ctx, args.to as never, frame.scope)[0];
  if (!isCard(from) || !isCard(to) || from === to || !undefeated(ctx, to)) return DONE;
  const source = ctx.state.cards[from]!;
  const target = ctx.state.cards[to]!;
  const moved = Math.min(amount, source.damage, Math.max(0, healthOf(ctx, to) - target.damage));
  if (moved === 0) return DONE;
  source.damage -= moved;
  target.damage += moved;
  emit(ctx, { type: 'damage-moved', card: to, from, amount: moved });
  if (target.damage >= healthOf(ctx, to)) defeat(ctx, to);
  return DONE;
};
