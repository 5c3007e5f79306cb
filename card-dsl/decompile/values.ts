// Selectors, numbers and conditions (engine/defs/values.ts) back to syntax: the reverse of
// compile/values.ts. Parts are taken in the order the compiler takes them, so that targets are
// met and `it` is read as the compiler will read them. Each kind of value has its own case; a
// kind added to the engine fails the type check here until it is written out.
import type { Condition, Expr, HistoryPattern, PlacesSpec, Selector, Vocabulary } from '../../engine/defs';
import { nounKindFilter } from '../compile/values';
import { RESERVED } from '../syntax/parser';
import type * as A from '../syntax/ast';
import { historyWord } from '../semantics/game-words';
import { hintText, suggest } from '../semantics/suggest';
import { it, NO_RANGE, num, track, word, zoneRef, zoneSel } from './nodes';
import { at, fail } from './problems';
import type { Scope } from './scope';

type Of<U, K> = Extract<U, { kind: K }>;

/** `one`: a single card is meant (`target card in …`, `choose a card in …`, `there is a card in …`). */
export function selector(scope: Scope, s: Selector, path: string, one = false): A.Sel {
  return track(selectorNode(scope, s, path, one), path);
}

function selectorNode(scope: Scope, s: Selector, path: string, one: boolean): A.Sel {
  switch (s.kind) {
    case 'self':
      return { type: 'self', range: NO_RANGE };
    case 'you':
      return { type: 'you', range: NO_RANGE };
    case 'active-player':
      return { type: 'active-player', range: NO_RANGE };
    case 'players':
      return { type: 'players', range: NO_RANGE, which: s.which };
    case 'bound':
      return scope.reference(s.name, at(path, 'name'));
    case 'event':
      return { type: 'event', range: NO_RANGE, field: plainWord(s.field, at(path, 'field'), 'an event field') };
    case 'owner':
    case 'controller':
      return { type: s.kind, range: NO_RANGE, of: selector(scope, s.of, at(path, 'of'), true) };
    case 'zone':
      return zoneSelector(scope, s, path, one);
    case 'filter': {
      // `minions in each player's hand`: the kind written as the zone's noun, as the compiler reads it.
      const kind = s.where.kind === 'is-kind' && s.where.card.kind === 'bound' && s.where.card.name === 'it' ? s.where.cardKind : null;
      const zone = s.from.kind === 'zone' && s.from.position === 'all' && s.from.count === undefined && s.from.depth === undefined ? s.from : null;
      if (kind !== null && zone !== null && !RESERVED.has(kind) && !RESERVED.has(`${kind}s`) && nounKindFilter(scope.vocab, zone.zone, kind) === kind) {
        const cards = zoneSelector(scope, zone, at(path, 'from'), one);
        if (cards.type === 'zone') return { ...cards, noun: word(one ? kind : `${kind}s`) };
      }
      const from = selector(scope, s.from, at(path, 'from'), one);
      return { type: 'filter', range: NO_RANGE, from, where: scope.filter(() => condition(scope, s.where, at(path, 'where'))) };
    }
    case 'most': {
      const from = selector(scope, s.from, at(path, 'from'));
      const by = s.by;
      if (typeof by === 'object' && by.kind === 'total-here' && by.of.kind === 'bound' && by.of.name === 'it') {
        return { type: 'most', range: NO_RANGE, from, by: scope.filter(() => expr(scope, by, at(path, 'by'))), which: s.which };
      }
      if (typeof by !== 'object' || (by.kind !== 'stat' && by.kind !== 'resource' && by.kind !== 'counter') || by.of.kind !== 'bound' || by.of.name !== 'it') {
        fail(at(path, 'by'), 'the language compares by a stat, resource or counter of each candidate ("with the most souls"); this measure cannot be written');
      }
      return { type: 'most', range: NO_RANGE, from, by: scope.filter(() => expr(scope, by, at(path, 'by'))), which: s.which };
    }
    case 'union':
      if (s.of.length < 2) fail(at(path, 'of'), 'a union of fewer than two selectors cannot be written ("A and B" joins two or more)');
      return { type: 'union', range: NO_RANGE, of: s.of.map((part, i) => selector(scope, part, at(path, 'of', i))) };
    case 'happened': {
      // `bots that entered this way`, `loot cards you loot-played this turn`: the cards of the events.
      if (s.field !== undefined) fail(at(path, 'field'), 'the cards of this turn\'s events are read from their card; another field cannot be written');
      const noun = historyKind(s, path);
      const by = s.by ?? 'any';
      return { type: 'happened', range: NO_RANGE, noun: noun === null ? null : word(noun), by, event: word(historyWord(s.event, eventNames(scope.vocab, s.event, at(path, 'event')), false)), thisWay: s.thisWay === true };
    }
  }
}

function eventNames(vocab: Vocabulary, event: string, path: string): string[] {
  const names = vocab.events.map((e) => e.name);
  if (!names.includes(event)) fail(path, `"${event}" is not an event of ${vocab.name}${hintText(suggest(event, names))}`);
  return names;
}

/**
 * The kind of card a pattern of this turn's events asks for (`where` the event card is a bot),
 * null when it asks for none; what else it may ask cannot be written.
 */
function historyKind(p: HistoryPattern, path: string): string | null {
  const where = p.where;
  if (where === undefined) return null;
  if (where.kind === 'is-kind' && where.card.kind === 'event' && where.card.field === 'card') return plainWord(where.cardKind, at(path, 'where', 'cardKind'), 'a card kind').text;
  return fail(at(path, 'where'), 'of this turn\'s events the language asks only what kind their card is ("bots that entered this way")');
}

/** `the number of times you attacked this turn`. */
function timesNode(scope: Scope, p: HistoryPattern, path: string): A.Expr {
  if (p.where !== undefined) fail(at(path, 'where'), 'a count of this turn\'s events that asks of their card is written as cards ("the number of bots that entered this way"), not as a number of times');
  const events = eventNames(scope.vocab, p.event, at(path, 'event'));
  return { type: 'times', range: NO_RANGE, by: p.by ?? 'any', event: word(historyWord(p.event, events, false)), thisWay: p.thisWay === true };
}

/**
 * `you did not attack this turn`, `a bot entered this way`: this turn's events counted and
 * compared with 0 or 1; null when the comparison is another.
 */
function happenedCond(scope: Scope, c: Extract<Condition, { kind: 'compare' }>, path: string): A.Cond | null {
  const left = c.left;
  if (typeof left !== 'object' || left.kind !== 'event-count' || typeof c.right !== 'number') return null;
  const negated = c.op === '=' && c.right === 0;
  if (!negated && !(c.op === '>=' && c.right === 1)) return null;
  const by = left.by ?? 'any';
  const noun = historyKind(left, at(path, 'left'));
  // A kind of card is written `a bot entered this way`: anyone's.
  if (noun !== null && by !== 'any') return null;
  const events = eventNames(scope.vocab, left.event, at(path, 'left', 'event'));
  return { type: 'happened', range: NO_RANGE, by, event: word(historyWord(left.event, events, negated)), negated, thisWay: left.thisWay === true, noun: noun === null ? null : word(noun) };
}

function zoneSelector(scope: Scope, s: Of<Selector, 'zone'>, path: string, one: boolean): A.Sel {
  const ref = zoneReference(scope, s.zone, s.of, path);
  if (s.position === 'all') {
    if (s.count !== undefined || s.depth !== undefined) fail(at(path, s.count !== undefined ? 'count' : 'depth'), 'only the top or bottom of a zone can be counted ("the top 2 cards of …")');
    return zoneSel(ref, 'all', null, null, one ? 'card' : 'cards');
  }
  const count = s.count === undefined ? null : expr(scope, s.count, at(path, 'count'));
  const depth = s.depth === undefined ? null : expr(scope, s.depth, at(path, 'depth'));
  if (depth !== null) {
    if (count !== null) fail(at(path, 'count'), 'a card counted from the top ("the second card from the top") is one card: it cannot also have a count');
    if (depth.type !== 'number' || depth.value < 0) fail(at(path, 'depth'), 'how deep a card lies is written as a whole number ("the third card from the top")');
    return zoneSel(ref, s.position, null, depth, 'card');
  }
  const single = count === null || (count.type === 'number' && count.value === 1);
  return zoneSel(ref, s.position, count, null, single ? 'card' : 'cards');
}

/** Whose zone: `your hand`, `their hand`, `its owner's hand`, `rival's hand`, `the supply`. */
export function zoneReference(scope: Scope, zone: string, of: Selector | undefined, path: string): A.ZoneRef {
  const spec = zoneSpec(scope.vocab, zone, at(path, 'zone'));
  if (spec.scope === 'shared') {
    if (of !== undefined) fail(at(path, 'of'), `"${zone}" is one zone for the whole table: it has no owner, so "of" must be left out`);
    return zoneRef(zone, null);
  }
  if (of === undefined) return zoneRef(zone, null);
  return zoneRef(zone, zoneOwner(scope, of, at(path, 'of'), zone));
}

function zoneOwner(scope: Scope, of: Selector, path: string, zone: string): A.Sel {
  if (of.kind === 'you') return { type: 'you', range: NO_RANGE };
  // `its owner's hand`: only of what `it` stands for.
  if ((of.kind === 'owner' || of.kind === 'controller') && of.of.kind === 'bound' && scope.itMeans(of.of.name)) return { type: of.kind, range: NO_RANGE, of: it() };
  const owner = selector(scope, of, path, true);
  switch (owner.type) {
    case 'players':
    case 'active-player':
    case 'event':
    case 'self':
    case 'target':
    case 'bound':
      return owner;
    case 'zone':
      if (owner.position !== 'all') return owner;
  }
  return fail(path, `whose ${zone}: this owner cannot be written before "'s ${zone}" (the language has your, their, its owner's, each opponent's, the event player's, a named target's …)`);
}

function zoneSpec(vocab: Vocabulary, zone: string, path: string) {
  const spec = vocab.zones.find((z) => z.name === zone);
  if (!spec) fail(path, `"${zone}" is not a zone of ${vocab.name}${hintText(suggest(zone, vocab.zones.map((z) => z.name)))}`);
  return spec;
}

/** A word written as itself (a field, a flag, a kind); refused when the parser would read another phrase. */
export function plainWord(text: string, path: string, what: string): A.Name {
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(text)) fail(path, `"${text}" cannot be written as ${what}: it is not a lowercase word`);
  return track(word(text), path);
}

/** What the compiler makes of `the <name> of …`: a stat, a resource or a counter, by the vocabulary. */
export function propertyKind(vocab: Vocabulary, name: string): 'stat' | 'resource' | 'counter' | null {
  const stats = new Set(vocab.cardKinds.flatMap((k) => k.stats.map((s) => s.name)));
  if (stats.has(name) || stats.has(name.replace(/-\d+$/, ''))) return 'stat';
  if (vocab.resources.some((r) => r.name === name)) return 'resource';
  if (vocab.counters.some((c) => c.name === name)) return 'counter';
  return null;
}

const PROPERTY_WORDS = new Set(['top', 'bottom', 'owner', 'controller', 'number', 'roll', 'event', 'damage']);

export function expr(scope: Scope, e: Expr, path: string): A.Expr {
  return track(exprNode(scope, e, path), path);
}

function exprNode(scope: Scope, e: Expr, path: string): A.Expr {
  if (typeof e === 'number') return num(e);
  switch (e.kind) {
    case 'count':
      return { type: 'count', range: NO_RANGE, of: selector(scope, e.of, at(path, 'of')) };
    case 'stat':
    case 'resource':
    case 'counter': {
      const name = e.kind === 'stat' ? e.stat : e.kind === 'resource' ? e.resource : e.counter;
      const read = propertyKind(scope.vocab, name);
      if (read === null) {
        const known = [...new Set([...scope.vocab.cardKinds.flatMap((k) => k.stats.map((s) => s.name)), ...scope.vocab.resources.map((r) => r.name), ...scope.vocab.counters.map((c) => c.name)])];
        fail(at(path, e.kind), `"${name}" is not a stat, resource or counter of ${scope.vocab.name}${hintText(suggest(name, known))}`);
      }
      if (read !== e.kind) fail(at(path, 'kind'), `"${name}" is a ${read} of ${scope.vocab.name}, so "the ${name} of …" reads as its ${read}; a ${e.kind} called "${name}" cannot be written`);
      if (PROPERTY_WORDS.has(name) || RESERVED.has(name)) fail(at(path, e.kind), `"the ${name} of …" reads as another phrase; this ${e.kind} cannot be written`);
      return { type: 'property', range: NO_RANGE, of: selector(scope, e.of, at(path, 'of'), true), name: word(name) };
    }
    case 'damage-on':
      return { type: 'damage-on', range: NO_RANGE, of: selector(scope, e.of, at(path, 'of'), true) };
    case 'var':
      if (e.name === 'x' || e.name === 'roll') return { type: 'var', range: NO_RANGE, name: word(e.name) };
      return fail(at(path, 'name'), `the number "${e.name}" can be written only as X, "the roll", or an argument of a game verb`);
    case 'event-value':
      return { type: 'event-value', range: NO_RANGE, field: plainWord(e.field, at(path, 'field'), 'an event field') };
    case 'param':
      if (scope.variant === null) fail(path, 'a variant parameter ("param …") can be used only in the rules of its own variant');
      if (e.variant !== scope.variant) fail(at(path, 'variant'), `"param ${e.name}" in the rules of "${scope.variant}" reads that variant's parameter, not one of "${e.variant}"`);
      return { type: 'param', range: NO_RANGE, name: plainWord(e.name, at(path, 'name'), 'a parameter') };
    case 'total-here':
      return { type: 'total-here', range: NO_RANGE, of: selector(scope, e.of, at(path, 'of'), true), name: word(placesOf(scope.vocab, path).total) };
    case 'arith': {
      const left = expr(scope, e.left, at(path, 'left'));
      return { type: 'arith', range: NO_RANGE, op: e.op, left, right: expr(scope, e.right, at(path, 'right')) };
    }
    case 'divide': {
      // `half …` when by 2, else `… / …`; the rounding is always written.
      const of = expr(scope, e.of, at(path, 'of'));
      return { type: 'divide', range: NO_RANGE, of, by: expr(scope, e.by, at(path, 'by')), round: e.round };
    }
    case 'event-count':
      return timesNode(scope, e, path);
  }
}

export function condition(scope: Scope, c: Condition, path: string): A.Cond {
  return track(conditionNode(scope, c, path), path);
}

function conditionNode(scope: Scope, c: Condition, path: string): A.Cond {
  const card = (s: Selector) => selector(scope, s, at(path, 'card'), true);
  const player = (s: Selector) => selector(scope, s, at(path, 'player'), true);
  switch (c.kind) {
    case 'all':
    case 'any': {
      if (c.of.length < 2) fail(at(path, 'of'), `"${c.kind}" of fewer than two conditions cannot be written (conditions are joined with "${c.kind === 'all' ? 'and' : 'or'}")`);
      return { type: c.kind, range: NO_RANGE, of: c.of.map((part, i) => condition(scope, part, at(path, 'of', i))) };
    }
    case 'not': {
      // `is face down` and `is dead` are how the language says the negations the engine keeps.
      const inner = c.of;
      const innerPath = at(path, 'of');
      if (inner.kind === 'face-up') return { type: 'face-up', range: NO_RANGE, card: selector(scope, inner.card, at(innerPath, 'card'), true), up: false };
      if (inner.kind === 'is-alive') return { type: 'is-alive', range: NO_RANGE, player: selector(scope, inner.player, at(innerPath, 'player'), true), alive: false };
      return { type: 'not', range: NO_RANGE, of: condition(scope, inner, innerPath) };
    }
    case 'compare': {
      const happened = happenedCond(scope, c, path);
      if (happened !== null) return happened;
      const left = expr(scope, c.left, at(path, 'left'));
      return { type: 'compare', range: NO_RANGE, left, op: c.op, right: expr(scope, c.right, at(path, 'right')) };
    }
    case 'exists':
      return { type: 'exists', range: NO_RANGE, of: selector(scope, c.of, at(path, 'of'), true) };
    case 'is-kind':
      return { type: 'is-kind', range: NO_RANGE, card: card(c.card), kind: plainWord(c.cardKind, at(path, 'cardKind'), 'a card kind') };
    case 'has-tag':
      return { type: 'has-tag', range: NO_RANGE, card: card(c.card), tag: plainWord(c.tag, at(path, 'tag'), 'a tag') };
    case 'is-card': {
      const name = scope.cardNames.get(c.id);
      if (name === undefined) fail(at(path, 'id'), `"${c.id}" is not a card of this set; the language names cards of the set by name`);
      return { type: 'is-card', range: NO_RANGE, card: card(c.card), name: { text: name, range: NO_RANGE } };
    }
    case 'is-self':
      return { type: 'is-self', range: NO_RANGE, card: card(c.card) };
    case 'face-up':
      return { type: 'face-up', range: NO_RANGE, card: card(c.card), up: true };
    case 'is-top':
      return { type: 'is-top', range: NO_RANGE, card: card(c.card) };
    case 'in-zone':
      return { type: 'in-zone', range: NO_RANGE, card: card(c.card), zone: word(zoneSpec(scope.vocab, c.zone, at(path, 'zone')).name) };
    case 'is-you':
      return { type: 'is-you', range: NO_RANGE, player: player(c.player) };
    case 'is-active-player':
      return { type: 'is-active-player', range: NO_RANGE, player: player(c.player) };
    case 'is-alive':
      return { type: 'is-alive', range: NO_RANGE, player: player(c.player), alive: true };
    case 'flag':
      if (c.value < 0) fail(at(path, 'value'), 'a flag is compared with a whole number of 0 or more');
      return { type: 'flag', range: NO_RANGE, flag: plainWord(c.flag, at(path, 'flag'), 'a flag'), scope: c.scope, op: c.op, value: c.value };
    case 'option':
      return { type: 'option', range: NO_RANGE, option: plainWord(c.option, at(path, 'option'), 'a rule option') };
    case 'in-state':
      return { type: 'in-state', range: NO_RANGE, card: card(c.card), state: plainWord(c.state, at(path, 'state'), 'a state') };
    case 'roll-on-stack':
      return { type: 'roll-on-stack', range: NO_RANGE };
    case 'same-place':
      placesOf(scope.vocab, path);
      return { type: 'here', range: NO_RANGE, card: card(c.card), place: null };
    case 'same': {
      // `the event card is mark`: the name is always written, never `it`.
      const of = card(c.card);
      if (c.as.kind !== 'bound') fail(at(path, 'as'), 'a card is compared with a name given with "as" ("the event card is mark"); another selector cannot be written here');
      return { type: 'same', range: NO_RANGE, card: of, as: scope.named(c.as.name, at(path, 'as', 'name')) };
    }
  }
}

/** The game's places, for `here`: a game whose cards lie nowhere in particular cannot say it. */
function placesOf(vocab: Vocabulary, path: string): PlacesSpec {
  const places = vocab.places;
  if (places === undefined) fail(path, `the cards of ${vocab.name} lie nowhere in particular, so "here" cannot be written`);
  return places;
}
