// Cards the modules bring into a game that no player shuffled into a deck: the Madness,
// monster and treasure decks and the Titans. They are made after the faction decks and the
// base deck, so the cards of a game without modules keep their numbers.
import type { CardDefinition } from '../../defs';
import type { Ctx } from '../../core/context';
import { addCard, type CardRef, type SeatId } from '../../core/state';

export function makeCard(ctx: Ctx, def: CardDefinition, zone: string, owner: SeatId | null, faceUp: boolean): CardRef {
  const { state } = ctx;
  const id = addCard(state, def.id, owner, zone, faceUp);
  state.zones[zone]!.cards.push(id);
  return id;
}
