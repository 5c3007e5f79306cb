// The games the before-and-after tools play (four-souls-compare.mjs, same-games.mjs): each one's
// module and bots as a bundle of the engine exports them, its bundled set (or every played set),
// and how many seats its random games go up to.
import { compileSet, gameDefinitions } from './sets.mjs';

export const GAMES = {
  'four-souls': { module: 'fourSouls', random: 'fourSoulsRandom', greedy: 'fourSoulsGreedy', title: 'Four Souls', set: 'base', mostSeats: 4 },
  'smash-up': { module: 'smashUp', random: 'randomBot', greedy: 'smashUpGreedy', title: 'Smash Up', mostSeats: 4 },
  // Two players only: more seats need the free-for-all variant, which is not what these play.
  destiny: { module: 'destiny', random: 'randomBot', greedy: 'destinyGreedy', title: 'Star Wars: Destiny', mostSeats: 2 },
  // The starter set, 2 to 6 players in turn as the Stak Bots bench plays it.
  'stak-bots': { module: 'stakBots', random: 'randomBot', greedy: 'stakBotsGreedy', title: 'Stak Bots (starter set)', set: 'starter', mostSeats: 6 },
};

/**
 * A game's cards as the tree at `root` compiles them with its own card language (`m.buildSet` of
 * that tree's bundle): a change to what the language compiles to is part of what is compared.
 */
export function cardsOf(m, name, root) {
  const set = GAMES[name].set;
  return set ? compileSet(m.buildSet, name, set, root).cards : gameDefinitions(m.buildSet, name, root);
}
