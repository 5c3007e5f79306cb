// Arranging a deck at setup (`shuffleDeck` with a game's `arrange`) given the definitions of the
// deck's cards by place, or looking every card up: the same deck, the same draws, the same problems.
import { describe, expect, it } from 'vitest';
import type { CardDefinitionInput } from '../defs';
import { toyCards, toyGame } from '../testing/toy-game';
import { cloneState, loadGame } from './engine';
import { shuffleDeck } from './ops';
import type { GameState } from './state';

const card = (name: string, id = name.toLowerCase()): CardDefinitionInput => ({ id: `toy/a/${id}`, name, game: 'toy', kind: 'relic', abilities: [] }) as CardDefinitionInput;
// Two definitions share a name; one is named by its id only in some arrangements.
const CARDS = toyCards([card('Ash'), card('Birch'), card('Cedar'), card('Ash', 'ash-two'), card('Dogwood')]);
const NAMES = ['Ash', 'Birch', 'Cedar', 'Dogwood', 'toy/a/ash-two', 'toy/a/cedar', 'Elm'];

/** A deck of `size` cards drawn from the definitions by a simple sequence, dealt into p1's deck. */
function deckOf(size: number, g: number): string[] {
  return Array.from({ length: size }, (_, i) => CARDS[(i * 7 + g * 3 + Math.floor(i / 3)) % CARDS.length]!.name);
}

describe('arranging a deck by its places before the shuffle', () => {
  it('makes the deck, draws and problems that looking every card up makes', () => {
    for (let g = 0; g < 240; g += 1) {
      const size = [0, 1, 5, 12, 30, 60][g % 6]!;
      const names = deckOf(size, g);
      // Ash and its namesake are made by name: the toy setup finds a definition by its name.
      const game = loadGame(toyGame({ hands: { p1: [], p2: [] }, decks: { p1: names } }), CARDS);
      const created = game.create({ seed: `arrange-${g}`, seats: 2 });
      if (!created.ok) throw new Error(created.error.message);
      const deck = 'p1/deck';
      const defs = created.state.zones[deck]!.cards.map((c) => created.state.cards[c]!.def);
      const count = [0, 1, 3, size, size + 2][g % 5]!;
      const wanted = Array.from({ length: count }, (_, i) => NAMES[(i * 5 + g) % NAMES.length]!);
      const arranged = (given: readonly string[] | undefined): { state: GameState; problems: string[]; used: string[] } => {
        const state = cloneState(created.state);
        const ctx = game.ctx(state);
        ctx.arrange = { wanted: { [deck]: wanted }, used: new Set(), problems: [] };
        shuffleDeck(ctx, deck, given);
        return { state, problems: ctx.arrange.problems, used: [...ctx.arrange.used] };
      };
      const looked = arranged(undefined);
      expect(arranged(defs)).toEqual(looked);
      // The index of a list is kept and asked again, for the same list and for an equal one.
      const equal = [...defs];
      expect(arranged(equal)).toEqual(looked);
      expect(arranged(equal)).toEqual(looked);
    }
  });
});
