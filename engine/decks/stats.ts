// The numbers a deck builder shows beside the list: how many cards of each kind and tag, the
// curve of each stat (how many cards cost 0, 1, 2…), and the faces of the deck's dice.
import type { ResolvedEntry } from './check';

export type Tally = { label: string; count: number }[];

/** The resolved entries of some sections (all of them when `sections` is null). */
export function entriesOf(entries: readonly ResolvedEntry[], sections: readonly string[] | null): ResolvedEntry[] {
  return entries.filter((e) => e.card !== null && (sections === null || sections.includes(e.section)));
}

function tally(add: (bump: (label: string, by: number) => void) => void, order?: (a: string, b: string) => number): Tally {
  const counts = new Map<string, number>();
  add((label, by) => counts.set(label, (counts.get(label) ?? 0) + by));
  const out = [...counts].map(([label, count]) => ({ label, count }));
  return order ? out.sort((a, b) => order(a.label, b.label)) : out.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Cards by kind, most first. */
export function countsByKind(entries: readonly ResolvedEntry[]): Tally {
  return tally((bump) => entries.forEach((e) => e.card && bump(e.card.kind, e.entry.count)));
}

/** Cards by tag (a card with two tags counts for both), most first. */
export function countsByTag(entries: readonly ResolvedEntry[]): Tally {
  return tally((bump) => entries.forEach((e) => e.card?.tags.forEach((t) => bump(t, e.entry.count))));
}

/** The stats the entries' cards print, in the order first met. */
export function statsPrinted(entries: readonly ResolvedEntry[]): string[] {
  const names: string[] = [];
  for (const e of entries) for (const name of Object.keys(e.card?.stats ?? {})) if (!names.includes(name)) names.push(name);
  return names;
}

/**
 * How many cards print each value of a stat, from the lowest to the highest value with every
 * value between listed (a curve has no holes); cards without the stat are left out.
 */
export function statCurve(entries: readonly ResolvedEntry[], stat: string): { value: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const e of entries) {
    const value = e.card?.stats[stat];
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + e.entry.count);
  }
  if (counts.size === 0) return [];
  const values = [...counts.keys()];
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A curve with a huge spread would be mostly empty bars: then only the values present.
  const range = high - low <= 60 ? Array.from({ length: high - low + 1 }, (_, i) => low + i) : values.sort((a, b) => a - b);
  return range.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/** The mean of a stat over the cards that print it (each copy counted), or null. */
export function statMean(entries: readonly ResolvedEntry[], stat: string): number | null {
  let sum = 0;
  let n = 0;
  for (const e of entries) {
    const value = e.card?.stats[stat];
    if (value === undefined) continue;
    sum += value * e.entry.count;
    n += e.entry.count;
  }
  return n === 0 ? null : sum / n;
}

/**
 * The faces of every die the entries bring, by symbol: each face of each die counts once per
 * copy. A card whose entry asks for more dice than it prints (an elite character's second die)
 * brings its last die again.
 */
export function diceFaces(entries: readonly ResolvedEntry[]): Tally {
  return tally((bump) => {
    for (const e of entries) {
      const dice = e.card?.dice ?? [];
      if (dice.length === 0) continue;
      const count = e.entry.elite ? Math.max(dice.length, 2) : dice.length;
      for (let d = 0; d < count; d += 1) for (const face of dice[Math.min(d, dice.length - 1)]!.faces) bump(face.symbol, e.entry.count);
    }
  });
}

/** Cards in the entries, and those among them that are a card (by name) or carry a tag. */
export function hitsOf(entries: readonly ResolvedEntry[], target: { card: string } | { tag: string }): { deck: number; hits: number } {
  let deck = 0;
  let hits = 0;
  for (const e of entries) {
    if (!e.card) continue;
    deck += e.entry.count;
    if ('card' in target ? e.card.name === target.card : e.card.tags.includes(target.tag)) hits += e.entry.count;
  }
  return { deck, hits };
}
