// Games made by one loaded game share what setup works out once (the frozen list of every copy,
// what the modules keep per list, the arranging's scratch room, the config check), never a
// piece of a state: playing or changing one game leaves every other game as it was, and a game
// created afterwards from the same config is the same as the first one made.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { botsFor, seatView } from '../engine/bots';
import type { Action } from '../engine/core/context';
import { hashState, loadGame, type Game, type GameConfig } from '../engine/core/engine';
import type { GameModule } from '../engine/core/context';
import { FIRST_CARD, type GameState } from '../engine/core/state';
import { destiny } from '../engine/games/destiny';
import { fourSouls } from '../engine/games/four-souls';
import { smashUp } from '../engine/games/smash-up';
import { stakBots } from '../engine/games/stak-bots';
import { seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
/** A game of the bundled sets: one named set (the vanilla set counts among the examples), or every set played. */
const gameOf = (module: GameModule, name: string, set?: string) =>
  loadGame(
    module,
    bundled.sets.filter((s) => s.game === name && (set === undefined ? !s.examples : s.set === set)).flatMap((s) => s.cards),
  );

const cases: { name: string; game: Game; config: GameConfig }[] = [
  { name: 'Stak Bots (vanilla, its supply arranged)', game: gameOf(stakBots, 'stak-bots', 'vanilla'), config: { seed: 'twins', seats: 2, arrange: { supply: ['Bot Six', 'Bot One', 'Bot Six'] } } },
  { name: 'Stak Bots (starter)', game: gameOf(stakBots, 'stak-bots', 'starter'), config: { seed: 'twins', seats: 3 } },
  { name: 'Four Souls', game: gameOf(fourSouls, 'four-souls', 'base'), config: { seed: 'twins', seats: 3 } },
  { name: 'Smash Up', game: gameOf(smashUp, 'smash-up'), config: { seed: 'twins', seats: 3 } },
  { name: 'Destiny', game: gameOf(destiny, 'destiny'), config: { seed: 'twins', seats: 2 } },
];

/** Plays `count` random actions of a game in place. */
function play(game: Game, state: GameState, count: number, name: string): void {
  const bot = botsFor(game.module.vocabulary.game).random!;
  const rng = seedRng(`${name}-bots`);
  for (let i = 0; i < count && !state.result; i += 1) {
    const legal = game.legalActions(state);
    if (legal.length === 0) break;
    const action: Action = legal.length > 1 ? bot.choose(seatView(game, state, state.prompt!.seat), legal, rng) : legal[0]!;
    const applied = game.applyInPlace(state, action);
    expect(applied.ok).toBe(true);
  }
}

function created(game: Game, config: GameConfig): GameState {
  const made = game.create(config);
  if (!made.ok) throw new Error(made.error.message);
  return made.state;
}

describe('games set up by one loaded game share nothing of their states', () => {
  for (const { name, game, config } of cases) {
    it(`${name}: playing and editing one game leaves the other, and the next one made, as the first was`, () => {
      const first = created(game, config);
      const second = created(game, config);
      const before = hashState(second);
      expect(hashState(first)).toBe(before);
      play(game, first, 60, name);
      // Every card, zone and seat of the first game changed by hand as well.
      for (const card of first.cards.slice(FIRST_CARD)) {
        card.damage += 3;
        card.counters.marked = 1;
        card.faceUp = !card.faceUp;
      }
      for (const zone of Object.values(first.zones)) zone.cards.reverse().push(999_999);
      for (const seat of first.seats) seat.resources.gold = 9;
      expect(hashState(second)).toBe(before);
      expect(hashState(created(game, config))).toBe(before);
      // And the second, played, plays as a new one does.
      const third = created(game, config);
      play(game, second, 60, name);
      play(game, third, 60, name);
      expect(hashState(third)).toBe(hashState(second));
    });
  }
});
