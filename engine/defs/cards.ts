// Card definitions and the set file: what the card language compiles to and what a set
// exports as JSON. Versioned; migrations sit beside the schema (engine/defs/set-file.ts).
import { z } from 'zod';
import { Duration, Effect, EventPattern, useAbilitySchema } from './effects';
import { Condition, Expr, Selector, Word } from './values';

/** A target an ability names when it is put on the stack (or starts to resolve). */
export const TargetSpec = z
  .object({
    name: Word,
    from: Selector,
    min: z.number().int().min(0).default(1),
    max: z.number().int().min(1).default(1),
  })
  .strict();
export type TargetSpec = z.infer<typeof TargetSpec>;

/** What using an activated ability costs. */
export const Cost = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exhaust') }).strict(), // tap / deactivate the card itself
  z.object({ kind: z.literal('pay'), resource: Word, amount: Expr }).strict(),
  z.object({ kind: z.literal('discard'), count: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal('destroy-self') }).strict(),
  // Removing counters from the card itself: a paid effect, like paying cents (The Bone).
  z.object({ kind: z.literal('remove-counters'), counter: Word, count: z.number().int().min(1) }).strict(),
]);
export type Cost = z.infer<typeof Cost>;

/** A continuous change while the card's abilities are active: `+1 power to your bots`. */
export const StaticModifier = z
  .object({
    stat: Word,
    amount: Expr,
    to: Selector,
    condition: Condition.optional(),
  })
  .strict();
export type StaticModifier = z.infer<typeof StaticModifier>;

/**
 * One way a replacement changes the event it replaces. `then` is what else happens as it does
 * (The Dead Cat loses the counters that prevented the damage); it runs once the event is dealt with.
 */
const prevent = z.object({ kind: z.literal('prevent'), then: Effect.optional() }).strict(); // the event does not happen
const set = z.object({ kind: z.literal('set'), field: Word, value: Expr, then: Effect.optional() }).strict(); // e.g. make the roll a 6
const adjust = z.object({ kind: z.literal('adjust'), field: Word, amount: Expr, then: Effect.optional() }).strict(); // e.g. 1 less damage
const instead = z.object({ kind: z.literal('instead'), effect: Effect }).strict();
export const ReplacementChange = z.discriminatedUnion('kind', [prevent, set, adjust, instead]);
export type ReplacementChange = z.infer<typeof ReplacementChange>;

/** A row of a replacement's roll: the faces it covers and the change they make (none: the event goes ahead as it is). */
export const ReplacementRow = z
  .object({ from: z.number().int().min(1), to: z.number().int().min(1), with: ReplacementChange.optional() })
  .strict();
export type ReplacementRow = z.infer<typeof ReplacementRow>;

/**
 * How a replacement changes the event it replaces: one change, or a roll whose result picks the
 * change ("each time you would die, roll: 1-3 you die, 4-6 prevent it"). The event waits for the
 * roll (on the stack where the game puts rolls there); a face with no change lets it happen.
 */
export const Replacement = z.discriminatedUnion('kind', [
  prevent,
  set,
  adjust,
  instead,
  z.object({ kind: z.literal('roll'), outcomes: z.array(ReplacementRow) }).strict(),
]);
export type Replacement = z.infer<typeof Replacement>;

/**
 * A rule number set (`set`) or changed (`add`) while the card is active, for the players of `who`
 * (every player when absent; the game's own number for a number of the whole game), while
 * `condition` holds. Sets apply before changes; the last set wins.
 */
export const RuleNumberAbility = z
  .object({ kind: z.literal('rule-number'), rule: Word, op: z.enum(['set', 'add']), amount: Expr, who: Selector.optional(), condition: Condition.optional() })
  .strict();
export type RuleNumberAbility = z.infer<typeof RuleNumberAbility>;

/**
 * What a prohibition forbids happening to the cards it names: being played, destroyed, moved
 * (by an effect) or activated. The kernel asks before destroying and moving; a game's rules ask
 * before listing plays and activations (the vocabulary's `prohibits` says which it asks).
 */
export const PROHIBITED_ACTS = ['played', 'destroyed', 'moved', 'activated'] as const;
export const ProhibitedAct = z.enum(PROHIBITED_ACTS);
export type ProhibitedAct = z.infer<typeof ProhibitedAct>;

/**
 * `static: minions with power 2 or less cannot be played`: while the card is active (and while
 * `condition` holds), the cards of `cards` cannot undergo `act`. A prohibition wins over every
 * permission (an extra play, a "may", an effect that says to do it): SWD-X-GEN-2, SU-X-GEN-3.
 */
export const ProhibitionAbility = z
  .object({ kind: z.literal('prohibition'), act: ProhibitedAct, cards: Selector, condition: Condition.optional() })
  .strict();
export type ProhibitionAbility = z.infer<typeof ProhibitionAbility>;

export const Ability = z.discriminatedUnion('kind', [
  // Resolves when the card is played (loot, events, actions).
  z.object({ kind: z.literal('play'), targets: z.array(TargetSpec).default([]), effect: Effect }).strict(),
  z
    .object({
      kind: z.literal('triggered'),
      on: EventPattern,
      optional: z.boolean().default(false),
      oncePerTurn: z.boolean().default(false),
      targets: z.array(TargetSpec).default([]),
      effect: Effect,
    })
    .strict(),
  z
    .object({
      kind: z.literal('activated'),
      costs: z.array(Cost),
      targets: z.array(TargetSpec).default([]),
      oncePerTurn: z.boolean().default(false),
      effect: Effect,
    })
    .strict(),
  z.object({ kind: z.literal('static'), modifiers: z.array(StaticModifier) }).strict(),
  // How the card lies as it comes into a zone of that type, before anything can react (Mom's Shovel waits in the shop exhausted).
  z.object({ kind: z.literal('enters'), zone: Word, exhausted: z.boolean() }).strict(),
  z
    .object({
      kind: z.literal('replacement'),
      replaces: EventPattern,
      optional: z.boolean().default(false),
      with: Replacement,
    })
    .strict(),
  // A continuous change of a rule number while the card's abilities are active: `your hand limit is 8`.
  RuleNumberAbility,
  // Something the cards it names cannot undergo while the card is active: `static: … cannot be played`.
  ProhibitionAbility,
]);
export type Ability = z.infer<typeof Ability>;
useAbilitySchema(Ability as unknown as z.ZodType<Ability>);

/** A face of a custom die: `melee 2`, `resource 1 (cost 1)`, `+2 ranged`, `blank`. */
export const DieFace = z
  .object({
    symbol: Word,
    value: z.number().int().min(0).max(99).default(0),
    modifier: z.boolean().default(false),
    cost: z.number().int().min(0).max(99).default(0),
    /** A face valued X (`ranged X`): worth what its die's `x` says when the face is counted; `value` stays 0. */
    x: z.boolean().optional(),
  })
  .strict();
export type DieFace = z.infer<typeof DieFace>;

export const DieDefinition = z
  .object({
    faces: z.array(DieFace).length(6),
    /** What a face valued X is worth, from the card's text (`where X is …`), evaluated when the face is counted. */
    x: Expr.optional(),
  })
  .strict();
export type DieDefinition = z.infer<typeof DieDefinition>;

/** A stable id: `<game>/<set>/<card-slug>`. */
export const CardId = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/, 'must be <game>/<set>/<card>');

export const CardDefinition = z
  .object({
    id: CardId,
    name: z.string().min(1).max(120),
    game: Word,
    /** A card kind from the game's vocabulary: bot, loot, monster, minion, base, character… */
    kind: Word,
    /** Printed numbers, by the names the vocabulary gives them (power, rank, hp…). */
    stats: z.record(Word, z.number().int().min(-1000).max(1000)).default({}),
    tags: z.array(Word).default([]),
    /** The card's printed text, when the designer wrote one. */
    text: z.string().max(2000).optional(),
    abilities: z.array(Ability).default([]),
    dice: z.array(DieDefinition).default([]),
    /** Values chosen by the set's designer where no published card gives them. */
    designerChosen: z.boolean().default(false),
    copies: z.number().int().min(1).max(99).default(1),
    /**
     * Cards of the set this card starts the game with, by id: a Four Souls character's
     * starting item. Empty for most cards.
     */
    startsWith: z.array(CardId).default([]),
  })
  .strict();
export type CardDefinition = z.infer<typeof CardDefinition>;
export type CardDefinitionInput = z.input<typeof CardDefinition>;

export { Duration };
