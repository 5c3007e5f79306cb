// Which cards a game played, and by whom: read from the events of each action, as the card
// figures of a run (`SimPart.cards`, the cards never played) count them.
import { REMOVED_ZONE } from '../core/god';
import { FIRST_CARD, type CardRef, type GameEvent, type GameState, type SeatId } from '../core/state';

/**
 * Events that show a card played: it (or one of its abilities) went on the stack, it fought or
 * was fought, it was bought or gained as an item or a soul, turned up from a deck and played,
 * played from a hand, activated, or chosen as a character. Cards in play for a player from the
 * start (characters and their starting items) count as played too (see `playGames`).
 */
const PLAYED_EVENTS = new Set(['stack-added', 'attacked', 'purchased', 'item-gained', 'soul-gained', 'encountered', 'loot-played', 'activated', 'character-chosen', 'played', 'entry']);
/**
 * A purchase or an attack declared goes on the stack as a game event naming the shop item or
 * the monster (`stack-added`, then `purchase-declared` / `attack-declared` for the same card);
 * that alone plays nothing: the card counts once bought (`purchased`) or fought (`attacked`).
 */
const DECLARED = new Set(['purchase-declared', 'attack-declared']);

/** The card instances a game played, each with the seats that played it. */
export type PlayedCards = Map<CardRef, Set<SeatId>>;

export function notePlayedBy(played: PlayedCards, card: CardRef, seat: SeatId): void {
  const seats = played.get(card);
  if (seats) seats.add(seat);
  else played.set(card, new Set([seat]));
}

/**
 * The cards an action's events show played, into `played`. The seat that played a card is its
 * owner, or for a card nobody owns (a monster, a shop item) the seat whose turn it was: `active`
 * when the action began, then whoever a `turn-began` event among them names.
 */
export function notePlayed(events: readonly GameEvent[], state: GameState, active: SeatId, played: PlayedCards): void {
  let turnOf = active;
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i]!;
    if (event.type === 'turn-began' && typeof event.player === 'string') turnOf = event.player;
    if (!PLAYED_EVENTS.has(event.type) || typeof event.card !== 'number') continue;
    if (event.type === 'stack-added') {
      const next = events[i + 1];
      if (next && DECLARED.has(next.type) && next.card === event.card) continue;
    }
    notePlayedBy(played, event.card, state.cards[event.card]?.owner ?? turnOf);
  }
}

/**
 * The cards that came to a seat in an action: moved into a zone the seat owns (drawn, dealt,
 * bought, gained as a soul). What a seat had says more of a card's strength than what it
 * played: a seat falling behind plays more cards to catch up, so "played" leans towards losing.
 */
export function noteHad(events: readonly GameEvent[], had: PlayedCards): void {
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i]!;
    if (event.type === 'moved' && typeof event.card === 'number' && typeof event.toOwner === 'string') notePlayedBy(had, event.card, event.toOwner);
  }
}

/** The cards a game starts with in the seats' own zones (a dealt stak, a starting hand). */
export function hadAtStart(state: GameState, had: PlayedCards): void {
  for (const id in state.zones) {
    const zone = state.zones[id]!;
    if (zone.owner === null) continue;
    for (const card of zone.cards) notePlayedBy(had, card, zone.owner);
  }
}

/** Each seat's card definitions played, from the instances: a definition once per seat. */
export function definitionsBySeat(played: PlayedCards, state: GameState): Map<SeatId, Set<string>> {
  const bySeat = new Map<SeatId, Set<string>>();
  for (const [card, seats] of played) {
    const def = state.cards[card]?.def;
    if (def === undefined) continue;
    for (const seat of seats) {
      const defs = bySeat.get(seat);
      if (defs) defs.add(def);
      else bySeat.set(seat, new Set([def]));
    }
  }
  return bySeat;
}

/**
 * The definitions of the cards a game made from number `from` on, into `pool`: the cards that
 * could come to a seat. Those the game set out of its reach as it was set up (a Four Souls bonus
 * soul with its variant off) are left out when `setUp` says the game has just been set up; a
 * saved deck deals only its own cards, so the rest of its sets are never made at all.
 */
export function notePool(state: GameState, from: number, setUp: boolean, pool: Set<string>): void {
  for (let n = Math.max(from, FIRST_CARD); n < state.cards.length; n += 1) {
    const card = state.cards[n];
    if (card && !(setUp && card.zone === REMOVED_ZONE)) pool.add(card.def);
  }
}
