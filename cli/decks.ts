// Deck lists on the command line (`sim --deck`): a `*.deck.json` read the careful way, checked
// against its game's construction and the sets found for the game, and turned into the cards
// a game is set up with. Every refusal is one line that starts with the file.
import type { SetFile, Vocabulary } from '../engine/defs';
import { readDeckText, type DeckFile } from '../engine/defs';
import { checkDeck, deckCardIds, deckCardsOfSets, type DeckViolation } from '../engine/decks';
import { readText } from './files';

/** A deck file over this size is refused rather than read. */
const MAX_DECK_BYTES = 1024 * 1024;

/** Problems that leave nothing to play: a card that is not there cannot be dealt. */
const UNPLAYABLE = new Set(['unknown-card', 'ambiguous-card', 'wrong-game', 'unknown-set', 'unknown-variant']);

export type LoadedDeck = { file: string; deck: DeckFile; cardIds: string[]; violations: DeckViolation[]; unplayable: DeckViolation[] };

/** Reads and checks a deck file for a game; a problem reading it is thrown as a one-line CliFileError. */
export async function loadDeck(file: string, shown: string, vocabulary: Vocabulary, sets: readonly SetFile[], players: number): Promise<LoadedDeck | { file: string; problems: string[] }> {
  const text = await readText(file, shown, MAX_DECK_BYTES);
  const read = readDeckText(text);
  if (!read.ok) return { file: shown, problems: read.problems.map((p) => `${shown}: ${p.path}: ${p.message}`) };
  const deck = read.value;
  if (deck.game !== vocabulary.game) return { file: shown, problems: [`${shown}: a deck of ${deck.game}, not of ${vocabulary.game}`] };
  const check = checkDeck(deck, { vocabulary, cards: deckCardsOfSets(sets), setVariants: sets.flatMap((s) => s.variants), players });
  return { file: shown, deck, cardIds: deckCardIds(check), violations: check.violations, unplayable: check.violations.filter((v) => UNPLAYABLE.has(v.rule)) };
}

/** A violation as one line: the file, where in the deck, the message. */
export function violationLine(file: string, v: DeckViolation): string {
  const where = v.section === null ? '' : v.entry === null ? `${v.section}: ` : `${v.section}[${v.entry}]: `;
  return `${file}: ${where}${v.message}`;
}
