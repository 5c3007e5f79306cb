// Rule numbers: the numbers a game's rules use (a purchase price, a hand limit, the cards dealt
// at setup), declared in its vocabulary and read by its rules module only through `ruleNumber`,
// so that variants can set them and cards can change them. A number is worked out in layers, as
// stats are: the vocabulary's default; then every "set" (the switched-on variants' first, then
// the active cards' static abilities and their granted ones, then changes made by effects for a
// while), the last one winning; then every "add", summed. A number of the whole game (`game`
// scope, read at setup) is set by variants only.
import type { Ability, RuleNumberSpec, Vocabulary } from '../defs';
import type { Ctx } from './context';
import { currentDefId, evaluate, seatOf, select, test } from './evaluate';
import { activeGrants } from './grants';
import { nextId, RULES_ZONE, type CardRef, type GameState, type RuleChange, type Scope, type SeatId, type Subject } from './state';

type RuleAbility = Extract<Ability, { kind: 'rule-number' }>;

/** The vocabulary's rule numbers by name (and by alias), made once per vocabulary. */
const specs = new WeakMap<Vocabulary, ReadonlyMap<string, RuleNumberSpec>>();
// The vocabulary asked for last, before the WeakMap: rule numbers are read several times an action.
let lastVocabulary: Vocabulary | null = null;
let lastSpecs: ReadonlyMap<string, RuleNumberSpec> | null = null;
export function ruleNumberSpecs(vocabulary: Vocabulary): ReadonlyMap<string, RuleNumberSpec> {
  if (vocabulary === lastVocabulary) return lastSpecs!;
  let found = specs.get(vocabulary);
  if (!found) {
    const map = new Map<string, RuleNumberSpec>();
    for (const spec of vocabulary.ruleNumbers ?? []) map.set(spec.name, spec);
    for (const spec of vocabulary.ruleNumbers ?? []) for (const alias of spec.aliases ?? []) if (!map.has(alias)) map.set(alias, spec);
    found = map;
    specs.set(vocabulary, found);
  }
  lastVocabulary = vocabulary;
  lastSpecs = found;
  return found;
}

/**
 * What a switched-on variant means for rule numbers, by variant id, made once per vocabulary and
 * id: which rule numbers the module sets from its parameters (the vocabulary's `sets`), and the
 * ids of the definition and the card that stand for a set's variant with rules.
 */
type VariantRules = { sets: Readonly<Record<string, string>> | undefined; defId: string };
const variantRules = new WeakMap<Vocabulary, Map<string, VariantRules>>();
function variantRulesOf(vocabulary: Vocabulary, id: string): VariantRules {
  let byId = variantRules.get(vocabulary);
  if (!byId) variantRules.set(vocabulary, (byId = new Map()));
  let found = byId.get(id);
  if (!found) {
    if (byId.size > 1000) byId.clear();
    found = { sets: vocabulary.variants.find((v) => v.id === id)?.sets, defId: `${vocabulary.game}/variants/${id}` };
    byId.set(id, found);
  }
  return found;
}

/** Which definitions have a rule-number ability, by rule number: most games' cards have none. */
type RuleIndex = ReadonlyMap<string, ReadonlySet<string>>;
const indexes = new WeakMap<ReadonlyMap<string, unknown>, { size: number; index: RuleIndex }>();
function ruleIndex(defs: Ctx['defs']): RuleIndex {
  const cached = indexes.get(defs);
  if (cached && cached.size === defs.size) return cached.index;
  const index = new Map<string, Set<string>>();
  for (const [id, def] of defs) {
    for (const ability of def.abilities) {
      if (ability.kind !== 'rule-number') continue;
      const ids = index.get(ability.rule) ?? new Set<string>();
      ids.add(id);
      index.set(ability.rule, ids);
    }
  }
  indexes.set(defs, { size: defs.size, index });
  return index;
}

/** What the layers found: the last value set, and the sum of the changes. */
type Layers = { set: number | undefined; add: number };

function apply(layers: Layers, op: 'set' | 'add', value: number): void {
  if (op === 'set') layers.set = value;
  else layers.add += value;
}

/** Whether an ability's players include `seat` (a number of the whole game takes every ability). */
function appliesTo(ctx: Ctx, who: RuleAbility['who'], seat: SeatId | null, scope: Scope): boolean {
  if (seat === null || who === undefined) return true;
  for (const id of select(ctx, who, scope)) if (seatOf(ctx.state, id) === seat) return true;
  return false;
}

function layer(ctx: Ctx, layers: Layers, ability: RuleAbility, seat: SeatId | null, scope: Scope): void {
  if (ability.condition && !test(ctx, ability.condition, scope)) return;
  if (!appliesTo(ctx, ability.who, seat, scope)) return;
  apply(layers, ability.op, evaluate(ctx, ability.amount, scope));
}

/**
 * A rule number as it stands now, for a player (`seat`) or for the whole game (null). A name the
 * vocabulary does not declare reads as 0.
 */
export function ruleNumber(ctx: Ctx, name: string, seat: SeatId | null = null): number {
  const { state } = ctx;
  const spec = ruleNumberSpecs(ctx.game.vocabulary).get(name);
  if (!spec) return 0;
  const rule = spec.name;
  const index = ruleIndex(ctx.defs);
  const cards = index.get(rule);
  const changes = state.ruleChanges;
  const variants = hasVariants(state.variants);
  // The usual case: nothing changes the number.
  if (!cards && !variants && (changes === undefined || changes.length === 0) && !state.grants?.length) return spec.default;
  const layers: Layers = { set: undefined, add: 0 };
  const active = state.turn.active;
  // Variants: those the rules module carries out set numbers from their parameters, those of a
  // set by their own rules (whether or not their rule card is laid out yet: setup reads these).
  for (const id in state.variants) {
    const known = variantRulesOf(ctx.game.vocabulary, id);
    const param = known.sets?.[rule];
    const value = param === undefined ? undefined : state.variants[id]![param];
    if (typeof value === 'number') apply(layers, 'set', value);
    const defId = known.defId;
    if (!cards?.has(defId)) continue;
    const scope: Scope = { source: ruleCardOf(state, defId), controller: seat ?? active, bound: {}, vars: {}, event: null };
    for (const ability of ctx.defs.get(defId)!.abilities) if (ability.kind === 'rule-number' && ability.rule === rule) layer(ctx, layers, ability, seat, scope);
  }
  if (spec.scope === 'player' && seat !== null) {
    if (cards) {
      // A card this player alone ignores changes none of their numbers (GameModule.ignoredBy).
      const ignored = ctx.game.ignoredBy?.(ctx) ?? null;
      for (const card of ctx.game.activeCards(ctx)) {
        if (state.cards[card]?.zone === RULES_ZONE) continue; // counted above, as a variant
        const defId = currentDefId(state, card);
        if (!cards.has(defId)) continue;
        if (ignored !== null && ignored.get(card)?.has(seat) === true) continue;
        const scope = cardScope(ctx, card, null);
        for (const ability of ctx.defs.get(defId)!.abilities) if (ability.kind === 'rule-number' && ability.rule === rule) layer(ctx, layers, ability, seat, scope);
      }
    }
    for (const grant of activeGrants(ctx)) {
      if (grant.ability.kind !== 'rule-number' || grant.ability.rule !== rule) continue;
      layer(ctx, layers, grant.ability, seat, cardScope(ctx, grant.card, grant.controller));
    }
    for (const change of changes ?? []) if (change.rule === rule && (change.seats === null || change.seats.includes(seat))) apply(layers, change.op, change.value);
  }
  const value = (layers.set ?? spec.default) + layers.add;
  return Math.min(spec.max, Math.max(spec.min, value));
}

/** A variant's rule card, once laid out in the rules zone (setup reads rule numbers before), or null. */
function ruleCardOf(state: GameState, defId: string): CardRef | null {
  const rules = state.zones[RULES_ZONE]?.cards;
  if (rules === undefined) return null;
  for (let i = 0; i < rules.length; i += 1) if (state.cards[rules[i]!]!.def === defId) return rules[i]!;
  return null;
}

/** Whether any variant is switched on (asked on every read: no list is made). */
function hasVariants(variants: Record<string, unknown>): boolean {
  for (const _ in variants) return true;
  return false;
}

function cardScope(ctx: Ctx, card: CardRef, controller: SeatId | null): Scope {
  return { source: card, controller: controller ?? seatOf(ctx.state, card) ?? ctx.state.turn.active, bound: {}, vars: {}, event: null };
}

/** Records a change of a rule number made by an effect, for the players given (null: every player). */
export function changeRule(ctx: Ctx, change: Omit<RuleChange, 'id' | 'turn'>): void {
  const { state } = ctx;
  const made: RuleChange = { id: nextId(state, 'r'), ...change, turn: state.turn.number };
  state.ruleChanges = [...(state.ruleChanges ?? []), made];
}

/** The seats a selector names, in its order (cards count as their controller's). */
export function seatsNamed(ctx: Ctx, ids: readonly Subject[]): SeatId[] {
  const out: SeatId[] = [];
  for (const id of ids) {
    const seat = seatOf(ctx.state, id);
    if (seat && !out.includes(seat)) out.push(seat);
  }
  return out;
}
