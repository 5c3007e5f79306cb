// Rule numbers, granted abilities, this turn's events and the deck effects: each word names
// something of the game, and none is written where it would do nothing.
import type { Ability, Cond, Effect, Expr, Name, RuleChangeNode, Sel } from '../../syntax/ast';
import { cardNounAdvice, historyEventName, ruleNumberNames, ruleNumberOf, ruleNumberWords } from '../game-words';
import { gameName, listedAs, report, reportUnknown, type Check, type CheckContext, type CheckRegistry } from '../registry';
import { knownText } from '../suggest';

type RuleAbility = Extract<Ability, { type: 'rule-number' }>;

/** CW2032: the rule number is one of the game's; CW3033: a card changes only a player's numbers. */
function checkRule(node: RuleChangeNode, ctx: CheckContext, setUp: boolean): void {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !node.rule) return;
  const spec = ruleNumberOf(vocabulary, node.rule.text);
  if (!spec) {
    // `upgrades cost 1 less`: cards, not a rule number; a rule number's name would be no fix.
    const advice = cardNounAdvice(vocabulary, node.rule.text);
    if (advice !== '') {
      const hint = knownText(node.rule.text, undefined, ruleNumberNames(vocabulary), listedAs('CW2032')!, ctx.suggestions) + advice;
      report(ctx, 'CW2032', node.rule.range, { name: node.rule.text, game: gameName(vocabulary), hint });
      return;
    }
    reportUnknown(ctx, 'CW2032', node.rule, ruleNumberWords(vocabulary), { game: gameName(vocabulary) }, { words: ruleNumberNames(vocabulary) });
    return;
  }
  // A number of the whole game is read as the game is set up: only a variant's rule comes in time.
  if (spec.scope === 'game' && !setUp) {
    const example = vocabulary.ruleNumbers?.find((r) => r.scope === 'player')?.name;
    report(ctx, 'CW3033', node.rule.range, { name: spec.name, example: example ?? 'none in this game' });
  }
}

/** `static: your hand limit is 8` on a card, `rule: souls-to-win is 5` in a variant. */
export const checkRuleNumberAbility: Check<RuleAbility> = (ability, ctx) => {
  const inVariant = ctx.decl?.type === 'variant' && !ctx.granted;
  if (ability.label?.text === 'rule' && !inVariant && ctx.kind) {
    // `rule:` belongs to variants; on a card it is an ability word the card does not have.
    reportUnknown(ctx, 'CW2017', ability.label, ['play', ...ctx.kind.abilityWords, 'static'], { kind: ctx.kind.name });
  }
  checkRule(ability, ctx, inVariant);
};

/** `your hand limit is 8 until end of turn`: a change made in play. */
export const checkChangeRule: Check<Extract<Effect, { type: 'change-rule' }>> = (effect, ctx) => checkRule(effect, ctx, false);

/** CW2014: `double the cents of …` names a resource of the game. */
export const checkMultiplyResource: Check<Extract<Effect, { type: 'multiply' }>> = (effect, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !effect.resource) return;
  const resources = vocabulary.resources.map((r) => r.name);
  if (!resources.includes(effect.resource.text)) reportUnknown(ctx, 'CW2014', effect.resource, resources, { game: gameName(vocabulary) });
};

/** CW3034: a given ability works only as one of the kinds that work on a card in play. */
export const checkGrantedAbility: Check<Extract<Effect, { type: 'grant' }>> = (effect, ctx) => {
  const ability = effect.ability;
  if (!ability) return;
  if (ability.type === 'enters') report(ctx, 'CW3034', ability.range, { what: 'an "enters" line', why: 'how a card lies as it comes into a zone is printed on it' });
  else if (ability.type === 'labelled' && (ability.label?.text === 'play' || ability.label?.text === 'rule')) {
    report(ctx, 'CW3034', ability.label.range, { what: `a "${ability.label.text}:" ability`, why: 'it would resolve as the card is played, and the card is in play already; write "when <event>: …"' });
  }
};

/** The card kind a noun names (`bots`, `a loot`), `card` for any; reported when the game has none such. */
function checkNoun(noun: Name | null | undefined, ctx: CheckContext): void {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !noun) return;
  const kinds = vocabulary.cardKinds.map((k) => k.name);
  const word = noun.text;
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  if (kinds.includes(word) || kinds.includes(singular) || singular === 'card') return;
  reportUnknown(ctx, 'CW2002', noun, kinds, { game: gameName(vocabulary) });
}

/** CW2004: an event of this turn names an event of the game (`attack` for `attacked` will do). */
function checkHistoryEvent(event: Name | undefined, ctx: CheckContext, baseForm: boolean): void {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !event) return;
  const events = vocabulary.events.map((e) => e.name);
  if (historyEventName(event.text, events, baseForm) === null) reportUnknown(ctx, 'CW2004', event, events, { game: gameName(vocabulary) });
}

export const checkHappenedSel: Check<Extract<Sel, { type: 'happened' }>> = (sel, ctx) => {
  checkHistoryEvent(sel.event, ctx, false);
  checkNoun(sel.noun, ctx);
};

export const checkTimes: Check<Extract<Expr, { type: 'times' }>> = (expr, ctx) => checkHistoryEvent(expr.event, ctx, false);

export const checkHappenedCond: Check<Extract<Cond, { type: 'happened' }>> = (cond, ctx) => {
  checkHistoryEvent(cond.event, ctx, cond.negated);
  checkNoun(cond.noun, ctx);
};

/** CW2002: the card kinds the deck effects look for. */
export const checkLookNoun: Check<Extract<Effect, { type: 'look-take' }>> = (effect, ctx) => checkNoun(effect.noun, ctx);
export const checkFoundNoun: Check<Extract<Effect, { type: 'reveal-until' | 'search' }>> = (effect, ctx) => checkNoun(effect.noun, ctx);

/** Nodes under `node` that read "this way" (this turn's events the effect being resolved caused). */
function thisWayIn(node: unknown, out: { range: { start: number; end: number } }[] = []): { range: { start: number; end: number } }[] {
  if (Array.isArray(node)) {
    for (const item of node) thisWayIn(item, out);
    return out;
  }
  if (typeof node !== 'object' || node === null) return out;
  const record = node as Record<string, unknown>;
  if (record.thisWay === true && typeof record.range === 'object') out.push(record as { range: { start: number; end: number } });
  for (const key of Object.keys(record)) if (key !== 'range') thisWayIn(record[key], out);
  return out;
}

/**
 * CW3035: "this way" asks what the effect reading it caused; a trigger's condition, a static
 * ability or a replacement is read when no effect of theirs resolves.
 */
function checkThisWayIn(where: string, conditions: readonly unknown[], ctx: CheckContext): void {
  for (const found of thisWayIn(conditions)) report(ctx, 'CW3035', found.range, { where });
}

export const checkWhenThisWay: Check<Extract<Ability, { type: 'when' }>> = (ability, ctx) => checkThisWayIn("a trigger's condition", [ability.condition], ctx);
export const checkStaticThisWay: Check<Extract<Ability, { type: 'static' }>> = (ability, ctx) =>
  checkThisWayIn('a static ability', (ability.modifiers ?? []).flatMap((m) => [m.to, m.amount, m.condition]), ctx);
export const checkRuleThisWay: Check<RuleAbility> = (ability, ctx) => checkThisWayIn(`a ${ability.label?.text ?? 'static'} line`, [ability.who, ability.amount, ability.each, ability.condition], ctx);
export const checkReplacementThisWay: Check<Extract<Ability, { type: 'replacement' }>> = (ability, ctx) => checkThisWayIn("a replacement's condition", [ability.condition], ctx);

export const ruleChecks: CheckRegistry = {
  'ability:rule-number': [checkRuleNumberAbility, checkRuleThisWay],
  'effect:change-rule': [checkChangeRule],
  'effect:multiply': [checkMultiplyResource],
  'effect:grant': [checkGrantedAbility],
  'effect:look-take': [checkLookNoun],
  'effect:reveal-until': [checkFoundNoun],
  'effect:search': [checkFoundNoun],
  'sel:happened': [checkHappenedSel],
  'expr:times': [checkTimes],
  'cond:happened': [checkHappenedCond],
  'ability:when': [checkWhenThisWay],
  'ability:static': [checkStaticThisWay],
  'ability:replacement': [checkReplacementThisWay],
};
