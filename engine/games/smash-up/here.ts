// "Here" (docs/dsl.md, "Here"): the game's answers to the kernel's card-state and player-stat
// hooks for the places of engine/defs/places.ts. A card is `on-base-<slot>` when it lies at that
// base slot; a player's `power-on-base-<slot>` is their total there, as scoring counts it.
import type { Ctx } from '../../core/context';
import { placeOfState, placeOfTotal } from '../../defs/places';
import type { CardRef, SeatId } from '../../core/state';
import { placeOf } from './cards';
import { totalOf } from './power';
import { PLACES } from './vocabulary';


export function cardState(ctx: Ctx, card: CardRef, state: string): boolean {
  const slot = placeOfState(PLACES, state);
  return slot > 0 && placeOf(ctx.state, card) === slot;
}

export function playerStat(ctx: Ctx, seat: SeatId, stat: string): number {
  const slot = placeOfTotal(PLACES, stat);
  return slot > 0 ? totalOf(ctx, seat, slot) : 0;
}
