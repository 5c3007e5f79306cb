// Madness (docs/rules/smash-up.md, "Madness"), variant `madness`: a face-up deck of Madness
// cards beside the others; cards draw from it and return to it only when they say so; at the
// end every pair of Madness cards a player holds costs a VP, and fewer Madness cards break
// ties (SU-VAR-3, SU-MAD-1..13, SU-X-MOD-1..3, SU-EX-4, A-6).
import type { CardDefinition } from '../../defs';
import type { Ctx, GameVerb } from '../../core/context';
import { DONE } from '../../core/context';
import { emit, moveCard } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import type { CardRef, GameResult, SeatId } from '../../core/state';
import { seatsFrom } from '../../core/state';
import { DECK, DISCARD, HAND, forget, selectedCards, zoneOf } from './cards';
import { vpOf, winnerAtEndOfTurn } from './end';
import { makeCard } from './module-cards';

export const MADNESS_DECK = 'madness-deck';
export const madnessOn = (ctx: Ctx) => ctx.state.variants['madness'] !== undefined;
const isMadness = (ctx: Ctx, card: CardRef) => ctx.defs.get(ctx.state.cards[card]?.def ?? '')?.tags.includes('madness') === true;

/** The Madness deck: every copy of the sets' Madness cards, face up, unshuffled (SU-SETUP-5, SU-MAD-1). */
export function setupMadness(ctx: Ctx, cards: readonly CardDefinition[]) {
  for (const def of cards) if (def.tags.includes('madness')) makeCard(ctx, def, MADNESS_DECK, null, true);
}

/**
 * `draw-madness N`: the player takes Madness cards from the deck into their hand, and counts
 * as their owner while they hold them (SU-MAD-2, SU-MAD-4); an empty deck gives nothing
 * (SU-MAD-3).
 */
export const drawMadnessVerb: GameVerb = (ctx, frame, args) => {
  const seat = frame.scope.controller;
  const deck = ctx.state.zones[MADNESS_DECK];
  const count = typeof args.count === 'number' ? args.count : 1;
  for (let i = 0; i < count && deck && deck.cards.length > 0; i += 1) {
    const card = deck.cards[deck.cards.length - 1]!;
    const instance = ctx.state.cards[card]!;
    instance.owner = seat;
    instance.controller = seat;
    moveCard(ctx, card, zoneOf(seat, HAND), 'top', true);
    emit(ctx, { type: 'drew-madness', card, player: seat });
  }
  return DONE;
};

/** `return-madness <card>`: the Madness card goes back to its deck, and nobody owns it any more (SU-MAD-6). */
export const returnMadnessVerb: GameVerb = (ctx, frame, args) => {
  const chosen = selectedCards(ctx, args.card, frame.scope);
  for (const card of chosen) {
    if (!isMadness(ctx, card)) continue;
    const instance = ctx.state.cards[card]!;
    forget(ctx.state, card);
    moveCard(ctx, card, MADNESS_DECK, 'top', true);
    instance.owner = null;
    instance.controller = null;
    emit(ctx, { type: 'returned-madness', card, player: frame.scope.controller });
  }
  return DONE;
};

/** The Madness cards a player holds at the end: hand, deck, discard pile and the cards they buried (SU-MAD-9, SU-MAD-13, SU-X-MOD-2). */
export function madnessCount(ctx: Ctx, seat: SeatId): number {
  let count = 0;
  for (const type of [HAND, DECK, DISCARD, 'buried']) for (const card of ctx.state.zones[zoneOf(seat, type)]?.cards ?? []) if (isMadness(ctx, card)) count += 1;
  return count;
}

/** VP less one per full pair of Madness cards (SU-MAD-10). */
export const finalScore = (ctx: Ctx, seat: SeatId) => Math.max(0, vpOf(ctx, seat) - Math.floor(madnessCount(ctx, seat) / 2));

/**
 * The end with Madness. By default the usual check decides whether the game ends (one player
 * alone in the lead with 15 VP or more, before penalties: SU-X-MOD-3, A-6); then the final
 * scores rank the players, fewer Madness cards break ties, and players still tied share the
 * victory (SU-MAD-9..12, SU-EX-4). With `madness-check-on-raw-vp` off the penalties come off
 * first and the usual check runs on what is left.
 */
export function madnessResult(ctx: Ctx): GameResult | null {
  const seats = seatsFrom(ctx.state, ctx.state.turn.active);
  if (ctx.state.options['madness-check-on-raw-vp'] === false) {
    const reached = seats.some((s) => finalScore(ctx, s) >= ruleNumber(ctx, 'vp-to-win', s));
    if (!reached) return null;
    const best = Math.max(...seats.map((s) => finalScore(ctx, s)));
    const leaders = seats.filter((s) => finalScore(ctx, s) === best);
    if (leaders.length !== 1) return null;
    return { winners: leaders, reason: `${leaders[0]} leads alone with ${best} VP after Madness penalties` };
  }
  if (winnerAtEndOfTurn(ctx) === null) return null;
  const best = Math.max(...seats.map((s) => finalScore(ctx, s)));
  let leaders = seats.filter((s) => finalScore(ctx, s) === best);
  const fewest = Math.min(...leaders.map((s) => madnessCount(ctx, s)));
  leaders = leaders.filter((s) => madnessCount(ctx, s) === fewest);
  const shared = leaders.length > 1 ? ', sharing the victory' : '';
  return { winners: leaders, reason: `${leaders.join(' and ')} ${leaders.length > 1 ? 'have' : 'has'} the most VP after Madness penalties (${best}), with ${fewest} Madness cards${shared}` };
}
