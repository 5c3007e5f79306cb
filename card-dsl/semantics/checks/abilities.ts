// Ability words and events: `entry: …`, `when this fought: …`, `each time … would …`,
// `at the next turn-began: …`.
import type { Ability, Effect, Expr, Name } from '../../syntax/ast';
import { gameName, report, reportUnknown, type Check, type CheckContext, type CheckRegistry } from '../registry';

type Labelled = Extract<Ability, { type: 'labelled' }>;

/** `play:` resolves when the card is played; every game has it. */
export const PLAY = 'play';
/** `rule:` is a variant's global rule. */
export const RULE = 'rule';

/**
 * CW2017 / CW2004: a label is `play`, an ability word of the card's kind, or an event of the
 * game (a triggered ability on this card's event); in a variant, also `rule`.
 */
export const checkAbilityLabel: Check<Labelled> = (ability, ctx) => {
  const vocabulary = ctx.vocabulary;
  const label = ability.label;
  if (!vocabulary || !label) return;
  const events = vocabulary.events.map((e) => e.name);
  if (ctx.decl?.type === 'variant') {
    const words = [RULE, PLAY, ...events];
    if (!words.includes(label.text)) reportUnknown(ctx, 'CW2004', label, words, { game: gameName(vocabulary) });
    return;
  }
  // An ability an effect gives may go to a card of any kind: any kind's ability word will do.
  if (ctx.granted) {
    const words = [...new Set([PLAY, ...vocabulary.cardKinds.flatMap((k) => k.abilityWords), ...events])];
    if (!words.includes(label.text)) reportUnknown(ctx, 'CW2004', label, words, { game: gameName(vocabulary) });
    return;
  }
  const kind = ctx.kind;
  if (!kind) return; // unknown kind: reported once by checkCardKind
  const words = [...new Set([PLAY, ...kind.abilityWords, ...events])];
  if (!words.includes(label.text)) reportUnknown(ctx, 'CW2017', label, words, { kind: kind.name });
};

function checkEvent(event: Name | undefined, ctx: CheckContext): void {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !event) return;
  const events = vocabulary.events.map((e) => e.name);
  if (!events.includes(event.text)) reportUnknown(ctx, 'CW2004', event, events, { game: gameName(vocabulary) });
}

/** CW2004: `when <whose> <event>` names an event of the game. */
export const checkWhenEvent: Check<Extract<Ability, { type: 'when' }>> = (ability, ctx) => checkEvent(ability.event, ctx);

/** CW2004: `each time <whose> would <event>` names an event of the game. */
export const checkReplacementEvent: Check<Extract<Ability, { type: 'replacement' }>> = (ability, ctx) => checkEvent(ability.event, ctx);

/** CW3014: a roll cannot decide what happens to a roll (it would be rolled for itself, again and again). */
export const checkReplacementRoll: Check<Extract<Ability, { type: 'replacement' }>> = (ability, ctx) => {
  if (ability.change?.type !== 'roll' || ability.event?.text !== 'roll') return;
  report(ctx, 'CW3014', { start: ability.change.range.start, end: Math.min(ability.change.range.end, ability.change.range.start + 'roll'.length) });
};

/** CW2004: `at the next <event>` names an event of the game. */
export const checkDelayedEvent: Check<Extract<Effect, { type: 'delayed' }>> = (effect, ctx) => checkEvent(effect.event, ctx);

type Param = Extract<Expr, { type: 'param' }>;

/** CW3020 / CW3021: `param <name>` is used in a variant, and names one of its `param` lines. */
export const checkParamReference: Check<Param> = (node, ctx) => {
  if (!node.name) return;
  if (ctx.decl?.type !== 'variant') return report(ctx, 'CW3020', node.range, { name: node.name.text });
  const declared = ctx.decl.body.flatMap((item) => (item.type === 'param' && item.name ? [item.name.text] : []));
  if (!declared.includes(node.name.text)) reportUnknown(ctx, 'CW3021', node.name, declared);
};

export const abilityChecks: CheckRegistry = {
  'expr:param': [checkParamReference],
  'ability:labelled': [checkAbilityLabel],
  'ability:when': [checkWhenEvent],
  'ability:replacement': [checkReplacementEvent, checkReplacementRoll],
  'effect:delayed': [checkDelayedEvent],
};
