// What a deck list means when a game is set up. A game whose players bring their own decks
// (construction scope `seat`: Smash Up, Destiny) takes one list per seat, dealt into that seat's
// zones (`GameConfig.seatCards`). A game whose decks the table shares (scope `table`: Stak Bots'
// supply, Four Souls' loot, treasure, monster and character decks) takes one list for the whole
// table: its cards are the game's cards (`GameConfig.cards`), sorted into the shared decks by the
// rules module as a set's cards are. Cards a card starts the game with (a Four Souls character's
// starting item) come along with it.
import { readDeckText, type DeckFile } from '../defs';
import { checkDeck, type DeckCheck, type DeckCheckOptions, type DeckViolation } from './check';

/** The card definition ids a checked deck puts on the table, once per copy, in the deck's order. */
export function deckCardIds(check: Pick<DeckCheck, 'entries'>): string[] {
  const ids: string[] = [];
  for (const { entry, card } of check.entries) {
    if (!card) continue;
    for (let copy = 0; copy < entry.count; copy += 1) ids.push(card.id, ...card.startsWith);
  }
  return ids;
}

/** The card definition ids a checked deck buys elite (Destiny's characters with two dice), in the deck's order. */
export function deckEliteIds(check: Pick<DeckCheck, 'entries'>): string[] {
  return check.entries.filter((e) => e.entry.elite === true && e.card !== null).map((e) => e.card!.id);
}

/** Problems that leave nothing to play: a card that is not there cannot be dealt. */
export const UNPLAYABLE_RULES: ReadonlySet<string> = new Set(['unknown-card', 'ambiguous-card', 'wrong-game', 'unknown-set', 'unknown-variant']);

/** A deck file read for a table: its cards to deal, what it breaks, and what of that leaves it unplayable. */
export type TableDeck = { deck: DeckFile; cardIds: string[]; eliteIds: string[]; violations: DeckViolation[]; unplayable: DeckViolation[] };

/**
 * Reads and checks a deck file's text for a game (the command line's `sim --deck` and the
 * table's New table dialog both come here): the file's own problems located by path, a deck of
 * another game refused, else the deck checked against the cards it may draw on.
 */
export function readTableDeck(text: string, options: DeckCheckOptions): { ok: true; value: TableDeck } | { ok: false; problems: { path: string; message: string }[] } {
  const read = readDeckText(text);
  if (!read.ok) return { ok: false, problems: read.problems.map((p) => ({ path: p.path, message: p.message })) };
  const deck = read.value;
  if (deck.game !== options.vocabulary.game) return { ok: false, problems: [{ path: 'game', message: `a deck of ${deck.game}, not of ${options.vocabulary.game}` }] };
  const check = checkDeck(deck, options);
  return { ok: true, value: { deck, cardIds: deckCardIds(check), eliteIds: deckEliteIds(check), violations: check.violations, unplayable: check.violations.filter((v) => UNPLAYABLE_RULES.has(v.rule)) } };
}

/** Where in its deck a violation is, as words: `supply[1]: `, `supply: `, or nothing for the whole deck. */
export function violationWhere(v: Pick<DeckViolation, 'section' | 'entry'>): string {
  return v.section === null ? '' : v.entry === null ? `${v.section}: ` : `${v.section}[${v.entry}]: `;
}

/** What decks deal, as a game's config takes it: the table's cards, or each seat's, and the variants they were built for. */
export type DealtDecks = { cards?: string[]; seatCards?: Record<string, string[]>; seatElite?: Record<string, string[]>; variants: Record<string, Record<string, number | boolean | string>> };

/**
 * The decks placed at a table, each at `table` (a game whose decks the table shares) or at a seat
 * (a game whose players bring their own), as what the game is set up with; null for none.
 */
export function decksToDeal(placed: readonly { place: string; deck: TableDeck }[]): DealtDecks | null {
  if (placed.length === 0) return null;
  const variants: DealtDecks['variants'] = {};
  for (const { deck } of placed) Object.assign(variants, deck.deck.variants);
  const table = placed.find((p) => p.place === 'table');
  if (table) return { cards: table.deck.cardIds, variants };
  return { seatCards: Object.fromEntries(placed.map((p) => [p.place, p.deck.cardIds])), seatElite: Object.fromEntries(placed.map((p) => [p.place, p.deck.eliteIds])), variants };
}
