// "As if its numbers were doubled": an effect with each of its quantities doubled, for a stack
// item marked `doubled` (Four Souls' Blank Card) and for rewards paid with doubled numbers. A
// quantity is an amount or a count an effect deals in: damage, healing, prevention, resources,
// cards drawn, discarded, looked at or chosen, counters, stat changes, extra actions, roll
// changes, rule number changes, and the number and expression arguments of a game's verbs; a
// multiplication's factor doubles (x2 becomes x4). Which cards or players,
// conditions, roll faces, repeat counts (the effect repeated is doubled already), set values
// (a roll made a 6, a flag) and durations are not quantities and stay as written.
import { isExprKind, type Effect, type Expr, type GameArg, type VerbSpec } from '../defs';

/** Twice a number: a literal doubled, anything else multiplied by 2 as it is evaluated. */
export function doubledExpr(expr: Expr): Expr {
  return typeof expr === 'number' ? expr * 2 : { kind: 'arith', op: '*', left: expr, right: 2 };
}

function isExpr(value: GameArg): value is Expr {
  return typeof value === 'number' || (typeof value === 'object' && value !== null && isExprKind((value as { kind?: unknown }).kind));
}

/** The effect with its quantities doubled; an effect without any comes back unchanged in meaning. */
export function doubledEffect(effect: Effect, verbs: readonly VerbSpec[]): Effect {
  const twice = (e: Effect) => doubledEffect(e, verbs);
  switch (effect.kind) {
    case 'damage':
    case 'gain':
    case 'lose':
    case 'add-counter':
    case 'modify-stat':
    case 'modify-roll':
      return { ...effect, amount: doubledExpr(effect.amount) };
    case 'heal':
    case 'prevent':
    case 'remove-counter':
      return effect.amount === 'all' ? effect : { ...effect, amount: doubledExpr(effect.amount) };
    case 'draw':
    case 'discard':
    case 'extra-action':
      return { ...effect, count: doubledExpr(effect.count) };
    case 'look-and-reorder':
      return { ...effect, count: doubledExpr(effect.count), toBottom: doubledExpr(effect.toBottom) };
    case 'look-and-take':
      return { ...effect, count: doubledExpr(effect.count), take: doubledExpr(effect.take) };
    case 'reveal-until':
      return { ...effect, then: twice(effect.then) };
    // "Double a player's cents" doubled is four times them (FS-CARD-39): the factor doubles.
    case 'multiply':
      return { ...effect, factor: effect.factor * 2 };
    // A change by an amount is a quantity; a number set ("your hand limit is 8") stays as written.
    case 'change-rule':
      return effect.op === 'add' ? { ...effect, amount: doubledExpr(effect.amount) } : effect;
    case 'choose':
      return { ...effect, min: effect.min * 2, max: effect.max * 2, then: twice(effect.then) };
    case 'roll':
      return { ...effect, outcomes: effect.outcomes.map((row) => ({ ...row, effect: twice(row.effect) })) };
    case 'choose-mode':
      // The labels say the numbers as printed; doubled, the modes are named by their kinds.
      return { kind: 'choose-mode', chooser: effect.chooser, modes: effect.modes.map(twice) };
    case 'may':
      return { ...effect, effect: twice(effect.effect) };
    case 'if':
      return effect.else === undefined ? { ...effect, then: twice(effect.then) } : { ...effect, then: twice(effect.then), else: twice(effect.else) };
    case 'for-each':
    case 'repeat':
      return { ...effect, do: twice(effect.do) };
    case 'sequence':
      return { ...effect, steps: effect.steps.map(twice) };
    case 'then-in-full':
      return { ...effect, first: twice(effect.first), then: twice(effect.then) };
    case 'vote':
      return { ...effect, then: twice(effect.then) };
    case 'delayed-trigger':
      return { ...effect, effect: twice(effect.effect) };
    case 'game': {
      const spec = verbs.find((v) => v.name === effect.verb);
      if (!spec) return effect;
      const args: Record<string, GameArg> = {};
      for (const [name, value] of Object.entries(effect.args)) {
        const type = spec.args[name];
        if ((type === 'number' || type === 'expr') && isExpr(value)) args[name] = doubledExpr(value);
        else if (type === 'effect' && typeof value === 'object' && value !== null && 'kind' in value) args[name] = twice(value as Effect);
        else args[name] = value;
      }
      return { ...effect, args };
    }
    case 'destroy':
    case 'move':
    case 'shuffle':
    case 'create':
    case 'reveal':
    case 'flip':
    case 'exhaust':
    case 'cancel':
    case 'reroll':
    case 'set-roll':
    case 'win':
    case 'lose-game':
    case 'end-turn':
    case 'extra-turn':
    case 'set-flag':
    case 'become-copy':
    case 'double':
    case 'grant':
      return effect;
  }
}
