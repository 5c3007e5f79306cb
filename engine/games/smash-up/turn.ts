// The turn (docs/rules/smash-up.md, "The turn"): start of turn, play cards, score bases, draw
// 2 cards (then the hand limit), end of turn (SU-TURN-1). Each phase moves on only when
// nothing is pending, so the triggers of one step resolve before the next.
import type { Ctx } from '../../core/context';
import { emit, expireEndOfTurn, expireStartOfTurn, scopeFor, startEffect } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { seatsFrom } from '../../core/state';
import { handOf } from './cards';
import { winnerAtEndOfTurn, vpOf } from './end';
import { handHasMinion } from './setup';
import { DRAFT, draftFlow } from './draft';
import { afterScoringPlayers, awardVp, clearBase, moveOn, MOVED_ON, readyBases, SCORING, SCORING_STOPPED } from './scoring';
import { baseIn } from './cards';
import { buriedBy, buryingOn, discardBuriedAt } from './burying';
import { madnessOn, madnessResult } from './madness';
import { bringMonsters, discardMonstersAt, monstersOn, shareTreasure } from './monsters';
import { ME_FIRST, holdOptionalAbilities, releaseHeld, specialWaiting, type SpecialWindow } from './specials';
import { titansLeaveBase, titansOn } from './titans';
import { endWards } from './wards';

export const PHASES = ['draft', 'mulligan', 'start', 'play', 'score', 'draw', 'end'] as const;
/** Set by the `end-play` move: the active player is done playing cards. */
export const END_PLAY = 'end-play';

export function flow(ctx: Ctx) {
  const { state } = ctx;
  const seat = state.turn.active;
  switch (state.turn.phase) {
    case DRAFT:
      draftFlow(ctx); // the faction draft, before anything is dealt (SU-SETUP-11)
      return;
    case 'mulligan': {
      // Each player in turn order whose hand has no minion is offered the mulligan once (SU-SETUP-9).
      const seats = state.seats;
      while (state.turn.step < seats.length) {
        const asked = seats[state.turn.step]!.id;
        state.turn.step += 1;
        if (!handHasMinion(ctx, asked)) {
          startEffect(ctx, { kind: 'game', verb: 'mulligan', args: {} }, scopeFor(ctx, null, asked));
          return;
        }
      }
      state.turn.phase = 'start';
      state.turn.step = 0;
      return;
    }
    case 'start':
      // What lasts "until the start of your turn" ends first (SU-TURN-3); then every
      // start-of-turn effect happens (SU-TURN-2, SU-X-TIME-9), uncovering a buried card among them (SU-BURY-8).
      expireStartOfTurn(ctx, seat);
      endWards(ctx, seat);
      emit(ctx, { type: 'turn-began', player: seat });
      if (buryingOn(ctx) && buriedBy(ctx, seat).length > 0) startEffect(ctx, { kind: 'game', verb: 'uncover', args: {} }, scopeFor(ctx, null, seat));
      state.turn.phase = 'play';
      return;
    case 'play':
      if ((state.flags.turn[END_PLAY] ?? 0) > 0) {
        state.turn.phase = 'score';
        state.turn.step = 0;
        return;
      }
      state.prompt = { kind: 'main', seat, window: 'play' };
      return;
    case 'score':
      score(ctx);
      return;
    case 'draw':
      if (state.turn.step === 0) {
        // Two cards (SU-TURN-16); an empty deck is rebuilt first (SU-TURN-18).
        state.turn.step = 1;
        const draws = ruleNumber(ctx, 'draws-per-turn', seat);
        if (draws > 0) startEffect(ctx, { kind: 'draw', count: draws, who: { kind: 'you' } }, scopeFor(ctx, null, seat));
        return;
      }
      // Then, and only then, the hand limit (SU-TURN-19, SU-TURN-20, SU-X-DECK-11, A-16).
      state.turn.phase = 'end';
      state.turn.step = 0;
      {
        const limit = ruleNumber(ctx, 'hand-limit', seat);
        const hand = handOf(state, seat);
        if (hand.cards.length > limit) startEffect(ctx, { kind: 'discard', count: hand.cards.length - limit, who: { kind: 'you' }, chooser: 'owner' }, scopeFor(ctx, null, seat));
      }
      return;
    case 'end': {
      if (state.turn.step === 0) {
        // Step 1: end-of-turn effects (SU-TURN-21).
        state.turn.step = 1;
        emit(ctx, { type: 'turn-ended', player: seat });
        return;
      }
      // Step 2: "until end of turn" effects end together (SU-TURN-22).
      expireEndOfTurn(ctx);
      // Step 3: the winner, if any (SU-TURN-23, SU-END-1, SU-END-2).
      if (madnessOn(ctx)) {
        // With Madness the final count decides, and may share the victory (SU-END-4, SU-MAD-9..12).
        const result = madnessResult(ctx);
        if (result !== null) {
          state.result = result;
          state.prompt = null;
          return;
        }
      }
      const winner = madnessOn(ctx) ? null : winnerAtEndOfTurn(ctx);
      if (winner !== null) {
        state.result = { winners: [winner], reason: `${winner} leads alone with ${vpOf(ctx, winner)} VP at the end of a turn` };
        state.prompt = null;
        return;
      }
      const next = seatsFrom(state, seat).find((s) => s !== seat) ?? seat;
      state.turn = { number: state.turn.number + 1, active: next, phase: 'start', step: 0 };
      return;
    }
  }
}

const meFirstKey = (window: SpecialWindow) => `me-first:${window}`;

/** The base scoring left play: its scoring ends where it is, and the bases are checked again from step 0 (SU-SCORE-7). */
function stopScoring(ctx: Ctx) {
  const turn = ctx.state.flags.turn;
  for (const key of [SCORING_STOPPED, MOVED_ON, AFTER_SCORING_DONE, meFirstKey('before-scoring'), meFirstKey('after-scoring')]) delete turn[key];
  releaseHeld(ctx, 'before-scoring');
  releaseHeld(ctx, 'after-scoring');
  turn[SCORING] = 0;
  ctx.state.turn.step = 0;
}
/** The turn flag counting the tied winners the scoring base's after-scoring text was set off for. */
const AFTER_SCORING_DONE = 'after-scoring-done';
/** Whether a window's Me First! round is still to be held for the base scoring now: once, and only when someone holds a Special for it. */
const meFirstDue = (ctx: Ctx, window: SpecialWindow) => (ctx.state.flags.turn[meFirstKey(window)] ?? 0) === 0 && specialWaiting(ctx, window);
function startMeFirst(ctx: Ctx, window: SpecialWindow, slot: number) {
  ctx.state.flags.turn[meFirstKey(window)] = 1;
  startEffect(ctx, { kind: 'game', verb: ME_FIRST, args: { window, slot } }, scopeFor(ctx, null, ctx.state.turn.active));
}

/**
 * The score bases phase, one step of SU-SCORE-25 per call (`turn.step`): 0 find the ready
 * bases and have one chosen, 1 before scoring, 2 VP, 3 after scoring, 4 discard and replace,
 * then back to 0 for the next (SU-SCORE-24).
 */
function score(ctx: Ctx) {
  const { state } = ctx;
  const slot = state.flags.turn[SCORING] ?? 0;
  const base = slot > 0 ? baseIn(state, slot) : undefined;
  if (state.flags.turn[SCORING_STOPPED]) return stopScoring(ctx);
  switch (state.turn.step) {
    case 0: {
      const ready = readyBases(ctx);
      if (ready.length === 0) {
        state.turn.phase = 'draw';
        state.turn.step = 0;
        return;
      }
      state.turn.step = 1;
      if (ready.length === 1) state.flags.turn[SCORING] = Number(state.zones[state.cards[ready[0]!]!.zone]!.id.slice('base-'.length));
      else startEffect(ctx, { kind: 'game', verb: 'choose-base', args: {} }, scopeFor(ctx, null, state.turn.active));
      return;
    }
    case 1:
      state.turn.step = 2;
      if (base) emit(ctx, { type: 'before-scoring', card: base }); // SU-SCORE-5
      holdOptionalAbilities(ctx, 'before-scoring');
      return;
    case 2:
      // Once the base's own before-scoring text is done, Specials go round (SU-ORDER-4, SU-ORDER-5).
      // A round is opened only when someone holds a Special, so a game without any takes no step more.
      if (base && meFirstDue(ctx, 'before-scoring')) return startMeFirst(ctx, 'before-scoring', slot);
      state.turn.step = 3;
      awardVp(ctx, slot); // SU-SCORE-6: it scores whatever its total is now
      // The older order shares treasure before the after-scoring abilities.
      if (monstersOn(ctx) && state.options['treasure-after-after-scoring'] === false) shareTreasure(ctx, slot);
      return;
    case 3: {
      // SU-SCORE-19; once for each tied winner, one after the other from the active player
      // clockwise, each one's abilities resolved before the next (SU-SCORE-17, SU-SCORE-18).
      const players = base ? afterScoringPlayers(ctx, slot, base) : [];
      const done = state.flags.turn[AFTER_SCORING_DONE] ?? 0;
      const player = players[done];
      if (base && player !== undefined) emit(ctx, { type: 'after-scoring', card: base, player });
      holdOptionalAbilities(ctx, 'after-scoring');
      if (done + 1 < players.length) state.flags.turn[AFTER_SCORING_DONE] = done + 1;
      else {
        delete state.flags.turn[AFTER_SCORING_DONE];
        state.turn.step = 4;
      }
      return;
    }
    default:
      if (base && meFirstDue(ctx, 'after-scoring')) return startMeFirst(ctx, 'after-scoring', slot);
      // A minion that moves on instead of being discarded does so now, at the discard step (SU-X-TIME-5).
      if (!state.flags.turn[MOVED_ON] && moveOn(ctx, slot)) {
        state.flags.turn[MOVED_ON] = 1;
        return;
      }
      delete state.flags.turn[MOVED_ON];
      delete state.flags.turn[meFirstKey('before-scoring')];
      delete state.flags.turn[meFirstKey('after-scoring')];
      // Step 6 of SU-SCORE-25: the monsters' treasure, after the after-scoring abilities (A-5).
      if (monstersOn(ctx) && state.options['treasure-after-after-scoring'] !== false) shareTreasure(ctx, slot);
      // The modules' cards on the base go to their own places with the rest (SU-SCORE-20).
      if (monstersOn(ctx)) discardMonstersAt(ctx, slot);
      if (titansOn(ctx)) titansLeaveBase(ctx, slot);
      if (buryingOn(ctx)) discardBuriedAt(ctx, slot);
      clearBase(ctx, slot);
      if (monstersOn(ctx)) bringMonsters(ctx, slot); // SU-SCORE-23, SU-MT-9
      state.flags.turn[SCORING] = 0;
      state.turn.step = 0;
  }
}
