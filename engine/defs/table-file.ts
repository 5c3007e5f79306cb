// The saved table (`format: "cardwright-table"`): everything needed to put a sandbox table back
// as it was — the game, its sets (bundled ones by id; the workspace's with their compiled
// definitions, or where their sources are), variants, rule options, seats and who plays them,
// the seed, every line of play (the main line and the branches started from earlier points, each
// with its actions, god tools included, and the hot reloads made along it), and where the table
// stands. Versioned; `migrateTableFile` upgrades older files before the schema checks them.
// docs/schema/table.schema.json is generated from this file by scripts/export-schema.mjs.
import { parseSavedFile, type FileProblem } from './saved-file';
import { z } from 'zod';
import { CardDefinition, CardId } from './cards';
import { migrateOldHere } from './here-migration';
import { Word } from './values';
import { VariantDefinition, VariantsSwitchedOn } from './variants';
import { numberedActions, numberedStart, seatIdsOf } from './card-numbers-migration';
import { migrate, type Migration } from './migrate';

export const TABLE_FILE_FORMAT = 'cardwright-table';
export const TABLE_FILE_VERSION = 4;

/** An action as the engine logs it: a seat, a kind, and plain parameters. */
export const ActionRecord = z
  .object({ seat: z.string().min(1), kind: z.string().min(1) })
  .catchall(z.union([z.string(), z.number(), z.boolean()], { error: 'an action parameter is a text, a number or true/false' }));

export const SetId = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be <game>/<set>');

export const TableSet = z
  .object({
    id: SetId,
    /** `bundled`: one of Cardwright's own sets, found by id. `workspace`: the designer's. */
    origin: z.enum(['bundled', 'workspace']),
    /** The set's compiled definitions as the table played them (a workspace set, unless `sources` says where to compile it from). */
    cards: z.array(CardDefinition).optional(),
    variants: z.array(VariantDefinition).optional(),
    /** The set's folder, relative to the workspace, to compile its sources from instead. */
    sources: z.string().min(1).optional(),
  })
  .strict();
export type TableSet = z.infer<typeof TableSet>;

/** What a hot reload changed (engine/table/reload.ts, `definitionChanges`). */
export const DefinitionChangesRecord = z.object({ cards: z.array(CardDefinition), order: z.array(CardId), variants: z.array(VariantDefinition) }).strict();

/** A hot reload at a point of a line of play: from `at` actions on, the game plays with the changed definitions. */
export const ReloadRecord = z.object({ at: z.number().int().min(0), changes: DefinitionChangesRecord }).strict();
export type ReloadRecord = z.infer<typeof ReloadRecord>;

/**
 * Where a table began when it was started from a scenario: the scenario's cards put on top of
 * decks (`arrange`), its layout (`given`) and its scripted dice, as docs/scenarios.md writes them.
 * The layout is checked against the game when the table is loaded (engine/scenario/layout.ts).
 */
export const TableStart = z
  .object({
    arrange: z.record(Word, z.array(z.string().min(1)).min(1)).optional(),
    given: z.record(z.string(), z.unknown()).optional(),
    dice: z.array(z.number().int().min(1).max(6)).optional(),
  })
  .strict();
export type TableStart = z.infer<typeof TableStart>;

/**
 * The decks a table was dealt from (engine/decks/setup.ts): the cards the table's decks share
 * (Stak Bots' supply, Four Souls' decks) or each seat's own, by card definition id, once per
 * copy; the cards each seat's deck buys elite (Destiny's characters with two dice); and the deck
 * files they were read from, by place (`table` or a seat), for the reader.
 * Absent: the game's default composition from its sets.
 */
export const TableDecks = z
  .object({
    cards: z.array(CardId).optional(),
    seatCards: z.record(Word, z.array(CardId)).optional(),
    /** A seat without a list (a table saved before version 3): the game decides, as it did then. */
    seatElite: z.record(Word, z.array(CardId)).optional(),
    files: z.record(Word, z.string().min(1)).optional(),
  })
  .strict();
export type TableDecks = z.infer<typeof TableDecks>;

export const TableBranch = z
  .object({
    id: Word,
    name: z.string().max(120).optional(),
    /** Where it leaves another line: after `at` actions of branch `branch`; null for the main line. */
    from: z.object({ branch: Word, at: z.number().int().min(0) }).strict().nullable(),
    /** The actions played on this line after the point it leaves from (all of them for the main line). */
    actions: z.array(ActionRecord),
    /** Hot reloads made on this line, at positions counted from the start of the game. */
    reloads: z.array(ReloadRecord).default([]),
    /** How far the line was played when the table left it (counted from the start of the game); all of it when absent. */
    at: z.number().int().min(0).optional(),
  })
  .strict();
export type TableBranch = z.infer<typeof TableBranch>;

export const TableSeat = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/i, 'must be a word such as p1'),
    name: z.string().min(1).max(60),
    /** The bot that plays the seat (`random`, `greedy`), or null for a person. */
    bot: z.string().min(1).nullable(),
  })
  .strict();
export type TableSeat = z.infer<typeof TableSeat>;

export const TableFile = z
  .object({
    format: z.literal(TABLE_FILE_FORMAT),
    version: z.literal(TABLE_FILE_VERSION),
    game: Word,
    sets: z.array(TableSet).min(1),
    variants: VariantsSwitchedOn.default({}),
    options: z.record(Word, z.boolean()).default({}),
    seats: z.array(TableSeat).min(1),
    seed: z.string(),
    /** False: every player is asked at every priority window. */
    autoPass: z.boolean().optional(),
    /** A table started from a scenario begins where the scenario does. */
    start: TableStart.optional(),
    /** The decks the table was dealt from, when not the game's default composition. */
    decks: TableDecks.optional(),
    branches: z.array(TableBranch).min(1),
    /** The line shown and how many of its actions are applied (the rest can be redone). */
    current: z.object({ branch: Word, at: z.number().int().min(0) }).strict(),
    /** The state hash at the current point, checked when the table is loaded. */
    hash: z.string().regex(/^[0-9a-f]{16}$/, 'must be a state hash (16 hex digits)').optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Map<string, number>();
    file.branches.forEach((branch, index) => {
      if (seen.has(branch.id)) ctx.addIssue({ code: 'custom', path: ['branches', index, 'id'], message: `two branches are called "${branch.id}"` });
      if (index === 0 && branch.from !== null) ctx.addIssue({ code: 'custom', path: ['branches', 0, 'from'], message: 'the first branch is the main line: its from is null' });
      if (index > 0 && branch.from === null) ctx.addIssue({ code: 'custom', path: ['branches', index, 'from'], message: 'only the first branch (the main line) starts at the beginning' });
      if (branch.from && !seen.has(branch.from.branch)) ctx.addIssue({ code: 'custom', path: ['branches', index, 'from', 'branch'], message: `"${branch.from.branch}" is not a branch listed before this one` });
      seen.set(branch.id, index);
    });
    if (!seen.has(file.current.branch)) ctx.addIssue({ code: 'custom', path: ['current', 'branch'], message: `no branch "${file.current.branch}"` });
    const seats = new Set<string>();
    file.seats.forEach((seat, index) => {
      if (seats.has(seat.id)) ctx.addIssue({ code: 'custom', path: ['seats', index, 'id'], message: `two seats are called "${seat.id}"` });
      seats.add(seat.id);
    });
  });
export type TableFile = z.infer<typeof TableFile>;
export type TableFileInput = z.input<typeof TableFile>;

/** Keyed by the version each migration upgrades from. */
const migrations: Record<number, Migration> = {
  // Version 1 held one line of play (`actions`, `at`) and no branches or reloads.
  1: (old) => {
    const { actions, at, ...rest } = old;
    return { ...rest, version: 2, branches: [{ id: 'main', from: null, actions: Array.isArray(actions) ? actions : [], reloads: [] }], current: { branch: 'main', at } };
  },
  // Version 3 added the decks' elite lists: a version 2 table keeps none, so Destiny's setup
  // makes the choice it made then and the game replays alike. It also writes "here" as the
  // kernel's `same-place` and `total-here` (here-migration.ts), in the saved sets' definitions
  // and the hot reloads' changes alike.
  2: (old) => ({ ...old, version: 3, sets: migrateOldHere(old.sets, old.game), branches: migrateOldHere(old.branches, old.game) }),
  // Version 4 names cards by number in the actions of every line (card-numbers-migration.ts).
  3: (old) => ({ ...old, version: 4, ...(old.start === undefined ? {} : { start: numberedStart(old.start) }), branches: numberedBranches(old.branches, seatIdsOf(old)) }),
};

function numberedBranches(branches: unknown, seats: ReadonlySet<string>): unknown {
  if (!Array.isArray(branches)) return branches;
  return branches.map((branch: unknown) => (typeof branch === 'object' && branch !== null && !Array.isArray(branch) ? { ...branch, actions: numberedActions((branch as { actions?: unknown }).actions, seats) } : branch));
}

export function migrateTableFile(raw: unknown): unknown {
  return migrate(raw, TABLE_FILE_VERSION, migrations);
}

export { issuePath, type FileProblem } from './saved-file';

/** Validates a saved table (after migration); each problem is located by its path in the file. */
export function parseTableFile(raw: unknown): { ok: true; value: TableFile } | { ok: false; problems: FileProblem[] } {
  return parseSavedFile(raw, { schema: TableFile, version: TABLE_FILE_VERSION, migrate: migrateTableFile, writtenBy: 'this table was saved by' });
}
