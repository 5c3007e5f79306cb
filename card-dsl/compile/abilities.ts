// Abilities: a labelled line, `when …`, costs, `static:` and `each time … would …`, each to one
// engine Ability (engine/defs/cards.ts) with its `target`s hoisted into `targets`.
import { PROHIBITED_ACTS, type Ability, type Condition, type Cost, type ProhibitedAct, type Replacement, type ReplacementChange, type Vocabulary } from '../../engine/defs';
import type { Diagnostic } from '../diagnostics/catalog';
import { resourceNamed } from '../semantics/words';
import type { Ability as AbilityNode, ChangeNode, CostNode } from '../syntax/ast';
import { newContext, type AbilityContext } from './context';
import { compileEffect, compileRuleChange, eventPattern } from './effects';
import { compileCondition, compileExpr, compileSelector } from './values';

export type AbilityOptions = {
  /** In a variant, `rule:` is a rule put in force when the game starts, like `play:` on a card. */
  playLabels: readonly string[];
  /** The set's id, for cards named by name (`named "Bolt Pup"` compiles to an id). */
  set: string;
  /** The id of the variant being compiled, whose parameters `param <name>` reads. */
  variant?: string;
};

export function compileAbility(vocab: Vocabulary, node: AbilityNode, diagnostics: Diagnostic[], options: AbilityOptions): Ability {
  const taken = namesGiven(node);
  switch (node.type) {
    case 'labelled': {
      const ctx = newContext(vocab, diagnostics, taken, true, options.set, options.variant);
      const label = node.label.text;
      if (options.playLabels.includes(label)) {
        // A play ability has no trigger to hang a condition on: it checks the condition as it resolves.
        const condition = node.condition ? compileCondition(ctx, node.condition) : null;
        const body = compileEffect(ctx, node.effect);
        const effect = condition ? { kind: 'if' as const, condition, then: body } : body;
        return { kind: 'play', targets: targetsOf(ctx), effect };
      }
      // Any other label is this card's own event: `entry:` is "when this enters".
      const on = eventPattern(ctx, { kind: 'self', range: node.label.range }, label, node.condition);
      const effect = compileEffect(ctx, node.effect);
      return { kind: 'triggered', on, optional: false, oncePerTurn: node.once, targets: targetsOf(ctx), effect };
    }
    case 'when': {
      const ctx = newContext(vocab, diagnostics, taken, true, options.set, options.variant);
      const on = eventPattern(ctx, node.subject, node.event.text, node.condition);
      const effect = compileEffect(ctx, node.effect);
      return { kind: 'triggered', on, optional: false, oncePerTurn: node.once, targets: targetsOf(ctx), effect };
    }
    case 'activated': {
      const ctx = newContext(vocab, diagnostics, taken, true, options.set, options.variant);
      const costs = node.costs.map((cost) => compileCost(ctx, cost));
      const effect = compileEffect(ctx, node.effect);
      return { kind: 'activated', costs, targets: targetsOf(ctx), oncePerTurn: node.once, effect };
    }
    case 'static': {
      const ctx = newContext(vocab, diagnostics, taken, false, options.set, options.variant);
      const modifiers = node.modifiers.map((m) => {
        const to = compileSelector(ctx, m.to);
        const modifier = { stat: m.stat.text, amount: compileExpr(ctx, m.amount), to };
        return m.condition ? { ...modifier, condition: compileCondition(ctx, m.condition) } : modifier;
      });
      return { kind: 'static', modifiers };
    }
    case 'enters':
      return { kind: 'enters', zone: node.zone.text, exhausted: node.exhausted };
    case 'rule-number': {
      const ctx = newContext(vocab, diagnostics, taken, false, options.set, options.variant);
      const change = compileRuleChange(ctx, node);
      const condition = node.condition ? compileCondition(ctx, node.condition) : undefined;
      return { kind: 'rule-number', ...change, ...(condition ? { condition } : {}) };
    }
    case 'prohibition': {
      const ctx = newContext(vocab, diagnostics, taken, false, options.set, options.variant);
      const cards = compileSelector(ctx, node.cards);
      const condition = node.condition ? compileCondition(ctx, node.condition) : undefined;
      // An act the checker refused (CW2070) compiles to nothing the engine would accept; the checker's error stands.
      const act = (PROHIBITED_ACTS as readonly string[]).includes(node.act.text) ? (node.act.text as ProhibitedAct) : 'played';
      return { kind: 'prohibition', act, cards, ...(condition ? { condition } : {}) };
    }
    case 'replacement': {
      const ctx = newContext(vocab, diagnostics, taken, false, options.set, options.variant);
      const event = node.event.text;
      // "It" of a replacement is the event's main number: a roll's value, else the amount.
      const main = event === 'roll' ? 'value' : 'amount';
      const conditions: Condition[] = [];
      if (node.value) conditions.push({ kind: 'compare', left: { kind: 'event-value', field: main }, op: '=', right: node.value.value });
      if (node.condition) conditions.push(compileCondition(ctx, node.condition));
      const replaces = eventPattern(ctx, node.subject, event, null);
      if (conditions.length === 1) replaces.where = conditions[0]!;
      if (conditions.length > 1) replaces.where = { kind: 'all', of: conditions };
      return { kind: 'replacement', replaces, optional: false, with: compileChange(ctx, node.change, main) };
    }
  }
}

function targetsOf(ctx: AbilityContext) {
  return ctx.targets ?? [];
}

function compileCost(ctx: AbilityContext, cost: CostNode): Cost {
  switch (cost.type) {
    case 'tap':
      return { kind: 'exhaust' };
    case 'pay':
      return { kind: 'pay', resource: resourceNamed(ctx.vocab, cost.resource.text) ?? cost.resource.text, amount: compileExpr(ctx, cost.amount) };
    case 'discard':
      return { kind: 'discard', count: cost.count };
    case 'destroy-self':
      return { kind: 'destroy-self' };
    case 'remove-counters':
      return { kind: 'remove-counters', counter: cost.counter.text, count: cost.count };
  }
}

function compileChange(ctx: AbilityContext, change: ChangeNode, main: string): Replacement {
  if (change.type !== 'roll') return simpleChange(ctx, change, main) ?? { kind: 'adjust', field: main, amount: 0 };
  // A face whose row lets the event happen has no change.
  const outcomes = change.outcomes.map((row) => {
    const made = simpleChange(ctx, row.change, main);
    return made === null ? { from: row.from, to: row.to } : { from: row.from, to: row.to, with: made };
  });
  return { kind: 'roll', outcomes };
}

/** One change; null for `let it happen` (which the parser allows only in a roll's rows). */
function simpleChange(ctx: AbilityContext, change: ChangeNode, main: string): ReplacementChange | null {
  // What else happens as the event changes, when the card says so.
  const then = (change.type === 'prevent' || change.type === 'set' || change.type === 'adjust') && change.then ? { then: compileEffect(ctx, change.then) } : {};
  switch (change.type) {
    case 'prevent':
      return { kind: 'prevent', ...then };
    case 'set':
      return { kind: 'set', field: change.field ? change.field.text : main, value: compileExpr(ctx, change.value), ...then };
    case 'adjust':
      return { kind: 'adjust', field: change.field ? change.field.text : main, amount: compileExpr(ctx, change.amount), ...then };
    case 'instead':
      return { kind: 'instead', effect: compileEffect(ctx, change.effect) };
    case 'let-happen':
    case 'roll':
      // A roll inside a roll's row is not read by the parser.
      return null;
  }
}

/** Names given with `as` anywhere in the ability: made-up names must not clash with them. */
function namesGiven(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namesGiven(item, out);
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    const type = record.type;
    if (type === 'target' || type === 'choose' || type === 'for-each' || type === 'reveal-until' || type === 'search') {
      const name = record.name as { text?: unknown } | null | undefined;
      if (name && typeof name.text === 'string') out.add(name.text);
    }
    for (const key of Object.keys(record)) if (key !== 'range') namesGiven(record[key], out);
  }
  return out;
}
