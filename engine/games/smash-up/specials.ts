// Special cards and their windows (docs/rules/smash-up.md, "Special cards and their windows"):
// a Special is used at the moment its card names, on anyone's turn (SU-GLOS-2, SU-X-KW-4,
// SU-X-TRIG-1). Cardwright opens a Me First! round at the two moments of a scoring the rules
// name: once a base is chosen (before scoring) and once its VP are given (after scoring). From
// the active player clockwise each player uses one Special from hand or passes; a player who
// passed may still act on a later lap, and the round ends when everybody has passed in a row
// (SU-ORDER-4..6, SU-X-SCORE-2, SU-X-CONF-3, A-10). A card's `special:` text says what it does;
// the tag `after-scoring` puts it in the after-scoring round, else it waits for the
// before-scoring one (designer-chosen: the card language has no word for the moment yet).
//
// Specials outside a scoring (SU-X-KW-4..6, SU-X-CLAR-6, SU-X-CLAR-8), by tag as well:
// `your-turn` is used as a move in its player's own play cards phase; `action-played` when
// another player plays an action, which is then discarded without effect (the window between
// an action being played and its text). `from-discard` is used from the discard pile rather
// than the hand; `once-per-turn` and `once-per-base` allow one card of that name to use it in
// each turn of a player, or at each base that scores. A card brought into play by a Special
// spends none of the turn's plays (SU-X-KW-5), and one that cannot be played there is
// discarded (play-extra, SU-X-KW-6).
import type { Ability, CardDefinition, Effect } from '../../defs';
import type { Action, Ctx, GameVerb } from '../../core/context';
import { DONE, WAIT, child, pickedCard, takeAnswer } from '../../core/context';
import { emit, moveCard, scopeFor, startEffect, withTargets } from '../../core/ops';
import { cardRefIn, seatsFrom, type CardRef, type SeatId } from '../../core/state';
import { ACTIONS, DISCARD, MINIONS, baseIn, forget, handOf, placeAt, zoneOf } from './cards';
import { SCORING_STOPPED } from './scoring';

export type SpecialWindow = 'before-scoring' | 'after-scoring' | 'your-turn' | 'action-played';
export const ME_FIRST = 'me-first';
export const ACTION_WINDOW = 'action-window';

/** A card's Special: its `special:` text (compiled as an answer to the `special` event). */
export function specialOf(def: CardDefinition | undefined): Extract<Ability, { kind: 'triggered' }> | undefined {
  if (!def) return undefined;
  for (const ability of def.abilities) if (ability.kind === 'triggered' && ability.on.event === 'special') return ability;
  return undefined;
}

const WINDOW_TAGS = ['after-scoring', 'your-turn', 'action-played'] as const;

/** The window of a card's Special, or null when it has none; kept by definition (asked of every card in hand). */
const windows = new Map<string, SpecialWindow | null>();
function windowOf(def: CardDefinition): SpecialWindow | null {
  let window = windows.get(def.id);
  if (window === undefined) {
    if (windows.size > 10_000) windows.clear();
    window = specialOf(def) ? (WINDOW_TAGS.find((tag) => def.tags.includes(tag)) ?? 'before-scoring') : null;
    windows.set(def.id, window);
  }
  return window;
}

/**
 * The windows the game's cards have Specials for, and whether any is used from the discard
 * pile; read once per set of definitions, so that a game without Specials outside a scoring
 * looks at no hand or discard pile for them (asked on every move and every action played).
 */
type InUse = { windows: Set<SpecialWindow>; fromDiscard: boolean };
const inUse = new WeakMap<ReadonlyMap<string, CardDefinition>, InUse>();
function specialsInUse(ctx: Ctx): InUse {
  let found = inUse.get(ctx.defs);
  if (found === undefined) {
    found = { windows: new Set(), fromDiscard: false };
    for (const def of ctx.defs.values()) {
      const window = windowOf(def);
      if (window === null) continue;
      found.windows.add(window);
      if (def.tags.includes('from-discard')) found.fromDiscard = true;
    }
    inUse.set(ctx.defs, found);
  }
  return found;
}

/** The flag that records a Special of a limited card used: by name and player for the turn, by name and base at a base. */
const usedKey = (def: CardDefinition, seat: SeatId, base: CardRef | undefined): string | null =>
  def.tags.includes('once-per-turn') ? `special-used:${def.id}:${seat}` : def.tags.includes('once-per-base') && base !== undefined ? `special-used:${def.id}:${base}` : null;

/**
 * The cards of a player whose Special can be used in this window: in hand, or in the discard
 * pile for a `from-discard` one, less those whose limit is reached (SU-X-CLAR-6). `slot`: the
 * base scoring, for a limit by base.
 */
export function specialsInHand(ctx: Ctx, seat: SeatId, window: SpecialWindow, slot = 0): CardRef[] {
  const { state } = ctx;
  const out: CardRef[] = [];
  const used = specialsInUse(ctx);
  if (!used.windows.has(window)) return out;
  const base = slot > 0 ? baseIn(state, slot) : undefined;
  const take = (card: CardRef, fromDiscard: boolean) => {
    const def = ctx.defs.get(state.cards[card]?.def ?? '');
    if (!def || windowOf(def) !== window || def.tags.includes('from-discard') !== fromDiscard) return;
    const key = usedKey(def, seat, base);
    if (key === null || (state.flags.turn[key] ?? 0) === 0) out.push(card);
  };
  for (const card of handOf(state, seat).cards) take(card, false);
  if (used.fromDiscard) for (const card of state.zones[zoneOf(seat, DISCARD)]?.cards ?? []) take(card, true);
  return out;
}

/** Records the use of a limited card's Special (SU-X-CLAR-6). */
function markUsed(ctx: Ctx, seat: SeatId, card: CardRef, slot: number) {
  const def = ctx.defs.get(ctx.state.cards[card]?.def ?? '');
  const key = def ? usedKey(def, seat, slot > 0 ? baseIn(ctx.state, slot) : undefined) : null;
  if (key !== null) ctx.state.flags.turn[key] = 1;
}

/** Whether anyone holds a Special or an optional ability for the window: without one no round is opened (nothing to ask). */
export function specialWaiting(ctx: Ctx, window: SpecialWindow): boolean {
  return ctx.state.seats.some((s) => !s.out && roundItems(ctx, s.id, window).length > 0);
}

/**
 * Optional abilities in play (rule option `optional-abilities-in-me-first`, A-20,
 * SU-X-SCORE-1, SU-X-SCORE-2): an ability set off by the window's moment whose text says "you
 * may" does not resolve with the compulsory ones; it waits, held by a turn flag per card (and
 * per winner the after-scoring moment was set off for), for its controller to use it in the
 * Me First! round like a Special.
 */
export const OPTIONAL_IN_ME_FIRST = 'optional-abilities-in-me-first';
const heldPrefix = (window: SpecialWindow) => `held:${window}:`;

/** An effect whose outermost step, past its targets, is "you may". */
function isOptional(effect: Effect): boolean {
  let inner = effect;
  while (inner.kind === 'choose') inner = inner.then;
  return inner.kind === 'may';
}

/** The card's triggered ability for the window's moment that says "you may", if any. */
function optionalAbility(def: CardDefinition | undefined, window: SpecialWindow): Extract<Ability, { kind: 'triggered' }> | undefined {
  for (const ability of def?.abilities ?? []) if (ability.kind === 'triggered' && ability.on.event === window && ability.effect.kind === 'may') return ability;
  return undefined;
}

/** Takes the optional triggers of the window's moment out of the pending ones and holds them for the round (option on). */
export function holdOptionalAbilities(ctx: Ctx, window: SpecialWindow): void {
  const { state } = ctx;
  if (state.options[OPTIONAL_IN_ME_FIRST] === false) return;
  state.pending = state.pending.filter((trigger) => {
    if (trigger.event.type !== window || trigger.source === null || !isOptional(trigger.effect)) return true;
    if (!optionalAbility(ctx.defs.get(state.cards[trigger.source]?.def ?? ''), window)) return true;
    const player = typeof trigger.event.player === 'string' ? trigger.event.player : '-';
    const key = `${heldPrefix(window)}${trigger.source}:${player}`;
    state.flags.turn[key] = (state.flags.turn[key] ?? 0) + 1;
    return false;
  });
}

/** The held abilities of a window as [card, event player] pairs, in the order held. */
function heldAbilities(ctx: Ctx, window: SpecialWindow): [CardRef, string][] {
  const prefix = heldPrefix(window);
  const out: [CardRef, string][] = [];
  for (const [key, count] of Object.entries(ctx.state.flags.turn)) {
    if (!key.startsWith(prefix) || count <= 0) continue;
    const [card, player] = key.slice(prefix.length).split(':') as [string, string];
    out.push([Number(card), player]);
  }
  return out;
}

/** Forgets the abilities held for a window (its round is over: what was not used is passed). */
export function releaseHeld(ctx: Ctx, window: SpecialWindow): void {
  const prefix = heldPrefix(window);
  for (const key of Object.keys(ctx.state.flags.turn)) if (key.startsWith(prefix)) delete ctx.state.flags.turn[key];
}

/** What a player may use in a window's round: Specials in hand, then held abilities of cards they control in play. */
function roundItems(ctx: Ctx, seat: SeatId, window: SpecialWindow, slot = 0): CardRef[] {
  const out = specialsInHand(ctx, seat, window, slot);
  for (const [card] of heldAbilities(ctx, window)) {
    if (ctx.state.cards[card]?.controller === seat && ctx.game.inPlay(ctx, card) && !out.includes(card)) out.push(card);
  }
  return out;
}

/** Uses a held ability: its "you may" is answered yes by choosing it, and its text resolves for the moment it was held for. */
function useHeld(ctx: Ctx, seat: SeatId, card: CardRef, window: SpecialWindow, slot: number): void {
  const { state } = ctx;
  const held = heldAbilities(ctx, window).find(([c]) => c === card);
  const ability = optionalAbility(ctx.defs.get(state.cards[card]?.def ?? ''), window);
  if (!held || !ability || ability.effect.kind !== 'may') return;
  const key = `${heldPrefix(window)}${card}:${held[1]}`;
  state.flags.turn[key] = (state.flags.turn[key] ?? 1) - 1;
  if (state.flags.turn[key]! <= 0) delete state.flags.turn[key];
  const base = slot > 0 ? baseIn(state, slot) : undefined;
  const event = { type: window, card: base ?? null, ...(held[1] !== '-' ? { player: held[1] } : {}) };
  startEffect(ctx, withTargets(ability.targets, ability.effect.effect), { ...scopeFor(ctx, card, seat), event });
}

/**
 * The Me First! round of a window. `mem`: `turn` the lap position, `passes` the passes in a
 * row. Using a Special plays its card: a minion goes onto the scoring base (as an extra
 * that spends none of the turn's plays, SU-X-KW-5), an action resolves and is discarded.
 */
export const meFirstVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const window = args.window === 'after-scoring' ? 'after-scoring' : 'before-scoring';
  const slot = Number(args.slot ?? 0);
  const order = seatsFrom(state, state.turn.active);
  const mem = frame.mem as { turn?: number; passes?: number; asked?: SeatId };
  // The base left play during its round: its scoring has stopped, and the round with it (SU-SCORE-7).
  if (state.flags.turn[SCORING_STOPPED]) {
    releaseHeld(ctx, window);
    return DONE;
  }
  mem.turn ??= 0;
  mem.passes ??= 0;
  if (mem.asked !== undefined) {
    const seat = mem.asked;
    mem.asked = undefined;
    const card = pickedCard(takeAnswer(frame));
    if (card !== null && roundItems(ctx, seat, window, slot).includes(card)) {
      mem.passes = 0;
      if (specialsInHand(ctx, seat, window, slot).includes(card)) useSpecial(ctx, seat, card, slot);
      else useHeld(ctx, seat, card, window, slot);
      // The round goes on once the Special's text has resolved.
      frame.until = state.stack.length;
      return WAIT;
    }
    emit(ctx, { type: 'passed', player: seat });
    mem.passes += 1;
  }
  while (mem.passes < order.length) {
    const seat = order[mem.turn % order.length]!;
    mem.turn += 1;
    const candidates = roundItems(ctx, seat, window, slot);
    if (candidates.length === 0) {
      mem.passes += 1; // nothing to use: a pass (SU-ORDER-6)
      continue;
    }
    mem.asked = seat;
    return { prompt: { kind: 'choose', seat, label: `Me First! (${window}): use a Special or an ability, or pass`, candidates, min: 0, max: 1, picked: [] } };
  }
  releaseHeld(ctx, window);
  return DONE;
};

/**
 * Lays a Special's card where it goes and reports its use: the `special` event sets off the
 * card's `special:` text, as the `talent` event does a Talent's (talent.ts).
 */
function useSpecial(ctx: Ctx, seat: SeatId, card: CardRef, slot: number) {
  const { state } = ctx;
  const def = ctx.defs.get(state.cards[card]!.def)!;
  markUsed(ctx, seat, card, slot);
  if (def.kind === 'minion' && slot > 0) {
    moveCard(ctx, card, zoneOf(seat, MINIONS), 'top', true);
    placeAt(state, card, slot);
    emit(ctx, { type: 'played', card, player: seat });
    emit(ctx, { type: 'special', card, player: seat });
    return;
  }
  // An action used for its Special is shown, resolves and goes to its owner's pile (SU-TURN-9).
  emit(ctx, { type: 'special', card, player: seat });
  moveCard(ctx, card, zoneOf(state.cards[card]!.owner ?? seat, DISCARD), 'top', true);
}

/** The Specials a player may use as a move in their own play cards phase (`your-turn`). */
export function specialMoves(ctx: Ctx, seat: SeatId): Action[] {
  return specialsInHand(ctx, seat, 'your-turn').map((card) => ({ seat, kind: 'special', card }));
}

/**
 * Uses a `your-turn` Special: the card stays where it is and its `special:` text says what
 * becomes of it (`play-extra this`: played as an extra, spending no play, SU-X-KW-5).
 */
export function useTurnSpecial(ctx: Ctx, seat: SeatId, card: CardRef) {
  if (!specialsInHand(ctx, seat, 'your-turn').includes(card)) return;
  markUsed(ctx, seat, card, 0);
  emit(ctx, { type: 'special', card, player: seat });
}

/** Whether a player other than the one playing an action holds a Special for the moment (SU-X-CLAR-8). */
export function counterWaiting(ctx: Ctx, seat: SeatId): boolean {
  return ctx.state.seats.some((s) => !s.out && s.id !== seat && specialsInHand(ctx, s.id, 'action-played').length > 0);
}

/**
 * `action-window`: an action has been played and its text is still to resolve (`effect`).
 * From the player after the one who played it, each other player may use an `action-played`
 * Special from hand; the first used cancels the action, which goes to its owner's discard pile
 * without effect once the Special's text has resolved (SU-X-CLAR-8). When all pass, the
 * action's text resolves.
 */
export const actionWindowVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const action = cardRefIn(state, args.card);
  const player = frame.scope.controller;
  if (action === null) return DONE;
  const mem = frame.mem as { next?: number; asked?: SeatId; countered?: boolean; resolved?: boolean };
  if (mem.resolved === true) return DONE; // the action's text has resolved
  if (mem.countered === true) {
    const instance = state.cards[action];
    if (instance && state.zones[instance.zone]?.type === ACTIONS) {
      forget(state, action);
      moveCard(ctx, action, zoneOf(instance.owner ?? player, DISCARD), 'top', true);
      emit(ctx, { type: 'discarded', card: action, player: instance.owner });
    }
    return DONE;
  }
  const others = seatsFrom(state, player).filter((s) => s !== player);
  mem.next ??= 0;
  if (mem.asked !== undefined) {
    const seat = mem.asked;
    mem.asked = undefined;
    const card = pickedCard(takeAnswer(frame));
    if (card !== null && specialsInHand(ctx, seat, 'action-played').includes(card)) {
      mem.countered = true;
      emit(ctx, { type: 'countered', card: action, player: seat });
      useSpecial(ctx, seat, card, 0);
      frame.until = state.stack.length;
      return WAIT;
    }
    emit(ctx, { type: 'passed', player: seat });
  }
  while (mem.next < others.length) {
    const seat = others[mem.next]!;
    mem.next += 1;
    const candidates = specialsInHand(ctx, seat, 'action-played');
    if (candidates.length === 0 || state.seats.find((s) => s.id === seat)?.out) continue;
    mem.asked = seat;
    return { prompt: { kind: 'choose', seat, label: 'An action was played: use a Special to cancel it, or pass', candidates, min: 0, max: 1, picked: [] } };
  }
  if (typeof args.effect !== 'object' || args.effect === null || !('kind' in args.effect)) return DONE;
  mem.resolved = true;
  return child(args.effect as Effect, frame.scope);
};
