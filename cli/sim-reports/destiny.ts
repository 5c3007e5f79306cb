// Star Wars: Destiny's part of the `cardwright sim` report: win rates by team (the set each
// player's characters come from, named by the set's characters) and how the games were won
// (every opposing character defeated, or an opponent out of cards at the end of a round), as
// engine/sim/games/destiny.ts counts them.
import { destinyFigures, type DestinyEndings } from '../../engine/sim/games';
import type { GameSimReporter, GameSimSection } from './types';
import { tallyOf, winRateLines } from './win-rates';

export { teamOf } from '../../engine/sim/games';

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
  endings: DestinyEndings;
};

function section(...[part, players]: Parameters<typeof destinyFigures.summarize>): DestinySimSection {
  const figures = destinyFigures.summarize(part, players);
  return { kind: 'destiny', teams: figures.teams.map(({ team, games, wins }) => ({ team, games, wins })), endings: figures.endings };
}

function lines(section: GameSimSection): string[] {
  if (section.kind !== 'destiny') return [];
  const { teams, endings } = section;
  const out = winRateLines('team', teams.map(({ team, games, wins }) => ({ name: team, games, wins })));
  out.push(`  games won by defeating every opposing character: ${endings.defeat}; by an opponent out of cards: ${endings.cards}; otherwise: ${endings.other}`);
  return out;
}

export const destinyReporter: GameSimReporter = { tally: (game) => tallyOf(destinyFigures.tally(game), section), lines };
