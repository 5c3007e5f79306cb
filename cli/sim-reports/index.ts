// The games whose `cardwright sim` report has a part of its own, by game id.
import { destinyReporter } from './destiny';
import { smashUpReporter } from './smash-up';
import type { GameSimReporter } from './types';

export type { GameSimReporter, GameSimSection, GameTally } from './types';

const reporters: Record<string, GameSimReporter> = {
  'smash-up': smashUpReporter,
  destiny: destinyReporter,
};

export function simReporterFor(gameId: string): GameSimReporter | undefined {
  return Object.hasOwn(reporters, gameId) ? reporters[gameId] : undefined;
}
