// Effects (engine/defs/effects.ts) back to syntax: the reverse of compile/effects.ts, one case
// per kind, parts in the compiler's order. Where the compiler fills something in (the player
// who acts is you, a change lasts the turn, a delayed trigger waits for good), the default is
// left unwritten; where it makes one of two forms (a discard by you is chosen by you), the other
// cannot be written and is refused with its path.
import type { ArgType, Condition, Duration, Effect, EventPattern, Expr, GameArg, Selector, ZoneTarget } from '../../engine/defs';
import { RESERVED } from '../syntax/parser';
import type * as A from '../syntax/ast';
import { ruleNumberOf, ruleNumberWords } from '../semantics/game-words';
import { hintText, suggest } from '../semantics/suggest';
import { grantedAbility } from './abilities';
import { categoryOf, type ValueCategory } from './kinds';
import { bound, duration, it, NO_RANGE, num, rowFaces, subject, track, word, zoneRef } from './nodes';
import { at, fail } from './problems';
import { isWritableName, type Scope } from './scope';
import { condition, expr, plainWord, selector, zoneReference } from './values';

type Of<K extends Effect['kind']> = Extract<Effect, { kind: K }>;

/** The player who acts: left out when it is you. */
function who(scope: Scope, s: Selector, path: string): A.Sel | null {
  return s.kind === 'you' ? null : selector(scope, s, path, true);
}

/**
 * How long a change lasts is always written (`until end of turn`), so that nobody reads a
 * change as permanent; a delayed trigger's `for the rest of the game` (it waits for its event
 * however long) is left to the default.
 */
function lasting(value: Duration, fallback: Duration | null = null): A.DurationNode | null {
  return duration(value === fallback ? null : value);
}

/** `when`/`at the next`: whose event. The compiler always says whose. */
export function subjectOf(pattern: EventPattern, path: string): A.Subject {
  if (pattern.subject === undefined) fail(at(path, 'subject'), 'missing: whose event it is ("self", "yours", "opponents" or "any"); the language always says');
  return subject(pattern.subject);
}

export function effect(scope: Scope, e: Effect, path: string): A.Effect {
  return track(effectNode(scope, e, path), path);
}

function effectNode(scope: Scope, e: Effect, path: string): A.Effect {
  switch (e.kind) {
    case 'damage': {
      const amount = expr(scope, e.amount, at(path, 'amount'));
      return { type: 'damage', range: NO_RANGE, amount, to: selector(scope, e.to, at(path, 'to')) };
    }
    case 'heal': {
      const amount = e.amount === 'all' ? 'all' : expr(scope, e.amount, at(path, 'amount'));
      return { type: 'heal', range: NO_RANGE, amount, to: selector(scope, e.to, at(path, 'to')) };
    }
    case 'prevent': {
      const amount = e.amount === 'all' ? 'all' : expr(scope, e.amount, at(path, 'amount'));
      return { type: 'prevent', range: NO_RANGE, amount, to: selector(scope, e.to, at(path, 'to')), duration: lasting(e.duration) };
    }
    case 'gain':
    case 'lose': {
      const player = who(scope, e.kind === 'gain' ? e.to : e.from, at(path, e.kind === 'gain' ? 'to' : 'from'));
      const amount = expr(scope, e.amount, at(path, 'amount'));
      return { type: e.kind, range: NO_RANGE, who: player, amount, resource: plainWord(e.resource, at(path, 'resource'), 'a resource') };
    }
    case 'draw': {
      const player = who(scope, e.who, at(path, 'who'));
      const count = expr(scope, e.count, at(path, 'count'));
      return { type: 'draw', range: NO_RANGE, who: player, count, from: e.from === undefined ? null : plainWord(e.from, at(path, 'from'), 'a zone') };
    }
    case 'discard':
      return discard(scope, e, path);
    case 'destroy':
    case 'reveal':
      return { type: e.kind, range: NO_RANGE, cards: selector(scope, e.cards, at(path, 'cards')) };
    case 'move':
      return move(scope, e, path);
    case 'shuffle':
      return { type: 'shuffle', range: NO_RANGE, zone: zoneReference(scope, e.zone, e.of, path) };
    case 'create': {
      const name = scope.cardNames.get(e.card);
      if (name === undefined) fail(at(path, 'card'), `"${e.card}" is not a card of this set; the language creates cards of the set, by name`);
      return { type: 'create', range: NO_RANGE, name: { text: name, range: NO_RANGE }, zone: zoneReference(scope, e.zone, e.of, path) };
    }
    case 'look-and-reorder': {
      const count = expr(scope, e.count, at(path, 'count'));
      const zone = zoneReference(scope, e.zone, e.of, path);
      return { type: 'look', range: NO_RANGE, count, zone, toBottom: expr(scope, e.toBottom, at(path, 'toBottom')) };
    }
    case 'flip':
      return { type: 'flip', range: NO_RANGE, cards: selector(scope, e.cards, at(path, 'cards')), faceUp: e.faceUp };
    case 'exhaust':
      return { type: 'exhaust', range: NO_RANGE, cards: selector(scope, e.cards, at(path, 'cards')), exhausted: e.exhausted };
    case 'add-counter': {
      const amount = expr(scope, e.amount, at(path, 'amount'));
      // `put <count> <counter> counters on …` takes a whole number or X.
      if (!((amount.type === 'number' && amount.value >= 0) || (amount.type === 'var' && amount.name.text === 'x'))) {
        fail(at(path, 'amount'), 'counters are put on cards in a whole number of 0 or more, or X');
      }
      return { type: 'add-counter', range: NO_RANGE, amount, counter: plainWord(e.counter, at(path, 'counter'), 'a counter'), on: selector(scope, e.on, at(path, 'on')) };
    }
    case 'remove-counter': {
      const amount = e.amount === 'all' ? 'all' : expr(scope, e.amount, at(path, 'amount'));
      return { type: 'remove-counter', range: NO_RANGE, amount, counter: plainWord(e.counter, at(path, 'counter'), 'a counter'), from: selector(scope, e.from, at(path, 'from')) };
    }
    case 'modify-stat': {
      const on = selector(scope, e.on, at(path, 'on'));
      const amount = expr(scope, e.amount, at(path, 'amount'));
      return { type: 'modify-stat', range: NO_RANGE, on, amount, stat: plainWord(e.stat, at(path, 'stat'), 'a stat'), duration: lasting(e.duration) };
    }
    case 'extra-action': {
      // `you get an extra attack`: the player is always written, the count is a plain number.
      const player = selector(scope, e.who, at(path, 'who'), true);
      const count = expr(scope, e.count, at(path, 'count'));
      if (count.type !== 'number' || count.value < 0) fail(at(path, 'count'), 'extra actions are given in a whole number of 0 or more ("an extra attack", "2 extra attack")');
      return { type: 'extra-action', range: NO_RANGE, who: player, count, action: plainWord(e.action, at(path, 'action'), 'an action') };
    }
    case 'cancel':
      return cancel(e, path);
    case 'roll': {
      const outcomes = e.outcomes.map((row, i) => ({ ...rowFaces(row.from, row.to), effect: effect(scope, row.effect, at(path, 'outcomes', i, 'effect')) }));
      // `roll as X`: the compiler keeps the name in lowercase; X is how cards write it.
      if (e.bind !== undefined && e.bind !== 'x' && !isWritableName(e.bind)) fail(at(path, 'bind'), `the roll's name "${e.bind}" cannot be written after "as"; rename it`);
      return { type: 'roll', range: NO_RANGE, bind: e.bind === undefined ? null : word(e.bind === 'x' ? 'X' : e.bind), outcomes };
    }
    case 'reroll':
      if (e.final === false) fail(at(path, 'final'), '"final": false is what leaving "final" out means; the language writes only a final reroll ("for good")');
      return { type: 'reroll', range: NO_RANGE, final: e.final === true };
    case 'set-roll':
      return { type: 'set-roll', range: NO_RANGE, value: expr(scope, e.value, at(path, 'value')), final: e.final };
    case 'modify-roll':
      return { type: 'modify-roll', range: NO_RANGE, amount: expr(scope, e.amount, at(path, 'amount')) };
    case 'choose-mode': {
      const chooser = who(scope, e.chooser, at(path, 'chooser'));
      return { type: 'choose-mode', range: NO_RANGE, chooser, modes: e.modes.map((mode, i) => effect(scope, mode, at(path, 'modes', i))) };
    }
    case 'choose':
      return choose(scope, e, path);
    case 'vote': {
      const voters = selector(scope, e.voters, at(path, 'voters'), true);
      const from = selector(scope, e.from, at(path, 'from'), true);
      const name = scope.binderName(e.name, 'vote', at(path, 'name'));
      const then = scope.binding(e.name, () => effect(scope, e.then, at(path, 'then')));
      return { type: 'vote', range: NO_RANGE, who: voters, from, name, then };
    }
    case 'may': {
      const player = selector(scope, e.who, at(path, 'who'), true);
      return { type: 'may', range: NO_RANGE, who: player, effect: effect(scope, e.effect, at(path, 'effect')) };
    }
    case 'if': {
      const cond = condition(scope, e.condition, at(path, 'condition'));
      const then = effect(scope, e.then, at(path, 'then'));
      return { type: 'if', range: NO_RANGE, condition: cond, then, else: e.else === undefined ? null : effect(scope, e.else, at(path, 'else')) };
    }
    case 'for-each': {
      const items = selector(scope, e.in, at(path, 'in'), true);
      const name = scope.binderName(e.name, 'each', at(path, 'name'));
      return { type: 'for-each', range: NO_RANGE, name, in: items, do: scope.binding(e.name, () => effect(scope, e.do, at(path, 'do'))) };
    }
    case 'repeat': {
      const times = expr(scope, e.times, at(path, 'times'));
      return { type: 'repeat', range: NO_RANGE, times, do: effect(scope, e.do, at(path, 'do')) };
    }
    case 'then-in-full':
      return { type: 'then-in-full', range: NO_RANGE, first: effect(scope, e.first, at(path, 'first')), then: effect(scope, e.then, at(path, 'then')) };
    case 'sequence':
      if (isSearch(e)) return search(scope, e, path);
      if (e.steps.length < 2) fail(at(path, 'steps'), `a sequence of ${e.steps.length === 0 ? 'no effects' : 'one effect'} cannot be written; effects are joined with "then" in twos or more`);
      return { type: 'sequence', range: NO_RANGE, steps: e.steps.map((step, i) => effect(scope, step, at(path, 'steps', i))) };
    case 'delayed-trigger': {
      const on = subjectOf(e.on, at(path, 'on'));
      const cond = e.on.where === undefined ? null : condition(scope, e.on.where, at(path, 'on', 'where'));
      const then = effect(scope, e.effect, at(path, 'effect'));
      return { type: 'delayed', range: NO_RANGE, subject: on, event: plainWord(e.on.event, at(path, 'on', 'event'), 'an event'), condition: cond, duration: lasting(e.duration, 'permanent'), effect: then };
    }
    case 'win':
    case 'lose-game':
    case 'extra-turn':
      return { type: e.kind, range: NO_RANGE, who: who(scope, e.who, at(path, 'who')) };
    case 'end-turn':
      return { type: 'end-turn', range: NO_RANGE };
    case 'set-flag':
      return { type: 'set-flag', range: NO_RANGE, flag: plainWord(e.flag, at(path, 'flag'), 'a flag'), value: expr(scope, e.value, at(path, 'value')), scope: e.scope };
    case 'become-copy': {
      const cards = selector(scope, e.cards, at(path, 'cards'));
      const of = selector(scope, e.of, at(path, 'of'), true);
      return { type: 'become-copy', range: NO_RANGE, cards, of, duration: lasting(e.duration) };
    }
    case 'double':
      return { type: 'double', range: NO_RANGE, cards: selector(scope, e.cards, at(path, 'cards')) };
    case 'multiply': {
      // `double your cents`, `triple the cents of target player`.
      if (e.factor !== 2 && e.factor !== 3) fail(at(path, 'factor'), `a resource is multiplied by 2 ("double") or 3 ("triple"); ${e.factor} cannot be written`);
      const player = e.who.kind === 'you' ? ({ type: 'you', range: NO_RANGE } as const) : selector(scope, e.who, at(path, 'who'), true);
      return { type: 'multiply', range: NO_RANGE, who: player, resource: plainWord(e.resource, at(path, 'resource'), 'a resource'), factor: e.factor };
    }
    case 'change-rule':
      return { type: 'change-rule', range: NO_RANGE, duration: lasting(e.duration), ...ruleChange(scope, e, path) };
    case 'grant': {
      const cards = selector(scope, e.cards, at(path, 'cards'));
      return { type: 'grant', range: NO_RANGE, cards, ability: grantedAbility(scope, e.ability, at(path, 'ability')), duration: lasting(e.duration) };
    }
    case 'look-and-take':
      return lookAndTake(scope, e, path);
    case 'reveal-until': {
      const zone = zoneReference(scope, e.zone, e.of, path);
      const found = describedCard(scope, e.until, at(path, 'until'));
      const name = scope.binderName(e.name, 'found', at(path, 'name'));
      const then = scope.binding(e.name, () => effect(scope, e.then, at(path, 'then')));
      return { type: 'reveal-until', range: NO_RANGE, zone, ...found, name, then };
    }
    case 'game':
      return gameVerb(scope, e, path);
  }
}

/** A rule number set or changed (`your hand limit is 8`, `purchases cost 2 more for each opponent`), as written. */
export function ruleChange(scope: Scope, r: { rule: string; op: 'set' | 'add'; amount: Expr; who?: Selector }, path: string): A.RuleChangeNode {
  const spec = ruleNumberOf(scope.vocab, r.rule);
  if (!spec) fail(at(path, 'rule'), `"${r.rule}" is not a rule number of ${scope.vocab.name}${hintText(suggest(r.rule, ruleNumberWords(scope.vocab)))}`);
  if (spec.name !== r.rule) fail(at(path, 'rule'), `the card language writes the rule number "${r.rule}" by its name, "${spec.name}"`);
  let who: A.Sel | null = null;
  if (r.who !== undefined) {
    const w = r.who;
    // Whose, before "'s": your, each opponent's, the active player's, target player's, a name's.
    if (w.kind === 'you') who = { type: 'you', range: NO_RANGE };
    else if (w.kind === 'bound') who = scope.named(w.name, at(path, 'who', 'name'));
    else if (w.kind === 'players' || w.kind === 'active-player') who = selector(scope, w, at(path, 'who'), true);
    else fail(at(path, 'who'), 'whose rule number: the language writes your, each opponent\'s, each player\'s, each other player\'s, the active player\'s, target player\'s or a name\'s');
  }
  // `for each <x>`: the amount times how many there are.
  const amount = r.amount;
  const each = typeof amount === 'object' && amount.kind === 'arith' && amount.op === '*' && typeof amount.right === 'object' && amount.right.kind === 'count' ? amount : null;
  const written = expr(scope, each ? each.left : amount, each ? at(path, 'amount', 'left') : at(path, 'amount'));
  const eachSel = each && typeof each.right === 'object' && each.right.kind === 'count' ? selector(scope, each.right.of, at(path, 'amount', 'right', 'of')) : null;
  // A plural alias reads with "cost" as designers write it (`purchases cost 2 more`).
  const plural = (spec.aliases ?? []).find((alias) => alias.endsWith('s') && ruleNumberOf(scope.vocab, alias) === spec);
  return { who, rule: word(plural ?? spec.name), op: r.op, amount: written, each: eachSel };
}

/**
 * A card as asked for after `until` and `for`: the noun of its kind (`an item`; `a card` of any
 * kind) and the filters after it, read of `it` (`with power 3 or more`).
 */
function describedCard(scope: Scope, c: Condition, path: string): { noun: A.Name; filters: A.CardFilter[] } {
  const parts = c.kind === 'all' ? c.of : [c];
  const partPath = (i: number) => (c.kind === 'all' ? at(path, 'of', i) : path);
  const kindAt = parts.findIndex((p) => p.kind === 'is-kind' && p.card.kind === 'bound' && p.card.name === 'it');
  // The compiler puts the kind first and leaves `all` out around one part.
  if (kindAt > 0) fail(partPath(kindAt), 'the kind of card asked for comes first ("an item where it has #active")');
  if (c.kind === 'all' && c.of.length === 1) fail(at(path, 'of'), 'a card asked for with one condition is written without "all"');
  const first = parts[0];
  const noun = kindAt === 0 && first?.kind === 'is-kind' ? plainWord(first.cardKind, at(partPath(0), 'cardKind'), 'a card kind') : word('card');
  const rest = kindAt === 0 ? parts.slice(1) : parts;
  if (kindAt === 0 && c.kind === 'all' && rest.length === 0) fail(at(path, 'of'), 'a card of a kind is asked for without "all"');
  if (kindAt !== 0 && c.kind === 'all' && rest.length === 1) fail(at(path, 'of'), 'a card asked for with one condition is written without "all"');
  const filters = rest.map((part, i) => ({ range: NO_RANGE, where: scope.filter(() => condition(scope, part, partPath(i + (kindAt === 0 ? 1 : 0)))) }));
  return { noun, filters };
}

/** What `search <zone> for <a card>: …` compiles to: a choice of up to one fitting card of the zone, then the zone shuffled. */
function isSearch(e: Of<'sequence'>): boolean {
  if (e.steps.length !== 2) return false;
  const [choose, shuffle] = e.steps;
  if (choose?.kind !== 'choose' || shuffle?.kind !== 'shuffle') return false;
  if (choose.min !== 0 || choose.max !== 1 || choose.chooser.kind !== 'you') return false;
  const zone = choose.from.kind === 'filter' ? choose.from.from : choose.from;
  if (zone.kind !== 'zone' || zone.position !== 'all' || zone.count !== undefined || zone.depth !== undefined) return false;
  if (choose.from.kind === 'filter' && choose.from.where.kind === 'all' && choose.from.where.of.length === 0) return false;
  return zone.zone === shuffle.zone && JSON.stringify(zone.of) === JSON.stringify(shuffle.of);
}

function search(scope: Scope, e: Of<'sequence'>, path: string): A.Effect {
  const choose = e.steps[0] as Of<'choose'>;
  const choosePath = at(path, 'steps', 0);
  const from = choose.from;
  const zone = (from.kind === 'filter' ? from.from : from) as Extract<Selector, { kind: 'zone' }>;
  const zonePath = from.kind === 'filter' ? at(choosePath, 'from', 'from') : at(choosePath, 'from');
  const ref = zoneReference(scope, zone.zone, zone.of, zonePath);
  const found = from.kind === 'filter' ? describedCard(scope, from.where, at(choosePath, 'from', 'where')) : { noun: word('card'), filters: [] };
  const name = scope.binderName(choose.name, 'found', at(choosePath, 'name'));
  const then = scope.binding(choose.name, () => effect(scope, choose.then, at(choosePath, 'then')));
  return { type: 'search', range: NO_RANGE, zone: ref, ...found, name, then };
}

/** `look at the top 4 cards of the loot-deck, put 1 of them into your hand and the rest on the bottom in any order`. */
function lookAndTake(scope: Scope, e: Of<'look-and-take'>, path: string): A.Effect {
  const count = expr(scope, e.count, at(path, 'count'));
  const zone = zoneReference(scope, e.zone, e.of, path);
  const take = expr(scope, e.take, at(path, 'take'));
  let noun: A.Name | null = null;
  if (e.filter !== undefined) {
    const f = e.filter;
    if (f.kind !== 'is-kind' || f.card.kind !== 'bound' || f.card.name !== 'it') fail(at(path, 'filter'), 'of the cards looked at, the language takes only those of a kind ("put a bot of them into your hand")');
    noun = plainWord(f.cardKind, at(path, 'filter', 'cardKind'), 'a card kind');
  }
  // Back into the zone looked at (`on top`, `on the bottom`), or into another zone.
  const shared = scope.vocab.zones.find((z) => z.name === e.zone)?.scope === 'shared';
  const back: ZoneTarget['of'] = shared ? 'shared' : (e.of ?? 'you');
  const to = e.to;
  let where: A.ZoneRef | 'top' | 'bottom';
  if (to.zone === e.zone && (to.position === 'top' || to.position === 'bottom') && JSON.stringify(to.of) === JSON.stringify(back)) where = to.position;
  else {
    if (to.position !== 'top') fail(at(path, 'to', 'position'), 'cards taken into another zone go on its top; only the zone looked at can take them on the bottom ("on the bottom")');
    where = destinationRef(scope, { kind: 'self' }, to, at(path, 'to'));
  }
  return { type: 'look-take', range: NO_RANGE, count, zone, take, upTo: e.upTo, noun, to: where, rest: e.rest };
}

function discard(scope: Scope, e: Of<'discard'>, path: string): A.Effect {
  const player = who(scope, e.who, at(path, 'who'));
  const count = expr(scope, e.count, at(path, 'count'));
  // When you discard, you choose (the compiler makes it so): "owner" would say the same.
  if (player === null && e.chooser === 'owner') fail(at(path, 'chooser'), 'when you discard, you choose: the language writes this chooser as "you"');
  return { type: 'discard', range: NO_RANGE, who: player, count, chooser: e.chooser };
}

function move(scope: Scope, e: Of<'move'>, path: string): A.Effect {
  const cards = selector(scope, e.cards, at(path, 'cards'));
  const ref = destinationRef(scope, e.cards, e.to, at(path, 'to'));
  return { type: 'move', range: NO_RANGE, cards, to: ref, position: e.to.position, faceUp: e.faceUp === undefined ? null : e.faceUp };
}

/** Where cards go (`into your hand`, `on the bottom of its owner's stak`): the zone as written, its position apart. */
function destinationRef(scope: Scope, moved: Selector, to: ZoneTarget, toPath: string): A.ZoneRef {
  const shared = scope.vocab.zones.find((z) => z.name === to.zone)?.scope === 'shared';
  const cardsIt = moved.kind === 'bound' && scope.itMeans(moved.name);
  let ref: A.ZoneRef;
  if (to.of === 'shared') {
    if (!shared) fail(at(toPath, 'of'), `"${to.zone}" is not a zone for the whole table: "shared" cannot be written for it (leave "of" out for the card owner's ${to.zone})`);
    ref = zoneReference(scope, to.zone, undefined, toPath);
  } else if (shared) {
    ref = fail(at(toPath, 'of'), `"${to.zone}" is one zone for the whole table: its "of" is "shared"`);
  } else if (to.of === undefined) {
    // Each card to its owner's zone: `its owner's hand` where `it` is the card, else `the hand`.
    ref = cardsIt ? zoneRef(to.zone, { type: 'owner', range: NO_RANGE, of: it() }) : zoneReference(scope, to.zone, undefined, toPath);
  } else if (to.of === 'you') {
    ref = zoneReference(scope, to.zone, { kind: 'you' }, toPath);
  } else if (to.of === 'controller') {
    if (!cardsIt) fail(at(toPath, 'of'), `"controller" is written "its controller's ${to.zone}", which needs the cards moved to be what "it" stands for (a target or a choice just named)`);
    ref = zoneRef(to.zone, { type: 'controller', range: NO_RANGE, of: it() });
  } else if (to.of === 'owner') {
    ref = fail(at(toPath, 'of'), '"owner" is what leaving "of" out means: the cards go to their owner\'s zone; leave "of" out');
  } else {
    const of = to.of;
    if (of.kind === 'you') fail(at(toPath, 'of'), 'your zone is written with "of": "you"');
    if ((of.kind === 'owner' || of.kind === 'controller') && JSON.stringify(of.of) === JSON.stringify(moved)) {
      fail(at(toPath, 'of'), `the ${of.kind} of the cards moved is written with "of": ${of.kind === 'owner' ? 'left out' : '"controller"'}`);
    }
    ref = zoneReference(scope, to.zone, of, toPath);
  }
  return ref;
}

function cancel(e: Of<'cancel'>, path: string): A.Effect {
  if (e.label === undefined) return { type: 'cancel', range: NO_RANGE, what: e.what, label: null };
  if (e.what !== 'target-stack-item') fail(at(path, 'label'), 'only a chosen stack item can be limited to a label ("cancel target death on the stack")');
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?: [a-z][a-z0-9]*(?:-[a-z0-9]+)*)*$/.test(e.label) || /^stack item\b/.test(e.label) || / on the stack\b/.test(` ${e.label}`)) {
    fail(at(path, 'label'), `the label "${e.label}" cannot be written: it must be lowercase words ("death")`);
  }
  return { type: 'cancel', range: NO_RANGE, what: e.what, label: { text: e.label, range: NO_RANGE } };
}

function choose(scope: Scope, e: Of<'choose'>, path: string): A.Effect {
  const chooser = who(scope, e.chooser, at(path, 'chooser'));
  const from = selector(scope, e.from, at(path, 'from'), e.max === 1);
  const name = scope.binderName(e.name, 'choice', at(path, 'name'));
  const then = scope.binding(e.name, () => effect(scope, e.then, at(path, 'then')));
  return { type: 'choose', range: NO_RANGE, chooser, min: e.min, max: e.max, from, name, then };
}

const CATEGORY_FOR: Record<ArgType, ValueCategory[]> = {
  number: ['number'],
  word: ['word'],
  boolean: ['boolean'],
  selector: ['selector'],
  expr: ['number', 'expr'],
  effect: ['effect'],
};
const ARG_WORDS: Record<ArgType, string> = {
  number: 'a whole number',
  word: 'a word',
  boolean: 'true or false',
  selector: 'a card or player (a selector)',
  expr: 'a number or an expression',
  effect: 'an effect',
};

/**
 * `scrap this`, `steal-cents 1 with victim rival`: a verb of the game with its arguments in the
 * order the game declares them, the first one unnamed.
 */
function gameVerb(scope: Scope, e: Of<'game'>, path: string): A.Effect {
  const spec = scope.vocab.verbs.find((v) => v.name === e.verb);
  if (!spec) fail(at(path, 'verb'), `"${e.verb}" is not a verb of ${scope.vocab.name}${hintText(suggest(e.verb, scope.vocab.verbs.map((v) => v.name)))}`);
  if (RESERVED.has(e.verb)) fail(at(path, 'verb'), `the verb "${e.verb}" is a word of the language itself and cannot be written as a game verb`);
  const declared = Object.keys(spec.args);
  for (const name of Object.keys(e.args)) {
    if (!declared.includes(name)) fail(at(path, 'args', name), `the verb ${e.verb} has no argument "${name}"${hintText(suggest(name, declared))} (it takes ${declared.join(', ') || 'none'})`);
  }
  const args: A.VerbArg[] = declared.map((name, i) => {
    if (!Object.prototype.hasOwnProperty.call(e.args, name)) fail(at(path, 'args'), `the verb ${e.verb} needs its argument "${name}"`);
    const value = verbArg(scope, spec.args[name]!, e.args[name]!, at(path, 'args', name));
    return { range: NO_RANGE, name: i === 0 ? null : word(name), value };
  });
  return { type: 'verb', range: NO_RANGE, verb: word(e.verb), args };
}

function verbArg(scope: Scope, type: ArgType, value: GameArg, path: string): A.Sel | A.Expr | A.Effect {
  return track(verbArgNode(scope, type, value, path), path);
}

function verbArgNode(scope: Scope, type: ArgType, value: GameArg, path: string): A.Sel | A.Expr | A.Effect {
  const category = categoryOf(value);
  if (!CATEGORY_FOR[type].includes(category)) fail(path, `expected ${ARG_WORDS[type]}, found ${category === 'unknown' ? 'something else' : ARG_WORDS[category === 'expr' ? 'expr' : category]}`);
  switch (category) {
    case 'number':
      return num(value as number);
    case 'word': {
      const text = value as string;
      if (!isWritableName(text)) fail(path, `the word "${text}" cannot be written as an argument (it is not a plain lowercase word, or the language uses it)`);
      return bound(text);
    }
    case 'boolean':
      return bound(value ? 'yes' : 'no');
    case 'selector':
      return selector(scope, value as Selector, path);
    case 'expr': {
      // A name the verb reads as a number (a roll's result) is written as the bare name.
      const e = value as Exclude<GameArg, string | boolean>;
      if (typeof e === 'object' && e.kind === 'var' && e.name !== 'x' && e.name !== 'roll') {
        if (!isWritableName(e.name)) fail(at(path, 'name'), `"${e.name}" cannot be written as a name`);
        return bound(e.name);
      }
      return expr(scope, e as Parameters<typeof expr>[1], path);
    }
    case 'effect':
      return effect(scope, value as Effect, path);
    case 'unknown':
      return fail(path, 'this argument is not a number, word, card or player, or effect');
  }
}
