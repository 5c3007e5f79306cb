// Abilities (engine/defs/cards.ts) back to syntax: the reverse of compile/abilities.ts. Each
// ability is written with the names its effect needs: it is decompiled once with no `as`, then
// again with `as <name>` on every binder a reference could not reach with `it` (or whose made-up
// name would differ), until nothing more is needed.
import type { Ability, Condition, Cost, Replacement, ReplacementChange, TargetSpec, Vocabulary } from '../../engine/defs';
import type * as A from '../syntax/ast';
import { effect, ruleChange, subjectOf } from './effects';
import { BINDING_EFFECTS } from './kinds';
import { NO_RANGE, rowFaces, track, word } from './nodes';
import { at, fail } from './problems';
import { Scope } from './scope';
import { condition, expr, plainWord, selector } from './values';

export type AbilityEnv = {
  vocab: Vocabulary;
  set: string;
  cardNames: ReadonlyMap<string, string>;
  /** In a variant's rules: its id (`rule:` starts its play abilities). */
  variant: string | null;
  /** On a card: its kind's ability words (`entry`, `reward`), written as labels (`entry: …`). */
  abilityWords?: readonly string[];
  /** An ability an effect gives (`… has { when this dies: … }`): the names bound around it, which it may use. */
  granted?: { names: ReadonlySet<string>; use(name: string): void };
};

/**
 * The ability a `grant` gives, written inside the braces: an ability of its own (its targets and
 * made-up names are its own) that may use the names bound around the effect.
 */
export function grantedAbility(outer: Scope, a: Ability, path: string): A.Ability {
  if (a.kind === 'play' || a.kind === 'enters') fail(at(path, 'kind'), `a ${a.kind === 'play' ? '"play:"' : '"enters"'} ability cannot be given: it takes effect as a card is played or comes into a zone`);
  const names = outer.visibleNames();
  return ability({ vocab: outer.vocab, set: outer.set, cardNames: outer.cardNames, variant: outer.variant, abilityWords: [], granted: { names, use: (name) => outer.needName(name) } }, a, path);
}

/** Ability words that start another item when followed by `:` or `if` (`die:`, `static:`, `tap:` …). */
const NOT_A_LABEL = new Set(['die', 'param', 'static', 'when', 'whenever', 'tap', 'enters', 'once', 'text', 'each', 'pay', 'discard', 'destroy', 'remove']);

export function ability(env: AbilityEnv, a: Ability, path: string): A.Ability {
  const targets = 'targets' in a ? a.targets : null;
  const binders = bindersOf(a);
  let explicit = new Set<string>();
  // Each run can only add names, and a name is added at most once: this ends.
  for (let run = 0; run <= binders.all.size + 1; run += 1) {
    const scope = newScope(env, a, targets, path, binders, explicit);
    const node = write(scope, a, path, env);
    scope.checkAllTargetsPlaced();
    const more = [...scope.needNames, ...scope.misnamed.slice(0, 1)].filter((name) => !explicit.has(name));
    if (more.length === 0) return track(node, path);
    explicit = new Set([...explicit, ...more]);
  }
  return fail(path, 'the names this ability binds could not be written so that they read back the same');
}

function newScope(env: AbilityEnv, a: Ability, targets: TargetSpec[] | null, path: string, binders: Binders, explicit: Set<string>): Scope {
  const taken = new Set([...binders.taking].filter((name) => explicit.has(name)));
  // Abilities that choose nothing (static, replacement, enters) have no targets to hoist.
  const hoisting = a.kind === 'play' || a.kind === 'triggered' || a.kind === 'activated' ? (targets ?? []) : null;
  return new Scope(env.vocab, env.set, env.cardNames, hoisting, at(path, 'targets'), binders.all, explicit, taken, env.variant, selector, env.granted ?? null);
}

type Binders = { all: Set<string>; taking: Set<string> };

/** Names the ability binds; `taking`: those the compiler counts as taken when it makes names up (not votes). */
function bindersOf(a: Ability): Binders {
  const all = new Set<string>();
  const taking = new Set<string>();
  if ('targets' in a) {
    for (const t of a.targets) {
      all.add(t.name);
      taking.add(t.name);
    }
  }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      if (BINDING_EFFECTS.has(record.kind as never) && typeof record.name === 'string') {
        all.add(record.name);
        if (record.kind !== 'vote') taking.add(record.name);
      }
      // An ability a grant gives binds its own names.
      if (record.kind === 'grant') visit(record.cards);
      else for (const value of Object.values(record)) visit(value);
    }
  };
  visit(a);
  return { all, taking };
}

function write(scope: Scope, a: Ability, path: string, env: AbilityEnv): A.Ability {
  const playLabels = env.variant === null || env.granted ? ['play'] : ['rule', 'play'];
  switch (a.kind) {
    case 'play':
      return { type: 'labelled', range: NO_RANGE, label: word(env.variant === null ? 'play' : 'rule'), once: false, condition: null, effect: effect(scope, a.effect, at(path, 'effect')) };
    case 'triggered': {
      if (a.optional) fail(at(path, 'optional'), 'an optional trigger cannot be written; say "you may …" in its effect instead');
      const whose = subjectOf(a.on, at(path, 'on'));
      const event = plainWord(a.on.event, at(path, 'on', 'event'), 'an event');
      const cond = a.on.where === undefined ? null : condition(scope, a.on.where, at(path, 'on', 'where'));
      const then = effect(scope, a.effect, at(path, 'effect'));
      // This card's own event is written as its kind's ability word (`entry: …`), or in a
      // variant as a label, unless the word means something else there.
      // A given ability says `when this …`: the card it lands on may be of any kind.
      const label = env.granted ? false : env.variant === null ? (env.abilityWords ?? []).includes(event.text) : true;
      if (whose.kind === 'self' && label && !playLabels.includes(event.text) && !NOT_A_LABEL.has(event.text)) {
        return { type: 'labelled', range: NO_RANGE, label: event, once: a.oncePerTurn, condition: cond, effect: then };
      }
      return { type: 'when', range: NO_RANGE, subject: whose, event, condition: cond, once: a.oncePerTurn, effect: then };
    }
    case 'activated': {
      if (a.costs.length === 0) fail(at(path, 'costs'), 'an activated ability without a cost cannot be written; its line starts with what it costs ("tap: …")');
      const costs = a.costs.map((c, i) => cost(scope, c, at(path, 'costs', i), i === 0));
      return { type: 'activated', range: NO_RANGE, costs, once: a.oncePerTurn, effect: effect(scope, a.effect, at(path, 'effect')) };
    }
    case 'static': {
      if (a.modifiers.length === 0) fail(at(path, 'modifiers'), 'a static ability without a change cannot be written');
      const modifiers = a.modifiers.map((m, i): A.StaticNode => {
        const to = selector(scope, m.to, at(path, 'modifiers', i, 'to'));
        const amount = expr(scope, m.amount, at(path, 'modifiers', i, 'amount'));
        const stat = plainWord(m.stat, at(path, 'modifiers', i, 'stat'), 'a stat');
        const cond = m.condition === undefined ? null : condition(scope, m.condition, at(path, 'modifiers', i, 'condition'));
        // A change of a card's cost by a number reads as a price: `events in your hand cost 1 less`.
        const asCost = stat.text === 'cost' && amount.type === 'number' && amount.value !== 0;
        return { range: NO_RANGE, to, amount, stat, condition: cond, ...(asCost ? { form: 'cost' as const } : {}) };
      });
      return { type: 'static', range: NO_RANGE, modifiers };
    }
    case 'enters':
      return { type: 'enters', range: NO_RANGE, zone: plainWord(a.zone, at(path, 'zone'), 'a zone'), exhausted: a.exhausted };
    case 'replacement':
      return replacement(scope, a, path);
    case 'rule-number': {
      // `static: your hand limit is 8 [while …]` on a card; `rule [if …]: …` in a variant's rules.
      const change = ruleChange(scope, a, path);
      const cond = a.condition === undefined ? null : condition(scope, a.condition, at(path, 'condition'));
      const label = env.variant !== null && !env.granted ? 'rule' : 'static';
      return { type: 'rule-number', range: NO_RANGE, label: word(label), condition: cond, ...change };
    }
    case 'prohibition': {
      const cards = selector(scope, a.cards, at(path, 'cards'));
      const cond = a.condition === undefined ? null : condition(scope, a.condition, at(path, 'condition'));
      return { type: 'prohibition', range: NO_RANGE, cards, act: word(a.act), condition: cond };
    }
  }
}

function cost(scope: Scope, c: Cost, path: string, first: boolean): A.CostNode {
  switch (c.kind) {
    case 'exhaust':
      return { type: 'tap', range: NO_RANGE };
    case 'pay': {
      const amount = expr(scope, c.amount, at(path, 'amount'));
      // A line is known to start with costs by its first words: `pay 3 …`.
      if (first && (amount.type !== 'number' || amount.value < 0)) fail(at(path, 'amount'), 'a first cost "pay" is written with a plain number ("pay 3 cents: …"); put another cost first');
      return { type: 'pay', range: NO_RANGE, amount, resource: plainWord(c.resource, at(path, 'resource'), 'a resource') };
    }
    case 'discard':
      return { type: 'discard', range: NO_RANGE, count: c.count };
    case 'destroy-self':
      return { type: 'destroy-self', range: NO_RANGE };
    case 'remove-counters':
      return { type: 'remove-counters', range: NO_RANGE, count: c.count, counter: plainWord(c.counter, at(path, 'counter'), 'a counter') };
  }
}

/** `each time you would roll a 1 if …: make it 6`. */
function replacement(scope: Scope, a: Extract<Ability, { kind: 'replacement' }>, path: string): A.Ability {
  if (a.optional) fail(at(path, 'optional'), 'an optional replacement cannot be written');
  const whose = subjectOf(a.replaces, at(path, 'replaces'));
  const event = plainWord(a.replaces.event, at(path, 'replaces', 'event'), 'an event');
  // "It" is the event's main number: a roll's value, else the amount.
  const main = event.text === 'roll' ? 'value' : 'amount';
  const where = a.replaces.where;
  const wherePath = at(path, 'replaces', 'where');
  const isValue = (c: Condition): c is Extract<Condition, { kind: 'compare' }> & { right: number } =>
    c.kind === 'compare' && c.op === '=' && typeof c.left === 'object' && c.left.kind === 'event-value' && c.left.field === main && typeof c.right === 'number' && c.right >= 0;
  let value: { value: number; range: A.Name['range'] } | null = null;
  let cond: A.Cond | null = null;
  if (where !== undefined) {
    if (isValue(where)) value = { value: where.right, range: NO_RANGE };
    else if (where.kind === 'all' && where.of.length === 2 && isValue(where.of[0]!)) {
      value = { value: where.of[0].right, range: NO_RANGE };
      cond = condition(scope, where.of[1]!, at(wherePath, 'of', 1));
    } else cond = condition(scope, where, wherePath);
  }
  return { type: 'replacement', range: NO_RANGE, subject: whose, event, value, condition: cond, change: change(scope, a.with, at(path, 'with'), main) };
}

function change(scope: Scope, c: Replacement, path: string, main: string): A.ChangeNode {
  if (c.kind !== 'roll') return simpleChange(scope, c, path, main);
  const outcomes = c.outcomes.map((row, i): A.ChangeRow => {
    const made: A.ChangeNode = row.with === undefined ? { type: 'let-happen', range: NO_RANGE } : simpleChange(scope, row.with, at(path, 'outcomes', i, 'with'), main);
    return { ...rowFaces(row.from, row.to), change: made };
  });
  return { type: 'roll', range: NO_RANGE, outcomes };
}

function simpleChange(scope: Scope, c: ReplacementChange, path: string, main: string): A.ChangeNode {
  // The compiler reads what else happens before the change itself.
  const then = c.kind !== 'instead' && c.then !== undefined ? effect(scope, c.then, at(path, 'then')) : null;
  const field = (f: string): A.Name | null => {
    if (f === main) return null;
    if (f === 'it') fail(at(path, 'field'), 'a field called "it" cannot be written: "it" is the event\'s main number');
    return plainWord(f, at(path, 'field'), 'a field of the event');
  };
  switch (c.kind) {
    case 'prevent':
      return { type: 'prevent', range: NO_RANGE, then };
    case 'set':
      return { type: 'set', range: NO_RANGE, field: field(c.field), value: expr(scope, c.value, at(path, 'value')), then };
    case 'adjust':
      return { type: 'adjust', range: NO_RANGE, field: field(c.field), amount: expr(scope, c.amount, at(path, 'amount')), then };
    case 'instead':
      return { type: 'instead', range: NO_RANGE, effect: effect(scope, c.effect, at(path, 'effect')) };
  }
}

