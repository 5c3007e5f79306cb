// What the benchmark and its profiling run share: the engine game of the vanilla set, and
// playing one implementation's games for a while.
import { buildSet, type SourceFile } from '../../card-dsl/project';
import { loadGame, type Game } from '../../engine/core/engine';
import { stakBots } from '../../engine/games/stak-bots';
import type { Player } from './streams';

/** The Stak Bots game of the vanilla set, compiled from its sources (`sets/stak-bots/vanilla`). */
export function vanillaGame(sources: SourceFile[]): Game {
  const built = buildSet(sources, { game: 'stak-bots', set: 'vanilla', name: 'Vanilla' });
  if (!built.setFile) {
    const errors = built.diagnostics.filter((d) => d.diagnostic.severity === 'error');
    throw new Error(`the vanilla set does not compile: ${errors.map((d) => `${d.path}: ${d.diagnostic.message}`).join('; ')}`);
  }
  return loadGame(stakBots, built.setFile.cards);
}

/** Plays whole games until `ms` have passed (the last game is finished): actions, games, time taken. */
export function playFor(player: Player, ms: number): { actions: number; games: number; ms: number } {
  let actions = 0;
  let games = 0;
  const started = performance.now();
  let now = started;
  while (now - started < ms) {
    actions += player.playGame(null);
    games += 1;
    now = performance.now();
  }
  return { actions, games, ms: now - started };
}
