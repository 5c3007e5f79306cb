// Activating characters and supports (docs/rules/destiny.md, "Activating characters and
// supports"): a ready character or support is exhausted and every die lying on it (a character's
// own and its upgrades') is rolled into its player's pool (SWD-ACT-1 to SWD-ACT-5, SWD-X-ACT-2 to
// SWD-X-ACT-5). Resolving them is another action.
import type { Action, Ctx, GameVerb } from '../../core/context';
import { DONE, WAIT } from '../../core/context';
import { select } from '../../core/evaluate';
import { emit } from '../../core/ops';
import { prohibited } from '../../core/prohibitions';
import { type CardRef, type SeatId, isCard } from '../../core/state';
import { roll } from './dice';
import { CHARACTERS, SUPPORTS, upgradesOn, zone } from './principles';

/** The dice an activation would roll: those lying on the card and on its upgrades (SWD-X-ACT-5). */
export function diceToRoll(ctx: Ctx, card: CardRef): string[] {
  const { state } = ctx;
  const owners = new Set<CardRef>([card, ...upgradesOn(state, card)]);
  const out: string[] = [];
  for (const id in state.dice) {
    const die = state.dice[id]!;
    if (die.place === 'card' && die.card !== null && owners.has(die.card)) out.push(id);
  }
  return out;
}

/** Ready characters and supports with a die to roll (a support without a die cannot activate, SWD-X-ACT-2). */
export function activateMoves(ctx: Ctx, seat: SeatId, out: Action[]): void {
  const { state } = ctx;
  const skipEmpty = state.options['empty-action-is-pass'] !== false;
  // The cards with a die lying on them, found in one pass over the dice.
  const resting = new Set<CardRef>();
  if (skipEmpty) {
    for (const id in state.dice) {
      const die = state.dice[id]!;
      if (die.owner === seat && die.place === 'card' && die.card !== null) resting.add(die.card);
    }
  }
  for (const type of [CHARACTERS, SUPPORTS]) {
    for (const card of zone(state, seat, type).cards) {
      if (state.cards[card]!.exhausted) continue; // SWD-ACT-1, SWD-READY-4
      // Activating with nothing to roll only exhausts the card, which counts as a pass (SWD-X-ROUND-7).
      if (skipEmpty && !resting.has(card) && !(type === CHARACTERS && upgradesOn(state, card).some((u) => resting.has(u)))) continue;
      if (prohibited(ctx, 'activated', card)) continue; // SWD-X-GEN-2
      out.push({ seat, kind: 'activate', card });
    }
  }
}

/**
 * Activating as a game verb, for the move and for card text (`activate <cards>`): for each card,
 * the `activating` event first, and what it set off ("before this character activates…")
 * resolves before the card is exhausted and its dice rolled (SWD-GLOS-2, SWD-X-ABIL-4); a card
 * that is no longer a ready character or support by then does not activate.
 */
export const activateVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  if (frame.pc === 0) {
    frame.mem.cards = typeof args.card === 'number' ? [args.card] : select(ctx, args.card as never, frame.scope).filter(isCard);
    frame.pc = 1;
  }
  const cards = frame.mem.cards as CardRef[];
  while (cards.length > 0) {
    const card = cards[0]!;
    const seat = state.cards[card]?.controller ?? null;
    if (seat === null || !canActivate(ctx, seat, card)) {
      cards.shift();
      frame.pc = 1;
      continue;
    }
    if (frame.pc === 1) {
      frame.pc = 2;
      emit(ctx, { type: 'activating', card, player: seat });
      if (state.pending.length > 0) {
        frame.until = state.stack.length;
        return WAIT;
      }
    }
    cards.shift();
    frame.pc = 1;
    activate(ctx, seat, card);
  }
  return DONE;
};

/** A ready character or support in its controller's play (SWD-ACT-1), which no card forbids to activate (SWD-X-GEN-2). */
function canActivate(ctx: Ctx, seat: SeatId, card: CardRef): boolean {
  const instance = ctx.state.cards[card]!;
  if (instance.exhausted || (instance.zone !== zone(ctx.state, seat, CHARACTERS).id && instance.zone !== zone(ctx.state, seat, SUPPORTS).id)) return false;
  return !prohibited(ctx, 'activated', card);
}

/** Exhausts the card and rolls its dice into the pool; its `activating` event was reported before. */
function activate(ctx: Ctx, seat: SeatId, card: CardRef): void {
  const instance = ctx.state.cards[card];
  if (!instance) return;
  instance.exhausted = true;
  emit(ctx, { type: 'exhausted', card });
  roll(ctx, diceToRoll(ctx, card));
  emit(ctx, { type: 'activated', card, player: seat });
}
