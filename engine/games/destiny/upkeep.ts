// Upkeep (docs/rules/destiny.md, "Upkeep"): for each player, from the battlefield's controller,
// ready every exhausted card, return every die of the pool to its card, gain 2 resources, then
// discard any cards from hand and draw up to the hand size (SWD-UPKEEP-1 to SWD-UPKEEP-4,
// SWD-X-ROUND-3 to SWD-X-ROUND-5, A-9). Then the round ends: running out of cards is checked
// (winning.ts), and the next round begins with the battlefield's controller.
import type { Ctx, GameVerb } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { emit, expireEndOfTurn, gainResource, moveCard, scopeFor, startEffect } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { cardRefIn, seatsFrom } from '../../core/state';
import { returnDie } from '../../random/dice';
import { beginRound } from './round';
import { drawTo } from './setup';
import { battlefieldController, DISCARD, HAND, IN_PLAY, zone, zoneOf } from './principles';
import { endOfRound } from './winning';

/** One step per call (`turn.step`): 0 ready, return and gain for both; then each player's discard and draw; last the round's end. */
export function upkeep(ctx: Ctx): void {
  const { state } = ctx;
  const order = seatsFrom(state, battlefieldController(state));
  if (state.turn.step === 0) {
    state.turn.step = 1;
    for (const seat of order) {
      for (const type of IN_PLAY) {
        for (const card of zone(state, seat, type).cards) {
          const instance = state.cards[card]!;
          if (instance.exhausted) {
            instance.exhausted = false;
            emit(ctx, { type: 'readied', card });
          }
        }
      }
      for (const id in state.dice) if (state.dice[id]!.owner === seat && state.dice[id]!.place === 'pool') returnDie(ctx, id);
      gainResource(ctx, seat, 'resources', ruleNumber(ctx, 'resources-per-upkeep', seat));
    }
    return;
  }
  const at = state.turn.step - 1;
  if (at < order.length) {
    state.turn.step += 1;
    startEffect(ctx, { kind: 'game', verb: 'upkeep-draw', args: {} }, scopeFor(ctx, null, order[at]!));
    return;
  }
  // The round is over (SWD-X-ROUND-12): a player out of cards loses (SWD-WIN-2, SWD-WIN-3), or
  // in free-for-all is out (SWD-X-MP-1).
  if (endOfRound(ctx)) return;
  emit(ctx, { type: 'round-ended' });
  expireEndOfTurn(ctx);
  beginRound(ctx, state.turn.number + 1);
}

/** Discard any cards from hand, one pick at a time, then draw up to the hand size (SWD-UPKEEP-3, SWD-UPKEEP-4). */
export const upkeepDrawVerb: GameVerb = (ctx, frame) => {
  const seat = frame.scope.controller;
  const hand = zone(ctx.state, seat, HAND);
  const answer = frame.pc === 0 ? undefined : takeAnswer(frame);
  const card = answer?.kind === 'pick' ? cardRefIn(ctx.state, answer.id) : null;
  if (card !== null) {
    moveCard(ctx, card, zoneOf(seat, DISCARD), 'top', true);
    emit(ctx, { type: 'discarded', card, player: seat });
  }
  if (hand.cards.length > 0 && (frame.pc === 0 || answer?.kind === 'pick')) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'Upkeep: discard cards from your hand (done to draw up to 5)', candidates: [...hand.cards], min: 0, max: 1, picked: [] } };
  }
  drawTo(ctx, seat, ruleNumber(ctx, 'hand-size', seat));
  return DONE;
};
