// Rounds, turns and actions (docs/rules/destiny.md, "Rounds, turns and actions"). The kernel's
// turn is the Destiny round: `turn.number` counts rounds and "until the end of the turn"
// lasts until the round ends; `turn.active` is the player whose turn it is within the round.
// Phases: mulligan, battlefield (the roll and its choices), action, upkeep.
import type { Action, Ctx } from '../../core/context';
import { emit, scopeFor, startEffect } from '../../core/ops';
import { interned } from '../../core/evaluate';
import { type GameState, type SeatId, seatsFrom } from '../../core/state';
import { ensureDice } from './dice';
import { afterSetup, battlefieldRoll } from './setup';
import { battlefieldController } from './principles';
import { upkeep } from './upkeep';

export const PHASES = ['mulligan', 'battlefield', 'action', 'upkeep'] as const;

/** Passes in a row this round (SWD-TURN-5). */
export const PASSES = 'passes';
/** Set by every move: the turn's action is taken, the next turn begins once it has resolved. */
export const ACTED = 'acted';
/** The seat number (1, 2) of the player who claimed the battlefield this round (SWD-BF-1). */
export const CLAIMED = 'claimed';
/** An additional action waits for its player (ambush, SWD-X-ROUND-8). */
export const EXTRA = 'extra';

/** Additional actions card text gives (`you get 1 extra action`, the kernel's extra-action effect). */
const grantedKeys = new Map<SeatId, string>();
function grantedKey(seat: SeatId): string {
  let key = grantedKeys.get(seat);
  if (key === undefined) grantedKeys.set(seat, (key = interned(`extra:action:${seat}`)));
  return key;
}

export const seatNumber = (ctx: Ctx, seat: SeatId) => ctx.state.seats.findIndex((s) => s.id === seat) + 1;
export const claimer = (ctx: Ctx): SeatId | null => {
  const n = ctx.state.flags.turn[CLAIMED] ?? 0;
  return n > 0 ? (ctx.state.seats[n - 1]?.id ?? null) : null;
};

export function flow(ctx: Ctx): void {
  const { state } = ctx;
  switch (state.turn.phase) {
    case 'mulligan': {
      // One mulligan each, in seat order (SWD-SETUP-4, SWD-X-ROUND-10).
      const seats = state.seats;
      if (state.turn.step < seats.length) {
        const asked = seats[state.turn.step]!.id;
        state.turn.step += 1;
        startEffect(ctx, { kind: 'game', verb: 'mulligan', args: {} }, scopeFor(ctx, null, asked));
        return;
      }
      state.turn.phase = 'battlefield';
      state.turn.step = 0;
      return;
    }
    case 'battlefield': {
      // The roll, the winner's choice, then shields for the other player (SWD-X-ROUND-11).
      if (state.turn.step === 0) {
        state.turn.step = 1;
        const winner = battlefieldRoll(ctx);
        startEffect(ctx, { kind: 'game', verb: 'choose-battlefield', args: {} }, scopeFor(ctx, null, winner));
        return;
      }
      // "After setup" abilities last: the plots' (SWD-X-ROUND-10 step 7, SWD-X-BUILD-4).
      if (state.turn.step === 1) {
        state.turn.step = 2;
        if (afterSetup(ctx)) return;
      }
      // The battlefield's controller takes the first turn (SWD-SETUP-12).
      beginRound(ctx, state.turn.number);
      return;
    }
    case 'action':
      actionTurn(ctx);
      return;
    case 'upkeep':
      upkeep(ctx);
      return;
  }
}

/** A round begins with the battlefield's controller (SWD-TURN-1, SWD-TURN-6, SWD-BF-5). */
export function beginRound(ctx: Ctx, number: number): void {
  const { state } = ctx;
  state.turn = { number, active: battlefieldController(state), phase: 'action', step: 0 };
  emit(ctx, { type: 'round-began', player: state.turn.active });
}

/** One turn of the action phase: the next player's action, or the upkeep after two passes. */
function actionTurn(ctx: Ctx): void {
  const { state } = ctx;
  const flags = state.flags.turn;
  // A layout laid out by hand gets the dice of its cards here.
  ensureDice(ctx);
  if (flags[ACTED] === 1) {
    flags[ACTED] = 0;
    const granted = grantedKey(state.turn.active);
    if ((flags[EXTRA] ?? 0) + (flags[granted] ?? 0) > 0 && claimer(ctx) !== state.turn.active) {
      // The additional actions are taken at once, one after the other, or declined (SWD-X-ROUND-8,
      // SWD-X-ROUND-9); the claimer declines them all (SWD-X-BF-4).
      if ((flags[EXTRA] ?? 0) > 0) flags[EXTRA] = flags[EXTRA]! - 1;
      else flags[granted] = flags[granted]! - 1;
      state.prompt = { kind: 'main', seat: state.turn.active, window: 'extra' };
      return;
    }
    // Additional actions not taken at once are lost.
    flags[EXTRA] = 0;
    for (const seat of state.seats) if (flags[grantedKey(seat.id)]) flags[grantedKey(seat.id)] = 0;
    state.turn.active = nextPlayer(state, state.turn.active);
  }
  // A player eliminated on their own turn hands it on (SWD-X-MP-1).
  if (isOut(state, state.turn.active)) state.turn.active = nextPlayer(state, state.turn.active);
  if ((flags[PASSES] ?? 0) >= playersIn(state)) {
    // Two passes in a row end the action phase (SWD-TURN-5, SWD-X-ROUND-2); in free-for-all, a
    // pass by every player still in (SWD-X-MP-1).
    state.turn.phase = 'upkeep';
    state.turn.step = 0;
    return;
  }
  if (claimer(ctx) === state.turn.active) {
    // Having claimed, that player passes every turn left in the round (SWD-BF-3).
    pass(ctx, state.turn.active);
    return;
  }
  state.prompt = { kind: 'main', seat: state.turn.active, window: 'action' };
}

/** The player whose turn comes next: the other one, or clockwise (seat order) the next still in (SWD-X-MP-1). */
export function nextPlayer(state: GameState, seat: SeatId): SeatId {
  return seatsFrom(state, seat).find((s) => s !== seat) ?? seat;
}

const isOut = (state: GameState, seat: SeatId) => state.seats.find((s) => s.id === seat)?.out === true;

function playersIn(state: GameState): number {
  let n = 0;
  for (const seat of state.seats) if (!seat.out) n += 1;
  return n;
}

/** Passing does nothing; two in a row end the phase (SWD-TURN-4, SWD-X-ROUND-6). */
export function pass(ctx: Ctx, seat: SeatId): void {
  const flags = ctx.state.flags.turn;
  flags[PASSES] = (flags[PASSES] ?? 0) + 1;
  flags[ACTED] = 1;
  emit(ctx, { type: 'passed', player: seat });
}

/** Any real action breaks a run of passes (SWD-TURN-5). */
export function acted(ctx: Ctx): void {
  const flags = ctx.state.flags.turn;
  flags[PASSES] = 0;
  flags[ACTED] = 1;
}

export const passMove = (seat: SeatId): Action => ({ seat, kind: 'pass' });
