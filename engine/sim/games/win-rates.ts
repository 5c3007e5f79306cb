// Win rates by a group each seat belongs to for a whole game (Smash Up's faction pair, Destiny's
// team): every game counts once per player, a shared win counts its share. Counted in whole
// units of a share (see `shareUnit`), so that the counts of parts add up exactly in any order.
import type { GameState, SeatId } from '../../core/state';
import { winRateMargin } from '../card-impact';
import { shareUnit } from '../part';

/** Group -> seats of that group over the games counted, and their wins in units of a share. */
export type GroupCounts = Record<string, { games: number; winUnits: number }>;

/** A group's figures: seat-games, win shares, their rate per seat-game and its 95% margin. */
export type GroupFigures = { group: string; games: number; wins: number; winRate: number; winMargin: number };

export type GroupTally = {
  /** At a game's start: each seat's group, counted as one game played. */
  begin(state: GameState): void;
  /** At its end: the winners' shares go to their groups. */
  end(winners: readonly { seat: SeatId; share: number }[]): void;
};

export function groupTally(counts: GroupCounts, groupOf: (state: GameState, seat: SeatId) => string): GroupTally {
  let groupOfSeat = new Map<SeatId, string>();
  let unit = 1;
  return {
    begin(state) {
      unit = shareUnit(state.seats.length);
      groupOfSeat = new Map(state.seats.map((s) => [s.id, groupOf(state, s.id)]));
      for (const group of groupOfSeat.values()) (counts[group] ??= { games: 0, winUnits: 0 }).games += 1;
    },
    end(winners) {
      for (const { seat, share } of winners) {
        const group = groupOfSeat.get(seat);
        if (group !== undefined) counts[group]!.winUnits += Math.round(share * unit);
      }
    },
  };
}

export function addGroupCounts(into: GroupCounts, from: Readonly<GroupCounts>): void {
  for (const group in from) {
    const figures = (into[group] ??= { games: 0, winUnits: 0 });
    figures.games += from[group]!.games;
    figures.winUnits += from[group]!.winUnits;
  }
}

/** The groups' figures, most played first, then by name; `players` sets the unit of a share. */
export function groupFigures(counts: Readonly<GroupCounts>, players: number): GroupFigures[] {
  const unit = shareUnit(players);
  return Object.entries(counts)
    .map(([group, { games, winUnits }]) => {
      const wins = winUnits / unit;
      const winRate = games === 0 ? 0 : wins / games;
      return { group, games, wins, winRate, winMargin: winRateMargin(winRate, games) };
    })
    .sort((a, b) => b.games - a.games || a.group.localeCompare(b.group));
}
