// The construction a deck is checked against: the game's sections and rules, with the changes
// of the variants the deck is built for, and the numbers those rules use (rule numbers as the
// chosen variants set them, and the table's player count).
import type { Construction, ConstructionRule, DeckCount, Expr, RuleNumberSpec, VariantDefinition, Vocabulary } from '../defs';

/** The variants chosen, by id, with the parameters chosen for them. */
export type ChosenVariants = Readonly<Record<string, Readonly<Record<string, number | boolean | string>>>>;

export type DeckRules = {
  construction: Construction;
  /** Rule numbers by name, after the chosen variants. */
  numbers: ReadonlyMap<string, number>;
  players: number;
};

/**
 * The rules for a deck: the vocabulary's construction with each chosen variant's changes (a rule
 * of the same id replaced, others added), the rule numbers the chosen variants set (a vocabulary
 * variant through `sets`, a set's variant through its `rule:` lines), and the player count
 * (default: the most the game takes, so a legal deck suits any table).
 */
export function deckRules(vocabulary: Vocabulary, options: { variants?: ChosenVariants; setVariants?: readonly VariantDefinition[]; players?: number } = {}): DeckRules {
  const base = vocabulary.construction ?? { scope: 'table' as const, sections: [], rules: [] };
  const chosen = options.variants ?? {};
  const rules = new Map<string, ConstructionRule>(base.rules.map((r) => [r.id, r]));
  for (const id of Object.keys(chosen)) {
    const spec = vocabulary.variants.find((v) => v.id === id);
    for (const change of spec?.construction ?? []) {
      if (change.when && paramOf(vocabulary, options.setVariants, id, change.when.param, chosen[id]!) !== change.when.is) continue;
      for (const rule of change.rules) rules.set(rule.id, rule);
    }
  }
  const players = Math.min(vocabulary.players.max, Math.max(vocabulary.players.min, Math.trunc(options.players ?? vocabulary.players.max)));
  return {
    construction: { ...base, rules: [...rules.values()] },
    numbers: constructionNumbers(vocabulary, chosen, options.setVariants ?? []),
    players,
  };
}

/** A variant's parameter as chosen, else its default (the set's variant's, else the vocabulary's). */
function paramOf(vocabulary: Vocabulary, setVariants: readonly VariantDefinition[] | undefined, variant: string, param: string, chosen: Readonly<Record<string, number | boolean | string>>): number | boolean | string | undefined {
  if (Object.hasOwn(chosen, param)) return chosen[param];
  const declared = setVariants?.find((v) => v.id === variant)?.params.find((p) => p.name === param);
  if (declared) return declared.value;
  return vocabulary.variants.find((v) => v.id === variant)?.params[param]?.default;
}

/** Every rule number of the vocabulary as the chosen variants leave it, held within its bounds. */
export function constructionNumbers(vocabulary: Vocabulary, chosen: ChosenVariants, setVariants: readonly VariantDefinition[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of vocabulary.ruleNumbers ?? []) out.set(spec.name, numberAfterVariants(vocabulary, spec, chosen, setVariants));
  return out;
}

function numberAfterVariants(vocabulary: Vocabulary, spec: RuleNumberSpec, chosen: ChosenVariants, setVariants: readonly VariantDefinition[]): number {
  let set: number | undefined;
  let add = 0;
  const names = new Set([spec.name, ...(spec.aliases ?? [])]);
  for (const id of Object.keys(chosen)) {
    const param = vocabulary.variants.find((v) => v.id === id)?.sets?.[spec.name];
    if (param !== undefined) {
      const value = paramOf(vocabulary, setVariants, id, param, chosen[id]!);
      if (typeof value === 'number') set = value;
    }
    const declared = setVariants.find((v) => v.id === id);
    for (const ability of declared?.abilities ?? []) {
      // A rule that holds only while something is so on the table cannot apply to a deck list.
      if (ability.kind !== 'rule-number' || !names.has(ability.rule) || ability.condition) continue;
      const value = constant(ability.amount, (name) => paramOf(vocabulary, setVariants, id, name, chosen[id]!));
      if (value === null) continue;
      if (ability.op === 'set') set = value;
      else add += value;
    }
  }
  return Math.min(spec.max, Math.max(spec.min, (set ?? spec.default) + add));
}

/** A number known before the game starts: a constant, a variant's parameter, arithmetic on those; null otherwise. */
function constant(expr: Expr, param: (name: string) => number | boolean | string | undefined): number | null {
  if (typeof expr === 'number') return expr;
  switch (expr.kind) {
    case 'param': {
      const value = param(expr.name);
      return typeof value === 'number' ? value : null;
    }
    case 'arith': {
      const left = constant(expr.left, param);
      const right = constant(expr.right, param);
      if (left === null || right === null) return null;
      return expr.op === '+' ? left + right : expr.op === '-' ? left - right : expr.op === '*' ? left * right : expr.op === 'min' ? Math.min(left, right) : Math.max(left, right);
    }
    case 'divide': {
      const of = constant(expr.of, param);
      const by = constant(expr.by, param);
      if (of === null || by === null || by === 0) return null;
      return expr.round === 'down' ? Math.floor(of / by) : Math.ceil(of / by);
    }
    default:
      return null;
  }
}

/** A count's value, and how it was worked out when that is more than one number (`6 players × (stak-size 9 + hand-size 2)`). */
export type CountValue = { value: number; how: string | null };

export function countOf(count: DeckCount, rules: Pick<DeckRules, 'numbers' | 'players'>): CountValue {
  const part = (c: DeckCount, nested: boolean): { value: number; text: string; plain: boolean } => {
    if (typeof c === 'number') return { value: c, text: String(c), plain: true };
    if (typeof c === 'string') {
      if (c === 'players') return { value: rules.players, text: `${rules.players} players`, plain: false };
      const value = rules.numbers.get(c) ?? 0;
      return { value, text: `${c} ${value}`, plain: true };
    }
    const times = 'times' in c;
    const parts = (times ? c.times : c.plus).map((p) => part(p, true));
    const value = times ? parts.reduce((a, p) => a * p.value, 1) : parts.reduce((a, p) => a + p.value, 0);
    const text = parts.map((p) => p.text).join(times ? ' × ' : ' + ');
    return { value, text: nested && !times ? `(${text})` : text, plain: false };
  };
  const found = part(count, false);
  return { value: found.value, how: found.plain ? null : found.text };
}
