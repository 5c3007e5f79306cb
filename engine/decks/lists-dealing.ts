// The deck lists that deal a given run of cards. A table dealt from saved decks keeps only the
// card ids it dealt (`TableDecks` in engine/defs/table-file.ts); a scenario recorded there names
// its decks by card names, section by section, as a deck file does. The lists are made from the
// ids and checked back: they must deal the very same ids, in the same order, or none is given.
import { DECK_FILE_FORMAT, DECK_FILE_VERSION, type CardDefinition, type DeckEntry, type DeckFile, type TableDecks, type VariantDefinition, type Vocabulary } from '../defs';
import { CardPool, deckCardOf, type DeckCard } from './cards';
import { checkDeck, type DeckCheckOptions } from './check';
import { deckRules, type ChosenVariants } from './construction';
import { deckCardIds, deckEliteIds } from './setup';

export type DeckSections = Record<string, DeckEntry[]>;

export type ListsDealing = { ok: true; sections: DeckSections } | { ok: false; message: string };

/**
 * The sections of a deck of `sets` (set ids without the game) that deals `ids` and buys `elite`
 * elite: runs of one card make one entry (with the cards it starts with following each copy),
 * each in the first section that takes its kind; a card whose name two of the sets share names
 * its set.
 */
export function listsDealing(ids: readonly string[], elite: readonly string[], deck: { game: string; sets: readonly string[]; variants: ChosenVariants }, options: DeckCheckOptions): ListsDealing {
  const byId = new Map<string, DeckCard>();
  for (const card of options.cards) if (deck.sets.includes(card.set) && !byId.has(card.id)) byId.set(card.id, card);
  const pool = new CardPool(options.cards, [...deck.sets]);
  const sectionSpecs = deckRules(options.vocabulary, { variants: deck.variants, setVariants: options.setVariants, players: options.players }).construction.sections;
  const sections: DeckSections = {};
  const eliteLeft = [...elite];
  for (let i = 0; i < ids.length; ) {
    const id = ids[i]!;
    const card = byId.get(id);
    if (!card) return { ok: false, message: `the card "${id}" is not in the sets ${deck.sets.join(', ')}` };
    // One copy is the card and the cards it starts with; a run of copies is one entry.
    const copyLength = 1 + card.startsWith.length;
    const isCopy = (at: number) => ids[at] === id && card.startsWith.every((companion, k) => ids[at + 1 + k] === companion);
    let count = 0;
    while (i < ids.length && isCopy(i)) {
      count += 1;
      i += copyLength;
    }
    if (count === 0) return { ok: false, message: `"${card.name}" is dealt without the cards it starts with` };
    const section = sectionSpecs.find((s) => s.kinds.includes(card.kind));
    if (!section) return { ok: false, message: `no deck section takes "${card.name}" (a ${card.kind})` };
    const eliteAt = eliteLeft.indexOf(id);
    if (eliteAt >= 0) eliteLeft.splice(eliteAt, 1);
    const named = pool.resolve({ card: card.name });
    const entry: DeckEntry = { card: card.name, count, ...(named.ok && named.card.id === id ? {} : { set: card.set }), ...(eliteAt >= 0 ? { elite: true as const } : {}) };
    (sections[section.id] ??= []).push(entry);
  }
  const file: DeckFile = { format: DECK_FILE_FORMAT, version: DECK_FILE_VERSION, game: deck.game, name: 'dealt', sets: [...deck.sets], variants: { ...deck.variants }, sections };
  const check = checkDeck(file, options);
  if (!sameList(deckCardIds(check), ids) || !sameList(deckEliteIds(check), elite)) return { ok: false, message: 'no deck list deals these cards in this order' };
  return { ok: true, sections };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** A set a table played with: its id within the game (`starter`), its name, cards and variants. */
export type DealtSet = { set: string; name: string; cards: readonly CardDefinition[]; variants: readonly VariantDefinition[] };

export type TableDeckLists = { ok: true; decks?: Record<string, DeckSections>; deck?: DeckSections } | { ok: false; message: string };

/**
 * The deck lists a table's decks were dealt from, by name, as a recorded scenario gives them
 * (`decks:` by seat, or `deck:` for the table), made back on the table's own sets.
 */
export function tableDeckLists(vocabulary: Vocabulary, sets: readonly DealtSet[], variants: ChosenVariants, players: number, decks: TableDecks): TableDeckLists {
  const options = { vocabulary, cards: sets.flatMap((s) => s.cards.map((card) => deckCardOf(card, s.set, s.name))), setVariants: sets.flatMap((s) => s.variants), players };
  const deck = { game: vocabulary.game, sets: sets.map((s) => s.set), variants };
  if (decks.cards) {
    const made = listsDealing(decks.cards, [], deck, options);
    return made.ok ? { ok: true, deck: made.sections } : { ok: false, message: `The table's deck cannot be written as a deck list: ${made.message}` };
  }
  const bySeat: Record<string, DeckSections> = {};
  for (const [seat, ids] of Object.entries(decks.seatCards ?? {})) {
    const elite = decks.seatElite?.[seat];
    // A table saved before the elite lists lets the game choose them, which no deck list says.
    if (!elite) return { ok: false, message: `${seat}'s deck was saved without its elite characters: start a new table from the deck to record it` };
    const made = listsDealing(ids, elite, deck, options);
    if (!made.ok) return { ok: false, message: `${seat}'s deck cannot be written as a deck list: ${made.message}` };
    bySeat[seat] = made.sections;
  }
  return { ok: true, decks: bySeat };
}
