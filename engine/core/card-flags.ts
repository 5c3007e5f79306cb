// Flags about single cards (`GameState['flags']['cardTurn']`): this turn's flags a game keeps
// about one card at a time, a list per name of the cards flagged and their flags, and their
// words in a layout (`lost:12`). docs/architecture.md, "Sixteenth round: flags about single cards".
import { FIRST_CARD, flagTable, type CardRef, type GameState } from './state';

/**
 * A turn's flags about single cards with a list ready for each name the game keeps (in the
 * game's order): every turn's object has the same names in the same order, so a look-up by name
 * finds one shape.
 */
export function cardTurnFlags(names: readonly string[]): GameState['flags']['cardTurn'] {
  const out: GameState['flags']['cardTurn'] = {};
  for (let i = 0; i < names.length; i += 1) out[names[i]!] = [];
  return out;
}

/**
 * Where card `card` is in a name's list (pairs: a card's number, then its flag), or -1. A turn
 * flags a few cards at most, so the walk is shorter than any look-up by key.
 */
function placeIn(list: readonly number[], card: CardRef): number {
  for (let i = 0; i < list.length; i += 2) if (list[i] === card) return i;
  return -1;
}

/** A flag this turn about one card (0 when it has none): `GameState['flags']['cardTurn']`. */
export function cardTurnFlag(state: GameState, name: string, card: CardRef): number {
  const list = state.flags.cardTurn[name];
  if (list === undefined) return 0;
  const at = placeIn(list, card);
  return at < 0 ? 0 : list[at + 1]!;
}

/** Sets a flag this turn about one card. */
export function setCardTurnFlag(state: GameState, name: string, card: CardRef, value: number): void {
  const list = (state.flags.cardTurn[name] ??= []);
  const at = placeIn(list, card);
  if (at < 0) list.push(card, value);
  else list[at + 1] = value;
}

/** Takes a card's flag off for the rest of the turn (as if it had never had one). */
export function clearCardTurnFlag(state: GameState, name: string, card: CardRef): void {
  const list = state.flags.cardTurn[name];
  const at = list === undefined ? -1 : placeIn(list, card);
  if (at >= 0) list!.splice(at, 2);
}

/**
 * A layout's turn flags (`given.flags.turn`, as a scenario or a recorded table writes them) as the
 * state keeps them: `<name>:<card number>` for a name the game keeps per card goes to `cardTurn`
 * (made with every name the game keeps, as each turn's is), everything else to the turn's table.
 */
export function turnFlagsOf(written: Readonly<Record<string, number>>, cardFlags: readonly string[]): Pick<GameState['flags'], 'turn' | 'cardTurn'> {
  const turn = flagTable();
  const cardTurn = cardTurnFlags(cardFlags);
  for (const key in written) {
    const colon = key.indexOf(':');
    const name = colon < 0 ? key : key.slice(0, colon);
    const card = colon < 0 ? NaN : Number(key.slice(colon + 1));
    if (cardFlags.includes(name) && Number.isInteger(card) && card >= FIRST_CARD) (cardTurn[name] ??= []).push(card, written[key]!);
    else turn[key] = written[key]!;
  }
  return { turn, cardTurn };
}

/** This turn's flags written as a layout writes them: the turn's table, and each card's flag as `<name>:<card number>`. */
export function writtenTurnFlags(flags: GameState['flags']): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key in flags.turn) out[key] = flags.turn[key]!;
  for (const name in flags.cardTurn) {
    const list = flags.cardTurn[name]!;
    for (let i = 0; i < list.length; i += 2) out[`${name}:${list[i]!}`] = list[i + 1]!;
  }
  return out;
}
