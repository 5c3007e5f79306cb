// Which cards of the pool the browser shows: those of the deck's sets that pass the search
// (name, kind, tags, rules and written text) and the kind, tag and stat filters.
import type { PoolCard } from '../../../card-dsl/service/deck-pool';

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
