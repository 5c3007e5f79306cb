// A variant as a set declares it in the card language: named parameters and rules that a game
// switches on. Its abilities work like a card's that nobody controls, lying in the `rules` zone
// for the whole game: `play` abilities resolve as the game starts, triggered and static ones
// apply all game. A variant whose id is also in the game's vocabulary switches on that rules
// module behaviour as well.
import { z } from 'zod';
import { Ability } from './cards';
import { Word } from './values';

export const VariantParam = z
  .object({
    name: Word,
    /** The default: a whole number or a word. */
    value: z.union([z.number().int().min(-1_000_000).max(1_000_000), Word]),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
  })
  .strict();
export type VariantParam = z.infer<typeof VariantParam>;

export const VariantDefinition = z
  .object({
    /** The slug of its name, as the vocabulary's variant ids are written (`super-shop`). */
    id: Word,
    name: z.string().min(1).max(120),
    text: z.string().max(4000).optional(),
    params: z.array(VariantParam).default([]),
    abilities: z.array(Ability).default([]),
  })
  .strict();
export type VariantDefinition = z.infer<typeof VariantDefinition>;
export type VariantDefinitionInput = z.input<typeof VariantDefinition>;

/** The variants a table, replay, scenario or simulation switched on, by id, each with the parameters given (one left out takes its default). */
export const VariantsSwitchedOn = z.record(Word, z.record(Word, z.union([z.number(), z.boolean(), z.string()])));
export type VariantsSwitchedOn = z.infer<typeof VariantsSwitchedOn>;
