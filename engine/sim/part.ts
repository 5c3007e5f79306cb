// What some games of a run gave, as sums only, so that the parts several workers play merge
// in any order to what one worker playing them all would have counted.
import { mergeGameParts, type GamePart } from './games';

export type SimPart = {
  players: number;
  /** Games played in this part. */
  games: number;
  /** Seat -> win shares (1 / winners.length for each winner of a game). */
  wins: Record<string, number>;
  draws: number;
  /** Reason -> games stopped by a cap or with no legal action. */
  capped: Record<string, number>;
  /** Actions per game -> number of games. */
  lengths: Record<string, number>;
  /** Turns per game -> number of games. */
  turns: Record<string, number>;
  /** Bot choices made (a forced answer is none). */
  decisions: number;
  totalActions: number;
  /**
   * Games whose events report souls (`soul-gained`): the souls gained by where they came from
   * (see `soulSource`), and cards that went into a souls zone with no `soul-gained` event.
   */
  souls?: { gained: number; bySource: Record<string, number>; unreported: Record<string, number> };
  /**
   * With `SimOptions.cards`: what each card definition did, by its id. Every card of some game's
   * pool (the decks dealt, or the game's own composition) has its counts, played or not; a card
   * of the sets that no game made has none.
   */
  cards?: Record<string, CardCounts>;
  /**
   * With `SimOptions.gameFigures`, for a game that has figures of its own (engine/sim/games):
   * their counts, whole numbers (wins in units of `shareUnit(players)`).
   */
  gameFigures?: GamePart;
};

/**
 * A card's counts: the games in which any seat played it, and for each seat the games in which
 * that seat had it (was dealt it, drew it, gained it or played it) with its win shares in them.
 * Kept seat by seat so that a card's impact can be read within each seat: a strong bot in one
 * seat would otherwise make every card that seat tends to hold look strong.
 */
export type CardCounts = { games: number; seats: Record<string, { had: number; wins: number }> };

export const seatsOf = (players: number): string[] => Array.from({ length: players }, (_, i) => `p${i + 1}`);

export function emptyPart(players: number): SimPart {
  return { players, games: 0, wins: Object.fromEntries(seatsOf(players).map((s) => [s, 0])), draws: 0, capped: {}, lengths: {}, turns: {}, decisions: 0, totalActions: 0 };
}

/**
 * The unit win shares are counted in: every share of a game of `players` (1/k for k winners)
 * is a whole number of them, so shares add up exactly, in any order, as whole numbers.
 */
export function shareUnit(players: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let unit = 1;
  for (let k = 2; k <= players; k += 1) unit = (unit * k) / gcd(unit, k);
  return unit;
}

/**
 * A sum of win shares as the whole number of units it is, put back as shares: the float sums
 * of thirds and sixths come out the same whatever the order they were added in. A value that
 * is no whole number of units (a part made by hand) is left as it is.
 */
export function exactShares(shares: number, unit: number): number {
  const units = Math.round(shares * unit);
  return Math.abs(units - shares * unit) < 1e-6 ? units / unit : shares;
}

function addCounts(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const key in from) into[key] = (into[key] ?? 0) + from[key]!;
}

/** The parts of one run added up: the same totals whatever their order; no parts is an empty part. */
export function mergeParts(parts: readonly SimPart[]): SimPart {
  const players = parts.reduce((n, p) => Math.max(n, p.players), 0);
  const unit = shareUnit(players);
  const merged = emptyPart(players);
  for (const part of parts) {
    merged.games += part.games;
    addCounts(merged.wins, part.wins);
    merged.draws += part.draws;
    addCounts(merged.capped, part.capped);
    addCounts(merged.lengths, part.lengths);
    addCounts(merged.turns, part.turns);
    merged.decisions += part.decisions;
    merged.totalActions += part.totalActions;
    if (part.souls) {
      const souls = (merged.souls ??= { gained: 0, bySource: {}, unreported: {} });
      souls.gained += part.souls.gained;
      addCounts(souls.bySource, part.souls.bySource);
      addCounts(souls.unreported, part.souls.unreported);
    }
    if (part.cards) {
      const cards = (merged.cards ??= {});
      for (const id in part.cards) {
        const from = part.cards[id]!;
        const into = (cards[id] ??= { games: 0, seats: {} });
        into.games += from.games;
        for (const seat in from.seats) {
          const had = (into.seats[seat] ??= { had: 0, wins: 0 });
          had.had += from.seats[seat]!.had;
          had.wins += from.seats[seat]!.wins;
        }
      }
    }
  }
  const gameFigures = mergeGameParts(parts.flatMap((p) => (p.gameFigures ? [p.gameFigures] : [])));
  if (gameFigures) merged.gameFigures = gameFigures;
  for (const seat in merged.wins) merged.wins[seat] = exactShares(merged.wins[seat]!, unit);
  for (const id in merged.cards) for (const seat in merged.cards[id]!.seats) merged.cards[id]!.seats[seat]!.wins = exactShares(merged.cards[id]!.seats[seat]!.wins, unit);
  return merged;
}
