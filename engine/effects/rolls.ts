// Rolls put on the stack (policy `rolls: 'on-stack'`), and the rolls that decide a replacement
// ("each time you would die, roll: 1-3 you die, 4-6 prevent it"): the event waits in the frame
// that was about to make it happen until its roll has resolved, answers and rerolls included.
import type { Ctx, StepResult } from '../core/context';
import { WAIT } from '../core/context';
import { emit, pushStackItem, scopeFor } from '../core/ops';
import { nextId, type CardRef, type Frame, type GameEvent, type Scope, type StackItem, type Subject } from '../core/state';
import { pendingReplacementRoll, rollDie, type ReplacementRolls } from '../stack/replacements';
import { damageAfterShields, dealDamage } from './damage';

/**
 * A roll put on the stack (policy `rolls: 'on-stack'`): rolled now, answered before it
 * resolves; the active player gets priority, and the game may stack its roll modifiers above.
 */
export function stackRoll(ctx: Ctx, label: string, scope: Scope, combat = false): StackItem {
  const { state } = ctx;
  const item: StackItem = { id: nextId(state, 's'), kind: 'roll', label, source: scope.source, controller: scope.controller, effect: { kind: 'sequence', steps: [] }, scope, check: null };
  if (combat) item.combat = true;
  const value = rollDie(ctx, scope.controller, item.id);
  pushStackItem(ctx, item);
  state.priority = null;
  emit(ctx, { type: 'roll-stacked', player: scope.controller, value, item: item.id });
  ctx.game.rollStacked?.(ctx, item);
  return item;
}

/** A replacement's roll under way, kept in the waiting frame's memory. */
type RollWait = { key: string; item: string; settling: boolean; value: number };

const ROLLS = 'replacement-rolls';
const WAITING = 'replacement-roll';

/**
 * Makes the rolls that decide the replacements of `event`, which the frame is about to make
 * happen. With rolls on the stack, each goes on the stack in the name of the replacement's
 * controller and the frame waits: players answer it (rerolls, changes), and what its result
 * sets off resolves before the result counts, as for any effect's roll [FS-ROLL-3, FS-ROLL-7].
 * A cancelled roll decides nothing and the event goes ahead. Otherwise each is rolled at once.
 * Returns WAIT while a roll is pending, and null once every roll the event needs is known: the
 * caller then makes the event happen with `takeReplacementRolls(frame)`.
 */
export function awaitReplacementRolls(ctx: Ctx, frame: Frame, event: GameEvent): StepResult | null {
  const { state } = ctx;
  const rolls = (frame.mem[ROLLS] ??= {}) as ReplacementRolls;
  const wait = frame.mem[WAITING] as RollWait | undefined;
  if (wait !== undefined) {
    if (!wait.settling && frame.mem.cancelled === true) {
      frame.mem.cancelled = undefined;
      rolls[wait.key] = 0; // no face: no change
      frame.mem[WAITING] = undefined;
    } else if (!wait.settling) {
      // The roll resolved: what its result set off resolves first, and may still change it.
      wait.settling = true;
      wait.value = Number(frame.mem.rolled ?? 0);
      frame.until = state.stack.length;
      return WAIT;
    } else {
      const last = state.lastRoll;
      rolls[wait.key] = last?.item === wait.item ? last.value : wait.value;
      frame.mem[WAITING] = undefined;
    }
  }
  for (;;) {
    const pending = pendingReplacementRoll(ctx, event, rolls);
    if (pending === null) return null;
    if (ctx.game.policy.rolls !== 'on-stack') {
      rolls[pending.key] = rollDie(ctx, pending.controller);
      emit(ctx, { type: 'rolled', player: pending.controller, value: rolls[pending.key]! });
      continue;
    }
    const item = stackRoll(ctx, 'roll', scopeFor(ctx, pending.card, pending.controller));
    frame.waiting = item.id;
    frame.mem[WAITING] = { key: pending.key, item: item.id, settling: false, value: 0 } satisfies RollWait;
    return WAIT;
  }
}

/** The results `awaitReplacementRolls` gathered for one event, taken once (the next event starts afresh). */
export function takeReplacementRolls(frame: Frame): ReplacementRolls {
  const rolls = (frame.mem[ROLLS] ?? {}) as ReplacementRolls;
  frame.mem[ROLLS] = undefined;
  return rolls;
}

/**
 * Deals damage from inside a frame: a replacement that rolls to decide ("each time you would
 * take damage, roll…") gets its roll first, and the damage waits for it. Only damage that would
 * get past the target's prevention is rolled for. Returns WAIT while it waits, null once dealt.
 */
export function dealDamageStep(ctx: Ctx, frame: Frame, target: Subject, amount: number, source: CardRef | null): StepResult | null {
  const would = damageAfterShields(ctx, target, amount);
  if (would > 0) {
    const waiting = awaitReplacementRolls(ctx, frame, { type: 'damage', card: target, amount: would, source });
    if (waiting !== null) return waiting;
  }
  dealDamage(ctx, target, amount, source, takeReplacementRolls(frame));
  return null;
}
