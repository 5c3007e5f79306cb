// Which cards of the pool the browser shows: those of the sets chosen (the deck's, every set of
// the game, workspace and bundled, or one set) that pass the search (name, kind, tags, rules and
// written text) and the kind, tag and stat filters, grouped under a row per set.
import type { PoolCard, PoolSet } from '../../../card-dsl/service/deck-pool';

export type StatTest = { stat: string; op: '=' | '<=' | '>='; value: number };
export type BrowseFilter = { text: string; kind: string; tag: string; stat: StatTest | null };

export const noFilter: BrowseFilter = { text: '', kind: '', tag: '', stat: null };

export function browse(cards: readonly PoolCard[], sets: readonly string[], filter: BrowseFilter): PoolCard[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return cards.filter((card) => {
    if (!sets.includes(card.set)) return false;
    if (filter.kind && card.kind !== filter.kind) return false;
    if (filter.tag && !card.tags.includes(filter.tag)) return false;
    if (filter.stat) {
      const value = card.stats[filter.stat.stat];
      if (value === undefined) return false;
      if (filter.stat.op === '=' ? value !== filter.stat.value : filter.stat.op === '<=' ? value > filter.stat.value : value < filter.stat.value) return false;
    }
    if (words.length === 0) return true;
    const haystack = `${card.name}\n${card.kind}\n${card.tags.join(' ')}\n${card.face.rulesText}\n${card.face.printedText ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The kinds, tags and stats of some cards, for the filters' choices. */
export function browseChoices(cards: readonly PoolCard[]): { kinds: string[]; tags: string[]; stats: string[] } {
  const kinds = new Set<string>();
  const tags = new Set<string>();
  const stats = new Set<string>();
  for (const card of cards) {
    kinds.add(card.kind);
    for (const t of card.tags) tags.add(t);
    for (const s of Object.keys(card.stats)) stats.add(s);
  }
  return { kinds: [...kinds].sort(), tags: [...tags].sort(), stats: [...stats].sort() };
}

/** Which sets the browser shows: the deck's, every set of the game, or one (`set:<id>`). */
export type SetChoice = 'deck' | 'all' | `set:${string}`;

export function setsShown(sets: readonly PoolSet[], deckSets: readonly string[], choice: SetChoice): string[] {
  if (choice === 'all') return sets.map((s) => s.set);
  if (choice === 'deck') return [...deckSets];
  const one = choice.slice('set:'.length);
  return sets.some((s) => s.set === one) ? [one] : [...deckSets];
}

/** A row of the browser's list: a set's heading, or a card (with its place among the cards shown). */
export type BrowseRow = { type: 'set'; set: PoolSet; cards: number; inDeck: boolean } | { type: 'card'; card: PoolCard; index: number };

/** The cards shown, each set's under its heading (the pool holds them set by set). */
export function browseRows(cards: readonly PoolCard[], sets: readonly PoolSet[], deckSets: readonly string[]): BrowseRow[] {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(card.set, (counts.get(card.set) ?? 0) + 1);
  const rows: BrowseRow[] = [];
  let last: string | null = null;
  cards.forEach((card, index) => {
    if (card.set !== last) {
      last = card.set;
      const set = sets.find((s) => s.set === card.set) ?? { set: card.set, setName: card.setName, folder: '', source: 'workspace' as const, cards: 0, broken: 0 };
      rows.push({ type: 'set', set, cards: counts.get(card.set) ?? 0, inDeck: deckSets.includes(card.set) });
    }
    rows.push({ type: 'card', card, index });
  });
  return rows;
}
