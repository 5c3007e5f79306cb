// A greedy bot scores every legal action with its game's own scoring and plays one of the best,
// ties broken with the game's generator so that seeded games repeat. Each game's bot is this
// choice around its score (engine/bots/<game>.ts).
import type { Action } from '../core/context';
import { nextInt, type RngState } from '../random/rng';
import type { Bot, SeatView } from './types';

export function greedyBot(score: (view: SeatView, action: Action) => number): Bot {
  return {
    name: 'greedy',
    choose(view: SeatView, legal: Action[], rng: RngState): Action {
      let best: Action[] = [];
      let bestScore = -Infinity;
      for (const action of legal) {
        const value = score(view, action);
        if (value > bestScore) {
          bestScore = value;
          best = [action];
        } else if (value === bestScore) best.push(action);
      }
      return best[nextInt(rng, best.length)]!;
    },
  };
}
