// A game's own part of the `cardwright sim` report: the generic simulation hands it each game's
// starting state, every action's events and the game's end, and prints the lines it gives. The
// counting is engine/sim/games' (the studio's Simulation view shows the same figures); the
// sections here are what the command line prints from.
import type { Game } from '../../engine/core/engine';
import type { SimTally } from '../../engine/sim';
import type { DestinySimSection } from './destiny';
import type { SmashUpSimSection } from './smash-up';

/** The game-specific figures of a report: plain data, one member per game that has any. */
export type GameSimSection = SmashUpSimSection | DestinySimSection;

/** Watches the games of one run, one after another (a winner's share as the generic report counts it). */
export type GameTally = SimTally & {
  /** The figures of every game watched. */
  result(): GameSimSection;
};

export type GameSimReporter = {
  tally(game: Game): GameTally;
  /** The report's lines for the section (indented like the generic ones). */
  lines(section: GameSimSection): string[];
};
