// "Then" in the games whose cards read it as a condition (Destiny, SWD-X-ABIL-8): what follows
// happens only if everything before it resolved in full. An effect that does less than it says
// (draws 2 from a deck of 1, removes no die where it may remove one) says so with `fellShort`;
// the `then-in-full` effect compares the count of such shortfalls before and after its first
// part. Nothing is written to the state unless a `then-in-full` is under way, so games that never
// use it keep exactly the states they had.
import type { Ctx, StepResult } from '../core/context';
import { DONE, child } from '../core/context';
import type { Frame } from '../core/state';
import type { Effect } from '../defs';

/** Open `then-in-full` effects, and the shortfalls seen while one was open (game flags). */
const OPEN = 'then-in-full:open';
const SHORT = 'then-in-full:short';

/** An effect did less than it says: what follows a "then" around it will not happen. */
export function fellShort(ctx: Ctx): void {
  const flags = ctx.state.flags.game;
  if ((flags[OPEN] ?? 0) > 0) flags[SHORT] = (flags[SHORT] ?? 0) + 1;
}

type ThenInFull = Extract<Effect, { kind: 'then-in-full' }>;

export function thenInFullResolver(ctx: Ctx, frame: Frame & { effect: ThenInFull }): StepResult {
  const flags = ctx.state.flags.game;
  if (frame.pc === 0) {
    frame.pc = 1;
    frame.mem.short = flags[SHORT] ?? 0;
    flags[OPEN] = (flags[OPEN] ?? 0) + 1;
    return child(frame.effect.first, frame.scope);
  }
  if (frame.pc === 1) {
    frame.pc = 2;
    const short = (flags[SHORT] ?? 0) > Number(frame.mem.short);
    // A shortfall stays counted for the "then" around this one, if any; the last one to close
    // forgets the count, so the flags are as they were before it began.
    const open = (flags[OPEN] ?? 1) - 1;
    if (open > 0) flags[OPEN] = open;
    else {
      delete flags[OPEN];
      delete flags[SHORT];
    }
    if (!short) return child(frame.effect.then, frame.scope);
  }
  return DONE;
}
