// Every game's construction is data the checker can use: its sections take kinds the game has,
// its rules name sections, stats and rule numbers that exist; and rule numbers follow variants.
import { describe, expect, it } from 'vitest';
import type { ConstructionRule, DeckCount, Vocabulary } from '../defs';
import { vocabularies } from '../games/vocabularies';
import { constructionNumbers, countOf, deckRules } from './construction';

function namesIn(count: DeckCount): string[] {
  if (typeof count === 'number') return [];
  if (typeof count === 'string') return [count];
  return ('times' in count ? count.times : count.plus).flatMap(namesIn);
}

function countsOf(rule: ConstructionRule): DeckCount[] {
  switch (rule.kind) {
    case 'size':
      return [rule.min, rule.max].filter((c): c is DeckCount => c !== undefined);
    case 'copies':
    case 'points':
      return [rule.max];
    case 'groups':
      return [rule.count, rule.size];
    default:
      return [];
  }
}

function sectionsOf(rule: ConstructionRule): string[] {
  return 'sections' in rule ? [...rule.sections, ...('from' in rule ? rule.from : [])] : [rule.section];
}

function problems(vocabulary: Vocabulary): string[] {
  const out: string[] = [];
  const construction = vocabulary.construction!;
  const kinds = new Map(vocabulary.cardKinds.map((k) => [k.name, k]));
  const numbers = new Set([...(vocabulary.ruleNumbers ?? []).map((r) => r.name), 'players']);
  const sectionIds = new Set(construction.sections.map((s) => s.id));
  for (const section of construction.sections) {
    for (const kind of section.kinds) if (!kinds.has(kind)) out.push(`section ${section.id}: no card kind ${kind}`);
    if (section.zone && !vocabulary.zones.some((z) => z.name === section.zone)) out.push(`section ${section.id}: no zone ${section.zone}`);
  }
  const rules = [...construction.rules, ...vocabulary.variants.flatMap((v) => (v.construction ?? []).flatMap((c) => c.rules))];
  for (const rule of rules) {
    for (const id of sectionsOf(rule)) if (!sectionIds.has(id)) out.push(`rule ${rule.id}: no section ${id}`);
    for (const name of countsOf(rule).flatMap(namesIn)) if (!numbers.has(name)) out.push(`rule ${rule.id}: no rule number ${name}`);
    const stats = sectionsOf(rule).flatMap((id) => construction.sections.find((s) => s.id === id)?.kinds ?? []).flatMap((k) => kinds.get(k)?.stats.map((s) => s.name) ?? []);
    if (rule.kind === 'points') for (const stat of [rule.stat, rule.eliteStat].filter(Boolean)) if (!stats.includes(stat!)) out.push(`rule ${rule.id}: no stat ${stat}`);
    if (rule.kind === 'elite' && !stats.includes(rule.stat)) out.push(`rule ${rule.id}: no stat ${rule.stat}`);
  }
  for (const variant of vocabulary.variants) for (const change of variant.construction ?? []) if (change.when && !(change.when.param in variant.params)) out.push(`variant ${variant.id}: no parameter ${change.when.param}`);
  if (construction.draws) {
    if (!sectionIds.has(construction.draws.section)) out.push(`draws: no section ${construction.draws.section}`);
    for (const name of [construction.draws.opening, construction.draws.perTurn].flatMap(namesIn)) if (!numbers.has(name)) out.push(`draws: no rule number ${name}`);
  }
  const ids = construction.rules.map((r) => r.id);
  if (new Set(ids).size !== ids.length) out.push('two rules share an id');
  return out;
}

describe('construction rules', () => {
  it.each([...vocabularies.values()].map((v) => [v.game, v] as const))('%s: every name they use exists', (_game, vocabulary) => {
    expect(vocabulary.construction, 'the game declares how its decks are built').toBeDefined();
    expect(problems(vocabulary)).toEqual([]);
  });

  it('use rule numbers as variants set them: a vocabulary variant through its parameters, a set\'s through its rule lines', () => {
    const stakBots = vocabularies.get('stak-bots')!;
    expect(constructionNumbers(stakBots, {}, []).get('stak-size')).toBe(9);
    expect(constructionNumbers(stakBots, { 'stak-depth': { cards: 5 } }, []).get('stak-size')).toBe(5);
    expect(constructionNumbers(stakBots, { 'stak-depth': {} }, []).get('stak-size')).toBe(9);
    const quick = [{ id: 'short', name: 'Short', params: [{ name: 'depth', value: 4 }], abilities: [{ kind: 'rule-number' as const, rule: 'stak-size', op: 'set' as const, amount: { kind: 'param' as const, variant: 'short', name: 'depth' } }, { kind: 'rule-number' as const, rule: 'hand-size', op: 'add' as const, amount: { kind: 'arith' as const, op: '*' as const, left: 2, right: 3 } }] }];
    expect(constructionNumbers(stakBots, { short: {} }, quick).get('stak-size')).toBe(4);
    expect(constructionNumbers(stakBots, { short: { depth: 6 } }, quick).get('stak-size')).toBe(6);
    expect(constructionNumbers(stakBots, { short: {} }, quick).get('hand-size')).toBe(8);
    // Held within the rule number's bounds (stak-size: 1 to 30).
    expect(constructionNumbers(stakBots, { 'stak-depth': { cards: 500 } }, []).get('stak-size')).toBe(30);
  });

  it('count for a table the game takes', () => {
    const fourSouls = vocabularies.get('four-souls')!;
    expect(deckRules(fourSouls).players).toBe(4);
    expect(deckRules(fourSouls, { players: 9 }).players).toBe(4);
    expect(deckRules(fourSouls, { players: 1 }).players).toBe(2);
    const rules = deckRules(fourSouls, { players: 3 });
    expect(countOf({ times: ['players', 'starting-loot'] }, rules)).toEqual({ value: 9, how: '3 players × starting-loot 3' });
    expect(countOf('shop-slots', rules)).toEqual({ value: 2, how: null });
  });
});
