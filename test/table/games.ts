// The two bundled games for the table's tests: Stak Bots with its starter set and Four Souls
// with its base set (compiled from their .cards sources), and bot games played through a Match.
import { fileURLToPath } from 'node:url';
import { botsFor, seatView } from '../../engine/bots';
import type { Action } from '../../engine/core/context';
import { loadGame, type Game, type GameConfig } from '../../engine/core/engine';
import { Match } from '../../engine/core/match';
import type { SetFile } from '../../engine/defs';
import { fourSouls } from '../../engine/games/four-souls';
import { stakBots } from '../../engine/games/stak-bots';
import { seedRng } from '../../engine/random/rng';
import { loadSets } from '../../cli/sets';

const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)));

export function bundledSet(id: string): SetFile {
  const set = bundled.sets.find((s) => `${s.game}/${s.set}` === id);
  if (!set) throw new Error(`no bundled set ${id}: ${JSON.stringify([...bundled.problems])}`);
  return set;
}

export const starter = bundledSet('stak-bots/starter');
export const base = bundledSet('four-souls/base');
export const stakGame = (): Game => loadGame(stakBots, starter.cards, starter.variants);
export const fourGame = (): Game => loadGame(fourSouls, base.cards, base.variants);

/** Plays `count` actions (or to the end) with the game's greedy bot on every seat, through `match`; god actions may be slipped in by `between`. */
export function playBots(match: Match, count: number, seed: string, between?: (match: Match, played: number) => Action | null): void {
  const bots = botsFor(match.game.module.vocabulary.game);
  const bot = bots.greedy ?? bots.random!;
  const rng = seedRng(`bots:${seed}`);
  for (let played = 0; played < count && !match.state.result; played += 1) {
    const god = between?.(match, played);
    if (god) {
      const applied = match.apply(god);
      if (!applied.ok) throw new Error(`god action refused: ${applied.error.message}`);
      continue;
    }
    const legal = match.legalActions();
    const seat = match.state.prompt!.seat;
    const applied = match.apply(bot.choose(seatView(match.game, match.state, seat), [...legal], rng));
    if (!applied.ok) throw new Error(applied.error.message);
  }
}

export function started(game: Game, config: GameConfig): Match {
  const made = Match.create(game, config);
  if (!made.ok) throw new Error(made.error.message);
  return made.match;
}
