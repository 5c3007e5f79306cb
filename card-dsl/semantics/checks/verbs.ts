// Verbs of the game: `scrap this`, `play-from-hand with who rival`. A verb's arguments are
// declared in the vocabulary (name and type); the one written without a name fills the first
// argument not given by name.
import type { ArgType, VerbSpec } from '../../../engine/defs';
import type { Effect, VerbArg } from '../../syntax/ast';
import { assignArgs } from '../../syntax/verb-args';
import { hintText, suggest } from '../suggest';
import { categoryOfValue } from '../tree';
import { gameName, report, reportUnknown, type Check, type CheckContext, type CheckRegistry } from '../registry';

type VerbEffect = Extract<Effect, { type: 'verb' }>;

/**
 * The core effects' first words. The parser reads any other word that starts an effect as a
 * game verb, so a misspelt `drow a card` arrives here and should suggest `draw`.
 */
export const CORE_EFFECT_WORDS = [
  'deal', 'heal', 'repair', 'prevent', 'gain', 'lose', 'draw', 'discard', 'destroy', 'put', 'move', 'return', 'shuffle', 'create',
  'reveal', 'look', 'turn', 'exhaust', 'ready', 'remove', 'cancel', 'roll', 'reroll', 'make', 'add', 'choose', 'if', 'for',
  'at', 'end', 'take', 'set', 'win', 'double',
];

function verbSpec(ctx: CheckContext, verb: VerbEffect): VerbSpec | undefined {
  return ctx.vocabulary?.verbs.find((v) => v.name === verb.verb?.text);
}

/** CW2007: the verb is a verb of the game. */
export const checkVerbKnown: Check<VerbEffect> = (effect, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !effect.verb || verbSpec(ctx, effect)) return;
  reportUnknown(ctx, 'CW2007', effect.verb, [...vocabulary.verbs.map((v) => v.name), ...CORE_EFFECT_WORDS], { game: gameName(vocabulary) }, { words: vocabulary.verbs.map((v) => v.name) });
};

export { assignArgs };

/**
 * CW2012: a named argument is one the verb declares (did-you-mean over them), and an unnamed
 * one has a declared argument left to fill (`#2` is the second written); CW3006: no argument is
 * named twice.
 */
export const checkVerbArgNames: Check<VerbEffect> = (effect, ctx) => {
  const spec = verbSpec(ctx, effect);
  if (!spec) return;
  const declared = Object.keys(spec.args);
  const args = effect.args ?? [];
  const filled = assignArgs(spec, args);
  const seen = new Set<string>();
  args.forEach((arg, i) => {
    const target = filled[i] ?? null;
    if (arg.name && target === null) {
      const suggestion = suggest(arg.name.text, declared);
      report(ctx, 'CW2012', arg.name.range, { verb: spec.name, name: arg.name.text, hint: hintText(suggestion) }, suggestion);
    } else if (target === null) {
      report(ctx, 'CW2012', arg.range, { verb: spec.name, name: `#${i + 1}`, hint: ` (it takes ${declared.join(', ') || 'none'})` });
    } else if (seen.has(target)) {
      report(ctx, 'CW3006', arg.name?.range ?? arg.range, { stat: target });
    }
    if (target) seen.add(target);
  });
};

/** CW2013: every argument the verb declares is given (the vocabulary has no optional ones). */
export const checkVerbArgsGiven: Check<VerbEffect> = (effect, ctx) => {
  const spec = verbSpec(ctx, effect);
  if (!spec) return;
  const filled = new Set(assignArgs(spec, effect.args ?? []));
  for (const name of Object.keys(spec.args)) if (!filled.has(name)) report(ctx, 'CW2013', effect.range, { verb: spec.name, name });
};

/**
 * What a value of each declared type may be written as, and how the message names it; the
 * same rules as the compiler's, which reads a bare word as a name or a variable as needed.
 */
function accepts(type: ArgType, value: VerbArg['value']): string | null {
  const category = categoryOfValue(value);
  const t = value.type;
  switch (type) {
    case 'selector':
      return category === 'sel' || t === 'var' ? null : 'card or player';
    case 'expr':
      return category === 'expr' || t === 'bound' ? null : 'number';
    case 'number':
      return t === 'number' ? null : 'whole number';
    case 'word':
      return t === 'bound' || t === 'var' ? null : 'word';
    case 'boolean':
      return (t === 'bound' || t === 'var') && ['true', 'yes', 'false', 'no'].includes((value as { name: { text: string } }).name.text) ? null : 'yes or no';
    case 'effect':
      return category === 'effect' ? null : 'effect';
  }
}

const described = { sel: 'card or player', expr: 'number', effect: 'effect' } as const;

/** CW3009: each argument is of its declared type. */
export const checkVerbArgTypes: Check<VerbEffect> = (effect, ctx) => {
  const spec = verbSpec(ctx, effect);
  if (!spec) return;
  const args = effect.args ?? [];
  const filled = assignArgs(spec, args);
  args.forEach((arg, i) => {
    const name = filled[i];
    const type = name ? spec.args[name] : undefined;
    const found = categoryOfValue(arg.value);
    if (!type || !found) return;
    const expected = accepts(type, arg.value);
    if (expected) report(ctx, 'CW3009', arg.range, { expected, found: described[found] });
  });
};

export const verbChecks: CheckRegistry = {
  'effect:verb': [checkVerbKnown, checkVerbArgNames, checkVerbArgsGiven, checkVerbArgTypes],
};
