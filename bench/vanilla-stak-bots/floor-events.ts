// The events the floors report (floor.ts, data-floor.ts, indexed-floor.ts), made as the engine
// makes them: the same kinds, fields and number for each thing that happens, with cards named by
// their numbers and seats by their ids whatever a floor's state names them by. Making them is one of a
// Match's obligations every floor carries.

export type FloorEvent = Record<string, string | number | null>;

/** A card moved between zones (by zone type); a card put on the scrapheap has no owner there. */
export function movedEvent(card: number, from: string, to: string, owner: string | null): FloorEvent {
  return { type: 'moved', card, from, to, fromOwner: owner, toOwner: to === 'scrapheap' ? null : owner };
}

/** A card played from hand onto a stak, which enters. */
export function pushPlayed(events: FloorEvent[], card: number, player: string): void {
  events.push({ type: 'played', card, player });
  events.push({ type: 'entry', card });
}

/** A face-down bot that became the top of its stak turns face up and enters. */
export function pushTurnedUp(events: FloorEvent[], card: number): void {
  events.push({ type: 'turned-face-up', card });
  events.push({ type: 'entry', card });
}

/** An attack: both top bots deal their power to each other, and both fought. */
export function pushFight(events: FloorEvent[], player: string, mine: number, theirs: number, dealt: number, taken: number): void {
  events.push({ type: 'attacked', card: mine, target: theirs, player });
  events.push({ type: 'damaged', card: theirs, amount: dealt, source: mine });
  events.push({ type: 'damaged', card: mine, amount: taken, source: theirs });
  events.push({ type: 'fought', card: mine, opponent: theirs });
  events.push({ type: 'fought', card: theirs, opponent: mine });
}
