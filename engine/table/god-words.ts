// God actions in words, both ways: "god put Tiny into p1.stak", "god set p2.stak.top damage to
// 1", "god phase end of p2". The table's log and action list show them so, a recorded scenario
// writes them as `god:` steps, and the scenario runner reads those steps back into actions.
//
// API:
//   godWords(w, action, exact?)  the action in words (exact: cards by place, definitions by id
//                                where a name is shared, inline definitions as JSON: what a step needs)
//   readGodWords(w, text)        the action a `god:` step names, or { error }
import type { Action } from '../core/context';
import { cardRefIn, FIRST_CARD, type CardRef } from '../core/state';
import { diceValues, GOD_SEAT } from '../core/god';
import type { CardDefinition } from '../defs';
import { cardAtPlace, cardName, isPosition, placeWords, tokenize, zoneAt, zoneWords, type Words } from '../scenario/words';

const place = (at: Action['at']): string => (at === undefined || at === 'top' ? '' : ` at ${String(at)}`);
const side = (faceUp: Action['faceUp']): string => (faceUp === true ? ' face up' : faceUp === false ? ' face down' : '');

function zonePath(w: Words, zone: unknown): string {
  const found = typeof zone === 'string' ? w.state.zones[zone] : undefined;
  return found ? zoneWords(found) : String(zone);
}

/** A definition by name, or by id when another definition of the game has the same name. */
function definitionWords(w: Words, id: string): string {
  const def = w.defs.get(id) ?? w.state.tableDefinitions?.[id];
  if (!def) return id;
  const shared = [...w.defs.values()].filter((d) => d.name.toLowerCase() === def.name.toLowerCase()).length > 1;
  return shared ? id : quoted(def.name);
}

/** Names with spaces are quoted so a step reads them back as one word. */
function quoted(name: string): string {
  return /\s/.test(name) || name.includes('"') ? `"${name.replace(/"/g, "'")}"` : name;
}

function cardWords(w: Words, value: unknown, exact: boolean): string {
  const card = cardRefIn(w.state, value);
  if (card === null) return String(value);
  return exact ? placeWords(w, card) : cardName(w, card);
}

/** A god action in words, beginning with "god". */
export function godWords(w: Words, action: Action, exact = false): string {
  const card = () => cardWords(w, action.card, exact);
  switch (action.kind) {
    case 'god-put': {
      const what = typeof action.definition === 'string' ? (exact ? action.definition : `${nameOfInline(action.definition) ?? String(action.def)} (from the editor)`) : exact ? definitionWords(w, String(action.def)) : (w.defs.get(String(action.def))?.name ?? String(action.def));
      return `god put ${what} into ${zonePath(w, action.zone)}${place(action.at)}${side(action.faceUp)}`;
    }
    case 'god-move':
      return `god move ${card()} to ${zonePath(w, action.zone)}${place(action.at)}${side(action.faceUp)}`;
    case 'god-remove':
      return `god remove ${card()}`;
    case 'god-stat':
      return `god set ${card()} ${String(action.stat)} to ${String(action.value)}`;
    case 'god-counters':
      return `god set ${card()} counters ${String(action.counter)} to ${String(action.value)}`;
    case 'god-damage':
      return `god set ${card()} damage to ${String(action.value)}`;
    case 'god-exhaust':
      return `god set ${card()} ${action.exhausted ? 'exhausted' : 'ready'}`;
    case 'god-resource':
      return `god set ${String(action.player)} ${String(action.resource)} to ${String(action.value)}`;
    case 'god-health':
      return `god set ${String(action.player)} health to ${String(action.value)}`;
    case 'god-dice':
      return `god dice ${(diceValues(action.values) ?? []).join(' ')}`;
    case 'god-priority':
      return `god priority to ${String(action.player)}`;
    case 'god-phase':
      return `god phase ${String(action.phase)}${action.player === undefined ? '' : ` of ${String(action.player)}`}`;
    default:
      return `god ${action.kind.slice(4)}`;
  }
}

function nameOfInline(json: string): string | null {
  try {
    const parsed = JSON.parse(json) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name : null;
  } catch {
    return null;
  }
}

/** A card on the table named by place (`p1.hand.top`), number (`11`) or a name only one card on the table has. */
function readCard(w: Words, word: string): CardRef | { error: string } {
  const placed = cardAtPlace(w.state, word);
  if (placed !== null) return placed;
  const numbered = /^\d+$/.test(word) ? cardRefIn(w.state, Number(word)) : null;
  if (numbered !== null) return numbered;
  const named = w.state.cards.slice(FIRST_CARD).filter((c) => cardName(w, c.id).toLowerCase() === word.toLowerCase() && c.zone !== 'rules');
  if (named.length === 1) return named[0]!.id;
  if (named.length > 1) return { error: `"${word}" could be any of ${named.length} cards (${named.map((c) => placeWords(w, c.id)).join(', ')}); name it by its place` };
  return { error: `no card "${word}" on the table (name one by its place, such as p1.hand.top)` };
}

function readZone(w: Words, word: string): string | { error: string } {
  const zone = zoneAt(w.state, word.split('.'));
  return zone ? zone.id : { error: `no zone "${word}" (zones: ${Object.values(w.state.zones).map(zoneWords).join(', ')})` };
}

function readDefinition(w: Words, word: string): string | { error: string } {
  if (w.defs.has(word)) return word;
  const named = [...w.defs.values()].filter((d: CardDefinition) => d.name.toLowerCase() === word.toLowerCase());
  if (named.length === 1) return named[0]!.id;
  if (named.length > 1) return { error: `"${word}" names ${named.length} cards (${named.map((d) => d.id).join(', ')}); write the card's id` };
  return { error: `no card called "${word}" in the game's sets` };
}

const number = (word: string | undefined): number | null => (word !== undefined && /^-?\d+$/.test(word) ? Number(word) : null);

/** Reads `at <place>` and `face up|down` after a zone. */
function readPlacement(words: string[], action: Action): string | null {
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === 'at' && words[i + 1] !== undefined && isPosition(words[i + 1]!)) {
      const at = words[i + 1]!;
      action.at = at === 'top' || at === 'bottom' ? at : Number(at);
      i += 1;
    } else if (word === 'face' && (words[i + 1] === 'up' || words[i + 1] === 'down')) {
      action.faceUp = words[i + 1] === 'up';
      i += 1;
    } else return `"${word}": after the zone come "at <top|bottom|n>" and "face up" or "face down"`;
  }
  return null;
}

const FORMS = 'put <card> into <zone>, move <card> to <zone>, remove <card>, set <card> <stat|damage|counters name|exhausted|ready> [to n], set <player> <resource|health> to n, dice <n>…, priority to <player>, phase <phase> [of <player>]';

/** The god action a step's words name (`put Tiny into p1.stak at bottom`), without the leading "god". */
export function readGodWords(w: Words, text: string): Action | { error: string } {
  const trimmed = text.trim().replace(/^god\s+/, '');
  const fail = (error: string) => ({ error: `god: ${error}` });
  const action = (kind: string, params: Record<string, string | number | boolean>): Action => ({ seat: GOD_SEAT, kind, ...params });
  // A definition written inline as JSON: `put {…} into p1.hand`.
  const inline = /^put\s+(\{.*\})\s+into\s+(\S+)(.*)$/s.exec(trimmed);
  if (inline) {
    const name = nameOfInline(inline[1]!);
    let id: unknown;
    try {
      id = (JSON.parse(inline[1]!) as { id?: unknown }).id;
    } catch {
      return fail('the card after "put" is not JSON');
    }
    if (name === null || typeof id !== 'string') return fail('a card definition written inline needs its id and name');
    const zone = readZone(w, inline[2]!);
    if (typeof zone !== 'string') return fail(zone.error);
    const made = action('god-put', { def: id, zone, definition: inline[1]! });
    const bad = readPlacement(tokenize(inline[3]!), made);
    return bad ? fail(bad) : made;
  }
  const words = tokenize(trimmed);
  const [verb, ...rest] = words;
  switch (verb) {
    case 'put': {
      const into = rest.indexOf('into');
      if (into < 1 || rest[into + 1] === undefined) return fail('write "put <card> into <zone>"');
      const def = readDefinition(w, rest.slice(0, into).join(' '));
      if (typeof def !== 'string') return fail(def.error);
      const zone = readZone(w, rest[into + 1]!);
      if (typeof zone !== 'string') return fail(zone.error);
      const made = action('god-put', { def, zone });
      const bad = readPlacement(rest.slice(into + 2), made);
      return bad ? fail(bad) : made;
    }
    case 'move': {
      const to = rest.indexOf('to');
      if (to < 1 || rest[to + 1] === undefined) return fail('write "move <card> to <zone>"');
      const card = readCard(w, rest.slice(0, to).join(' '));
      if (typeof card !== 'number') return fail(card.error);
      const zone = readZone(w, rest[to + 1]!);
      if (typeof zone !== 'string') return fail(zone.error);
      const made = action('god-move', { card, zone });
      const bad = readPlacement(rest.slice(to + 2), made);
      return bad ? fail(bad) : made;
    }
    case 'remove': {
      const card = readCard(w, rest.join(' '));
      return typeof card === 'number' ? action('god-remove', { card }) : fail(card.error);
    }
    case 'set': {
      const [who, what, ...tail] = rest;
      if (who === undefined || what === undefined) return fail(`write ${FORMS}`);
      const seat = w.state.seats.find((s) => s.id.toLowerCase() === who.toLowerCase());
      if (what === 'exhausted' || what === 'ready') {
        const card = readCard(w, who);
        return typeof card === 'number' ? action('god-exhaust', { card, exhausted: what === 'exhausted' }) : fail(card.error);
      }
      const counter = what === 'counters' ? tail.shift() : undefined;
      if (tail[0] !== 'to' || number(tail[1]) === null || tail.length !== 2) return fail(`write "set ${who} ${what}${counter ? ` ${counter}` : ''} to <number>"`);
      const value = number(tail[1])!;
      if (seat) return what === 'health' ? action('god-health', { player: seat.id, value }) : action('god-resource', { player: seat.id, resource: what, value });
      const card = readCard(w, who);
      if (typeof card !== 'number') return fail(card.error);
      if (what === 'damage') return action('god-damage', { card, value });
      if (what === 'counters') return counter ? action('god-counters', { card, counter, value }) : fail('write "set <card> counters <name> to <number>"');
      return action('god-stat', { card, stat: what, value });
    }
    case 'dice': {
      const values = diceValues(rest.join(' '));
      return values && values.length > 0 ? action('god-dice', { values: values.join(' ') }) : fail('write "dice" and d6 results, such as "dice 6 1"');
    }
    case 'priority':
      return rest[0] === 'to' && rest.length === 2 ? action('god-priority', { player: rest[1]! }) : fail('write "priority to <player>"');
    case 'phase':
      if (rest.length === 1) return action('god-phase', { phase: rest[0]! });
      if (rest.length === 3 && rest[1] === 'of') return action('god-phase', { phase: rest[0]!, player: rest[2]! });
      return fail('write "phase <phase>" or "phase <phase> of <player>"');
    default:
      return fail(`"${verb ?? ''}" is no god tool; write ${FORMS}`);
  }
}
