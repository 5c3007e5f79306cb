// Where a table deals saved decks, for the New table dialog and the simulation's setup alike.
import type { DeckPick, GameChoice } from './model';

export type DeckPicks = Record<string, DeckPick>;

/** Where a game deals saved decks: one for the table, one per seat, or nowhere (no construction rules). */
export function deckPlaces(scope: GameChoice['deckScope'], seats: number): string[] {
  return scope === 'table' ? ['table'] : scope === 'seat' ? Array.from({ length: seats }, (_, i) => `p${i + 1}`) : [];
}

/** The picks at `places` only: a seat gone takes its deck with it. */
export function picksAt(picks: Readonly<DeckPicks>, places: readonly string[]): DeckPicks {
  return Object.fromEntries(Object.entries(picks).filter(([place]) => places.includes(place)));
}
