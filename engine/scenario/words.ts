// Actions, prompts, events and card places in the words a scenario is written in ("p1 play
// Crusher onto p2", "p2 choose", "entry Crusher", "p2.stak.top") and back again. The runner
// matches a step against the legal actions in these words, so a failure can list what was
// legal in the same words the author writes.
import type { Action } from '../core/context';
import type { CardRef, GameEvent, GameState, Prompt, SeatId, Zone } from '../core/state';
import { cardParam } from '../core/state';
import type { CardDefinition } from '../defs';

/** What turning ids into words needs: the state and the definitions its cards point at. */
export type Words = { state: GameState; defs: ReadonlyMap<string, CardDefinition> };

export const isSeatId = (state: GameState, id: string): boolean => state.seats.some((s) => s.id === id);

export function cardName(w: Words, card: CardRef): string {
  const instance = w.state.cards[card];
  return (instance && w.defs.get(instance.def)?.name) ?? String(card);
}

/**
 * A zone as a path: `p1.stak` for a seat's zone, `supply` for a shared one. A shared zone is
 * named by its id, which is its type unless the type is laid out as numbered slots (`shop-1`).
 */
export function zoneWords(zone: Zone): string {
  return zone.owner === null ? zone.id : `${zone.owner}.${zone.type}`;
}

/** The stack item with this id, if one is on the stack. */
function stackItem(w: Words, id: string) {
  return w.state.stack.find((item) => item.id === id);
}

/** Where a card is, as a path that names it alone: `p2.stak.top`, `p1.hand.2` (from the bottom, 1 first). */
export function placeWords(w: Words, card: CardRef): string {
  const instance = w.state.cards[card];
  const zone = instance ? w.state.zones[instance.zone] : undefined;
  if (!zone) return String(card);
  const at = zone.cards.indexOf(card);
  const position = at === zone.cards.length - 1 ? 'top' : at === 0 ? 'bottom' : String(at + 1);
  return `${zoneWords(zone)}.${position}`;
}

/** The zone a path names (`p1.stak`, `supply`), or null. */
export function zoneAt(state: GameState, segments: string[]): Zone | null {
  if (segments.length === 1) {
    const zone = state.zones[segments[0]!];
    return zone && zone.owner === null ? zone : null;
  }
  if (segments.length === 2) return state.zones[`${segments[0]}/${segments[1]}`] ?? null;
  return null;
}

/** A card position within a zone: `top`, `bottom`, or 1-based from the bottom. */
export function cardAt(zone: Zone, position: string): CardRef | null {
  if (position === 'top') return zone.cards[zone.cards.length - 1] ?? null;
  if (position === 'bottom') return zone.cards[0] ?? null;
  if (/^[1-9]\d*$/.test(position)) return zone.cards[Number(position) - 1] ?? null;
  return null;
}

export const isPosition = (word: string): boolean => word === 'top' || word === 'bottom' || /^[1-9]\d*$/.test(word);

/** A card named by its place (`p2.stak.top`), or null when the words are no place. */
export function cardAtPlace(state: GameState, words: string): CardRef | null {
  const segments = words.split('.');
  if (segments.length < 2 || !isPosition(segments[segments.length - 1]!)) return null;
  const zone = zoneAt(state, segments.slice(0, -1));
  return zone ? cardAt(zone, segments[segments.length - 1]!) : null;
}

/**
 * Modes and ordered items are counted from 1 in words, as a card lists them; the engine
 * counts its `index` from 0.
 */
export const ordinal = (key: string, value: string | number | boolean): string => (key === 'index' && typeof value === 'number' ? String(value + 1) : String(value));

/** One parameter value in words: a card by name, a seat by id, anything else as written. */
export function valueWords(w: Words, value: string | number | boolean, key = ''): string {
  const card = cardParam(w.state, key, value);
  if (card !== null) return cardName(w, card);
  const item = typeof value === 'string' ? stackItem(w, value) : undefined;
  if (item) return item.label;
  return ordinal(key, value);
}

/** The parameters of an action other than its seat and kind, in the engine's order. */
export function paramsOf(action: Action): [string, string | number | boolean][] {
  return Object.entries(action).filter((e): e is [string, string | number | boolean] => e[0] !== 'seat' && e[0] !== 'kind' && e[1] !== undefined);
}

/** "play Crusher onto p2": the kind, the first parameter bare, the others as "keyword value". */
export function actionWords(w: Words, action: Action, withSeat = true): string {
  const parts = withSeat ? [action.seat, action.kind] : [action.kind];
  paramsOf(action).forEach(([key, value], i) => {
    if (i > 0) parts.push(key);
    parts.push(valueWords(w, value, key));
  });
  return parts.join(' ');
}

/**
 * Every way a step may name one parameter value: a card by name, number or place; a seat by
 * id; a mode or ordered item by number or label.
 */
export function valueAliases(w: Words, key: string, value: string | number | boolean): string[] {
  const card = cardParam(w.state, key, value);
  if (card !== null) return [cardName(w, card), String(card), placeWords(w, card)];
  // A stack item by its label (a card's name, "death", "attack roll") or its id.
  const item = typeof value === 'string' ? stackItem(w, value) : undefined;
  if (item) return [item.label, String(value)];
  const prompt = w.state.prompt;
  if (typeof value === 'number' && key === 'index' && prompt) {
    if (prompt.kind === 'mode' && prompt.modes[value] !== undefined) return [ordinal(key, value), prompt.modes[value]!];
    if (prompt.kind === 'order' && prompt.items[value] !== undefined) return [ordinal(key, value), prompt.items[value]!];
  }
  return [ordinal(key, value)];
}

/** Case, spacing and quotes do not matter when words are compared. */
export function normalize(text: string): string {
  return tokenize(text).join(' ').toLowerCase();
}

/** Splits on spaces, keeping "quoted words" together (without their quotes). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

/** Every wording of an action (without its seat) that names it, for matching a step. */
export function actionVariants(w: Words, action: Action): string[] {
  let variants = [action.kind];
  paramsOf(action).forEach(([key, value], i) => {
    const aliases = valueAliases(w, key, value);
    const next: string[] = [];
    for (const v of variants) for (const alias of aliases) next.push(i === 0 ? `${v} ${alias}` : `${v} ${key} ${alias}`);
    variants = next;
  });
  return variants.map(normalize);
}

/** The legal actions that the words name (the seat's own actions only). */
export function matchingActions(w: Words, legal: Action[], seat: SeatId, text: string): Action[] {
  const wanted = normalize(text);
  return legal.filter((action) => action.seat === seat && actionVariants(w, action).includes(wanted));
}

/** Who the engine waits for, as an expectation writes it: "p2 main", or "nobody". */
export function waitingWords(state: GameState): string {
  if (state.result || !state.prompt) return 'nobody';
  return `${state.prompt.seat} ${state.prompt.kind}`;
}

/** The prompt with what it offers, for messages: "p1 choose (Choose victim: p2, p3)". */
export function promptDetail(w: Words, prompt: Prompt | null): string {
  if (w.state.result) return `nobody: the game is over (${w.state.result.reason})`;
  if (!prompt) return 'nobody';
  const head = `${prompt.seat} ${prompt.kind}`;
  switch (prompt.kind) {
    case 'main':
      return `${head} (${prompt.window})`;
    case 'priority':
      return head;
    case 'choose':
      return `${head} (${prompt.label}: ${prompt.candidates.map((c) => valueWords(w, c)).join(', ')})`;
    case 'yes-no':
      return `${head} (${prompt.label})`;
    case 'mode':
      return `${head} (${prompt.label}: ${prompt.modes.map((m, i) => `${i + 1} ${m}`).join(', ')})`;
    case 'order':
      return `${head} (${prompt.label}: ${prompt.items.map((m, i) => `${i + 1} ${m}`).join(', ')})`;
  }
}

/**
 * What an event's `card` names in words: a card by its name; a player as their seat id (an
 * effect's target may be either: "damage-prevented p2"); null when it names neither.
 */
function cardFieldWords(w: Words, value: GameEvent[string] | undefined): string | null {
  if (typeof value === 'number') return cardName(w, value);
  return typeof value === 'string' ? value : null;
}

/** An event as "<type> <subject>": the card's name, else the player ("entry Crusher", "eliminated p2"). */
export function eventWords(w: Words, event: GameEvent): string {
  const card = cardFieldWords(w, event.card);
  if (card !== null) return `${event.type} ${card}`;
  if (typeof event.player === 'string') return `${event.type} ${event.player}`;
  return event.type;
}

/** Whether an event fits "<type> [card name or seat]". */
export function eventMatches(w: Words, event: GameEvent, type: string, subject: string | null): boolean {
  if (event.type !== type) return false;
  if (subject === null) return true;
  const wanted = subject.toLowerCase();
  const card = cardFieldWords(w, event.card);
  if (card !== null && card.toLowerCase() === wanted) return true;
  return typeof event.player === 'string' && event.player.toLowerCase() === wanted;
}

/** A list of words for a message, shortened past `limit` items. */
export function listWords(items: string[], limit = 30): string {
  if (items.length === 0) return '(none)';
  const shown = items.slice(0, limit).join(', ');
  return items.length > limit ? `${shown}, … (${items.length - limit} more)` : shown;
}
