// Card actions (docs/rules/destiny.md, "Rounds, turns and actions"): a card in play whose text
// starts with "Action:" may be used as the player's action for the turn (SWD-X-ACT-6); one with
// a "Power Action:" too, but once a round for each card, whoever controls it by then
// (SWD-X-ACT-7). The card's ability is a trigger on the `action` or `power-action` event about
// itself (`action: …`, `power-action: …`); using it reports that event, as claiming the
// battlefield reports `claim`. Playing the card does not use it.
import type { Action, Ctx } from '../../core/context';
import { emit } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { IN_PLAY, defOf, zone } from './principles';

export const ACTION = 'action';
export const POWER_ACTION = 'power-action';

/** The turn flag (the kernel's turn is the round) that marks a card's power action used. */
const usedKey = (card: CardRef) => `power:${card}`;

/** Whether a card has an ability of its own on that event. */
function hasOwn(ctx: Ctx, card: CardRef, event: string): boolean {
  return defOf(ctx, card)?.abilities.some((a) => a.kind === 'triggered' && a.on.event === event && a.on.subject === 'self') ?? false;
}

/** `use <card>` for each card of the seat's in play with an action, `power <card>` for each power action not used this round. */
export function cardActionMoves(ctx: Ctx, seat: SeatId, out: Action[]): void {
  for (const type of IN_PLAY) {
    for (const card of zone(ctx.state, seat, type).cards) {
      if (hasOwn(ctx, card, ACTION)) out.push({ seat, kind: 'use', card });
      if (hasOwn(ctx, card, POWER_ACTION) && !ctx.state.flags.turn[usedKey(card)]) out.push({ seat, kind: 'power', card });
    }
  }
}

/** Uses a card's action: its ability triggers (SWD-X-ACT-6). */
export function useAction(ctx: Ctx, seat: SeatId, card: CardRef): void {
  emit(ctx, { type: ACTION, card, player: seat });
}

/** Uses a card's power action, once this round for that card (SWD-X-ACT-7). */
export function usePowerAction(ctx: Ctx, seat: SeatId, card: CardRef): void {
  ctx.state.flags.turn[usedKey(card)] = 1;
  emit(ctx, { type: POWER_ACTION, card, player: seat });
}
