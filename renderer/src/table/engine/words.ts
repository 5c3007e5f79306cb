// The table's words for actions, decisions, stack items, results and events, built on the words
// scenarios are written in (engine/scenario/words.ts), so that what the table shows is what a
// recorded scenario says ("p1 play Tiny").
import type { Action } from '../../../../engine/core/context';
import type { GameEvent, GameResult, Prompt, StackItem } from '../../../../engine/core/state';
import type { CardDefinition, Vocabulary } from '../../../../engine/defs';
import { actionWords, eventWords, valueWords } from '../../../../engine/scenario/words';
import type { GameState } from '../../../../engine/core/state';

export type Words = { state: GameState; defs: ReadonlyMap<string, CardDefinition>; vocabulary: Vocabulary };

export const actionText = (w: Words, action: Action): string => actionWords(w, action);

export const valueText = (w: Words, value: string): string => valueWords(w, value);

export const eventText = (w: Words, event: GameEvent): string => eventWords(w, event);

const phaseWords = (phase: string) => phase.replace(/-/g, ' ');

export function promptText(w: Words, prompt: Prompt): string {
  const who = prompt.seat;
  switch (prompt.kind) {
    case 'main':
      return prompt.window === 'main' || prompt.window === '' ? `${who} to act in the ${phaseWords(w.state.turn.phase)} phase` : `${who} to act: ${phaseWords(prompt.window)}`;
    case 'priority':
      return w.state.stack.length > 0 ? `${who} has priority: answer ${w.state.stack[w.state.stack.length - 1]!.label} or pass` : `${who} has priority`;
    case 'choose': {
      const left = prompt.max - prompt.picked.length;
      const more = prompt.picked.length > 0 ? ` (${prompt.picked.length} picked${left > 0 ? `, up to ${left} more` : ''})` : prompt.max > 1 ? ` (pick ${prompt.min === prompt.max ? prompt.max : `${prompt.min} to ${prompt.max}`})` : '';
      return `${who}: ${prompt.label}${more}`;
    }
    case 'yes-no':
      return `${who}: ${prompt.label}`;
    case 'mode':
      return `${who}: ${prompt.label}`;
    case 'order':
      return `${who}: ${prompt.label}`;
  }
}

export function stackItemText(w: Words, item: StackItem): string {
  const roll = item.kind === 'roll' && w.state.lastRoll?.item === item.id ? ` (${w.state.lastRoll.value})` : '';
  return `${item.label}${roll}`;
}

export function resultText(w: Words, result: GameResult): string {
  const name = (seat: string) => w.state.seats.find((s) => s.id === seat)?.name ?? seat;
  const who = result.winners.length === 0 ? 'Nobody wins' : result.winners.length === 1 ? `${name(result.winners[0]!)} (${result.winners[0]}) wins` : `${result.winners.map(name).join(' and ')} win`;
  return `${who}: ${result.reason}`;
}
