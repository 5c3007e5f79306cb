// Star Wars: Destiny's own figures of a run: win rates by team (the set each player's characters
// come from, named by its characters) and how the games were won (every opposing character
// defeated, or an opponent out of cards at the end of a round).
import type { Game } from '../../core/engine';
import { FIRST_CARD, type GameState, type SeatId } from '../../core/state';
import type { GameFiguresRules } from './types';
import { addGroupCounts, groupFigures, groupTally, type GroupCounts } from './win-rates';

/** How games ended, by cause: every character of a player `defeat`ed, a player out of `cards`, or `other`. */
export type DestinyEndings = { defeat: number; cards: number; other: number };

export type DestinyPart = {
  kind: 'destiny';
  /** The team's characters by name, in alphabetical order and joined by ", " -> seat-games and win units. */
  teams: GroupCounts;
  endings: DestinyEndings;
};

export type TeamRate = { team: string; games: number; wins: number; winRate: number; winMargin: number };

export type DestinyFigures = {
  kind: 'destiny';
  /** Most played team first. */
  teams: TeamRate[];
  endings: DestinyEndings;
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

export const destinyFigures: GameFiguresRules<DestinyPart, DestinyFigures> = {
  kind: 'destiny',
  title: 'Destiny: teams and endings',
  empty: () => ({ kind: 'destiny', teams: {}, endings: { defeat: 0, cards: 0, other: 0 } }),
  tally(game) {
    const part = destinyFigures.empty();
    const teams = groupTally(part.teams, (state, seat) => teamOf(game, state, seat));
    return {
      begin: (state) => teams.begin(state),
      events() {},
      end(state, winners) {
        teams.end(winners);
        const reason = state.result?.reason ?? '';
        if (reason.includes('was defeated')) part.endings.defeat += 1;
        else if (reason.includes('no cards in hand or deck')) part.endings.cards += 1;
        else part.endings.other += 1;
      },
      result: () => part,
    };
  },
  merge(into, from) {
    addGroupCounts(into.teams, from.teams);
    into.endings.defeat += from.endings.defeat;
    into.endings.cards += from.endings.cards;
    into.endings.other += from.endings.other;
  },
  summarize: (part, players) => ({ kind: 'destiny', teams: groupFigures(part.teams, players).map(({ group, ...rest }) => ({ team: group, ...rest })), endings: { ...part.endings } }),
};
