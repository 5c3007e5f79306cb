// The decision the engine waits for, as one English sentence with the seat and the card names:
// "p2, choose a mark for Duelist: one of Duelist or Tether.", "p1, Tether lets you move a card:
// do it? (yes or no)". The engine's prompt labels are short and meant for code ("Choose mark",
// "Use move?"); the card a decision comes from is found on the effect being resolved, so the
// sentence can name it without the label having to.
import type { Effect } from '../defs';
import type { Frame, GameState, Subject } from '../core/state';
import { cardName, valueWords, type Words } from '../scenario/words';

/** Who must act and what is asked, as a sentence. */
export function promptText(w: Words, firstItem: () => string | null): string {
  const { state } = w;
  if (state.result) {
    const winners = state.result.winners;
    return `The game is over: ${winners.length === 0 ? 'nobody won' : `${listOf(winners, 'and')} won`} (${state.result.reason}).`;
  }
  const prompt = state.prompt;
  if (!prompt) return 'Nobody is asked anything.';
  const seat = prompt.seat;
  switch (prompt.kind) {
    case 'main':
      return `${seat} to act in the ${prompt.window.replace(/-/g, ' ')} phase.`;
    case 'priority': {
      const top = state.stack.length > 0 ? firstItem() : null;
      return top ? `${seat} has priority: pass, or respond to ${top}.` : `${seat} has priority: act, or pass to move on.`;
    }
    case 'choose': {
      const names = prompt.candidates.map((id) => dieWords(w, id) ?? valueWords(w, id));
      const how = names.length === 1 ? 'only' : prompt.max > 1 ? (prompt.min > 1 ? `${prompt.min} to ${prompt.max} of` : `up to ${prompt.max} of`) : 'one of';
      const none = prompt.min === 0 ? ', or none' : '';
      const picked = prompt.picked.length > 0 ? ` Picked so far: ${listOf(prompt.picked.map((id) => dieWords(w, id) ?? valueWords(w, id)), 'and')}.` : '';
      return `${seat}, ${chooseWords(w, prompt.label, prompt.candidates)}: ${how} ${listOf(names, 'or')}${none}.${picked}`;
    }
    case 'yes-no':
      return `${seat}, ${yesNoWords(w, prompt.label)} (yes or no)`;
    case 'mode':
      return `${seat}, ${labelWords(prompt.label)}${forSource(w)}: ${prompt.modes.map((m, i) => `${i + 1}. ${m}`).join('; ')}.`;
    case 'order':
      return `${seat}, ${labelWords(prompt.label)}: ${prompt.items.map((m, i) => `${i + 1}. ${itemWords(m)}`).join('; ')}.`;
  }
}

/** A die by its card and the face it shows ("Rey's die showing 2 melee"); null for anything else. */
function dieWords(w: Words, id: Subject): string | null {
  if (typeof id !== 'string') return null;
  const die = w.state.dice[id];
  if (!die) return null;
  const face = die.faces[die.face];
  const shows = !face ? '' : face.symbol === 'blank' || face.symbol === 'special' ? face.symbol : `${face.modifier ? '+' : ''}${face.x ? 'X' : face.value} ${face.symbol}`;
  const cost = face && face.cost > 0 ? ` (cost ${face.cost})` : '';
  return `${die.card !== null && w.state.cards[die.card] ? `${cardName(w, die.card)}'s die` : 'a die'} showing ${shows}${cost}`;
}

/** The effect being resolved: the innermost frame (the one that asked). */
function askingFrame(state: GameState): Frame | null {
  return state.frames.at(-1) ?? null;
}

/** " for Duelist" when the decision comes from a card's effect; "" otherwise. */
function forSource(w: Words): string {
  const source = askingFrame(w.state)?.scope.source;
  return source !== null && source !== undefined && w.state.cards[source] ? ` for ${cardName(w, source)}` : '';
}

/**
 * A `choose` prompt's ask. The engine labels a named choice "Choose <name>" (`Choose mark`,
 * `Choose target-2`, `Choose cursed`): that becomes "choose a mark for Duelist", "choose a target
 * for Bomb!", "choose who is cursed for …". Any other label is already a sentence ("Discard a card").
 */
function chooseWords(w: Words, label: string, candidates: readonly Subject[]): string {
  const named = /^Choose ([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/.exec(label);
  if (!named) return labelWords(label);
  const players = candidates.length > 0 && candidates.every((id) => w.state.seats.some((s) => s.id === id));
  return `choose ${chosenWords(named[1]!, players)}${forSource(w)}`;
}

// Choice names that say what became of the thing, without the regular "-ed": "as found", "as kept".
const PAST_PARTICIPLES = new Set(['lost', 'sold', 'won', 'chosen', 'found', 'kept', 'held', 'taken', 'drawn', 'shown', 'given', 'hidden', 'bought', 'caught', 'thrown', 'spent', 'sent', 'dealt', 'stolen', 'left', 'hit', 'put']);

/** A choice's name as the thing chosen: "mark" -> "a mark", "target-2" -> "a target", "cursed" -> "who is cursed". */
function chosenWords(name: string, players: boolean | null): string {
  const words = name.replace(/-\d+$/, '').replace(/-/g, ' ');
  if (/ed$/.test(words) || PAST_PARTICIPLES.has(words)) return `${players === null ? 'who or what' : players ? 'who' : 'what'} is ${words}`;
  return `${article(words)} ${words}`;
}

/**
 * A yes-no prompt's ask. An optional effect is labelled "Use <effect kind>?" by the engine:
 * that reads "Guppy's Paw lets you reroll a die: do it?". Other labels are questions already.
 */
function yesNoWords(w: Words, label: string): string {
  const frame = askingFrame(w.state);
  if (/^Use [a-z-]+\?$/.test(label) && frame?.effect.kind === 'may') {
    const source = frame.scope.source !== null && w.state.cards[frame.scope.source] ? cardName(w, frame.scope.source) : 'an effect';
    return `${source} lets you ${effectWords(frame.effect.effect)}: do it?`;
  }
  return `${labelWords(label).replace(/\?*$/, '')}?`;
}

/** What an optional effect does, in a few words. */
function effectWords(effect: Effect): string {
  switch (effect.kind) {
    case 'choose':
      return `choose ${chosenWords(effect.name, null)}`;
    case 'reroll':
      return 'reroll a die';
    case 'move':
      return 'move a card';
    case 'game':
      return `${effect.verb.replace(/-/g, ' ')}`;
    default:
      return `use its ${effect.kind.replace(/-/g, ' ')} effect`;
  }
}

/** An order prompt's item ("Alarm Bot: attacked") as words ("Alarm Bot (on attacked)"). */
function itemWords(item: string): string {
  const at = /^(.*): ([a-z][a-z-]*)$/.exec(item);
  return at ? `${at[1]} (on ${at[2]!.replace(/-/g, ' ')})` : item;
}

/** A label as the rest of a sentence: first letter small (but not a card name's), no closing stop, colon or question mark. */
function labelWords(label: string): string {
  const trimmed = label.trim().replace(/[.:?]+$/, '');
  return /^[A-Z][a-z]/.test(trimmed) && /^(Choose|Discard|Destroy|Put|Play|Vote|Break|Draft|Take|Pick|Order|Use)\b/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "A", "A or B", "A, B or C". */
function listOf(items: readonly string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}
