// The deck list: a `*.deck.json` file of the workspace (`decks/<game>/<name>.deck.json`). It names
// its game, the sets its cards come from, the variants it is built for, and its entries (a card
// by name, how many copies) grouped by the sections the game's construction declares. `format`
// and `version` identify it; `migrateDeckFile` upgrades older versions before validation and a
// newer version is refused with a message rather than misread.
import { z } from 'zod';
import { Word } from './values';
import { migrate, type Migration } from './migrate';

export const DECK_FILE_FORMAT = 'cardwright-deck';
export const DECK_FILE_VERSION = 2;
/** The extension a deck list's file name ends with. */
export const DECK_FILE_SUFFIX = '.deck.json';

export const DeckEntry = z
  .object({
    /** The card's name, as printed (renaming the card in the editor renames it here). */
    card: z.string().min(1).max(120),
    count: z.number().int().min(1).max(99),
    /** The set it comes from, when two of the deck's sets have a card of that name. */
    set: Word.optional(),
    /**
     * The card is bought elite, where its section allows it (a unique Destiny character at its
     * second point value, bringing two dice). Absent: not elite.
     */
    elite: z.literal(true).optional(),
  })
  .strict();
export type DeckEntry = z.infer<typeof DeckEntry>;

export const VariantChoice = z.record(Word, z.union([z.number().int().min(-1_000_000).max(1_000_000), z.boolean(), z.string().max(120)]));

export const DeckFile = z
  .object({
    format: z.literal(DECK_FILE_FORMAT),
    version: z.literal(DECK_FILE_VERSION),
    game: Word,
    name: z.string().trim().min(1).max(120),
    description: z.string().max(4000).optional(),
    /** Ids of the game's sets the cards come from (`base`, `starter`). */
    sets: z.array(Word).max(200),
    /** Variants the deck is built for, by id, with their parameters: their construction rules apply. */
    variants: z.record(Word, VariantChoice).default({}),
    /** Entries by section id (the game's construction names the sections), in the order shown. */
    sections: z.record(Word, z.array(DeckEntry).max(2000)),
  })
  .strict();
export type DeckFile = z.infer<typeof DeckFile>;
export type DeckFileInput = z.input<typeof DeckFile>;

/**
 * Keyed by the version each migration upgrades from. Version 1 counted an entry's dice
 * (`dice: 2`); version 2 says what that meant, `elite: true`, and a single die is no field.
 */
const migrations: Record<number, Migration> = {
  1: (old) => {
    const sections = old.sections;
    if (typeof sections !== 'object' || sections === null || Array.isArray(sections)) return { ...old, version: 2 };
    const entries = (list: unknown) =>
      Array.isArray(list)
        ? list.map((entry: unknown) => {
            if (typeof entry !== 'object' || entry === null || !('dice' in entry)) return entry;
            const { dice, ...rest } = entry as Record<string, unknown>;
            return typeof dice === 'number' && dice > 1 ? { ...rest, elite: true } : rest;
          })
        : list;
    return { ...old, version: 2, sections: Object.fromEntries(Object.entries(sections).map(([id, list]) => [id, entries(list)])) };
  },
};

/** Upgrades an older deck file to the current version; a file without a version reads as version 1. */
export function migrateDeckFile(raw: unknown): unknown {
  return migrate(raw, DECK_FILE_VERSION, migrations, 1);
}

export type DeckFileProblem = { path: string; message: string };

/** Validates a deck file (after migration); every problem is located by its JSON path. */
export function parseDeckFile(raw: unknown): { ok: true; value: DeckFile } | { ok: false; problems: DeckFileProblem[] } {
  const doc = migrateDeckFile(raw);
  const version = typeof doc === 'object' && doc !== null ? (doc as { version?: unknown }).version : undefined;
  if (typeof version === 'number' && version > DECK_FILE_VERSION) {
    return { ok: false, problems: [{ path: 'version', message: `written by a newer Cardwright (deck version ${version}); this one reads up to ${DECK_FILE_VERSION}` }] };
  }
  const result = DeckFile.safeParse(doc);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.map((i) => ({ path: i.path.join('.') || '(file)', message: i.message })) };
}

/** Reads a deck file's text: JSON, then the schema. */
export function readDeckText(text: string): { ok: true; value: DeckFile } | { ok: false; problems: DeckFileProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '(file)', message: `not JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  return parseDeckFile(raw);
}

/**
 * The deck as its file is written: two-space JSON with one line per entry, so a diff of two
 * versions shows the cards that changed. Reading it back gives the same deck.
 */
export function formatDeckFile(deck: DeckFile): string {
  const entry = (e: DeckEntry) => {
    const fields = [`"card": ${JSON.stringify(e.card)}`, `"count": ${e.count}`];
    if (e.set !== undefined) fields.push(`"set": ${JSON.stringify(e.set)}`);
    if (e.elite) fields.push('"elite": true');
    return `{ ${fields.join(', ')} }`;
  };
  const sections = Object.entries(deck.sections)
    .map(([id, entries]) => `    ${JSON.stringify(id)}: ${entries.length === 0 ? '[]' : `[\n${entries.map((e) => `      ${entry(e)}`).join(',\n')}\n    ]`}`)
    .join(',\n');
  const lines = [
    `  "format": ${JSON.stringify(DECK_FILE_FORMAT)}`,
    `  "version": ${DECK_FILE_VERSION}`,
    `  "game": ${JSON.stringify(deck.game)}`,
    `  "name": ${JSON.stringify(deck.name)}`,
    ...(deck.description !== undefined ? [`  "description": ${JSON.stringify(deck.description)}`] : []),
    `  "sets": ${JSON.stringify(deck.sets)}`,
    `  "variants": ${JSON.stringify(deck.variants)}`,
    `  "sections": ${sections === '' ? '{}' : `{\n${sections}\n  }`}`,
  ];
  return `{\n${lines.join(',\n')}\n}\n`;
}
