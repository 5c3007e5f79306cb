// "Here": the places on the table where cards in play lie (Smash Up's bases), and a player's
// total at one of them. The kernel has no notion of a place, so both are written with the
// kernel's own values and the game's hooks: a card is at place k when the game says it is in
// the state `<state>-k` (GameModule.cardState), and a player's total at place k is their stat
// `<total>-<state>-k` (GameModule.playerStat). "Here" is "at the place where this card is",
// tried for every place the game can lay out; the card language writes and reads these shapes
// back as `here`, and nothing else makes them.
import type { Condition, Expr, Selector } from './values';
import type { PlacesSpec } from './vocabulary';

const SELF: Selector = { kind: 'self' };

function stateAt(places: PlacesSpec, place: number): string {
  return `${places.state}-${place}`;
}

/** The stat a player's total at a place is read from: `power-on-base-2`. */
export function totalStatAt(places: PlacesSpec, place: number): string {
  return `${places.total}-${places.state}-${place}`;
}

/** The place a state names (`on-base-3` -> 3) for the game's hook, or 0. */
export function placeOfState(places: PlacesSpec, state: string): number {
  if (!state.startsWith(`${places.state}-`)) return 0;
  const n = Number(state.slice(places.state.length + 1));
  return Number.isInteger(n) && n >= 1 && n <= places.count ? n : 0;
}

/** The place a player stat names (`power-on-base-3` -> 3), or 0. */
export function placeOfTotal(places: PlacesSpec, stat: string): number {
  return stat.startsWith(`${places.total}-`) ? placeOfState(places, stat.slice(places.total.length + 1)) : 0;
}

/** `<card> is here`: the card lies at the same place as this card. This card is tried first, it is at one place only. */
export function hereCondition(places: PlacesSpec, card: Selector): Condition {
  const of: Condition[] = [];
  for (let place = 1; place <= places.count; place += 1) {
    const state = stateAt(places, place);
    of.push({ kind: 'all', of: [{ kind: 'in-state', card: SELF, state }, { kind: 'in-state', card, state }] });
  }
  return { kind: 'any', of };
}

/** `<player>'s power here`: the player's total at the place where this card is. */
export function totalHereExpr(places: PlacesSpec, player: Selector): Expr {
  let sum: Expr | null = null;
  for (let place = 1; place <= places.count; place += 1) {
    // 1 when this card is at the place, else 0.
    const atPlace: Expr = { kind: 'count', of: { kind: 'filter', from: SELF, where: { kind: 'in-state', card: { kind: 'bound', name: 'it' }, state: stateAt(places, place) } } };
    const term: Expr = { kind: 'arith', op: '*', left: { kind: 'stat', stat: totalStatAt(places, place), of: player }, right: atPlace };
    sum = sum === null ? term : { kind: 'arith', op: '+', left: sum, right: term };
  }
  return sum ?? 0;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The places a value was written for, read back from its first state: the prefix and the
 * count. Null when the value is not one of these shapes.
 */
function placesOf(state: unknown, count: number, total = ''): PlacesSpec | null {
  if (typeof state !== 'string' || !state.endsWith('-1') || count < 1) return null;
  return { state: state.slice(0, -2), count, total };
}

/** The card of `<card> is here`, if the condition is that shape; with the places it was written for. */
export function matchHere(cond: Condition): { card: Selector; places: PlacesSpec } | null {
  if (cond.kind !== 'any' || cond.of.length === 0) return null;
  const first = cond.of[0]!;
  if (first.kind !== 'all' || first.of.length !== 2 || first.of[1]!.kind !== 'in-state') return null;
  const places = placesOf(first.of[1]!.state, cond.of.length);
  if (places === null) return null;
  const card = first.of[1]!.card;
  return same(cond, hereCondition(places, card)) ? { card, places } : null;
}

/** The player of `<player>'s power here`, if the number is that shape; with the places it was written for. */
export function matchTotalHere(expr: Expr): { player: Selector; places: PlacesSpec } | null {
  // The first term is the innermost left of the sum.
  let first: Expr = expr;
  let count = 1;
  while (typeof first === 'object' && first.kind === 'arith' && first.op === '+') {
    first = first.left;
    count += 1;
  }
  if (typeof first !== 'object' || first.kind !== 'arith' || first.op !== '*') return null;
  const stat = first.left;
  const at = first.right;
  if (typeof stat !== 'object' || stat.kind !== 'stat' || typeof at !== 'object' || at.kind !== 'count' || at.of.kind !== 'filter' || at.of.where.kind !== 'in-state') return null;
  const places = placesOf(at.of.where.state, count);
  if (places === null || !stat.stat.endsWith(`-${at.of.where.state}`)) return null;
  places.total = stat.stat.slice(0, -(at.of.where.state.length + 1));
  if (places.total === '') return null;
  return same(expr, totalHereExpr(places, stat.of)) ? { player: stat.of, places } : null;
}
