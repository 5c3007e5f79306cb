// Star Wars: Destiny's part of the `cardwright sim` report: win rates by team (the set each
// player's characters come from, named by the set's characters) and how the games were won
// (every opposing character defeated, or an opponent out of cards at the end of a round).
import type { Game } from '../../engine/core/engine';
import type { GameState, SeatId } from '../../engine/core/state';
import type { GameSimReporter, GameSimSection, GameTally } from './types';

export type TeamFigures = {
  /** The team's characters, by name in alphabetical order, joined by ", ". */
  team: string;
  /** Seats that played this team over the run: every game counts once per player. */
  games: number;
  /** Wins of those seats (a shared win counts its share). */
  wins: number;
};

export type DestinySimSection = {
  kind: 'destiny';
  /** Most played team first. */
  teams: TeamFigures[];
  /** How games ended, by cause: `defeat` (every character of a player), `cards` (out of cards), `other`. */
  endings: { defeat: number; cards: number; other: number };
};

/** A seat's team as setup laid it out: the names of the characters it owns. */
export function teamOf(game: Game, state: GameState, seat: SeatId): string {
  const names: string[] = [];
  for (const card of Object.values(state.cards)) {
    if (card.owner !== seat) continue;
    const def = game.defs.get(card.def);
    if (def?.kind === 'character') names.push(def.name);
  }
  return names.sort().join(', ');
}

function tally(game: Game): GameTally {
  const teams = new Map<string, TeamFigures>();
  const endings = { defeat: 0, cards: 0, other: 0 };
  let teamOfSeat = new Map<SeatId, string>();
  return {
    begin(state) {
      teamOfSeat = new Map(state.seats.map((s) => [s.id, teamOf(game, state, s.id)]));
      for (const team of teamOfSeat.values()) {
        const figures = teams.get(team) ?? { team, games: 0, wins: 0 };
        figures.games += 1;
        teams.set(team, figures);
      }
    },
    events() {},
    end(state, winners) {
      for (const { seat, share } of winners) {
        const team = teamOfSeat.get(seat);
        if (team !== undefined) teams.get(team)!.wins += share;
      }
      const reason = state.result?.reason ?? '';
      if (reason.includes('was defeated')) endings.defeat += 1;
      else if (reason.includes('no cards in hand or deck')) endings.cards += 1;
      else endings.other += 1;
    },
    result: () => ({ kind: 'destiny', teams: [...teams.values()].sort((a, b) => b.games - a.games || a.team.localeCompare(b.team)), endings }),
  };
}

const percent = (n: number, of: number) => `${of === 0 ? '0.0' : ((100 * n) / of).toFixed(1)}%`;
const count = (n: number) => (Number.isInteger(n) ? `${n}` : n.toFixed(2));

function lines(section: GameSimSection): string[] {
  if (section.kind !== 'destiny') return [];
  const { teams, endings } = section;
  const width = Math.max('team'.length, ...teams.map((t) => t.team.length));
  const out = [`  win rate by team (each game counts once per player):`, `    ${'team'.padEnd(width)}  games   wins    rate`];
  for (const { team, games, wins } of teams) out.push(`    ${team.padEnd(width)}  ${`${games}`.padStart(5)}  ${count(wins).padStart(5)}  ${percent(wins, games).padStart(6)}`);
  out.push(`  games won by defeating every opposing character: ${endings.defeat}; by an opponent out of cards: ${endings.cards}; otherwise: ${endings.other}`);
  return out;
}

export const destinyReporter: GameSimReporter = { tally, lines };
