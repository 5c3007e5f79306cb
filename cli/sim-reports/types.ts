// A game's own part of the `cardwright sim` report: the generic simulation hands it each game's
// starting state, every action's events and the game's end, and prints the lines it gives.
import type { Game } from '../../engine/core/engine';
import type { GameEvent, GameState, SeatId } from '../../engine/core/state';
import type { DestinySimSection } from './destiny';
import type { SmashUpSimSection } from './smash-up';

/** The game-specific figures of a report: plain data, one member per game that has any. */
export type GameSimSection = SmashUpSimSection | DestinySimSection;

/** Watches the games of one run, one after another. */
export type GameTally = {
  /** A game has been set up: its state then, and the events setup emitted. */
  begin(state: GameState, events: readonly GameEvent[]): void;
  /** One action's events. */
  events(events: readonly GameEvent[]): void;
  /**
   * The game is over: each winner with their share of the win (a draw, or a game stopped by a
   * cap, has none), counted as the generic report counts them.
   */
  end(state: GameState, winners: ReadonlyArray<{ seat: SeatId; share: number }>): void;
  /** The figures of every game watched. */
  result(): GameSimSection;
};

export type GameSimReporter = {
  tally(game: Game): GameTally;
  /** The report's lines for the section (indented like the generic ones). */
  lines(section: GameSimSection): string[];
};
