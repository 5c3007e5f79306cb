// What the deck builder can do to a deck list, each a pure function from a deck to the next
// (the same deck when nothing changes, so a no-op leaves no step in the undo history).
import type { DeckEntry, DeckFile, DeckSectionSpec } from '../../../engine/defs';
import { sectionRefuses } from '../../../engine/decks/check';
import type { DeckCard } from '../../../engine/decks/cards';

/** Most copies one entry holds (the deck file's own limit). */
export const MAX_ENTRY_COUNT = 99;

/** A card as an entry names it: by name, and by set when the deck's sets share the name. */
export type CardRef = { name: string; set?: string };

function sameCard(entry: DeckEntry, card: CardRef): boolean {
  return entry.card === card.name && entry.set === card.set;
}

function withSection(deck: DeckFile, section: string, entries: DeckEntry[]): DeckFile {
  return { ...deck, sections: { ...deck.sections, [section]: entries } };
}

/** Adds `by` copies of a card to a section: to its entry if it has one, else as a new last entry. */
export function addCard(deck: DeckFile, section: string, card: CardRef, by = 1): DeckFile {
  const entries = deck.sections[section] ?? [];
  const index = entries.findIndex((e) => sameCard(e, card));
  if (index < 0) {
    if (by <= 0) return deck;
    return withSection(deck, section, [...entries, { card: card.name, count: Math.min(MAX_ENTRY_COUNT, by), ...(card.set !== undefined ? { set: card.set } : {}) }]);
  }
  return setCount(deck, section, index, entries[index]!.count + by);
}

/** Removes `by` copies of a card from a section; an entry left with none goes. */
export function removeCard(deck: DeckFile, section: string, card: CardRef, by = 1): DeckFile {
  const entries = deck.sections[section] ?? [];
  const index = entries.findIndex((e) => sameCard(e, card));
  return index < 0 ? deck : setCount(deck, section, index, entries[index]!.count - by);
}

/** Sets an entry's count (0 or less removes it; at most MAX_ENTRY_COUNT). */
export function setCount(deck: DeckFile, section: string, index: number, count: number): DeckFile {
  const entries = deck.sections[section] ?? [];
  const entry = entries[index];
  if (!entry) return deck;
  const next = Math.min(MAX_ENTRY_COUNT, Math.trunc(count));
  if (next === entry.count) return deck;
  if (next <= 0) return withSection(deck, section, entries.filter((_, i) => i !== index));
  return withSection(deck, section, entries.map((e, i) => (i === index ? { ...e, count: next } : e)));
}

/** Buys an entry elite or not (Destiny's unique characters); not elite is written as no field. */
export function setElite(deck: DeckFile, section: string, index: number, elite: boolean): DeckFile {
  const entries = deck.sections[section] ?? [];
  const entry = entries[index];
  if (!entry || (entry.elite === true) === elite) return deck;
  const { elite: _old, ...rest } = entry;
  return withSection(deck, section, entries.map((e, i) => (i === index ? (elite ? { ...rest, elite: true as const } : rest) : e)));
}

/** Moves a whole entry to another section, adding to the card's entry there if it has one. */
export function moveEntry(deck: DeckFile, from: string, index: number, to: string): DeckFile {
  const entry = deck.sections[from]?.[index];
  if (!entry || from === to) return deck;
  const left = withSection(deck, from, deck.sections[from]!.filter((_, i) => i !== index));
  const target = left.sections[to] ?? [];
  const same = target.findIndex((e) => sameCard(e, { name: entry.card, set: entry.set }) && e.elite === entry.elite);
  if (same < 0) return withSection(left, to, [...target, entry]);
  return withSection(left, to, target.map((e, i) => (i === same ? { ...e, count: Math.min(MAX_ENTRY_COUNT, e.count + entry.count) } : e)));
}

/**
 * Renames a card in every entry that names it (the editor renamed it in set `set`): an entry
 * with no set names it when the deck draws on that set. The same deck when no entry does.
 */
export function renameCard(deck: DeckFile, set: string, from: string, to: string): DeckFile {
  if (from === to) return deck;
  let changed = false;
  const sections: Record<string, DeckEntry[]> = {};
  for (const [id, entries] of Object.entries(deck.sections)) {
    sections[id] = entries.map((e) => {
      if (e.card !== from || (e.set === undefined ? !deck.sets.includes(set) : e.set !== set)) return e;
      changed = true;
      return { ...e, card: to };
    });
  }
  return changed ? { ...deck, sections } : deck;
}

/** Puts imported sections in place of the deck's (`replace`) or adds their entries to it. */
export function importSections(deck: DeckFile, imported: Readonly<Record<string, DeckEntry[]>>, mode: 'replace' | 'add'): DeckFile {
  let next: DeckFile = mode === 'replace' ? { ...deck, sections: Object.fromEntries(Object.keys(deck.sections).map((id) => [id, []])) } : deck;
  for (const [section, entries] of Object.entries(imported)) {
    for (const e of entries) {
      const list = next.sections[section] ?? [];
      const same = list.findIndex((x) => sameCard(x, { name: e.card, set: e.set }) && x.elite === e.elite);
      next =
        same < 0
          ? withSection(next, section, [...list, e])
          : withSection(next, section, list.map((x, i) => (i === same ? { ...x, count: Math.min(MAX_ENTRY_COUNT, x.count + e.count) } : x)));
    }
  }
  return mode === 'replace' && JSON.stringify(next.sections) === JSON.stringify(deck.sections) ? deck : next;
}

/**
 * The game's default composition: every card of the pool, as many copies as its set lists,
 * each in the first section that takes it. Cards no section takes are left out.
 */
export function defaultComposition(deck: DeckFile, sections: readonly DeckSectionSpec[], pool: readonly (DeckCard & { copies: number })[]): DeckFile {
  const out: Record<string, DeckEntry[]> = Object.fromEntries(sections.map((s) => [s.id, []]));
  const shared = sharedNames(pool.filter((c) => deck.sets.includes(c.set)));
  for (const card of pool) {
    if (!deck.sets.includes(card.set)) continue;
    const section = sections.find((s) => sectionRefuses(s, card) === null);
    if (!section) continue;
    out[section.id]!.push({ card: card.name, count: Math.max(1, Math.min(MAX_ENTRY_COUNT, card.copies)), ...(shared.has(card.name) ? { set: card.set } : {}) });
  }
  return { ...deck, sections: out };
}

/** Names two cards of the pool share: an entry must say its set. */
export function sharedNames(pool: readonly Pick<DeckCard, 'name' | 'set'>[]): Set<string> {
  const seen = new Map<string, string>();
  const shared = new Set<string>();
  for (const card of pool) {
    const other = seen.get(card.name);
    if (other !== undefined && other !== card.set) shared.add(card.name);
    else seen.set(card.name, card.set);
  }
  return shared;
}

/** The section a card goes to when added without saying where: the one chosen, if it takes the card, else the first that does. */
export function sectionFor(sections: readonly DeckSectionSpec[], card: Pick<DeckCard, 'kind' | 'tags'>, preferred: string | null): DeckSectionSpec | null {
  const chosen = preferred ? sections.find((s) => s.id === preferred) : undefined;
  if (chosen && sectionRefuses(chosen, card) === null) return chosen;
  return sections.find((s) => sectionRefuses(s, card) === null) ?? null;
}

export function renameDeck(deck: DeckFile, name: string): DeckFile {
  const trimmed = name.trim();
  return trimmed === '' || trimmed === deck.name ? deck : { ...deck, name: trimmed.slice(0, 120) };
}

/** Draws on a set of the game, or stops doing so. */
export function toggleSet(deck: DeckFile, set: string, on: boolean): DeckFile {
  if (deck.sets.includes(set) === on) return deck;
  return { ...deck, sets: on ? [...deck.sets, set] : deck.sets.filter((s) => s !== set) };
}

/** Chooses a variant (with its parameters as given; defaults are left unwritten), or drops it. */
export function chooseVariant(deck: DeckFile, id: string, params: Record<string, number | boolean | string> | null): DeckFile {
  const variants = { ...deck.variants };
  if (params === null) {
    if (!(id in variants)) return deck;
    delete variants[id];
  } else {
    if (JSON.stringify(variants[id]) === JSON.stringify(params)) return deck;
    variants[id] = params;
  }
  return { ...deck, variants };
}

/** The copies of a card (by name and set) in a section. */
export function copiesIn(deck: DeckFile, section: string, card: CardRef): number {
  return (deck.sections[section] ?? []).filter((e) => sameCard(e, card)).reduce((n, e) => n + e.count, 0);
}

/** The copies of a card across the deck's sections. */
export function copiesInDeck(deck: DeckFile, card: CardRef): number {
  return Object.keys(deck.sections).reduce((n, id) => n + copiesIn(deck, id, card), 0);
}

/** Cards in a section, or in the whole deck. */
export function cardCount(deck: DeckFile, section?: string): number {
  const lists = section === undefined ? Object.values(deck.sections) : [deck.sections[section] ?? []];
  return lists.reduce((n, list) => n + list.reduce((m, e) => m + e.count, 0), 0);
}
