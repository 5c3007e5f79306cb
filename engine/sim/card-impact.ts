// How a card's players fared: the win rate of the seats that played it against that of every
// other seat of the run. A designer reads a card far above or below its set as one to look at.
import type { Game } from '../core/engine';
import { RULE_CARD_KIND } from '../core/state';
import type { SimPart } from './part';

export type CardImpact = {
  id: string;
  name: string;
  kind: string;
  /** Games in which any seat played it. */
  games: number;
  /** (game, seat) pairs in which that seat played it. */
  seatGames: number;
  /** Win share of the seats that played it, per seat-game. */
  winRatePlayed: number;
  /** Win share of every other seat-game of the run; null when every seat of every game played it. */
  winRateNotPlayed: number | null;
  /** `winRatePlayed - winRateNotPlayed`; null with it. */
  impact: number | null;
};

export type CardFigures = {
  /** The game's card definitions, the variants' rule cards aside (they are not played). */
  total: number;
  played: number;
  /** The cards some game played, most games first, then by name. */
  impacts: CardImpact[];
  /** The cards no game played, by kind then name. */
  unplayed: { id: string; name: string; kind: string }[];
};

export function cardFigures(part: SimPart, game: Game): CardFigures | undefined {
  if (!part.cards) return undefined;
  const allWins = Object.values(part.wins).reduce((a, b) => a + b, 0);
  const seatGames = part.games * part.players;
  const impacts: CardImpact[] = [];
  const unplayed: CardFigures['unplayed'] = [];
  for (const def of game.defs.values()) {
    if (def.kind === RULE_CARD_KIND) continue;
    const figures = Object.hasOwn(part.cards, def.id) ? part.cards[def.id]! : undefined;
    if (!figures || figures.seatGames === 0) {
      unplayed.push({ id: def.id, name: def.name, kind: def.kind });
      continue;
    }
    const others = seatGames - figures.seatGames;
    const winRatePlayed = figures.wins / figures.seatGames;
    const winRateNotPlayed = others > 0 ? (allWins - figures.wins) / others : null;
    impacts.push({ id: def.id, name: def.name, kind: def.kind, games: figures.games, seatGames: figures.seatGames, winRatePlayed, winRateNotPlayed, impact: winRateNotPlayed === null ? null : winRatePlayed - winRateNotPlayed });
  }
  impacts.sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
  unplayed.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  return { total: impacts.length + unplayed.length, played: impacts.length, impacts, unplayed };
}
