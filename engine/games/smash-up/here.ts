// "Here" (docs/dsl.md, "Here"): the game's answers to the kernel's `here` hook. A card lies at
// the slot of its base (a base at its own slot, a card on a base or on a minion there at that
// base's); a player's total at a slot is their power there, as scoring counts it.
import type { PlacesHook } from '../../core/context';
import { placeOf } from './cards';
import { totalOf } from './power';

export const here: PlacesHook = {
  placeOf: (ctx, card) => placeOf(ctx.state, card),
  totalAt: totalOf,
};
