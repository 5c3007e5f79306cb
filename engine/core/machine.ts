// The resolution machine (kernel-notes §1–3): steps effect frames until a decision is
// needed, puts triggers on the stack in the game's order, resolves the stack by the game's
// policy (at once, or after priority passes), and otherwise lets the game's flow move the
// turn on. Everything it keeps is in the state, so a game can stop and resume anywhere.
import { doubledEffect } from '../effects/double';
import { resolvers } from '../effects/resolvers';
import type { Condition, GameArg } from '../defs';
import { actionProblem } from './config';
import type { Action, Ctx, EngineError, StepResult } from './context';
import { test } from './evaluate';
import { dropOrphanedModifiers, emit, pushStackItem, STACK_CHOSEN, startEffect, withTargets } from './ops';
import { nextId, seatIndex, seatsFrom, type Frame, type GameState, type PendingTrigger, type Prompt, type SeatId, type StackItem } from './state';
import { finishUnderway } from '../stack/underway';

/** Runs the game forward until it needs a decision or ends. */
export function advance(ctx: Ctx): void {
  const { state, game } = ctx;
  const budget = game.policy.caps.stepsPerAction;
  for (;;) {
    if (state.result || state.prompt) return;
    state.counts.steps += 1;
    if (state.counts.steps > budget) {
      end(ctx, [], `stopped: more than ${budget} steps in one action (an effect that loops?)`);
      return;
    }
    if (state.frames.length > game.policy.caps.depth) {
      end(ctx, [], `stopped: effects nested more than ${game.policy.caps.depth} deep`);
      return;
    }
    // The innermost resolving item is done once its frames are. (Both lists are usually empty:
    // reading index -1 of an empty array takes V8's slow path, so the length is asked first.)
    const open = state.resolving.length > 0 ? state.resolving[state.resolving.length - 1] : undefined;
    if (open !== undefined && state.frames.length <= open.depth) {
      state.resolving.pop();
      // An effect kept on the stack while it waited for its roll leaves it now [FS-ROLL-3].
      if (open.item.underway) finishUnderway(ctx, open.item);
      game.afterResolve?.(ctx, open.item);
      game.afterStep?.(ctx);
      continue;
    }
    const frame = state.frames.length > 0 ? state.frames[state.frames.length - 1] : undefined;
    if (frame && frame.waiting === undefined && frame.until === undefined) {
      step(ctx, frame);
      game.afterStep?.(ctx);
      continue;
    }
    // A frame waiting for a roll that left the stack unresolved (cancelled) goes on without it.
    if (frame?.waiting !== undefined && !onStack(state.stack, frame.waiting)) {
      frame.waiting = undefined;
      frame.mem.cancelled = true;
      continue;
    }
    if (state.pending.length > 0 || state.ordering.length > 0) {
      orderTriggers(ctx);
      continue;
    }
    if (game.beforePriority?.(ctx)) continue;
    // A frame waiting for the stack to come back down goes on once it has.
    if (frame?.until !== undefined && state.stack.length <= frame.until) {
      frame.until = undefined;
      continue;
    }
    if (state.stack.length > 0) {
      if (game.policy.stack === 'immediate' || state.passes >= livingCount(ctx)) resolveTop(ctx);
      else offerPriority(ctx);
      continue;
    }
    dropOrphanedModifiers(ctx);
    const before = state.counts.nextId;
    game.settle?.(ctx);
    if (state.result || state.frames.length > 0 || state.pending.length > 0 || state.counts.nextId !== before) continue;
    if (state.turn.number > game.policy.caps.turns) {
      end(ctx, [], `stopped: the turn cap of ${game.policy.caps.turns} turns was reached`);
      return;
    }
    game.flow(ctx);
    if (!state.prompt && state.frames.length === 0 && state.stack.length === 0 && state.pending.length === 0 && !state.result) {
      // A flow that neither asks nor starts anything must have moved the turn on; guard anyway.
      state.counts.steps += 1;
    }
  }
}

/**
 * Whether the stack holds the item `id`. A function of its own with a plain loop: a closure over
 * `advance`'s `frame` gave every turn of its loop a context of its own, needed or not.
 */
function onStack(stack: readonly StackItem[], id: string): boolean {
  for (let i = 0; i < stack.length; i += 1) if (stack[i]!.id === id) return true;
  return false;
}

/** Asked at every pass: counted without making a list. */
function livingCount(ctx: Ctx): number {
  let n = 0;
  for (const seat of ctx.state.seats) if (!seat.out) n += 1;
  return n;
}

export function end(ctx: Ctx, winners: SeatId[], reason: string): void {
  if (ctx.state.result) return;
  ctx.state.result = { winners, reason };
  ctx.state.prompt = null;
  emit(ctx, { type: 'game-ended', reason, winners: winners.join(',') });
}

function step(ctx: Ctx, frame: Frame): void {
  const { state } = ctx;
  const resolver = resolvers[frame.effect.kind] as (ctx: Ctx, frame: Frame) => StepResult;
  const result = resolver(ctx, frame);
  if ('wait' in result) return; // the resolver named the stack item in frame.waiting
  if ('done' in result) {
    // The frame may not be on top any more (a replacement pushed work): remove it where it is.
    const frames = state.frames;
    if (frames.length > 0 && frames[frames.length - 1] === frame) frames.pop();
    else {
      const at = frames.lastIndexOf(frame);
      if (at >= 0) frames.splice(at, 1);
    }
  } else if ('push' in result) state.frames.push(result.push);
  else state.prompt = result.prompt;
}

/** Puts simultaneous triggers on the stack in the game's order, asking owners where needed. */
function orderTriggers(ctx: Ctx): void {
  const { state, game } = ctx;
  // One trigger found and nothing being ordered (the usual case): nothing to order, whoever
  // controls it, and no batch to make.
  if (state.ordering.length === 0 && state.pending.length === 1) {
    const only = state.pending.pop()!;
    only.ordered = true;
    only.rank = state.counts.nextId++;
    putOneOnStack(ctx, only);
    state.priority = null;
    return;
  }
  // Triggers that arrived while ordering wait for the next batch.
  if (state.ordering.length === 0) {
    // The pending triggers become the batch (nothing else holds them).
    for (const t of state.pending) t.ordered = false;
    state.ordering = state.pending;
    state.pending = [];
  }
  const batch = state.ordering;
  if (batch.length === 1) {
    // One trigger (the usual case): nothing to order, whoever controls it.
    const only = batch[0]!;
    if (!only.ordered) {
      only.ordered = true;
      only.rank = state.counts.nextId++;
    }
    state.ordering = [];
    putOneOnStack(ctx, only);
    state.priority = null;
    return;
  }
  const order = game.policy.triggerOrder;
  const seats = seatsFrom(state, state.turn.active);
  const groups: PendingTrigger[][] = [];
  const neutral = batch.filter((t) => t.controller === null || !seats.includes(t.controller));
  if (order.neutral === 'resolve-first' && neutral.length) groups.push(neutral);
  const players: PendingTrigger[][] = [];
  for (const seat of seats) {
    const own = batch.filter((t) => t.controller === seat);
    if (own.length) players.push(own);
  }
  if (order.players === 'active-last') players.reverse();
  groups.push(...players);
  if (order.neutral === 'resolve-last' && neutral.length) groups.push(neutral);
  // A player with several triggers chooses which of them resolves first, one at a time.
  for (const group of groups) {
    const open = group.filter((t) => !t.ordered);
    if (order.ownerOrders && open.length > 1 && group[0]!.controller !== null && seats.includes(group[0]!.controller)) {
      state.prompt = { kind: 'order', seat: group[0]!.controller, label: 'Choose which of your effects resolves first', items: open.map((t) => t.label) };
      return;
    }
    // Triggers nobody controls, ordered by the active player where the game says so.
    if (order.activeOrdersNeutral && group === neutral && open.length > 1) {
      state.prompt = { kind: 'order', seat: state.turn.active, label: 'Choose which of these effects resolves first', items: open.map((t) => t.label) };
      return;
    }
    for (const t of open) {
      t.ordered = true;
      t.rank = state.counts.nextId++;
    }
  }
  // Resolution order is groups in sequence; the stack is last in, first out, so push reversed.
  // (A group of one, the usual case, is taken as it is: no copy, no sort.)
  const resolutionOrder: PendingTrigger[] = [];
  for (const g of groups) {
    if (g.length === 1) resolutionOrder.push(g[0]!);
    else resolutionOrder.push(...[...g].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)));
  }
  state.ordering = [];
  putAllOnStack(ctx, resolutionOrder.reverse());
  // Triggers the game put on the stack give priority to the active player (FS-STACK-8).
  state.priority = null;
}

/**
 * Puts triggers on the stack in the order given (the first lowest). Where the game has targets
 * chosen as an ability is put on the stack, a trigger with targets waits for its controller to
 * choose them; the batch then goes on one by one, each after the one before, so the order holds.
 */
function putAllOnStack(ctx: Ctx, triggers: PendingTrigger[]): void {
  if (triggers.length === 1) {
    putOneOnStack(ctx, triggers[0]!);
    return;
  }
  // Targets left beside the effect are chosen now (the game chooses them as abilities are stacked).
  const items = triggers.map((trigger) => ({ item: stackItemOf(ctx, trigger), targets: trigger.targets ?? [] }));
  if (items.every((i) => i.targets.length === 0)) {
    for (const { item } of items) pushStackItem(ctx, item);
    return;
  }
  // Frames run last pushed first: start them in reverse, so the first trigger is stacked first.
  for (const { item, targets } of items.reverse()) stackOnceChosen(ctx, item, targets);
}

/** `putAllOnStack` for one trigger, without a list of it. */
function putOneOnStack(ctx: Ctx, trigger: PendingTrigger): void {
  // Without targets to choose (the usual case): straight on the stack.
  if (trigger.targets === undefined || trigger.targets.length === 0) pushStackItem(ctx, stackItemOf(ctx, trigger));
  else stackOnceChosen(ctx, stackItemOf(ctx, trigger), trigger.targets);
}

/** Starts choosing an item's targets; the item goes on the stack once they are chosen. */
function stackOnceChosen(ctx: Ctx, item: StackItem, targets: NonNullable<PendingTrigger['targets']>): void {
  startEffect(ctx, withTargets(targets, { kind: 'game', verb: STACK_CHOSEN, args: { item: item as unknown as GameArg } }), item.scope);
}

/** The stack item a trigger makes (its once-per-turn flag set as it does). */
function stackItemOf(ctx: Ctx, trigger: PendingTrigger): StackItem {
  const { state, game } = ctx;
  if (trigger.onceFlag) state.flags.turn[trigger.onceFlag] = 1;
  const controller = trigger.controller ?? state.turn.active;
  return {
    id: nextId(state, 's'),
    kind: 'ability',
    label: trigger.label,
    source: trigger.source,
    controller,
    effect: trigger.optional ? { kind: 'may', who: { kind: 'you' }, effect: trigger.effect } : trigger.effect,
    // (scopeFor's scope, with the trigger's event and bound names: the controller is known.)
    scope: { source: trigger.source, controller, bound: trigger.bound ?? {}, vars: {}, event: trigger.event },
    check: bothChecks(trigger.check, trigger.source ? (game.stackCheck?.(ctx, trigger.source) ?? null) : null),
  };
}

/** A trigger's own condition and its source's stack check, both to hold as it resolves. */
function bothChecks(a: Condition | null, b: Condition | null): Condition | null {
  if (a === null) return b;
  if (b === null) return a;
  return { kind: 'all', of: [a, b] };
}

function resolveTop(ctx: Ctx): void {
  const { state, game } = ctx;
  const item = state.stack.pop();
  state.passes = 0;
  state.priority = null;
  if (!item) return;
  if (item.check && !test(ctx, item.check, item.scope)) {
    emit(ctx, { type: 'fizzled', item: item.id, card: item.source });
    ctx.game.afterResolve?.(ctx, item);
    return;
  }
  if (item.kind === 'roll') {
    finishRoll(ctx, item);
    return;
  }
  state.resolving.push({ item, depth: state.frames.length });
  // A doubled item resolves with its numbers doubled (a game whose items name their effect
  // indirectly, as Four Souls' cards do, reads the mark where it finds the effect).
  startEffect(ctx, item.doubled ? doubledEffect(item.effect, game.vocabulary.verbs) : item.effect, item.scope);
}

/**
 * A roll on the stack resolves: its result is now what it has become (rerolls, changes), the
 * roll is reported so that anything set off by the result sees the final value, and the effect
 * that made the roll goes on with it.
 */
function finishRoll(ctx: Ctx, item: StackItem): void {
  const { state } = ctx;
  const value = state.lastRoll?.value ?? 0;
  emit(ctx, { type: 'rolled', player: item.controller, value, item: item.id });
  for (const frame of state.frames) {
    if (frame.waiting !== item.id) continue;
    frame.waiting = undefined;
    frame.mem.rolled = value;
  }
}

/**
 * Offers priority to its holder, passing for a holder with nothing to do. After such a pass
 * that set nothing off (no trigger, nothing recorded in the turn's history) the next seat is
 * offered priority at once: the loop of `advance` would find again what it found before this
 * offer (no frame to step, no trigger to order, nothing for `beforePriority`, the same stack),
 * since a pass changes only who holds priority and how many have passed. Each of those skipped
 * rounds of the loop is still counted as a step, as the loop counts it. Once such passes make
 * everyone have passed, the top resolves here for the same reason.
 */
function offerPriority(ctx: Ctx): void {
  const { state } = ctx;
  const budget = ctx.game.policy.caps.stepsPerAction;
  // One prompt for the offers of this call, given to each holder in turn: a holder passed for
  // drops it at once, and only the last offer's stays in the state.
  let prompt: Extract<Prompt, { kind: 'priority' }> | null = null;
  for (;;) {
    const holder = state.priority ?? state.turn.active;
    state.priority = holder;
    if (prompt === null) prompt = { kind: 'priority', seat: holder };
    else prompt.seat = holder;
    state.prompt = prompt;
    if (!passesForIdle(ctx) || listMoves(ctx, prompt).length > 0) return;
    state.prompt = null;
    const recorded = state.history?.events.length;
    passPriority(ctx, holder);
    const quiet = state.pending.length === 0 && state.ordering.length === 0 && state.history?.events.length === recorded && !state.result;
    // Something happened: the loop decides.
    if (!quiet || state.counts.steps + 1 > budget) return;
    state.counts.steps += 1;
    // Everyone passed in succession: the top resolves, as the loop's next round would have it
    // (the checks before priority need not be asked again after quiet passes, see above).
    if (state.passes >= livingCount(ctx)) {
      resolveTop(ctx);
      return;
    }
  }
}

/**
 * Whether a seat whose only answer is passing is passed for without being asked: the game's
 * policy, unless this game asks everyone (a scenario with `autoPass: false`).
 */
export function passesForIdle(ctx: Ctx): boolean {
  return ctx.game.policy.autoPass && ctx.state.askEveryone !== true;
}

function passPriority(ctx: Ctx, seat: SeatId): void {
  const { state } = ctx;
  state.passes += 1;
  state.priority = secondLiving(state, seat);
  emit(ctx, { type: 'passed', player: seat });
}

/**
 * The second living seat in turn order from `seat` (`seatsFrom(state, seat)[1]`: the next one
 * when `seat` is living), or `seat` when there is none; found without making the list, as
 * every pass asks.
 */
function secondLiving(state: GameState, seat: SeatId): SeatId {
  const seats = state.seats;
  const start = Math.max(0, seatIndex(state, seat));
  let living = 0;
  for (let i = 0; i < seats.length; i += 1) {
    const one = seats[(start + i) % seats.length]!;
    if (one.out) continue;
    living += 1;
    if (living === 2) return one.id;
  }
  return seat;
}

/**
 * The game's moves for a prompt about to be raised, kept in the call (`Ctx.listed`): a check
 * whether a seat has anything to do lists them, and the legal answers the call hands back
 * reuse them if that prompt is the one raised.
 */
export function listMoves(ctx: Ctx, prompt: Extract<Prompt, { kind: 'main' | 'priority' }>): Action[] {
  const moves = ctx.game.moves(ctx, prompt);
  // One record per call, written over at each listing (most listings are empty and never raised).
  const listed = ctx.listed;
  if (listed === undefined) ctx.listed = { prompt, moves };
  else {
    listed.prompt = prompt;
    listed.moves = moves;
  }
  return moves;
}

/** The answers the current prompt accepts. */
export function legalAnswers(ctx: Ctx): Action[] {
  const prompt = ctx.state.prompt;
  if (!prompt || ctx.state.result) return [];
  const seat = prompt.seat;
  switch (prompt.kind) {
    case 'main':
      // The listed moves themselves, not a copy: the call hands its legal answers back once, at
      // its end (applyInPlace), and nothing reads `ctx.listed` after that.
      return ctx.listed?.prompt === prompt ? ctx.listed.moves : ctx.game.moves(ctx, prompt);
    case 'priority':
      return [{ seat, kind: 'pass' }, ...(ctx.listed?.prompt === prompt ? ctx.listed.moves : ctx.game.moves(ctx, prompt))];
    case 'choose': {
      const picks: Action[] = prompt.candidates.map((id) => ({ seat, kind: 'pick', id }));
      return prompt.min === 0 ? [...picks, { seat, kind: 'done' }] : picks;
    }
    case 'yes-no':
      return [
        { seat, kind: 'yes' },
        { seat, kind: 'no' },
      ];
    case 'mode':
      return prompt.modes.map((_, index) => ({ seat, kind: 'mode', index }));
    case 'order':
      return prompt.items.map((_, index) => ({ seat, kind: 'first', index }));
  }
}

/** Two actions are the same when every field either has is equal (absent and undefined alike). */
export function sameAction(a: Action, b: Action): boolean {
  for (const key in a) if (Object.prototype.hasOwnProperty.call(a, key) && a[key] !== b[key]) return false;
  for (const key in b) if (Object.prototype.hasOwnProperty.call(b, key) && a[key] !== b[key]) return false;
  return true;
}

/**
 * Whether a caller that picked from the listed answers (`legal`, `legalAnswers` of this very
 * state) passes one of them: it is then legal as it stands (the list is this state's, so the
 * game is on and the seat is the one asked).
 */
export function isListedAnswer(state: GameState, action: Action, legal: readonly Action[]): boolean {
  const prompt = state.prompt;
  return !state.result && !!prompt && legal.includes(action) && action.seat === prompt.seat;
}

/**
 * Checks an action against the legal answers; null if it is one of them. `legal`, when given,
 * must be `legalAnswers` of this very state (a caller that listed them already, such as a
 * Match, saves listing them again).
 */
export function refusal(ctx: Ctx, action: Action, legal?: readonly Action[]): EngineError | null {
  const { state } = ctx;
  if (legal !== undefined && isListedAnswer(state, action, legal)) return null;
  // Actions come from outside (the page, a saved match, a bot): a malformed one is refused like an illegal one.
  const malformed = actionProblem(action);
  if (malformed) return { code: 'illegal-action', message: malformed };
  if (state.result) return { code: 'game-over', message: `The game is over (${state.result.reason})` };
  const prompt = state.prompt;
  if (!prompt) return { code: 'illegal-action', message: 'The engine is not waiting for any decision' };
  if (action.seat !== prompt.seat) return { code: 'not-your-turn', message: `The engine waits for ${prompt.seat}, not ${action.seat} (${describe(prompt)})` };
  const answers = legal ?? legalAnswers(ctx);
  if (!answers.includes(action) && !answers.some((one) => sameAction(one, action))) {
    return { code: 'illegal-action', message: `"${action.kind}" is not a legal answer to ${describe(prompt)}` };
  }
  return null;
}

export function describe(prompt: Prompt): string {
  switch (prompt.kind) {
    case 'main':
      return `${prompt.seat}'s ${prompt.window} actions`;
    case 'priority':
      return `${prompt.seat}'s priority`;
    default:
      return `${prompt.seat}: ${prompt.label}`;
  }
}

/** Applies a legal answer to the current prompt (checked by the caller). */
export function answer(ctx: Ctx, action: Action): void {
  const { state } = ctx;
  const prompt = state.prompt!;
  state.prompt = null;
  switch (prompt.kind) {
    case 'main':
      ctx.game.applyMove(ctx, action);
      return;
    case 'priority':
      if (action.kind === 'pass') passPriority(ctx, action.seat);
      else {
        // Acting keeps priority with the actor, so they may respond to their own action.
        state.passes = 0;
        state.priority = action.seat;
        ctx.game.applyMove(ctx, action);
      }
      return;
    case 'order': {
      // The seat's own triggers, or, once those are ordered, the neutral ones it orders.
      const own = seatTriggers(ctx, prompt.seat);
      const seats = seatsFrom(state, state.turn.active);
      const open = own.length > 0 ? own : state.ordering.filter((t) => !t.ordered && (t.controller === null || !seats.includes(t.controller)));
      const chosen = open[Number(action.index)];
      if (chosen) {
        chosen.ordered = true;
        chosen.rank = state.counts.nextId++;
      }
      return;
    }
    default: {
      const frame = state.frames[state.frames.length - 1];
      if (frame) frame.mem.answer = action;
    }
  }
}

function seatTriggers(ctx: Ctx, seat: SeatId): PendingTrigger[] {
  return ctx.state.ordering.filter((t) => t.controller === seat && !t.ordered);
}
