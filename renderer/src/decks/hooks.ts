// The deck builder's controller and state for components, and the report worked out from the
// open deck (construction check, sizes) on each change.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { DeckFile, Vocabulary } from '../../../engine/defs';
import { vocabularies } from '../../../engine/games/vocabularies';
import type { DecksController, DecksState } from './controller';
import { deckReport, type DeckReport } from './report';

export const DecksContext = createContext<DecksController | null>(null);

export function useDecksController(): DecksController {
  const controller = useContext(DecksContext);
  if (!controller) throw new Error('useDecksController must be used inside <DecksContext value={controller}>');
  return controller;
}

/** A slice of the deck builder's state (something already in it, or a primitive). */
export function useDecks<T>(select: (state: DecksState) => T): T {
  const controller = useDecksController();
  return useSyncExternalStore(controller.store.subscribe, () => select(controller.store.get()));
}

export type OpenReport = { deck: DeckFile; vocabulary: Vocabulary; report: DeckReport; players: number };

/** The open deck with its game's vocabulary and its check; null when no deck is open. */
export function useOpenReport(): OpenReport | null {
  const deck = useDecks((state) => (state.open?.status === 'open' ? state.open.history.present : null));
  const pool = useDecks((state) => state.pool.value);
  const chosen = useDecks((state) => (deck ? state.players[deck.game] : undefined));
  return useMemo(() => {
    const vocabulary = deck ? vocabularies.get(deck.game) : undefined;
    if (!deck || !vocabulary) return null;
    const players = chosen ?? vocabulary.players.max;
    return { deck, vocabulary, players, report: deckReport(deck, vocabulary, pool && pool.game === deck.game ? pool : null, players) };
  }, [deck, pool, chosen]);
}
