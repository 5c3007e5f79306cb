// A greedy Smash Up player: it scores each legal action by what its seat sees now (printed
// power and breakpoints, the power counters on the table) and takes the best, ties at random.
// It plays every card it may before ending its play phase, puts minions where they win a base
// that is about to score or bring one closer to scoring, discards its weakest cards and aims
// its effects at the strongest minion of an opponent.
import type { Action } from '../core/context';
import { cardOf, cardRefIn, isCard, type CardRef, type GameState, type SeatId, type Subject } from '../core/state';
import { ACTIONS, MINIONS, slotOf, slotOfBase, zoneOf } from '../games/smash-up/cards';
import type { Bot, SeatView } from './types';
import { greedyBot } from './greedy';

/** A card's power as the seat sees it: printed, with its power counters; 0 when hidden, or for a player. */
function powerOf(view: SeatView, card: Subject | null): number {
  if (!isCard(card)) return 0;
  const def = view.cardDef(card);
  if (!def) return 0;
  return Math.max(0, (def.stats.power ?? 0) + (view.state.cards[card]?.counters.power ?? 0));
}

/** Each player's power on the base of a slot. */
function totalsAt(view: SeatView, slot: number): Map<SeatId, number> {
  const state = view.state as GameState;
  const totals = new Map<SeatId, number>();
  for (const seat of state.seats) {
    let total = 0;
    for (const type of [MINIONS, ACTIONS]) {
      for (const card of state.zones[zoneOf(seat.id, type)]?.cards ?? []) if (slotOf(state, card) === slot) total += powerOf(view, card);
    }
    totals.set(seat.id, total);
  }
  return totals;
}

/**
 * What adding `power` of the seat's to a base is worth: most when it makes the base score with
 * the seat first, some when it takes the seat into the lead or brings the base nearer its
 * breakpoint.
 */
function baseValue(view: SeatView, base: CardRef, power: number): number {
  const state = view.state as GameState;
  const slot = slotOfBase(state, base);
  if (slot === 0) return 0;
  const breakpoint = view.cardDef(base)?.stats.breakpoint ?? 20;
  const totals = totalsAt(view, slot);
  const mine = (totals.get(view.seat) ?? 0) + power;
  let table = power;
  let best = 0;
  for (const [seat, total] of totals) {
    table += total;
    if (seat !== view.seat) best = Math.max(best, total);
  }
  const leads = mine > best;
  if (table >= breakpoint) return leads ? 8 : 1;
  return (leads ? 2 : 0) + (3 * table) / Math.max(1, breakpoint);
}

function owner(state: GameState, card: CardRef): SeatId | null {
  const zone = state.zones[state.cards[card]?.zone ?? ''];
  return zone?.owner ?? state.cards[card]?.owner ?? null;
}

function score(view: SeatView, action: Action): number {
  const state = view.state as GameState;
  const prompt = state.prompt;
  switch (action.kind) {
    case 'play': {
      const card = cardRefIn(state, action.card);
      const def = card === null ? null : view.cardDef(card);
      const power = powerOf(view, card);
      if (typeof action.base === 'number') return (def?.kind === 'minion' ? 10 + power : 6) + baseValue(view, action.base, power);
      // An action on a minion: on one of the seat's own when it gives power, else on an opponent's.
      if (typeof action.minion === 'number') return 5 + (owner(state, action.minion) === view.seat ? 0.5 : 1);
      return 7;
    }
    case 'talent':
      return 8;
    // A Titan spends the free minion: worth it where it helps win a base (its power is its counters).
    case 'titan':
      return typeof action.base === 'number' ? 9 + baseValue(view, action.base, powerOf(view, cardRefIn(state, action.card))) : 0;
    // Burying (the burying base) keeps a card for later: only the weakest is worth putting aside.
    case 'bury':
      return 0.5 - powerOf(view, cardRefIn(state, action.card)) / 10;
    case 'end-play':
      return 0;
    case 'pick': {
      // A card's number, or a player's seat id.
      const id = typeof action.id === 'number' || typeof action.id === 'string' ? action.id : null;
      const card = cardOf(state, id);
      const label = prompt?.kind === 'choose' ? prompt.label : '';
      // Discarding (the hand limit, a card's cost): the weakest card goes.
      if (/discard/i.test(label)) return -powerOf(view, id) - (card && view.cardDef(card.id)?.kind === 'action' ? 0.5 : 0);
      if (/base that scores/i.test(label)) {
        const slot = card ? slotOfBase(state, card.id) : 0;
        const totals = slot ? totalsAt(view, slot) : new Map<SeatId, number>();
        const mine = totals.get(view.seat) ?? 0;
        return [...totals].every(([seat, total]) => seat === view.seat || total < mine) ? 1 : 0;
      }
      if (card) {
        const whose = owner(state, card.id);
        const here = state.zones[card.zone]?.type;
        // On the table: an opponent's strongest minion; elsewhere (a search, a deck): the seat's strongest card.
        if (here === MINIONS || here === ACTIONS) return whose !== null && whose !== view.seat ? 2 + powerOf(view, id) : powerOf(view, id) / 10;
        return powerOf(view, id) + (whose === view.seat ? 1 : 0);
      }
      return 0;
    }
    case 'yes':
      return 1;
    default:
      return 0;
  }
}

export const smashUpGreedy: Bot = greedyBot(score);

