// Cards the modules bring into a game that no player shuffled into a deck: the Madness,
// monster and treasure decks and the Titans. They are made after the faction decks and the
// base deck, so the cards of a game without modules keep their numbers.
import type { CardDefinition } from '../../defs';
import type { Ctx } from '../../core/context';
import type { CardRef, SeatId } from '../../core/state';

export function makeCard(ctx: Ctx, def: CardDefinition, zone: string, owner: SeatId | null, faceUp: boolean): CardRef {
  const { state } = ctx;
  let n = Object.keys(state.cards).length + 1;
  while (state.cards[`c${n}`]) n += 1;
  const id = `c${n}`;
  state.cards[id] = { id, def: def.id, owner, controller: owner, zone, faceUp, exhausted: false, damage: 0, counters: {} };
  state.zones[zone]!.cards.push(id);
  return id;
}
