import { nextInt } from '../random/rng';
import type { Bot } from './types';

/** Picks uniformly among the legal actions. */
export const randomBot: Bot = {
  name: 'random',
  choose: (_view, legal, rng) => legal[nextInt(rng, legal.length)]!,
};
