// The canonical formatter: a .cards file printed in one style (docs/dsl.md, "Formatting"),
// with one phrasing per syntax-tree node. It checks its own work: a declaration whose printed
// text does not read back to the same tree, or that holds a comment the formatter cannot
// place, keeps its text as written. A file with syntax errors is never rewritten. Pure and
// total: it never throws.
import { vocabularies } from '../../engine/games/vocabularies';
import { categoryOfValue } from '../semantics/tree';
import type * as A from '../syntax/ast';
import { parse, parseDecls, RESERVED } from '../syntax/parser';
import { scan } from '../syntax/scanner';
import type { Token } from '../syntax/tokens';

export type FormatOptions = {
  /** Spaces per indentation level (default 2, from 1 to 8). */
  indent?: number;
  /** The game, for printDecl (a whole file names its own): its ordered zones take `on top of`, not `into`. */
  game?: string;
};

export type FormatResult = { text: string; changed: boolean } | { text: null; reason: string };

/** A replacement of `source.slice(start, end)` by `text`; offsets are into the original source. */
export type TextEdit = { start: number; end: number; text: string };

/** Formats a whole file. Refuses (text: null) when the file has syntax errors. */
export function format(source: string, options: FormatOptions = {}): FormatResult {
  const planned = safePlan(source, options);
  if (!planned.ok) return { text: null, reason: planned.reason };
  return { text: planned.text, changed: planned.text !== source };
}

/**
 * The edits that turn `source` into its formatted text, in order and not overlapping: one per
 * declaration, header line or gap between them that changes, so an unchanged card gets none.
 * Empty when the file is already formatted or cannot be formatted.
 */
export function formatEdits(source: string, options: FormatOptions = {}): TextEdit[] {
  const planned = safePlan(source, options);
  if (!planned.ok) return [];
  const edits: TextEdit[] = [];
  for (const s of planned.segments) {
    if (source.slice(s.start, s.end) === s.text) continue;
    const last = edits[edits.length - 1];
    // A gap and the declaration after it that both change make one edit.
    if (last && last.end === s.start) {
      last.end = s.end;
      last.text += s.text;
    } else edits.push({ start: s.start, end: s.end, text: s.text });
  }
  return edits;
}

/**
 * One declaration in the canonical style (without comments), or null when it cannot be
 * printed so that it reads back to the same tree.
 */
export function printDecl(decl: A.Decl, options: FormatOptions = {}): string | null {
  try {
    const text = new Printer(unitOf(options), orderedZones(options.game)).decl(decl, []);
    return readsBack(text, decl) ? text : null;
  } catch {
    return null;
  }
}

// ---- Planning: the file as chunks (header lines, declarations, comments) and the gaps between ----

type Segment = { start: number; end: number; text: string };
type Plan = { ok: true; text: string; segments: Segment[] } | { ok: false; reason: string };

type Comment = { start: number; end: number; text: string; ownLine: boolean };
type Chunk = { kind: 'game' | 'set' | 'decl' | 'comment'; start: number; end: number; text: string; ownLine: boolean };

function safePlan(source: string, options: FormatOptions): Plan {
  try {
    return plan(typeof source === 'string' ? source : '', options);
  } catch (e) {
    // The parser or the printer gave up (a stack overflow on absurd nesting, say): keep the text.
    return { ok: false, reason: `the formatter could not read this file (${e instanceof Error ? e.message : 'internal error'})` };
  }
}

function plan(source: string, options: FormatOptions): Plan {
  const { file, diagnostics } = parse(source);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const first = errors[0]!;
    const line = lineOf(source, first.range.start);
    return { ok: false, reason: `the file has ${errors.length} syntax error${errors.length === 1 ? '' : 's'} (line ${line}: ${first.message}); fix ${errors.length === 1 ? 'it' : 'them'} before formatting` };
  }
  const tokens = scan(source);
  const comments = findComments(source, tokens);
  const eol = /\r\n/.test(source.slice(0, source.indexOf('\n') + 1)) ? '\r\n' : '\n';
  const unit = unitOf(options);
  const printer = new Printer(unit, orderedZones(file.game?.text));

  const chunks: Chunk[] = [];
  const byStart = new Map<number, number>();
  tokens.forEach((t, i) => byStart.set(t.start, i));
  if (file.game) {
    const keyword = tokens[(byStart.get(file.game.range.start) ?? 0) - 1];
    if (!keyword || keyword.text !== 'game') return { ok: false, reason: 'the formatter could not find the "game" line' };
    chunks.push({ kind: 'game', start: keyword.start, end: file.game.range.end, text: `game ${file.game.text}`, ownLine: true });
  }
  if (file.set) {
    const keyword = tokens[(byStart.get(file.set.range.start) ?? 0) - 1];
    if (!keyword || keyword.text !== 'set') return { ok: false, reason: 'the formatter could not find the "set" line' };
    chunks.push({ kind: 'set', start: keyword.start, end: file.set.range.end, text: `set ${quote(file.set.name)}`, ownLine: true });
  }
  const inDecl = new Set<Comment>();
  let next = 0; // comments and declarations are both in source order
  for (const decl of file.decls) {
    while (next < comments.length && comments[next]!.start <= decl.range.start) next += 1;
    const inside: Comment[] = [];
    for (let k = next; k < comments.length && comments[k]!.start < decl.range.end; k += 1) inside.push(comments[k]!);
    inside.forEach((c) => inDecl.add(c));
    const verbatim = source.slice(decl.range.start, decl.range.end);
    let text = verbatim;
    try {
      const printed = printer.decl(decl, placeComments(decl, inside, tokens, byStart));
      if (readsBack(printed, decl)) text = printed.split('\n').join(eol);
    } catch {
      // Unprintable here (or a comment inside an ability): the declaration stays as written.
    }
    chunks.push({ kind: 'decl', start: decl.range.start, end: decl.range.end, text, ownLine: true });
  }
  for (const c of comments) if (!inDecl.has(c)) chunks.push({ kind: 'comment', start: c.start, end: c.end, text: c.text, ownLine: c.ownLine });
  chunks.sort((a, b) => a.start - b.start);

  const segments: Segment[] = [];
  let pos = 0;
  let prev: Chunk | null = null;
  for (const chunk of chunks) {
    const gap = source.slice(pos, chunk.start);
    // Between chunks there may only be blanks, line breaks and `;` (comments are chunks).
    if (/[^\s;\uFEFF]/.test(gap)) return { ok: false, reason: 'the formatter found text outside any declaration' };
    let sep: string;
    // A comment after code on its line stays on that line (after the game line, a set line or a `}`).
    const trailing: boolean = chunk.kind === 'comment' && !chunk.ownLine && prev !== null && prev.kind !== 'comment' && !gap.includes('\n');
    if (prev === null) sep = source.startsWith('\uFEFF') ? '\uFEFF' : '';
    else if (trailing) sep = ' ';
    else if (prev.kind === 'game' && chunk.kind === 'set') sep = eol;
    else if (prev.kind === 'decl' || (chunk.kind === 'decl' && (prev.kind === 'game' || prev.kind === 'set'))) sep = eol + eol;
    else sep = countNewlines(gap) >= 2 ? eol + eol : eol;
    segments.push({ start: pos, end: chunk.start, text: sep });
    segments.push({ start: chunk.start, end: chunk.end, text: chunk.text });
    pos = chunk.end;
    // A trailing comment belongs to its line: what follows is spaced as after that line's chunk.
    if (!trailing) prev = chunk;
  }
  segments.push({ start: pos, end: source.length, text: prev === null ? '' : eol });
  const text = segments.map((s) => s.text).join('');

  // The last guard: the whole result must read back to the same tree with the same comments.
  const again = parse(text);
  if (again.diagnostics.some((d) => d.severity === 'error') || shape(again.file) !== shape(file)) {
    return { ok: false, reason: 'the formatter could not print this file without changing its meaning' };
  }
  const before = comments.map((c) => c.text);
  const after = findComments(text, scan(text)).map((c) => c.text);
  if (before.join('\n') !== after.join('\n')) return { ok: false, reason: 'the formatter could not keep every comment in place' };
  return { ok: true, text, segments };
}

/** The ordered zones of a game the studio knows (none for an unknown game). */
function orderedZones(game: string | undefined): ReadonlySet<string> {
  return new Set((vocabularies.get(game ?? '')?.zones ?? []).filter((z) => z.ordered).map((z) => z.name));
}

function unitOf(options: FormatOptions): string {
  const n = options.indent;
  const size = typeof n === 'number' && Number.isFinite(n) ? Math.min(8, Math.max(1, Math.floor(n))) : 2;
  return ' '.repeat(size);
}

function lineOf(source: string, offset: number): number {
  return countNewlines(source.slice(0, offset)) + 1;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) n += 1;
  return n;
}

/** The tree without ranges, as text, for comparing two parses. */
function shape(x: unknown): string {
  return JSON.stringify(x, (k, v: unknown) => (k === 'range' || k.endsWith('Range') ? undefined : v));
}

/** Whether `text` reads as exactly one declaration with the tree of `decl`. */
function readsBack(text: string, decl: A.Decl): boolean {
  const again = parseDecls(text, 0, text.length);
  return again.diagnostics.length === 0 && again.decls.length === 1 && shape(again.decls[0]) === shape(decl);
}

/**
 * Comments, found as the text the scanner skipped between tokens: a gap holds only blanks and
 * at most one `// …` running to the line's end. `ownLine` when nothing precedes it on its line.
 */
function findComments(source: string, tokens: Token[]): Comment[] {
  const out: Comment[] = [];
  let from = 0;
  for (const t of tokens) {
    // Only the gap before this token is searched (a whole-file search per token is quadratic).
    const found = t.start - from >= 2 ? source.slice(from, t.start).indexOf('//') : -1;
    const at = found < 0 ? -1 : from + found;
    if (at >= 0) {
      let end = t.start;
      while (end > at && /\s/.test(source[end - 1]!)) end -= 1;
      let k = at - 1;
      while (k >= 0 && (source[k] === ' ' || source[k] === '\t' || source[k] === '\r' || source[k] === '\uFEFF')) k -= 1;
      out.push({ start: at, end, text: source.slice(at, end), ownLine: k < 0 || source[k] === '\n' });
    }
    from = t.end;
  }
  return out;
}

// ---- Comments inside a card: between its abilities, never inside one ----

type Placed = { at: number; text: string; ownLine: boolean };

class Unprintable {
  constructor(readonly what: string) {}
}

function unprintable(what: string): never {
  throw new Unprintable(what);
}

/** The comments of a declaration that sit between its body items (anything else refuses). */
function placeComments(decl: A.Decl, inside: Comment[], tokens: Token[], byStart: Map<number, number>): Placed[] {
  if (inside.length === 0 || decl.type === 'broken') return [];
  // The `{` opening the body: the first one after the name and header.
  const headerEnd = decl.type === 'card' ? Math.max(decl.name.range.end, ...decl.header.map((h) => h.range.end)) : decl.name.range.end;
  let i = byStart.get(decl.name.range.start) ?? 0;
  while (i < tokens.length && !(tokens[i]!.kind === 'lbrace' && tokens[i]!.start >= headerEnd)) i += 1;
  const open = tokens[i];
  if (!open) return unprintable('no body');
  return inside.map((c) => {
    if (c.start < open.start) return unprintable('a comment in the header');
    if (decl.body.some((item) => c.start > item.range.start && c.start < item.range.end)) return unprintable('a comment inside an ability');
    return { at: c.start, text: c.text, ownLine: c.ownLine };
  });
}

// ---- Printing ----

/** Words a selector may not start with in its short form `<noun> in <zone>`. */
const NOT_BARE_NOUN = new Set(['itself', 'opponents', 'players', 'event']);
/** Words `the <noun> in <zone>` may not use (the parser reads another phrase after `the`). */
const NOT_AFTER_THE = new Set(['event', 'owner', 'controller', 'top', 'bottom', 'second', 'third', 'fourth', 'fifth', 'sixth']);
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** A string literal with the escapes the scanner reads back: \" \\ \n \t and \u{…}. */
export function quote(text: string): string {
  let out = '"';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    // Controls, a closing curly quote (which ends a string) and lone surrogates are spelled out.
    else if (c < 0x20 || c === 0x7f || c === 0x201d || c === 0x2028 || c === 0x2029 || c === 0xfeff || (c >= 0xd800 && c <= 0xdfff)) out += `\\u{${c.toString(16)}}`;
    else out += ch;
  }
  return `${out}"`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const isIt = (s: A.Sel) => s.type === 'bound' && s.name.text === 'it';
const isZoneAll = (s: A.Sel): s is Extract<A.Sel, { type: 'zone' }> & { noun: A.Name } =>
  s.type === 'zone' && s.position === 'all' && s.noun !== null && s.count === null && s.depth === null;
/** The noun of `<noun> in <zone>` (under any filters) when it may be written without `the`. */
function bareNoun(s: A.Sel): string | null {
  while (s.type === 'filter') s = s.from;
  return isZoneAll(s) && canBeBare(s.noun.text) ? s.noun.text : null;
}
const canBeBare = (noun: string) => noun === 'card' || noun === 'cards' || (!RESERVED.has(noun) && !NOT_BARE_NOUN.has(noun));

/** Predicates read after `<subject> is`: the condition types printed as `<x> is [not] …`. */
type Predicate = Extract<A.Cond, { type: 'face-up' | 'is-top' | 'in-zone' | 'is-kind' | 'is-card' | 'is-self' | 'is-you' | 'is-active-player' | 'in-state' | 'is-alive' | 'here' }>;
const isPredicate = (c: A.Cond): c is Predicate =>
  c.type === 'face-up' ||
  c.type === 'is-top' ||
  c.type === 'in-zone' ||
  c.type === 'is-kind' ||
  c.type === 'is-card' ||
  c.type === 'is-self' ||
  c.type === 'is-you' ||
  c.type === 'is-active-player' ||
  c.type === 'in-state' ||
  c.type === 'is-alive' ||
  c.type === 'here';
const subjectOf = (c: Predicate): A.Sel => ('card' in c ? c.card : c.player);
/** `here`, or `on this base` as written. */
const herePhrase = (c: Extract<A.Cond, { type: 'here' }>): string => (c.place === null ? 'here' : `on this ${c.place.text}`);

class Printer {
  constructor(
    private readonly unit: string,
    /** Zones whose cards lie in order (a stak, a deck): a card put on top of one is put `on top of` it. */
    private readonly ordered: ReadonlySet<string> = new Set(),
  ) {}

  // ---- Declarations ----

  decl(decl: A.Decl, comments: Placed[]): string {
    if (decl.type === 'broken') return unprintable('a broken declaration');
    const head = decl.type === 'card' ? `${decl.kind.text} ${quote(decl.name.text)}${decl.header.map((h) => ` ${this.headerItem(h)}`).join('')}` : `variant ${quote(decl.name.text)}`;
    // Items and comments in source order; a comment after code on its line trails that line.
    type Entry = { text: string; trailing: string | null; comment: boolean };
    const entries: Entry[] = [];
    let headTrailing: string | null = null;
    const events = [...decl.body.map((item) => ({ at: item.range.start, item })), ...comments.map((c) => ({ at: c.at, comment: c }))].sort((a, b) => a.at - b.at);
    for (const e of events) {
      if ('item' in e) {
        entries.push({ text: this.bodyItem(e.item, this.unit), trailing: null, comment: false });
        continue;
      }
      const c = e.comment;
      const last = entries[entries.length - 1];
      if (!c.ownLine && last && !last.comment && last.trailing === null) last.trailing = c.text;
      else if (!c.ownLine && !last && headTrailing === null) headTrailing = c.text;
      else entries.push({ text: c.text, trailing: null, comment: true });
    }
    if (entries.length === 0 && headTrailing === null) return `${head} {}`;
    const lines = entries.map((e) => `\n${this.unit}${e.text}${e.trailing === null ? '' : ` ${e.trailing}`}`);
    return `${head} {${headTrailing === null ? '' : ` ${headTrailing}`}${lines.join('')}\n}`;
  }

  private headerItem(h: A.HeaderItem): string {
    switch (h.type) {
      case 'stat':
        return `${h.key.text} ${h.values.map((v, i) => `${i === 0 ? '' : v.slashed ? '/' : ' '}${v.value}`).join('')}`;
      case 'tag':
        return `#${h.tag.text}`;
      case 'word':
        return h.word.text;
      case 'starts-with':
        return `starts-with ${h.names.map((n) => quote(n.text)).join(', ')}`;
    }
  }

  private bodyItem(item: A.BodyItem, ind: string): string {
    switch (item.type) {
      case 'text':
        return `text ${quote(item.text)}`;
      case 'die':
        // The author's form is kept: the short form of codes, or the long form in words.
        return `${item.form === 'codes' ? `die { ${item.faces.map((f) => this.shortFace(f)).join(', ')} }` : `die: ${item.faces.map((f) => this.face(f)).join(' | ')}`}${item.x ? ` where X is ${this.expr(item.x.expr)}` : ''}`;
      case 'param': {
        const value = item.value.kind === 'number' ? String(item.value.value) : item.value.value;
        const range = item.min !== null && item.max !== null ? ` from ${item.min} to ${item.max}` : item.min === null && item.max === null ? '' : unprintable('half a range');
        return `param ${item.name.text} ${value}${range}`;
      }
      case 'broken':
        return unprintable('a broken item');
      default:
        return this.ability(item, ind);
    }
  }

  /** `+2RD1`: the flag, the value, the code and the cost, with no spaces. */
  private shortFace(f: A.DieFaceNode): string {
    return `${f.modifier ? '+' : ''}${f.x ? 'X' : (f.value ?? '')}${f.symbol.text}${f.cost ?? ''}`;
  }

  private face(f: A.DieFaceNode): string {
    const cost = f.cost === null ? '' : ` (cost ${f.cost})`;
    const value = f.x ? 'X' : f.value;
    if (f.modifier) return value === null ? unprintable('a modifier face without a value') : `+${value} ${f.symbol.text}${cost}`;
    return `${f.symbol.text}${value === null ? '' : ` ${value}`}${cost}`;
  }

  private ability(a: A.Ability, ind: string): string {
    const once = 'once' in a && a.once ? 'once per turn ' : '';
    switch (a.type) {
      case 'labelled':
        return `${once}${a.label.text}${a.condition ? ` if ${this.cond(a.condition)}` : ''}: ${this.effects(a.effect, ind)}`;
      case 'when':
        return `${once}when ${this.subject(a.subject, eventForm(a.event.text))} ${a.event.text}${a.condition ? ` if ${this.cond(a.condition)}` : ''}: ${this.effects(a.effect, ind)}`;
      case 'activated':
        return `${once}${a.costs.map((c) => this.cost(c)).join(', ')}: ${this.effects(a.effect, ind)}`;
      case 'static':
        return `static: ${a.modifiers.map((m) => this.staticModifier(m)).join(', ')}`;
      case 'enters':
        return RESERVED.has(a.zone.text) ? unprintable('a zone the parser reads otherwise') : `enters the ${a.zone.text} ${a.exhausted ? 'exhausted' : 'ready'}`;
      case 'replacement': {
        const n = a.value?.value;
        const value = n === undefined ? '' : ` ${/^8/.test(String(n)) || n === 11 || n === 18 ? 'an' : 'a'} ${n}`;
        return `each time ${this.subject(a.subject, 'plain')} would ${a.event.text}${value}${a.condition ? ` if ${this.cond(a.condition)}` : ''}: ${this.change(a.change, ind)}`;
      }
      case 'rule-number':
        // `rule if <condition>: …` in a variant; `static: … while <condition>` on a card.
        if (a.label.text === 'static') return `static: ${this.ruleChange(a)}${a.condition ? ` while ${this.cond(a.condition)}` : ''}`;
        return `${a.label.text}${a.condition ? ` if ${this.cond(a.condition)}` : ''}: ${this.ruleChange(a)}`;
      case 'prohibition':
        return `static: ${this.sel(a.cards)} cannot be ${a.act.text}${a.condition ? ` while ${this.cond(a.condition)}` : ''}`;
    }
  }

  /** `your hand limit is 8`, `purchases cost 2 more for each opponent`. */
  private ruleChange(r: A.RuleChangeNode): string {
    const words = r.rule.text.split('-');
    // Words the parser joins back with dashes print apart (`hand limit`); others keep their dashes.
    const apart = words.length <= 3 && words.every((w) => w !== '' && !RESERVED.has(w) && !['is', 'are', 'cost', 'costs'].includes(w));
    const rule = apart ? words.join(' ') : r.rule.text;
    const whose = r.who === null ? '' : r.who.type === 'you' ? 'your ' : `${this.zoneOwner(r.who)}'s `;
    // Plural words read with `cost` ("purchases cost 2 more"), others with `is`.
    const verb = rule.endsWith('s') ? 'cost' : 'is';
    let amount: string;
    if (r.op === 'set') amount = this.expr(r.amount);
    else {
      const minus = r.amount.type === 'number' && r.amount.value < 0 ? ({ ...r.amount, value: -r.amount.value } as A.Expr) : negated(r.amount);
      amount = minus ? `${this.expr(minus, 2)} less` : `${this.expr(r.amount, 2)} more`;
    }
    return `${whose}${rule} ${verb} ${amount}${r.each ? ` for each ${this.forEach(r.each)}` : ''}`;
  }

  private subject(s: A.Subject, form: 'possessive' | 'plain'): string {
    switch (s.kind) {
      case 'self':
        return 'this';
      case 'yours':
        return form === 'possessive' ? 'your' : 'you';
      case 'opponents':
        return form === 'possessive' ? "an opponent's" : 'an opponent';
      case 'any':
        return 'any';
    }
  }

  private cost(c: A.CostNode): string {
    switch (c.type) {
      case 'tap':
        return 'tap';
      case 'pay':
        return `pay ${this.expr(c.amount, 0, true)} ${c.resource.text}`;
      case 'discard':
        return `discard ${c.count}`;
      case 'destroy-self':
        return 'destroy this';
      case 'remove-counters':
        return `remove ${c.count} ${c.counter.text} ${c.count === 1 ? 'counter' : 'counters'}`;
    }
  }

  private change(c: A.ChangeNode, ind: string, inRow = false): string {
    if ((c.type === 'prevent' || c.type === 'set' || c.type === 'adjust') && c.then) return `${this.changeItself(c, ind, inRow)}, then ${this.effects(c.then, ind)}`;
    return this.changeItself(c, ind, inRow);
  }

  private changeItself(c: A.ChangeNode, ind: string, inRow: boolean): string {
    const field = (f: A.Name | null) => (f === null ? 'it' : f.text === 'it' ? unprintable('a field called it') : f.text);
    switch (c.type) {
      case 'prevent':
        return 'prevent it';
      case 'set':
        return `make ${field(c.field)} ${this.expr(c.value)}`;
      case 'adjust': {
        // `reduce … by N` reads as the negated amount.
        const a = c.amount;
        if (a.type === 'number' && a.value < 0) return `reduce ${field(c.field)} by ${-a.value}`;
        const minus = negated(a);
        if (minus) return `reduce ${field(c.field)} by ${this.expr(minus)}`;
        return `increase ${field(c.field)} by ${this.expr(a)}`;
      }
      case 'instead':
        return `instead ${this.effects(c.effect, ind)}`;
      case 'let-happen':
        return inRow ? 'let it happen' : unprintable('let it happen outside a roll');
      case 'roll': {
        if (inRow) return unprintable('a roll in a roll');
        const inner = ind + this.unit;
        const rows = c.outcomes.map((r) => `${r.from === r.to ? r.from : `${r.from}-${r.to}`}: ${this.change(r.change, inner, true)}`);
        return this.block('roll', rows, ind);
      }
    }
  }

  // ---- Effects ----

  /** A position where the parser reads a run of effects joined by `then`. */
  private effects(e: A.Effect, ind: string): string {
    if (e.type === 'then-in-full') {
      // What comes before "then if done in full" is a run whose last step is followed by more.
      const steps = e.first.type === 'sequence' ? e.first.steps : [e.first];
      const first = steps.map((s) => (s.type === 'sequence' || s.type === 'then-in-full' || absorbsThen(s) ? this.braced(s, ind) : this.effect(s, ind))).join(' then ');
      return `${first} then if done in full: ${this.effects(e.then, ind)}`;
    }
    if (e.type !== 'sequence') return this.effect(e, ind);
    return e.steps.map((s, i) => (s.type === 'sequence' || s.type === 'then-in-full' || (i < e.steps.length - 1 && absorbsThen(s)) ? this.braced(s, ind) : this.effect(s, ind))).join(' then ');
  }

  /** A position where the parser reads one effect: a sequence needs braces. */
  private single(e: A.Effect, ind: string): string {
    return e.type === 'sequence' || e.type === 'then-in-full' ? this.braced(e, ind) : this.effect(e, ind);
  }

  private braced(e: A.Effect, ind: string): string {
    return `{ ${this.effects(e, ind)} }`;
  }

  /** Lines of a block (`choose one`, `roll`) one level deeper than `ind`, and its closing brace. */
  private block(head: string, lines: string[], ind: string): string {
    if (lines.length === 0) return `${head} {}`;
    const inner = ind + this.unit;
    return `${head} {${lines.map((l) => `\n${inner}${l}`).join('')}\n${ind}}`;
  }

  private effect(e: A.Effect, ind: string): string {
    // `draw a card for each opponent`: the count is written after the effect, as it was read.
    const per = perEachOf(e);
    if (per !== null) return `${this.effectItself(per.effect, ind)} for each ${this.forEach(per.each)}${per.duration ? this.duration(per.duration) : ''}`;
    return this.effectItself(e, ind);
  }

  private effectItself(e: A.Effect, ind: string): string {
    const inner = ind + this.unit;
    switch (e.type) {
      case 'damage':
        return `deal ${this.amount(e.amount)} damage to ${this.sel(e.to)}`;
      case 'heal':
        return `heal ${e.amount === 'all' ? 'all' : this.amount(e.amount)} damage from ${this.sel(e.to)}`;
      case 'prevent':
        return `prevent ${e.amount === 'all' ? 'all' : this.amount(e.amount)} damage to ${this.sel(e.to)}${this.duration(e.duration)}`;
      case 'gain':
      case 'lose':
        return `${this.who(e.who, e.type, e.type === 'gain' ? 'gains' : 'loses')} ${this.amount(e.amount, true)} ${e.resource.text}`;
      case 'draw':
        return `${this.who(e.who, 'draw', 'draws')} ${this.cards(e.count)}${e.from ? ` from the ${e.from.text}` : ''}`;
      case 'discard': {
        const chooser = e.chooser === 'random' ? 'at random' : e.chooser === 'you' ? 'of your choice' : 'of their choice';
        return `${this.who(e.who, 'discard', 'discards')} ${this.cards(e.count)} ${chooser}`;
      }
      case 'destroy':
        return `destroy ${this.sel(e.cards)}`;
      case 'move': {
        const onTop = this.ordered.has(e.to.zone.text);
        const where = e.position === 'top' ? (onTop ? 'on top of' : 'into') : e.position === 'bottom' ? 'on the bottom of' : 'at a random place in';
        return `put ${this.sel(e.cards)} ${where} ${this.zone(e.to)}${e.faceUp === null ? '' : e.faceUp ? ' face up' : ' face down'}`;
      }
      case 'shuffle':
        return `shuffle ${this.zone(e.zone)}`;
      case 'create':
        return `create ${quote(e.name.text)} in ${this.zone(e.zone)}`;
      case 'reveal':
        return `reveal ${this.sel(e.cards)}`;
      case 'look': {
        const one = e.count.type === 'number' && e.count.value === 1;
        return `look at the top ${this.amount(e.count)} ${one ? 'card' : 'cards'} of ${this.zone(e.zone)}, put ${this.amount(e.toBottom)} on the bottom`;
      }
      case 'flip':
        return `turn ${this.sel(e.cards)} face ${e.faceUp ? 'up' : 'down'}`;
      case 'exhaust':
        return `${e.exhausted ? 'exhaust' : 'ready'} ${this.sel(e.cards)}`;
      case 'add-counter': {
        // The parser takes the count as one word or number here.
        const n = e.amount;
        const count = n.type === 'number' && n.value >= 0 ? (n.value === 1 ? 'a' : String(n.value)) : n.type === 'var' && n.name.text === 'x' ? 'X' : unprintable('a counter count');
        return `put ${count} ${e.counter.text} ${count === 'a' ? 'counter' : 'counters'} on ${this.sel(e.on)}`;
      }
      case 'remove-counter': {
        const n = e.amount;
        const one = n !== 'all' && n.type === 'number' && n.value === 1;
        const count = n === 'all' ? 'all' : one ? 'a' : this.amount(n, true);
        return `remove ${count} ${e.counter.text} ${one ? 'counter' : 'counters'} from ${this.sel(e.from)}`;
      }
      case 'modify-stat':
        return `${this.sel(e.on)} ${takesBaseVerb(e.on) ? 'get' : 'gets'} ${this.signed(e.amount, true)} ${e.stat.text}${this.duration(e.duration)}`;
      case 'extra-action': {
        if (e.who === null) return unprintable('an extra action without a player');
        const n = e.count;
        const count = n.type === 'number' && n.value >= 0 ? (n.value === 1 ? 'an' : String(n.value)) : unprintable('an extra-action count');
        return `${this.who(e.who, 'get', 'gets')} ${count} extra ${e.action.text}`;
      }
      case 'cancel':
        if (e.what === 'top-of-stack') return 'cancel the top of the stack';
        return e.label ? `cancel target ${e.label.text} on the stack` : 'cancel target stack item';
      case 'roll': {
        const rows = e.outcomes.map((r) => `${r.from === r.to ? r.from : `${r.from}-${r.to}`}: ${this.effects(r.effect, inner)}`);
        return this.block(`roll${e.bind ? ` as ${e.bind.text}` : ''}`, rows, ind);
      }
      case 'reroll':
        return e.final ? 'reroll the roll for good' : 'reroll the roll';
      case 'set-roll':
        return `make the roll ${this.expr(e.value)}${e.final ? ' for good' : ''}`;
      case 'modify-roll': {
        // `subtract 2 from the roll` reads better than adding -2, and is the same tree.
        const minus = e.amount.type === 'number' && e.amount.value < 0 ? ({ ...e.amount, value: -e.amount.value } as A.Expr) : negated(e.amount);
        return minus ? `subtract ${this.amount(minus)} from the roll` : `add ${this.signed(e.amount, false)} to the roll`;
      }
      case 'choose-mode': {
        // Inside the block a newline ends a mode, unless the mode's last effect reads on into
        // the next mode (`you may …`): then it goes in braces; before the `}` it may stay open.
        const modes = e.modes.map((m, i) => {
          const steps = m.type === 'sequence' ? m.steps : [m];
          const open = (s: A.Effect, j: number) => absorbsThen(s) && (j < steps.length - 1 || i < e.modes.length - 1);
          return steps.map((s, j) => (s.type === 'sequence' || open(s, j) ? this.braced(s, inner) : this.effect(s, inner))).join(' then ');
        });
        return this.block(`${this.who(e.chooser, 'choose', 'chooses')} one`, modes, ind);
      }
      case 'choose':
        return `${this.who(e.chooser, 'choose', 'chooses')} ${this.chooseCount(e)}${e.name ? ` as ${e.name.text}` : ''}: ${this.effects(e.then, ind)}`;
      case 'vote': {
        const from = e.from.type === 'players' && e.from.which === 'all' ? 'a player' : this.sel(e.from);
        return `${this.who(e.who, 'vote', 'votes')} for ${from}${e.name ? ` as ${e.name.text}` : ''}: ${this.effects(e.then, ind)}`;
      }
      case 'may':
        if (e.who === null) return unprintable('may without a player');
        return `${this.who(e.who, 'may', 'may')} ${this.effects(e.effect, ind)}`;
      case 'if': {
        // With an else, a then-branch that would take the else for itself goes in braces.
        const then = e.then.type === 'sequence' || (e.else !== null && absorbsElse(e.then)) ? this.braced(e.then, ind) : this.effect(e.then, ind);
        return `if ${this.cond(e.condition)}: ${then}${e.else === null ? '' : ` else ${this.single(e.else, ind)}`}`;
      }
      case 'for-each':
        return `for each ${this.forEach(e.in)}${e.name ? ` as ${e.name.text}` : ''}: ${this.effects(e.do, ind)}`;
      case 'repeat': {
        const t = e.times;
        // The parser knows a repeat by its first token: a number, `(` or X.
        const times = (t.type === 'number' && t.value >= 0) || (t.type === 'var' && t.name.text === 'x') ? this.expr(t) : `(${this.expr(t)})`;
        return `${times} times: ${this.single(e.do, ind)}`;
      }
      case 'sequence':
      case 'then-in-full':
        return this.braced(e, ind);
      case 'delayed':
        return `at ${this.nextOf(e.subject)} ${e.event.text}${e.condition ? ` if ${this.cond(e.condition)}` : ''}${this.duration(e.duration)}: ${this.effects(e.effect, ind)}`;
      case 'win':
        return `${this.who(e.who, 'win', 'wins')} the game`;
      case 'lose-game':
        return `${this.who(e.who, 'lose', 'loses')} the game`;
      case 'end-turn':
        return 'end the turn';
      case 'extra-turn':
        return `${this.who(e.who, 'take', 'takes')} an extra turn`;
      case 'set-flag':
        return `set flag ${e.flag.text} to ${this.expr(e.value)} this ${e.scope}`;
      case 'become-copy':
        return `${this.sel(e.cards)} becomes a copy of ${this.sel(e.of)}${this.duration(e.duration)}`;
      case 'double':
        return `double the numbers of ${this.sel(e.cards)}`;
      case 'multiply': {
        const verb = e.factor === 2 ? 'double' : e.factor === 3 ? 'triple' : unprintable('a factor other than 2 or 3');
        if (e.who === null || e.who.type === 'you') return `${verb} your ${e.resource.text}`;
        return `${verb} the ${e.resource.text} of ${this.primary(e.who)}`;
      }
      case 'change-rule':
        return `${this.ruleChange(e)}${this.duration(e.duration)}`;
      case 'grant':
        return `${this.sel(e.cards)} ${e.cards.type === 'you' ? 'have' : 'has'} { ${this.ability(e.ability, ind)} }${this.duration(e.duration)}`;
      case 'look-take': {
        const one = e.count.type === 'number' && e.count.value === 1;
        const take = e.noun !== null && e.take.type === 'number' && e.take.value === 1 && !e.upTo ? article(e.noun.text) : this.amount(e.take);
        const to = e.to === 'top' ? 'on top' : e.to === 'bottom' ? 'on the bottom' : `into ${this.zone(e.to)}`;
        const rest = e.rest === 'top' ? 'back on top' : 'on the bottom';
        return `look at the top ${this.amount(e.count)} ${one ? 'card' : 'cards'} of ${this.zone(e.zone)}, put ${e.upTo ? 'up to ' : ''}${take}${e.noun ? ` ${e.noun.text}` : ''} of them ${to} and the rest ${rest} in any order`;
      }
      case 'reveal-until':
        return `reveal cards from the top of ${this.zone(e.zone)} until ${this.describedCard(e.noun, e.filters, e.name)}: ${this.effects(e.then, ind)}`;
      case 'search':
        return `search ${this.zone(e.zone)} for ${this.describedCard(e.noun, e.filters, e.name)}: ${this.effects(e.then, ind)}`;
      case 'verb':
        return this.verb(e, ind);
      case 'broken':
        return unprintable('a broken effect');
    }
  }

  /** What follows the noun of `bots that entered this way`, `cards you loot-played this turn`. */
  private happenedTail(s: Extract<A.Sel, { type: 'happened' }>): string {
    const who = s.by === 'you' ? 'you' : s.by === 'opponents' ? 'an opponent' : 'that';
    return `${who} ${s.event.text} this ${s.thisWay ? 'way' : 'turn'}`;
  }

  /** `a minion with power 3 or more as found`: a noun, its filters, its name. */
  private describedCard(noun: A.Name, filters: A.CardFilter[], name: A.Name | null): string {
    const it: A.Sel = { type: 'bound', range: noun.range, name: { text: 'it', range: noun.range } };
    const tails = filters.map((f) => this.filterTail({ type: 'filter', range: f.range, from: it, where: f.where }, true));
    return `${article(noun.text)} ${noun.text}${tails.map((t) => ` ${t}`).join('')}${name ? ` as ${name.text}` : ''}`;
  }

  /** `you attacked`, `an opponent did not purchase`, `a bot entered`: whose events, and which. */
  private happened(by: A.HistoryBy, noun: A.Name | null, event: A.Name, negated: boolean, thisWay: boolean): string {
    const who = noun !== null ? `${article(noun.text)} ${noun.text}` : by === 'you' ? 'you' : by === 'opponents' ? 'an opponent' : 'a player';
    return `${who} ${negated ? 'did not ' : ''}${event.text} this ${thisWay ? 'way' : 'turn'}`;
  }

  /** `draw` / `you draw` / `each opponent draws`: the verb agrees with its subject. */
  private who(who: A.Sel | null, base: string, third: string): string {
    if (who === null) return base;
    return `${this.sel(who, { who: true })} ${takesBaseVerb(who) ? base : third}`;
  }

  /** `a card`, `2 cards`, `(X + 1) cards`. */
  private cards(count: A.Expr): string {
    if (count.type === 'number' && count.value === 1) return 'a card';
    return `${this.amount(count)} cards`;
  }

  private chooseCount(e: Extract<A.Effect, { type: 'choose' }>): string {
    const from = this.sel(e.from, { bare: true });
    if (e.min === 0) return `up to ${e.max} ${from}`;
    if (e.min !== 1 || e.max !== 1) return e.min === e.max ? `${e.min} ${from}` : `${e.min} to ${e.max} ${from}`;
    const noun = bareNoun(e.from);
    if (noun !== null) return noun.endsWith('s') ? from : `${article(noun)} ${from}`;
    // Words the parser would take as the count.
    return /^(a|an|one|up|to)\b/.test(from) ? `1 ${from}` : from;
  }

  private forEach(s: A.Sel): string {
    if (s.type === 'players') return s.which === 'all' ? 'player' : s.which === 'opponents' ? 'opponent' : 'other player';
    // `for each player with the most power here`, `for each opponent where …`: the players' noun, then the filter.
    if (s.type === 'filter' && s.from.type === 'players') return `${this.forEach(s.from)} ${this.filterTail(s, true)}`;
    if (s.type === 'most' && s.from.type === 'players') return `${this.forEach(s.from)} ${this.mostTail(s)}`;
    // `for each bot that entered this way`: the noun as written, without `cards`.
    if (s.type === 'happened' && s.noun !== null) return `${s.noun.text} ${this.happenedTail(s)}`;
    // `for each card in your discard with power 2 or less`: the noun bare, its filters after it.
    const noun = bareNoun(s);
    if (noun !== null && (s.type !== 'filter' || !['opponent', 'player', 'other'].includes(noun))) return this.sel(s, { bare: true });
    return this.sel(s);
  }

  private verb(e: Extract<A.Effect, { type: 'verb' }>, ind: string): string {
    let out = e.you ? `you ${e.verb.text}` : e.verb.text;
    e.args.forEach((arg, i) => {
      if (arg.name === null && i > 0) unprintable('a second positional argument');
      if (arg.name !== null && i > 0 && e.args[i - 1]!.name !== null) out += ',';
      else if (arg.name !== null) out += ' with';
      out += arg.name === null ? ` ${this.argValue(arg.value, ind)}` : ` ${arg.name.text} ${this.argValue(arg.value, ind)}`;
    });
    return out;
  }

  private argValue(v: A.Sel | A.Expr | A.Effect, ind: string): string {
    if (isExpr(v)) {
      const text = this.expr(v);
      // The parser reads a number where the value starts with a digit, `(`, `-` or X.
      return /^([0-9(-]|X\b)/.test(text) ? text : `(${text})`;
    }
    if (isSel(v)) return this.sel(v);
    return this.braced(v, ind);
  }

  private duration(d: A.DurationNode | null): string {
    if (d === null) return '';
    switch (d.value) {
      case 'end-of-turn':
        return ' until end of turn';
      case 'end-of-next-turn':
        return ' until the end of the next turn';
      case 'while-source-in-play':
        return ' while this is in play';
      case 'permanent':
        return ' for the rest of the game';
      case 'start-of-your-turn':
        return ' until the start of your turn';
    }
  }

  // ---- Selectors ----

  /**
   * A card or player selector. `bare`: a zone's cards as `cards in your hand` (after a count or
   * article), else `the cards in your hand`; `who`: `they` for "it" as the subject of a verb.
   */
  private sel(s: A.Sel, opts: { bare?: boolean; who?: boolean } = {}): string {
    switch (s.type) {
      case 'self':
        return 'this';
      case 'you':
        return 'you';
      case 'active-player':
        return 'the active player';
      case 'players':
        return s.which === 'all' ? 'each player' : s.which === 'opponents' ? 'each opponent' : 'each other player';
      case 'bound':
        if (s.name.text === 'it') return opts.who ? 'they' : 'it';
        return RESERVED.has(s.name.text) ? unprintable('a name the parser reserves') : s.name.text;
      case 'event':
        return `the event ${s.field.text}`;
      case 'owner':
      case 'controller':
        return `the ${s.type} of ${this.primary(s.of)}`;
      case 'zone':
        return this.zoneSel(s, opts.bare === true);
      case 'filter':
        return `${this.filterBase(s.from, opts.bare === true)} ${this.filterTail(s)}`;
      case 'most':
        return `${this.filterBase(s.from, opts.bare === true)} ${this.mostTail(s)}`;
      case 'union':
        // After `and` the parser wants a selector word, so parts keep `the` (no bare nouns).
        return s.of.map((p, i) => (p.type === 'union' || (p.type === 'filter' && i < s.of.length - 1) ? `(${this.sel(p)})` : this.sel(p))).join(' and ');
      case 'target': {
        const count = s.min === 1 && s.max === 1 ? '' : s.min === 0 ? `up to ${s.max} ` : unprintable('a target count');
        return `${count}target ${this.targetFrom(s.from, s.max === 1)}${s.name ? ` as ${s.name.text}` : ''}`;
      }
      case 'happened': {
        // After `for each` and `the number of` only: `bots that entered this way`, `loot cards you loot-played this turn`.
        const noun = s.noun === null ? 'cards' : s.noun.text.endsWith('s') ? s.noun.text : `${s.noun.text} cards`;
        return `${noun} ${this.happenedTail(s)}`;
      }
      case 'broken':
        return unprintable('a broken selector');
    }
  }

  /** A selector where the parser reads no `and` (after `of`, before `is`). */
  private primary(s: A.Sel): string {
    return s.type === 'union' ? `(${this.sel(s)})` : this.sel(s);
  }

  private filterBase(s: A.Sel, bare: boolean): string {
    return s.type === 'union' ? `(${this.sel(s)})` : this.sel(s, { bare });
  }

  /** `with power 2 or less`, `that are face up`, or `where <condition>`; `one`: of a single card (`that is`). */
  private filterTail(f: Extract<A.Sel, { type: 'filter' }>, one = false): string {
    const w = f.where;
    if (w.type === 'is-card' && isIt(w.card)) return `named ${quote(w.name.text)}`;
    if (w.type === 'here' && isIt(w.card)) return herePhrase(w);
    if (w.type === 'compare' && w.left.type === 'property' && isIt(w.left.of) && !RESERVED.has(w.left.name.text) && w.left.name.text !== 'arg') {
      return `with ${w.left.name.text} ${this.comparison(w.op, w.right, false)}`;
    }
    const pred = w.type === 'not' && isPredicate(w.of) ? w.of : isPredicate(w) ? w : null;
    if (pred && isIt(subjectOf(pred))) {
      // `the cards in … that are`, but `target card in … that is`, and one chosen card `that is`.
      // Of the cards filtered, however many filters come before: `your minions here that are not this`.
      let root: A.Sel = f.from;
      while (root.type === 'filter' || root.type === 'most') root = root.from;
      const everyCard = root.type === 'zone' && root.position === 'all' && root.noun === null;
      const plural = !one && ((isZoneAll(root) && root.noun.text.endsWith('s')) || root.type === 'union' || everyCard);
      return `that ${plural ? 'are' : 'is'} ${w.type === 'not' ? 'not ' : ''}${this.predicateTail(pred)}`;
    }
    return `where ${this.cond(w)}`;
  }

  /** `with the most souls`, `with the fewest cents`. */
  private mostTail(m: Extract<A.Sel, { type: 'most' }>): string {
    const by = m.by;
    if (by.type === 'total-here' && isIt(by.of) && !RESERVED.has(by.name.text)) return `with the ${m.which} ${by.name.text} here`;
    if (by.type !== 'property' || !isIt(by.of) || RESERVED.has(by.name.text)) return unprintable('a "most" that is not a stat');
    return `with the ${m.which} ${by.name.text}`;
  }

  private zoneSel(s: Extract<A.Sel, { type: 'zone' }>, bare: boolean): string {
    if (s.position === 'all') {
      if (s.count !== null || s.depth !== null) return unprintable('a counted zone');
      if (s.noun === null) {
        if (s.zone.of === null) return unprintable('a shared zone as cards');
        return this.zone(s.zone);
      }
      const noun = s.noun.text;
      const useBare = canBeBare(noun) && (bare || NOT_AFTER_THE.has(noun));
      if (!useBare && NOT_AFTER_THE.has(noun)) return unprintable('a noun the parser reads otherwise');
      // Every card of a zone: `the cards in your hand`, but `each minion in …` for a noun in the singular.
      if (!useBare && !noun.endsWith('s') && canFollowEach(noun)) return `each ${noun} in ${this.zone(s.zone)}`;
      return `${useBare ? '' : 'the '}${noun} in ${this.zone(s.zone)}`;
    }
    if (s.zone.implied === true) return this.impliedPile(s);
    return `the ${this.positional(s)}`;
  }

  /** `top 2 cards of your stak`, `second card from the top of your stak` (after `the` or `target`). */
  private positional(s: Extract<A.Sel, { type: 'zone' }>): string {
    if (s.depth !== null) {
      if (s.count !== null || s.noun === null || s.depth.type !== 'number' || s.depth.value < 0) return unprintable('an ordinal');
      const n = s.depth.value;
      const word = n >= 1 && n <= 5 ? ORDINAL_WORDS[n]! : `${n + 1}${ordinalSuffix(n + 1)}`;
      return `${word} ${s.noun.text} from the ${s.position} of ${this.zone(s.zone)}`;
    }
    let count = '';
    if (s.count !== null) {
      const c = s.count;
      count = (c.type === 'number' && c.value >= 0) || (c.type === 'var' && c.name.text === 'x') ? ` ${this.expr(c)}` : ` (${this.expr(c)})`;
    }
    if (s.noun !== null && s.noun.text === 'of') return unprintable('a noun called of');
    return `${s.position}${count}${s.noun ? ` ${s.noun.text}` : ''} of ${this.zone(s.zone)}`;
  }

  /** After `target`: `opponent`, `player`, `card in <zone>`, `top card of <zone>`, or a selector. */
  /** After `target`; `one`: a single card is chosen, so a filter reads `that is`. */
  private targetFrom(s: A.Sel, one = false): string {
    if (s.type === 'filter') return `${this.targetFrom(s.from, one)} ${this.filterTail(s, one)}`;
    if (s.type === 'most') return `${this.targetFrom(s.from, one)} ${this.mostTail(s)}`;
    if (s.type === 'players' && s.which !== 'others') return s.which === 'all' ? 'player' : 'opponent';
    if (isZoneAll(s) && (s.noun.text === 'card' || s.noun.text === 'cards' || !RESERVED.has(s.noun.text))) return `${s.noun.text} in ${this.zone(s.zone)}`;
    if (s.type === 'zone' && s.position !== 'all' && s.depth === null) return s.zone.implied === true ? this.impliedPile(s) : this.positional(s);
    return this.primary(s);
  }

  /** `your top bot`, `their bottom 2 cards`, `each opponent's top bot`: a pile the card leaves unnamed. */
  private impliedPile(s: Extract<A.Sel, { type: 'zone' }>): string {
    const of = s.zone.of;
    if (of === null || s.noun === null || s.depth !== null || s.position === 'all') return unprintable('an unnamed zone without an owner');
    const owner = of.type === 'you' ? 'your' : isIt(of) ? 'their' : of.type === 'owner' && isIt(of.of) ? 'its' : `${this.zoneOwner(of)}'s`;
    const c = s.count;
    const count = c === null ? '' : (c.type === 'number' && c.value >= 0) || (c.type === 'var' && c.name.text === 'x') ? ` ${this.expr(c)}` : ` (${this.expr(c)})`;
    return `${owner} ${s.position}${count} ${s.noun.text}`;
  }

  /** `this gets +1 power`, `the cards in your minions get +1 power while …` (static). */
  private staticModifier(m: A.StaticNode): string {
    if (m.form === 'cost' && m.amount.type === 'number') {
      const by = m.amount.value;
      return `${this.sel(m.to)} ${takesBaseVerb(m.to) ? 'cost' : 'costs'} ${Math.abs(by)} ${by < 0 ? 'less' : 'more'}${m.condition ? ` while ${this.cond(m.condition)}` : ''}`;
    }
    const each = splitPerEach(m.amount);
    const amount = each ? each.amount : m.amount;
    const perText = each ? ` for each ${this.forEach(each.each)}` : '';
    return `${this.sel(m.to)} ${takesBaseVerb(m.to) ? 'get' : 'gets'} ${this.signed(amount, true)} ${m.stat.text}${perText}${m.condition ? ` while ${this.cond(m.condition)}` : ''}`;
  }

  /** After `at`: `the next` (this card's), `your next`, `an opponent's next`, `anyone's next`. */
  private nextOf(s: A.Subject): string {
    switch (s.kind) {
      case 'self':
        return 'the next';
      case 'yours':
        return 'your next';
      case 'opponents':
        return "an opponent's next";
      case 'any':
        return "anyone's next";
    }
  }

  /** `you have 3 or more cents`, `the event player has no souls`, `you have at least 2 souls`. */
  private have(c: Extract<A.Cond, { type: 'compare' }>): string {
    const left = c.left;
    if (left.type !== 'property' || RESERVED.has(left.name.text)) return unprintable('a "have" that is not a number of a player');
    const who = this.primary(left.of);
    const verb = takesBaseVerb(left.of) ? 'have' : 'has';
    const n = this.expr(c.right);
    const what = left.name.text;
    if (c.op === '=' && c.right.type === 'number' && c.right.value === 0) return `${who} ${verb} no ${what}`;
    const count = { '=': n, '!=': unprintable('"have" with "not"'), '>=': `${n} or more`, '<=': `${n} or fewer`, '>': `more than ${n}`, '<': `fewer than ${n}` }[c.op];
    return `${who} ${verb} ${count} ${what}`;
  }

  /** `you have the most souls`, `you have the fewest cents`. */
  private haveMost(s: A.Sel): string {
    if (s.type !== 'filter' || s.where.type !== 'is-you' || s.from.type !== 'most' || s.from.from.type !== 'players' || s.from.from.which !== 'all') return unprintable('a "have the most" of another shape');
    const by = s.from.by;
    if (by.type === 'total-here' && isIt(by.of) && !RESERVED.has(by.name.text)) return `you have the ${s.from.which} ${by.name.text} here`;
    if (by.type !== 'property' || !isIt(by.of) || RESERVED.has(by.name.text)) return unprintable('a "most" that is not a stat');
    return `you have the ${s.from.which} ${by.name.text}`;
  }

  /** A zone: `your hand`, `their hand`, `its owner's stak`, `each opponent's stak`, `the supply`. */
  private zone(z: A.ZoneRef): string {
    if (z.implied === true) return unprintable('a zone left unnamed, outside "<owner>\'s top <card>"');
    const name = z.zone.text;
    const of = z.of;
    if (of === null) {
      if (!z.shared) return unprintable('a zone without an owner');
      if (!['owner', 'controller', 'active', 'top', 'bottom', 'event'].includes(name)) return `the ${name}`;
      return RESERVED.has(name) ? unprintable('a zone name the parser reads otherwise') : name;
    }
    if (of.type === 'you') return `your ${name}`;
    if (isIt(of)) return `their ${name}`;
    if ((of.type === 'owner' || of.type === 'controller') && isIt(of.of)) return `its ${of.type}'s ${name}`;
    return `${this.zoneOwner(of)}'s ${name}`;
  }

  /** The owner in `X's zone`: a short selector the parser reads without postfixes. */
  private zoneOwner(s: A.Sel): string {
    switch (s.type) {
      case 'players':
      case 'active-player':
      case 'event':
      case 'self':
      case 'target':
        return this.sel(s);
      case 'bound':
        return this.sel(s);
      case 'zone':
        return s.position === 'all' ? unprintable('a zone owning a zone') : this.sel(s);
      default:
        return unprintable('a zone owner');
    }
  }

  // ---- Numbers ----

  /**
   * An expression. `level`: 0 a sum, 1 a product's operand, 2 a single factor. `closeRight`:
   * a word follows (a resource, a counter), so a trailing `the … of this` goes in parentheses.
   */
  private expr(e: A.Expr, level = 0, closeRight = false): string {
    switch (e.type) {
      case 'number':
        return e.value < 0 ? `-${-e.value}` : String(e.value);
      case 'var':
        if (e.name.text === 'x') return 'X';
        if (e.name.text === 'roll') return 'the roll';
        return unprintable('a variable');
      case 'count':
        return this.closed(`the number of ${this.sel(e.of, { bare: true })}`, closeRight || level > 0);
      case 'damage-on':
        return this.closed(`the damage on ${this.sel(e.of)}`, closeRight || level > 0);
      case 'property': {
        if (e.of.type === 'you') return `your ${e.name.text}`;
        if (isIt(e.of)) return `its ${e.name.text}`;
        if (['top', 'bottom', 'owner', 'controller', 'number', 'roll', 'event', 'damage'].includes(e.name.text)) return unprintable('a property the parser reads otherwise');
        // A name given with `as` owns its numbers as English says it: `mark's attack`.
        if (e.of.type === 'bound' && !RESERVED.has(e.of.name.text) && !RESERVED.has(e.name.text)) return this.closed(`${e.of.name.text}'s ${e.name.text}`, closeRight || level > 0);
        return this.closed(`the ${e.name.text} of ${this.primary(e.of)}`, closeRight || level > 0);
      }
      case 'event-value':
        return `the event ${e.field.text}`;
      case 'total-here': {
        // `your power here`, `its power here`, `mark's power here`: a player's total where this card lies.
        if (RESERVED.has(e.name.text)) return unprintable('a total the parser reads otherwise');
        const owner = e.of.type === 'you' ? 'your' : isIt(e.of) ? 'their' : e.of.type === 'bound' && !RESERVED.has(e.of.name.text) ? `${e.of.name.text}'s` : null;
        if (owner === null) return unprintable('a total here of a player without a name');
        return this.closed(`${owner} ${e.name.text} here`, closeRight || level > 0);
      }
      case 'param':
        // Always closed: `gains (param cents) cents` reads better than two names in a row.
        return `(param ${e.name.text})`;
      case 'divide': {
        // The comma keeps "rounded" from reading as a verb after a plural ("half your cents, rounded up").
        const round = `, rounded ${e.round}`;
        const text = e.by.type === 'number' && e.by.value === 2 ? `half ${this.expr(e.of, 2, true)}${round}` : `${this.expr(e.of, 1)} / ${this.expr(e.by, 2)}${round}`;
        return level > 0 || closeRight ? `(${text})` : text;
      }
      case 'times': {
        const who = e.by === 'you' ? 'you' : e.by === 'opponents' ? 'an opponent' : 'a player';
        return this.closed(`the number of times ${who} ${e.event.text} this ${e.thisWay ? 'way' : 'turn'}`, closeRight || level > 0);
      }
      case 'arith': {
        if (e.op === 'min' || e.op === 'max') return `${e.op}(${this.expr(e.left)}, ${this.expr(e.right)})`;
        const minus = negated(e);
        if (minus) return `-${this.expr(minus, 2, closeRight)}`;
        const text =
          e.op === '*'
            ? `${this.expr(e.left, 1)} * ${this.expr(e.right, 2, closeRight)}`
            : `${endsOpen(e.left) ? `(${this.expr(e.left)})` : this.expr(e.left, 0)} ${e.op} ${this.expr(e.right, 1, closeRight)}`;
        return (e.op === '*' ? level > 1 : level > 0) ? `(${text})` : text;
      }
      case 'broken':
        return unprintable('a broken number');
    }
  }

  /** Parentheses around a phrase ending in a selector, where more words follow it. */
  private closed(text: string, close: boolean): string {
    return close ? `(${text})` : text;
  }

  /** A count or amount: sums and products in parentheses (`deal (X + 1) damage`). */
  private amount(e: A.Expr, closeRight = false): string {
    if ((e.type === 'arith' && e.op !== 'min' && e.op !== 'max' && !negated(e)) || e.type === 'divide') return `(${this.expr(e)})`;
    return this.expr(e, 0, closeRight);
  }

  /** `+2`, `-1`, `+X`, `+(the number of …)`; without `force`, a plain amount stays unsigned. */
  private signed(e: A.Expr, force: boolean): string {
    if (e.type === 'number') return e.value < 0 ? `-${-e.value}` : `${force ? '+' : ''}${e.value}`;
    const minus = negated(e);
    if (minus) return `-${this.factorOrParens(minus)}`;
    if (!force) {
      const text = this.expr(e);
      return text.startsWith('-') ? `(${text})` : text;
    }
    return `+${this.factorOrParens(e)}`;
  }

  private factorOrParens(e: A.Expr): string {
    return e.type === 'number' || (e.type === 'var' && e.name.text === 'x') ? this.expr(e) : `(${this.expr(e)})`;
  }

  // ---- Conditions ----

  /** `level`: 0 an `or`, 1 an `and`'s part, 2 a single condition. */
  private cond(c: A.Cond, level = 0): string {
    switch (c.type) {
      case 'any': {
        // `x is 3 or …` would read `or` as `or more`: such a part goes in parentheses.
        const text = c.of.map((p, i) => (p.type === 'any' || (i < c.of.length - 1 && endsWithEquals(p)) ? `(${this.cond(p)})` : this.cond(p, 1))).join(' or ');
        return level > 0 ? `(${text})` : text;
      }
      case 'all': {
        const text = c.of.map((p) => (p.type === 'any' || p.type === 'all' ? `(${this.cond(p)})` : this.cond(p, 2))).join(' and ');
        return level > 1 ? `(${text})` : text;
      }
      case 'not': {
        const of = c.of;
        if (of.type === 'is-active-player' && of.player.type === 'you') return 'it is not your turn';
        if (isPredicate(of)) return `${this.primary(subjectOf(of))} is not ${this.predicateTail(of)}`;
        if (of.type === 'exists') return this.exists(of.of, true);
        if (of.type === 'roll-on-stack') return 'there is no roll on the stack';
        if (of.type === 'same') return `${this.primary(of.card)} is not ${this.sel(of.as)}`;
        return `not ${this.cond(of, 2)}`;
      }
      case 'compare':
        if (c.have === true) return this.have(c);
        return `${this.expr(c.left)} ${this.comparison(c.op, c.right, true)}`;
      case 'exists':
        if (c.have === true) return this.haveMost(c.of);
        return this.exists(c.of, false);
      case 'has-tag':
        if (!/^[A-Za-z0-9_-]*$/.test(c.tag.text)) return unprintable('a tag');
        return `${this.primary(c.card)} has #${c.tag.text}`;
      case 'flag':
        return `flag ${c.flag.text} this ${c.scope} ${c.op} ${c.value}`;
      case 'option':
        return `option ${c.option.text}`;
      case 'roll-on-stack':
        return 'there is a roll on the stack';
      case 'same':
        return `${this.primary(c.card)} is ${this.sel(c.as)}`;
      case 'happened':
        return this.happened(c.by, c.noun, c.event, c.negated, c.thisWay);
      case 'broken':
        return unprintable('a broken condition');
      default:
        if (c.type === 'is-active-player' && c.player.type === 'you') return 'it is your turn';
        return `${this.primary(subjectOf(c))} is ${this.predicateTail(c)}`;
    }
  }

  /** What follows `is` (or `is not`): `face up`, `on top`, `in the hand`, `a bot`, `you`, `the active player`. */
  private predicateTail(c: Predicate): string {
    switch (c.type) {
      case 'face-up':
        return c.up ? 'face up' : 'face down';
      case 'is-top':
        return 'on top';
      case 'in-zone':
        return `in the ${c.zone.text}`;
      case 'is-kind':
        return `${article(c.kind.text)} ${c.kind.text}`;
      case 'is-card':
        return `named ${quote(c.name.text)}`;
      case 'is-self':
        return 'this';
      case 'is-you':
        return 'you';
      case 'is-active-player':
        return 'the active player';
      case 'in-state':
        return `being ${c.state.text}`;
      case 'is-alive':
        return c.alive ? 'alive' : 'dead';
      case 'here':
        return herePhrase(c);
    }
  }

  /** `is 3`, `is not 3`, `is 3 or more`, `is more than 3` (`with power 2 or less` drops `is`). */
  private comparison(op: Extract<A.Cond, { type: 'compare' }>['op'], right: A.Expr, withIs: boolean): string {
    const r = this.expr(right);
    const is = withIs ? 'is ' : '';
    switch (op) {
      case '=':
        return `${is}${r}`;
      case '!=':
        return `${is}not ${r}`;
      case '>=':
        return `${is}${r} or more`;
      case '<=':
        return `${is}${r} or less`;
      case '>':
        return `${is}more than ${r}`;
      case '<':
        return `${is}less than ${r}`;
    }
  }

  /** `there is a card in your hand`, `there are no cards in your hand`, `there is target …`. */
  private exists(s: A.Sel, negated: boolean): string {
    // `there is an opponent with …`, `there is no player …`: players by their noun, never `each`.
    const players = playersOf(s);
    if (players !== null) {
      const noun = players.which === 'all' ? 'player' : players.which === 'opponents' ? 'opponent' : 'other player';
      const tail = this.sel(s).slice(this.sel(players).length);
      return `there is ${negated ? 'no' : article(noun)} ${noun}${tail}`;
    }
    const noun = bareNoun(s);
    if (noun !== null) {
      const plural = noun.endsWith('s');
      const sel = this.sel(s, { bare: true });
      if (negated) return `there ${plural ? 'are' : 'is'} no ${sel}`;
      return plural ? `there are ${sel}` : `there is ${article(noun)} ${sel}`;
    }
    const sel = this.primary(s);
    if (/^(a|an|no)\b/.test(sel)) return unprintable('a selector read as an article');
    return `there is ${negated ? 'no ' : ''}${sel}`;
  }
}

/** Events named by a noun (`turn-began`, `entry`) read after a possessive (`your turn-began`); the others after a subject (`you rolled`). */
const NOUN_EVENTS: ReadonlySet<string> = new Set(['entry', 'reward', 'action', 'special', 'claim', 'talent', 'ongoing']);
function eventForm(event: string): 'possessive' | 'plain' {
  return event.includes('-') || NOUN_EVENTS.has(event) ? 'possessive' : 'plain';
}

/** Nouns `each <noun> in <zone>` reads back as the zone's cards (not players, not a word the parser takes otherwise). */
function canFollowEach(noun: string): boolean {
  return !RESERVED.has(noun) && !['player', 'players', 'opponent', 'opponents', 'other'].includes(noun);
}

/** Whether a subject takes the verb's base form: you, they, and several cards (`the cards in your hand get`). */
function takesBaseVerb(s: A.Sel): boolean {
  switch (s.type) {
    case 'you':
      return true;
    case 'bound':
      return s.name.text === 'it';
    case 'zone':
      if (s.position === 'all') return s.noun === null || s.noun.text.endsWith('s');
      return s.count !== null && !(s.count.type === 'number' && s.count.value === 1);
    case 'filter':
    case 'most':
      return takesBaseVerb(s.from);
    case 'union':
      return s.of.length > 1;
    case 'target':
      return s.max > 1;
    default:
      return false;
  }
}

/** The players a selector starts from (`each opponent with …`), when it is players filtered or ranked. */
function playersOf(s: A.Sel): Extract<A.Sel, { type: 'players' }> | null {
  if (s.type === 'players') return s;
  if (s.type === 'filter' || s.type === 'most') return playersOf(s.from);
  return null;
}

/** `2 * (the number of X)` written `… for each X`: the amount and X; null for any other amount. */
function splitPerEach(amount: A.Expr): { amount: A.Expr; each: A.Sel } | null {
  if (amount.type === 'count' && amount.each === true) return { amount: { type: 'number', range: amount.range, value: 1 }, each: amount.of };
  if (amount.type === 'arith' && amount.op === '*' && amount.right.type === 'count' && amount.right.each === true) return { amount: amount.left, each: amount.right.of };
  const minus = negated(amount);
  if (minus && minus.type === 'count' && minus.each === true) return { amount: { type: 'number', range: minus.range, value: -1 }, each: minus.of };
  return null;
}

/**
 * An effect whose number was written with `for each` (`draw a card for each opponent`): the effect
 * with the number alone, the cards or players counted, and a duration to print after them.
 */
function perEachOf(e: A.Effect): { effect: A.Effect; each: A.Sel; duration: A.DurationNode | null } | null {
  const split = (amount: A.Expr | 'all', make: (amount: A.Expr) => A.Effect) => {
    if (amount === 'all') return null;
    const per = splitPerEach(amount);
    return per ? { effect: make(per.amount), each: per.each, duration: null } : null;
  };
  switch (e.type) {
    case 'damage':
    case 'gain':
    case 'lose':
    case 'add-counter':
      return split(e.amount, (amount) => ({ ...e, amount }));
    case 'heal':
    case 'remove-counter':
      return split(e.amount, (amount) => ({ ...e, amount }));
    case 'prevent':
    case 'modify-stat': {
      const per = split(e.amount, (amount) => ({ ...e, amount, duration: null }));
      return per ? { ...per, duration: e.duration } : null;
    }
    case 'draw':
    case 'discard':
    case 'extra-action':
      return split(e.count, (count) => ({ ...e, count }));
    case 'verb': {
      const first = e.args[0];
      if (!first || first.name !== null || !isExpr(first.value)) return null;
      return split(first.value, (value) => ({ ...e, args: [{ ...first, value }, ...e.args.slice(1)] }));
    }
    default:
      return null;
  }
}

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
}

/** The `e` of `0 - e` as the parser makes it from `-e` (for e not a plain number), else null. */
function negated(e: A.Expr): A.Expr | null {
  return e.type === 'arith' && e.op === '-' && e.left.type === 'number' && e.left.value === 0 && e.right.type !== 'number' ? e.right : null;
}

// Which a verb's argument is, by the tree's own table of node types (a `most` selector too).
const isExpr = (v: A.Sel | A.Expr | A.Effect): v is A.Expr => categoryOfValue(v) === 'expr';
const isSel = (v: A.Sel | A.Expr | A.Effect): v is A.Sel => categoryOfValue(v) === 'sel';

/**
 * Whether a `then` printed after this effect would be read as part of it: effects that end
 * in a run of effects (`you may …`, `choose … :`, `for each … :`, `at the next … :`).
 */
function absorbsThen(e: A.Effect): boolean {
  switch (e.type) {
    case 'may':
    case 'choose':
    case 'vote':
    case 'for-each':
    case 'delayed':
    case 'reveal-until':
    case 'search':
      return true;
    case 'then-in-full':
      return true;
    case 'repeat':
      return e.do.type !== 'sequence' && absorbsThen(e.do);
    case 'if': {
      const last = e.else ?? e.then;
      return last.type !== 'sequence' && absorbsThen(last);
    }
    default:
      return false;
  }
}

/** Whether an `else` printed after this effect would be read as part of it (an open `if`). */
function absorbsElse(e: A.Effect): boolean {
  switch (e.type) {
    case 'if':
      return e.else === null || (e.else.type !== 'sequence' && absorbsElse(e.else));
    case 'repeat':
      return e.do.type !== 'sequence' && absorbsElse(e.do);
    case 'may':
      return absorbsElse(e.effect);
    case 'choose':
    case 'vote':
      return absorbsElse(e.then);
    case 'for-each':
      return absorbsElse(e.do);
    case 'delayed':
      return absorbsElse(e.effect);
    case 'reveal-until':
    case 'search':
      return absorbsElse(e.then);
    case 'then-in-full':
      return absorbsElse(e.then);
    case 'sequence': {
      // Printed in braces in single positions; inside a run, only its last step matters.
      return e.steps.length > 0 && e.steps[e.steps.length - 1]!.type !== 'sequence' && absorbsElse(e.steps[e.steps.length - 1]!);
    }
    default:
      return false;
  }
}

/** Whether an expression ends in a selector whose filter would read on (`… with power 2`). */
function endsOpen(e: A.Expr): boolean {
  switch (e.type) {
    case 'count':
    case 'damage-on':
    case 'property':
      return selOpen(e.of);
    case 'arith':
      return e.op !== 'min' && e.op !== 'max' && endsOpen(e.right);
    default:
      return false;
  }
}

function selOpen(s: A.Sel): boolean {
  switch (s.type) {
    case 'filter': {
      const w = s.where.type === 'not' ? s.where.of : s.where;
      return !(isPredicate(w) && isIt(subjectOf(w)));
    }
    case 'union':
      return s.of.length > 0 && selOpen(s.of[s.of.length - 1]!);
    case 'owner':
    case 'controller':
      return selOpen(s.of);
    case 'target':
      return s.name === null && selOpen(s.from);
    default:
      return false;
  }
}

/** Whether a condition ends in an `=` comparison (then `or` after it reads as `or more`). */
function endsWithEquals(c: A.Cond): boolean {
  switch (c.type) {
    case 'compare':
      return c.op === '=';
    case 'all':
      return c.of.length > 0 && endsWithEquals(c.of[c.of.length - 1]!);
    case 'not':
      return c.of.type !== 'exists' && !isPredicate(c.of) && endsWithEquals(c.of);
    default:
      return false;
  }
}
