// Deck lists on the command line (`sim --deck`): a `*.deck.json` read the careful way, checked
// against its game's construction and the sets found for the game (engine/decks/setup.ts, as the
// table's New table dialog does), and turned into the cards a game is set up with. Every refusal
// is one line that starts with the file.
import type { SetFile, Vocabulary } from '../engine/defs';
import { deckCardsOfSets, readTableDeck, violationWhere, type DeckViolation, type TableDeck } from '../engine/decks';
import { readText } from './files';

/** A deck file over this size is refused rather than read. */
const MAX_DECK_BYTES = 1024 * 1024;

export type LoadedDeck = TableDeck & { file: string };

/** Reads and checks a deck file for a game; a problem reading it is thrown as a one-line CliFileError. */
export async function loadDeck(file: string, shown: string, vocabulary: Vocabulary, sets: readonly SetFile[], players: number): Promise<LoadedDeck | { file: string; problems: string[] }> {
  const text = await readText(file, shown, MAX_DECK_BYTES);
  const read = readTableDeck(text, { vocabulary, cards: deckCardsOfSets(sets), setVariants: sets.flatMap((s) => s.variants), players });
  if (!read.ok) return { file: shown, problems: read.problems.map((p) => (p.path === 'game' ? `${shown}: ${p.message}` : `${shown}: ${p.path}: ${p.message}`)) };
  return { file: shown, ...read.value };
}

/** A violation as one line: the file, where in the deck, the message. */
export function violationLine(file: string, v: DeckViolation): string {
  return `${file}: ${violationWhere(v)}${v.message}`;
}
