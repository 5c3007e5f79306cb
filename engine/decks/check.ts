// Checks a deck list against its game's construction: every entry names a card of the deck's
// sets that its section takes, and every construction rule holds. Each violation says where
// (the section and entry), which rule, and by how much, in a sentence. Pure: the studio runs it
// on every change, the command line before a game.
import type { ConstructionRule, DeckEntry, DeckFile, DeckSectionSpec, VariantDefinition, Vocabulary } from '../defs';
import { editDistance } from '../text/edit-distance';
import { CardPool, type DeckCard } from './cards';
import { countOf, deckRules, type DeckRules } from './construction';

export type DeckViolation = {
  /**
   * The rule broken: a construction rule's id, or one of the list's own: `unknown-card`,
   * `ambiguous-card`, `wrong-section`, `unknown-section`, `unknown-set`, `unknown-variant`, `wrong-game`.
   */
  rule: string;
  message: string;
  /** Where: the section's id and the entry's index in it, when the violation is about one. */
  section: string | null;
  entry: number | null;
  card: string | null;
  /** The rules text the rule comes from (docs/rules ids). */
  source: readonly string[];
};

/** An entry with the card it names (null when it names none). */
export type ResolvedEntry = { section: string; index: number; entry: DeckEntry; card: DeckCard | null };

/** What a points rule adds up to (a Destiny team, elite characters at their second value), for the builder to show. */
export type PointsTotal = { rule: string; sections: readonly string[]; total: number; max: number };

export type DeckCheck = {
  violations: DeckViolation[];
  entries: ResolvedEntry[];
  rules: DeckRules;
  points: PointsTotal[];
};

export type DeckCheckOptions = {
  vocabulary: Vocabulary;
  /** Every card the deck could draw on (of any set): the deck's own `sets` pick among them. */
  cards: readonly DeckCard[];
  /** The variants the game's sets declare (their `rule:` lines may set rule numbers). */
  setVariants?: readonly VariantDefinition[];
  /** The table the deck is checked for: default, the most players the game takes. */
  players?: number;
};

/** Checks a deck; the violations come in the order of the deck's sections, then of the rules. */
export function checkDeck(deck: DeckFile, options: DeckCheckOptions): DeckCheck {
  const { vocabulary } = options;
  const rules = deckRules(vocabulary, { variants: deck.variants, setVariants: options.setVariants, players: options.players });
  const violations: DeckViolation[] = [];
  const say = (rule: string, message: string, at: Partial<Pick<DeckViolation, 'section' | 'entry' | 'card' | 'source'>> = {}) =>
    violations.push({ rule, message, section: at.section ?? null, entry: at.entry ?? null, card: at.card ?? null, source: at.source ?? [] });
  if (deck.game !== vocabulary.game) say('wrong-game', `The deck is for ${deck.game}, not ${vocabulary.name}.`);

  const knownSets = [...new Set(options.cards.map((c) => c.set))];
  for (const set of deck.sets) {
    if (!knownSets.includes(set)) say('unknown-set', `The deck draws on the set "${set}", which ${vocabulary.name} has not here${didYouMean(set, knownSets)}.`);
  }
  for (const id of Object.keys(deck.variants)) {
    const known = [...vocabulary.variants.map((v) => v.id), ...(options.setVariants ?? []).map((v) => v.id)];
    if (!known.includes(id)) say('unknown-variant', `The deck is built for the variant "${id}", which ${vocabulary.name} has not here${didYouMean(id, known)}.`);
  }

  const pool = new CardPool(options.cards, deck.sets);
  const sections = rules.construction.sections;
  const entries: ResolvedEntry[] = [];
  for (const [sectionId, list] of Object.entries(deck.sections)) {
    const section = sections.find((s) => s.id === sectionId);
    if (!section) {
      if (list.length > 0) say('unknown-section', `The deck has a section "${sectionId}", which ${vocabulary.name} decks do not have${didYouMean(sectionId, sections.map((s) => s.id))}.`, { section: sectionId });
      continue;
    }
    list.forEach((entry, index) => {
      const at = { section: sectionId, entry: index, card: entry.card };
      const found = pool.resolve(entry);
      if (!found.ok) {
        if (found.problem === 'ambiguous') say('ambiguous-card', `"${entry.card}" is a card of ${found.sets.length} of the deck's sets (${found.sets.join(', ')}): say which set it comes from.`, at);
        else say('unknown-card', `"${entry.card}" is not a card of the deck's sets${entry.set ? ` (it names the set "${entry.set}")` : ''}${found.suggestion ? ` (did you mean "${found.suggestion}"?)` : ''}.`, at);
        entries.push({ section: sectionId, index, entry, card: null });
        return;
      }
      const refused = sectionRefuses(section, found.card);
      if (refused) say('wrong-section', `"${found.card.name}" ${refused}`, at);
      entries.push({ section: sectionId, index, entry, card: found.card });
    });
  }

  const points: PointsTotal[] = [];
  const context: RuleContext = { rules, entries, sections, say, points };
  for (const rule of rules.construction.rules) checks[rule.kind](rule as never, context);
  return { violations, entries, rules, points };
}

/** Why a section does not take a card; null when it does. */
export function sectionRefuses(section: DeckSectionSpec, card: Pick<DeckCard, 'kind' | 'tags'>): string | null {
  if (!section.kinds.includes(card.kind)) return `is ${article(card.kind)} ${card.kind} card; the ${section.name} takes ${list(section.kinds)} cards.`;
  const banned = section.withoutTags?.find((t) => card.tags.includes(t));
  if (banned) return `is #${banned}; the ${section.name} takes no #${banned} card.`;
  return null;
}

type RuleContext = {
  rules: DeckRules;
  entries: readonly ResolvedEntry[];
  sections: readonly DeckSectionSpec[];
  say: (rule: string, message: string, at?: Partial<Pick<DeckViolation, 'section' | 'entry' | 'card' | 'source'>>) => void;
  points: PointsTotal[];
};
type Check<K extends ConstructionRule['kind']> = (rule: Extract<ConstructionRule, { kind: K }>, context: RuleContext) => void;

const checks: { [K in ConstructionRule['kind']]: Check<K> } = {
  size: checkSize,
  copies: checkCopies,
  elite: checkElite,
  points: checkPoints,
  exclusive: checkExclusive,
  needs: checkNeeds,
  groups: checkGroups,
};

function checkSize(rule: Extract<ConstructionRule, { kind: 'size' }>, { rules, entries, sections, say }: RuleContext): void {
  const counted = entries.filter((e) => rule.sections.includes(e.section) && (!rule.cardKinds || (e.card !== null && rule.cardKinds.includes(e.card.kind))));
  const total = counted.reduce((sum, e) => sum + e.entry.count, 0);
  const min = rule.min === undefined ? null : countOf(rule.min, rules);
  const max = rule.max === undefined ? null : countOf(rule.max, rules);
  const what = rule.cardKinds ? `${rule.cardKinds.join(' or ')} card` : 'card';
  const where = sectionsLabel(rule.sections, sections, true);
  const at = { section: rule.sections.length === 1 ? rule.sections[0]! : null, source: rule.source };
  const exactly = min !== null && max !== null && min.value === max.value;
  const how = (c: { how: string | null }) => (c.how ? ` (${c.how})` : '');
  if (min !== null && total < min.value) {
    say(rule.id, `${where} ${verb(rule.sections, 'has', 'have')} ${plural(total, what)}; ${rule.sections.length > 1 ? 'they need' : 'it needs'} ${exactly ? 'exactly' : 'at least'} ${min.value}${how(min)}: ${min.value - total} short.`, at);
  } else if (max !== null && total > max.value) {
    say(rule.id, `${where} ${verb(rule.sections, 'has', 'have')} ${plural(total, what)}; ${rule.sections.length > 1 ? 'they take' : 'it takes'} ${exactly ? 'exactly' : 'at most'} ${max.value}${how(max)}: ${total - max.value} too many.`, at);
  }
}

function checkCopies(rule: Extract<ConstructionRule, { kind: 'copies' }>, { rules, entries, say }: RuleContext): void {
  const max = countOf(rule.max, rules).value;
  const byName = new Map<string, { count: number; first: ResolvedEntry }>();
  for (const e of entries) {
    if (!rule.sections.includes(e.section) || e.card === null) continue;
    if (rule.tag !== undefined && !e.card.tags.includes(rule.tag)) continue;
    const seen = byName.get(e.card.name);
    if (seen) seen.count += e.entry.count;
    else byName.set(e.card.name, { count: e.entry.count, first: e });
  }
  for (const [name, { count, first }] of byName) {
    const own = rule.limitStat === undefined ? undefined : first.card!.stats[rule.limitStat];
    const limit = own ?? max;
    if (count <= limit) continue;
    const of = own !== undefined ? 'this card, as its text says' : rule.tag === undefined ? 'a card' : `a #${rule.tag} card`;
    say(rule.id, `"${name}" has ${plural(count, 'copy')}; at most ${limit} of ${of}: ${count - limit} too many.`, { section: first.section, entry: first.index, card: name, source: rule.source });
  }
}

function checkElite(rule: Extract<ConstructionRule, { kind: 'elite' }>, { entries, say }: RuleContext): void {
  for (const e of entries) {
    if (e.section !== rule.section || e.card === null || !e.entry.elite) continue;
    const tagged = e.card.tags.includes(rule.tag);
    const priced = e.card.stats[rule.stat] !== undefined;
    if (tagged && priced) continue;
    const why = !tagged ? `it is not #${rule.tag}` : `it has no ${rule.stat} value`;
    say(rule.id, `"${e.card.name}" is bought elite, but only a #${rule.tag} card with a ${rule.stat} value can be: ${why}.`, { section: e.section, entry: e.index, card: e.card.name, source: rule.source });
  }
}

function checkPoints(rule: Extract<ConstructionRule, { kind: 'points' }>, { rules, entries, sections, say, points }: RuleContext): void {
  let total = 0;
  for (const e of entries) {
    if (!rule.sections.includes(e.section) || e.card === null) continue;
    const elite = e.entry.elite === true && rule.eliteStat !== undefined && e.card.stats[rule.eliteStat] !== undefined;
    total += (elite ? e.card.stats[rule.eliteStat!]! : (e.card.stats[rule.stat] ?? 0)) * e.entry.count;
  }
  const max = countOf(rule.max, rules).value;
  points.push({ rule: rule.id, sections: rule.sections, total, max });
  if (total > max) say(rule.id, `${sectionsLabel(rule.sections, sections, true)} ${verb(rule.sections, 'is', 'are')} worth ${plural(total, 'point')}; at most ${max}: ${total - max} over.`, { section: rule.sections[0] ?? null, source: rule.source });
}

function checkExclusive(rule: Extract<ConstructionRule, { kind: 'exclusive' }>, { entries, sections, say }: RuleContext): void {
  let first: { tag: string; name: string } | null = null;
  for (const e of entries) {
    if (!rule.sections.includes(e.section) || e.card === null) continue;
    const tag = rule.tags.find((t) => e.card!.tags.includes(t));
    if (tag === undefined) continue;
    if (first === null) first = { tag, name: e.card.name };
    else if (tag !== first.tag) {
      say(rule.id, `"${e.card.name}" is #${tag} and "${first.name}" #${first.tag}: ${sectionsLabel(rule.sections, sections)} takes only one of ${rule.tags.map((t) => `#${t}`).join(' and ')}.`, { section: e.section, entry: e.index, card: e.card.name, source: rule.source });
    }
  }
}

function checkNeeds(rule: Extract<ConstructionRule, { kind: 'needs' }>, { entries, sections, say }: RuleContext): void {
  const present = new Set<string>();
  for (const e of entries) if (rule.from.includes(e.section) && e.card !== null) for (const t of e.card.tags) present.add(t);
  for (const e of entries) {
    if (!rule.sections.includes(e.section) || e.card === null) continue;
    for (const tag of rule.tags) {
      if (!e.card.tags.includes(tag) || present.has(tag)) continue;
      say(rule.id, `"${e.card.name}" is #${tag}, and ${sectionsLabel(rule.from, sections)} has no #${tag} card to allow it.`, { section: e.section, entry: e.index, card: e.card.name, source: rule.source });
    }
  }
}

function checkGroups(rule: Extract<ConstructionRule, { kind: 'groups' }>, { rules, entries, sections, say }: RuleContext): void {
  const groups = new Map<string, { name: string; count: number }>();
  for (const e of entries) {
    if (e.section !== rule.section || e.card === null) continue;
    const group = groups.get(e.card.set);
    if (group) group.count += e.entry.count;
    else groups.set(e.card.set, { name: e.card.setName, count: e.entry.count });
  }
  const count = countOf(rule.count, rules).value;
  const size = countOf(rule.size, rules).value;
  const where = sectionsLabel([rule.section], sections);
  const at = { section: rule.section, source: rule.source };
  const listed = [...groups.values()].map((g) => `${g.name} ${g.count}`).join(', ');
  if (groups.size !== count) {
    const off = groups.size < count ? `${count - groups.size} short` : `${groups.size - count} too many`;
    say(rule.id, `${sectionsLabel([rule.section], sections, true)} draws on ${plural(groups.size, 'set')}${listed ? ` (${listed})` : ''}; it needs exactly ${count}, each a whole faction: ${off}.`, at);
  }
  for (const group of groups.values()) {
    if (group.count === size) continue;
    const off = group.count < size ? `${size - group.count} short` : `${group.count - size} too many`;
    say(rule.id, `${group.name} gives ${where} ${plural(group.count, 'card')}; a faction gives exactly ${size}: ${off}.`, at);
  }
}

// ---- Words ------------------------------------------------------------------------------------

/** The sections by name, as a sentence's subject ("the Team and Plot"); `cap` starts a sentence with it. */
function sectionsLabel(ids: readonly string[], sections: readonly DeckSectionSpec[], cap = false): string {
  const names = ids.map((id) => sections.find((s) => s.id === id)?.name ?? id);
  return `${cap ? 'The' : 'the'} ${names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`;
}

function plural(n: number, word: string, many?: string): string {
  if (n === 1) return `1 ${word}`;
  return `${n} ${many ?? (word.endsWith('y') && !/[aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`)}`;
}

function verb(ids: readonly string[], one: string, many: string): string {
  return ids.length > 1 ? many : one;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function list(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function didYouMean(word: string, known: readonly string[]): string {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const k of known) {
    const d = editDistance(word, k);
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best ? ` (did you mean "${best}"?)` : '';
}
