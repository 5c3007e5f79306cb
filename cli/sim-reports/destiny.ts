// Star Wars: Destiny's part of the `cardwright sim` report: win rates by team (the set each
// player's characters come from, named by the set's characters) and how the games were won
// (every opposing character defeated, or an opponent out of cards at the end of a round).
import type { Game } from '../../engine/core/engine';
import { FIRST_CARD, type GameState, type SeatId } from '../../engine/core/state';
import type { GameSimReporter, GameSimSection, GameTally } from './types';
import { winRateLines, winRatesBy } from './win-rates';

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
  for (let n = FIRST_CARD; n < state.cards.length; n += 1) {
    const card = state.cards[n];
    if (!card || card.owner !== seat) continue;
    const def = game.defs.get(card.def);
    if (def?.kind === 'character') names.push(def.name);
  }
  return names.sort().join(', ');
}

function tally(game: Game): GameTally {
  const teams = winRatesBy((state, seat) => teamOf(game, state, seat));
  const endings = { defeat: 0, cards: 0, other: 0 };
  return {
    begin: (state) => teams.begin(state),
    events() {},
    end(state, winners) {
      teams.end(winners);
      const reason = state.result?.reason ?? '';
      if (reason.includes('was defeated')) endings.defeat += 1;
      else if (reason.includes('no cards in hand or deck')) endings.cards += 1;
      else endings.other += 1;
    },
    result: () => ({ kind: 'destiny', teams: teams.rows().map(({ group, games, wins }) => ({ team: group, games, wins })), endings }),
  };
}

function lines(section: GameSimSection): string[] {
  if (section.kind !== 'destiny') return [];
  const { teams, endings } = section;
  const out = winRateLines('team', teams.map(({ team, games, wins }) => ({ name: team, games, wins })));
  out.push(`  games won by defeating every opposing character: ${endings.defeat}; by an opponent out of cards: ${endings.cards}; otherwise: ${endings.other}`);
  return out;
}

export const destinyReporter: GameSimReporter = { tally, lines };
