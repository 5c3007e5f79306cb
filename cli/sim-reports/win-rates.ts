// Win rates by a group each seat belongs to for a whole game (Smash Up's faction pair, Destiny's
// team): every game counts once per player, a shared win counts its share. One tally and one
// table for every game's reporter that asks "who wins, by what they brought".
import type { GameState, SeatId } from '../../engine/core/state';

export type GroupWins = { group: string; games: number; wins: number };

export type WinRatesByGroup = {
  /** At a game's start: each seat's group, counted as one game played. */
  begin(state: GameState): void;
  /** At its end: the winners' shares go to their groups. */
  end(winners: readonly { seat: SeatId; share: number }[]): void;
  /** Most played group first, then by name. */
  rows(): GroupWins[];
};

export function winRatesBy(groupOf: (state: GameState, seat: SeatId) => string): WinRatesByGroup {
  const groups = new Map<string, GroupWins>();
  let groupOfSeat = new Map<SeatId, string>();
  return {
    begin(state) {
      groupOfSeat = new Map(state.seats.map((s) => [s.id, groupOf(state, s.id)]));
      for (const group of groupOfSeat.values()) {
        const figures = groups.get(group) ?? { group, games: 0, wins: 0 };
        figures.games += 1;
        groups.set(group, figures);
      }
    },
    end(winners) {
      for (const { seat, share } of winners) {
        const group = groupOfSeat.get(seat);
        if (group !== undefined) groups.get(group)!.wins += share;
      }
    },
    rows: () => [...groups.values()].sort((a, b) => b.games - a.games || a.group.localeCompare(b.group)),
  };
}

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
