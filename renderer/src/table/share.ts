// A new snapshot from the worker keeps the objects of the one before wherever nothing changed:
// a card, a zone or a seat equal to its previous self is that same object. One action changes a
// few cards of a table of a hundred; the board then re-renders only the zones and cards whose
// objects are new (Board.tsx compares by identity), instead of comparing every card's fields.
import type { CardRef, CardSnap, SeatSnap, TableSnapshot, ZoneSnap } from './model';

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function sameRecord(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export function sameCardSnap(a: CardSnap, b: CardSnap): boolean {
  return a.id === b.id && a.def === b.def && a.exhausted === b.exhausted && a.damage === b.damage && a.owner === b.owner && sameList(a.states, b.states) && sameRecord(a.counters, b.counters) && sameRecord(a.changed, b.changed);
}

function sameZone(a: ZoneSnap, b: ZoneSnap): boolean {
  return a.id === b.id && a.type === b.type && a.owner === b.owner && a.count === b.count && sameList(a.cards, b.cards);
}

function sameSeat(a: SeatSnap, b: SeatSnap): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `next` with the cards, zones and seats of `previous` wherever they are equal (same table only). */
export function shareSnapshot(previous: TableSnapshot | null, next: TableSnapshot): TableSnapshot {
  if (!previous || previous.tableId !== next.tableId) return next;
  const cards: Record<CardRef, CardSnap> = {};
  for (const card of Object.values(next.cards)) {
    const was = previous.cards[card.id];
    cards[card.id] = was && sameCardSnap(was, card) ? was : card;
  }
  const zonesBefore = new Map(previous.zones.map((z) => [z.id, z]));
  const zones = next.zones.map((zone) => {
    const was = zonesBefore.get(zone.id);
    return was && sameZone(was, zone) ? was : zone;
  });
  const seats = next.seats.map((seat, i) => {
    const was = previous.seats[i];
    return was && sameSeat(was, seat) ? was : seat;
  });
  return { ...next, cards, zones, seats };
}
