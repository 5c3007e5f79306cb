// A run's figures as a report shows them, from the sums its parts added up to.
import type { Game } from '../core/engine';
import { cardFigures, winRateMargin, type CardFigures } from './card-impact';
import { summarizeGamePart, type GameFigures } from './games';
import { lengthFigures, type LengthFigures } from './histogram';
import { seatsOf, type SimPart } from './part';

export type SimSummary = {
  games: number;
  players: number;
  seats: string[];
  /** Win shares per game played, by seat. */
  winRates: Record<string, number>;
  /** Half the width of each win rate's 95% interval. */
  winMargins: Record<string, number>;
  draws: number;
  capped: Record<string, number>;
  cappedGames: number;
  actions: LengthFigures;
  turns: LengthFigures;
  decisions: number;
  totalActions: number;
  souls?: SimPart['souls'];
  /** With cards tracked: every card of the games' pools but the variants' rule cards, played or not. */
  cards?: CardFigures;
  /** The game's own figures (Smash Up's faction pairs, Destiny's teams), where it has any. */
  gameFigures?: GameFigures;
};

export function summarize(part: SimPart, game: Game): SimSummary {
  const seats = seatsOf(part.players);
  const cards = cardFigures(part, game);
  return {
    games: part.games,
    players: part.players,
    seats,
    winRates: Object.fromEntries(seats.map((seat) => [seat, part.games === 0 ? 0 : (part.wins[seat] ?? 0) / part.games])),
    winMargins: Object.fromEntries(seats.map((seat) => [seat, winRateMargin(part.games === 0 ? 0 : (part.wins[seat] ?? 0) / part.games, part.games)])),
    draws: part.draws,
    capped: { ...part.capped },
    cappedGames: Object.values(part.capped).reduce((a, b) => a + b, 0),
    actions: lengthFigures(part.lengths),
    turns: lengthFigures(part.turns),
    decisions: part.decisions,
    totalActions: part.totalActions,
    ...(part.souls ? { souls: { gained: part.souls.gained, bySource: { ...part.souls.bySource }, unreported: { ...part.souls.unreported } } } : {}),
    ...(cards ? { cards } : {}),
    ...(part.gameFigures ? { gameFigures: summarizeGamePart(part.gameFigures, part.players) } : {}),
  };
}
