// The set file: a game's cards and variants as exported JSON. `format` and
// `version` identify it; `migrateSetFile` upgrades older versions before validation.
import { z } from 'zod';
import { CardDefinition } from './cards';
import { migrateOldHere } from './here-migration';
import { Word } from './values';
import { VariantDefinition } from './variants';
import { migrate, type Migration } from './migrate';

export const SET_FILE_FORMAT = 'cardwright-set';
export const SET_FILE_VERSION = 3;

export const SetFile = z
  .object({
    format: z.literal(SET_FILE_FORMAT),
    version: z.literal(SET_FILE_VERSION),
    game: Word,
    /** The set's id within its game: `starter`, `base`. */
    set: Word,
    name: z.string().min(1).max(120),
    description: z.string().max(4000).optional(),
    /**
     * A set played only when named: designer examples (cards showing the language at work) or a
     * set made for measuring (Stak Bots' vanilla). A command that plays every set of the game
     * (`cardwright sim`) leaves it out.
     */
    examples: z.boolean().optional(),
    cards: z.array(CardDefinition),
    /** Variants the set declares, switched on per game by id. */
    variants: z.array(VariantDefinition).default([]),
  })
  .strict()
  .superRefine((file, ctx) => {
    const variantIds = new Map<string, number>();
    file.variants.forEach((variant, index) => {
      const first = variantIds.get(variant.id);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: ['variants', index, 'id'], message: `duplicate variant id "${variant.id}" (also variants.${first})` });
      variantIds.set(variant.id, index);
    });
    const seen = new Map<string, number>();
    file.cards.forEach((card, index) => {
      const first = seen.get(card.id);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: ['cards', index, 'id'], message: `duplicate card id "${card.id}" (also cards.${first})` });
      seen.set(card.id, index);
      if (card.game !== file.game) ctx.addIssue({ code: 'custom', path: ['cards', index, 'game'], message: `card of game "${card.game}" in a "${file.game}" set` });
    });
  });
export type SetFile = z.infer<typeof SetFile>;
export type SetFileInput = z.input<typeof SetFile>;

/** Keyed by the version each migration upgrades from. Version 1 is the first. */
const migrations: Record<number, Migration> = {
  // Version 2 added `variants`; a version 1 file declares none.
  1: (old) => ({ ...old, version: 2, variants: [] }),
  // Version 3 writes "here" as the kernel's `same-place` and `total-here` (here-migration.ts).
  2: (old) => ({ ...old, version: 3, cards: migrateOldHere(old.cards, old.game), variants: migrateOldHere(old.variants, old.game) }),
};

export function migrateSetFile(raw: unknown): unknown {
  return migrate(raw, SET_FILE_VERSION, migrations);
}

export type SetFileProblem = { path: string; message: string };

/** Validates a set file (after migration); every problem is located by its JSON path. */
export function parseSetFile(raw: unknown): { ok: true; value: SetFile } | { ok: false; problems: SetFileProblem[] } {
  const result = SetFile.safeParse(migrateSetFile(raw));
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.map((i) => ({ path: i.path.join('.') || '(file)', message: i.message })) };
}
