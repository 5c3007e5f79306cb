// What a game's setup works out from its list of cards alone, kept per list.
import type { CardDefinition } from '../defs';

/**
 * `workOut` made once per list of cards instead of once per game: the engine hands every game
 * created without named cards the same frozen list (loadGame's `everyCopy`), so what is worked
 * out from it alone (ids, decks, factions, teams) is kept in a WeakMap keyed by that list. Any
 * other list (named cards, decks brought) may change between games and is worked out again.
 * What is kept is shared by every game: it must hold only definitions and strings, never a part
 * of a state, and its readers only read it.
 */
export function keptPerCardList<T>(workOut: (cards: readonly CardDefinition[]) => T): (cards: readonly CardDefinition[]) => T {
  const kept = new WeakMap<readonly CardDefinition[], T>();
  return (cards) => {
    const known = kept.get(cards);
    if (known !== undefined) return known;
    const made = workOut(cards);
    if (Object.isFrozen(cards)) kept.set(cards, made);
    return made;
  };
}
