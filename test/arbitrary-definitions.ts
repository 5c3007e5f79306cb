// Random card definitions in Four Souls words, as a set file holds them, for fuzzing the
// decompiler: every kind of effect, selector, number and condition, nested a few levels, with
// the names that choices, for-each items and votes bind used in their own bodies and `it` used
// inside filters. Most of them can be written in the card language; some cannot (a zone owned
// by a shared zone, an `owner` of nothing named), which is the point: those must be refused at
// a path, never written wrong.
import fc from 'fast-check';
import type { Ability, CardDefinition, Condition, Effect, Expr, Selector, SetFile } from '../engine/defs';
import { SET_FILE_VERSION } from '../engine/defs';

const SEAT_ZONES = ['hand', 'items', 'souls', 'character'] as const;
const SHARED_ZONES = ['shop', 'loot-deck', 'monster-slots', 'treasure-discard'] as const;
const EVENTS = ['turn-began', 'died', 'rolled', 'purchased', 'damaged'] as const;

type Env = { names: readonly string[]; filter: boolean };
const top: Env = { names: [], filter: false };

const nat = fc.nat(6);
const pick = <T>(items: readonly T[]) => fc.constantFrom(...items);

export function selector(depth: number, env: Env): fc.Arbitrary<Selector> {
  const leaves: fc.Arbitrary<Selector>[] = [
    fc.constant({ kind: 'self' } as const),
    fc.constant({ kind: 'you' } as const),
    fc.constant({ kind: 'active-player' } as const),
    pick(['all', 'opponents', 'others'] as const).map((which) => ({ kind: 'players', which }) as const),
    pick(['player', 'card'] as const).map((field) => ({ kind: 'event', field }) as const),
    pick(SHARED_ZONES).map((zone) => ({ kind: 'zone', zone, position: 'all' }) as const),
    fc.record({ zone: pick(SEAT_ZONES), position: pick(['all', 'top'] as const) }).map(({ zone, position }) => ({ kind: 'zone', zone, of: { kind: 'you' }, position }) as const),
  ];
  if (env.filter) leaves.push(fc.constant({ kind: 'bound', name: 'it' } as const));
  for (const name of env.names) leaves.push(fc.constant({ kind: 'bound', name } as const));
  if (depth <= 0) return fc.oneof(...leaves);
  const inner = selector(depth - 1, env);
  return fc.oneof(
    { arbitrary: fc.oneof(...leaves), weight: 4 },
    inner.map((of) => ({ kind: 'owner', of }) as const),
    fc.record({ zone: pick(SHARED_ZONES), position: pick(['top', 'bottom'] as const), count: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) }).map(
      ({ zone, position, count }) => ({ kind: 'zone', zone, position, ...(count === undefined ? {} : { count }) }) as const,
    ),
    fc.record({ zone: pick(SEAT_ZONES), of: inner }).map(({ zone, of }) => ({ kind: 'zone', zone, of, position: 'all' }) as const),
    fc.record({ from: inner, where: condition(depth - 1, { ...env, filter: true }) }).map(({ from, where }) => ({ kind: 'filter', from, where }) as const),
    fc.record({ which: pick(['most', 'fewest'] as const), stat: pick(['souls', 'cents'] as const) }).map(({ which, stat }): Selector => {
      const by: Expr = stat === 'souls' ? { kind: 'stat', stat, of: { kind: 'bound', name: 'it' } } : { kind: 'resource', resource: stat, of: { kind: 'bound', name: 'it' } };
      return { kind: 'most', from: { kind: 'players', which: 'all' }, by, which };
    }),
    fc.tuple(inner, inner).map(([a, b]): Selector => ({ kind: 'union', of: [a, b] })),
  );
}

export function expr(depth: number, env: Env): fc.Arbitrary<Expr> {
  const sel = selector(Math.max(0, depth - 1), env);
  const leaves: fc.Arbitrary<Expr>[] = [
    nat,
    fc.constant({ kind: 'var', name: 'x' } as const),
    pick(['value', 'amount'] as const).map((field) => ({ kind: 'event-value', field }) as const),
  ];
  if (depth <= 0) return fc.oneof(...leaves);
  return fc.oneof(
    { arbitrary: fc.oneof(...leaves), weight: 3 },
    sel.map((of) => ({ kind: 'count', of }) as const),
    fc.record({ stat: pick(['attack', 'hp'] as const), of: sel }).map(({ stat, of }) => ({ kind: 'stat', stat, of }) as const),
    sel.map((of) => ({ kind: 'resource', resource: 'cents', of }) as const),
    sel.map((of) => ({ kind: 'counter', counter: 'generic', of }) as const),
    sel.map((of) => ({ kind: 'damage-on', of }) as const),
    sel.map((of) => ({ kind: 'total-here', of }) as const),
    fc.record({ op: pick(['+', '-', '*', 'min', 'max'] as const), left: expr(depth - 1, env), right: expr(depth - 1, env) }).map((e) => ({ kind: 'arith', ...e }) as const),
  );
}

export function condition(depth: number, env: Env): fc.Arbitrary<Condition> {
  const sel = selector(Math.max(0, depth - 1), env);
  const leaves: fc.Arbitrary<Condition>[] = [
    fc.constant({ kind: 'roll-on-stack' } as const),
    fc.constant({ kind: 'option', option: 'death-ends-any-turn' } as const),
    fc.record({ op: pick(['=', '>=', '<'] as const), value: nat }).map(({ op, value }) => ({ kind: 'flag', flag: 'lucky', scope: 'turn', op, value }) as const),
  ];
  if (depth <= 0) return fc.oneof(...leaves);
  const inner = condition(depth - 1, env);
  return fc.oneof(
    { arbitrary: fc.oneof(...leaves), weight: 2 },
    fc.tuple(inner, inner).map(([a, b]): Condition => ({ kind: 'all', of: [a, b] })),
    fc.tuple(inner, inner).map(([a, b]): Condition => ({ kind: 'any', of: [a, b] })),
    inner.map((of) => ({ kind: 'not', of }) as const),
    fc.record({ left: expr(depth - 1, env), op: pick(['=', '!=', '<', '<=', '>', '>='] as const), right: expr(depth - 1, env) }).map((c) => ({ kind: 'compare', ...c }) as const),
    sel.map((of) => ({ kind: 'exists', of }) as const),
    sel.map((card) => ({ kind: 'is-kind', card, cardKind: 'loot' }) as const),
    sel.map((card) => ({ kind: 'has-tag', card, tag: 'eternal' }) as const),
    sel.map((card) => ({ kind: 'is-card', card, id: 'four-souls/fuzz/sample' }) as const),
    sel.map((card) => ({ kind: 'is-self', card }) as const),
    sel.map((card) => ({ kind: 'face-up', card }) as const),
    sel.map((card) => ({ kind: 'is-top', card }) as const),
    fc.record({ card: sel, zone: pick([...SEAT_ZONES, ...SHARED_ZONES]) }).map((c) => ({ kind: 'in-zone', ...c }) as const),
    sel.map((player) => ({ kind: 'is-you', player }) as const),
    sel.map((player) => ({ kind: 'is-active-player', player }) as const),
    sel.map((player) => ({ kind: 'is-alive', player }) as const),
    sel.map((card) => ({ kind: 'in-state', card, state: 'attacked' }) as const),
    // Four Souls' cards lie at no place: "here" must be refused at its path.
    sel.map((card) => ({ kind: 'same-place', card }) as const),
  );
}

const duration = pick(['end-of-turn', 'end-of-next-turn', 'while-source-in-play', 'permanent'] as const);

export function effect(depth: number, env: Env): fc.Arbitrary<Effect> {
  const sel = selector(Math.max(0, depth - 1), env);
  const num = expr(Math.max(0, depth - 1), env);
  const leaves: fc.Arbitrary<Effect>[] = [
    fc.record({ amount: num, to: sel }).map((e) => ({ kind: 'damage', ...e }) as const),
    fc.record({ amount: fc.oneof(num, fc.constant('all' as const)), to: sel }).map((e) => ({ kind: 'heal', ...e }) as const),
    fc.record({ amount: fc.oneof(num, fc.constant('all' as const)), to: sel, duration }).map((e) => ({ kind: 'prevent', ...e }) as const),
    fc.record({ amount: num, to: sel }).map((e) => ({ kind: 'gain', resource: 'cents', ...e }) as const),
    fc.record({ amount: num, from: sel }).map((e) => ({ kind: 'lose', resource: 'cents', ...e }) as const),
    fc.record({ count: num, who: sel }).map((e) => ({ kind: 'draw', ...e }) as const),
    fc.record({ count: num, who: sel, chooser: pick(['owner', 'you', 'random'] as const) }).map((e) => ({ kind: 'discard', ...e }) as const),
    sel.map((cards) => ({ kind: 'destroy', cards }) as const),
    sel.map((cards) => ({ kind: 'reveal', cards }) as const),
    fc.record({ cards: sel, zone: pick(SEAT_ZONES), position: pick(['top', 'bottom', 'random'] as const), faceUp: fc.option(fc.boolean(), { nil: undefined }) }).map(
      ({ cards, zone, position, faceUp }) => ({ kind: 'move', cards, to: { zone, of: 'you', position }, ...(faceUp === undefined ? {} : { faceUp }) }) as const,
    ),
    fc.record({ cards: sel, zone: pick(SHARED_ZONES), position: pick(['top', 'bottom'] as const) }).map(({ cards, zone, position }) => ({ kind: 'move', cards, to: { zone, of: 'shared', position } }) as const),
    pick(SHARED_ZONES).map((zone) => ({ kind: 'shuffle', zone }) as const),
    pick(SEAT_ZONES).map((zone) => ({ kind: 'create', card: 'four-souls/fuzz/sample', zone, of: { kind: 'players', which: 'all' } }) as const),
    fc.record({ count: nat, toBottom: nat }).map((e) => ({ kind: 'look-and-reorder', zone: 'treasure-deck', ...e }) as const),
    fc.record({ cards: sel, faceUp: fc.boolean() }).map((e) => ({ kind: 'flip', ...e }) as const),
    fc.record({ cards: sel, exhausted: fc.boolean() }).map((e) => ({ kind: 'exhaust', ...e }) as const),
    fc.record({ amount: nat, on: sel }).map((e) => ({ kind: 'add-counter', counter: 'generic', ...e }) as const),
    fc.record({ amount: fc.oneof(num, fc.constant('all' as const)), from: sel }).map((e) => ({ kind: 'remove-counter', counter: 'generic', ...e }) as const),
    fc.record({ stat: pick(['attack', 'hp'] as const), amount: num, on: sel, duration }).map((e) => ({ kind: 'modify-stat', ...e }) as const),
    fc.record({ count: nat, who: sel }).map((e) => ({ kind: 'extra-action', action: 'attack', ...e }) as const),
    pick(['top-of-stack', 'target-stack-item'] as const).map((what) => ({ kind: 'cancel', what }) as const),
    fc.option(fc.constant(true), { nil: undefined }).map((final) => ({ kind: 'reroll', what: 'last-roll', ...(final ? { final } : {}) }) as const),
    fc.record({ value: num, final: fc.boolean() }).map((e) => ({ kind: 'set-roll', ...e }) as const),
    num.map((amount) => ({ kind: 'modify-roll', amount }) as const),
    sel.map((who) => ({ kind: 'win', who }) as const),
    sel.map((who) => ({ kind: 'lose-game', who }) as const),
    fc.constant({ kind: 'end-turn' } as const),
    sel.map((who) => ({ kind: 'extra-turn', who }) as const),
    fc.record({ scope: pick(['turn', 'game'] as const), value: num }).map((e) => ({ kind: 'set-flag', flag: 'lucky', ...e }) as const),
    fc.record({ cards: sel, of: sel, duration }).map((e) => ({ kind: 'become-copy', ...e }) as const),
    sel.map((cards) => ({ kind: 'double', cards }) as const),
    num.map((count) => ({ kind: 'game', verb: 'loot', args: { count } }) as const),
    fc.record({ amount: num, victim: sel }).map((args) => ({ kind: 'game', verb: 'steal-cents', args }) as const),
  ];
  if (depth <= 0) return fc.oneof(...leaves);
  const inner = effect(depth - 1, env);
  const binder = (base: string) => pick([base, 'rival', 'pick']);
  const within = (name: string) => effect(depth - 1, { ...env, names: [...env.names, name] });
  return fc.oneof(
    { arbitrary: fc.oneof(...leaves), weight: 6 },
    fc.record({ bind: fc.option(fc.constant('x'), { nil: undefined }), low: inner, high: inner }).map(
      ({ bind, low, high }): Effect => ({ kind: 'roll', die: 'd6', outcomes: [{ from: 1, to: 3, effect: low }, { from: 4, to: 6, effect: high }], ...(bind ? { bind } : {}) }),
    ),
    fc.record({ a: inner, b: inner, chooser: sel }).map(({ a, b, chooser }): Effect => ({ kind: 'choose-mode', modes: [a, b], chooser })),
    binder('choice').chain((name) => fc.record({ from: sel, max: fc.integer({ min: 1, max: 2 }), chooser: sel, then: within(name) }).map(({ from, max, chooser, then }) => ({ kind: 'choose', name, from, min: max === 1 ? 1 : 0, max, chooser, then }) as const)),
    binder('vote').chain((name) => fc.record({ voters: sel, then: within(name) }).map(({ voters, then }) => ({ kind: 'vote', voters, from: { kind: 'players', which: 'all' }, name, then }) as const)),
    binder('each').chain((name) => fc.record({ in: sel, do: within(name) }).map((e) => ({ kind: 'for-each', name, ...e }) as const)),
    fc.record({ who: sel, effect: inner }).map((e) => ({ kind: 'may', ...e }) as const),
    fc.record({ condition: condition(depth - 1, env), then: inner, else: fc.option(inner, { nil: undefined }) }).map(({ condition: c, then, else: otherwise }) => ({ kind: 'if', condition: c, then, ...(otherwise ? { else: otherwise } : {}) }) as const),
    fc.record({ times: num, do: inner }).map((e) => ({ kind: 'repeat', ...e }) as const),
    fc.array(inner, { minLength: 2, maxLength: 3 }).map((steps) => ({ kind: 'sequence', steps }) as const),
    fc.record({ event: pick(EVENTS), subject: pick(['self', 'yours', 'opponents', 'any'] as const), effect: inner }).map(({ event, subject, effect: e }) => ({ kind: 'delayed-trigger', on: { event, subject }, effect: e, duration: 'permanent' }) as const),
  );
}

export function ability(depth: number): fc.Arbitrary<Ability> {
  const body = effect(depth, top);
  // A target is written where its effect first names it: damage to it comes first.
  const targeted = fc.record({ from: selector(1, top), rest: body }).map(({ from, rest }) => ({
    targets: [{ name: 'target', from, min: 1, max: 1 }],
    effect: { kind: 'sequence', steps: [{ kind: 'damage', amount: 1, to: { kind: 'bound', name: 'target' } }, rest] } as Effect,
  }));
  const play = fc.oneof(body.map((effect) => ({ targets: [], effect })), targeted);
  return fc.oneof(
    play.map((p) => ({ kind: 'play', ...p }) as const),
    fc.record({ event: pick(EVENTS), subject: pick(['self', 'yours', 'opponents', 'any'] as const), once: fc.boolean(), p: play }).map(
      ({ event, subject, once, p }) => ({ kind: 'triggered', on: { event, subject }, optional: false, oncePerTurn: once, ...p }) as const,
    ),
    fc.record({ tap: fc.boolean(), pay: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }), p: play, once: fc.boolean() }).map(({ tap, pay, p, once }) => ({
      kind: 'activated' as const,
      costs: [...(tap || pay === undefined ? [{ kind: 'exhaust' as const }] : []), ...(pay === undefined ? [] : [{ kind: 'pay' as const, resource: 'cents', amount: pay }])],
      oncePerTurn: once,
      ...p,
    })),
    fc.record({ to: selector(1, top), amount: expr(1, top), stat: pick(['attack', 'hp'] as const), condition: fc.option(condition(1, top), { nil: undefined }) }).map(({ condition: c, ...m }) => ({
      kind: 'static' as const,
      modifiers: [{ ...m, ...(c ? { condition: c } : {}) }],
    })),
    fc.record({ zone: pick(SHARED_ZONES), exhausted: fc.boolean() }).map((e) => ({ kind: 'enters', ...e }) as const),
    fc.record({ event: pick(['roll', 'damage'] as const), change: effect(depth - 1, top) }).map(({ event, change }) => ({
      kind: 'replacement' as const,
      replaces: { event, subject: 'yours' as const },
      optional: false,
      with: { kind: 'instead' as const, effect: change },
    })),
  );
}

/** A set of two cards: "Sample" (whose abilities are drawn) and nothing else needed by name. */
export const fuzzSet: fc.Arbitrary<SetFile> = fc.array(ability(2), { minLength: 1, maxLength: 3 }).map((abilities) => {
  const card: CardDefinition = { id: 'four-souls/fuzz/sample', name: 'Sample', game: 'four-souls', kind: 'item', stats: {}, tags: [], abilities, dice: [], designerChosen: false, copies: 1, startsWith: [] };
  return { format: 'cardwright-set', version: SET_FILE_VERSION, game: 'four-souls', set: 'fuzz', name: 'Fuzz', cards: [card], variants: [] };
});
