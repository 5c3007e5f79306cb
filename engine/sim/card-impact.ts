// How a card's players fared: the win rate of the seats that had it against that of the seats
// that did not, read seat by seat. A designer reads a card far above or below its set as one to
// look at. The figures say what went with a card, not what it caused: a card bought or fought for
// goes with the seat already ahead.
import type { Game } from '../core/engine';
import { RULE_CARD_KIND } from '../core/state';
import type { CardCounts, SimPart } from './part';

export type CardImpact = {
  id: string;
  name: string;
  kind: string;
  /** Games in which any seat played it. */
  games: number;
  /** (game, seat) pairs in which that seat had it: was dealt it, drew it, gained it or played it. */
  had: number;
  /** Win share of the seats that had it, per seat-game. */
  winRateHad: number;
  /** Win share of every other seat-game of the run; null when every seat of every game had it. */
  winRateNotHad: number | null;
  /**
   * The win rate with the card less the win rate without it, within each seat, averaged over the
   * seats with Mantel–Haenszel weights (n·(N−n)/N for a seat that had it in n of N games); null
   * when no seat both had it and went without it. Within seats, so that unequal bots (greedy
   * against random) do not lend their strength to the cards their seat happens to hold.
   */
  impact: number | null;
  /**
   * Half the width of the impact's 95% interval (1.96 standard errors, each seat's difference of
   * two proportions weighted as the impact is); null with the impact. An impact smaller than its
   * margin may be luck.
   */
  margin: number | null;
};

export type CardFigures = {
  /**
   * The cards that were in some game's pool (the decks dealt, or the game's own composition), the
   * variants' rule cards aside (they are not played). A card of the sets that no game made could
   * never come to a seat, so it is neither counted nor listed as never played.
   */
  total: number;
  /** Cards some game played. */
  played: number;
  /** The cards some seat had, most games played in first, then most had, then by name. */
  impacts: CardImpact[];
  /** The cards of the games' pools that no game played, by kind then name. */
  unplayed: { id: string; name: string; kind: string }[];
};

/** 1.96: the standard errors either side of an estimate that hold 95% of a normal distribution. */
const Z95 = 1.96;

/**
 * The seat-by-seat difference of win rates with and without a card (see `CardImpact.impact`),
 * with its 95% margin: the weighted differences' variance is Σ w²·(p₁(1−p₁)/n₁ + p₀(1−p₀)/n₀) / (Σ w)².
 */
export function seatAdjustedImpact(counts: CardCounts, games: number, wins: Readonly<Record<string, number>>): { impact: number; margin: number } | null {
  let weighted = 0;
  let weights = 0;
  let variance = 0;
  for (const seat in counts.seats) {
    const { had, wins: hadWins } = counts.seats[seat]!;
    if (had === 0 || had >= games) continue;
    const weight = (had * (games - had)) / games;
    const withIt = hadWins / had;
    const without = ((wins[seat] ?? 0) - hadWins) / (games - had);
    weighted += weight * (withIt - without);
    weights += weight;
    variance += weight * weight * ((withIt * (1 - withIt)) / had + (without * (1 - without)) / (games - had));
  }
  return weights === 0 ? null : { impact: weighted / weights, margin: (Z95 * Math.sqrt(variance)) / weights };
}

/** Half the width of a win rate's 95% interval over `games` games. */
export function winRateMargin(rate: number, games: number): number {
  return games === 0 ? 0 : Z95 * Math.sqrt((rate * (1 - rate)) / games);
}

export function cardFigures(part: SimPart, game: Game): CardFigures | undefined {
  if (!part.cards) return undefined;
  const allWins = Object.values(part.wins).reduce((a, b) => a + b, 0);
  const seatGames = part.games * part.players;
  const impacts: CardImpact[] = [];
  const unplayed: CardFigures['unplayed'] = [];
  let total = 0;
  let played = 0;
  for (const def of game.defs.values()) {
    if (def.kind === RULE_CARD_KIND) continue;
    const counts = Object.hasOwn(part.cards, def.id) ? part.cards[def.id]! : undefined;
    // Not in any game's pool: it could not have been played.
    if (!counts) continue;
    total += 1;
    if (counts.games > 0) played += 1;
    else unplayed.push({ id: def.id, name: def.name, kind: def.kind });
    let had = 0;
    let hadWins = 0;
    for (const seat in counts.seats) {
      had += counts.seats[seat]!.had;
      hadWins += counts.seats[seat]!.wins;
    }
    if (had === 0) continue;
    const others = seatGames - had;
    const adjusted = seatAdjustedImpact(counts, part.games, part.wins);
    impacts.push({
      id: def.id,
      name: def.name,
      kind: def.kind,
      games: counts.games,
      had,
      winRateHad: hadWins / had,
      winRateNotHad: others > 0 ? (allWins - hadWins) / others : null,
      impact: adjusted?.impact ?? null,
      margin: adjusted?.margin ?? null,
    });
  }
  impacts.sort((a, b) => b.games - a.games || b.had - a.had || a.name.localeCompare(b.name));
  unplayed.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  return { total, played, impacts, unplayed };
}
