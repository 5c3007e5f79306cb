// The deck builder's controller and state for components, and the report worked out from the
// open deck (construction check, sizes) on each change.
import { partHooks } from '../hooks/part-hooks';
import { useMemo } from 'react';
import type { DeckFile, Vocabulary } from '../../../engine/defs';
import { vocabularies } from '../../../engine/games/vocabularies';
import type { DecksController, DecksState } from './controller';
import { deckReport, type DeckReport } from './report';

const decksHooks = partHooks<DecksController, DecksState>('DecksContext');

export const DecksContext = decksHooks.Context;
export const useDecksController = decksHooks.useController;
/** A slice of the deck builder's state (something already in it, or a primitive). */
export const useDecks = decksHooks.useSlice;

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
