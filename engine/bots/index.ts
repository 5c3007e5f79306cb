export * from './types';
export { randomBot } from './random';
export { stakBotsGreedy } from './stak-bots-greedy';
export { fourSoulsGreedy, fourSoulsRandom } from './four-souls';
export { smashUpGreedy } from './smash-up';
export { destinyGreedy } from './destiny';
import { destinyGreedy } from './destiny';
import { fourSoulsGreedy, fourSoulsRandom } from './four-souls';
import { randomBot } from './random';
import { smashUpGreedy } from './smash-up';
import { stakBotsGreedy } from './stak-bots-greedy';
import type { Bot } from './types';

/** Bots by game and name; `random` plays any game. */
export function botsFor(game: string): Record<string, Bot> {
  const bots: Record<string, Bot> = { random: randomBot };
  if (game === 'stak-bots') bots.greedy = stakBotsGreedy;
  if (game === 'four-souls') {
    bots.random = fourSoulsRandom;
    bots.greedy = fourSoulsGreedy;
  }
  if (game === 'smash-up') bots.greedy = smashUpGreedy;
  if (game === 'destiny') bots.greedy = destinyGreedy;
  return bots;
}
