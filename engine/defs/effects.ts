// Effects: what cards and rules do, as data. A discriminated union on `kind`, one zod schema
// per kind; engine/effects has exactly one resolver per kind (a missing one fails the type
// check). Core verbs are shared by every game; a game adds its own through `game` effects,
// whose verbs and argument types its vocabulary declares.
import { z } from 'zod';
import type { Ability } from './cards';
import { Condition, Expr, Selector, Word } from './values';

// `start-of-your-turn`: until the start of the next turn of the player whose effect made it,
// ending before anything that happens at the start of that turn (Smash Up's SU-TURN-3).
export const Duration = z.enum(['end-of-turn', 'end-of-next-turn', 'while-source-in-play', 'permanent', 'start-of-your-turn']);
export type Duration = z.infer<typeof Duration>;

/** An event to react to: its type, whose card or player it is about, and a condition on it. */
export type EventPattern = { event: string; subject?: 'self' | 'any' | 'yours' | 'opponents'; where?: Condition };
export const EventPattern: z.ZodType<EventPattern> = z
  .object({
    event: Word,
    subject: z.enum(['self', 'any', 'yours', 'opponents']).optional(),
    where: Condition.optional(),
  })
  .strict();

/** A destination zone: its type and whose it is (the moved card's owner by default). */
export const ZoneTarget = z
  .object({
    zone: Word,
    of: z.union([z.enum(['owner', 'controller', 'you', 'shared']), Selector]).optional(),
    position: z.enum(['top', 'bottom', 'random']).default('top'),
  })
  .strict();
export type ZoneTarget = z.infer<typeof ZoneTarget>;

/** A roll table row: `1-2: loot 1`. */
export type RollOutcome = { from: number; to: number; effect: Effect };

export type Effect =
  | { kind: 'damage'; amount: Expr; to: Selector }
  | { kind: 'heal'; amount: Expr | 'all'; to: Selector }
  | { kind: 'prevent'; amount: Expr | 'all'; to: Selector; duration: Duration }
  | { kind: 'gain'; resource: string; amount: Expr; to: Selector }
  | { kind: 'lose'; resource: string; amount: Expr; from: Selector }
  | { kind: 'draw'; count: Expr; who: Selector; from?: string }
  | { kind: 'discard'; count: Expr; who: Selector; chooser: 'owner' | 'you' | 'random' }
  | { kind: 'destroy'; cards: Selector }
  | { kind: 'move'; cards: Selector; to: ZoneTarget; faceUp?: boolean }
  | { kind: 'shuffle'; zone: string; of?: Selector }
  /** A new card of the game's definitions, made in a zone (for each player of `of`, else yours). */
  | { kind: 'create'; card: string; zone: string; of?: Selector }
  | { kind: 'reveal'; cards: Selector }
  | { kind: 'look-and-reorder'; zone: string; of?: Selector; count: Expr; toBottom: Expr }
  | { kind: 'flip'; cards: Selector; faceUp: boolean }
  | { kind: 'exhaust'; cards: Selector; exhausted: boolean }
  | { kind: 'add-counter'; counter: string; amount: Expr; on: Selector }
  | { kind: 'remove-counter'; counter: string; amount: Expr | 'all'; from: Selector }
  | { kind: 'modify-stat'; stat: string; amount: Expr; on: Selector; duration: Duration }
  | { kind: 'extra-action'; action: string; count: Expr; who: Selector }
  /** `label`: only a stack item of that label may be chosen (a Four Souls `death`). */
  | { kind: 'cancel'; what: 'top-of-stack' | 'target-stack-item'; label?: string }
  | { kind: 'roll'; die: 'd6'; outcomes: RollOutcome[]; bind?: string }
  /** `final`: the reroll stands: no bonus changes it and it triggers nothing (Dad's Lost Coin). */
  | { kind: 'reroll'; what: 'last-roll'; final?: boolean }
  | { kind: 'set-roll'; value: Expr; final: boolean }
  | { kind: 'modify-roll'; amount: Expr }
  /** `labels`: each mode in words, as the player choosing sees it ("gain 4¢"); the modes' kinds when absent. */
  | { kind: 'choose-mode'; modes: Effect[]; chooser: Selector; labels?: string[] }
  | { kind: 'choose'; name: string; from: Selector; min: number; max: number; chooser: Selector; then: Effect }
  | { kind: 'vote'; voters: Selector; from: Selector; name: string; then: Effect }
  | { kind: 'may'; who: Selector; effect: Effect }
  | { kind: 'if'; condition: Condition; then: Effect; else?: Effect }
  | { kind: 'for-each'; name: string; in: Selector; do: Effect }
  | { kind: 'repeat'; times: Expr; do: Effect }
  | { kind: 'sequence'; steps: Effect[] }
  /** `first`, then `then` only if everything in `first` resolved in full (Destiny's "then", SWD-X-ABIL-8). */
  | { kind: 'then-in-full'; first: Effect; then: Effect }
  | { kind: 'delayed-trigger'; on: EventPattern; effect: Effect; duration: Duration }
  | { kind: 'win'; who: Selector }
  | { kind: 'lose-game'; who: Selector }
  | { kind: 'end-turn' }
  | { kind: 'extra-turn'; who: Selector }
  | { kind: 'set-flag'; flag: string; scope: 'turn' | 'game'; value: Expr }
  /** The cards take on the definition of another card (its name, kind, stats, tags, abilities) for a while, keeping their own counters, damage and place. */
  | { kind: 'become-copy'; cards: Selector; of: Selector; duration: Duration }
  /** The cards being played resolve as if every number of their effects were doubled (once, however often this happens to them). */
  | { kind: 'double'; cards: Selector }
  /** Each player's resource is multiplied by `factor` ("double a player's cents"); doubled, the factor doubles (x2 becomes x4). */
  | { kind: 'multiply'; resource: string; factor: number; who: Selector }
  /** A rule number is set to `amount` or changed by it, for `who` (every player when absent), for a while. */
  | { kind: 'change-rule'; rule: string; op: 'set' | 'add'; amount: Expr; who?: Selector; duration: Duration }
  /** The cards have an ability for a while; its `you` is the controller of the effect that gave it. */
  | { kind: 'grant'; cards: Selector; ability: Ability; duration: Duration }
  /**
   * Look at the top `count` cards of a zone, choose `take` of them (up to `take` when `upTo`, only
   * those meeting `filter`, read with `it` each card) and put them `to` a zone; the rest go on the
   * top or the bottom of the zone in the order the chooser picks.
   */
  | { kind: 'look-and-take'; zone: string; of?: Selector; count: Expr; take: Expr; upTo: boolean; filter?: Condition; to: ZoneTarget; rest: 'top' | 'bottom' }
  /**
   * Reveal cards from the top of a zone until one meets `until` (read with `it` each card); `then`
   * resolves with `name` bound to it, and the cards revealed before it go on the bottom in order.
   */
  | { kind: 'reveal-until'; zone: string; of?: Selector; until: Condition; name: string; then: Effect }
  | { kind: 'game'; verb: string; args: Record<string, GameArg> };

/** Arguments of a game verb: numbers, words, selectors, expressions or nested effects. */
export type GameArg = number | string | boolean | Selector | Expr | Effect;

const one = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) => z.object({ kind: z.literal(kind), ...shape }).strict();

export const DamageEffect = one('damage', { amount: Expr, to: Selector });
export const HealEffect = one('heal', { amount: z.union([Expr, z.literal('all')]), to: Selector });
export const PreventEffect = one('prevent', { amount: z.union([Expr, z.literal('all')]), to: Selector, duration: Duration });
export const GainEffect = one('gain', { resource: Word, amount: Expr, to: Selector });
export const LoseEffect = one('lose', { resource: Word, amount: Expr, from: Selector });
export const DrawEffect = one('draw', { count: Expr, who: Selector, from: Word.optional() });
export const DiscardEffect = one('discard', { count: Expr, who: Selector, chooser: z.enum(['owner', 'you', 'random']) });
export const DestroyEffect = one('destroy', { cards: Selector });
export const MoveEffect = one('move', { cards: Selector, to: ZoneTarget, faceUp: z.boolean().optional() });
export const ShuffleEffect = one('shuffle', { zone: Word, of: Selector.optional() });
export const CreateEffect = one('create', { card: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/, 'must be <game>/<set>/<card>'), zone: Word, of: Selector.optional() });
export const RevealEffect = one('reveal', { cards: Selector });
export const LookAndReorderEffect = one('look-and-reorder', { zone: Word, of: Selector.optional(), count: Expr, toBottom: Expr });
export const FlipEffect = one('flip', { cards: Selector, faceUp: z.boolean() });
export const ExhaustEffect = one('exhaust', { cards: Selector, exhausted: z.boolean() });
export const AddCounterEffect = one('add-counter', { counter: Word, amount: Expr, on: Selector });
export const RemoveCounterEffect = one('remove-counter', { counter: Word, amount: z.union([Expr, z.literal('all')]), from: Selector });
export const ModifyStatEffect = one('modify-stat', { stat: Word, amount: Expr, on: Selector, duration: Duration });
export const ExtraActionEffect = one('extra-action', { action: Word, count: Expr, who: Selector });
export const CancelEffect = one('cancel', { what: z.enum(['top-of-stack', 'target-stack-item']), label: z.string().min(1).max(60).optional() });
export const RerollEffect = one('reroll', { what: z.literal('last-roll'), final: z.boolean().optional() });
export const SetRollEffect = one('set-roll', { value: Expr, final: z.boolean() });
export const ModifyRollEffect = one('modify-roll', { amount: Expr });
export const WinEffect = one('win', { who: Selector });
export const LoseGameEffect = one('lose-game', { who: Selector });
export const EndTurnEffect = one('end-turn', {});
export const ExtraTurnEffect = one('extra-turn', { who: Selector });
export const SetFlagEffect = one('set-flag', { flag: Word, scope: z.enum(['turn', 'game']), value: Expr });
export const BecomeCopyEffect = one('become-copy', { cards: Selector, of: Selector, duration: Duration });
export const DoubleEffect = one('double', { cards: Selector });
export const MultiplyEffect = one('multiply', { resource: Word, factor: z.number().int().min(2).max(1000), who: Selector });
export const ChangeRuleEffect = one('change-rule', { rule: Word, op: z.enum(['set', 'add']), amount: Expr, who: Selector.optional(), duration: Duration });

/**
 * The schema of the ability a `grant` effect gives. Abilities hold effects, so the two schemas
 * refer to each other across files: cards.ts hands its Ability schema over as it loads, and the
 * effect schema reads it only when something is parsed.
 */
let abilitySchema: z.ZodType<Ability> | null = null;
export function useAbilitySchema(schema: z.ZodType<Ability>): void {
  abilitySchema = schema;
}
const GrantedAbility: z.ZodType<Ability> = z.lazy(() => abilitySchema ?? z.never());
export const GrantEffect = one('grant', { cards: Selector, ability: GrantedAbility, duration: Duration });

export const Effect: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    DamageEffect,
    HealEffect,
    PreventEffect,
    GainEffect,
    LoseEffect,
    DrawEffect,
    DiscardEffect,
    DestroyEffect,
    MoveEffect,
    ShuffleEffect,
    CreateEffect,
    RevealEffect,
    LookAndReorderEffect,
    FlipEffect,
    ExhaustEffect,
    AddCounterEffect,
    RemoveCounterEffect,
    ModifyStatEffect,
    ExtraActionEffect,
    CancelEffect,
    RollEffect,
    RerollEffect,
    SetRollEffect,
    ModifyRollEffect,
    ChooseModeEffect,
    ChooseEffect,
    VoteEffect,
    MayEffect,
    IfEffect,
    ForEachEffect,
    RepeatEffect,
    SequenceEffect,
    ThenInFullEffect,
    DelayedTriggerEffect,
    WinEffect,
    LoseGameEffect,
    EndTurnEffect,
    ExtraTurnEffect,
    SetFlagEffect,
    BecomeCopyEffect,
    DoubleEffect,
    MultiplyEffect,
    ChangeRuleEffect,
    GrantEffect,
    LookAndTakeEffect,
    RevealUntilEffect,
    GameEffect,
  ]),
) as z.ZodType<Effect>;

export const RollOutcome: z.ZodType<RollOutcome> = z.lazy(() =>
  z.object({ from: z.number().int().min(1), to: z.number().int().min(1), effect: Effect }).strict(),
);
export const RollEffect = one('roll', { die: z.literal('d6'), outcomes: z.array(RollOutcome), bind: Word.optional() });
export const ChooseModeEffect = one('choose-mode', { modes: z.array(Effect).min(2), chooser: Selector, labels: z.array(z.string()).optional() });
export const ChooseEffect = one('choose', {
  name: Word,
  from: Selector,
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  chooser: Selector,
  then: Effect,
});
/**
 * Each voter, in turn order from the active player, votes for one of `from`; `then` resolves with
 * `name` bound to the one with the most votes (the active player picks among those tied).
 */
export const VoteEffect = one('vote', { voters: Selector, from: Selector, name: Word, then: Effect });
export const MayEffect = one('may', { who: Selector, effect: Effect });
export const IfEffect = one('if', { condition: Condition, then: Effect, else: Effect.optional() });
export const ForEachEffect = one('for-each', { name: Word, in: Selector, do: Effect });
export const RepeatEffect = one('repeat', { times: Expr, do: Effect });
export const SequenceEffect = one('sequence', { steps: z.array(Effect) });
export const ThenInFullEffect = one('then-in-full', { first: Effect, then: Effect });
export const DelayedTriggerEffect = one('delayed-trigger', { on: EventPattern, effect: Effect, duration: Duration });
export const LookAndTakeEffect = one('look-and-take', {
  zone: Word,
  of: Selector.optional(),
  count: Expr,
  take: Expr,
  upTo: z.boolean(),
  filter: Condition.optional(),
  to: ZoneTarget,
  rest: z.enum(['top', 'bottom']),
});
export const RevealUntilEffect = one('reveal-until', { zone: Word, of: Selector.optional(), until: Condition, name: Word, then: Effect });
export const GameArg: z.ZodType<GameArg> = z.lazy(() => z.union([z.number(), z.string(), z.boolean(), Selector, Expr, Effect]));
export const GameEffect = one('game', { verb: Word, args: z.record(Word, GameArg) });

export type EffectKind = Effect['kind'];
