// The replay file (`format: "cardwright-replay"`): one line of play that anyone can check with
// `cardwright replay FILE` — the seed, the sets with every definition they played with (so it
// needs no workspace), variants, rule options, seats, the actions (god tools included), the hot
// reloads made along the way, the state hash after every action (to say exactly where a replay
// that does not match went astray) and the final state's hash. Versioned like the set file;
// `migrateReplayFile` upgrades older versions before the schema checks them.
import { z } from 'zod';
import { CardDefinition } from './cards';
import { migrateOldHere } from './here-migration';
import { ActionRecord, ReloadRecord, SetId, TableDecks, TableStart } from './table-file';
import { parseSavedFile, type FileProblem } from './saved-file';
import { Word } from './values';
import { VariantDefinition, VariantsSwitchedOn } from './variants';
import { numberedActions, numberedStart, seatIdsOf } from './card-numbers-migration';
import { migrate, type Migration } from './migrate';

export const REPLAY_FILE_FORMAT = 'cardwright-replay';
export const REPLAY_FILE_VERSION = 3;

const Hash = z.string().regex(/^[0-9a-f]{16}$/, 'must be a state hash (16 hex digits)');

export const ReplayFile = z
  .object({
    format: z.literal(REPLAY_FILE_FORMAT),
    version: z.literal(REPLAY_FILE_VERSION),
    game: Word,
    sets: z.array(z.object({ id: SetId, cards: z.array(CardDefinition), variants: z.array(VariantDefinition).default([]) }).strict()).min(1),
    variants: VariantsSwitchedOn.default({}),
    options: z.record(Word, z.boolean()).default({}),
    seats: z.array(z.object({ id: z.string().min(1), name: z.string().min(1).optional() }).strict()).min(1),
    seed: z.string(),
    autoPass: z.boolean().optional(),
    /** Where play began, for a table started from a scenario (its arrange, layout and dice). */
    start: TableStart.optional(),
    /** The decks the game was dealt from, when not the game's default composition. */
    decks: TableDecks.optional(),
    actions: z.array(ActionRecord),
    reloads: z.array(ReloadRecord).default([]),
    /** The state hash after each action, in order, for saying where a replay went astray. */
    hashes: z.array(Hash),
    /** The state hash at the end (after the last action, and a reload made after it). */
    hash: Hash,
    /**
     * The version of the file whose hashes these are, when it was saved before cards were
     * numbered (2): they hash states of the earlier format, which no engine makes now, so the
     * replay is played but its hashes are not checked. Absent: the hashes are this version's.
     */
    hashesFrom: z.literal(2).optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    if (file.hashes.length !== file.actions.length) ctx.addIssue({ code: 'custom', path: ['hashes'], message: `one hash per action: ${file.actions.length} actions, ${file.hashes.length} hashes` });
    file.reloads.forEach((reload, i) => {
      if (reload.at > file.actions.length) ctx.addIssue({ code: 'custom', path: ['reloads', i, 'at'], message: `the replay has only ${file.actions.length} actions` });
      else if (i > 0 && reload.at <= file.reloads[i - 1]!.at) ctx.addIssue({ code: 'custom', path: ['reloads', i, 'at'], message: 'reloads are listed in the order they were made, each at a later action than the one before' });
    });
  });
export type ReplayFile = z.infer<typeof ReplayFile>;

/** Keyed by the version each migration upgrades from. */
const migrations: Record<number, Migration> = {
  // Version 2 writes "here" as the kernel's `same-place` and `total-here` (here-migration.ts), in
  // the sets' definitions and the hot reloads' changes alike. The game plays them as it played
  // the old shapes, so the hashes still hold.
  1: (old) => ({ ...old, version: 2, sets: migrateOldHere(old.sets, old.game), reloads: migrateOldHere(old.reloads, old.game) }),
  // Version 3 names cards by number (card-numbers-migration.ts); the hashes stay those of the
  // states the file was saved with, marked as such.
  2: (old) => ({ ...old, version: 3, ...(old.start === undefined ? {} : { start: numberedStart(old.start) }), actions: numberedActions(old.actions, seatIdsOf(old)), hashesFrom: 2 }),
};

export function migrateReplayFile(raw: unknown): unknown {
  return migrate(raw, REPLAY_FILE_VERSION, migrations);
}

/** Validates a replay file (after migration); each problem is located by its path in the file. */
export function parseReplayFile(raw: unknown): { ok: true; value: ReplayFile } | { ok: false; problems: FileProblem[] } {
  return parseSavedFile(raw, { schema: ReplayFile, version: REPLAY_FILE_VERSION, migrate: migrateReplayFile, writtenBy: 'this replay was made by' });
}
