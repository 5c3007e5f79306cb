// Special cards and their windows (docs/rules/smash-up.md, "Special cards and their windows"):
// a Special is used at the moment its card names, on anyone's turn (SU-GLOS-2, SU-X-KW-4,
// SU-X-TRIG-1). Cardwright opens a Me First! round at the two moments of a scoring the rules
// name: once a base is chosen (before scoring) and once its VP are given (after scoring). From
// the active player clockwise each player uses one Special from hand or passes; a player who
// passed may still act on a later lap, and the round ends when everybody has passed in a row
// (SU-ORDER-4..6, SU-X-SCORE-2, SU-X-CONF-3, A-10). A card's `special:` text says what it does;
// the tag `after-scoring` puts it in the after-scoring round, else it waits for the
// before-scoring one (designer-chosen: the card language has no word for the moment yet).
import type { Ability, CardDefinition } from '../../defs';
import type { Ctx, GameVerb } from '../../core/context';
import { DONE, WAIT, takeAnswer } from '../../core/context';
import { emit, moveCard } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { seatsFrom } from '../../core/state';
import { DISCARD, MINIONS, handOf, placeAt, zoneOf } from './cards';

export type SpecialWindow = 'before-scoring' | 'after-scoring';
export const ME_FIRST = 'me-first';

/** A card's Special: its `special:` text (compiled as an answer to the `special` event). */
export function specialOf(def: CardDefinition | undefined): Extract<Ability, { kind: 'triggered' }> | undefined {
  if (!def) return undefined;
  for (const ability of def.abilities) if (ability.kind === 'triggered' && ability.on.event === 'special') return ability;
  return undefined;
}

const windowOf = (def: CardDefinition): SpecialWindow => (def.tags.includes('after-scoring') ? 'after-scoring' : 'before-scoring');

/** The cards in a player's hand whose Special can be used in this window. */
export function specialsInHand(ctx: Ctx, seat: SeatId, window: SpecialWindow): CardRef[] {
  const out: CardRef[] = [];
  for (const card of handOf(ctx.state, seat).cards) {
    const def = ctx.defs.get(ctx.state.cards[card]?.def ?? '');
    if (def && specialOf(def) && windowOf(def) === window) out.push(card);
  }
  return out;
}

/** Whether anyone holds a Special for the window: without one no round is opened (nothing to ask). */
export function specialWaiting(ctx: Ctx, window: SpecialWindow): boolean {
  return ctx.state.seats.some((s) => !s.out && specialsInHand(ctx, s.id, window).length > 0);
}

/**
 * The Me First! round of a window. `mem`: `turn` the lap position, `passes` the passes in a
 * row. Using a Special plays its card: a minion goes onto the scoring base (as an extra
 * that spends none of the turn's plays, SU-X-KW-5), an action resolves and is discarded.
 */
export const meFirstVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const window = args.window === 'after-scoring' ? 'after-scoring' : 'before-scoring';
  const slot = Number(args.slot ?? 0);
  const order = seatsFrom(state, state.turn.active);
  const mem = frame.mem as { turn?: number; passes?: number; asked?: SeatId };
  mem.turn ??= 0;
  mem.passes ??= 0;
  if (mem.asked !== undefined) {
    const seat = mem.asked;
    mem.asked = undefined;
    const reply = takeAnswer(frame);
    const card = reply?.kind === 'pick' && typeof reply.id === 'string' ? reply.id : null;
    if (card !== null && specialsInHand(ctx, seat, window).includes(card)) {
      mem.passes = 0;
      useSpecial(ctx, seat, card, slot);
      // The round goes on once the Special's text has resolved.
      frame.until = state.stack.length;
      return WAIT;
    }
    emit(ctx, { type: 'passed', player: seat });
    mem.passes += 1;
  }
  while (mem.passes < order.length) {
    const seat = order[mem.turn % order.length]!;
    mem.turn += 1;
    const candidates = specialsInHand(ctx, seat, window);
    if (candidates.length === 0) {
      mem.passes += 1; // nothing to use: a pass (SU-ORDER-6)
      continue;
    }
    mem.asked = seat;
    return { prompt: { kind: 'choose', seat, label: `Me First! (${window}): use a Special, or pass`, candidates, min: 0, max: 1, picked: [] } };
  }
  return DONE;
};

/**
 * Lays a Special's card where it goes and reports its use: the `special` event sets off the
 * card's `special:` text, as the `talent` event does a Talent's (talent.ts).
 */
function useSpecial(ctx: Ctx, seat: SeatId, card: CardRef, slot: number) {
  const { state } = ctx;
  const def = ctx.defs.get(state.cards[card]!.def)!;
  if (def.kind === 'minion' && slot > 0) {
    moveCard(ctx, card, zoneOf(seat, MINIONS), 'top', true);
    placeAt(state, card, slot);
    emit(ctx, { type: 'played', card, player: seat });
    emit(ctx, { type: 'special', card, player: seat });
    return;
  }
  // An action used for its Special is shown, resolves and goes to its owner's pile (SU-TURN-9).
  emit(ctx, { type: 'special', card, player: seat });
  moveCard(ctx, card, zoneOf(state.cards[card]!.owner ?? seat, DISCARD), 'top', true);
}
