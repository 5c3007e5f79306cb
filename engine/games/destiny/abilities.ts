// Abilities and timing (docs/rules/destiny.md, "Abilities and timing"). The kernel resolves this
// game's effects at once from its stack, last in first out; Destiny's effects wait in a queue,
// first in first out, and what triggers while one resolves joins the back of it (SWD-X-ABIL-3).
// So each time triggers are stacked above effects that were already waiting, they are moved
// below them. Abilities of one player triggering together are ordered by that player (the
// kernel asks); when both players' trigger together, the battlefield's controller chooses whose
// resolve first (SWD-X-ABIL-5, A-27). Before and after abilities find their moments in
// activate.ts and resolve.ts.
import type { Ctx, GameVerb } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { scopeFor, startEffect } from '../../core/ops';
import { type SeatId, type StackItem, seatsFrom } from '../../core/state';
import { battlefieldController, opponentOf } from './principles';

/** The game flag holding the number of the newest stack item already queued. */
const QUEUED = 'queued';

const numberOf = (id: string) => Number(id.slice(1));

/** Moves newly stacked triggers behind the effects already waiting; true when it moved any. */
export function queueTriggers(ctx: Ctx): boolean {
  const { state } = ctx;
  const stack = state.stack;
  if (stack.length === 0) return false;
  const known = state.flags.game[QUEUED] ?? 0;
  let newest = known;
  for (const item of stack) newest = Math.max(newest, numberOf(item.id));
  if (newest === known) return false;
  state.flags.game[QUEUED] = newest;
  // The items an effect waiting for the stack stands on are not part of what it waits for.
  let floor = 0;
  for (const frame of state.frames) if (frame.until !== undefined && frame.until > floor) floor = frame.until;
  const above = stack.slice(floor);
  const waiting = above.filter((item) => numberOf(item.id) <= known);
  const fresh = above.filter((item) => numberOf(item.id) > known);
  if (waiting.length > 0 && waiting.length < above.length) stack.splice(floor, above.length, ...fresh, ...waiting);
  // Both players' abilities at once: the battlefield's controller says whose go first.
  const seats = new Set(fresh.map((item) => item.controller));
  if (seats.size > 1) {
    const chooser = battlefieldController(state);
    startEffect(ctx, { kind: 'game', verb: 'order-players', args: {} }, scopeFor(ctx, null, chooser));
    state.frames[state.frames.length - 1]!.mem.items = fresh.map((item) => item.id);
  }
  return true;
}

/**
 * The battlefield's controller picks whose abilities, of those just triggered, resolve first. In
 * free-for-all, with three players' or more, the chosen player's go first and the others follow
 * clockwise from the chooser (A-27).
 */
export const orderPlayersVerb: GameVerb = (ctx, frame) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const ids = new Set(frame.mem.items as string[]);
  const stack = state.stack;
  const at: number[] = [];
  stack.forEach((item, i) => ids.has(item.id) && at.push(i));
  const items = at.map((i) => stack[i]!);
  const several = state.seats.length > 2;
  // Clockwise from the chooser: the players whose abilities wait here.
  const players = several ? seatsFrom(state, seat).filter((p) => items.some((item) => item.controller === p)) : [];
  if (frame.pc === 0) {
    frame.pc = 1;
    if (several) {
      if (players.length < 2) return DONE;
      return { prompt: { kind: 'mode', seat, label: 'Several players\' abilities triggered together: whose resolve first?', modes: players.map((p) => (p === seat ? 'yours' : `${p}'s`)) } };
    }
    return { prompt: { kind: 'mode', seat, label: 'Both players\' abilities triggered together: whose resolve first?', modes: ['yours', "your opponent's"] } };
  }
  const answer = takeAnswer(frame);
  const index = answer?.kind === 'mode' ? Number(answer.index) : 0;
  // Whose go first, then the rest; the top of the stack resolves first, so the order is built from the bottom.
  const order: (SeatId | null)[] = several ? [players[index] ?? players[0]!, ...players.filter((_, i) => i !== index)] : [index === 1 ? opponentOf(state, seat) : seat];
  const rank = (item: StackItem) => {
    const n = order.indexOf(item.controller);
    return n < 0 ? order.length : n;
  };
  const ordered: StackItem[] = [];
  for (let r = order.length; r >= 0; r -= 1) for (const item of items) if (rank(item) === r) ordered.push(item);
  at.forEach((i, n) => (stack[i] = ordered[n]!));
  return DONE;
};
