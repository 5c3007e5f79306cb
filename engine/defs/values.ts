// What effects point at and compute with: selectors (which cards or players), numeric
// expressions and conditions. All three are plain data, evaluated by engine/core/evaluate.ts.
import { z } from 'zod';

/** A name in a game's vocabulary: zone types, stats, resources, counters, events. */
export const Word = z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by dashes');

/** Where in an ordered zone: the top is the end a card is drawn from. */
export const Position = z.enum(['top', 'bottom', 'all']);

export const Comparison = z.enum(['=', '!=', '<', '<=', '>', '>=']);

/**
 * Events of this turn to look back on (engine/core/history.ts): their type, who made them (the
 * event's player, else its card's controller), a condition on each (`the event …` is that
 * event), and `thisWay`: only those the effect being resolved caused.
 */
export type HistoryPattern = { event: string; by?: 'you' | 'opponents' | 'any'; where?: Condition; thisWay?: boolean };

export type Selector =
  | { kind: 'self' }
  | { kind: 'you' }
  | { kind: 'active-player' }
  | { kind: 'players'; which: 'all' | 'opponents' | 'others' }
  | { kind: 'bound'; name: string }
  | { kind: 'event'; field: string }
  | { kind: 'owner'; of: Selector }
  | { kind: 'controller'; of: Selector }
  | { kind: 'zone'; zone: string; of?: Selector; position: 'top' | 'bottom' | 'all'; count?: Expr; depth?: Expr }
  | { kind: 'filter'; from: Selector; where: Condition }
  /** Those of `from` with the highest (or lowest) `by`, read with `it` bound to each: "the player with the most souls", every one tied. */
  | { kind: 'most'; from: Selector; by: Expr; which: 'most' | 'fewest' }
  | { kind: 'union'; of: Selector[] }
  /** The cards (or players) of this turn's events that match: "each bot that entered this way". */
  | ({ kind: 'happened'; field?: string } & HistoryPattern);

export type Expr =
  | number
  | { kind: 'count'; of: Selector }
  | { kind: 'stat'; stat: string; of: Selector }
  | { kind: 'resource'; resource: string; of: Selector }
  | { kind: 'counter'; counter: string; of: Selector }
  | { kind: 'damage-on'; of: Selector }
  | { kind: 'var'; name: string }
  | { kind: 'event-value'; field: string }
  /** A parameter of a switched-on variant (`param cents` in the variant's own rules). */
  | { kind: 'param'; variant: string; name: string }
  | { kind: 'arith'; op: '+' | '-' | '*' | 'min' | 'max'; left: Expr; right: Expr }
  /** `of` divided by `by`, rounded down or up ("half your cents, rounded up"); 0 when `by` is 0. */
  | { kind: 'divide'; of: Expr; by: Expr; round: 'down' | 'up' }
  /** How many of this turn's events match: "the number of times you attacked this turn". */
  | ({ kind: 'event-count' } & HistoryPattern)
  /**
   * The players' total at the place where this card lies (Smash Up: their power on this card's
   * base, as scoring counts it), added up over `of`; 0 when this card lies at no place. Read
   * through the game's `here` hook (engine/core/context.ts).
   */
  | { kind: 'total-here'; of: Selector };

export type Condition =
  | { kind: 'all'; of: Condition[] }
  | { kind: 'any'; of: Condition[] }
  | { kind: 'not'; of: Condition }
  | { kind: 'compare'; left: Expr; op: z.infer<typeof Comparison>; right: Expr }
  | { kind: 'exists'; of: Selector }
  | { kind: 'is-kind'; card: Selector; cardKind: string }
  | { kind: 'has-tag'; card: Selector; tag: string }
  /** A card by name: the card language writes `a card named "Bolt Pup"`, compiled to its id. */
  | { kind: 'is-card'; card: Selector; id: string }
  /** The card is the one whose ability this is (`another item` is an item that is not this). */
  | { kind: 'is-self'; card: Selector }
  | { kind: 'face-up'; card: Selector }
  | { kind: 'is-top'; card: Selector }
  | { kind: 'in-zone'; card: Selector; zone: string }
  | { kind: 'is-you'; player: Selector }
  | { kind: 'is-active-player'; player: Selector }
  /** A player still alive as the game counts it (in Four Souls, not dead this turn). */
  | { kind: 'is-alive'; player: Selector }
  | { kind: 'flag'; flag: string; scope: 'turn' | 'game'; op: z.infer<typeof Comparison>; value: number }
  | { kind: 'option'; option: string }
  /** A card in a state the game names (`being attacked`, `being bought`), read by the game's `cardState`. */
  | { kind: 'in-state'; card: Selector; state: string }
  /** A die roll is waiting on the stack (games whose rolls go on the stack). */
  | { kind: 'roll-on-stack' }
  /** Every card of `card` is one of `as` ("the event card is mark"). */
  | { kind: 'same'; card: Selector; as: Selector }
  /**
   * Every card of `card` lies at the place where this card lies (Smash Up: on this card's base,
   * or on this base); false when this card lies at no place. Read through the game's `here` hook.
   */
  | { kind: 'same-place'; card: Selector };

// The schemas use getters for recursion, so their inferred types match the types above.
export const Selector: z.ZodType<Selector> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('self') }).strict(),
    z.object({ kind: z.literal('you') }).strict(),
    z.object({ kind: z.literal('active-player') }).strict(),
    z.object({ kind: z.literal('players'), which: z.enum(['all', 'opponents', 'others']) }).strict(),
    z.object({ kind: z.literal('bound'), name: Word }).strict(),
    z.object({ kind: z.literal('event'), field: Word }).strict(),
    z.object({ kind: z.literal('owner'), of: Selector }).strict(),
    z.object({ kind: z.literal('controller'), of: Selector }).strict(),
    z
      .object({
        kind: z.literal('zone'),
        zone: Word,
        of: Selector.optional(),
        position: Position,
        count: Expr.optional(),
        depth: Expr.optional(),
      })
      .strict(),
    z.object({ kind: z.literal('filter'), from: Selector, where: Condition }).strict(),
    z.object({ kind: z.literal('most'), from: Selector, by: Expr, which: z.enum(['most', 'fewest']) }).strict(),
    z.object({ kind: z.literal('union'), of: z.array(Selector).min(1) }).strict(),
    z.object({ kind: z.literal('happened'), field: Word.optional(), ...historyShape() }).strict(),
  ]),
);

/** The fields of a HistoryPattern, for the schemas that carry one. */
function historyShape() {
  return { event: Word, by: z.enum(['you', 'opponents', 'any']).optional(), where: z.lazy(() => Condition).optional(), thisWay: z.boolean().optional() };
}

export const Expr: z.ZodType<Expr> = z.lazy(() =>
  z.union([
    z.number().int().min(-1_000_000).max(1_000_000),
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('count'), of: Selector }).strict(),
      z.object({ kind: z.literal('stat'), stat: Word, of: Selector }).strict(),
      z.object({ kind: z.literal('resource'), resource: Word, of: Selector }).strict(),
      z.object({ kind: z.literal('counter'), counter: Word, of: Selector }).strict(),
      z.object({ kind: z.literal('damage-on'), of: Selector }).strict(),
      z.object({ kind: z.literal('var'), name: Word }).strict(),
      z.object({ kind: z.literal('event-value'), field: Word }).strict(),
      z.object({ kind: z.literal('param'), variant: Word, name: Word }).strict(),
      z.object({ kind: z.literal('arith'), op: z.enum(['+', '-', '*', 'min', 'max']), left: Expr, right: Expr }).strict(),
      z.object({ kind: z.literal('divide'), of: Expr, by: Expr, round: z.enum(['down', 'up']) }).strict(),
      z.object({ kind: z.literal('event-count'), ...historyShape() }).strict(),
      z.object({ kind: z.literal('total-here'), of: Selector }).strict(),
    ]),
  ]),
);

// Every kind of expression, so that a new one fails the type check here until it is listed.
const EXPR_KINDS: Record<Exclude<Expr, number>['kind'], true> = {
  count: true,
  stat: true,
  resource: true,
  counter: true,
  'damage-on': true,
  var: true,
  'event-value': true,
  param: true,
  arith: true,
  divide: true,
  'event-count': true,
  'total-here': true,
};

/** Whether `kind` is an expression's kind (a game verb's argument may be an expression, a selector or an effect). */
export function isExprKind(kind: unknown): boolean {
  return typeof kind === 'string' && Object.prototype.hasOwnProperty.call(EXPR_KINDS, kind);
}

export const Condition: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all'), of: z.array(Condition) }).strict(),
    z.object({ kind: z.literal('any'), of: z.array(Condition) }).strict(),
    z.object({ kind: z.literal('not'), of: Condition }).strict(),
    z.object({ kind: z.literal('compare'), left: Expr, op: Comparison, right: Expr }).strict(),
    z.object({ kind: z.literal('exists'), of: Selector }).strict(),
    z.object({ kind: z.literal('is-kind'), card: Selector, cardKind: Word }).strict(),
    z.object({ kind: z.literal('has-tag'), card: Selector, tag: Word }).strict(),
    z.object({ kind: z.literal('is-card'), card: Selector, id: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/, 'must be <game>/<set>/<card>') }).strict(),
    z.object({ kind: z.literal('is-self'), card: Selector }).strict(),
    z.object({ kind: z.literal('face-up'), card: Selector }).strict(),
    z.object({ kind: z.literal('is-top'), card: Selector }).strict(),
    z.object({ kind: z.literal('in-zone'), card: Selector, zone: Word }).strict(),
    z.object({ kind: z.literal('is-you'), player: Selector }).strict(),
    z.object({ kind: z.literal('is-active-player'), player: Selector }).strict(),
    z.object({ kind: z.literal('is-alive'), player: Selector }).strict(),
    z.object({ kind: z.literal('flag'), flag: Word, scope: z.enum(['turn', 'game']), op: Comparison, value: z.number().int() }).strict(),
    z.object({ kind: z.literal('option'), option: Word }).strict(),
    z.object({ kind: z.literal('in-state'), card: Selector, state: Word }).strict(),
    z.object({ kind: z.literal('roll-on-stack') }).strict(),
    z.object({ kind: z.literal('same'), card: Selector, as: Selector }).strict(),
    z.object({ kind: z.literal('same-place'), card: Selector }).strict(),
  ]),
);
