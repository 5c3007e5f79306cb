// Bases and scoring (docs/rules/smash-up.md, "Bases and scoring"): after the play cards phase
// every base at or above its breakpoint scores, one at a time in the order the active player
// chooses, with its before-scoring and after-scoring windows, places with ties, VP by place,
// its cards discarded and a new base in its place (SU-SCORE-25).
import type { Ctx, GameVerb } from '../../core/context';
import { DONE, pickedCard, takeAnswer } from '../../core/context';
import { statOf } from '../../core/evaluate';
import { emit, gainResource, moveCard, scopeFor, startEffect, tableChanged } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { seatsFrom } from '../../core/state';
import { BASE_DECK, BASE_DISCARD, DISCARD, MINIONS, baseIn, cardsAt, forget, slotCount, slotOfBase, slotZone, zoneOf } from './cards';
import { breakpointOf, hasMinionAt, tableTotals, totalsOf } from './power';

/** The turn flag that holds the slot of the base now scoring (SU-SCORE-6: it scores even if its total drops). */
export const SCORING = 'scoring';

/** The bases that can score now: their table total at or above the breakpoint (SU-SCORE-2). */
export function readyBases(ctx: Ctx): CardRef[] {
  const out: CardRef[] = [];
  const slots = slotCount(ctx.state);
  const totals = tableTotals(ctx, slots);
  for (let slot = 1; slot <= slots; slot += 1) {
    const base = baseIn(ctx.state, slot);
    if (base && totals[slot]! >= breakpointOf(ctx, base)) out.push(base);
  }
  return out;
}

/** The active player picks which ready base scores first (SU-SCORE-3); it must score (SU-SCORE-4). */
export const chooseBaseVerb: GameVerb = (ctx, frame) => {
  const seat = ctx.state.turn.active;
  const ready = readyBases(ctx);
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'Choose the base that scores next', candidates: ready, min: 1, max: 1, picked: [] } };
  }
  const picked = pickedCard(takeAnswer(frame));
  const chosen = picked !== null && ready.includes(picked) ? picked : ready[0];
  if (chosen) ctx.state.flags.turn[SCORING] = slotOfBase(ctx.state, chosen);
  return DONE;
};

export type Place = { seat: SeatId; total: number; place: number };

/**
 * The places on a base: players with a minion there or at least 1 power (SU-SCORE-13), by
 * total; tied players share a place and fill the places they share, so after two firsts comes
 * third (SU-SCORE-15, SU-SCORE-16, SU-EX-2, SU-EX-3). Ties listed from the active player on.
 */
export function placesOn(ctx: Ctx, slot: number): Place[] {
  const order = seatsFrom(ctx.state, ctx.state.turn.active);
  const totals = totalsOf(ctx, order, slot);
  const contenders = order.map((seat, i) => ({ seat, total: totals[i]! })).filter((c) => c.total > 0 || hasMinionAt(ctx, c.seat, slot));
  const sorted = [...contenders].sort((a, b) => b.total - a.total);
  return sorted.map((c) => ({ ...c, place: 1 + sorted.filter((o) => o.total > c.total).length }));
}

/** VP for a place: the base's first, second and third numbers; nothing below third (SU-SCORE-8, SU-SCORE-9). */
function vpFor(ctx: Ctx, base: CardRef, place: number): number {
  const stat = place === 1 ? 'vp' : place === 2 ? 'vp-2' : place === 3 ? 'vp-3' : null;
  return stat === null ? 0 : Math.max(0, statOf(ctx, base, stat));
}

/** Step 4 of SU-SCORE-25: VP are awarded from the pool by place (SU-SCORE-8..11, SU-SCORE-15). */
export function awardVp(ctx: Ctx, slot: number) {
  const base = baseIn(ctx.state, slot);
  if (!base) return;
  const places = placesOn(ctx, slot);
  for (const { seat, place, total } of places) {
    const vp = vpFor(ctx, base, place);
    if (vp > 0) gainResource(ctx, seat, 'victory-points', vp);
    emit(ctx, { type: 'scored', card: base, player: seat, place, power: total, vp });
  }
}

/**
 * The tag of a base whose after-scoring text makes no sense twice for tied winners: it
 * is set off once, for the first of them.
 */
export const ONCE_FOR_TIES = 'once-for-ties';

/**
 * The players a base's after-scoring text is set off for: each player in first place, from
 * the active player clockwise, since tied players all take the place and what goes with it
 * (SU-SCORE-17); only the first of them when the base says its text makes no sense twice
 * (SU-SCORE-18, A-13). Nobody in first place still sets it off once, for no one.
 */
export function afterScoringPlayers(ctx: Ctx, slot: number, base: CardRef): (SeatId | null)[] {
  const winners = placesOn(ctx, slot).filter((p) => p.place === 1).map((p) => p.seat);
  if (winners.length === 0) return [null];
  const once = ctx.defs.get(ctx.state.cards[base]?.def ?? '')?.tags.includes(ONCE_FOR_TIES) ?? false;
  return once ? winners.slice(0, 1) : winners;
}

/**
 * Steps 7 to 9 of SU-SCORE-25: every card on the base goes to its owner's discard pile at
 * once, which is no destroying (SU-SCORE-20, SU-SCORE-22, SU-X-INOUT-3), the base to the base
 * discard pile, and the top of the base deck takes its place (SU-SCORE-23), rebuilt from the
 * base discard pile when it is empty.
 */
export function clearBase(ctx: Ctx, slot: number) {
  const { state } = ctx;
  const base = baseIn(state, slot);
  if (!base) return;
  for (const card of cardsAt(state, slot)) {
    const owner = state.cards[card]!.owner;
    forget(state, card);
    if (owner !== null) moveCard(ctx, card, zoneOf(owner, DISCARD), 'top', true);
    else if (state.zones['treasure-discard']) moveCard(ctx, card, 'treasure-discard', 'top', true); // a treasure has no owner (SU-MT-5)
    emit(ctx, { type: 'discarded', card, player: owner });
  }
  replaceBase(ctx, slot, base);
}

/**
 * A base leaves play for the base discard pile and the top of the base deck takes its slot,
 * rebuilt from the base discard pile when it is empty. The cards at the slot stay where they
 * are, on the newcomer (clearBase has discarded them first when the base scored).
 */
function replaceBase(ctx: Ctx, slot: number, base: CardRef) {
  const { state } = ctx;
  moveCard(ctx, base, BASE_DISCARD, 'top', true);
  const deck = state.zones[BASE_DECK]!;
  if (deck.cards.length === 0) ctx.game.refill?.(ctx, BASE_DECK);
  const next = deck.cards[deck.cards.length - 1];
  if (next) {
    moveCard(ctx, next, slotZone(slot), 'top', true);
    emit(ctx, { type: 'base-entered', card: next });
  }
  tableChanged();
}

/**
 * The tag of a minion whose text moves it to another base after its base scores, instead of its
 * being discarded: the move waits for the discard step and takes its place (SU-X-TIME-5).
 */
export const MOVES_ON = 'moves-on-after-scoring';
/** The turn flag set once the moving minions of the base scoring now have been sent on. */
export const MOVED_ON = 'moved-on';

/** At the discard step, has each moving minion on the base moved by its controller; whether there was one. */
export function moveOn(ctx: Ctx, slot: number): boolean {
  const { state } = ctx;
  let any = false;
  for (const card of cardsAt(state, slot, [MINIONS])) {
    if (!ctx.defs.get(state.cards[card]!.def)?.tags.includes(MOVES_ON)) continue;
    startEffect(ctx, { kind: 'game', verb: 'move-minion', args: { minion: { kind: 'self' } } }, scopeFor(ctx, card, state.cards[card]!.controller ?? state.turn.active));
    any = true;
  }
  return any;
}

/** The turn flag set when the base scoring now leaves play before it is done: its scoring stops (SU-SCORE-7). */
export const SCORING_STOPPED = 'scoring-stopped';

/**
 * `replace-scoring-base`: the base scoring now leaves play and the top of the base deck takes
 * its place, with the cards that were on it. Its scoring stops at once, and every base is
 * checked again, the newcomer included (SU-SCORE-7).
 */
export const replaceScoringBaseVerb: GameVerb = (ctx) => {
  const { state } = ctx;
  const slot = state.flags.turn[SCORING] ?? 0;
  const base = slot > 0 ? baseIn(state, slot) : undefined;
  if (base === undefined) return DONE;
  replaceBase(ctx, slot, base);
  state.flags.turn[SCORING_STOPPED] = 1;
  return DONE;
};
