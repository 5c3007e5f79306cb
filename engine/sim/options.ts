// What a simulation run plays: the seed every game's seed comes from, the table, the bots, and
// what else to watch. One run's options are handed whole to every part of it (see `playGames`).
import type { Bot } from '../bots';
import type { GameEvent, GameState, SeatId } from '../core/state';

/**
 * The decks played: the table's cards (a game whose decks the table shares), each seat's (a
 * game whose players bring their own), and the variants they were built for.
 */
export type SimDecks = {
  cards?: string[];
  seatCards?: Record<string, string[]>;
  seatElite?: Record<string, string[]>;
  variants?: Record<string, VariantValues>;
};

/** A variant's parameters by name; those left out take their defaults. */
export type VariantValues = Record<string, number | boolean | string>;

/**
 * Watches the games of one part, one after another: a game's own figures (the command line's
 * reporters in cli/sim-reports/ have this shape and more).
 */
export type SimTally = {
  /** A game has been set up: its state then, and the events setup emitted. */
  begin(state: GameState, events: readonly GameEvent[]): void;
  /** One action's events. */
  events(events: readonly GameEvent[]): void;
  /** The game is over: each winner with their share of the win (none for a draw or a game stopped by a cap). */
  end(state: GameState, winners: ReadonlyArray<{ seat: SeatId; share: number }>): void;
};

export type SimOptions = {
  seed: string;
  players: number;
  /** Seat i is played by bots[i % bots.length]. */
  bots: Bot[];
  /**
   * Variants switched on in every game: by id with their default parameters (the command line's
   * `--variant`), or by id with the parameters chosen (the studio's setup). They take the place
   * of the same variants' parameters in `decks`.
   */
  variants?: readonly string[] | Readonly<Record<string, VariantValues>>;
  decks?: SimDecks;
  /** Track the card definitions the games played and each seat had (`SimPart.cards`). */
  cards?: boolean;
  /** Count the game's own figures where it has any (`SimPart.gameFigures`, engine/sim/games). */
  gameFigures?: boolean;
  /** A game-specific tally over the games played. */
  tally?: SimTally;
};
