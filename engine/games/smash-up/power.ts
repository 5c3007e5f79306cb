// Power and breakpoints (docs/rules/smash-up.md, "Power and breakpoints"): a player's total on
// a base, the table's total there, and the base's breakpoint.
import type { Ctx } from '../../core/context';
import { statOf, statsOf } from '../../core/evaluate';
import type { CardRef, SeatId } from '../../core/state';
import { ACTIONS, MINIONS, slotOf, slotOfBase, zoneOf } from './cards';

/** A card's power, never below 0 (SU-X-CALC-1..4, SU-X-GEN-2); counters count (SU-POW-4). */
export function powerOf(ctx: Ctx, card: CardRef): number {
  return Math.max(0, statOf(ctx, card, 'power'));
}

/** Zones whose cards count in a total: a Titan on a base adds its counters and what its text gives (SU-POW-8, SU-TITAN-12); beside the deck it has no base. */
const TOTAL_ZONES = [MINIONS, ACTIONS, 'titans'];

/**
 * A player's total on the base of a slot: the power of the minions they control there and of
 * their actions there that carry power (SU-GLOS-9, SU-APOW-1, A-14).
 */
export function totalOf(ctx: Ctx, seat: SeatId, slot: number): number {
  const here: CardRef[] = [];
  cardsAt(ctx, seat, slot, here);
  return sumOfPower(ctx, here);
}

/**
 * Each seat's total on the base of a slot, in the order of `seats`: what `totalOf` gives each,
 * their cards read in one `statsOf` call so each static ability selects its cards once.
 */
export function totalsOf(ctx: Ctx, seats: readonly SeatId[], slot: number): number[] {
  const totals = new Array<number>(seats.length).fill(0);
  const cards: CardRef[] = [];
  const whose: number[] = [];
  for (let i = 0; i < seats.length; i += 1) {
    const before = cards.length;
    cardsAt(ctx, seats[i]!, slot, cards);
    for (let j = before; j < cards.length; j += 1) whose.push(i);
  }
  return addPowers(ctx, cards, whose, totals);
}

/** The cards of a seat on the base of a slot whose power counts, added to `out`. */
function cardsAt(ctx: Ctx, seat: SeatId, slot: number, out: CardRef[]): void {
  for (const type of TOTAL_ZONES) {
    const zone = ctx.state.zones[zoneOf(seat, type)];
    if (zone) for (const card of zone.cards) if (slotOf(ctx.state, card) === slot) out.push(card);
  }
}

/** The power of many cards added up, each never below 0; the stat read in one pass (statsOf). */
function sumOfPower(ctx: Ctx, cards: readonly CardRef[]): number {
  if (cards.length === 0) return 0;
  let total = 0;
  const powers = statsOf(ctx, cards, 'power');
  for (let i = 0; i < powers.length; i += 1) total += countedPower(ctx, cards[i]!, powers[i]!);
  return total;
}

/** Each card's counted power added to `totals[into[i]]`, the stat read in one pass (statsOf). */
function addPowers(ctx: Ctx, cards: readonly CardRef[], into: readonly number[], totals: number[]): number[] {
  if (cards.length === 0) return totals;
  const powers = statsOf(ctx, cards, 'power');
  for (let i = 0; i < cards.length; i += 1) totals[into[i]!] = totals[into[i]!]! + countedPower(ctx, cards[i]!, powers[i]!);
  return totals;
}

/**
 * What a card's power adds to a total: never below 0. The kernel adds a card's counters to its
 * stat whatever the card, but a +1 power counter on an action does nothing (SU-POW-7): an
 * action's counters are taken off again here.
 */
function countedPower(ctx: Ctx, card: CardRef, power: number): number {
  const instance = ctx.state.cards[card];
  const counters = instance?.counters.power;
  if (counters && ctx.state.zones[instance.zone]?.type === ACTIONS) power -= counters;
  return Math.max(0, power);
}

/** Whether a player has a minion on the base of a slot (power 0 will do, SU-SCORE-13). */
export function hasMinionAt(ctx: Ctx, seat: SeatId, slot: number): boolean {
  const zone = ctx.state.zones[zoneOf(seat, MINIONS)];
  return zone !== undefined && zone.cards.some((card) => slotOf(ctx.state, card) === slot);
}

/**
 * Every player's power on each base together, by slot from 1 to `slots` (SU-SCORE-2). The
 * cards of every base are read in one `statsOf` call, so each static ability selects its cards
 * once for the whole table rather than once per base: a card's power does not depend on which
 * other cards are asked with it.
 */
export function tableTotals(ctx: Ctx, slots: number): number[] {
  const totals = new Array<number>(slots + 1).fill(0);
  const cards: CardRef[] = [];
  const at: number[] = [];
  for (const seat of ctx.state.seats) {
    for (const type of TOTAL_ZONES) {
      const zone = ctx.state.zones[zoneOf(seat.id, type)];
      if (!zone) continue;
      for (const card of zone.cards) {
        const slot = slotOf(ctx.state, card);
        if (slot < 1 || slot > slots) continue;
        cards.push(card);
        at.push(slot);
      }
    }
  }
  return addPowers(ctx, cards, at, totals);
}

/** A base's breakpoint, never below 0 (SU-X-GEN-2), raised by the monsters nobody controls there (SU-MT-11). */
export function breakpointOf(ctx: Ctx, base: CardRef): number {
  const printed = statOf(ctx, base, 'breakpoint');
  const monsters = ctx.state.zones['monsters'];
  if (monsters === undefined || monsters.cards.length === 0) return Math.max(0, printed);
  const slot = slotOfBase(ctx.state, base);
  let raised = 0;
  for (const card of monsters.cards) if (slotOf(ctx.state, card) === slot) raised += powerOf(ctx, card);
  return Math.max(0, printed + raised);
}
