// Activating characters and supports (docs/rules/destiny.md, "Activating characters and
// supports"): a ready character or support is exhausted and every die lying on it (a character's
// own and its upgrades') is rolled into its player's pool (SWD-ACT-1 to SWD-ACT-5, SWD-X-ACT-2 to
// SWD-X-ACT-5). Resolving them is another action.
import type { Action, Ctx } from '../../core/context';
import { emit } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
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
      out.push({ seat, kind: 'activate', card });
    }
  }
}

export function activate(ctx: Ctx, seat: SeatId, card: CardRef): void {
  const instance = ctx.state.cards[card];
  if (!instance) return;
  emit(ctx, { type: 'activating', card, player: seat });
  instance.exhausted = true;
  emit(ctx, { type: 'exhausted', card });
  roll(ctx, diceToRoll(ctx, card));
  emit(ctx, { type: 'activated', card, player: seat });
}
