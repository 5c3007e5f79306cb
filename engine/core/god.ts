// God tools: the sandbox table's hand on the game, as typed actions of the kernel. They go
// through the same door as every other action (`applyInPlace`), are checked first (an illegal
// one gets the engine's typed refusal and changes nothing), and are logged, saved and replayed
// like any action, so replays and scenarios carry them. They are never among `legalActions`
// (bots never see them); `godTools` lists what they may name now, for the page's god mode.
//
// API (every god action has `seat: GOD_SEAT`; zones are zone ids such as `p1/stak` or `supply`;
// `at` is `top`, `bottom` or a place counted from the bottom, 1 first):
//   god-put       { def, zone, at?, faceUp?, definition? }  a new card of definition `def` (any
//                 loaded set's; or `definition`, a card definition as JSON text, "straight from
//                 the editor", kept in `state.tableDefinitions`) into a zone
//   god-move      { card, zone, at?, faceUp? }   a card to any zone, at any place
//   god-remove    { card }                        out of the game (the kernel's `removed` zone)
//   god-stat      { card, stat, value }           the stat becomes `value` (a permanent modifier)
//   god-counters  { card, counter, value }        that many counters of a kind on the card
//   god-damage    { card, value }                 damage on the card
//   god-exhaust   { card, exhausted }             exhausted (true) or ready (false)
//   god-resource  { player, resource, value }     what a player holds (a bank gives only what it has)
//   god-health    { player, value }               the player's health (damage on the game's player body)
//   god-dice      { values }                      the next d6 results, "6 1" (replaces any scripted)
//   god-priority  { player }                      that player gets the priority decision now
//   god-phase     { phase, player? }              play resumes at the start of one of the module's
//                                                 phases (of `player`'s next turn when named)
// isGodAction(action), godRefusal(ctx, action), applyGodAction(ctx, action), godTools(ctx).
import { CardDefinition } from '../defs';
import type { Action, Ctx, EngineError } from './context';
import { statOf } from './evaluate';
import { expireEndOfTurn, emit, moveCard, tableChanged } from './ops';
import { addCard, cardRefIn, FIRST_CARD, nextId, nothingUnderWay, RULE_CARD_KIND, RULES_ZONE, type CardInstance, type CardRef, type GameState, type SeatId, type ZoneId } from './state';

/** The seat every god action names: the table's designer, not a player. No player may be called so. */
export const GOD_SEAT = 'god';
/** Where removed cards lie: out of the game, in no player's reach (made when first used). */
export const REMOVED_ZONE: ZoneId = 'removed';

export const GOD_KINDS = ['god-put', 'god-move', 'god-remove', 'god-stat', 'god-counters', 'god-damage', 'god-exhaust', 'god-resource', 'god-health', 'god-dice', 'god-priority', 'god-phase'] as const;
export type GodKind = (typeof GOD_KINDS)[number];

/** Whether an action is for the god tools: its kind starts with `god-` (an unknown tool is refused as such). */
export function isGodAction(action: unknown): boolean {
  return typeof action === 'object' && action !== null && typeof (action as { kind?: unknown }).kind === 'string' && (action as { kind: string }).kind.startsWith('god-');
}

/** The numbers of the cards on the table (every card but the variants' rules). */
function cardsOnTable(state: GameState): CardRef[] {
  const out: CardRef[] = [];
  for (let n = FIRST_CARD; n < state.cards.length; n += 1) if (state.cards[n]!.zone !== RULES_ZONE) out.push(n);
  return out;
}

const refuse = (message: string): EngineError => ({ code: 'illegal-action', message: `god tool: ${message}` });

/** A card's number, a zone id, a seat: what each parameter must be. */
function cardOf(ctx: Ctx, value: unknown): CardInstance | string {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'name the card by its number (card: 12)';
  const card = cardRefIn(ctx.state, value) === null ? undefined : ctx.state.cards[value];
  if (!card) return `no card ${value} in the game`;
  if (card.zone === RULES_ZONE) return `${value} is a variant's rule, not a card on the table`;
  return card;
}

function zoneOf(ctx: Ctx, value: unknown): string | null {
  if (typeof value !== 'string') return 'name the zone by its id (zone: "p1/hand", "supply")';
  if (value === RULES_ZONE) return 'the rules zone holds the variants in force; no card goes there';
  if (!ctx.state.zones[value]) return `no zone "${value}" (zones: ${Object.keys(ctx.state.zones).filter((z) => z !== RULES_ZONE).join(', ')})`;
  return null;
}

function seatProblem(state: GameState, value: unknown): string | null {
  if (typeof value !== 'string' || !state.seats.some((s) => s.id === value)) return `no player "${String(value)}" (players: ${state.seats.map((s) => s.id).join(', ')})`;
  return null;
}

function whole(value: unknown, what: string, min = 0, max = 1_000_000): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : `${what} must be a whole number from ${min} to ${max}`;
}

function atProblem(value: unknown, size: number): string | null {
  if (value === undefined || value === 'top' || value === 'bottom') return null;
  return whole(value, 'at (a place counted from the bottom, 1 first)', 1, size + 1);
}

/** The stats a card may have in this game (every card kind's). */
function statNames(ctx: Ctx): string[] {
  return [...new Set(ctx.game.vocabulary.cardKinds.flatMap((k) => k.stats.map((s) => s.name)))];
}

/** The values of `god-dice`'s `values`: d6 results, separated by spaces or commas. */
export function diceValues(text: unknown): number[] | null {
  if (typeof text !== 'string') return null;
  const words = text.split(/[\s,]+/).filter(Boolean);
  const values = words.map(Number);
  return values.every((v) => Number.isInteger(v) && v >= 1 && v <= 6) ? values : null;
}

/** An inline definition from the action's `definition` text, or why it cannot be used. */
export function inlineDefinition(ctx: Ctx, action: Action): CardDefinition | string | null {
  if (action.definition === undefined) return null;
  if (typeof action.definition !== 'string') return 'definition is a card definition as JSON text';
  let raw: unknown;
  try {
    raw = JSON.parse(action.definition);
  } catch {
    return 'definition is not JSON';
  }
  const parsed = CardDefinition.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `definition: ${issue.path.map(String).join('.') || 'card'}: ${issue.message}`;
  }
  const def = parsed.data;
  if (def.id !== action.def) return `definition's id "${def.id}" is not def "${String(action.def)}"`;
  if (def.game !== ctx.state.game) return `definition is a card of ${def.game}, not ${ctx.state.game}`;
  const known = ctx.defs.get(def.id);
  if (known && JSON.stringify(known) !== JSON.stringify(def)) return `another card with the id "${def.id}" is in the game; reload the sets to change it, or give the new card another name`;
  return def;
}

/** Why a god action cannot be taken now; null when it can. */
export function godRefusal(ctx: Ctx, action: Action): EngineError | null {
  const { state, game } = ctx;
  if (action.seat !== GOD_SEAT) return refuse(`god tools act as "${GOD_SEAT}", not as ${action.seat}`);
  if (state.result) return { code: 'game-over', message: `The game is over (${state.result.reason})` };
  const problem = ((): string | null => {
    switch (action.kind as GodKind) {
      case 'god-put': {
        const inline = inlineDefinition(ctx, action);
        if (typeof inline === 'string') return inline;
        if (!inline && (typeof action.def !== 'string' || !ctx.defs.has(action.def) || ctx.defs.get(action.def)!.kind === RULE_CARD_KIND)) return `no card definition "${String(action.def)}" in the game's sets`;
        const zone = zoneOf(ctx, action.zone);
        if (zone) return zone;
        if (action.faceUp !== undefined && typeof action.faceUp !== 'boolean') return 'faceUp is true or false';
        return atProblem(action.at, state.zones[action.zone as string]!.cards.length);
      }
      case 'god-move': {
        const card = cardOf(ctx, action.card);
        if (typeof card === 'string') return card;
        const zone = zoneOf(ctx, action.zone);
        if (zone) return zone;
        if (action.faceUp !== undefined && typeof action.faceUp !== 'boolean') return 'faceUp is true or false';
        const size = state.zones[action.zone as string]!.cards.length - (card.zone === action.zone ? 1 : 0);
        return atProblem(action.at, size);
      }
      case 'god-remove': {
        const card = cardOf(ctx, action.card);
        if (typeof card === 'string') return card;
        return card.zone === REMOVED_ZONE ? `${card.id} is out of the game already` : null;
      }
      case 'god-stat': {
        const card = cardOf(ctx, action.card);
        if (typeof card === 'string') return card;
        const stats = statNames(ctx);
        if (typeof action.stat !== 'string' || !stats.includes(action.stat)) return `no stat "${String(action.stat)}" in ${game.vocabulary.name} (stats: ${stats.join(', ')})`;
        return whole(action.value, 'value', -1000, 1000);
      }
      case 'god-counters': {
        const card = cardOf(ctx, action.card);
        if (typeof card === 'string') return card;
        const kinds = [...game.vocabulary.counters.map((c) => c.name), ...statNames(ctx)];
        if (typeof action.counter !== 'string' || !kinds.includes(action.counter)) return `no counter "${String(action.counter)}" in ${game.vocabulary.name} (counters: ${kinds.join(', ')})`;
        return whole(action.value, 'value', 0, 1000);
      }
      case 'god-damage': {
        const card = cardOf(ctx, action.card);
        return typeof card === 'string' ? card : whole(action.value, 'value', 0, 1000);
      }
      case 'god-exhaust': {
        const card = cardOf(ctx, action.card);
        if (typeof card === 'string') return card;
        return typeof action.exhausted === 'boolean' ? null : 'exhausted is true or false';
      }
      case 'god-resource': {
        const seat = seatProblem(state, action.player);
        if (seat) return seat;
        const names = game.vocabulary.resources.map((r) => r.name);
        if (typeof action.resource !== 'string' || !names.includes(action.resource)) return `no resource "${String(action.resource)}" in ${game.vocabulary.name} (resources: ${names.join(', ') || 'none'})`;
        const bad = whole(action.value, 'value');
        if (bad) return bad;
        // The bank gives only what it holds: its total stays what the rules say.
        const bank = game.bank?.(ctx, action.resource) ?? null;
        const before = state.seats.find((s) => s.id === action.player)!.resources[action.resource] ?? 0;
        if (bank !== null && (action.value as number) > before + bank) return `the bank holds ${bank} ${action.resource}: ${action.player} can have at most ${before + bank}`;
        return null;
      }
      case 'god-health': {
        const seat = seatProblem(state, action.player);
        if (seat) return seat;
        if (!game.playerBody || !game.healthStat) return `${game.vocabulary.name} has no player health`;
        if (!game.playerBody(ctx, action.player as string)) return `${String(action.player)} has no card that takes their damage`;
        return whole(action.value, 'value', 0, 1000);
      }
      case 'god-dice':
        return diceValues(action.values) ? null : 'values are d6 results from 1 to 6, such as "6 1"';
      case 'god-priority': {
        const seat = seatProblem(state, action.player);
        if (seat) return seat;
        if (state.seats.find((s) => s.id === action.player)!.out) return `${String(action.player)} is out of the game`;
        if (state.prompt?.kind !== 'priority') return `priority can be handed over only while a priority decision waits (now: ${state.prompt ? `${state.prompt.seat} ${state.prompt.kind}` : 'nothing'})`;
        return null;
      }
      case 'god-phase': {
        const phases = game.phases ?? [];
        if (phases.length === 0) return `${game.vocabulary.name} declares no phases to skip to`;
        if (typeof action.phase !== 'string' || !phases.includes(action.phase)) return `no phase "${String(action.phase)}" (phases: ${phases.join(', ')})`;
        if (action.player !== undefined) {
          const seat = seatProblem(state, action.player);
          if (seat) return seat;
          if (state.seats.find((s) => s.id === action.player)!.out) return `${String(action.player)} is out of the game`;
        }
        return null;
      }
      default:
        return `no god tool "${action.kind}"`;
    }
  })();
  return problem ? refuse(problem) : null;
}

/** Puts `card` (already in `zone`, on top) at a place counted from the bottom, 1 first. */
function placeAt(state: GameState, card: CardRef, zone: ZoneId, at: Action['at']): void {
  if (at === undefined || at === 'top') return;
  const cards = state.zones[zone]!.cards;
  cards.splice(cards.lastIndexOf(card), 1);
  cards.splice(at === 'bottom' ? 0 : Math.min(cards.length, Number(at) - 1), 0, card);
  tableChanged();
}

/** Whether cards lie face up in a zone by default: everything but a hidden pile. */
function faceUpIn(ctx: Ctx, zone: ZoneId): boolean {
  const type = ctx.state.zones[zone]!.type;
  return ctx.game.vocabulary.zones.find((z) => z.name === type)?.visibility !== 'hidden';
}

function ensureRemovedZone(state: GameState): void {
  if (!state.zones[REMOVED_ZONE]) state.zones[REMOVED_ZONE] = { id: REMOVED_ZONE, type: REMOVED_ZONE, owner: null, cards: [] };
}

/**
 * Carries out a god action (checked by `godRefusal`). Cards move through the kernel's own
 * moves, so what the rules check on arrivals (a stak's top turned face up, cards that enter
 * exhausted) holds; numbers are set directly and silently. A `god` event names what was done.
 */
export function applyGodAction(ctx: Ctx, action: Action): void {
  const { state, game } = ctx;
  const kind = action.kind as GodKind;
  // The event names what was done; an inline definition stays in the action (and the state).
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(action)) if (key !== 'seat' && key !== 'kind' && key !== 'definition' && value !== undefined) fields[key] = value;
  emit(ctx, { type: 'god', tool: kind.slice(4), ...fields });
  switch (kind) {
    case 'god-put': {
      const inline = inlineDefinition(ctx, action);
      if (inline && typeof inline === 'object' && !state.tableDefinitions?.[inline.id] && !ctx.defs.has(inline.id)) {
        state.tableDefinitions = { ...(state.tableDefinitions ?? {}), [inline.id]: inline };
        ctx.defs = new Map([...ctx.defs, [inline.id, inline]]);
      }
      const zone = action.zone as ZoneId;
      const owner = state.zones[zone]!.owner;
      const id = addCard(state, action.def as string, owner, '', true);
      moveCard(ctx, id, zone, 'top', typeof action.faceUp === 'boolean' ? action.faceUp : faceUpIn(ctx, zone));
      placeAt(state, id, zone, action.at);
      break;
    }
    case 'god-move': {
      const card = action.card as CardRef;
      const zone = action.zone as ZoneId;
      moveCard(ctx, card, zone, 'top', typeof action.faceUp === 'boolean' ? action.faceUp : undefined);
      placeAt(state, card, zone, action.at);
      break;
    }
    case 'god-remove':
      ensureRemovedZone(state);
      moveCard(ctx, action.card as CardRef, REMOVED_ZONE, 'top', true);
      break;
    case 'god-stat': {
      const card = action.card as CardRef;
      const amount = (action.value as number) - statOf(ctx, card, action.stat as string);
      if (amount !== 0) state.modifiers.push({ id: nextId(state, 'm'), card, stat: action.stat as string, amount, source: null, duration: 'permanent', turn: state.turn.number });
      break;
    }
    case 'god-counters': {
      const instance = state.cards[action.card as CardRef]!;
      const counters = { ...instance.counters };
      if (action.value === 0) delete counters[action.counter as string];
      else counters[action.counter as string] = action.value as number;
      instance.counters = counters;
      break;
    }
    case 'god-damage':
      state.cards[action.card as CardRef]!.damage = action.value as number;
      break;
    case 'god-exhaust':
      state.cards[action.card as CardRef]!.exhausted = action.exhausted as boolean;
      break;
    case 'god-resource': {
      const seat = state.seats.find((s) => s.id === action.player)!;
      seat.resources = { ...seat.resources, [action.resource as string]: action.value as number };
      break;
    }
    case 'god-health': {
      const body = game.playerBody!(ctx, action.player as SeatId)!;
      const stat = game.healthStat!;
      const max = statOf(ctx, body, stat);
      const value = action.value as number;
      // More health than the maximum raises the maximum, as a permanent change.
      if (value > max) state.modifiers.push({ id: nextId(state, 'm'), card: body, stat, amount: value - max, source: null, duration: 'permanent', turn: state.turn.number });
      state.cards[body]!.damage = Math.max(0, max - value);
      break;
    }
    case 'god-dice':
      state.forcedRolls = diceValues(action.values)!;
      break;
    case 'god-priority': {
      // A new round of passes starts from that player: everyone passes again before the top resolves.
      const seat = action.player as SeatId;
      state.priority = seat;
      state.passes = 0;
      state.prompt = { kind: 'priority', seat };
      return;
    }
    case 'god-phase':
      skipToPhase(ctx, action.phase as string, action.player as SeatId | undefined);
      break;
  }
  // A main or priority decision is dropped and raised again once what the change set off (a
  // stak's new top entering) is done, as after a move off the stack; a question an effect asks
  // keeps waiting, and what the change set off follows its answer.
  if (state.prompt?.kind === 'main' || state.prompt?.kind === 'priority') state.prompt = null;
  game.tableEdited?.(ctx);
}

/**
 * Play resumes at the start of `phase`, as a scenario's given layout resumes: whatever was under
 * way (the stack, effects resolving, triggers waiting, the decision asked) is dropped, each stack
 * item put where a cancelled one goes; the phases in between are not played. Naming another
 * player starts their turn: this turn ends first ("until end of turn" runs out, the turn's flags
 * clear) and the turn number goes up.
 */
function skipToPhase(ctx: Ctx, phase: string, player: SeatId | undefined): void {
  const { state, game } = ctx;
  for (const item of [...state.stack].reverse()) game.onCancelled?.(ctx, item);
  const { stack, frames, pending, ordering, resolving, passes, priority, prompt } = nothingUnderWay();
  Object.assign(state, { stack, frames, pending, ordering, resolving, passes, priority, prompt });
  if (player !== undefined && player !== state.turn.active) {
    expireEndOfTurn(ctx);
    state.turn = { number: state.turn.number + 1, active: player, phase, step: 0 };
  } else state.turn = { ...state.turn, phase, step: 0 };
  emit(ctx, { type: 'phase-skipped', player: state.turn.active, phase });
}

/** One god tool as the page offers it: what it needs, and what it may name now. */
export type GodTool = {
  kind: GodKind;
  /** Why it cannot be used now; absent when it can. */
  unavailable?: string;
};

/**
 * What the god tools may name now, for the page's god mode: every zone (not the rules), every
 * card on the table, the game's definitions, stats, counters, resources, players and phases,
 * and each tool with why it is unavailable where it is.
 */
export type GodMenu = {
  tools: GodTool[];
  zones: ZoneId[];
  cards: CardRef[];
  definitions: string[];
  stats: string[];
  counters: string[];
  resources: string[];
  players: SeatId[];
  phases: string[];
};

export function godTools(ctx: Ctx): GodMenu {
  const { state, game } = ctx;
  const over = state.result ? `the game is over (${state.result.reason})` : undefined;
  const why = (kind: GodKind): string | undefined => {
    if (over) return over;
    if (kind === 'god-health' && (!game.playerBody || !game.healthStat)) return `${game.vocabulary.name} has no player health`;
    if (kind === 'god-priority' && state.prompt?.kind !== 'priority') return 'no priority decision waits';
    if (kind === 'god-phase' && !(game.phases ?? []).length) return `${game.vocabulary.name} declares no phases`;
    return undefined;
  };
  return {
    tools: GOD_KINDS.map((kind) => {
      const unavailable = why(kind);
      return unavailable ? { kind, unavailable } : { kind };
    }),
    zones: Object.keys(state.zones).filter((z) => z !== RULES_ZONE),
    cards: cardsOnTable(state),
    definitions: [...ctx.defs.values()].filter((d) => d.kind !== RULE_CARD_KIND).map((d) => d.id),
    stats: statNames(ctx),
    counters: [...new Set([...game.vocabulary.counters.map((c) => c.name), ...statNames(ctx)])],
    resources: game.vocabulary.resources.map((r) => r.name),
    players: state.seats.filter((s) => !s.out).map((s) => s.id),
    phases: [...(game.phases ?? [])],
  };
}
