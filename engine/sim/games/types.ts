// A game's own figures in a simulation run: how they are counted over the games of a part, merged
// with other parts' (whole numbers only, so in any order and any split), and summed up for a report.
import type { Game } from '../../core/engine';
import type { SimTally } from '../options';

/** Watches the games of one part, and hands back their counts. */
export type GameFiguresTally<P> = SimTally & { result(): P };

export type GameFiguresRules<P extends { kind: string }, F extends { kind: string }> = {
  kind: P['kind'];
  /** The report's heading for them. */
  title: string;
  empty(): P;
  tally(game: Game): GameFiguresTally<P>;
  /** Adds `from`'s counts to `into`'s. */
  merge(into: P, from: Readonly<P>): void;
  /** The figures shown; `players` sets the unit win shares are counted in. */
  summarize(part: Readonly<P>, players: number): F;
};
