// The table of win rates by a group each seat belongs to for a whole game (Smash Up's faction
// pair, Destiny's team): every game counts once per player, a shared win counts its share.
import type { GameState } from '../../engine/core/state';
import type { GameFiguresTally } from '../../engine/sim/games';
import type { GameTally } from './types';

const percent = (n: number, of: number) => `${of === 0 ? '0.0' : ((100 * n) / of).toFixed(1)}%`;
/** A win count: whole, or with a shared win's fraction. */
const count = (n: number) => (Number.isInteger(n) ? `${n}` : n.toFixed(2));

/** The report's table: a heading, then one line per group with games, wins and rate. */
export function winRateLines(what: string, rows: readonly { name: string; games: number; wins: number }[]): string[] {
  const width = Math.max(what.length, ...rows.map((r) => r.name.length));
  const out = [`  win rate by ${what} (each game counts once per player):`, `    ${what.padEnd(width)}  games   wins    rate`];
  for (const { name, games, wins } of rows) out.push(`    ${name.padEnd(width)}  ${`${games}`.padStart(5)}  ${count(wins).padStart(5)}  ${percent(wins, games).padStart(6)}`);
  return out;
}

/**
 * The engine's tally of a game's figures, handing back the command line's section: `section` is
 * given the counts and the number of players (the unit of a win share), none before a game began.
 */
export function tallyOf<P>(inner: GameFiguresTally<P>, section: (part: P, players: number) => GameTally['result'] extends () => infer S ? S : never): GameTally {
  let players = 0;
  return {
    begin(state: GameState, events) {
      players = state.seats.length;
      inner.begin(state, events);
    },
    events: (events) => inner.events(events),
    end: (state, winners) => inner.end(state, winners),
    result: () => section(inner.result(), players),
  };
}
