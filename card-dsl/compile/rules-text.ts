// English rules text from compiled card definitions, for card faces and editor hover. It reads
// the engine's data (engine/defs), so it says what the card does, not what was typed. Every
// function is total: an unknown kind or word reads as its own words rather than throwing.
import { diceText } from './dice-text';
import type {
  Ability,
  CardDefinition,
  Condition,
  Cost,
  Duration,
  Effect,
  EventPattern,
  Expr,
  GameArg,
  HistoryPattern,
  Replacement,
  Selector,
  StaticModifier,
  TargetSpec,
  Vocabulary,
  ZoneTarget,
} from '../../engine/defs';
import { isExprKind } from '../../engine/defs';
import { eventWording, faces, fieldWords, gameWord, resourceAmount, statChange, verbPhrase, zoneCards, zoneNoun, zoneTop } from './wording';

// ---------------------------------------------------------------------------------------------
// Context

/** How a selector reads in a sentence: as subject, object and possessive, and its verb agreement. */
type Person = 'you' | 'third' | 'plural';
type Ref = { subj: string; obj: string; poss: string; person: Person; /** short enough for `X's power` */ simple: boolean };

/** Names the text is inside of: targets, choices, for-each items and rolls. */
type Binding =
  | { kind: 'target'; name: string; spec: TargetSpec; mentioned: boolean; player: boolean; noun: string }
  | { kind: 'choice'; name: string; player: boolean; plural: boolean }
  | { kind: 'item'; name: string; player: boolean; each: string | null }
  | { kind: 'roll'; name: string }
  | { kind: 'vote'; name: string; player: boolean };

type Ctx = {
  vocab: Vocabulary | undefined;
  scope: Binding[];
  /** Letters given to computed amounts (`X`), by the amount's JSON, and those waiting for their `where X is`. */
  letters: Map<string, string>;
  pending: { letter: string; expr: Expr }[];
  reserved: Set<string>;
  /** Game verbs whose reminder text the card already gave. */
  explained: Set<string>;
  /** In a replacement, the event's main number (`it`). */
  replacing: string | null;
  /** Inside `X may …`, effects whose subject is X read without it ("each opponent may draw a card"). */
  drop: string | null;
  /** Card names by id, for `is-card` (the card being read knows its own name). */
  names: ReadonlyMap<string, string>;
  /** The event the ability reacts to, for how `the event <field>` reads ("the attacker"). */
  event: string | null;
  /** Glossary text in parentheses (a game verb's meaning, how a vote works): for hover, never on the face. */
  reminders: boolean;
  /**
   * Inside a granted ability: its `you` is the granting card's controller, not the player of the
   * card it is given to, so a player's verb names them ("When this dies: you loot 2.").
   */
  granted: boolean;
  /** How "here" reads on this card: "on this base" on a base, "here" on what lies on one. */
  here: string;
};

/** Where the text goes: a card's face (as printed), or the editor's hover (with glossary text). */
export type RulesTextOptions = {
  reminders?: boolean;
  /** Whether the card's dice are read as sentences after its abilities (default yes); a face that draws them leaves them out. */
  dice?: boolean;
};

function newCtx(vocab: Vocabulary | undefined, explained: Set<string> = new Set(), names: ReadonlyMap<string, string> = new Map(), options: RulesTextOptions = {}): Ctx {
  return { vocab, scope: [], letters: new Map(), pending: [], reserved: new Set(), explained, replacing: null, drop: null, names, event: null, reminders: options.reminders === true, granted: false, here: 'here' };
}

/** A card named by id, in quotes: its name when known, else the id's last part in title case ("Bolt Pup"). */
function cardName(ctx: Ctx, id: string): string {
  return `"${plainCardName(ctx.names, id)}"`;
}

function plainCardName(names: ReadonlyMap<string, string>, id: string): string {
  const known = names.get(id);
  if (known !== undefined) return known;
  const slug = String(id).split('/').pop() ?? String(id);
  return slug.split('-').map(capitalize).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Words

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** Engine words are lowercase with dashes: `turn-began` reads "turn began". */
function words(word: unknown): string {
  return typeof word === 'string' ? word.replace(/-/g, ' ') : String(word);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function article(phrase: string): string {
  // Numbers read aloud: 8, 11, 18 and 80-89 start with a vowel sound.
  if (/^(8|11|18)\b/.test(phrase) || /^8\d\b/.test(phrase)) return 'an';
  return /^[aeiou]/i.test(phrase) ? 'an' : 'a';
}

function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

function pluralize(noun: string): string {
  // Only the head (last word) of a short noun phrase changes: "power counter" -> "power counters".
  const at = noun.lastIndexOf(' ');
  const head = noun.slice(at + 1);
  const rest = noun.slice(0, at + 1);
  if (head === 'damage') return noun;
  if (/(s|x|z|ch|sh)$/.test(head)) return `${rest}${head}es`;
  if (/[^aeiou]y$/.test(head)) return `${rest}${head.slice(0, -1)}ies`;
  return `${rest}${head}s`;
}

/** Present tense for a verb phrase: only its first word changes ("play from hand" -> "plays from hand"). */
function conj(verb: string, person: Person): string {
  const at = verb.indexOf(' ');
  const first = at < 0 ? verb : verb.slice(0, at);
  const rest = at < 0 ? '' : verb.slice(at);
  if (first === 'be') return (person === 'third' ? 'is' : 'are') + rest;
  if (person !== 'third') return verb;
  const irregular: Record<string, string> = { have: 'has', do: 'does', go: 'goes' };
  const third =
    irregular[first] ?? (/(s|x|z|ch|sh|o)$/.test(first) ? `${first}es` : /[^aeiou]y$/.test(first) ? `${first.slice(0, -1)}ies` : `${first}s`);
  return third + rest;
}

/** "rival's", "this card's"; a plural noun takes a bare apostrophe ("their owners'"). */
function possessive(text: string): string {
  const last = text.split(' ').pop() ?? '';
  return /^(opponents|players|cards|owners|controllers)$/.test(last) ? `${text}'` : `${text}'s`;
}

function ref(text: string, person: Person = 'third'): Ref {
  return { subj: text, obj: text, poss: possessive(text), person, simple: text.split(' ').length <= 2 };
}

const YOU: Ref = { subj: 'you', obj: 'you', poss: 'your', person: 'you', simple: true };
const THIS: Ref = { subj: 'this', obj: 'this', poss: "this card's", person: 'third', simple: true };
const IT: Ref = { subj: 'it', obj: 'it', poss: 'its', person: 'third', simple: true };
const THEY: Ref = { subj: 'they', obj: 'them', poss: 'their', person: 'plural', simple: true };

function be(r: Ref): string {
  return conj('be', r.person);
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** `a card`, `2 cards`, `X cards`: a count of a countable noun. */
function counted(amount: string, noun: string): string {
  return amount === '1' ? withArticle(noun) : `${amount} ${pluralize(noun)}`;
}

function signed(amount: Expr, text: string): string {
  if (typeof amount === 'number') return amount < 0 ? `-${Math.abs(amount)}` : `+${amount}`;
  return `+${text}`;
}

function times(n: number): string {
  if (n === 1) return 'once';
  if (n === 2) return 'twice';
  if (n >= 3 && n <= 10) return `${NUMBER_WORDS[n]} times`;
  return `${n} times`;
}

function ordinal(n: number): string {
  if (n >= 1 && n <= ORDINALS.length) return ORDINALS[n - 1]!;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export function durationText(duration: Duration | string): string {
  switch (duration) {
    case 'end-of-turn':
      return 'until the end of the turn';
    case 'end-of-next-turn':
      return 'until the end of the next turn';
    case 'while-source-in-play':
      return 'while this is in play';
    case 'permanent':
      return 'for the rest of the game';
    case 'start-of-your-turn':
      return 'until the start of your next turn';
    default:
      return `until ${words(duration)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Computed amounts: `deal X damage to …, where X is …`

/** A number as written in an effect: the digits, or a letter explained after the effect. */
function amount(ctx: Ctx, expr: Expr): string {
  if (typeof expr === 'number') return String(expr);
  // A designer's own letter stays as written: "deal X damage".
  if (expr?.kind === 'var' && /^[a-z]$/.test(expr.name) && findBinding(ctx, expr.name)?.kind !== 'roll') return expr.name.toUpperCase();
  const key = JSON.stringify(expr);
  const known = ctx.letters.get(key);
  if (known !== undefined) return known;
  const letter = nextLetter(ctx);
  ctx.letters.set(key, letter);
  ctx.pending.push({ letter, expr });
  return letter;
}

function nextLetter(ctx: Ctx): string {
  const used = new Set(ctx.letters.values());
  for (const letter of 'XYZWVUTSRQPNMLKJHGFEDCBA') if (!used.has(letter) && !ctx.reserved.has(letter)) return letter;
  return `X${used.size + 1}`;
}

/** Runs `body`, then explains the letters it introduced: the clause follows the phrase that used them. */
function withClauses(ctx: Ctx, body: () => string): string {
  const mark = ctx.pending.length;
  const text = body();
  const clauses: string[] = [];
  while (ctx.pending.length > mark) {
    const { letter, expr } = ctx.pending.splice(mark, 1)[0]!;
    clauses.push(`${letter} is ${exprIn(ctx, expr)}`);
  }
  return clauses.length === 0 ? text : `${text}, where ${joinAnd(clauses)}`;
}

/** Single-letter variables of the ability (`X` written by the designer) are not reused as letters. */
function reserveVars(ctx: Ctx, node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) reserveVars(ctx, item);
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.kind === 'var' && typeof record.name === 'string' && record.name.length === 1) ctx.reserved.add(record.name.toUpperCase());
    for (const value of Object.values(record)) reserveVars(ctx, value);
  }
}

// ---------------------------------------------------------------------------------------------
// Vocabulary look-ups (all optional)

const DEFAULT_UNORDERED: ReadonlySet<string> = new Set(['hand', 'scrapheap', 'discard', 'graveyard', 'play']);

function isShared(ctx: Ctx, zone: string): boolean {
  return ctx.vocab?.zones?.some((z) => z.name === zone && z.scope === 'shared') ?? false;
}

function isSeatZone(ctx: Ctx, zone: string): boolean {
  return ctx.vocab?.zones?.some((z) => z.name === zone && z.scope === 'seat') ?? false;
}

function isOrdered(ctx: Ctx, zone: string): boolean {
  const spec = ctx.vocab?.zones?.find((z) => z.name === zone);
  return spec ? spec.ordered : !DEFAULT_UNORDERED.has(zone);
}

// ---------------------------------------------------------------------------------------------
// Selectors

function isPlayerSel(ctx: Ctx, s: Selector): boolean {
  switch (s?.kind) {
    case 'you':
    case 'active-player':
    case 'players':
    case 'owner':
    case 'controller':
      return true;
    case 'filter':
    case 'most':
      return isPlayerSel(ctx, s.from);
    case 'union':
      return (s.of ?? []).length > 0 && (s.of ?? []).every((part) => isPlayerSel(ctx, part));
    case 'bound': {
      const b = findBinding(ctx, s.name);
      return b !== null && b.kind !== 'roll' && b.player;
    }
    case 'event': {
      const type = ctx.vocab?.events?.flatMap((e) => Object.entries(e.fields ?? {})).find(([name]) => name === s.field)?.[1];
      return type ? type === 'player' : s.field === 'player';
    }
    default:
      return false;
  }
}

/** Whether a selector names several things at once (for "gets" / "get"). Reads without rendering. */
function isPlural(ctx: Ctx, s: Selector): boolean {
  switch (s?.kind) {
    case 'zone':
      if (s.position === 'all' && zoneCards(ctx.vocab, s.zone) !== null) return zoneCards(ctx.vocab, s.zone)!.endsWith('s');
      return s.position === 'all' || (s.count !== undefined && s.count !== 1);
    case 'filter':
    case 'most':
      return isPlural(ctx, s.from);
    case 'union':
      return (s.of ?? []).length > 1 || (s.of ?? []).some((part) => isPlural(ctx, part));
    case 'bound': {
      const b = findBinding(ctx, s.name);
      if (b?.kind === 'choice') return b.plural;
      if (b?.kind === 'target') return b.spec.max > 1;
      if (b?.kind === 'item' && b.player) return true;
      return ['they', 'them', 'their'].includes(s.name);
    }
    default:
      return false;
  }
}

function findBinding(ctx: Ctx, name: string): Binding | null {
  for (let i = ctx.scope.length - 1; i >= 0; i -= 1) if (ctx.scope[i]!.name === name) return ctx.scope[i]!;
  return null;
}

function bind<T>(ctx: Ctx, binding: Binding, body: () => T): T {
  ctx.scope.push(binding);
  try {
    return body();
  } finally {
    ctx.scope.pop();
  }
}

/** A choice or item reads "it" when it is the card named last; an outer one keeps its name. */
function innermostCard(ctx: Ctx, b: Binding): boolean {
  for (let i = ctx.scope.length - 1; i >= 0; i -= 1) {
    const other = ctx.scope[i]!;
    if ((other.kind === 'choice' || other.kind === 'item') && !other.player) return other === b;
  }
  return false;
}

function boundRef(ctx: Ctx, name: string): Ref {
  const b = findBinding(ctx, name);
  if (b === null) {
    if (name === 'it' || name === 'its') return IT;
    if (name === 'they' || name === 'them' || name === 'their') return THEY;
    return ref(words(name));
  }
  switch (b.kind) {
    case 'target': {
      // A target reads "target opponent" where it is first named, "that opponent" after.
      if (!b.mentioned) {
        b.mentioned = true;
        return ref(targetPhrase(ctx, b.spec), b.spec.max > 1 ? 'plural' : 'third');
      }
      return b.spec.max > 1 ? ref(`those ${pluralize(b.noun)}`, 'plural') : ref(`that ${b.noun}`);
    }
    case 'choice':
      if (b.player) return THEY;
      if (innermostCard(ctx, b)) return b.plural ? THEY : IT;
      return ref(words(name), b.plural ? 'plural' : 'third');
    case 'item':
      if (b.player) {
        if (b.each !== null) {
          // "each opponent discards …": the for-each is said by its subject, once.
          const each = b.each;
          b.each = null;
          return ref(each);
        }
        return THEY;
      }
      return innermostCard(ctx, b) ? IT : ref(words(name));
    case 'roll':
      return ref(words(name));
    case 'vote':
      return ref(`the ${b.player ? 'player' : 'card'} with the most votes`);
  }
}

function sel(ctx: Ctx, s: Selector, indefinite = false): Ref {
  switch (s?.kind) {
    case 'self':
      return THIS;
    case 'you':
      return YOU;
    case 'active-player':
      return ref('the active player');
    case 'players':
      return ref(playersText(s.which, indefinite));
    case 'bound':
      return boundRef(ctx, s.name);
    case 'event':
      return ref(fieldWords(ctx.vocab, ctx.event, s.field));
    case 'owner':
    case 'controller': {
      const role = s.kind;
      if (s.of?.kind === 'self') return ref(`this card's ${role}`);
      const inner = sel(ctx, s.of, indefinite);
      const text = inner.simple ? `${inner.poss} ${role}` : `the ${role} of ${inner.obj}`;
      return { ...ref(text), simple: inner.simple };
    }
    case 'zone':
      return { ...ref(zoneSel(ctx, s, indefinite), isPlural(ctx, s) ? 'plural' : 'third'), simple: false };
    case 'filter': {
      const plural = isPlural(ctx, s.from);
      const base = indefinite && hasNoun(ctx, s.from) ? nounText(ctx, s.from, 'indef') : sel(ctx, s.from, indefinite).obj;
      return { ...ref(`${base} ${filterSuffix(ctx, s.where, plural)}`, plural ? 'plural' : 'third'), simple: false };
    }
    case 'most': {
      // "a player with the most souls"; else all those tied: "the players with the most souls".
      if (hasNoun(ctx, s.from)) {
        const base = indefinite ? nounText(ctx, s.from, 'indef') : `the ${nounText(ctx, s.from, 'many')}`;
        return { ...ref(`${base} ${mostSuffix(ctx, s)}`, indefinite ? 'third' : 'plural'), simple: false };
      }
      return { ...ref(`${sel(ctx, s.from, indefinite).obj} ${mostSuffix(ctx, s)}`, isPlural(ctx, s.from) ? 'plural' : 'third'), simple: false };
    }
    case 'union': {
      const parts = (s.of ?? []).map((part) => sel(ctx, part, indefinite).obj);
      return { ...ref(joinAnd(parts), parts.length > 1 ? 'plural' : 'third'), simple: false };
    }
    case 'happened': {
      const noun = happenedNoun(ctx, s);
      return { ...ref(/^(your|opponents') /.test(noun) ? noun : `the ${noun}`, 'plural'), simple: false };
    }
    default:
      return ref(words((s as { kind?: unknown } | undefined)?.kind ?? 'something'));
  }
}

function playersText(which: string, indefinite: boolean): string {
  switch (which) {
    case 'all':
      return indefinite ? 'a player' : 'each player';
    case 'opponents':
      return indefinite ? 'an opponent' : 'each opponent';
    case 'others':
      return indefinite ? 'another player' : 'each other player';
    default:
      return indefinite ? withArticle(words(which)) : `each ${words(which)}`;
  }
}

/** Whose zone: `your stak`, `each opponent's stak` (`an opponent's stak` when one is picked), `the supply`. */
function place(ctx: Ctx, zone: string, of: Selector | undefined, indefinite: boolean): string {
  if (of === undefined || isShared(ctx, zone)) return `the ${words(zone)}`;
  if (indefinite && of.kind === 'players') return `${possessive(playersText(of.which, true))} ${words(zone)}`;
  return `${sel(ctx, of, indefinite).poss} ${words(zone)}`;
}

type ZoneSelector = Extract<Selector, { kind: 'zone' }>;

function zoneSel(ctx: Ctx, s: ZoneSelector, indefinite: boolean): string {
  if (s.position === 'all' && !indefinite && s.of !== undefined && zoneCards(ctx.vocab, s.zone) !== null) return place(ctx, s.zone, s.of, false);
  const where = place(ctx, s.zone, s.of, indefinite);
  if (s.position === 'all' || (s.position !== 'top' && s.position !== 'bottom')) return indefinite ? `a card in ${where}` : `the cards in ${where}`;
  const end = s.position;
  const count = s.count ?? 1;
  const depth = s.depth ?? 0;
  // "each opponent's top bot", as the game's cards say it.
  const top = end === 'top' && count === 1 && depth === 0 && s.of !== undefined && !indefinite ? zoneTop(ctx.vocab, s.zone) : null;
  if (top !== null) return `${sel(ctx, s.of!).poss} ${top}`;
  if (depth === 0) {
    if (count === 1) return `the ${end} card of ${where}`;
    return `the ${end} ${amount(ctx, count)} cards of ${where}`;
  }
  if (count === 1 && typeof depth === 'number' && depth > 0) return `the ${ordinal(depth + 1)} card from the ${end} of ${where}`;
  const n = amount(ctx, count);
  const skipped = depth === 1 ? 'card' : `${amount(ctx, depth)} cards`;
  return `the ${n === '1' ? 'card' : `${n} cards`} ${end === 'top' ? 'below' : 'above'} the ${end} ${skipped} of ${where}`;
}

/** Whether a selector has a noun ("opponent", "card in your hand") for "target …", "choose a …", "for each …". */
function hasNoun(ctx: Ctx, s: Selector): boolean {
  switch (s?.kind) {
    case 'players':
      return true;
    case 'zone':
      return s.position === 'all' || ((s.count ?? 1) === 1 && (s.depth ?? 0) === 0 && (s.position === 'top' || s.position === 'bottom'));
    case 'filter':
    case 'most':
      return hasNoun(ctx, s.from);
    case 'happened':
      return true;
    default:
      return false;
  }
}

type NounForm = 'one' | 'many' | 'indef';

/** The noun of a selector with one (hasNoun): `one` "card in your hand", `many` "cards in …", `indef` "a card in …". */
function nounText(ctx: Ctx, s: Selector, form: NounForm): string {
  switch (s.kind) {
    case 'players': {
      const noun = s.which === 'opponents' ? 'opponent' : s.which === 'others' ? 'other player' : 'player';
      if (form === 'many') return pluralize(noun);
      if (form === 'indef') return playersText(s.which, true);
      return noun;
    }
    case 'zone': {
      const noun = s.position === 'all' && s.of !== undefined ? zoneNoun(ctx.vocab, s.zone) : null;
      if (noun !== null) return controlledNoun(ctx, noun, s.of!, form);
      if (s.position === 'all') {
        if (form === 'many') return `cards in ${place(ctx, s.zone, s.of, false)}`;
        const where = place(ctx, s.zone, s.of, true);
        return form === 'indef' ? `a card in ${where}` : `card in ${where}`;
      }
      if (form === 'many') return `${s.position} cards of ${place(ctx, s.zone, s.of, false)}`;
      const one = `${s.position} card of ${place(ctx, s.zone, s.of, true)}`;
      return form === 'indef' ? `the ${one}` : one;
    }
    case 'filter': {
      const owned = ownedNoun(ctx, s, form);
      if (owned !== null) return owned;
      return `${nounText(ctx, s.from, form)} ${filterSuffix(ctx, s.where, form === 'many')}`;
    }
    case 'most':
      return `${nounText(ctx, s.from, form)} ${mostSuffix(ctx, s)}`;
    case 'happened': {
      if (form === 'many') return happenedNoun(ctx, s);
      const one = happenedNoun(ctx, s, true);
      return form === 'indef' && !/^(your|an opponent's) /.test(one) ? withArticle(one) : one;
    }
    default:
      return sel(ctx, s).obj;
  }
}

/**
 * `minion`, `minion you control`, `minions another player controls`: a card of a zone that holds
 * one kind, by who controls it. `suffixes`: its filters, which read before who controls it
 * ("minion here with power 2 or less that another player controls").
 */
function controlledNoun(ctx: Ctx, noun: string, of: Selector, form: NounForm, suffixes: string[] = []): string {
  const many = form === 'many';
  const head = [many ? pluralize(noun) : form === 'indef' ? withArticle(noun) : noun, ...suffixes].join(' ');
  const that = suffixes.length > 0 ? 'that ' : '';
  if (of.kind === 'players' && of.which === 'all') return head;
  if (of.kind === 'players') return `${head} ${that}${many ? 'other players control' : 'another player controls'}`;
  const r = sel(ctx, of);
  return `${head} ${that}${r.subj} ${conj('control', r.person)}`;
}

/** Filters on a zone that holds one kind (`minions`), read after its noun; null for any other selector. */
function ownedNoun(ctx: Ctx, s: Extract<Selector, { kind: 'filter' }>, form: NounForm): string | null {
  const suffixes: string[] = [];
  let at: Selector = s;
  while (at.kind === 'filter') {
    const suffix = suffixOf(ctx, at.where, form === 'many', false);
    if (suffix === null) return null;
    suffixes.unshift(suffix);
    at = at.from;
  }
  if (at.kind !== 'zone' || at.position !== 'all' || at.of === undefined) return null;
  const noun = zoneNoun(ctx.vocab, at.zone);
  return noun === null ? null : controlledNoun(ctx, noun, at.of, form, suffixes);
}

function nounOf(ctx: Ctx, s: Selector): string {
  if (s?.kind === 'players') return s.which === 'opponents' ? 'opponent' : 'player';
  if (s?.kind === 'filter' || s?.kind === 'most') return nounOf(ctx, s.from);
  return isPlayerSel(ctx, s) ? 'player' : 'card';
}

function quantity(min: number, max: number): { text: string; plural: boolean } {
  if (max <= 1) return { text: min === 0 ? 'up to one' : '', plural: false };
  if (min === max) return { text: String(max), plural: true };
  if (min <= 0) return { text: `up to ${max}`, plural: true };
  return { text: `between ${min} and ${max}`, plural: true };
}

function targetPhrase(ctx: Ctx, spec: TargetSpec): string {
  const min = spec.min ?? 1;
  const max = spec.max ?? 1;
  const q = quantity(min, max);
  const lead = q.text === '' ? '' : `${q.text} `;
  if (!hasNoun(ctx, spec.from)) return `${lead}${q.plural ? 'targets' : 'target'} from ${sel(ctx, spec.from).obj}`;
  return `${lead}target ${nounText(ctx, spec.from, q.plural ? 'many' : 'one')}`;
}

// ---------------------------------------------------------------------------------------------
// Filters: `cards in your stak that are face up`, `… with power 2 or less`

const IT_SELECTOR = (s: Selector): boolean => s?.kind === 'bound' && s.name === 'it';

const FLIP: Record<string, string> = { '=': '=', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
const INVERT: Record<string, string> = { '=': '!=', '!=': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

function comparePhrase(op: string, right: string): string {
  switch (op) {
    case '=':
      return right;
    case '!=':
      return `other than ${right}`;
    case '>=':
      return `${right} or more`;
    case '<=':
      return `${right} or less`;
    case '>':
      return `more than ${right}`;
    case '<':
      return `less than ${right}`;
    default:
      return `${words(op)} ${right}`;
  }
}

/** `with the most souls`: the stat of each candidate, or any number read of it. */
function mostSuffix(ctx: Ctx, s: Extract<Selector, { kind: 'most' }>): string {
  const by = s.by;
  const most = s.which === 'fewest' ? 'fewest' : 'most';
  // Power is not counted one by one: "the least power", not "the fewest".
  if (typeof by === 'object' && by !== null && by.kind === 'total-here' && IT_SELECTOR(by.of)) return `with the ${most === 'fewest' ? 'least' : 'most'} ${totalNoun(ctx)} ${ctx.here}`;
  if (typeof by === 'object' && by !== null && readsCards(by) && IT_SELECTOR(by.of)) {
    if (by.kind === 'stat') return `with the ${most} ${words(by.stat)}`;
    if (by.kind === 'resource') return `with the ${most} ${words(by.resource)}`;
    if (by.kind === 'counter') return `with the ${most} ${words(by.counter)} counters`;
  }
  return `where ${exprIn(ctx, by)} is ${s.which === 'fewest' ? 'lowest' : 'highest'}`;
}

/** A number read from cards or players (`the power of it`), as against one computed from numbers. */
function readsCards(e: Exclude<Expr, number>): e is Extract<Expr, { kind: 'count' | 'stat' | 'resource' | 'counter' | 'damage-on' }> {
  return e.kind === 'count' || e.kind === 'stat' || e.kind === 'resource' || e.kind === 'counter' || e.kind === 'damage-on';
}

function filterSuffix(ctx: Ctx, cond: Condition, plural: boolean): string {
  return suffixOf(ctx, cond, plural, false) ?? `where ${conditionIn(ctx, cond)}`;
}

/** A condition on the filtered card (`it`) as a phrase after the noun, or null if it has none. */
function suffixOf(ctx: Ctx, cond: Condition, plural: boolean, negated: boolean): string | null {
  const is = plural ? 'are' : 'is';
  const not = negated ? ' not' : '';
  if (cond?.kind === 'same-place') return IT_SELECTOR(cond.card) ? (negated ? `that ${is} not ${ctx.here}` : ctx.here) : null;
  if (cond?.kind === 'compare' && typeof cond.left === 'object' && cond.left.kind === 'total-here' && IT_SELECTOR(cond.left.of)) {
    // "each player with no power here", "a player with 5 or more power here".
    const op = negated ? (INVERT[cond.op] as typeof cond.op) : cond.op;
    const noun = totalNoun(ctx);
    if (op === '=' && cond.right === 0) return `with no ${noun} ${ctx.here}`;
    return `with ${comparePhrase(op, exprIn(ctx, cond.right))} ${noun} ${ctx.here}`;
  }
  switch (cond?.kind) {
    case 'compare': {
      let { left, op, right } = cond;
      if (typeof left === 'number' && typeof right !== 'number') [left, right, op] = [right, left, FLIP[op] as typeof op];
      if (typeof left === 'number' || !readsCards(left) || !IT_SELECTOR(left.of)) return null;
      if (negated) op = INVERT[op] as typeof op;
      const r = exprIn(ctx, right);
      switch (left.kind) {
        case 'stat':
          return `with ${words(left.stat)} ${comparePhrase(op, r)}`;
        case 'resource':
          return `with ${comparePhrase(op, r)} ${words(left.resource)}`;
        case 'counter':
          return `with ${comparePhrase(op, r)} ${pluralize(`${words(left.counter)} counter`)}`;
        case 'damage-on':
          return `with ${comparePhrase(op, r)} damage`;
        default:
          return null;
      }
    }
    case 'face-up':
      return IT_SELECTOR(cond.card) ? `that ${is} face ${negated ? 'down' : 'up'}` : null;
    case 'is-top':
      return IT_SELECTOR(cond.card) ? `that ${is}${not} on top` : null;
    case 'is-kind':
      return IT_SELECTOR(cond.card) ? `that ${is}${not} ${plural ? pluralize(words(cond.cardKind)) : withArticle(words(cond.cardKind))}` : null;
    case 'has-tag':
      return IT_SELECTOR(cond.card) ? `${negated ? 'without' : 'with'} the ${words(cond.tag)} tag` : null;
    case 'is-card':
      return IT_SELECTOR(cond.card) ? `${negated ? 'not ' : ''}named ${cardName(ctx, cond.id)}` : null;
    case 'in-zone':
      return IT_SELECTOR(cond.card) ? `that ${is}${not} in ${zoneKind(ctx, cond.zone)}` : null;
    case 'is-self':
      return IT_SELECTOR(cond.card) ? (negated ? 'other than this card' : `that ${is} this card`) : null;
    case 'is-you':
      return IT_SELECTOR(cond.player) ? (negated ? 'other than you' : 'that is you') : null;
    case 'is-active-player':
      return IT_SELECTOR(cond.player) ? `who ${is}${not} the active player` : null;
    case 'in-state':
      return IT_SELECTOR(cond.card) ? `that ${is}${not} being ${words(cond.state)}` : null;
    case 'is-alive':
      return IT_SELECTOR(cond.player) ? `who ${is} ${negated ? 'dead' : 'alive'}` : null;
    case 'not':
      return suffixOf(ctx, cond.of, plural, !negated);
    case 'all':
    case 'any': {
      const parts = (cond.of ?? []).map((c) => suffixOf(ctx, c, plural, negated));
      if (parts.length === 0 || parts.some((p) => p === null)) return null;
      // Not (a and b) is (not a or not b).
      const joiner = (cond.kind === 'all') !== negated ? ' and ' : ' or ';
      return parts.join(joiner);
    }
    default:
      return null;
  }
}

/** A zone type as a place a card can be in: `the supply`, `a hand`. */
function zoneKind(ctx: Ctx, zone: string): string {
  if (isShared(ctx, zone)) return `the ${words(zone)}`;
  return isSeatZone(ctx, zone) ? `a player's ${words(zone)}` : withArticle(words(zone));
}

// ---------------------------------------------------------------------------------------------
// Expressions

function exprIn(ctx: Ctx, e: Expr): string {
  if (typeof e === 'number') return String(e);
  switch (e?.kind) {
    case 'count': {
      if (hasNoun(ctx, e.of)) return `the number of ${nounText(ctx, e.of, 'many')}`;
      return `the number of ${sel(ctx, e.of).obj}`;
    }
    case 'stat':
      return property(ctx, e.of, words(e.stat));
    case 'resource': {
      const r = sel(ctx, e.of);
      const noun = ctx.vocab?.wording?.signs?.[e.resource] ?? words(e.resource);
      return r.simple ? `${r.poss} ${noun}` : `the ${noun} of ${r.obj}`;
    }
    case 'counter':
      return `the number of ${words(e.counter)} counters on ${sel(ctx, e.of).obj}`;
    case 'damage-on':
      return `the damage on ${sel(ctx, e.of).obj}`;
    case 'var':
      return varText(ctx, e.name);
    case 'event-value':
      return ctx.replacing === e.field ? 'it' : fieldWords(ctx.vocab, ctx.event, e.field);
    case 'param':
      return `the variant's ${words(e.name)} setting`;
    case 'arith':
      return arithText(ctx, e);
    case 'total-here':
      return `${property(ctx, e.of, totalNoun(ctx))} ${ctx.here}`;
    case 'divide':
      return divideText(ctx, e);
    case 'event-count':
      return `the number of times ${pastEvent(ctx, e)}`;
    default:
      return words((e as { kind?: unknown } | undefined)?.kind ?? 'a number');
  }
}

function property(ctx: Ctx, of: Selector, name: string): string {
  const plural = isPlural(ctx, of);
  const r = sel(ctx, of);
  if (plural) return `the total ${name} of ${r.obj}`;
  return r.simple ? `${r.poss} ${name}` : `the ${name} of ${r.obj}`;
}

function varText(ctx: Ctx, name: string): string {
  const b = findBinding(ctx, name);
  if (name === 'roll' || b?.kind === 'roll') return 'the roll';
  if (/^[a-z]$/.test(name)) return name.toUpperCase();
  return words(name);
}

type Arith = Extract<Expr, { kind: 'arith' }>;

function arithText(ctx: Ctx, e: Arith): string {
  if (e.op === 'min' || e.op === 'max') {
    return `the ${e.op === 'min' ? 'lesser' : 'greater'} of ${exprIn(ctx, e.left)} and ${exprIn(ctx, e.right)}`;
  }
  const word = e.op === '+' ? 'plus' : e.op === '-' ? 'minus' : e.op === '*' ? 'times' : words(e.op);
  return `${operand(ctx, e.left, e.op, 'left')} ${word} ${operand(ctx, e.right, e.op, 'right')}`;
}

/** Parentheses where reading left to right would group differently: `X minus (Y plus 1)`. */
function operand(ctx: Ctx, e: Expr, parent: string, side: 'left' | 'right'): string {
  const text = exprIn(ctx, e);
  if (typeof e === 'number' || e?.kind !== 'arith' || e.op === 'min' || e.op === 'max') return text;
  const additive = (op: string) => op === '+' || op === '-';
  const keep = side === 'left' ? additive(parent) || e.op === '*' : parent === '+' && additive(e.op) ? false : parent === '*' && e.op === '*';
  return keep ? text : `(${text})`;
}

// ---------------------------------------------------------------------------------------------
// Conditions

function conditionIn(ctx: Ctx, c: Condition): string {
  const short = shortCondition(ctx, c);
  if (short !== null) return short;
  switch (c?.kind) {
    case 'all':
    case 'any': {
      const parts = (c.of ?? []).map((part) => grouped(ctx, part, c.kind));
      if (parts.length === 0) return c.kind === 'all' ? 'always' : 'never';
      return parts.join(c.kind === 'all' ? ' and ' : ' or ');
    }
    case 'not':
      return negation(ctx, c.of);
    case 'compare':
      return happenedText(ctx, c, false) ?? compareText(ctx, c.left, c.op, c.right);
    case 'exists':
      return hasNoun(ctx, c.of) ? `there is ${nounText(ctx, c.of, 'indef')}` : `there is at least one of ${sel(ctx, c.of).obj}`;
    case 'is-kind': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} ${r.person === 'plural' ? pluralize(words(c.cardKind)) : withArticle(words(c.cardKind))}`;
    }
    case 'has-tag': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${conj('have', r.person)} the ${words(c.tag)} tag`;
    }
    case 'is-card': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} ${cardName(ctx, c.id)}`;
    }
    case 'is-self': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} this card`;
    }
    case 'face-up': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} face up`;
    }
    case 'is-top': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} on top`;
    }
    case 'in-zone': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} in ${zoneKind(ctx, c.zone)}`;
    }
    case 'is-you': {
      const r = sel(ctx, c.player);
      return r === YOU ? 'you are you' : `${r.subj} ${be(r)} you`;
    }
    case 'is-active-player': {
      if (c.player?.kind === 'you') return 'it is your turn';
      const r = sel(ctx, c.player);
      return `${r.subj} ${be(r)} the active player`;
    }
    case 'is-alive': {
      const r = sel(ctx, c.player);
      return `${r.subj} ${be(r)} alive`;
    }
    case 'flag':
      return `the ${words(c.flag)} flag ${c.scope === 'game' ? 'this game' : 'this turn'} is ${comparePhrase(c.op, String(c.value))}`;
    case 'option':
      return `the ${words(c.option)} rule is on`;
    case 'in-state': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} being ${words(c.state)}`;
    }
    case 'roll-on-stack':
      return 'a roll is waiting on the stack';
    case 'same': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} ${sel(ctx, c.as).obj}`;
    }
    case 'same-place': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} ${ctx.here}`;
    }
    default:
      return words((c as { kind?: unknown } | undefined)?.kind ?? 'always');
  }
}

function grouped(ctx: Ctx, c: Condition, parent: 'all' | 'any'): string {
  const text = conditionIn(ctx, c);
  return (c?.kind === 'all' || c?.kind === 'any') && c.kind !== parent && (c.of ?? []).length > 1 ? `(${text})` : text;
}

function compareText(ctx: Ctx, left: Expr, op: string, right: Expr): string {
  // The number being tested reads first: "the power of X is 4 or more", not "4 is …".
  if (typeof left === 'number' && typeof right !== 'number') return compareText(ctx, right, FLIP[op] ?? op, left);
  // A resource the game prints as a sign is had: "that player has 25¢ or more".
  const sign = typeof left === 'object' && left?.kind === 'resource' && typeof right === 'number' ? ctx.vocab?.wording?.signs?.[left.resource] : undefined;
  if (sign !== undefined && typeof left === 'object' && left.kind === 'resource' && op !== '!=') {
    const who = sel(ctx, left.of);
    return `${who.subj} ${conj('have', who.person)} ${comparePhrase(op, `${String(right)}${sign}`)}`;
  }
  const l = exprIn(ctx, left);
  const r = exprIn(ctx, right);
  if (op === '!=') return `${l} is not ${r}`;
  return `${l} is ${comparePhrase(op, r)}`;
}

function negation(ctx: Ctx, c: Condition): string {
  switch (c?.kind) {
    case 'not':
      return conditionIn(ctx, c.of);
    case 'compare':
      return happenedText(ctx, c, true) ?? compareText(ctx, c.left, INVERT[c.op] ?? c.op, c.right);
    case 'face-up': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} face down`;
    }
    case 'same': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not ${sel(ctx, c.as).obj}`;
    }
    case 'same-place': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not ${ctx.here}`;
    }
    case 'is-active-player': {
      if (c.player?.kind === 'you') return 'it is not your turn';
      const r = sel(ctx, c.player);
      return `${r.subj} ${be(r)} not the active player`;
    }
    case 'is-you': {
      const r = sel(ctx, c.player);
      return `${r.subj} ${be(r)} not you`;
    }
    case 'is-alive': {
      const r = sel(ctx, c.player);
      return `${r.subj} ${be(r)} dead`;
    }
    case 'exists':
      return hasNoun(ctx, c.of) ? `there is no ${nounText(ctx, c.of, 'one')}` : `there is none of ${sel(ctx, c.of).obj}`;
    case 'is-kind': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not ${r.person === 'plural' ? pluralize(words(c.cardKind)) : withArticle(words(c.cardKind))}`;
    }
    case 'has-tag': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${conj('do', r.person)} not have the ${words(c.tag)} tag`;
    }
    case 'is-card': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not ${cardName(ctx, c.id)}`;
    }
    case 'is-self': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not this card`;
    }
    case 'is-top': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not on top`;
    }
    case 'in-zone': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not in ${zoneKind(ctx, c.zone)}`;
    }
    case 'flag':
      return conditionIn(ctx, { ...c, op: (INVERT[c.op] ?? c.op) as typeof c.op });
    case 'option':
      return `the ${words(c.option)} rule is off`;
    case 'in-state': {
      const r = sel(ctx, c.card);
      return `${r.subj} ${be(r)} not being ${words(c.state)}`;
    }
    case 'roll-on-stack':
      return 'no roll is waiting on the stack';
    case 'all':
    case 'any': {
      // De Morgan: not (a and b) is (not a) or (not b).
      const parts = (c.of ?? []).map((part) => negation(ctx, part));
      if (parts.length === 0) return c.kind === 'all' ? 'never' : 'always';
      return parts.join(c.kind === 'all' ? ' or ' : ' and ');
    }
    default:
      return `not ${conditionIn(ctx, c)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// As printed cards say them: "for each", "you have the most souls", "on top of your stak"

/** `n * (the number of X)` (or the count alone): n, and the cards or players counted; else null. */
function countedPer(e: Expr): { amount: Expr; each: Selector } | null {
  if (typeof e !== 'object' || e === null) return null;
  if (e.kind === 'count') return { amount: 1, each: e.of };
  if (e.kind === 'arith' && e.op === '*' && typeof e.left === 'number' && typeof e.right === 'object' && e.right?.kind === 'count') return { amount: e.left, each: e.right.of };
  return null;
}

/** An effect whose number counts cards or players, as the effect with its number per one and what it counts. */
function perEachOf(e: Effect): { effect: Effect; each: Selector } | null {
  const split = <T extends Effect>(value: Expr, make: (n: Expr) => T) => {
    const per = countedPer(value);
    return per === null ? null : { effect: make(per.amount), each: per.each };
  };
  switch (e?.kind) {
    case 'damage':
    case 'gain':
    case 'lose':
    case 'add-counter':
      return split(e.amount, (amount) => ({ ...e, amount }));
    case 'heal':
      return e.amount === 'all' ? null : split(e.amount, (amount) => ({ ...e, amount }));
    case 'draw':
    case 'discard':
      return split(e.count, (count) => ({ ...e, count }));
    case 'game': {
      // A verb's number argument, the first one it declares or has.
      const entry = Object.entries(e.args ?? {}).find(([, v]) => typeof v === 'object' && v !== null && isExprKind((v as { kind: string }).kind) && countedPer(v as Expr) !== null);
      if (!entry) return null;
      const [name, value] = entry;
      return split(value as Expr, (n) => ({ ...e, args: { ...e.args, [name]: n } }));
    }
    default:
      return null;
  }
}

/** What "for each" counts: "opponent", "card in your hand", "of them". */
function eachNoun(ctx: Ctx, s: Selector): string {
  return hasNoun(ctx, s) ? nounText(ctx, s, 'one') : `of ${sel(ctx, s).obj}`;
}

/**
 * Conditions a printed card says in fewer words: `you have the most souls` (you among the players
 * with the most), `this is on top of your stak` (on top, in that zone, yours). Null for any other.
 */
function shortCondition(ctx: Ctx, c: Condition): string | null {
  if (c?.kind === 'exists') {
    const f = c.of;
    if (f?.kind === 'filter' && f.where?.kind === 'is-you' && IT_SELECTOR(f.where.player) && f.from?.kind === 'most' && f.from.from?.kind === 'players' && f.from.from.which === 'all') {
      const suffix = mostSuffix(ctx, f.from);
      if (suffix.startsWith('with the ')) return `you have ${suffix.slice('with '.length)}`;
    }
  }
  if (c?.kind === 'all' && (c.of?.length === 2 || c.of?.length === 3)) {
    const [top, inZone, mine] = c.of;
    if (top?.kind !== 'is-top' || inZone?.kind !== 'in-zone' || JSON.stringify(top.card) !== JSON.stringify(inZone.card)) return null;
    const r = sel(ctx, top.card);
    if (c.of.length === 2) return isShared(ctx, inZone.zone) ? `${r.subj} ${be(r)} on top of the ${words(inZone.zone)}` : null;
    if (mine?.kind === 'is-you' && mine.player?.kind === 'owner' && JSON.stringify(mine.player.of) === JSON.stringify(top.card)) return `${r.subj} ${be(r)} on top of your ${words(inZone.zone)}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Events

type EventInfo = { about: 'card' | 'player'; base: string };

/** Events the engine and the bundled games emit, as verb phrases about their subject. */
const EVENTS: Record<string, EventInfo> = {
  entry: { about: 'card', base: 'enter' },
  played: { about: 'card', base: 'be played' },
  scrapped: { about: 'card', base: 'be scrapped' },
  attacked: { about: 'card', base: 'attack' },
  fought: { about: 'card', base: 'fight' },
  damaged: { about: 'card', base: 'be dealt damage' },
  damage: { about: 'card', base: 'be dealt damage' },
  destroyed: { about: 'card', base: 'be destroyed' },
  moved: { about: 'card', base: 'move' },
  revealed: { about: 'card', base: 'be revealed' },
  healed: { about: 'card', base: 'be healed' },
  exhausted: { about: 'card', base: 'become exhausted' },
  readied: { about: 'card', base: 'become ready' },
  drew: { about: 'card', base: 'be drawn' },
  discarded: { about: 'card', base: 'be discarded' },
  'counter-added': { about: 'card', base: 'get a counter' },
  'counter-removed': { about: 'card', base: 'lose a counter' },
  'stat-modified': { about: 'card', base: 'have a stat changed' },
  cancelled: { about: 'card', base: 'be cancelled' },
  eliminated: { about: 'player', base: 'be eliminated' },
  roll: { about: 'player', base: 'roll' },
  rolled: { about: 'player', base: 'roll' },
  'game-ended': { about: 'player', base: 'end the game' },
};

function eventInfo(ctx: Ctx, event: string): EventInfo {
  const fields = ctx.vocab?.events?.find((e) => e.name === event)?.fields ?? {};
  const values = Object.values(fields);
  const about = values.includes('card') ? 'card' : values.includes('player') ? 'player' : 'card';
  // The game's own words for it first ("be attacked", "take damage").
  const worded = eventWording(ctx.vocab, event)?.verb;
  if (worded !== undefined) return { about: EVENTS[event]?.about ?? about, base: worded };
  const known = EVENTS[event];
  if (known) return known;
  // An unknown event reads as a verb: "level-up" -> "levels up"; "upgraded" -> "is upgraded".
  const w = words(event);
  return { about, base: /ed$/.test(w.split(' ')[0] ?? '') ? `be ${w}` : w };
}

function subjectOf(subject: EventPattern['subject'], about: 'card' | 'player', noun = 'card'): Ref {
  switch (subject ?? 'any') {
    case 'self':
      return about === 'card' ? THIS : YOU;
    case 'yours':
      return about === 'card' ? ref(`one of your ${pluralize(noun)}`) : YOU;
    case 'opponents':
      return ref(about === 'card' ? `an opponent's ${noun}` : 'an opponent');
    default:
      return ref(about === 'card' ? withArticle(noun) : 'a player');
  }
}

/** The noun for the cards an event is about: the one kind it names (`monster`), else "card". */
function cardNoun(ctx: Ctx, event: string): string {
  const about = ctx.vocab?.events?.find((e) => e.name === event)?.about?.filter((a) => a !== 'player') ?? [];
  return about.length === 1 && about[0] !== 'card' ? words(about[0]!) : 'card';
}

function isTurnEvent(event: string): boolean {
  return event === 'turn-began' || event === 'turn-ended';
}

/** "your turn", "each opponent's turn", "each turn" (or "your next turn" for a delayed trigger). */
function turnOf(subject: EventPattern['subject'], next: boolean): string {
  const turn = next ? 'next turn' : 'turn';
  switch (subject ?? 'any') {
    case 'self':
    case 'yours':
      return `your ${turn}`;
    case 'opponents':
      return next ? `an opponent's next turn` : `each opponent's turn`;
    default:
      return next ? 'the next turn' : 'each turn';
  }
}

function turnMoment(event: string): string {
  return event === 'turn-ended' ? 'at the end of' : 'at the start of';
}

function whereText(ctx: Ctx, where: Condition | undefined): string {
  return where === undefined ? '' : `, if ${conditionIn(ctx, where)}`;
}

// ---------------------------------------------------------------------------------------------
// Effects

/** Effects that have a player as their subject, and the field holding that player. */
function subjectField(e: Effect): Selector | null {
  switch (e?.kind) {
    case 'draw':
    case 'discard':
    case 'extra-action':
    case 'extra-turn':
    case 'win':
    case 'lose-game':
    case 'may':
      return e.who;
    case 'gain':
      return e.to;
    case 'lose':
      return e.from;
    case 'choose-mode':
      return e.chooser;
    case 'choose':
      return e.chooser;
    case 'game': {
      const who = e.args?.who ?? e.args?.player;
      return isSelectorArg(who) ? who : null;
    }
    default:
      return null;
  }
}

/**
 * A clause with a player subject. `you` reads as an imperative ("draw a card"), unless `explicit`;
 * inside `X may …` the X is left out; others conjugate ("each opponent draws a card").
 */
function clause(ctx: Ctx, who: Selector, verb: string, rest: string, explicit = false): string {
  if (dropped(ctx, who)) return `${verb}${rest}`;
  const r = sel(ctx, who);
  if (r.person === 'you' && !explicit && !ctx.granted) return `${verb}${rest}`;
  return `${r.subj} ${conj(verb, r.person)}${rest}`;
}

function dropped(ctx: Ctx, who: Selector): boolean {
  return ctx.drop !== null && JSON.stringify(who) === ctx.drop;
}

function effectIn(ctx: Ctx, e: Effect): string {
  // "loot 1 for each opponent": a number that counts cards or players reads as printed cards say it.
  const per = perEachOf(e);
  if (per !== null) return withClauses(ctx, () => `${effectBody(ctx, per.effect)} for each ${eachNoun(ctx, per.each)}`);
  return withClauses(ctx, () => effectBody(ctx, e));
}

function effectBody(ctx: Ctx, e: Effect): string {
  switch (e?.kind) {
    case 'damage': {
      const n = amount(ctx, e.amount);
      return `deal ${n} damage to ${sel(ctx, e.to).obj}`;
    }
    case 'heal': {
      const n = e.amount === 'all' ? 'all' : amount(ctx, e.amount);
      return `heal ${n} damage from ${sel(ctx, e.to).obj}`;
    }
    case 'prevent': {
      const what = e.amount === 'all' ? 'all damage' : `the next ${amount(ctx, e.amount)} damage`;
      return `prevent ${what} to ${sel(ctx, e.to).obj} ${durationText(e.duration)}`;
    }
    case 'gain':
    case 'lose': {
      const who = e.kind === 'gain' ? e.to : e.from;
      const r = dropped(ctx, who) ? YOU : sel(ctx, who);
      const n = amount(ctx, e.amount);
      const verb = dropped(ctx, who) || (r.person === 'you' && !ctx.granted) ? e.kind : `${r.subj} ${conj(e.kind, r.person)}`;
      return `${verb} ${resourceAmount(ctx.vocab, e.resource, n)}`;
    }
    case 'draw': {
      // The drawer's own zone: "each opponent draws a card from their deck".
      const drawer = dropped(ctx, e.who) ? YOU : sel(ctx, e.who);
      const n = amount(ctx, e.count);
      const from = e.from === undefined ? '' : ` from ${ownZone(ctx, e.from, drawer)}`;
      const verb = dropped(ctx, e.who) || (drawer.person === 'you' && !ctx.granted) ? 'draw' : `${drawer.subj} ${conj('draw', drawer.person)}`;
      return `${verb} ${counted(n, 'card')}${from}`;
    }
    case 'discard': {
      const you = e.who?.kind === 'you';
      const how = e.chooser === 'random' ? ' at random' : e.chooser === 'you' && !you ? ' of your choice' : '';
      // Subject first, so that a target is named where it is read first.
      const head = clause(ctx, e.who, 'discard', '');
      return `${head} ${counted(amount(ctx, e.count), 'card')}${how}`;
    }
    case 'destroy':
      return `destroy ${sel(ctx, e.cards).obj}`;
    case 'move':
      return moveText(ctx, e);
    case 'shuffle':
      return `shuffle ${zoneOf(ctx, e.zone, e.of)}`;
    case 'create':
      return `put a new ${cardName(ctx, e.card)} into ${zoneOf(ctx, e.zone, e.of)}`;
    case 'reveal':
      // A whole zone is revealed as the zone: "reveal target opponent's hand".
      if (e.cards?.kind === 'zone' && e.cards.position === 'all') return `reveal ${place(ctx, e.cards.zone, e.cards.of, false)}`;
      return `reveal ${sel(ctx, e.cards).obj}`;
    case 'look-and-reorder':
      return lookText(ctx, e);
    case 'flip':
      return `turn ${sel(ctx, e.cards).obj} face ${e.faceUp ? 'up' : 'down'}`;
    case 'exhaust':
      return `${gameWord(ctx.vocab, e.exhausted ? 'exhaust' : 'ready')} ${sel(ctx, e.cards).obj}`;
    case 'add-counter': {
      const n = amount(ctx, e.amount);
      return `put ${counted(n, `${words(e.counter)} counter`)} on ${sel(ctx, e.on).obj}`;
    }
    case 'remove-counter': {
      const what = e.amount === 'all' ? `all ${words(e.counter)} counters` : counted(amount(ctx, e.amount), `${words(e.counter)} counter`);
      return `remove ${what} from ${sel(ctx, e.from).obj}`;
    }
    case 'modify-stat': {
      const r = sel(ctx, e.on);
      const n = amount(ctx, e.amount);
      return `${r.subj} ${conj('get', r.person)} ${signed(e.amount, n)} ${statChange(ctx.vocab, e.stat)} ${durationText(e.duration)}`;
    }
    case 'extra-action': {
      const head = clause(ctx, e.who, 'get', '', true);
      return `${head} ${counted(amount(ctx, e.count), `extra ${words(e.action)}`)} this turn`;
    }
    case 'cancel':
      if (e.what !== 'target-stack-item') return 'cancel the top item of the stack';
      return typeof e.label === 'string' ? `cancel target ${e.label} on the stack` : 'cancel target item on the stack';
    case 'roll':
      return rollText(ctx, e);
    case 'reroll':
      return e.final ? 'reroll the last roll for good' : 'reroll the last roll';
    case 'set-roll':
      return `make the roll ${amount(ctx, e.value)}${e.final ? ' for good' : ''}`;
    case 'modify-roll': {
      if (typeof e.amount === 'number' && e.amount < 0) return `subtract ${Math.abs(e.amount)} from the roll`;
      return `add ${amount(ctx, e.amount)} to the roll`;
    }
    case 'choose-mode': {
      const head = clause(ctx, e.chooser, 'choose', ' one');
      const modes = (e.modes ?? []).map((mode) => effectIn(ctx, mode));
      return `${head}: ${modes.join('; or ')}`;
    }
    case 'choose':
      return chooseText(ctx, e);
    case 'vote':
      return voteText(ctx, e);
    case 'may':
      return mayText(ctx, e.who, e.effect);
    case 'if': {
      const text = `if ${conditionIn(ctx, e.condition)}, ${effectIn(ctx, e.then)}`;
      return e.else === undefined ? text : `${text}; otherwise, ${effectIn(ctx, e.else)}`;
    }
    case 'for-each':
      return forEachText(ctx, e);
    case 'repeat': {
      const replaced = typeof e.times === 'object' && e.times?.kind === 'event-value' && e.times.field === ctx.replacing;
      const count = typeof e.times === 'number' ? times(e.times) : replaced ? 'that many times' : `${amount(ctx, e.times)} times`;
      return `${count}: ${effectIn(ctx, e.do)}`;
    }
    case 'sequence': {
      const searched = searchText(ctx, e);
      if (searched !== null) return searched;
      const steps = flatten(e.steps ?? []).map((step) => effectIn(ctx, step));
      if (steps.length === 0) return 'do nothing';
      return steps.join(', then ');
    }
    case 'then-in-full':
      return `${effectIn(ctx, e.first)}, then, if all of that was done in full, ${effectIn(ctx, e.then)}`;
    case 'delayed-trigger':
      return delayedText(ctx, e);
    case 'win':
      return clause(ctx, e.who, 'win', ' the game', true);
    case 'lose-game':
      return clause(ctx, e.who, 'lose', ' the game', true);
    case 'end-turn':
      return 'end the turn';
    case 'extra-turn':
      return clause(ctx, e.who, 'take', ' an extra turn after this one', true);
    case 'set-flag':
      return `set the ${words(e.flag)} flag to ${amount(ctx, e.value)} ${e.scope === 'game' ? 'for the rest of the game' : 'for this turn'}`;
    case 'become-copy': {
      const r = sel(ctx, e.cards);
      return `${r.subj} ${conj('become', r.person)} ${r.person === 'plural' ? 'copies' : 'a copy'} of ${sel(ctx, e.of).obj} ${durationText(e.duration)}`;
    }
    case 'double':
      return `double the numbers of ${sel(ctx, e.cards).obj} as ${isPlural(ctx, e.cards) ? 'they resolve' : 'it resolves'}`;
    case 'game':
      return gameText(ctx, e.verb, e.args ?? {});
    case 'multiply':
      return multiplyText(ctx, e);
    case 'change-rule':
      return `${ruleChangeText(ctx, e.rule, e.op, e.amount, e.who)} ${durationText(e.duration)}`;
    case 'grant':
      return grantText(ctx, e);
    case 'look-and-take':
      return lookTakeText(ctx, e);
    case 'reveal-until':
      return revealUntilText(ctx, e);
    default:
      return words((e as { kind?: unknown } | undefined)?.kind ?? 'do nothing');
  }
}

function flatten(steps: Effect[]): Effect[] {
  return steps.flatMap((step) => (step?.kind === 'sequence' ? flatten(step.steps ?? []) : [step]));
}

/** A zone of a player's, seen from that player: `your deck`, `their deck`, `the supply`. */
function ownZone(ctx: Ctx, zone: string, player: Ref): string {
  if (isShared(ctx, zone) || !isSeatZone(ctx, zone)) return `the ${words(zone)}`;
  return `${player.poss} ${words(zone)}`;
}

/** A zone named by type and an optional owner; without one it is the controller's, or the shared one. */
function zoneOf(ctx: Ctx, zone: string, of: Selector | undefined): string {
  if (of === undefined) return isSeatZone(ctx, zone) ? `your ${words(zone)}` : `the ${words(zone)}`;
  return place(ctx, zone, of, false);
}

function moveText(ctx: Ctx, e: Extract<Effect, { kind: 'move' }>): string {
  const cards = sel(ctx, e.cards);
  const plural = cards.person === 'plural';
  const face = e.faceUp === undefined ? '' : e.faceUp ? ' face up' : ' face down';
  const to: ZoneTarget | undefined = e.to;
  const zone = to?.zone ?? 'zone';
  const w = words(zone);
  let where: string;
  if (to?.of === 'shared' || isShared(ctx, zone)) where = `the ${w}`;
  else if (to?.of === 'you') where = `your ${w}`;
  else if (to?.of === undefined || to.of === 'owner') where = plural ? `their owners' ${w}` : `its owner's ${w}`;
  else if (to.of === 'controller') where = plural ? `their controllers' ${w}` : `its controller's ${w}`;
  else where = place(ctx, zone, to.of, false);
  const position = to?.position ?? 'top';
  let dest: string;
  if (position === 'random') dest = `into ${where} at a random position`;
  else if (position === 'bottom') dest = `on the bottom of ${where}`;
  else dest = isOrdered(ctx, zone) ? `on top of ${where}` : `into ${where}`;
  return `put ${cards.obj}${face} ${dest}`;
}

function lookText(ctx: Ctx, e: Extract<Effect, { kind: 'look-and-reorder' }>): string {
  const n = amount(ctx, e.count);
  const where = zoneOf(ctx, e.zone, e.of);
  const one = n === '1';
  const looked = `look at the top ${one ? 'card' : `${n} cards`} of ${where}`;
  const them = one ? 'it' : 'them';
  const order = one ? '' : ' in any order';
  if (e.toBottom === 0) return `${looked}, then put ${them} back${order}`;
  const b = amount(ctx, e.toBottom);
  if (b === n) return `${looked}, then put ${them} on the bottom${order}`;
  return `${looked}, put ${b} of them on the bottom and the rest back on top in any order`;
}

function rollText(ctx: Ctx, e: Extract<Effect, { kind: 'roll' }>): string {
  const outcomes = e.outcomes ?? [];
  if (outcomes.length === 0) return 'roll a die';
  // One row for every face: the roll is a number the effect reads ("roll a die, then …").
  const whole = outcomes.length === 1 && outcomes[0]!.from <= 1 && outcomes[0]!.to >= 6;
  const body = () => (whole ? effectIn(ctx, outcomes[0]!.effect) : outcomes.map((row) => `${faces(row.from, row.to)}, ${effectIn(ctx, row.effect)}`).join('; '));
  const text = e.bind === undefined ? body() : bind(ctx, { kind: 'roll', name: e.bind }, body);
  return whole ? `roll a die, then ${text}` : `roll a die: ${text}`;
}

/** `each player votes for a player (…), then deal 2 damage to the player with the most votes`. */
function voteText(ctx: Ctx, e: Extract<Effect, { kind: 'vote' }>): string {
  const what = hasNoun(ctx, e.from) ? nounText(ctx, e.from, 'indef') : `one of ${sel(ctx, e.from).obj}`;
  const head = clause(ctx, e.voters, 'vote', ` for ${what}`, true);
  const then = bind(ctx, { kind: 'vote', name: e.name, player: isPlayerSel(ctx, e.from) }, () => effectIn(ctx, e.then));
  const how = ctx.reminders ? ' (in turn order from the active player, who breaks a tie)' : '';
  return `${head}${how}, then ${then}`;
}

function chooseText(ctx: Ctx, e: Extract<Effect, { kind: 'choose' }>): string {
  const min = e.min ?? 1;
  const max = e.max ?? 1;
  const q = quantity(min, max);
  const head = clause(ctx, e.chooser, 'choose', '');
  let what: string;
  if (!hasNoun(ctx, e.from)) what = `${q.text === '' ? 'one' : q.text} of ${sel(ctx, e.from).obj}`;
  else if (!q.plural && q.text === '') what = nounText(ctx, e.from, 'indef');
  else what = `${q.text} ${nounText(ctx, e.from, q.plural ? 'many' : 'one')}`;
  const binding: Binding = { kind: 'choice', name: e.name, player: isPlayerSel(ctx, e.from), plural: max > 1 };
  const then = bind(ctx, binding, () => effectIn(ctx, e.then));
  return `${head} ${what}, then ${then}`;
}

function mayText(ctx: Ctx, who: Selector, inner: Effect): string {
  const innerWho = subjectField(inner);
  if (who?.kind === 'you' && (innerWho === null || innerWho.kind === 'you')) return `you may ${withDrop(ctx, who, inner)}`;
  if (innerWho !== null && JSON.stringify(innerWho) === JSON.stringify(who)) {
    const r = sel(ctx, who);
    return `${r.subj} may ${withDrop(ctx, who, inner)}`;
  }
  const r = sel(ctx, who);
  return `if ${r.subj} ${conj('choose', r.person)} to, ${effectIn(ctx, inner)}`;
}

function withDrop(ctx: Ctx, who: Selector, inner: Effect): string {
  const saved = ctx.drop;
  ctx.drop = JSON.stringify(who);
  try {
    return effectIn(ctx, inner);
  } finally {
    ctx.drop = saved;
  }
}

function forEachText(ctx: Ctx, e: Extract<Effect, { kind: 'for-each' }>): string {
  const player = isPlayerSel(ctx, e.in);
  const subject = subjectField(e.do);
  // "each opponent discards a card": a for-each over players whose body is said by that player.
  if (e.in?.kind === 'players' && subject?.kind === 'bound' && subject.name === e.name && e.do.kind !== 'may') {
    const binding: Binding = { kind: 'item', name: e.name, player: true, each: playersText(e.in.which, false) };
    return bind(ctx, binding, () => effectIn(ctx, e.do));
  }
  const over = hasNoun(ctx, e.in) ? nounText(ctx, e.in, 'one') : `of ${sel(ctx, e.in).obj}`;
  const binding: Binding = { kind: 'item', name: e.name, player, each: null };
  return `for each ${over}, ${bind(ctx, binding, () => effectIn(ctx, e.do))}`;
}

function delayedText(ctx: Ctx, e: Extract<Effect, { kind: 'delayed-trigger' }>): string {
  const on: EventPattern | undefined = e.on;
  const event = on?.event ?? 'event';
  let until: string;
  switch (e.duration) {
    case 'end-of-turn':
      until = ' this turn';
      break;
    case 'end-of-next-turn':
      until = ' before the end of the next turn';
      break;
    case 'while-source-in-play':
      until = ' while this is in play';
      break;
    case 'start-of-your-turn':
      until = ' before the start of your next turn';
      break;
    default:
      until = '';
  }
  let when: string;
  let where = on?.where;
  // `at the next any killed if the event card is mark`: the next time that very card does it.
  const marked = where?.kind === 'same' && where.card.kind === 'event' && where.card.field === 'card' && where.as.kind === 'bound' && on?.subject === 'any' ? where.as : null;
  if (isTurnEvent(event)) when = `${turnMoment(event)} ${turnOf(on?.subject, true)}`;
  else if (marked !== null && eventInfo(ctx, event).about === 'card') {
    const r = sel(ctx, marked);
    when = `the next time ${r.subj} ${conj(eventInfo(ctx, event).base, r.person)}`;
    where = undefined;
  } else {
    const info = eventInfo(ctx, event);
    const owner = eventWording(ctx.vocab, event)?.owner;
    if (owner !== undefined && info.about === 'card' && on?.subject !== undefined && on.subject !== 'self') {
      const player = on.subject === 'yours' ? YOU : ref(on.subject === 'opponents' ? 'an opponent' : 'a player');
      when = `the next time ${player.subj} ${conj(owner, player.person)}`;
    } else {
      const r = subjectOf(on?.subject, info.about, cardNoun(ctx, event));
      when = `the next time ${r.subj} ${conj(info.base, r.person)}`;
    }
  }
  const outer = ctx.event;
  ctx.event = event;
  try {
    return `${when}${until}${whereText(ctx, where)}, ${effectIn(ctx, e.effect)}`;
  } finally {
    ctx.event = outer;
  }
}

const SELECTOR_KINDS: ReadonlySet<string> = new Set(['self', 'you', 'active-player', 'players', 'bound', 'event', 'owner', 'controller', 'zone', 'filter', 'union']);

function isSelectorArg(v: GameArg | undefined): v is Selector {
  return typeof v === 'object' && v !== null && SELECTOR_KINDS.has((v as { kind: string }).kind);
}

function argText(ctx: Ctx, v: GameArg): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return words(v);
  if (isSelectorArg(v)) return sel(ctx, v).obj;
  if (typeof v === 'object' && v !== null && isExprKind((v as { kind: string }).kind)) return amount(ctx, v as Expr);
  return effectIn(ctx, v as Effect);
}

/**
 * A game verb: `scrap this`, and its other arguments `with <name> <value>`. A player argument
 * named `who` or `player` is its subject ("each opponent plays from hand"). With the vocabulary,
 * the verb's doc follows once per card as reminder text.
 */
function gameText(ctx: Ctx, verb: string, args: Record<string, GameArg>): string {
  const spec = ctx.vocab?.verbs?.find((v) => v.name === verb);
  const declared = spec ? Object.keys(spec.args ?? {}) : [];
  const names = [...declared.filter((n) => n in args), ...Object.keys(args).filter((n) => !declared.includes(n))];
  const subjectName = names.find((n) => (n === 'who' || n === 'player') && isSelectorArg(args[n]));
  const phrase = verbPhrase(ctx.vocab, verb, args, (value) => argText(ctx, value));
  // A verb with no subject is done by the ability's controller: `you`, said in a granted ability.
  const head = subjectName === undefined ? clause(ctx, { kind: 'you' }, phrase?.text ?? words(verb), '') : clause(ctx, args[subjectName] as Selector, phrase?.text ?? words(verb), '');
  const parts = names
    .filter((n) => n !== subjectName && !(phrase?.used.has(n) ?? false))
    .map((name, i) => {
      const value = argText(ctx, args[name]!);
      return i === 0 && subjectName === undefined ? value : `with ${words(name)} ${value}`;
    });
  let text = head;
  if (parts.length > 0) text += ` ${parts[0]}`;
  if (parts.length > 1) text += `${subjectName === undefined ? ' ' : ', '}${parts.slice(1).join(', ')}`;
  if (ctx.reminders && spec?.doc && !ctx.explained.has(verb)) {
    ctx.explained.add(verb);
    text += ` (${reminder(spec.doc)})`;
  }
  return text;
}

function reminder(doc: string): string {
  const trimmed = doc.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Abilities

function costText(ctx: Ctx, cost: Cost): string {
  switch (cost?.kind) {
    case 'exhaust':
      return gameWord(ctx.vocab, 'tap');
    case 'pay': {
      const n = amount(ctx, cost.amount);
      return `pay ${resourceAmount(ctx.vocab, cost.resource, n)}`;
    }
    case 'discard':
      return `discard ${counted(String(cost.count), 'card')}`;
    case 'destroy-self':
      return 'destroy this';
    case 'remove-counters':
      return `remove ${counted(String(cost.count), `${words(cost.counter)} counter`)}`;
    default:
      return words((cost as { kind?: unknown } | undefined)?.kind ?? 'nothing');
  }
}

/** The ability's body with its targets: a target the effect never names is chosen first. */
function bodyWithTargets(ctx: Ctx, targets: TargetSpec[] | undefined, effect: Effect, optional: boolean): string {
  const bindings = (targets ?? []).map(
    (spec): Binding & { kind: 'target' } => ({ kind: 'target', name: spec.name, spec, mentioned: false, player: isPlayerSel(ctx, spec.from), noun: nounOf(ctx, spec.from) }),
  );
  ctx.scope.push(...bindings);
  try {
    const body = optional ? mayText(ctx, { kind: 'you' }, effect) : effectIn(ctx, effect);
    const unnamed = bindings.filter((b) => !b.mentioned).map((b) => targetPhrase(ctx, b.spec));
    return unnamed.length === 0 ? body : `choose ${joinAnd(unnamed)}, then ${body}`;
  } finally {
    ctx.scope.splice(ctx.scope.length - bindings.length, bindings.length);
  }
}

function staticText(ctx: Ctx, m: StaticModifier): string {
  return withClauses(ctx, () => {
    const r = sel(ctx, m.to);
    const per = countedPer(m.amount);
    const by = per === null ? m.amount : per.amount;
    const n = amount(ctx, by);
    const each = per === null ? '' : ` for each ${eachNoun(ctx, per.each)}`;
    const cond = m.condition === undefined ? '' : ` while ${conditionIn(ctx, m.condition)}`;
    // A change of cost by a number reads as a price: "events in your hand cost 1 less".
    if (m.stat === 'cost' && typeof by === 'number' && by !== 0 && each === '') return `${r.subj} ${conj('cost', r.person)} ${Math.abs(by)} ${by < 0 ? 'less' : 'more'}${cond}`;
    return `${r.subj} ${conj('get', r.person)} ${signed(by, n)} ${statChange(ctx.vocab, m.stat)}${each}${cond}`;
  });
}

/** `minions with power 2 or less can't be played`: the cards, then what they cannot undergo. */
function prohibitionText(ctx: Ctx, a: Extract<Ability, { kind: 'prohibition' }>): string {
  return withClauses(ctx, () => {
    const r = sel(ctx, a.cards);
    const cond = a.condition === undefined ? '' : ` while ${conditionIn(ctx, a.condition)}`;
    return `${r.subj} can't be ${a.act ?? 'played'}${cond}`;
  });
}

function replacementText(ctx: Ctx, a: Extract<Ability, { kind: 'replacement' }>): string {
  const pattern: EventPattern | undefined = a.replaces;
  const event = pattern?.event ?? 'event';
  const main = event === 'roll' ? 'value' : 'amount';
  const info = eventInfo(ctx, event);
  const r = subjectOf(pattern?.subject, info.about, cardNoun(ctx, event));
  // `roll a 1`, `be dealt 2 damage`: a test of the event's main number reads in the verb.
  const conditions = pattern?.where === undefined ? [] : pattern.where.kind === 'all' ? [...(pattern.where.of ?? [])] : [pattern.where];
  let base = info.base;
  const at = conditions.findIndex(
    (c) => c?.kind === 'compare' && c.op === '=' && typeof c.right === 'number' && typeof c.left === 'object' && c.left.kind === 'event-value' && c.left.field === main,
  );
  if (at >= 0 && (event === 'roll' || base.endsWith(' damage'))) {
    const value = (conditions[at] as Extract<Condition, { kind: 'compare' }>).right as number;
    base = event === 'roll' ? `${base} ${withArticle(String(value))}` : base.replace(/ damage$/, ` ${value} damage`);
    conditions.splice(at, 1);
  }
  const saved = ctx.replacing;
  ctx.replacing = main;
  try {
    const rest = conditions.length === 0 ? '' : `, if ${conditionIn(ctx, conditions.length === 1 ? conditions[0]! : { kind: 'all', of: conditions })}`;
    const change = withClauses(ctx, () => changeText(ctx, a.with, main));
    return `Each time ${r.subj} would ${base}${rest}, ${a.optional ? `you may ${change}` : change}`;
  } finally {
    ctx.replacing = saved;
  }
}

function changeText(ctx: Ctx, change: Replacement, main: string): string {
  const itself = changeItselfText(ctx, change, main);
  return change && change.kind !== 'instead' && change.kind !== 'roll' && change.then ? `${itself}, then ${effectIn(ctx, change.then)}` : itself;
}

function changeItselfText(ctx: Ctx, change: Replacement, main: string): string {
  switch (change?.kind) {
    case 'roll': {
      // Each face says what happens; a face without a change lets the event happen.
      const rows = (change.outcomes ?? []).map((row) => `${faces(row.from, row.to)}, ${row.with === undefined ? 'it happens' : changeText(ctx, row.with, main)}`);
      return rows.length === 0 ? 'roll a die' : `roll a die: ${rows.join('; ')}`;
    }
    case 'prevent':
      return 'prevent it';
    case 'set': {
      const what = change.field === main ? 'it' : `the event's ${words(change.field)}`;
      return `make ${what} ${amount(ctx, change.value)} instead`;
    }
    case 'adjust': {
      const what = change.field === main ? 'it' : `the event's ${words(change.field)}`;
      const a0 = change.amount;
      if (change.field === main && typeof a0 === 'object' && a0?.kind === 'event-value' && a0.field === main) return `double ${what}`;
      if (typeof change.amount === 'number' && change.amount < 0) return `reduce ${what} by ${Math.abs(change.amount)}`;
      // `reduce it by <expression>` is written as 0 minus it.
      const a = change.amount;
      if (typeof a === 'object' && a?.kind === 'arith' && a.op === '-' && a.left === 0) return `reduce ${what} by ${amount(ctx, a.right)}`;
      return `increase ${what} by ${amount(ctx, change.amount)}`;
    }
    case 'instead': {
      // "put this into your souls instead"; a longer effect says so first: "instead, X times: …".
      const effect = effectIn(ctx, change.effect);
      return /[,;:]/.test(effect) ? `instead, ${effect}` : `${effect} instead`;
    }
    default:
      return words((change as { kind?: unknown } | undefined)?.kind ?? 'change it');
  }
}

function triggerHead(ctx: Ctx, on: EventPattern | undefined, labels: readonly string[], once: string): string {
  const event = on?.event ?? 'event';
  const where = whereText(ctx, on?.where);
  // `entry:` and the kind's other ability words read as a label, as printed cards do.
  if ((on?.subject ?? 'any') === 'self' && on?.where === undefined && labels.includes(event)) {
    const label = words(gameWord(ctx.vocab, event));
    return `${once}${once ? label : capitalize(label)}`;
  }
  const head = (text: string) => (once ? `${once}${text}` : capitalize(text));
  if (isTurnEvent(event)) return head(`${turnMoment(event)} ${turnOf(on?.subject, false)}${where}`);
  const wording = eventWording(ctx.vocab, event);
  if (wording?.moment !== undefined) return head(`${wording.moment}${where}`);
  // The event's own test reads with it: "When this is attacked and the roll is 1".
  const also = on?.where === undefined ? '' : ` and ${conditionIn(ctx, on.where)}`;
  const info = eventInfo(ctx, event);
  // A player's cards watched for a deed of theirs: "When you buy an item", "When an opponent buys an item".
  if (wording?.owner !== undefined && info.about === 'card' && on?.subject !== undefined && on.subject !== 'self') {
    const player = on.subject === 'yours' ? YOU : ref(on.subject === 'opponents' ? 'an opponent' : 'a player');
    return head(`when ${player.subj} ${conj(wording.owner, player.person)}${also}`);
  }
  const placed = info.about === 'card' ? eventCardPlace(ctx, on?.where) : null;
  if (placed !== null) {
    // "When a minion is played on this base": the event card's kind and place read with the event.
    const rest = placed.rest === undefined ? '' : ` and ${conditionIn(ctx, placed.rest)}`;
    const r = subjectOf(on?.subject, info.about, placed.kind ?? cardNoun(ctx, event));
    // A card moves *to* this base; it is played *on* it.
    const place = info.base === 'move' ? ctx.here.replace(/^on /, 'to ') : ctx.here;
    return head(`when ${r.subj} ${conj(info.base, r.person)} ${place}${rest}`);
  }
  const r = subjectOf(on?.subject, info.about, cardNoun(ctx, event));
  return head(`when ${r.subj} ${conj(info.base, r.person)}${also}`);
}

const EVENT_CARD = (s: Selector): boolean => s?.kind === 'event' && s.field === 'card';

/**
 * An event's test that says its card is here (and perhaps of what kind), read apart so that
 * the trigger says "a minion is played here"; null when it does not say here.
 */
function eventCardPlace(ctx: Ctx, where: Condition | undefined): { kind: string | null; rest: Condition | undefined } | null {
  if (where === undefined) return null;
  const parts = where.kind === 'all' ? [...where.of] : [where];
  const at = parts.findIndex((c) => c.kind === 'same-place' && EVENT_CARD(c.card));
  if (at < 0) return null;
  parts.splice(at, 1);
  const kindAt = parts.findIndex((c) => c.kind === 'is-kind' && EVENT_CARD(c.card));
  const kind = kindAt < 0 ? null : words((parts[kindAt] as Extract<Condition, { kind: 'is-kind' }>).cardKind);
  if (kindAt >= 0) parts.splice(kindAt, 1);
  const rest: Condition | undefined = parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { kind: 'all', of: parts };
  return { kind, rest };
}

function abilityIn(ctx: Ctx, ability: Ability, labels: readonly string[]): string {
  reserveVars(ctx, ability);
  switch (ability?.kind) {
    case 'play':
      return capitalize(bodyWithTargets(ctx, ability.targets, ability.effect, false));
    case 'triggered': {
      const once = ability.oncePerTurn ? 'Once per turn, ' : '';
      ctx.event = ability.on?.event ?? null;
      const head = triggerHead(ctx, ability.on, labels, once);
      return `${head}: ${bodyWithTargets(ctx, ability.targets, ability.effect, ability.optional ?? false)}`;
    }
    case 'activated': {
      const costs = (ability.costs ?? []).map((cost) => costText(ctx, cost));
      const head = costs.length === 0 ? 'at any time' : costs.join(', ');
      return `${ability.oncePerTurn ? `Once per turn, ${head}` : capitalize(head)}: ${bodyWithTargets(ctx, ability.targets, ability.effect, false)}`;
    }
    case 'static': {
      const parts = (ability.modifiers ?? []).map((m) => staticText(ctx, m));
      return capitalize(parts.length === 0 ? 'this has no effect' : parts.join('; '));
    }
    case 'replacement':
      ctx.event = ability.replaces?.event ?? null;
      return replacementText(ctx, ability);
    case 'enters':
      return `Enters ${zoneKind(ctx, ability.zone)} ${gameWord(ctx.vocab, ability.exhausted ? 'exhausted' : 'ready')}`;
    case 'rule-number': {
      const cond = ability.condition === undefined ? '' : ` while ${conditionIn(ctx, ability.condition)}`;
      return capitalize(withClauses(ctx, () => `${ruleChangeText(ctx, ability.rule, ability.op, ability.amount, ability.who)}${cond}`));
    }
    case 'prohibition':
      return capitalize(prohibitionText(ctx, ability));
    default:
      return capitalize(words((ability as { kind?: unknown } | undefined)?.kind ?? 'ability'));
  }
}

// ---------------------------------------------------------------------------------------------
// Rule numbers, granted abilities, this turn's events, division and decks

/** `your hand limit is 8`, `the purchase price is 2 more for each opponent`. */
function ruleChangeText(ctx: Ctx, rule: string, op: 'set' | 'add', amountExpr: Expr, who: Selector | undefined): string {
  const name = words(rule);
  const whose = who === undefined ? `the ${name}` : `${sel(ctx, who).poss} ${name}`;
  // `2 * the number of opponents` reads "2 more for each opponent".
  let each = '';
  let value = amountExpr;
  if (typeof value === 'object' && value?.kind === 'arith' && value.op === '*' && typeof value.right === 'object' && value.right?.kind === 'count') {
    const of = value.right.of;
    each = ` for each ${hasNoun(ctx, of) ? nounText(ctx, of, 'one') : `of ${sel(ctx, of).obj}`}`;
    value = value.left;
  }
  if (op === 'set') return `${whose} is ${amount(ctx, value)}${each}`;
  if (typeof value === 'number') return `${whose} is ${Math.abs(value)} ${value < 0 ? 'less' : 'more'}${each}`;
  if (typeof value === 'object' && value?.kind === 'arith' && value.op === '-' && value.left === 0) return `${whose} is ${amount(ctx, value.right)} less${each}`;
  return `${whose} is ${amount(ctx, value)} more${each}`;
}

/** `double target player's cents`, `triple your cents`. */
function multiplyText(ctx: Ctx, e: Extract<Effect, { kind: 'multiply' }>): string {
  const verb = e.factor === 2 ? 'double' : e.factor === 3 ? 'triple' : `multiply by ${e.factor}`;
  const r = sel(ctx, e.who);
  // The game's sign stands for the resource where it prints one ("double your ¢").
  const resource = ctx.vocab?.wording?.signs?.[e.resource] ?? words(e.resource);
  return r.simple ? `${verb} ${r.poss} ${resource}` : `${verb} the ${resource} of ${r.obj}`;
}

/** `target card in the monster slots gains "When this is killed: loot 2." until end of turn`. */
function grantText(ctx: Ctx, e: Extract<Effect, { kind: 'grant' }>): string {
  const r = sel(ctx, e.cards);
  // The ability reads as printed on the card; it sees the names around it (`mark`).
  const inner: Ctx = { ...ctx, letters: new Map(), pending: [], replacing: null, drop: null, granted: true };
  const ability = sentence(abilityIn(inner, e.ability, ['entry']));
  return `${r.subj} ${conj('gain', r.person)} "${ability}" ${durationText(e.duration)}`;
}

/** `look at the top 3 cards of your deck, put 1 of them into your hand and the rest on the bottom in any order`. */
function lookTakeText(ctx: Ctx, e: Extract<Effect, { kind: 'look-and-take' }>): string {
  const n = amount(ctx, e.count);
  const where = zoneOf(ctx, e.zone, e.of);
  const looked = `look at the top ${n === '1' ? 'card' : `${n} cards`} of ${where}`;
  const k = amount(ctx, e.take);
  const kind = e.filter?.kind === 'is-kind' ? words(e.filter.cardKind) : null;
  const taken = `${e.upTo ? 'up to ' : ''}${kind === null ? k : k === '1' ? (e.upTo ? `one ${kind}` : withArticle(kind)) : `${k} ${pluralize(kind)}`}`;
  const to = e.to;
  let dest: string;
  if (to?.zone === e.zone && (to.position === 'top' || to.position === 'bottom') && (to.of === 'shared' || to.of === 'you' || typeof to.of === 'object')) dest = to.position === 'top' ? 'on top' : 'on the bottom';
  else dest = moveText(ctx, { kind: 'move', cards: { kind: 'self' }, to }).replace(/^put this /, '');
  const rest = e.rest === 'top' ? 'back on top' : 'on the bottom';
  return `${looked}, put ${taken} of them ${dest} and the rest ${rest} in any order`;
}

/** `reveal cards from the top of your deck until you reveal a minion, then …, and put the other revealed cards on the bottom`. */
function revealUntilText(ctx: Ctx, e: Extract<Effect, { kind: 'reveal-until' }>): string {
  const where = zoneOf(ctx, e.zone, e.of);
  const described = untilText(ctx, e.until);
  const then = bind(ctx, { kind: 'choice', name: e.name, player: false, plural: false }, () => effectIn(ctx, e.then));
  return `reveal cards from the top of ${where} until you reveal ${described}, then ${then}, and put the other revealed cards on the bottom`;
}

/**
 * `search the treasure deck for an item, then put it into your items, then shuffle the treasure
 * deck`: what `search` compiles to (a choice of up to one card of a zone, then that zone
 * shuffled), as printed cards say it; null for any other sequence.
 */
function searchText(ctx: Ctx, e: Extract<Effect, { kind: 'sequence' }>): string | null {
  const [choose, shuffle] = e.steps ?? [];
  if (e.steps?.length !== 2 || choose?.kind !== 'choose' || shuffle?.kind !== 'shuffle') return null;
  if (choose.min !== 0 || choose.max !== 1 || choose.chooser?.kind !== 'you') return null;
  const from = choose.from;
  const zone = from?.kind === 'filter' ? from.from : from;
  if (zone?.kind !== 'zone' || zone.position !== 'all' || zone.zone !== shuffle.zone || JSON.stringify(zone.of) !== JSON.stringify(shuffle.of)) return null;
  const where = zoneOf(ctx, zone.zone, zone.of);
  const described = from.kind === 'filter' ? untilText(ctx, from.where) : 'a card';
  const then = bind(ctx, { kind: 'choice', name: choose.name, player: false, plural: false }, () => effectIn(ctx, choose.then));
  return `search ${where} for ${described}, then ${then}, then shuffle ${where}`;
}

/** What `until` asks of a revealed card: `a minion with power 3 or more`. */
function untilText(ctx: Ctx, until: Condition): string {
  const parts = until.kind === 'all' ? [...until.of] : [until];
  const kindAt = parts.findIndex((c) => c.kind === 'is-kind' && IT_SELECTOR(c.card));
  const noun = kindAt >= 0 ? words((parts[kindAt] as Extract<Condition, { kind: 'is-kind' }>).cardKind) : 'card';
  if (kindAt >= 0) parts.splice(kindAt, 1);
  const rest = parts.map((c) => filterSuffix(ctx, c, false));
  return withArticle([noun, ...rest].join(' '));
}

/** `half your cents, rounded down`, `X divided by 3, rounded up`. */
function divideText(ctx: Ctx, e: Extract<Expr, { kind: 'divide' }>): string {
  const of = exprIn(ctx, e.of);
  const round = `, rounded ${e.round === 'up' ? 'up' : 'down'}`;
  if (e.by === 2) return `half ${/^(your|its|their) /.test(of) ? '' : 'of '}${of}${round}`;
  return `${of} divided by ${exprIn(ctx, e.by)}${round}`;
}

/** A verb phrase in the past: `enter` -> `entered`, `be scrapped` -> `was scrapped`. */
function pastTense(base: string): string {
  const [first = '', ...rest] = base.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  if (first === 'be') return `was${tail}`;
  const irregular: Record<string, string> = { fight: 'fought', draw: 'drew', get: 'got', lose: 'lost', have: 'had', become: 'became', end: 'ended', buy: 'bought', come: 'came', give: 'gave', take: 'took', pay: 'paid' };
  if (irregular[first]) return `${irregular[first]}${tail}`;
  if (/ed$/.test(first) || /ed$/.test(rest[rest.length - 1] ?? '')) return base;
  return `${first.endsWith('e') ? `${first}d` : `${first}ed`}${tail}`;
}

/**
 * How an event of this turn reads: who or what did it (`you`, `an opponent`; `one of your cards`,
 * `a card` when the event is about a card with no player doing it), and the verb in the past
 * and after `did not`.
 */
type PastPhrase = { some: string; none: string; past: string; base: string };

function pastPhrase(ctx: Ctx, p: HistoryPattern): PastPhrase {
  const info = eventInfo(ctx, p.event);
  const fields = ctx.vocab?.events?.find((e) => e.name === p.event)?.fields;
  let kind = p.where?.kind === 'is-kind' ? words(p.where.cardKind) : 'card';
  const deed = playerDeed(ctx, p.event);
  if (p.where === undefined) kind = cardNoun(ctx, p.event);
  if (deed !== null) {
    // The game words what the event's player did: "you attacked", "an opponent bought an item".
    const who = p.by === 'you' ? 'you' : p.by === 'opponents' ? 'an opponent' : 'a player';
    const base = p.where?.kind === 'is-kind' ? `${deed.verb} ${withArticle(kind)}` : deed.phrase;
    const where = p.where === undefined || p.where.kind === 'is-kind' ? '' : ` (${conditionIn(ctx, p.where)})`;
    return { some: who, none: p.by === 'any' ? 'no player' : who, past: `${pastTense(base)}${where}`, base: `${base}${where}` };
  }
  const passive = info.base.startsWith('be ');
  // A player does it (attacked, purchased): "you attacked"; else it happens to a card: "one of your cards was scrapped".
  const byPlayer = !passive && (fields ? 'player' in fields : info.about === 'player');
  const base = info.base;
  const past = passive ? `was ${base.slice(3)}` : pastTense(base);
  if (byPlayer) {
    const who = p.by === 'you' ? 'you' : p.by === 'opponents' ? 'an opponent' : 'a player';
    const where = p.where === undefined || p.where.kind === 'is-kind' ? '' : ` (${conditionIn(ctx, p.where)})`;
    const what = p.where?.kind === 'is-kind' ? ` ${withArticle(kind)}` : '';
    return { some: who, none: p.by === 'any' ? 'no player' : who, past: `${past}${what}${where}`, base: `${base}${what}${where}` };
  }
  const owner = p.by === 'you' ? 'your' : p.by === 'opponents' ? "an opponent's" : null;
  const some = owner === null ? withArticle(kind) : `one of ${owner} ${pluralize(kind)}`;
  const none = owner === null ? `no ${kind}` : `none of ${owner} ${pluralize(kind)}`;
  return { some, none, past, base: past };
}

/** `you attacked this turn`, `one of your cards was scrapped this turn`, `a bot entered this way`. */
function pastEvent(ctx: Ctx, p: HistoryPattern): string {
  const phrase = pastPhrase(ctx, p);
  return `${phrase.some} ${phrase.past} this ${p.thisWay ? 'way' : 'turn'}`;
}

/** The cards of this turn's events, as a plural noun phrase: `bots that entered this way`, `cards you loot played this turn`. */
function happenedNoun(ctx: Ctx, s: Extract<Selector, { kind: 'happened' }>, one = false): string {
  const info = eventInfo(ctx, s.event);
  const fields = ctx.vocab?.events?.find((e) => e.name === s.event)?.fields;
  const kind = s.where?.kind === 'is-kind' ? (one ? kindSingular(s.where.cardKind) : kindPlural(s.where.cardKind)) : one ? 'card' : 'cards';
  const passive = info.base.startsWith('be ');
  const when = `this ${s.thisWay ? 'way' : 'turn'}`;
  const deed = playerDeed(ctx, s.event);
  if (deed !== null && s.by !== undefined && s.by !== 'any') {
    // "loot cards you played this turn": the deed's verb, its object the cards counted.
    return `${kind} ${s.by === 'you' ? 'you' : 'an opponent'} ${pastTense(deed.verb)} ${when}`;
  }
  if (!passive && (fields ? 'player' in fields : info.about === 'player') && s.by !== undefined && s.by !== 'any') {
    return `${kind} ${s.by === 'you' ? 'you' : 'an opponent'} ${pastTense(info.base)} ${when}`;
  }
  const owner = s.by === 'you' ? 'your ' : s.by === 'opponents' ? (one ? "an opponent's " : "opponents' ") : '';
  const past = passive ? `${one ? 'was' : 'were'} ${info.base.slice(3)}` : pastTense(info.base);
  return `${owner}${kind} that ${past} ${when}`;
}

/** One card of a kind: `bot`, but `loot card` (a kind that names no one card). */
function kindSingular(kind: string): string {
  return MASS_KINDS.has(kind) ? `${words(kind)} card` : words(kind);
}

/**
 * What the player an event names did, as the game words it (`deed`, else `owner`: "attack", "buy
 * an item"), with its verb alone for a card of a kind ("played a loot card"); null when the game
 * does not say or the event names no player.
 */
function playerDeed(ctx: Ctx, event: string): { phrase: string; verb: string } | null {
  const wording = eventWording(ctx.vocab, event);
  const fields = ctx.vocab?.events?.find((e) => e.name === event)?.fields;
  // `deed` is the game's own word for it; `owner` says it of the player the event names.
  const phrase = wording?.deed ?? (fields?.player === 'player' ? wording?.owner : undefined);
  if (phrase === undefined) return null;
  return { phrase, verb: phrase.split(' ')[0]! };
}

/** Cards of a kind, in the plural: `bots`, but `loot cards` (a kind that names no one card). */
function kindPlural(kind: string): string {
  return MASS_KINDS.has(kind) ? `${words(kind)} cards` : pluralize(words(kind));
}
const MASS_KINDS: ReadonlySet<string> = new Set(['loot', 'treasure']);

/** `you did not attack this turn` for "none of this turn's events": a count of them compared with 0 or 1; null otherwise. */
function happenedText(ctx: Ctx, c: Extract<Condition, { kind: 'compare' }>, negated: boolean): string | null {
  if (typeof c.left !== 'object' || c.left?.kind !== 'event-count' || typeof c.right !== 'number') return null;
  const none = (c.op === '=' && c.right === 0) || (c.op === '<' && c.right === 1);
  const some = (c.op === '>=' && c.right === 1) || (c.op === '>' && c.right === 0);
  if (!none && !some) return null;
  const phrase = pastPhrase(ctx, c.left);
  const when = `this ${c.left.thisWay ? 'way' : 'turn'}`;
  if (none === negated) return `${phrase.some} ${phrase.past} ${when}`;
  // "you did not attack": a player's event reads with "did not"; a card's with "no card was …".
  return phrase.none === phrase.some ? `${phrase.some} did not ${phrase.base} ${when}` : `${phrase.none} ${phrase.past} ${when}`;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function labelsFor(card: Pick<CardDefinition, 'kind'>, vocabulary: Vocabulary | undefined): readonly string[] {
  const words = vocabulary?.cardKinds?.find((k) => k.name === card.kind)?.abilityWords;
  return words && words.length > 0 ? words : ['entry'];
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * The whole card's rules text: one sentence per ability, one ability per line, then the cards it
 * starts with ("Starts with The D6."); "" when it has neither. `names` gives the names of other
 * cards by id (those it names or starts with); an id without one reads as its slug in title case.
 */
export function rulesText(card: CardDefinition, vocabulary?: Vocabulary, names: ReadonlyMap<string, string> = new Map(), options: RulesTextOptions = {}): string {
  const explained = new Set<string>();
  const labels = labelsFor(card, vocabulary);
  // The set's names usually hold the card's own already; copying them for every card of a
  // 1,000-card set was most of the time its faces took.
  const own = typeof card.id === 'string' && typeof card.name === 'string' && names.get(card.id) !== card.name;
  const known = own ? new Map(names).set(card.id, card.name) : names;
  const lines = (card.abilities ?? []).map((ability) => sentence(abilityIn(forCard(newCtx(vocabulary, explained, known, options), card.kind), ability, labels)));
  const startsWith = Array.isArray(card.startsWith) ? card.startsWith : [];
  if (startsWith.length > 0) lines.push(sentence(`Starts with ${joinAnd(startsWith.map((id) => plainCardName(known, id)))}`));
  const xText = (x: Expr) => exprIn(forCard(newCtx(vocabulary, explained, known, options), card.kind), x);
  if (options.dice !== false && Array.isArray(card.dice)) lines.push(...diceText(card.dice, xText));
  // A face that draws the dice itself still needs the text to say what X is worth.
  else if (Array.isArray(card.dice)) for (const die of card.dice) if (die.x !== undefined) lines.push(sentence(`X is ${xText(die.x)}`));
  return lines.filter((line) => line !== '').join('\n');
}

/** One ability as a sentence, for hover over an ability line (with glossary text unless told otherwise). */
export function abilityText(ability: Ability, vocabulary?: Vocabulary, cardKind?: string, options: RulesTextOptions = { reminders: true }): string {
  return sentence(abilityIn(forCard(newCtx(vocabulary, new Set(), new Map(), options), cardKind), ability, labelsFor({ kind: cardKind ?? '' }, vocabulary)));
}

/** A place's own text says "on this base" where a card on it says "here". */
function forCard(ctx: Ctx, kind: unknown): Ctx {
  const noun = ctx.vocab?.places?.noun;
  if (noun !== undefined && kind === noun) ctx.here = `on this ${noun}`;
  return ctx;
}

/**
 * An effect as an imperative phrase ("deal 1 damage to this"), without a final period. `targets`:
 * those of its ability, so a target reads as one ("deal 1 damage to target player").
 */
export function effectText(effect: Effect, vocabulary?: Vocabulary, targets: readonly TargetSpec[] = []): string {
  const ctx = newCtx(vocabulary);
  reserveVars(ctx, effect);
  const bindings = targets.map((spec): Binding => ({ kind: 'target', name: spec.name, spec, mentioned: false, player: isPlayerSel(ctx, spec.from), noun: nounOf(ctx, spec.from) }));
  ctx.scope.push(...bindings);
  return effectIn(ctx, effect);
}

/** Cards or players as a noun phrase ("the top card of each opponent's stak"). */
export function selectorText(selector: Selector, vocabulary?: Vocabulary): string {
  const ctx = newCtx(vocabulary);
  return withClauses(ctx, () => sel(ctx, selector).obj);
}

/** A number as words ("the number of cards in your hand minus 1"). */
export function exprText(expr: Expr, vocabulary?: Vocabulary): string {
  const ctx = newCtx(vocabulary);
  return withClauses(ctx, () => exprIn(ctx, expr));
}

/** A condition as a clause ("it is not your turn"). */
export function conditionText(condition: Condition, vocabulary?: Vocabulary): string {
  const ctx = newCtx(vocabulary);
  return withClauses(ctx, () => conditionIn(ctx, condition));
}

// ---------------------------------------------------------------------------------------------
// Printed text against effects

const TEXT_NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  once: 1,
  twice: 2,
  thrice: 3,
};

/** Numbers written in a card's text: digits (signs dropped) and the words one to ten, once, twice, thrice. */
export function textNumbers(text: string): number[] {
  const found = new Set<number>();
  for (const match of text.matchAll(/\d+/g)) found.add(Number(match[0]));
  for (const match of text.toLowerCase().matchAll(/\b[a-z]+\b/g)) {
    const n = TEXT_NUMBER_WORDS[match[0]];
    if (n !== undefined) found.add(n);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Numbers of the compiled abilities, by whether the text must spell them: an amount (damage,
 * power, a roll's value) is written as a digit even when it is 1, but a count of 1 is usually
 * "a card", "an extra attack", "the card below". Zero, stak depths, flag values and roll-table
 * faces are left out: texts say "no", "below this one" or nothing at all for them.
 */
type Found = Map<number, boolean>;

function note(found: Found, n: number, required: boolean): void {
  const value = Math.abs(n);
  if (!Number.isFinite(value) || value === 0) return;
  found.set(value, (found.get(value) ?? false) || required);
}

function exprNumbers(found: Found, e: Expr | 'all' | undefined, required: boolean): void {
  if (e === undefined || e === 'all') return;
  if (typeof e === 'number') return note(found, e, required);
  switch (e?.kind) {
    case 'arith':
      exprNumbers(found, e.left, required);
      exprNumbers(found, e.right, required);
      return;
    case 'count':
    case 'stat':
    case 'resource':
    case 'counter':
    case 'damage-on':
      return selectorNumbers(found, e.of);
    default:
      return;
  }
}

function selectorNumbers(found: Found, s: Selector | undefined): void {
  switch (s?.kind) {
    case 'zone':
      exprNumbers(found, s.count, false);
      if (s.of) selectorNumbers(found, s.of);
      return;
    case 'filter':
      selectorNumbers(found, s.from);
      return conditionNumbers(found, s.where);
    case 'most':
      selectorNumbers(found, s.from);
      return exprNumbers(found, s.by, false);
    case 'union':
      for (const part of s.of ?? []) selectorNumbers(found, part);
      return;
    case 'owner':
    case 'controller':
      return selectorNumbers(found, s.of);
    default:
      return;
  }
}

function conditionNumbers(found: Found, c: Condition | undefined): void {
  switch (c?.kind) {
    case 'all':
    case 'any':
      for (const part of c.of ?? []) conditionNumbers(found, part);
      return;
    case 'not':
      return conditionNumbers(found, c.of);
    case 'compare':
      exprNumbers(found, c.left, false);
      return exprNumbers(found, c.right, false);
    case 'exists':
      return selectorNumbers(found, c.of);
    case 'is-kind':
    case 'has-tag':
    case 'is-card':
    case 'is-self':
    case 'face-up':
    case 'is-top':
    case 'in-zone':
    case 'in-state':
    case 'same-place':
      return selectorNumbers(found, c.card);
    case 'is-you':
    case 'is-active-player':
    case 'is-alive':
      return selectorNumbers(found, c.player);
    default:
      return;
  }
}

function effectNumbers(found: Found, e: Effect | undefined): void {
  switch (e?.kind) {
    case 'damage':
      exprNumbers(found, e.amount, true);
      return selectorNumbers(found, e.to);
    case 'heal':
    case 'prevent':
      exprNumbers(found, e.amount, true);
      return selectorNumbers(found, e.to);
    case 'gain':
      exprNumbers(found, e.amount, true);
      return selectorNumbers(found, e.to);
    case 'lose':
      exprNumbers(found, e.amount, true);
      return selectorNumbers(found, e.from);
    case 'draw':
    case 'discard':
      exprNumbers(found, e.count, false);
      return selectorNumbers(found, e.who);
    case 'destroy':
    case 'reveal':
    case 'flip':
    case 'exhaust':
    case 'double':
      return selectorNumbers(found, e.cards);
    case 'become-copy':
      selectorNumbers(found, e.cards);
      return selectorNumbers(found, e.of);
    case 'move':
      selectorNumbers(found, e.cards);
      if (typeof e.to?.of === 'object') selectorNumbers(found, e.to.of);
      return;
    case 'shuffle':
    case 'create':
      return selectorNumbers(found, e.of);
    case 'look-and-reorder':
      exprNumbers(found, e.count, false);
      exprNumbers(found, e.toBottom, false);
      return selectorNumbers(found, e.of);
    case 'add-counter':
      exprNumbers(found, e.amount, false);
      return selectorNumbers(found, e.on);
    case 'remove-counter':
      exprNumbers(found, e.amount, false);
      return selectorNumbers(found, e.from);
    case 'modify-stat':
      exprNumbers(found, e.amount, true);
      return selectorNumbers(found, e.on);
    case 'extra-action':
      exprNumbers(found, e.count, false);
      return selectorNumbers(found, e.who);
    case 'roll':
      for (const row of e.outcomes ?? []) effectNumbers(found, row.effect);
      return;
    case 'set-roll':
      return exprNumbers(found, e.value, true);
    case 'modify-roll':
      return exprNumbers(found, e.amount, true);
    case 'choose-mode':
      for (const mode of e.modes ?? []) effectNumbers(found, mode);
      return;
    case 'choose':
      note(found, e.min, false);
      note(found, e.max, false);
      selectorNumbers(found, e.from);
      return effectNumbers(found, e.then);
    case 'vote':
      selectorNumbers(found, e.voters);
      selectorNumbers(found, e.from);
      return effectNumbers(found, e.then);
    case 'may':
      return effectNumbers(found, e.effect);
    case 'if':
      conditionNumbers(found, e.condition);
      effectNumbers(found, e.then);
      return effectNumbers(found, e.else);
    case 'for-each':
      selectorNumbers(found, e.in);
      return effectNumbers(found, e.do);
    case 'repeat':
      exprNumbers(found, e.times, false);
      return effectNumbers(found, e.do);
    case 'sequence':
      for (const step of e.steps ?? []) effectNumbers(found, step);
      return;
    case 'then-in-full':
      effectNumbers(found, e.first);
      return effectNumbers(found, e.then);
    case 'delayed-trigger':
      conditionNumbers(found, e.on?.where);
      return effectNumbers(found, e.effect);
    case 'game':
      for (const value of Object.values(e.args ?? {})) {
        if (typeof value === 'number') note(found, value, false);
        else if (typeof value === 'object' && value !== null) {
          const kind = (value as { kind: string }).kind;
          if (SELECTOR_KINDS.has(kind)) selectorNumbers(found, value as Selector);
          else if (isExprKind(kind)) exprNumbers(found, value as Expr, false);
          else effectNumbers(found, value as Effect);
        }
      }
      return;
    default:
      // win, lose-game, extra-turn, end-turn, cancel, reroll, set-flag: no printed number.
      return;
  }
}

function abilityNumbers(found: Found, a: Ability): void {
  switch (a?.kind) {
    case 'play':
    case 'triggered':
    case 'activated':
      for (const target of a.targets ?? []) {
        note(found, target.min ?? 1, false);
        note(found, target.max ?? 1, false);
        selectorNumbers(found, target.from);
      }
      if (a.kind === 'triggered') conditionNumbers(found, a.on?.where);
      if (a.kind === 'activated') {
        for (const cost of a.costs ?? []) {
          if (cost?.kind === 'pay') exprNumbers(found, cost.amount, true);
          if (cost?.kind === 'discard' || cost?.kind === 'remove-counters') note(found, cost.count, false);
        }
      }
      return effectNumbers(found, a.effect);
    case 'static':
      for (const m of a.modifiers ?? []) {
        exprNumbers(found, m.amount, true);
        selectorNumbers(found, m.to);
        conditionNumbers(found, m.condition);
      }
      return;
    case 'prohibition':
      selectorNumbers(found, a.cards);
      conditionNumbers(found, a.condition);
      return;
    case 'replacement':
      conditionNumbers(found, a.replaces?.where);
      if (a.with?.kind === 'set') exprNumbers(found, a.with.value, true);
      if (a.with?.kind === 'adjust') exprNumbers(found, a.with.amount, true);
      if (a.with?.kind === 'instead') effectNumbers(found, a.with.effect);
      else if (a.with && a.with.kind !== 'roll' && a.with.then) effectNumbers(found, a.with.then);
      if (a.with?.kind === 'roll') {
        for (const row of a.with.outcomes ?? []) {
          if (row?.with?.kind === 'instead') effectNumbers(found, row.with.effect);
          else if (row?.with?.then) effectNumbers(found, row.with.then);
        }
      }
      return;
    default:
      return;
  }
}

/**
 * Whether a card's printed `text` leaves out a number of its compiled effects. Null when the
 * card has no text or every number of its effects is in the text (a count of 1 may be written
 * "a", "an" or "the"); else the numbers on both sides and those missing from the text.
 */
export function numbersDisagree(card: CardDefinition): { textNumbers: number[]; effectNumbers: number[]; missing: number[] } | null {
  if (typeof card.text !== 'string' || card.text.trim() === '') return null;
  const found: Found = new Map();
  for (const ability of card.abilities ?? []) abilityNumbers(found, ability);
  const inText = textNumbers(card.text);
  const effectNums = [...found.keys()].sort((a, b) => a - b);
  const missing = effectNums.filter((n) => !inText.includes(n) && (n !== 1 || found.get(n) === true));
  return missing.length === 0 ? null : { textNumbers: inText, effectNumbers: effectNums, missing };
}

/** What a player's total at a place is called ("power"), as the game names it. */
function totalNoun(ctx: Ctx): string {
  return words(ctx.vocab?.places?.total ?? 'total');
}
