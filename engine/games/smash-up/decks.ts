// Decks, hands and discard piles (docs/rules/smash-up.md, "Decks, hands and discard piles").
import type { Ctx } from '../../core/context';
import { emit, rebuildDeck } from '../../core/ops';
import { BASE_DECK, BASE_DISCARD, DECK, DISCARD } from './cards';

/**
 * An empty deck is rebuilt from its owner's shuffled discard pile as a draw begins, and the
 * draw goes on (SU-TURN-18, SU-X-DECK-1, SU-X-DECK-2); an empty base deck from the base
 * discard pile (SU-SCORE-23).
 */
export function refill(ctx: Ctx, zone: string): boolean {
  const { state } = ctx;
  const deck = state.zones[zone];
  if (!deck) return false;
  if (deck.type === BASE_DECK) return rebuildDeck(ctx, zone, BASE_DISCARD).length > 0;
  if (deck.type !== DECK || deck.owner === null) return false;
  const pile = Object.values(state.zones).find((z) => z.type === DISCARD && z.owner === deck.owner);
  if (!pile || rebuildDeck(ctx, zone, pile.id).length === 0) return false;
  emit(ctx, { type: 'deck-rebuilt', player: deck.owner, count: deck.cards.length });
  return true;
}
