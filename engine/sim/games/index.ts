// The games that have figures of their own in a simulation run, by game id (Smash Up's faction
// pairs and bases, Destiny's teams and endings): counted in each part, merged, summed up.
import type { Game } from '../../core/engine';
import { destinyFigures, type DestinyFigures, type DestinyPart } from './destiny';
import { smashUpFigures, type SmashUpFigures, type SmashUpPart } from './smash-up';
import type { GameFiguresTally } from './types';

export type { GameFiguresRules, GameFiguresTally } from './types';
export type { DestinyEndings, DestinyFigures, DestinyPart, TeamRate } from './destiny';
export type { BaseScoring, FactionPairRate, SmashUpFigures, SmashUpPart } from './smash-up';
export type { GroupCounts } from './win-rates';
export { factionsOf } from './smash-up';
export { teamOf } from './destiny';
export { smashUpFigures, destinyFigures };

/** A game's own counts in a part: plain data, whole numbers, one member per game that has any. */
export type GamePart = SmashUpPart | DestinyPart;
/** A game's own figures as a report shows them. */
export type GameFigures = SmashUpFigures | DestinyFigures;

const byGame = { 'smash-up': smashUpFigures, destiny: destinyFigures } as const;
type Kind = keyof typeof byGame;
const isKind = (id: string): id is Kind => Object.hasOwn(byGame, id);

/** Whether the game of this id has figures of its own. */
export function hasGameFigures(gameId: string): boolean {
  return isKind(gameId);
}

/** The report's heading for a game's figures. */
export function gameFiguresTitle(kind: GameFigures['kind']): string {
  return byGame[kind].title;
}

/** A tally of the game's own figures over the games of a part, where it has any. */
export function gameFiguresTally(game: Game, gameId: string): GameFiguresTally<GamePart> | undefined {
  return isKind(gameId) ? (byGame[gameId].tally(game) as GameFiguresTally<GamePart>) : undefined;
}

/** The parts' counts added up, a copy (none given: undefined); parts of another game are left out. */
export function mergeGameParts(parts: readonly GamePart[]): GamePart | undefined {
  const first = parts[0];
  if (!first) return undefined;
  if (first.kind === 'smash-up') {
    const merged = smashUpFigures.empty();
    for (const part of parts) if (part.kind === 'smash-up') smashUpFigures.merge(merged, part);
    return merged;
  }
  const merged = destinyFigures.empty();
  for (const part of parts) if (part.kind === 'destiny') destinyFigures.merge(merged, part);
  return merged;
}

export function summarizeGamePart(part: GamePart, players: number): GameFigures {
  return part.kind === 'smash-up' ? smashUpFigures.summarize(part, players) : destinyFigures.summarize(part, players);
}
