// Flags about single cards (`GameState['flags']['cardTurn']`): this turn's flags a game keeps
// about one card at a time, in a list per name indexed by card number, and their words in a
// layout (`lost:12`). docs/architecture.md, "Sixteenth round: flags about single cards".
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

/** A flag this turn about one card (0 when it has none): `GameState['flags']['cardTurn']`. */
export function cardTurnFlag(state: GameState, name: string, card: CardRef): number {
  return state.flags.cardTurn[name]?.[card] ?? 0;
}

/** Sets a flag this turn about one card. */
export function setCardTurnFlag(state: GameState, name: string, card: CardRef, value: number): void {
  (state.flags.cardTurn[name] ??= [])[card] = value;
}

/** Takes a card's flag off for the rest of the turn. */
export function clearCardTurnFlag(state: GameState, name: string, card: CardRef): void {
  const table = state.flags.cardTurn[name];
  // (Emptied, as a place never set is: the same state whichever way it came to have no flag.)
  if (table !== undefined && table[card] !== undefined && table[card] !== null) delete table[card];
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
    if (cardFlags.includes(name) && Number.isInteger(card) && card >= FIRST_CARD) (cardTurn[name] ??= [])[card] = written[key]!;
    else turn[key] = written[key]!;
  }
  return { turn, cardTurn };
}

/** This turn's flags written as a layout writes them: the turn's table, and each card's flag as `<name>:<card number>`. */
export function writtenTurnFlags(flags: GameState['flags']): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key in flags.turn) out[key] = flags.turn[key]!;
  for (const name in flags.cardTurn) {
    const table = flags.cardTurn[name]!;
    for (let card = FIRST_CARD; card < table.length; card += 1) {
      const value = table[card];
      if (value !== undefined && value !== null) out[`${name}:${card}`] = value;
    }
  }
  return out;
}
