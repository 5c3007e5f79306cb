// The simulation's figures in words: percentages, counts and the sentences that name plots.
import type { CardImpact, SimSummary } from '../../../engine/sim';

export const percent = (x: number, digits = 1): string => `${(100 * x).toFixed(digits)}%`;

/** "+4.2 points", "−3.0 points": a difference of two rates. */
export const points = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)} points`;

export const count = (n: number): string => n.toLocaleString('en');

/** A bucket of a histogram as its label: "12", "12–15", or "300+" for the longest games. */
export function bucketLabel(bucket: { from: number; to: number; rest?: true }): string {
  if (bucket.rest) return `${bucket.from}+`;
  return bucket.to - bucket.from <= 1 ? String(bucket.from) : `${bucket.from}–${bucket.to - 1}`;
}

/** Cards whose impact rests on enough games to show: had, and not had, by at least `least` seats. */
export function measuredImpacts(summary: SimSummary, least: number): CardImpact[] {
  const seatGames = summary.games * summary.players;
  return (summary.cards?.impacts ?? []).filter((c) => c.impact !== null && c.had >= least && seatGames - c.had >= least);
}

/** The fewest seat-games, with the card and without it, for its impact to be plotted: 2% of them, at least 20. */
export function leastSeatGames(summary: SimSummary): number {
  return Math.max(20, Math.ceil(0.02 * summary.games * summary.players));
}

/** The `n` cards of largest impact either way, from the most helpful down to the most harmful. */
export function strongestImpacts(impacts: readonly CardImpact[], n: number): CardImpact[] {
  const largest = [...impacts].sort((a, b) => Math.abs(b.impact!) - Math.abs(a.impact!) || a.name.localeCompare(b.name)).slice(0, n);
  return largest.sort((a, b) => b.impact! - a.impact! || a.name.localeCompare(b.name));
}

/** An impact within its 95% margin: the run cannot tell it from no impact at all. */
export function unsure(card: CardImpact): boolean {
  return card.impact === null || card.margin === null || Math.abs(card.impact) < card.margin;
}

/** "about 12 s left", "about 3 min left": what the pace so far says of the rest; null before any game is done. */
export function timeLeft(done: number, total: number, seconds: number): string | null {
  if (done <= 0 || seconds <= 0 || done >= total) return null;
  const left = ((total - done) * seconds) / done;
  if (left < 1) return 'under a second left';
  if (left < 90) return `about ${Math.ceil(left)} s left`;
  if (left < 90 * 60) return `about ${Math.round(left / 60)} min left`;
  return `about ${(left / 3600).toFixed(1)} h left`;
}

/** The variants switched on, with the parameters given: "stak-depth (cards 4), recycling", or "none". */
export function variantsWords(variants: Readonly<Record<string, Readonly<Record<string, number | boolean | string>>>>): string {
  const ids = Object.keys(variants).sort();
  if (ids.length === 0) return 'none';
  return ids
    .map((id) => {
      const params = Object.entries(variants[id]!).sort(([a], [b]) => a.localeCompare(b));
      return params.length === 0 ? id : `${id} (${params.map(([name, value]) => `${name} ${String(value)}`).join(', ')})`;
    })
    .join(', ');
}

/** When a report was saved, as a reader's clock says it ("29 Nov 2026, 18:20"); null for a time that is none. */
export function savedWhen(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
