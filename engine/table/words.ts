// What the table shows in words, for any game: each legal action ("p1 play Tiny", "p1 attack
// Pooter", "p2 pass"), each stack item (its source card, its targets), the current prompt, and
// the log's events as English grouped by turn. Built on the scenario's words
// (engine/scenario/words.ts), so an action reads the same on the table, in a recorded scenario
// and in the runner's messages; god actions read as engine/table/god-words.ts says.
//
// API (`w` is `{ state, defs }`: `tableWords(game, state)` makes it):
//   actionText(w, action)        one action in words
//   actionTexts(w, actions)      every action, each text unique (alike cards told apart by place)
//   stackItems(w)                the stack, top first: { id, text, kind, source, sourceName, controller, targets }
//   promptText(w)                who must act and what is asked, in a sentence (prompt-words.ts)
//   eventText(w, event)          one event as an English sentence
//   logByTurn(w, entries)        log entries grouped by the turn they happened in
import type { Action } from '../core/context';
import type { Game } from '../core/engine';
import { isGodAction } from '../core/god';
import { cardParam, type CardRef, type GameEvent, type GameState, type StackItem } from '../core/state';
import { actionWords, cardName, isSeatId, placeWords, valueWords, type Words } from '../scenario/words';
import { godWords } from './god-words';
import { promptText as promptSentence } from './prompt-words';

export type { Words };

export function tableWords(game: Game, state: GameState): Words {
  return { state, defs: game.ctx(state).defs };
}

/** An action in words: "p1 play Tiny"; a mode or an order names its label too: "p2 mode 1 (Deal 1 damage)". */
export function actionText(w: Words, action: Action): string {
  if (isGodAction(action)) return godWords(w, action);
  const text = actionWords(w, action);
  const prompt = w.state.prompt;
  const index = typeof action.index === 'number' ? action.index : -1;
  if (action.kind === 'mode' && prompt?.kind === 'mode' && prompt.modes[index] !== undefined) return `${text} (${prompt.modes[index]})`;
  if (action.kind === 'first' && prompt?.kind === 'order' && prompt.items[index] !== undefined) return `${text} (${prompt.items[index]})`;
  return text;
}

/**
 * Every action in words, each text unique, in the order given: actions that read alike (two
 * Bolt Pups in one hand) name their cards by place ("p1 play Bolt Pup (p1.hand.2)").
 */
export function actionTexts(w: Words, actions: readonly Action[]): string[] {
  const texts = actions.map((a) => actionText(w, a));
  const count = new Map<string, number>();
  for (const text of texts) count.set(text, (count.get(text) ?? 0) + 1);
  const out = texts.map((text, i) => {
    if (count.get(text)! === 1) return text;
    const places = Object.entries(actions[i]!)
      .flatMap(([key, value]) => {
        const card = key === 'seat' || key === 'kind' ? null : cardParam(w.state, key, value);
        return card === null ? [] : [card];
      })
      .map((card) => placeWords(w, card));
    return places.length > 0 ? `${text} (${places.join(', ')})` : text;
  });
  // Whatever still reads alike is numbered, so every button has its own name.
  const seen = new Map<string, number>();
  return out.map((text) => {
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return n === 1 ? text : `${text} #${n}`;
  });
}

export type StackItemWords = {
  id: string;
  /** "XIII. Death (p3), targeting p3"; "attack roll (p1): 4". */
  text: string;
  kind: StackItem['kind'];
  /** The card it comes from (a card being played, an ability's card, a monster attacked), if any. */
  source: CardRef | null;
  sourceName: string | null;
  controller: string;
  /** What it targets: chosen cards by name, players by id. */
  targets: string[];
};

/** A target bound on an item: a card's name, a player's id, a stack item's label. */
function targetNames(w: Words, item: StackItem): string[] {
  const out: string[] = [];
  for (const ids of Object.values(item.scope.bound)) for (const id of ids) out.push(valueWords(w, id));
  // A game event names its card in its arguments (an attack's monster, a purchase's item).
  if (out.length === 0 && item.effect.kind === 'game') {
    for (const [key, value] of Object.entries(item.effect.args)) {
      if (key === 'card' || value === item.source) continue;
      const card = cardParam(w.state, key, value);
      if (card !== null) out.push(cardName(w, card));
      else if (typeof value === 'string' && isSeatId(w.state, value)) out.push(valueWords(w, value));
    }
  }
  return out;
}

/** The stack, top first. */
export function stackItems(w: Words): StackItemWords[] {
  return [...w.state.stack].reverse().map((item) => {
    const sourceName = item.source !== null && w.state.cards[item.source] ? cardName(w, item.source) : null;
    const targets = targetNames(w, item);
    let text = item.label;
    if (sourceName && !item.label.toLowerCase().startsWith(sourceName.toLowerCase())) text += ` of ${sourceName}`;
    text += ` (${item.controller})`;
    if (item.kind === 'roll' && w.state.lastRoll?.item === item.id) text += `: ${w.state.lastRoll.value}`;
    if (targets.length > 0) text += `, targeting ${targets.join(' and ')}`;
    if (item.underway) text += ', under way';
    return { id: item.id, text, kind: item.kind, source: item.source, sourceName, controller: item.controller, targets };
  });
}

/** Who must act and what is asked, as a sentence with the seat and card names (engine/table/prompt-words.ts). */
export function promptText(w: Words): string {
  return promptSentence(w, () => stackItems(w)[0]?.text ?? null);
}

/** An event's field as words: a card by name, a player by id, anything else as it is. */
function field(w: Words, name: string, value: GameEvent[string] | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' || typeof value === 'number' ? valueWords(w, value, name) : String(value);
}

/**
 * Sentences for the kernel's events and the bundled games' most frequent ones; `{card}`,
 * `{player}`, `{amount}` and the like are the event's fields. A template is used only when the
 * event has every field it names; any other event reads "<subject> <type>".
 */
const SENTENCES: Record<string, string[]> = {
  drew: ['{player} drew {card}', '{player} drew {count}', '{player} drew a card'],
  gained: ['{player} gained {amount} {resource}'],
  lost: ['{player} lost {amount} {resource}'],
  damaged: ['{card} took {amount} damage', '{player} took {amount} damage'],
  damage: ['{card} took {amount} damage', '{player} took {amount} damage'],
  healed: ['{card} healed {amount}', '{player} healed {amount}', '{card} healed'],
  rolled: ['{player} rolled {value}'],
  'attack-rolled': ['{player} rolled {value} to attack'],
  passed: ['{player} passed'],
  'stack-added': ['{card} went on the stack ({player})', '{player} put an item on the stack'],
  fizzled: ['{card} fizzled', 'a stack item fizzled'],
  cancelled: ['{card} was cancelled'],
  'turn-began': ["{player}'s turn began"],
  'turn-ended': ["{player}'s turn ended"],
  'game-began': ['the game began'],
  'game-ended': ['the game ended: {reason}'],
  entry: ['{card} entered'],
  scrapped: ['{card} was scrapped'],
  played: ['{player} played {card}', '{card} was played'],
  'loot-played': ['{player} played {card}'],
  discarded: ['{player} discarded {card}', '{card} was discarded'],
  destroyed: ['{card} was destroyed'],
  exhausted: ['{card} was exhausted'],
  readied: ['{card} was readied'],
  shuffled: ['{owner} shuffled their {zone}', 'the {zone} was shuffled'],
  'turned-face-up': ['{card} was turned face up'],
  'turned-face-down': ['{card} was turned face down'],
  eliminated: ['{player} is out'],
  died: ['{player} died', '{card} died'],
  killed: ['{card} was killed'],
  attacked: ['{player} attacked {card}', '{card} was attacked'],
  'attack-declared': ['{player} declared an attack on {card}', '{player} declared an attack'],
  'attack-ended': ['the attack on {card} ended', 'the attack ended'],
  fought: ['{card} fought'],
  purchased: ['{player} bought {card}'],
  'purchase-declared': ['{player} declared a purchase of {card}'],
  'soul-gained': ['{player} gained the soul {card}'],
  'item-gained': ['{player} gained {card}'],
  'counter-added': ['{card} got {amount} {counter} counters', '{card} got a counter'],
  'counter-removed': ['{card} lost {amount} {counter} counters', '{card} lost a counter'],
  'effects-expired': ['{count} lasting effects ended'],
  'phase-skipped': ["play resumed at {phase} of {player}'s turn"],
  revealed: ['{card} was revealed'],
  activated: ['{player} activated {card}', '{card} was activated'],
};

const PLACEHOLDER = /\{([a-z][a-zA-Z]*)\}/g;

/** One event as an English sentence. God tools read as their action does. */
export function eventText(w: Words, event: GameEvent): string {
  if (event.type === 'god') {
    const { type: _type, tool, ...params } = event;
    return godWords(w, { seat: 'god', kind: `god-${String(tool)}`, ...(params as Record<string, string | number | boolean>) });
  }
  if (event.type === 'moved' && typeof event.to === 'string') return movedText(w, event);
  for (const template of SENTENCES[event.type] ?? []) {
    const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (!names.every((name) => event[name] !== undefined && event[name] !== null && event[name] !== '')) continue;
    return template.replace(PLACEHOLDER, (_m, name: string) => field(w, name, event[name]));
  }
  const subject = typeof event.card === 'number' ? cardName(w, event.card) : typeof event.card === 'string' ? event.card : typeof event.player === 'string' ? event.player : null;
  const words = event.type.replace(/-/g, ' ');
  return subject ? `${subject}: ${words}` : words;
}

/** A zone by its owner ("p1's deck", "the discard"), as a move names it. */
function zonePlace(type: string, owner: GameEvent[string] | undefined): string {
  return typeof owner === 'string' ? `${owner}'s ${type}` : `the ${type}`;
}

/** "Bolt Pup moved from p1's hand to p2's stak"; a card put elsewhere in the same zone "moved within p1's deck". */
function movedText(w: Words, event: GameEvent): string {
  const card = typeof event.card === 'number' ? cardName(w, event.card) : typeof event.card === 'string' ? event.card : 'a card';
  const to = zonePlace(String(event.to), event.toOwner);
  if (typeof event.from !== 'string') return `${card} was put into ${to}`;
  const from = zonePlace(event.from, event.fromOwner);
  return from === to ? `${card} moved within ${to}` : `${card} moved from ${from} to ${to}`;
}

/** One line of the log: an action (null for setting the game up) and the events it caused. */
export type LogEntry = { action: Action | null; events: readonly GameEvent[] };
export type LogTurn = { turn: number; active: string; entries: { index: number; text: string; events: string[] }[] };

/**
 * The log grouped by turn. Each `turn-began` event opens the next turn's group, and the rest of
 * that entry's events go there (its line marked "continued"); `index` is the entry's place in
 * `entries` (the page jumps there). `before` is the turn the log starts in (0 for a game being
 * set up: its group holds the setup). Events are worded against the state given, so a card is
 * named even after it moved.
 */
export function logByTurn(w: Words, entries: readonly LogEntry[], before = { turn: 0, active: '' }): LogTurn[] {
  let current: LogTurn = { turn: before.turn, active: before.active, entries: [] };
  const turns: LogTurn[] = [current];
  entries.forEach((entry, index) => {
    const text = entry.action ? actionText(w, entry.action) : 'setup';
    let line = { index, text, events: [] as string[] };
    current.entries.push(line);
    for (const event of entry.events) {
      if (event.type === 'turn-began' && typeof event.player === 'string') {
        current = { turn: current.turn + 1, active: event.player, entries: [] };
        turns.push(current);
        line = { index, text: `${text} (continued)`, events: [] };
        current.entries.push(line);
      }
      line.events.push(eventText(w, event));
    }
  });
  // A line left with no events after its turn began elsewhere says nothing.
  for (const turn of turns) turn.entries = turn.entries.filter((e) => e.events.length > 0 || !e.text.endsWith('(continued)'));
  return turns.filter((t) => t.entries.length > 0);
}
