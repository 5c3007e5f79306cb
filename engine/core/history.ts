// What happened this turn: "if you did not attack this turn", "the number of loot cards you
// played this turn", "for each bot that entered this way". The kernel keeps the turn's events of
// the types some card looks back on (found once per game from the definitions), each with what
// caused it: the stack item resolving as it happened, else the action. A game whose cards never
// look back keeps nothing and pays one lookup per event. The record is plain data in the state
// (`state.history`) and starts afresh when the turn number changes.
import type { HistoryPattern } from '../defs';
import type { Ctx } from './context';
import { seatOf, test } from './evaluate';
import { subjectIn, type GameEvent, type PastEvent, type Scope, type Subject } from './state';

/** The event types a game's definitions look back on; null when none does. */
const watchedByDefs = new WeakMap<Ctx['defs'], { size: number; types: ReadonlySet<string> | null }>();
let lastDefs: Ctx['defs'] | null = null;
let lastTypes: ReadonlySet<string> | null = null;

export function watchedEvents(defs: Ctx['defs']): ReadonlySet<string> | null {
  if (defs === lastDefs) return lastTypes;
  let found = watchedByDefs.get(defs);
  if (!found || found.size !== defs.size) {
    const types = new Set<string>();
    for (const def of defs.values()) collect(def.abilities, types);
    found = { size: defs.size, types: types.size > 0 ? types : null };
    watchedByDefs.set(defs, found);
  }
  lastDefs = defs;
  lastTypes = found.types;
  return found.types;
}

/** Every history pattern's event type anywhere in a definition's abilities. */
function collect(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  if ((node.kind === 'happened' || node.kind === 'event-count') && typeof node.event === 'string') into.add(node.event);
  for (const key in node) collect(node[key], into);
}

/** What caused what happens now: the innermost stack item resolving, else the action being applied. */
export function currentCause(ctx: Ctx): string {
  // (Nothing is resolving most of the time: index -1 of an empty list is V8's slow path.)
  const resolving = ctx.state.resolving;
  const open = resolving.length > 0 ? resolving[resolving.length - 1] : undefined;
  return open !== undefined ? open.item.id : `a${ctx.state.counts.actions}`;
}

/** Keeps an event for the turn's history when some card looks back on its type (called by `emit`). */
export function recordEvent(ctx: Ctx, event: GameEvent): void {
  const watched = watchedEvents(ctx.defs);
  if (watched === null || !watched.has(event.type)) return;
  const { state } = ctx;
  const turn = state.turn.number;
  if (state.history === undefined || state.history.turn !== turn) state.history = { turn, events: [] };
  state.history.events.push({ event: { ...event }, cause: currentCause(ctx) });
}

/** This turn's kept events that match the pattern, seen from `scope` (`you` is its controller). */
export function pastEvents(ctx: Ctx, pattern: HistoryPattern, scope: Scope): GameEvent[] {
  const history = ctx.state.history;
  if (history === undefined || history.turn !== ctx.state.turn.number) return [];
  const cause = pattern.thisWay ? currentCause(ctx) : null;
  const out: GameEvent[] = [];
  for (const past of history.events) if (matches(ctx, past, pattern, scope, cause)) out.push(past.event);
  return out;
}

function matches(ctx: Ctx, past: PastEvent, pattern: HistoryPattern, scope: Scope, cause: string | null): boolean {
  const { event } = past;
  if (event.type !== pattern.event) return false;
  if (cause !== null && past.cause !== cause) return false;
  const by = pattern.by ?? 'any';
  if (by !== 'any') {
    // Who made it: the event's player, else its card's controller.
    const doer = typeof event.player === 'string' ? event.player : subjectIn(event.card) !== null ? seatOf(ctx.state, subjectIn(event.card)!) : null;
    if (doer === null || (by === 'you') !== (doer === scope.controller)) return false;
  }
  return pattern.where === undefined || test(ctx, pattern.where, { ...scope, event });
}

/** The cards (or players) of the matching events, each once, in the order they happened. */
export function pastSubjects(ctx: Ctx, pattern: HistoryPattern & { field?: string }, scope: Scope): Subject[] {
  const out: Subject[] = [];
  for (const event of pastEvents(ctx, pattern, scope)) {
    // Events name cards by number and players by seat id.
    const value = pattern.field !== undefined ? event[pattern.field] : subjectIn(event.card) !== null ? event.card : event.player;
    if ((typeof value === 'string' || typeof value === 'number') && !out.includes(value)) out.push(value);
  }
  return out;
}
