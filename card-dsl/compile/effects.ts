// Effects: one syntax node to one engine effect (engine/defs/effects.ts). Parts are compiled
// in the order they are written, so that `it` means what was read last.
import type { ArgType, Condition, Effect, EventPattern, Expr, GameArg, Selector, ZoneTarget } from '../../engine/defs';
import { cardNounAdvice, ruleNumberNames, ruleNumberOf, ruleNumberWords } from '../semantics/game-words';
import { listedAs } from '../semantics/registry';
import { knownText } from '../semantics/suggest';
import { categoryOfValue } from '../semantics/tree';
import { resourceNamed } from '../semantics/words';
import type { CardFilter, Effect as EffectNode, Sel, Expr as ExprNode, Name, RuleChangeNode, Subject, VerbArg, ZoneRef, DurationNode, Cond } from '../syntax/ast';
import { compileAbility } from './abilities';
import { assignArgs } from '../syntax/verb-args';
import { cardId } from './ids';
import { effectText } from './rules-text';
import { closest, freshName, hintFor, nextOrder, report, type AbilityContext } from './context';
import { compileCondition, compileExpr, compileSelector, inFilter, isShared, kindOf, zoneOwner } from './values';

/** Without a `who`, the ability's controller acts. */
function who(ctx: AbilityContext, sel: Sel | null): Selector {
  return sel === null ? { kind: 'you' } : compileSelector(ctx, sel);
}

/** Durations left out: a change lasts the turn; a delayed trigger waits for its event however long. */
function duration(node: DurationNode | null, fallback: DurationNode['value']): DurationNode['value'] {
  return node === null ? fallback : node.value;
}

export function eventPattern(ctx: AbilityContext, subject: Subject, event: string, condition: Cond | null): EventPattern {
  const pattern: EventPattern = { event, subject: subject.kind };
  if (condition) pattern.where = compileCondition(ctx, condition);
  return pattern;
}

export function compileEffect(ctx: AbilityContext, e: EffectNode): Effect {
  switch (e.type) {
    case 'damage': {
      const amount = compileExpr(ctx, e.amount);
      return { kind: 'damage', amount, to: compileSelector(ctx, e.to) };
    }
    case 'heal': {
      const amount = e.amount === 'all' ? 'all' : compileExpr(ctx, e.amount);
      return { kind: 'heal', amount, to: compileSelector(ctx, e.to) };
    }
    case 'prevent': {
      const amount = e.amount === 'all' ? 'all' : compileExpr(ctx, e.amount);
      return { kind: 'prevent', amount, to: compileSelector(ctx, e.to), duration: duration(e.duration, 'end-of-turn') };
    }
    case 'gain': {
      const to = who(ctx, e.who);
      return { kind: 'gain', resource: resourceNamed(ctx.vocab, e.resource.text) ?? e.resource.text, amount: compileExpr(ctx, e.amount), to };
    }
    case 'lose': {
      const from = who(ctx, e.who);
      return { kind: 'lose', resource: resourceNamed(ctx.vocab, e.resource.text) ?? e.resource.text, amount: compileExpr(ctx, e.amount), from };
    }
    case 'draw': {
      const player = who(ctx, e.who);
      const out: Effect = { kind: 'draw', count: compileExpr(ctx, e.count), who: player };
      if (e.from) out.from = e.from.text;
      return out;
    }
    case 'discard': {
      const player = who(ctx, e.who);
      const count = compileExpr(ctx, e.count);
      // When you discard, you are the owner: say `you`, as written cards do. Another player's
      // discard keeps its chooser: the player themself (`owner`) unless "of your choice".
      const chooser = e.chooser === 'random' ? 'random' : e.who === null || e.who.type === 'you' ? 'you' : e.chooser;
      return { kind: 'discard', count, who: player, chooser };
    }
    case 'destroy':
      return { kind: 'destroy', cards: compileSelector(ctx, e.cards) };
    case 'move': {
      const cards = compileSelector(ctx, e.cards);
      const out: Effect = { kind: 'move', cards, to: destination(ctx, cards, e.to, e.position) };
      if (e.faceUp !== null) out.faceUp = e.faceUp;
      return out;
    }
    case 'shuffle':
      return { kind: 'shuffle', zone: e.zone.zone.text, ...ownerOf(ctx, e.zone) };
    case 'create':
      return { kind: 'create', card: cardId(ctx.vocab.game, ctx.set, e.name.text), zone: e.zone.zone.text, ...ownerOf(ctx, e.zone) };
    case 'reveal':
      return { kind: 'reveal', cards: compileSelector(ctx, e.cards) };
    case 'look': {
      const count = compileExpr(ctx, e.count);
      const of = ownerOf(ctx, e.zone);
      return { kind: 'look-and-reorder', zone: e.zone.zone.text, ...of, count, toBottom: compileExpr(ctx, e.toBottom) };
    }
    case 'flip':
      return { kind: 'flip', cards: compileSelector(ctx, e.cards), faceUp: e.faceUp };
    case 'exhaust':
      return { kind: 'exhaust', cards: compileSelector(ctx, e.cards), exhausted: e.exhausted };
    case 'add-counter': {
      const amount = compileExpr(ctx, e.amount);
      return { kind: 'add-counter', counter: e.counter.text, amount, on: compileSelector(ctx, e.on) };
    }
    case 'remove-counter': {
      const amount = e.amount === 'all' ? 'all' : compileExpr(ctx, e.amount);
      return { kind: 'remove-counter', counter: e.counter.text, amount, from: compileSelector(ctx, e.from) };
    }
    case 'modify-stat': {
      const on = compileSelector(ctx, e.on);
      return { kind: 'modify-stat', stat: e.stat.text, amount: compileExpr(ctx, e.amount), on, duration: duration(e.duration, 'end-of-turn') };
    }
    case 'extra-action': {
      const player = who(ctx, e.who);
      // `2 extra minions` is two of the same play as `an extra minion`: the game counts them by one name.
      const action = e.action.text.length > 3 && e.action.text.endsWith('s') && !e.action.text.endsWith('ss') ? e.action.text.slice(0, -1) : e.action.text;
      return { kind: 'extra-action', action, count: compileExpr(ctx, e.count), who: player };
    }
    case 'cancel':
      return e.label ? { kind: 'cancel', what: e.what, label: e.label.text } : { kind: 'cancel', what: e.what };
    case 'roll': {
      const outcomes = e.outcomes.map((row) => ({ from: row.from, to: row.to, effect: compileEffect(ctx, row.effect) }));
      const out: Effect = { kind: 'roll', die: 'd6', outcomes };
      // The roll's value is a number (`var`), not a card: it is no candidate for `it`.
      if (e.bind) out.bind = e.bind.text.toLowerCase();
      return out;
    }
    case 'reroll':
      return e.final ? { kind: 'reroll', what: 'last-roll', final: true } : { kind: 'reroll', what: 'last-roll' };
    case 'set-roll':
      return { kind: 'set-roll', value: compileExpr(ctx, e.value), final: e.final };
    case 'modify-roll':
      return { kind: 'modify-roll', amount: compileExpr(ctx, e.amount) };
    case 'choose-mode': {
      const chooser = who(ctx, e.chooser);
      const modes = e.modes.map((mode) => compileEffect(ctx, mode));
      // Each mode as the card's face says it, for the player choosing ("gain 4¢", "loot 2").
      return { kind: 'choose-mode', modes, chooser, labels: modes.map((mode) => effectText(mode, ctx.vocab, ctx.targets ?? [])) };
    }
    case 'choose': {
      const chooser = who(ctx, e.chooser);
      const from = compileSelector(ctx, e.from);
      const name = e.name ? e.name.text : freshName(ctx, 'choice');
      const then = bound(ctx, name, () => compileEffect(ctx, e.then));
      return { kind: 'choose', name, from, min: e.min, max: e.max, chooser, then };
    }
    case 'vote': {
      const voters = compileSelector(ctx, e.who);
      const from = compileSelector(ctx, e.from);
      const name = e.name ? e.name.text : freshName(ctx, 'vote');
      return { kind: 'vote', voters, from, name, then: bound(ctx, name, () => compileEffect(ctx, e.then)) };
    }
    case 'may': {
      const player = who(ctx, e.who);
      return { kind: 'may', who: player, effect: compileEffect(ctx, e.effect) };
    }
    case 'if': {
      const condition = compileCondition(ctx, e.condition);
      const then = compileEffect(ctx, e.then);
      const out: Effect = { kind: 'if', condition, then };
      if (e.else) out.else = compileEffect(ctx, e.else);
      return out;
    }
    case 'for-each': {
      const items = compileSelector(ctx, e.in);
      const name = e.name ? e.name.text : freshName(ctx, 'each');
      return { kind: 'for-each', name, in: items, do: bound(ctx, name, () => compileEffect(ctx, e.do)) };
    }
    case 'repeat': {
      const times = compileExpr(ctx, e.times);
      return { kind: 'repeat', times, do: compileEffect(ctx, e.do) };
    }
    case 'sequence':
      return { kind: 'sequence', steps: e.steps.map((step) => compileEffect(ctx, step)) };
    case 'then-in-full':
      return { kind: 'then-in-full', first: compileEffect(ctx, e.first), then: compileEffect(ctx, e.then) };
    case 'delayed': {
      const on = eventPattern(ctx, e.subject, e.event.text, e.condition);
      return { kind: 'delayed-trigger', on, effect: compileEffect(ctx, e.effect), duration: duration(e.duration, 'permanent') };
    }
    case 'win':
      return { kind: 'win', who: who(ctx, e.who) };
    case 'lose-game':
      return { kind: 'lose-game', who: who(ctx, e.who) };
    case 'end-turn':
      return { kind: 'end-turn' };
    case 'extra-turn':
      return { kind: 'extra-turn', who: who(ctx, e.who) };
    case 'set-flag':
      return { kind: 'set-flag', flag: e.flag.text, scope: e.scope, value: compileExpr(ctx, e.value) };
    case 'become-copy': {
      const cards = compileSelector(ctx, e.cards);
      return { kind: 'become-copy', cards, of: compileSelector(ctx, e.of), duration: duration(e.duration, 'end-of-turn') };
    }
    case 'double':
      return { kind: 'double', cards: compileSelector(ctx, e.cards) };
    case 'verb':
      return compileVerb(ctx, e);
    case 'multiply':
      return { kind: 'multiply', resource: e.resource.text, factor: e.factor, who: who(ctx, e.who) };
    case 'change-rule': {
      const change = compileRuleChange(ctx, e);
      return { kind: 'change-rule', ...change, duration: duration(e.duration, 'end-of-turn') };
    }
    case 'grant': {
      const cards = compileSelector(ctx, e.cards);
      // The ability is an ability of its own: its targets and names are its own (it sees those bound around it).
      const ability = compileAbility(ctx.vocab, e.ability, ctx.diagnostics, { playLabels: ['play'], set: ctx.set, ...(ctx.variant ? { variant: ctx.variant } : {}) });
      return { kind: 'grant', cards, ability, duration: duration(e.duration, 'end-of-turn') };
    }
    case 'look-take':
      return lookTake(ctx, e);
    case 'reveal-until': {
      const of = ownerOf(ctx, e.zone);
      const until = describedCard(ctx, e.noun, e.filters);
      const name = e.name ? e.name.text : freshName(ctx, 'found');
      return { kind: 'reveal-until', zone: e.zone.zone.text, ...of, until, name, then: bound(ctx, name, () => compileEffect(ctx, e.then)) };
    }
    case 'search': {
      // A choice of up to one fitting card of the zone, then the zone is shuffled.
      const of = ownerOf(ctx, e.zone);
      const cards: Selector = { kind: 'zone', zone: e.zone.zone.text, ...of, position: 'all' };
      const where = describedCard(ctx, e.noun, e.filters);
      const from: Selector = isAlways(where) ? cards : { kind: 'filter', from: cards, where };
      const name = e.name ? e.name.text : freshName(ctx, 'found');
      const choose: Effect = { kind: 'choose', name, from, min: 0, max: 1, chooser: { kind: 'you' }, then: bound(ctx, name, () => compileEffect(ctx, e.then)) };
      return { kind: 'sequence', steps: [choose, { kind: 'shuffle', zone: e.zone.zone.text, ...of }] };
    }
    case 'broken':
      return { kind: 'sequence', steps: [] };
  }
}

/** `your hand limit is 8`, `purchases cost 2 more for each opponent`: the rule number's canonical name, whose, and the change. */
export function compileRuleChange(ctx: AbilityContext, node: RuleChangeNode): { rule: string; op: 'set' | 'add'; amount: Expr; who?: Selector } {
  const spec = ruleNumberOf(ctx.vocab, node.rule.text);
  if (!spec) {
    // Worded as the checker words it (the same finding, reported once): the rule numbers there are, nearest first.
    const advice = cardNounAdvice(ctx.vocab, node.rule.text);
    const guess = advice === '' ? closest(node.rule.text, ruleNumberWords(ctx.vocab)) : null;
    const hint = knownText(node.rule.text, guess ?? undefined, ruleNumberNames(ctx.vocab), listedAs('CW2032')!) + advice;
    report(ctx, 'CW2032', node.rule.range, { name: node.rule.text, game: ctx.vocab.name, hint }, guess ?? undefined);
  }
  const who = node.who ? compileSelector(ctx, node.who) : undefined;
  let amount = compileExpr(ctx, node.amount);
  // `for each opponent`: the amount once for each of them.
  if (node.each) amount = { kind: 'arith', op: '*', left: amount, right: { kind: 'count', of: compileSelector(ctx, node.each) } };
  return { rule: spec?.name ?? node.rule.text, op: node.op, amount, ...(who ? { who } : {}) };
}

/** A card as described after `until` or `for`: of the noun's kind (unless `card`), and meeting its filters, read of `it`. */
function describedCard(ctx: AbilityContext, noun: Name, filters: CardFilter[]): Condition {
  const it: Selector = { kind: 'bound', name: 'it' };
  const parts: Condition[] = [];
  const kind = kindOf(ctx.vocab, noun.text);
  if (kind !== null) parts.push({ kind: 'is-kind', card: it, cardKind: kind });
  for (const filter of filters) parts.push(inFilter(ctx, () => compileCondition(ctx, filter.where)));
  return parts.length === 1 ? parts[0]! : { kind: 'all', of: parts };
}

function isAlways(c: Condition): boolean {
  return c.kind === 'all' && c.of.length === 0;
}

/** `look at the top 3 cards of your deck, put 1 of them into your hand and the rest on the bottom`. */
function lookTake(ctx: AbilityContext, e: Extract<EffectNode, { type: 'look-take' }>): Effect {
  const count = compileExpr(ctx, e.count);
  const of = ownerOf(ctx, e.zone);
  const take = compileExpr(ctx, e.take);
  const zone = e.zone.zone.text;
  let to: ZoneTarget;
  if (e.to === 'top' || e.to === 'bottom') {
    // Back into the zone looked at: the shared one, or the same player's.
    const owner: ZoneTarget['of'] = isShared(ctx.vocab, e.zone) ? 'shared' : (of.of ?? 'you');
    to = { zone, of: owner, position: e.to };
  } else to = destination(ctx, { kind: 'self' }, e.to, 'top');
  const kind = e.noun ? kindOf(ctx.vocab, e.noun.text) : null;
  const filter: Condition | undefined = kind !== null ? { kind: 'is-kind', card: { kind: 'bound', name: 'it' }, cardKind: kind } : undefined;
  return { kind: 'look-and-take', zone, ...of, count, take, upTo: e.upTo, ...(filter ? { filter } : {}), to, rest: e.rest };
}

/** Runs `body` with `name` bound (a choice or a for-each item): inside it, `it` may mean it. */
function bound<T>(ctx: AbilityContext, name: string, body: () => T): T {
  ctx.lexical.push({ name, order: nextOrder(ctx) });
  try {
    return body();
  } finally {
    ctx.lexical.pop();
  }
}

function ownerOf(ctx: AbilityContext, ref: ZoneRef): { of?: Selector } {
  const of = zoneOwner(ctx, ref);
  return of ? { of } : {};
}

/** Where `move` puts cards: a shared zone, your zone, someone's zone, or (no owner) the card owner's. */
function destination(ctx: AbilityContext, cards: Selector, ref: ZoneRef, position: ZoneTarget['position']): ZoneTarget {
  const zone = ref.zone.text;
  if (isShared(ctx.vocab, ref)) return { zone, of: 'shared', position };
  if (ref.of === null) return { zone, position };
  if (ref.of.type === 'you') return { zone, of: 'you', position };
  const of = compileSelector(ctx, ref.of);
  // "On the bottom of its owner's stak", said of the cards being moved, is the engine's own
  // reading of a destination (each card to its owner's zone), which also holds for several cards.
  if ((of.kind === 'owner' || of.kind === 'controller') && sameValue(of.of, cards)) {
    return of.kind === 'owner' ? { zone, position } : { zone, of: 'controller', position };
  }
  return { zone, of, position };
}

/** Compiled values are built in a fixed key order, so equal values print alike. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// Which syntax nodes are which, by the tree's own table of node types.
function isSel(v: VerbArg['value']): v is Sel {
  return categoryOfValue(v) === 'sel';
}
function isExpr(v: VerbArg['value']): v is ExprNode {
  return categoryOfValue(v) === 'expr';
}
function isEffect(v: VerbArg['value']): v is EffectNode {
  // `broken` never gets here: cards with broken nodes are not compiled.
  return categoryOfValue(v) === 'effect';
}

/** What was found, in the checker's words (semantics/checks/verbs.ts). */
function described(v: VerbArg['value']): string {
  return isSel(v) ? 'card or player' : isExpr(v) ? 'number' : 'effect';
}

/**
 * `scrap this`, `reset it`, `play-from-hand with who you`: a verb of the game, typed by its
 * VerbSpec. Arguments are assigned as the checker assigns them (semantics/checks/verbs.ts): a
 * value without a name fills the first declared argument not given by name.
 */
function compileVerb(ctx: AbilityContext, e: Extract<EffectNode, { type: 'verb' }>): Effect {
  const verb = e.verb.text;
  const spec = ctx.vocab.verbs.find((v) => v.name === verb);
  if (!spec) {
    const guess = closest(verb, ctx.vocab.verbs.map((v) => v.name));
    report(ctx, 'CW2007', e.verb.range, { name: verb, game: ctx.vocab.name, hint: hintFor(guess) }, guess ?? undefined);
    return { kind: 'game', verb, args: {} };
  }
  const declared = Object.keys(spec.args);
  const filled = assignArgs(spec, e.args);
  // Values in source order (for `it`); the record in declaration order (stable output).
  const values = new Map<string, GameArg>();
  const given = new Set<string>();
  e.args.forEach((arg, i) => {
    const name = filled[i] ?? null;
    if (name === null) {
      if (arg.name) {
        const guess = closest(arg.name.text, declared);
        report(ctx, 'CW2012', arg.name.range, { verb, name: arg.name.text, hint: hintFor(guess) }, guess ?? undefined);
      } else report(ctx, 'CW2012', arg.range, { verb, name: `#${i + 1}`, hint: ` (it takes ${declared.join(', ') || 'none'})` });
      return;
    }
    if (given.has(name)) {
      report(ctx, 'CW3006', arg.name?.range ?? arg.range, { stat: name });
      return;
    }
    given.add(name);
    const value = verbValue(ctx, spec.args[name]!, arg);
    if (value !== undefined) values.set(name, value);
  });
  const args: Record<string, GameArg> = {};
  for (const name of declared) {
    const value = values.get(name);
    if (value !== undefined) args[name] = value;
    else if (!given.has(name)) report(ctx, 'CW2013', e.range, { verb, name });
  }
  return { kind: 'game', verb, args };
}

/** A word written where a word is expected reaches us as a name (`bound`) or a variable. */
function wordOf(v: VerbArg['value']): string | null {
  if (v.type === 'bound' || v.type === 'var') return v.name.text;
  return null;
}

function verbValue(ctx: AbilityContext, type: ArgType, arg: VerbArg): GameArg | undefined {
  const v = arg.value;
  const wrong = (expected: string) => {
    report(ctx, 'CW3009', arg.range, { expected, found: described(v) });
    return undefined;
  };
  switch (type) {
    case 'selector':
      if (isSel(v)) return compileSelector(ctx, v);
      // A bare name read as a number variable still names a target or choice here.
      if (v.type === 'var') return compileSelector(ctx, { type: 'bound', range: v.range, name: v.name });
      return wrong('card or player');
    case 'expr':
      if (isExpr(v)) return compileExpr(ctx, v);
      if (v.type === 'bound') return compileExpr(ctx, { type: 'var', range: v.range, name: v.name });
      return wrong('number');
    case 'number':
      return v.type === 'number' ? v.value : wrong('whole number');
    case 'word': {
      const word = wordOf(v);
      return word === null ? wrong('word') : word;
    }
    case 'boolean': {
      const word = wordOf(v);
      if (word === 'true' || word === 'yes') return true;
      if (word === 'false' || word === 'no') return false;
      return wrong('yes or no');
    }
    case 'effect':
      return isEffect(v) ? compileEffect(ctx, v) : wrong('effect');
  }
}
