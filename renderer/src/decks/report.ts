// What the builder shows beside the deck, worked out from the deck, its game and the pool on
// every change: the construction check (violations by entry and by rule), the statistics of a
// section (or all), and the draw odds. Pure and synchronous: a check of a deck of hundreds of
// entries takes well under a millisecond (bench/decks.bench.mjs), so every click shows its
// result in the same frame.
import type { DeckPool } from '../../../card-dsl/service/deck-pool';
import type { ConstructionRule, DeckFile, Vocabulary } from '../../../engine/defs';
import { checkDeck, type DeckCheck, type DeckViolation, type ResolvedEntry } from '../../../engine/decks/check';
import { countOf } from '../../../engine/decks/construction';
import { oddsByTurn } from '../../../engine/decks/odds';
import { countsByKind, countsByTag, diceFaces, entriesOf, hitsOf, statCurve, statMean, statsPrinted, type Tally } from '../../../engine/decks/stats';

export type DeckReport = {
  check: DeckCheck;
  /** Violations by `section/index` of the entry they are about. */
  byEntry: ReadonlyMap<string, DeckViolation[]>;
  /** Cards per section. */
  sizes: Readonly<Record<string, number>>;
};

export const entryKey = (section: string, index: number) => `${section}/${index}`;

export function deckReport(deck: DeckFile, vocabulary: Vocabulary, pool: DeckPool | null, players: number): DeckReport {
  const check = checkDeck(deck, { vocabulary, cards: pool?.cards ?? [], setVariants: pool?.variants ?? [], players });
  const byEntry = new Map<string, DeckViolation[]>();
  for (const v of check.violations) {
    if (v.section === null || v.entry === null) continue;
    const key = entryKey(v.section, v.entry);
    byEntry.set(key, [...(byEntry.get(key) ?? []), v]);
  }
  const sizes: Record<string, number> = {};
  for (const [id, entries] of Object.entries(deck.sections)) sizes[id] = entries.reduce((n, e) => n + e.count, 0);
  return { check, byEntry, sizes };
}

/** The construction rule a violation breaks, when it is one of the game's (not one of the list's own). */
export function ruleOf(report: DeckReport, violation: DeckViolation): ConstructionRule | null {
  return report.check.rules.construction.rules.find((r) => r.id === violation.rule) ?? null;
}

/** What the list's own checks are called, for a violation that is no construction rule. */
export const LIST_RULES: Readonly<Record<string, string>> = {
  'unknown-card': 'Every card is one of the deck\'s sets.',
  'ambiguous-card': 'A name two sets share says its set.',
  'wrong-section': 'A card goes in a section that takes its kind.',
  'unknown-section': 'Sections are the game\'s own.',
  'unknown-set': 'The deck draws on sets of its game.',
  'unknown-variant': 'Variants are the game\'s or its sets\'.',
  'wrong-game': 'The deck is of its game.',
};

export type DeckStatistics = {
  cards: number;
  byKind: Tally;
  byTag: Tally;
  stats: { name: string; curve: { value: number; count: number }[]; mean: number | null }[];
  dice: Tally;
};

/** The statistics of some sections (null: the whole deck). */
export function deckStatistics(check: DeckCheck, sections: readonly string[] | null): DeckStatistics {
  const entries = entriesOf(check.entries, sections);
  return {
    cards: entries.reduce((n, e) => n + e.entry.count, 0),
    byKind: countsByKind(entries),
    byTag: countsByTag(entries),
    stats: statsPrinted(entries).map((name) => ({ name, curve: statCurve(entries, name), mean: statMean(entries, name) })),
    dice: diceFaces(entries),
  };
}

export type OddsTarget = { card: string } | { tag: string };

export type Odds = {
  section: string;
  deck: number;
  hits: number;
  opening: number;
  perTurn: number;
  byTurn: { turn: number; drawn: number; chance: number }[];
};

/**
 * The chance of at least `atLeast` of a card (or of cards with a tag) in the opening hand and
 * by each turn, drawing from the section the game draws from. Null for a game that declares no draws.
 */
export function drawOdds(check: DeckCheck, target: OddsTarget, atLeast: number, turns: number): Odds | null {
  const draws = check.rules.construction.draws;
  if (!draws) return null;
  const entries = entriesOf(check.entries, [draws.section]);
  const { deck, hits } = hitsOf(entries, target);
  const opening = countOf(draws.opening, check.rules).value;
  const perTurn = countOf(draws.perTurn, check.rules).value;
  return { section: draws.section, deck, hits, opening, perTurn, byTurn: oddsByTurn(deck, hits, atLeast, opening, perTurn, turns) };
}

/**
 * The cards and tags the odds can be asked about: those of the section drawn from, by name,
 * and the card asked about first: the one with the most copies there.
 */
export function oddsChoices(check: DeckCheck): { cards: string[]; tags: string[]; first: string | null } {
  const draws = check.rules.construction.draws;
  if (!draws) return { cards: [], tags: [], first: null };
  const entries: ResolvedEntry[] = entriesOf(check.entries, [draws.section]);
  const copies = new Map<string, number>();
  for (const e of entries) copies.set(e.card!.name, (copies.get(e.card!.name) ?? 0) + e.entry.count);
  const cards = [...copies.keys()].sort((a, b) => a.localeCompare(b));
  const tags = [...new Set(entries.flatMap((e) => e.card!.tags))].sort();
  const first = [...copies].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  return { cards, tags, first };
}
