// Replacement effects ("each time you would roll a 1, make it a 6"; "prevent the damage you
// would take"): before an event happens, each matching replacement on an active card changes
// or stops it, each at most once per event (kernel-notes §4). A replacement may roll to decide
// what it does ("each time you would die, roll: 1-3 you die, 4-6 prevent it"): the caller that
// can wait makes those rolls first (engine/effects/rolls.ts) and passes their results in.
import type { Ability, ReplacementChange } from '../defs';
import type { Ctx } from '../core/context';
import { activeAmong, currentDefId, evaluate, gameIndex, keptAmong, seatOf, test } from '../core/evaluate';
import { grantedReplacements, grantScope } from '../core/grants';
import { emit, scopeFor, startEffect } from '../core/ops';
import { subjectIn, type CardRef, type GameEvent, type GameState, type Scope, type SeatId } from '../core/state';
import { rollD6 } from '../random/rng';

/** Results of the rolls that decide an event's replacements, by `<card>#<ability index>`. */
export type ReplacementRolls = Record<string, number>;

/** A replacement that must roll before the event can happen: whose card and who rolls. */
export type ReplacementRoll = { key: string; card: CardRef; controller: SeatId };

type Outcome = { event: GameEvent | null; roll?: ReplacementRoll };

/**
 * Returns the event as changed by the replacements that apply, or null if one prevents it.
 * A replacement that rolls uses its result from `rolls`; one not rolled yet is rolled at once,
 * off any stack (callers that can wait roll first, see `pendingReplacementRoll`).
 * Optional replacements ("you may") are taken: they only ever help their controller in the
 * cards written so far; a choice prompt arrives with the games whose cards need one.
 */
export function applyReplacements(ctx: Ctx, event: GameEvent, rolls?: ReplacementRolls): GameEvent | null {
  const outcome = run(ctx, event, rolls, true);
  return outcome === undefined ? event : outcome.event;
}

/**
 * The first replacement of the event that still has to roll to decide what it does, or null
 * when none has to (none applies, every such roll is in `rolls`, or the event is prevented or
 * replaced before one is reached). Changes nothing.
 */
export function pendingReplacementRoll(ctx: Ctx, event: GameEvent, rolls: ReplacementRolls): ReplacementRoll | null {
  return run(ctx, event, rolls, false)?.roll ?? null;
}

/**
 * The outcome of the replacements that apply, or undefined when nothing could replace the
 * event (the usual case: no active card has a replacement of it and none is granted), found
 * before anything is copied. Applying rolls what is still to roll into a copy of `rolls`.
 */
function run(ctx: Ctx, event: GameEvent, rolls: ReplacementRolls | undefined, apply: boolean): Outcome | undefined {
  const replacers = gameIndex(ctx.defs).replacers.get(event.type);
  const granted = ctx.state.grants !== undefined && ctx.state.grants.length > 0;
  // Only the active cards with a replacement of this event can change it.
  const cards = replacers ? activeAmong(ctx, ctx.game.activeCards(ctx), replacers, replacing) : [];
  if (cards.length === 0 && !granted) return undefined;
  const state: RunState = { current: { ...event }, rolls: apply ? { ...rolls } : (rolls ?? {}), apply };
  for (let i = 0; i < cards.length; i += 1) {
    const card = cards[i]!;
    // A copy replaces with the abilities of the card it copies.
    const def = currentDefId(ctx.state, card);
    const definition = ctx.defs.get(def);
    if (!definition) continue;
    for (let index = 0; index < definition.abilities.length; index += 1) {
      const ability = definition.abilities[index]!;
      if (ability.kind !== 'replacement' || ability.replaces.event !== state.current.type) continue;
      const done = replaceWith(ctx, state, ability, card, `${card}#${index}`, scopeFor(ctx, card));
      if (done) return done;
    }
  }
  // Replacements a card has for a while (engine/core/grants.ts), with `you` the granting player.
  if (granted) {
    for (const { grant, ability } of grantedReplacements(ctx, state.current.type)) {
      const done = replaceWith(ctx, state, ability, grant.card, `${grant.card}#${grant.id}`, { ...grantScope(grant) });
      if (done) return done;
    }
  }
  return { event: state.current };
}

/** The replacing cards found last (`activeAmong`): an event is looked at before it happens and again as it does. */
const replacing = keptAmong();

type RunState = { current: GameEvent; rolls: ReplacementRolls; apply: boolean };

/**
 * One replacement ability considered for the event as it stands: it changes `state.current`,
 * or ends the run (the outcome: prevented, replaced, or a roll still to make); null goes on.
 */
function replaceWith(ctx: Ctx, state: RunState, ability: Extract<Ability, { kind: 'replacement' }>, card: CardRef, key: string, base: Scope): Outcome | null {
  const { rolls, apply } = state;
  const current = state.current;
  const scope = { ...base, event: current };
  const subject = subjectIn(current.card) ?? subjectIn(current.player);
  const whose = ability.replaces.subject ?? 'any';
  if (whose === 'self' && subject !== card) return null;
  if (whose === 'yours' && (subject === null || seatOf(ctx.state, subject) !== scope.controller)) return null;
  if (whose === 'opponents' && (subject === null || seatOf(ctx.state, subject) === scope.controller)) return null;
  if (ability.replaces.where && !test(ctx, ability.replaces.where, scope)) return null;
  let change: ReplacementChange | undefined;
  if (ability.with.kind === 'roll') {
    // A roll that decides a roll would roll for itself without end: such a replacement does nothing.
    if (current.type === 'roll') return null;
    let value = rolls[key];
    if (value === undefined) {
      if (!apply) return { event: current, roll: { key, card, controller: scope.controller } };
      value = rolls[key] = rollDie(ctx, scope.controller);
      emit(ctx, { type: 'rolled', player: scope.controller, value });
    }
    // A face without a row (or a roll that was cancelled) lets the event happen as it is.
    change = ability.with.outcomes.find((row) => value! >= row.from && value! <= row.to)?.with;
    if (change === undefined) return null;
  } else change = ability.with;
  if (change.kind === 'instead') {
    if (apply) startEffect(ctx, change.effect, scope);
    return { event: null };
  }
  // What else happens as the event changes runs once it is dealt with, seeing the event as it was.
  if (apply && change.then) startEffect(ctx, change.then, scope);
  if (change.kind === 'prevent') return { event: null };
  if (change.kind === 'set') state.current = { ...current, [change.field]: evaluate(ctx, change.value, scope) };
  if (change.kind === 'adjust') state.current = { ...current, [change.field]: Number(current[change.field] ?? 0) + evaluate(ctx, change.amount, scope) };
  return null;
}

/** The die's next face as it falls: the next scripted result (scenarios, god tools), else the generator's. */
export function nextD6(state: GameState): number {
  return state.forcedRolls.shift() ?? rollD6(state.rng);
}

/**
 * A d6 rolled by a player: the scripted result or the generator's, as replacements make it,
 * held between 1 and 6; it becomes the last roll.
 */
export function rollDie(ctx: Ctx, player: SeatId, item?: string): number {
  const { state } = ctx;
  const rolled = nextD6(state);
  const replaced = applyReplacements(ctx, { type: 'roll', player, value: rolled });
  const value = Math.min(6, Math.max(1, Number(replaced?.value ?? rolled)));
  state.lastRoll = item === undefined ? { value, final: false, by: player } : { value, final: false, by: player, item };
  return value;
}
