// Bots choose among the legal actions from what their seat may see. The simulator, the
// table and tests all drive the engine through the same door, with a bot on some seats.
import type { CardDefinition } from '../defs';
import type { Action, Ctx } from '../core/context';
import type { Game } from '../core/engine';
import { definitionOfInstance } from '../core/evaluate';
import type { CardRef, GameState, SeatId } from '../core/state';
import type { RngState } from '../random/rng';

/**
 * A seat's window on the game without copying the state: identities of cards the seat
 * cannot see are withheld by `cardDef`, and bots must read card identities only through it.
 */
export type SeatView = {
  seat: SeatId;
  state: Readonly<GameState>;
  cardDef: (card: CardRef) => CardDefinition | null;
  /**
   * The game the seat plays, for its identity only: a bot may keep what `cardDef` said for later
   * views of the same game (a hot reload is another game, whose definitions may differ for the
   * same ids).
   */
  game: object;
};

export type Bot = {
  name: string;
  choose: (view: SeatView, legal: Action[], rng: RngState) => Action;
};

export function seatView(game: Game, state: GameState, seat: SeatId): SeatView {
  // Made when a card is first asked about: a view is made for every choice, and many bots ask none.
  let ctx: Ctx | null = null;
  return {
    seat,
    state,
    game,
    // What the card is now (a copy reads as the card it copies), from the instance found once.
    cardDef: (card) => {
      const instance = state.cards[card];
      if (instance === undefined) return null;
      ctx ??= game.ctx(state);
      return game.module.canSee(ctx, card, seat) ? (definitionOfInstance(ctx, card, instance) ?? null) : null;
    },
  };
}
