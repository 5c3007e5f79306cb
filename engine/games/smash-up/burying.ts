// Burying and uncovering (docs/rules/smash-up.md, "Burying and uncovering"), variant
// `burying-and-duels`: a buried card lies face down beside a base on its burier's side, in the
// burier's `buried` zone with the base in its `at:` flag; it has no power and no abilities
// until uncovered, and its burier counts as its owner meanwhile (SU-BURY-1..15, SU-X-MOD-11,
// SU-CARD-2, SU-CARD-4, A-3).
import type { Action, Ctx, GameVerb, StepResult } from '../../core/context';
import { DONE, child, pickedCard, takeAnswer } from '../../core/context';
import { layCard } from './play';
import { emit, moveCard } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { mayAffect } from './affect';
import { ACTIONS, DISCARD, HAND, attachedTo, baseIn, forget, placeAt, selectedCards, slotCount, slotOf, slotOfBase, zoneOf } from './cards';

export const BURIED = 'buried';
export const buryingOn = (ctx: Ctx) => ctx.state.variants['burying-and-duels'] !== undefined;
/** The turn flag of a card just uncovered: it cannot be buried again at once (SU-BURY-13). */
const uncoveredKey = (card: CardRef) => `uncovered:${card}`;
/** The turn flag of a player who used the burying base this turn. */
const buriedHereKey = (seat: SeatId) => `buried-here:${seat}`;
const defOf = (ctx: Ctx, card: CardRef) => ctx.defs.get(ctx.state.cards[card]?.def ?? '');

/** Buries a card beside the base of a slot: face down, seen by its burier alone (SU-BURY-1, SU-BURY-2); its counters and attachments go first (SU-BURY-12). */
export function bury(ctx: Ctx, seat: SeatId, card: CardRef, slot: number) {
  const instance = ctx.state.cards[card];
  if (!instance || (ctx.state.flags.turn[uncoveredKey(card)] ?? 0) > 0) return;
  instance.counters = {};
  discardAttached(ctx, card);
  forget(ctx.state, card);
  moveCard(ctx, card, zoneOf(seat, BURIED), 'top', false);
  instance.controller = seat;
  placeAt(ctx.state, card, slot);
  emit(ctx, { type: 'buried', player: seat });
}

/** The actions on a minion about to be buried go to their owners' discard piles first (SU-BURY-12, SU-CARD-2). */
function discardAttached(ctx: Ctx, minion: CardRef) {
  const { state } = ctx;
  for (const seat of state.seats) {
    for (const card of [...(state.zones[zoneOf(seat.id, ACTIONS)]?.cards ?? [])]) {
      if (attachedTo(state, card) !== minion) continue;
      const owner = state.cards[card]!.owner ?? seat.id;
      forget(state, card);
      moveCard(ctx, card, zoneOf(owner, DISCARD), 'top', true);
      emit(ctx, { type: 'discarded', card, player: owner });
    }
  }
}

/** The cards a player has buried. */
export const buriedBy = (ctx: Ctx, seat: SeatId): CardRef[] => ctx.state.zones[zoneOf(seat, BURIED)]?.cards ?? [];

/**
 * The burying base (a base tagged `bury-here`, SU-CARD-4): on their own turn a player may bury
 * a card from hand there, once a turn (designer-chosen limit).
 */
export function buryMoves(ctx: Ctx, seat: SeatId): Action[] {
  if ((ctx.state.flags.turn[buriedHereKey(seat)] ?? 0) > 0) return [];
  const out: Action[] = [];
  for (let slot = 1, slots = slotCount(ctx.state); slot <= slots; slot += 1) {
    const base = baseIn(ctx.state, slot);
    if (!base || !defOf(ctx, base)?.tags.includes('bury-here')) continue;
    const seen = new Set<string>();
    for (const card of ctx.state.zones[zoneOf(seat, HAND)]?.cards ?? []) {
      const def = ctx.state.cards[card]!.def;
      if (seen.has(def)) continue;
      seen.add(def);
      out.push({ seat, kind: 'bury', card, base });
    }
  }
  return out;
}

export function buryFromHand(ctx: Ctx, seat: SeatId, card: CardRef, base: CardRef) {
  ctx.state.flags.turn[buriedHereKey(seat)] = 1;
  bury(ctx, seat, card, slotOfBase(ctx.state, base));
}

/**
 * `bury <card>`: the card's player buries the chosen cards beside the base of the card that
 * says so, else the first (SU-BURY-3). With `affect-older-list` on, burying affects a card in
 * play, so a card protected from that player stays (SU-X-TERM-10, A-19).
 */
export const buryVerb: GameVerb = (ctx, frame, args) => {
  const seat = frame.scope.controller;
  const chosen = selectedCards(ctx, args.card, frame.scope);
  const source = frame.scope.source;
  const slot = (source && (slotOf(ctx.state, source) || slotOfBase(ctx.state, source))) || 1;
  for (const card of chosen) if (!inPlayAt(ctx, card) || mayAffect(ctx, card, seat, 'bury')) bury(ctx, seat, card, slot);
  return DONE;
};

/**
 * Uncovering (SU-BURY-8..11): the card is turned up and played at once by its controller as
 * an extra card at its base, spending none of the turn's plays. A card that cannot be played there is discarded (SU-BURY-11).
 */
export function uncover(ctx: Ctx, seat: SeatId, card: CardRef): StepResult {
  const slot = slotOf(ctx.state, card);
  const instance = ctx.state.cards[card]!;
  instance.counters = {};
  ctx.state.flags.turn[uncoveredKey(card)] = 1;
  emit(ctx, { type: 'uncovered', card, player: seat });
  forget(ctx.state, card);
  moveCard(ctx, card, zoneOf(seat, HAND), 'top', true);
  const played = layCard(ctx, seat, card, { slot }, false);
  if (played) return child(played.effect, played.scope);
  discardBuried(ctx, card, seat);
  return DONE;
}

/** A buried card discarded goes to its burier's pile, or with `buried-to-burier` off to its printed owner's (SU-BURY-15, A-3). */
export function discardBuried(ctx: Ctx, card: CardRef, burier: SeatId) {
  const instance = ctx.state.cards[card]!;
  const to = ctx.state.options['buried-to-burier'] === false ? (instance.owner ?? burier) : burier;
  forget(ctx.state, card);
  moveCard(ctx, card, zoneOf(to, DISCARD), 'top', true);
  emit(ctx, { type: 'discarded', card, player: to });
}

/** The cards buried at a base that scores go to the discard piles (SU-BURY-15, SU-SCORE-20). */
export function discardBuriedAt(ctx: Ctx, slot: number) {
  for (const seat of ctx.state.seats) for (const card of [...buriedBy(ctx, seat.id)]) if (slotOf(ctx.state, card) === slot) discardBuried(ctx, card, seat.id);
}

const inPlayAt = (ctx: Ctx, card: CardRef) => slotOf(ctx.state, card) > 0 && ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type !== BURIED;

/**
 * `uncover <card>`: the player may turn up one of the cards they buried that the selector picks
 * (SU-BURY-8; at the start of their turn, any of them): asked as a choice among those cards,
 * `done` to leave them. A card another player buried is not theirs to uncover.
 */
export const uncoverVerb: GameVerb = (ctx, frame, args) => {
  const seat = frame.scope.controller;
  const mine = buriedBy(ctx, seat);
  const named = typeof args.card === 'object' && args.card !== null ? new Set(selectedCards(ctx, args.card, frame.scope)) : null;
  const cards = named === null ? mine : mine.filter((card) => named.has(card));
  if (cards.length === 0) return DONE;
  // A card that names the one to uncover ("uncover target minion in your buried") asks no more.
  if (named !== null && named.size === 1 && frame.pc === 0) {
    frame.pc = 2;
    return uncover(ctx, seat, cards[0]!);
  }
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'You may uncover one of your buried cards', candidates: [...cards], min: 0, max: 1, picked: [] } };
  }
  if (frame.pc === 2) return DONE;
  frame.pc = 2;
  const picked = pickedCard(takeAnswer(frame));
  if (picked !== null && cards.includes(picked)) return uncover(ctx, seat, picked);
  return DONE;
};
