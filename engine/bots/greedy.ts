// A greedy bot scores every legal action with its game's own scoring and plays one of the best,
// ties broken with the game's generator so that seeded games repeat. Each game's bot is this
// choice around its score (engine/bots/<game>.ts).
import type { Action } from '../core/context';
import { nextInt, type RngState } from '../random/rng';
import type { Bot, SeatView } from './types';

export function greedyBot(score: (view: SeatView, action: Action) => number): Bot {
  // The scores of the choice being made, kept from one choice to the next: a choice is made a
  // thousand times a game, and a list of the best actions made for each cost more than a second
  // walk over the scores.
  const scores: number[] = [];
  return {
    name: 'greedy',
    choose(view: SeatView, legal: Action[], rng: RngState): Action {
      let bestScore = -Infinity;
      let ties = 0;
      for (let i = 0; i < legal.length; i += 1) {
        const value = score(view, legal[i]!);
        scores[i] = value;
        if (value > bestScore) {
          bestScore = value;
          ties = 1;
        } else if (value === bestScore) ties += 1;
      }
      // The tie picked is counted in the order of the legal actions, among those with the best score.
      let pick = nextInt(rng, ties);
      for (let i = 0; i < legal.length; i += 1) {
        if (scores[i] !== bestScore) continue;
        if (pick === 0) return legal[i]!;
        pick -= 1;
      }
      return legal[0]!; // (reached only with no legal action at all)
    },
  };
}
