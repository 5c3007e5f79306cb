// Words the game's vocabulary defines: zones, stats, resources, counters, card kinds, rule
// options. Each check names the word's place in the vocabulary in its message.
import type { Vocabulary } from '../../../engine/defs';
import type { Ability, Cond, CostNode, Effect, Expr, Name, StaticNode, ZoneRef } from '../../syntax/ast';
import { gameName, report, reportUnknown, type Check, type CheckContext, type CheckRegistry } from '../registry';
import { resourceNamed } from '../words';
import { pileZone } from '../zones';

/** Every stat of every card kind, each once, in vocabulary order. */
export function allStats(vocabulary: Vocabulary): string[] {
  return [...new Set(vocabulary.cardKinds.flatMap((k) => k.stats.map((s) => s.name)))];
}

function checkZoneName(zone: Name | null | undefined, ctx: CheckContext): void {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !zone) return;
  const zones = vocabulary.zones.map((z) => z.name);
  if (!zones.includes(zone.text)) reportUnknown(ctx, 'CW2005', zone, zones, { game: gameName(vocabulary) });
}

/**
 * CW2005: a zone (`your stak`, `the supply`, `rival's hand`) is a zone of the game. CW2031: a zone
 * left unnamed (`your top bot`) needs a game with one pile per player (semantics/zones.ts).
 */
export const checkZoneRef: Check<ZoneRef> = (ref, ctx) => {
  if (ref.implied !== true) return checkZoneName(ref.zone, ctx);
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || pileZone(vocabulary) !== null) return;
  const piles = vocabulary.zones.filter((z) => z.scope === 'seat' && z.ordered).map((z) => z.name);
  report(ctx, 'CW2031', ref.range, { game: gameName(vocabulary), piles: piles.length === 0 ? 'no ordered zone of their own' : `several ordered zones (${piles.join(', ')})` });
};

/** CW2005: `<card> is in <zone>`. */
export const checkInZone: Check<Extract<Cond, { type: 'in-zone' }>> = (cond, ctx) => checkZoneName(cond.zone, ctx);

/** CW2005: `enters the shop exhausted`. */
export const checkEntersZone: Check<Extract<Ability, { type: 'enters' }>> = (ability, ctx) => checkZoneName(ability.zone, ctx);

/** CW2005: `draw a card from <zone>`. */
export const checkDrawFrom: Check<Extract<Effect, { type: 'draw' }>> = (effect, ctx) => checkZoneName(effect.from, ctx);

/** CW2006: `the power of X`, `X's power`, `with power 2 or less`: a stat, resource or counter. */
export const checkPropertyName: Check<Extract<Expr, { type: 'property' }>> = (expr, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !expr.name) return;
  const names = [...allStats(vocabulary), ...vocabulary.resources.map((r) => r.name), ...vocabulary.counters.map((c) => c.name)];
  if (!names.includes(expr.name.text) && resourceNamed(vocabulary, expr.name.text) === null) reportUnknown(ctx, 'CW2006', expr.name, names, { game: gameName(vocabulary) });
};

/** CW2014: `gain 2 cents`, `lose 1 soul`, `pay 3 cents`: a resource of the game. */
export const checkResource: Check<Extract<Effect, { type: 'gain' | 'lose' }> | Extract<CostNode, { type: 'pay' }>> = (node, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !node.resource) return;
  const resources = vocabulary.resources.map((r) => r.name);
  if (resourceNamed(vocabulary, node.resource.text) === null) reportUnknown(ctx, 'CW2014', node.resource, resources, { game: gameName(vocabulary) });
};

/**
 * CW2015: `put 2 charge counters on …`: a counter of the game. A counter named after a stat is
 * allowed too: the engine adds it to the stat (engine/core/evaluate.ts), as `+1 power` counters.
 */
export const checkCounter: Check<Extract<Effect, { type: 'add-counter' | 'remove-counter' }> | Extract<CostNode, { type: 'remove-counters' }>> = (effect, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !effect.counter) return;
  const counters = [...new Set([...vocabulary.counters.map((c) => c.name), ...allStats(vocabulary)])];
  if (!counters.includes(effect.counter.text)) reportUnknown(ctx, 'CW2015', effect.counter, counters, { game: gameName(vocabulary) });
};

/**
 * CW2003: `<cards> get +1 power`, `static: … get +1 power`: a stat. The cards changed may be of
 * any kind, so any kind's stat will do, and the message says "a card".
 */
export const checkModifiedStat: Check<Extract<Effect, { type: 'modify-stat' }> | StaticNode> = (node, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !node.stat) return;
  const stats = allStats(vocabulary);
  if (!stats.includes(node.stat.text)) reportUnknown(ctx, 'CW2003', node.stat, stats, { kind: 'card' });
};

/** CW2002: `<card> is a <kind>`; the plural and `card` are read as the parser may leave them. */
export const checkIsKind: Check<Extract<Cond, { type: 'is-kind' }>> = (cond, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !cond.kind) return;
  const kinds = vocabulary.cardKinds.map((k) => k.name);
  const word = cond.kind.text;
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  if (kinds.includes(word) || kinds.includes(singular) || singular === 'card') return;
  reportUnknown(ctx, 'CW2002', cond.kind, kinds, { game: gameName(vocabulary) });
};

/** CW2018: `option <id>` names a rule option of the game. */
export const checkRuleOption: Check<Extract<Cond, { type: 'option' }>> = (cond, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !cond.option) return;
  const options = vocabulary.ruleOptions.map((o) => o.id);
  if (!options.includes(cond.option.text)) reportUnknown(ctx, 'CW2018', cond.option, options, { game: gameName(vocabulary) });
};

/** CW2019: `<card> is being <state>` names a state of the game's vocabulary. */
export const checkCardState: Check<Extract<Cond, { type: 'in-state' }>> = (cond, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !cond.state) return;
  const states = (vocabulary.states ?? []).map((s) => s.name);
  if (!states.includes(cond.state.text)) reportUnknown(ctx, 'CW2019', cond.state, states, { game: gameName(vocabulary) });
};

export const vocabularyChecks: CheckRegistry = {
  'zone-ref': [checkZoneRef],
  'cond:in-zone': [checkInZone],
  'ability:enters': [checkEntersZone],
  'effect:draw': [checkDrawFrom],
  'expr:property': [checkPropertyName],
  'effect:gain': [checkResource],
  'effect:lose': [checkResource],
  'cost:pay': [checkResource],
  'effect:add-counter': [checkCounter],
  'effect:remove-counter': [checkCounter],
  'cost:remove-counters': [checkCounter],
  'effect:modify-stat': [checkModifiedStat],
  'static-modifier': [checkModifiedStat],
  'cond:is-kind': [checkIsKind],
  'cond:option': [checkRuleOption],
  'cond:in-state': [checkCardState],
};
