// Draw odds: the chance of holding at least some copies of a card (or of cards with a tag) after
// drawing from a shuffled deck. Drawing without putting back is hypergeometric; the sums are
// worked out in whole numbers (BigInt) and divided once, so the odds are exact up to the last
// digit a float can show, whatever the deck's size.

const factorials: bigint[] = [1n];

function factorial(n: number): bigint {
  for (let i = factorials.length; i <= n; i += 1) factorials.push(factorials[i - 1]! * BigInt(i));
  return factorials[n]!;
}

/** n choose k, exactly (0 when k is out of range). */
export function choose(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  return factorial(n) / (factorial(k) * factorial(n - k));
}

export type Draw = {
  /** Cards in the deck. */
  deck: number;
  /** Cards of the deck that count (copies of the card, or cards with the tag). */
  hits: number;
  /** Cards drawn. */
  drawn: number;
};

/** The chance of at least `atLeast` hits among the cards drawn, as a fraction (numerator, denominator). */
export function atLeastFraction({ deck, hits, drawn }: Draw, atLeast: number): { numerator: bigint; denominator: bigint } {
  const n = Math.max(0, Math.min(Math.trunc(drawn), deck));
  const k = Math.max(0, Math.min(Math.trunc(hits), deck));
  const denominator = choose(deck, n);
  let numerator = 0n;
  for (let i = Math.max(0, Math.trunc(atLeast)); i <= Math.min(k, n); i += 1) numerator += choose(k, i) * choose(deck - k, n - i);
  return { numerator, denominator: denominator === 0n ? 1n : denominator };
}

/** The chance of at least `atLeast` hits among the cards drawn, between 0 and 1. */
export function atLeastChance(draw: Draw, atLeast: number): number {
  if (draw.deck <= 0) return atLeast <= 0 ? 1 : 0;
  const { numerator, denominator } = atLeastFraction(draw, atLeast);
  // Scaled to 15 digits before the one division that leaves whole numbers.
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}

/** Cards seen by the start of turn `turn` (1 = the opening hand), never more than the deck holds. */
export function cardsSeen(opening: number, perTurn: number, turn: number, deck: number): number {
  return Math.max(0, Math.min(deck, opening + perTurn * Math.max(0, turn - 1)));
}

/** The chance of at least `atLeast` hits by each turn from 1 to `turns`. */
export function oddsByTurn(deck: number, hits: number, atLeast: number, opening: number, perTurn: number, turns: number): { turn: number; drawn: number; chance: number }[] {
  const out: { turn: number; drawn: number; chance: number }[] = [];
  for (let turn = 1; turn <= turns; turn += 1) {
    const drawn = cardsSeen(opening, perTurn, turn, deck);
    out.push({ turn, drawn, chance: atLeastChance({ deck, hits, drawn }, atLeast) });
  }
  return out;
}
