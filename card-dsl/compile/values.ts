// Selectors, numbers and conditions: one syntax node to one engine value (engine/defs/values.ts).
// Two things are not 1:1: `target` is hoisted to the ability's targets, and `it` becomes the
// name it stands for (except inside a filter, where the engine binds `it` to each candidate).
import type { Condition, Expr, HistoryPattern, Selector, Vocabulary } from '../../engine/defs';
import { historyEventName } from '../semantics/game-words';
import { resourceNamed } from '../semantics/words';
import { zoneName } from '../semantics/zones';
import type { Cond, Expr as ExprNode, HistoryBy, Name, Sel, ZoneRef } from '../syntax/ast';
import { cardId } from './ids';
import { closest, hintFor, latestBinding, nextOrder, report, freshName, type AbilityContext } from './context';

/** The words the parser gives for `it`, `them`, `they`, `its`, `their`. */
type ZoneSelector = Extract<Selector, { kind: 'zone' }>;

const PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'they', 'its', 'their']);

export function isPronoun(name: string): boolean {
  return PRONOUNS.has(name);
}

export function compileSelector(ctx: AbilityContext, sel: Sel): Selector {
  switch (sel.type) {
    case 'self':
      return { kind: 'self' };
    case 'you':
      return { kind: 'you' };
    case 'active-player':
      return { kind: 'active-player' };
    case 'players':
      return { kind: 'players', which: sel.which };
    case 'bound':
      return { kind: 'bound', name: boundName(ctx, sel) };
    case 'event':
      return { kind: 'event', field: sel.field.text };
    case 'owner':
      return { kind: 'owner', of: compileSelector(ctx, sel.of) };
    case 'controller':
      return { kind: 'controller', of: compileSelector(ctx, sel.of) };
    case 'zone': {
      const of = zoneOwner(ctx, sel.zone);
      const out: ZoneSelector = { kind: 'zone', zone: zoneName(ctx.vocab, sel.zone), ...(of ? { of } : {}), position: sel.position };
      if (sel.count) out.count = compileExpr(ctx, sel.count);
      if (sel.depth) out.depth = compileExpr(ctx, sel.depth);
      // `minions in each player's hand`: only the cards of the noun's kind.
      const kind = sel.position === 'all' && !sel.count && !sel.depth && sel.noun ? nounKindFilter(ctx.vocab, out.zone, sel.noun.text) : null;
      return kind === null ? out : { kind: 'filter', from: out, where: { kind: 'is-kind', card: { kind: 'bound', name: 'it' }, cardKind: kind } };
    }
    case 'filter': {
      const from = compileSelector(ctx, sel.from);
      return { kind: 'filter', from, where: inFilter(ctx, () => compileCondition(ctx, sel.where)) };
    }
    case 'most': {
      const from = compileSelector(ctx, sel.from);
      return { kind: 'most', from, by: inFilter(ctx, () => compileExpr(ctx, sel.by)), which: sel.which };
    }
    case 'union':
      return { kind: 'union', of: sel.of.map((part) => compileSelector(ctx, part)) };
    case 'target':
      return hoistTarget(ctx, sel);
    case 'happened': {
      const pattern = historyPattern(ctx, sel.by, sel.event, sel.thisWay, false, sel.noun);
      return { kind: 'happened', ...pattern };
    }
    case 'broken':
      // Cards with broken nodes are skipped before compiling; this keeps the switch total.
      return { kind: 'self' };
  }
}

/**
 * The kind a noun names (`bots` is `bot`), or null for `card` and `cards` (any card). A noun the
 * game does not have stays as written: the checker reports it.
 */
export function kindOf(vocab: Vocabulary, noun: string): string | null {
  const singular = noun.endsWith('s') ? noun.slice(0, -1) : noun;
  if (singular === 'card') return null;
  if (vocab.cardKinds.some((k) => k.name === noun)) return noun;
  return vocab.cardKinds.some((k) => k.name === singular) ? singular : noun;
}

/**
 * The kind `<noun> in <zone>` keeps to (`minions in your hand` is the hand's minions), or null when
 * the noun takes every card of the zone: `card`/`cards`, a noun that is no kind of the game (the
 * checker reports it), a game with one kind of card (every Stak Bots card is a bot), and a zone
 * named for the kind, which holds no other (`minion in your minions`).
 */
export function nounKindFilter(vocab: Vocabulary, zone: string, noun: string): string | null {
  const kind = kindOf(vocab, noun);
  if (kind === null || !vocab.cardKinds.some((k) => k.name === kind) || vocab.cardKinds.length < 2) return null;
  return zone === kind || zone === `${kind}s` ? null : kind;
}

/** This turn's events to look back on: the event as the game names it, whose, and of what kind of card. */
function historyPattern(ctx: AbilityContext, by: HistoryBy, event: Name, thisWay: boolean, baseForm: boolean, noun: Name | null): HistoryPattern {
  const name = historyEventName(event.text, ctx.vocab.events.map((e) => e.name), baseForm) ?? event.text;
  const kind = noun ? kindOf(ctx.vocab, noun.text) : null;
  return {
    event: name,
    ...(by !== 'any' ? { by } : {}),
    ...(kind !== null ? { where: { kind: 'is-kind', card: { kind: 'event', field: 'card' }, cardKind: kind } } : {}),
    ...(thisWay ? { thisWay: true } : {}),
  };
}

/** Whose zone: none for a shared zone (or one given without an owner), else the owner's selector. */
export function zoneOwner(ctx: AbilityContext, ref: ZoneRef): Selector | undefined {
  if (ref.of === null || isShared(ctx.vocab, ref)) return undefined;
  return compileSelector(ctx, ref.of);
}

/**
 * Whether a zone is one for the whole table. The vocabulary knows; the parser's `shared` only
 * says it was written `the supply`, and is the answer for a zone the vocabulary lacks.
 */
export function isShared(vocab: Vocabulary, ref: ZoneRef): boolean {
  const spec = vocab.zones.find((z) => z.name === zoneName(vocab, ref));
  return spec ? spec.scope === 'shared' : ref.shared;
}

export function inFilter<T>(ctx: AbilityContext, body: () => T): T {
  ctx.filterDepth += 1;
  try {
    return body();
  } finally {
    ctx.filterDepth -= 1;
  }
}

function boundName(ctx: AbilityContext, sel: Extract<Sel, { type: 'bound' }>): string {
  const name = sel.name.text;
  if (!isPronoun(name)) return name;
  // The engine binds `it` to each candidate while it filters.
  if (ctx.filterDepth > 0) return 'it';
  const latest = latestBinding(ctx);
  if (latest !== null) return latest;
  report(ctx, 'CW3011', sel.range, { name });
  return 'it';
}

/** `target …` becomes one of the ability's targets (chosen when it is used) and a reference to it. */
function hoistTarget(ctx: AbilityContext, sel: Extract<Sel, { type: 'target' }>): Selector {
  // `it` in the target's own description means what came before it, not the target itself.
  const from = compileSelector(ctx, sel.from);
  if (ctx.targets === null) {
    report(ctx, 'CW3009', sel.range, { expected: 'card or player fixed by the card (nothing is chosen here)', found: 'target' });
    return from;
  }
  // A target is chosen before the ability resolves, so it cannot depend on a choice or an item made while it resolves.
  const inner = new Set(ctx.lexical.map((b) => b.name));
  for (const used of boundNames(from)) {
    if (inner.has(used)) report(ctx, 'CW2008', sel.from.range, { name: used, hint: ': targets are chosen before the ability resolves' });
  }
  const name = sel.name ? sel.name.text : freshName(ctx, 'target');
  ctx.targets.push({ name, from, min: sel.min, max: sel.max });
  ctx.latestTarget = { name, order: nextOrder(ctx) };
  return { kind: 'bound', name };
}

/** Every bound name a compiled value refers to. */
function boundNames(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) boundNames(item, out);
  } else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (node.kind === 'bound' && typeof node.name === 'string') out.push(node.name);
    for (const key of Object.keys(node)) boundNames(node[key], out);
  }
  return out;
}

export function compileExpr(ctx: AbilityContext, expr: ExprNode): Expr {
  switch (expr.type) {
    case 'number':
      return expr.value;
    case 'count':
      return { kind: 'count', of: compileSelector(ctx, expr.of) };
    case 'property':
      return property(ctx, expr);
    case 'damage-on':
      return { kind: 'damage-on', of: compileSelector(ctx, expr.of) };
    case 'var':
      // `X` is written in capitals on cards; engine names are lowercase.
      return { kind: 'var', name: expr.name.text.toLowerCase() };
    case 'event-value':
      return { kind: 'event-value', field: expr.field.text };
    case 'param':
      // Outside a variant the checker reported CW3020; the value is then never used.
      return ctx.variant ? { kind: 'param', variant: ctx.variant, name: expr.name.text } : 0;
    case 'arith': {
      const left = compileExpr(ctx, expr.left);
      return { kind: 'arith', op: expr.op, left, right: compileExpr(ctx, expr.right) };
    }
    case 'divide': {
      const of = compileExpr(ctx, expr.of);
      return { kind: 'divide', of, by: compileExpr(ctx, expr.by), round: expr.round };
    }
    case 'times':
      return { kind: 'event-count', ...historyPattern(ctx, expr.by, expr.event, expr.thisWay, false, null) };
    case 'total-here': {
      // A game without places, or a total other than its own, is reported by the checker (CW3040, CW3041).
      const of = compileSelector(ctx, expr.of);
      return ctx.vocab.places === undefined ? 0 : { kind: 'total-here', of };
    }
    case 'broken':
      return 0;
  }
}

/** `the power of X`, `your cents`: a stat, a resource or a counter, as the vocabulary names it. */
function property(ctx: AbilityContext, expr: Extract<ExprNode, { type: 'property' }>): Expr {
  const name = expr.name.text;
  const of = compileSelector(ctx, expr.of);
  const stats = statNames(ctx.vocab);
  // `vp-2` is the second number of a `vp 5 3 2` header.
  const base = name.replace(/-\d+$/, '');
  if (stats.includes(name) || stats.includes(base)) return { kind: 'stat', stat: name, of };
  const resource = resourceNamed(ctx.vocab, name);
  if (resource !== null) return { kind: 'resource', resource, of };
  if (ctx.vocab.counters.some((c) => c.name === name)) return { kind: 'counter', counter: name, of };
  const known = [...stats, ...ctx.vocab.resources.map((r) => r.name), ...ctx.vocab.counters.map((c) => c.name)];
  const guess = closest(name, known);
  report(ctx, 'CW2006', expr.name.range, { name, game: ctx.vocab.name, hint: hintFor(guess) }, guess ?? undefined);
  return { kind: 'stat', stat: name, of };
}

function statNames(vocab: Vocabulary): string[] {
  const out: string[] = [];
  for (const kind of vocab.cardKinds) for (const stat of kind.stats) if (!out.includes(stat.name)) out.push(stat.name);
  return out;
}

export function compileCondition(ctx: AbilityContext, cond: Cond): Condition {
  switch (cond.type) {
    case 'all':
      return { kind: 'all', of: cond.of.map((c) => compileCondition(ctx, c)) };
    case 'any':
      return { kind: 'any', of: cond.of.map((c) => compileCondition(ctx, c)) };
    case 'not':
      return { kind: 'not', of: compileCondition(ctx, cond.of) };
    case 'compare': {
      const left = compileExpr(ctx, cond.left);
      return { kind: 'compare', left, op: cond.op, right: compileExpr(ctx, cond.right) };
    }
    case 'exists':
      return { kind: 'exists', of: compileSelector(ctx, cond.of) };
    case 'is-kind':
      return { kind: 'is-kind', card: compileSelector(ctx, cond.card), cardKind: cond.kind.text };
    case 'has-tag':
      return { kind: 'has-tag', card: compileSelector(ctx, cond.card), tag: cond.tag.text };
    case 'is-card':
      // A card of the set by name: its id (the checker reports a name the set does not have).
      return { kind: 'is-card', card: compileSelector(ctx, cond.card), id: cardId(ctx.vocab.game, ctx.set, cond.name.text) };
    case 'is-self':
      return { kind: 'is-self', card: compileSelector(ctx, cond.card) };
    case 'face-up': {
      // The engine only asks "face up?"; face down is its negation.
      const up: Condition = { kind: 'face-up', card: compileSelector(ctx, cond.card) };
      return cond.up ? up : { kind: 'not', of: up };
    }
    case 'is-top':
      return { kind: 'is-top', card: compileSelector(ctx, cond.card) };
    case 'in-zone':
      return { kind: 'in-zone', card: compileSelector(ctx, cond.card), zone: cond.zone.text };
    case 'is-you':
      return { kind: 'is-you', player: compileSelector(ctx, cond.player) };
    case 'is-active-player':
      return { kind: 'is-active-player', player: compileSelector(ctx, cond.player) };
    case 'is-alive': {
      // The engine only asks "alive?"; dead is its negation.
      const alive: Condition = { kind: 'is-alive', player: compileSelector(ctx, cond.player) };
      return cond.alive ? alive : { kind: 'not', of: alive };
    }
    case 'flag':
      return { kind: 'flag', flag: cond.flag.text, scope: cond.scope, op: cond.op, value: cond.value };
    case 'option':
      return { kind: 'option', option: cond.option.text };
    case 'in-state':
      return { kind: 'in-state', card: compileSelector(ctx, cond.card), state: cond.state.text };
    case 'roll-on-stack':
      return { kind: 'roll-on-stack' };
    case 'same': {
      const card = compileSelector(ctx, cond.card);
      return { kind: 'same', card, as: compileSelector(ctx, cond.as) };
    }
    case 'happened': {
      // `you did not attack this turn`: no such event this turn; `you attacked this turn`: at least one.
      const count: Expr = { kind: 'event-count', ...historyPattern(ctx, cond.by, cond.event, cond.thisWay, cond.negated, cond.noun) };
      return { kind: 'compare', left: count, op: cond.negated ? '=' : '>=', right: cond.negated ? 0 : 1 };
    }
    case 'here': {
      // Reported by the checker in a game without places (CW3040).
      const card = compileSelector(ctx, cond.card);
      return ctx.vocab.places === undefined ? { kind: 'all', of: [] } : { kind: 'same-place', card };
    }
    case 'broken':
      return { kind: 'all', of: [] };
  }
}

