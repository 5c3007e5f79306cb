// Free-for-all (docs/rules/destiny.md, "Free-for-all", SWD-X-MP-1): a player is out once all their
// characters are defeated, or when a round ends with their hand and deck empty. Their cards and
// dice leave the game, except cards they no longer control; a battlefield they held is controlled
// by nobody until someone claims it, the player on their left standing in for its controller
// meanwhile. The last player left wins.
import type { Ctx } from '../../core/context';
import { emit, moveCard, tableChanged } from '../../core/ops';
import { removeDie } from '../../random/dice';
import { type CardRef, type SeatId, seatsFrom } from '../../core/state';
import { DECK, HAND, OUT_OF_GAME, SEAT_ZONES, STAND_IN, battlefieldCard, forgetKeywords, onKey, zone } from './principles';

/** Takes a player out of the game with everything of theirs they still control. */
export function eliminate(ctx: Ctx, seat: SeatId, reason: string): void {
  const { state } = ctx;
  const entry = state.seats.find((s) => s.id === seat);
  if (!entry || entry.out) return;
  entry.out = true;
  const gone = new Set<CardRef>();
  for (const type of SEAT_ZONES) {
    const hidden = type === HAND || type === DECK;
    for (const card of [...zone(state, seat, type).cards]) {
      const instance = state.cards[card]!;
      // A card of theirs another player controls stays with that player.
      if (instance.controller !== null && instance.controller !== seat) continue;
      delete state.flags.game[onKey(card)];
      forgetKeywords(ctx, card);
      moveCard(ctx, card, OUT_OF_GAME, 'top', !hidden);
      gone.add(card);
    }
  }
  // Their dice go with them, wherever they lie, except those of a card another player controls.
  for (const id in state.dice) {
    const die = state.dice[id]!;
    if (die.owner !== seat) continue;
    const holder = die.card === null ? null : (state.cards[die.card]?.controller ?? null);
    if (holder === null || holder === seat || gone.has(die.card!)) removeDie(ctx, id);
  }
  const field = battlefieldCard(state);
  const number = state.seats.indexOf(entry) + 1;
  const left = seatsFrom(state, seat)[0];
  if (field !== undefined && state.cards[field]!.controller === seat) {
    // Nobody controls it until someone claims it (SWD-X-MP-1).
    state.cards[field]!.controller = null;
    if (left !== undefined) state.flags.game[STAND_IN] = state.seats.findIndex((s) => s.id === left) + 1;
    tableChanged();
  } else if ((state.flags.game[STAND_IN] ?? 0) === number && left !== undefined) {
    // The player standing in was eliminated in turn: the next on their left stands in.
    state.flags.game[STAND_IN] = state.seats.findIndex((s) => s.id === left) + 1;
  }
  emit(ctx, { type: 'eliminated', player: seat, reason });
}
