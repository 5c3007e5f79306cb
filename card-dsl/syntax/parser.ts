// The parser: tokens to a syntax tree. It never throws. A phrase it cannot read becomes a
// `broken` node with one diagnostic, and reading goes on at the next line of the card (or the
// next card), so one broken card never hides the diagnostics of the cards after it.
import type { Code, Diagnostic } from '../diagnostics/catalog';
import type * as A from './ast';
import { readShortFace } from '../dice/symbols';
import { FoundProblems, inOrder, KEPT_DIAGNOSTICS } from './problems';
import { TokenStream } from './scanner';
import type { Range, Token, TokenKind } from './tokens';

/** Deeper nesting than this is refused (a guard for generated or hostile input). */
export const MAX_DEPTH = 48;
const MAX_NUMBER = 1_000_000;

export { inOrder, KEPT_DIAGNOSTICS };

export type ParseResult = {
  file: A.File;
  /** At most KEPT_DIAGNOSTICS, by position: the first ones of the text. */
  diagnostics: Diagnostic[];
  /** Syntax errors found after those kept (counted, not made; the same finding twice counts once). */
  omitted: number;
};

export function parse(source: string): ParseResult {
  const parser = new Parser(source, 0, source.length);
  const file = parser.file();
  return { file, ...parser.found() };
}

/** Parses declarations only from `from` to `to` (one card's text, for re-parsing an edit). */
export function parseDecls(source: string, from: number, to: number): { decls: A.Decl[]; diagnostics: Diagnostic[]; omitted: number } {
  const parser = new Parser(source, from, to);
  const decls = parser.decls();
  return { decls, ...parser.found() };
}

/** Words that begin an effect (verb first). */
const EFFECT_VERBS = new Set([
  'deal', 'heal', 'repair', 'prevent', 'gain', 'lose', 'draw', 'discard', 'destroy', 'put', 'move', 'return', 'shuffle', 'reveal', 'look', 'turn',
  'exhaust', 'tap', 'ready', 'untap', 'remove', 'cancel', 'roll', 'reroll', 'make', 'add', 'choose', 'if', 'for', 'at', 'end', 'set', 'win', 'take',
  'double', 'create', 'subtract', 'triple', 'search',
]);
/** Verbs after a subject: `each opponent discards a card`, `this gets +1 power`. */
const SUBJECT_VERBS = new Set([
  'draws', 'draw', 'discards', 'discard', 'gains', 'gain', 'loses', 'lose', 'gets', 'get', 'may', 'wins', 'win', 'takes', 'take', 'chooses', 'choose',
  'votes', 'vote',
  'becomes', 'become',
  'has', 'have',
]);
/** Words that end a selector phrase (never read as a bound name). */
export const RESERVED: ReadonlySet<string> = new Set([
  ...EFFECT_VERBS, ...SUBJECT_VERBS, 'then', 'and', 'or', 'not', 'with', 'where', 'that', 'as', 'to', 'from', 'on', 'of', 'in', 'into', 'is', 'are',
  'has', 'have', 'until', 'while', 'else', 'otherwise', 'times', 'twice', 'face', 'up', 'down', 'top', 'bottom', 'the', 'a', 'an', 'each', 'every',
  'all', 'target', 'this', 'you', 'your', 'their', 'its', 'it', 'them', 'they', 'at', 'by', 'per', 'once', 'for', 'if', 'extra', 'damage', 'cards',
  'card', 'counter', 'counters', 'random', 'choice', 'good', 'forever', 'game', 'also', 'onto', 'randomly', 'below', 'above', 'named',
  'half', 'rounded', 'did', 'way', 'cannot',
]);
/** The verb of a price: `this costs 1 less`, so no card noun after `this`. */
const COST_WORDS: ReadonlySet<string> = new Set(['cost', 'costs']);
/** Words after `is` that are no name given with `as` (`is more than 3`, `is at least 2`). */
const NOT_A_NAME: ReadonlySet<string> = new Set(['more', 'less', 'greater', 'fewer', 'higher', 'lower', 'X', 'alive', 'dead', 'being', 'named', 'face']);
/** The header item that names the cards a card starts the game with. */
export const STARTS_WITH = 'starts-with';
const ORDINALS: Record<string, number> = { second: 1, third: 2, fourth: 3, fifth: 4, sixth: 5 };
const COMPARE_OPS = new Set(['=', '!=', '<', '<=', '>', '>=']);

type Op = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** Thrown inside the parser only, to abandon a phrase; caught where the phrase began. */
class Abandon {
  constructor(readonly reported: boolean) {}
}

class Parser {
  /** What the scanner's tokens show (never taken back: a token is seen once). */
  private readonly scanned = new FoundProblems();
  /** What the parser says; a phrase tried and abandoned takes its own back (`mark`, `rollback`). */
  private readonly said = new FoundProblems();
  private i = 0;
  private depth = 0;
  /** Inside braces, newlines separate effects instead of ending the ability. */
  private braces = 0;
  /** Inside a game verb's argument, where `with` starts named arguments. */
  private verbArgs = 0;
  /** Set when a block was left unclosed (reported): what it was part of is read as broken. */
  private unclosed = false;

  private readonly tokens: TokenStream;

  constructor(
    private readonly source: string,
    from: number,
    to: number,
  ) {
    this.tokens = new TokenStream(source, from, to, (t) => this.reportScanProblem(t));
  }

  // ---- Tokens ----

  private get tok(): Token {
    return this.tokens.get(this.i);
  }
  private peek(n = 1): Token {
    return this.tokens.get(this.i + n);
  }
  private at(kind: TokenKind, text?: string): boolean {
    const t = this.tok;
    return t.kind === kind && (text === undefined || t.text === text);
  }
  private word(text?: string): boolean {
    return this.at('word', text);
  }
  private wordAt(n: number, text: string): boolean {
    const t = this.peek(n);
    return t.kind === 'word' && t.text === text;
  }
  private next(): Token {
    const t = this.tok;
    if (t.kind !== 'eof') this.i += 1;
    return t;
  }
  private eat(kind: TokenKind, text?: string): Token | null {
    return this.at(kind, text) ? this.next() : null;
  }
  private eatWord(...texts: string[]): Token | null {
    const t = this.tok;
    return t.kind === 'word' && texts.includes(t.text) ? this.next() : null;
  }
  /** Eats a run of words in order, or nothing. */
  private eatPhrase(...texts: string[]): boolean {
    for (let k = 0; k < texts.length; k += 1) if (!this.wordAt(k, texts[k]!)) return false;
    this.i += texts.length;
    return true;
  }
  /** The end of the last token read, not counting line breaks (a node ends at its last word). */
  private prevEnd(): number {
    for (let k = this.i - 1; k >= 0; k -= 1) {
      const t = this.tokens.get(k);
      if (t.kind !== 'newline' && t.kind !== 'semicolon') return t.end;
      if (k === 0) return t.start;
    }
    return this.tokens.get(0).start;
  }
  private range(start: number): Range {
    return { start, end: Math.max(start, this.prevEnd()) };
  }
  private describe(t: Token): string {
    switch (t.kind) {
      case 'eof':
        return 'the end of the file';
      case 'newline':
        return 'the end of the line';
      case 'string':
        return `"${t.text}"`;
      default:
        return `"${t.text}"`;
    }
  }
  private fail(expected: string, code: Code = 'CW1001'): never {
    const t = this.tok;
    const at = t.kind === 'newline' || t.kind === 'eof' ? { start: t.start, end: t.start } : t;
    this.report(code, at, { found: this.describe(t), expected });
    throw new Abandon(true);
  }
  private expect(kind: TokenKind, text: string | undefined, expected: string): Token {
    const t = this.eat(kind, text);
    if (!t) this.fail(expected);
    return t;
  }
  private expectWord(text: string): Token {
    return this.expect('word', text, `"${text}"`);
  }
  private report(code: Code, range: Range, args: Record<string, string | number> = {}): void {
    this.said.add(code, range, args);
  }
  /** What the parse found: the first KEPT_DIAGNOSTICS by position (the scanner's first at one place), and how many more. */
  found(): { diagnostics: Diagnostic[]; omitted: number } {
    const all = inOrder([...this.scanned.kept(), ...this.said.kept()]);
    const rest = new FoundProblems();
    for (let k = KEPT_DIAGNOSTICS; k < all.length; k += 1) rest.count(all[k]!.code, all[k]!.range);
    return { diagnostics: all.slice(0, KEPT_DIAGNOSTICS), omitted: this.scanned.omitted + this.said.omitted + rest.omitted };
  }
  private skipNewlines(): void {
    while (this.at('newline') || this.at('semicolon')) this.next();
  }
  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) {
      this.report('CW1010', this.tok, { max: MAX_DEPTH });
      throw new Abandon(true);
    }
  }
  private leave(): void {
    this.depth -= 1;
  }

  private reportScanProblem(t: Token): void {
    if (t.kind === 'unknown') {
      this.scanned.add('CW1004', t, () => ({ what: [...t.text.slice(0, 3)].length > 1 ? 'characters' : 'character', char: t.text }));
    }
    else if (t.kind === 'string') {
      if (t.closed === false) this.scanned.add('CW1002', t);
      for (const p of t.problems ?? []) this.scanned.add('CW1003', p, { detail: p.message });
    }
  }

  /** Skips to the end of the current line (keeping nested braces together), not past a closing brace of the block. */
  private skipLine(): void {
    let depth = 0;
    while (!this.at('eof')) {
      if (this.at('lbrace')) depth += 1;
      else if (this.at('rbrace')) {
        if (depth === 0) return;
        depth -= 1;
      } else if (depth === 0 && (this.at('newline') || this.at('semicolon'))) return;
      else if (this.at('newline')) {
        // An unbalanced brace never swallows the next declaration.
        const after = this.peek();
        if (after.kind === 'word' && startsDecl(after.text) && this.peek(2).kind === 'string') return;
      }
      this.next();
    }
  }

  // ---- File and declarations ----

  file(): A.File {
    const start = 0;
    let game: A.Name | null = null;
    let set: A.File['set'] = null;
    this.skipNewlines();
    if (this.word('game')) {
      try {
        this.next();
        const name = this.expect('word', undefined, 'the game\'s name, such as stak-bots');
        game = { text: name.text, range: { start: name.start, end: name.end } };
        this.endOfItem();
      } catch (e) {
        this.recover(e);
        this.skipLine();
      }
    } else {
      this.report('CW1007', { start: this.tok.start, end: this.tok.kind === 'eof' ? this.tok.start : this.tok.end });
    }
    this.skipNewlines();
    if (this.word('set') && this.peek().kind === 'string') {
      this.next();
      const name = this.next();
      set = { name: name.text, range: { start: name.start, end: name.end } };
      this.skipNewlines();
    }
    const decls = this.decls();
    return { type: 'file', range: { start, end: this.source.length }, game, set, decls };
  }

  decls(): A.Decl[] {
    const decls: A.Decl[] = [];
    for (;;) {
      this.skipNewlines();
      if (this.at('eof')) return decls;
      const start = this.tok.start;
      const before = this.i;
      // No phrase looks back past the start of a declaration: earlier tokens can go.
      this.tokens.release(this.i);
      try {
        decls.push(this.decl());
      } catch (e) {
        this.recover(e);
        const end = this.skipToNextDecl();
        decls.push({ type: 'broken', range: end === null ? this.range(start) : { start, end: Math.max(start, end) } });
      }
      if (this.i === before) this.next(); // always move on
    }
  }

  private recover(e: unknown): void {
    if (!(e instanceof Abandon)) throw e;
  }

  /**
   * After a broken declaration: the next line that starts like a declaration. Returns the end
   * of the last token skipped that is not a line break (null if none), since the tokens
   * skipped are let go as it reads: junk can run for megabytes before the next declaration.
   */
  private skipToNextDecl(): number | null {
    let end: number | null = null;
    for (let t = this.tok; t.kind !== 'eof'; t = this.tok) {
      this.i += 1;
      if (t.kind === 'newline') {
        if (this.looksLikeDecl()) return end;
        continue;
      }
      if (t.kind !== 'semicolon') end = t.end;
      if ((this.i & 1023) === 0) this.tokens.release(this.i);
    }
    return end;
  }

  private looksLikeDecl(): boolean {
    const t = this.tok;
    return t.kind === 'word' && startsDecl(t.text) && this.peek().kind === 'string' && startsLine(this.source, t.start);
  }

  private decl(): A.Decl {
    const start = this.tok.start;
    if (this.tok.kind !== 'word') this.fail('a card or a variant', 'CW1013');
    if (this.word('game') || (this.word('set') && this.peek().kind === 'string')) {
      // A second header in the middle of a file: read and drop it.
      this.fail('a card or a variant', 'CW1013');
    }
    const kind = this.next();
    const nameToken = this.tok;
    if (nameToken.kind !== 'string') {
      this.i -= 1;
      this.fail('a card or a variant', 'CW1013');
    }
    this.next();
    const name = { text: nameToken.text, range: { start: nameToken.start, end: nameToken.end } };
    if (kind.text === 'variant') {
      const body = this.block();
      return { type: 'variant', range: this.range(start), name, body };
    }
    const header = this.header();
    const body = this.block();
    return { type: 'card', range: this.range(start), kind: { text: kind.text, range: { start: kind.start, end: kind.end } }, name, header, body };
  }

  private header(): A.HeaderItem[] {
    const items: A.HeaderItem[] = [];
    for (;;) {
      while (this.at('newline')) this.next();
      if (this.at('lbrace') || this.at('eof')) return items;
      const t = this.tok;
      if (t.kind === 'hash') {
        this.next();
        items.push({ type: 'tag', range: { start: t.start, end: t.end }, tag: { text: t.text, range: { start: t.start + 1, end: t.end } } });
        continue;
      }
      if (t.kind !== 'word') this.fail('a stat such as "power 3", a tag, or "{"');
      this.next();
      if (t.text === STARTS_WITH) {
        items.push(this.startsWith(t.start));
        continue;
      }
      const key = { text: t.text, range: { start: t.start, end: t.end } };
      const values: { value: number; range: Range; slashed?: true }[] = [];
      while (this.at('number') || (this.at('slash') && values.length > 0 && this.peek().kind === 'number') || (this.at('minus') && this.peek().kind === 'number')) {
        const slash = this.eat('slash');
        const negative = this.eat('minus');
        const n = this.next();
        values.push({ value: (negative ? -1 : 1) * this.numberValue(n), range: { start: negative ? negative.start : n.start, end: n.end }, ...(slash ? { slashed: true as const } : {}) });
      }
      if (values.length > 0) items.push({ type: 'stat', range: this.range(t.start), key, values });
      else items.push({ type: 'word', range: key.range, word: key });
    }
  }

  /** After `starts-with`: one or more card names in quotes, separated by commas. */
  private startsWith(start: number): A.HeaderItem {
    const names: { text: string; range: Range }[] = [];
    for (;;) {
      const name = this.expect('string', undefined, 'the name of a card in quotes, such as "The D6"');
      names.push({ text: name.text, range: { start: name.start, end: name.end } });
      if (!this.eat('comma')) break;
      while (this.at('newline')) this.next(); // a long list may go on on the next line
    }
    return { type: 'starts-with', range: this.range(start), names };
  }

  private numberValue(t: Token): number {
    const value = Number(t.text);
    if (!(value <= MAX_NUMBER)) {
      this.report('CW1014', t, { value: t.text.length > 12 ? `${t.text.slice(0, 12)}…` : t.text, max: MAX_NUMBER });
      return MAX_NUMBER;
    }
    return value;
  }

  /** `{ item \n item \n … }`; a missing `}` ends the block at the next declaration. */
  private block(): A.BodyItem[] {
    const open = this.expect('lbrace', undefined, '"{" to open the card\'s abilities');
    const items: A.BodyItem[] = [];
    for (;;) {
      this.skipNewlines();
      if (this.eat('rbrace')) return items;
      if (this.at('eof') || this.looksLikeDecl()) {
        this.report('CW1005', { start: open.start, end: open.end });
        return items;
      }
      const start = this.tok.start;
      const before = this.i;
      this.unclosed = false;
      try {
        items.push(this.bodyItem());
        this.endOfItem();
      } catch (e) {
        this.recover(e);
        this.skipBroken(before);
        items.push({ type: 'broken', range: this.range(start) });
      }
      if (this.i === before) this.next();
    }
  }

  /** An item ends at a newline, a `;` or the block's `}`. */
  private endOfItem(): void {
    if (this.at('newline') || this.at('semicolon') || this.at('rbrace') || this.at('eof')) return;
    this.fail('the end of the ability (join another effect with "then")');
  }

  // ---- Body items ----

  private bodyItem(): A.BodyItem {
    const start = this.tok.start;
    if (this.word('text') && this.peek().kind === 'string') {
      this.next();
      const s = this.next();
      return { type: 'text', range: this.range(start), text: s.text, textRange: { start: s.start, end: s.end } };
    }
    if (this.word('die') && this.peek().kind === 'colon') {
      this.next();
      this.next();
      return this.die(start);
    }
    if (this.word('die') && this.peek().kind === 'lbrace') {
      this.next();
      return this.shortDie(start);
    }
    if (this.word('param')) {
      this.next();
      const name = this.name('the parameter\'s name');
      const value = this.literal();
      let min: number | null = null;
      let max: number | null = null;
      if (this.eatWord('from')) {
        min = this.number();
        this.expectWord('to');
        max = this.number();
      }
      return { type: 'param', range: this.range(start), name, value, min, max };
    }
    let once = false;
    if (this.eatPhrase('once', 'per', 'turn')) {
      once = true;
      this.eat('comma');
    }
    if (this.word('when') || this.word('whenever')) {
      this.next();
      const subject = this.subject();
      const event = this.name('an event, such as entry');
      const condition = this.eatWord('if') ? this.cond() : null;
      if (!once && this.eatPhrase('once', 'per', 'turn')) once = true;
      this.expect('colon', undefined, '":" before the effect');
      const effect = this.effects();
      return { type: 'when', range: this.range(start), subject, event, condition, once, effect };
    }
    if (this.word('each') && this.wordAt(1, 'time')) {
      this.next();
      this.next();
      return this.replacement(start);
    }
    if (this.word('enters') && this.peek().kind === 'word' && !once) {
      // `enters the shop exhausted`
      this.next();
      this.eatWord('the');
      const zone = this.name('a zone, such as shop');
      const state = this.eatWord('exhausted', 'ready');
      if (!state) this.fail('"exhausted" or "ready"');
      return { type: 'enters', range: this.range(start), zone, exhausted: state!.text === 'exhausted' };
    }
    if (this.word('static') && this.peek().kind === 'colon') {
      const label = this.name('static');
      this.next();
      // `static: your hand limit is 8`: a rule number, one per line.
      if (this.ruleNumberAhead()) return this.ruleNumberAbility(start, label, null);
      // `static: <cards> cannot be played`: a prohibition, one per line.
      if (this.cannotAhead()) return this.prohibition(start);
      const modifiers: A.StaticNode[] = [this.staticModifier()];
      while (this.eat('comma') || this.eatWord('and')) modifiers.push(this.staticModifier());
      return { type: 'static', range: this.range(start), modifiers };
    }
    if (this.isCostStart()) {
      const costs: A.CostNode[] = [this.cost()];
      while (this.eat('comma')) costs.push(this.cost());
      this.expect('colon', undefined, '":" after the costs');
      const effect = this.effects();
      return { type: 'activated', range: this.range(start), costs, once, effect };
    }
    if (this.tok.kind === 'word' && (this.peek().kind === 'colon' || this.wordAt(1, 'if'))) {
      const label = this.name('an ability word');
      const condition = this.eatWord('if') ? this.cond() : null;
      this.expect('colon', undefined, '":" before the effect');
      // A variant's `rule: souls-to-win is 5` sets a rule number for the whole game.
      if (label.text === 'rule' && !once && this.ruleNumberAhead()) return this.ruleNumberAbility(start, label, condition);
      const effect = this.effects();
      return { type: 'labelled', range: this.range(start), label, once, condition, effect };
    }
    return this.fail('an ability such as "entry: draw a card", "text \\"…\\"" or "}"');
  }

  private isCostStart(): boolean {
    if (this.word('tap') && (this.peek().kind === 'colon' || this.peek().kind === 'comma')) return true;
    if (this.word('pay') && this.peek().kind === 'number') return true;
    if (this.word('discard') && this.peek().kind === 'number' && this.hasColonAhead()) return true;
    if (this.word('destroy') && this.wordAt(1, 'this') && this.hasColonAhead()) return true;
    if (this.word('remove') && this.peek().kind === 'number' && this.hasColonAhead()) return true;
    return false;
  }

  private hasColonAhead(): boolean {
    for (let k = this.i; ; k += 1) {
      const t = this.tokens.get(k);
      if (t.kind === 'colon') return true;
      if (t.kind === 'newline' || t.kind === 'eof' || t.kind === 'lbrace' || t.kind === 'rbrace' || t.kind === 'semicolon') return false;
    }
  }

  private cost(): A.CostNode {
    const start = this.tok.start;
    if (this.eatWord('tap')) return { type: 'tap', range: this.range(start) };
    if (this.eatWord('pay')) {
      const amount = this.expr();
      const resource = this.name('a resource, such as cents');
      return { type: 'pay', range: this.range(start), amount, resource };
    }
    if (this.eatWord('discard')) {
      const count = this.number();
      this.eatWord('card', 'cards');
      return { type: 'discard', range: this.range(start), count };
    }
    if (this.eatWord('destroy')) {
      this.expectWord('this');
      return { type: 'destroy-self', range: this.range(start) };
    }
    if (this.eatWord('remove')) {
      // `remove 2 generic counters [from this]`: counters of the card itself.
      const count = this.number();
      const counter = this.name('a counter, such as generic');
      if (!this.eatWord('counter', 'counters')) this.fail('"counters", as in "remove 2 generic counters"');
      if (this.eatWord('from')) this.expectWord('this');
      return { type: 'remove-counters', range: this.range(start), count, counter };
    }
    return this.fail('a cost: tap, pay N <resource>, discard N, remove N <counter> counters or destroy this');
  }

  private die(start: number): A.DieItem {
    const faces: A.DieFaceNode[] = [];
    do {
      const faceStart = this.tok.start;
      const modifier = this.eat('plus') !== null;
      let x = modifier && this.eatWord('X') !== null;
      let value: number | null = modifier && !x ? this.number() : null;
      const symbol = this.name('a die symbol, such as melee or blank');
      if (!modifier && this.at('number')) value = this.number();
      else if (!modifier && this.eatWord('X') !== null) x = true;
      let cost: number | null = null;
      if (this.eat('lparen')) {
        this.expectWord('cost');
        cost = this.number();
        this.expect('rparen', undefined, '")"');
      }
      faces.push({ range: this.range(faceStart), symbol, value, modifier, cost, ...(x ? { x: true as const } : {}) });
    } while (this.eat('pipe'));
    return this.dieX({ type: 'die', range: this.range(start), form: 'words', faces }, start);
  }

  /** `where X is <number>` after a die's faces: what its faces valued X are worth (A-15). */
  private dieX(die: A.DieItem, start: number): A.DieItem {
    if (!this.word('where') || !this.wordAt(1, 'X')) return die;
    const whereStart = this.tok.start;
    this.next();
    this.next();
    this.expectWord('is');
    const expr = this.expr();
    return { ...die, range: this.range(start), x: { expr, range: this.range(whereStart) } };
  }

  /** `die { 1RD, 2RD, +1MD, 3RD1, Sp, - }`: each face's tokens touch, and are read as one code. */
  private shortDie(start: number): A.DieItem {
    this.expect('lbrace', undefined, '"{"');
    const faces: A.DieFaceNode[] = [];
    const skipLines = () => {
      while (this.at('newline')) this.next();
    };
    skipLines();
    if (!this.at('rbrace')) {
      do {
        skipLines();
        faces.push(this.shortFace());
        skipLines();
      } while (this.eat('comma'));
    }
    if (!this.eat('rbrace')) this.fail('"," and another face, or "}" after the six faces');
    return this.dieX({ type: 'die', range: this.range(start), form: 'codes', faces }, start);
  }

  private shortFace(): A.DieFaceNode {
    const first = this.tok;
    let end = first.start;
    let text = '';
    while (!this.at('comma') && !this.at('rbrace') && !this.at('newline') && !this.at('eof') && this.tok.start === end) {
      text += this.tok.text;
      end = this.next().end;
    }
    const read = readShortFace(text);
    if (!read) {
      // A face with a space inside, or no face at all (`,,`): say so at what was there.
      const to = text === '' || this.at('comma') || this.at('rbrace') || this.at('newline') || this.at('eof') ? Math.max(end, first.start) : this.tok.end;
      this.report('CW1050', { start: first.start, end: to }, { found: this.source.slice(first.start, to).slice(0, 40) || this.describe(first) });
      throw new Abandon(true);
    }
    const at = first.start + read.symbolStart;
    const x = read.value === 'X';
    return {
      range: { start: first.start, end },
      symbol: { text: read.symbol, range: { start: at, end: at + read.symbol.length } },
      value: read.value === null || x ? null : Math.min(Number(read.value), MAX_NUMBER),
      modifier: read.modifier,
      cost: read.cost === null ? null : Math.min(Number(read.cost), MAX_NUMBER),
      ...(x ? { x: true as const } : {}),
    };
  }

  private replacement(start: number): A.Ability {
    const subject = this.subject();
    this.expectWord('would');
    const event = this.name('an event, such as roll');
    let value: { value: number; range: Range } | null = null;
    this.eatWord('a', 'an');
    if (this.at('number')) {
      const t = this.next();
      value = { value: this.numberValue(t), range: { start: t.start, end: t.end } };
    }
    const condition = this.eatWord('if') ? this.cond() : null;
    this.expect('colon', undefined, '":" before the replacement');
    const change = this.word('roll') && this.peek().kind === 'lbrace' ? this.changeRoll() : this.change(false);
    return { type: 'replacement', range: this.range(start), subject, event, value, condition, change };
  }

  /**
   * What a replacement does to its event; in a row of its roll, `let it happen` too. A change of
   * the event may go on with `…, then <effects>`: what else happens as the event changes.
   */
  private change(inRow: boolean): A.ChangeNode {
    const changeStart = this.tok.start;
    const change = this.changeItself(inRow);
    if ((change.type === 'prevent' || change.type === 'set' || change.type === 'adjust') && (this.word('then') || (this.at('comma') && this.wordAt(1, 'then')))) {
      this.eat('comma');
      this.next();
      return { ...change, then: this.effects(), range: this.range(changeStart) };
    }
    return change;
  }

  private changeItself(inRow: boolean): A.ChangeNode {
    const changeStart = this.tok.start;
    if (this.eatPhrase('prevent', 'it')) return { type: 'prevent', range: this.range(changeStart), then: null };
    if (inRow && this.eatPhrase('let', 'it', 'happen')) return { type: 'let-happen', range: this.range(changeStart) };
    if (this.eatWord('make')) {
      const field = this.eatWord('it') ? null : this.name('"it" or a field');
      const value = this.expr();
      return { type: 'set', range: this.range(changeStart), field, value, then: null };
    }
    if (this.word('reduce') || this.word('increase')) {
      const sign = this.next().text === 'reduce' ? -1 : 1;
      const field = this.eatWord('it') ? null : this.name('"it" or a field');
      this.expectWord('by');
      const amount = this.expr();
      return { type: 'adjust', range: this.range(changeStart), field, amount: sign < 0 ? negate(amount) : amount, then: null };
    }
    if (this.eatWord('instead')) return { type: 'instead', range: this.range(changeStart), effect: this.effects() };
    if (inRow) return this.fail('let it happen, prevent it, make it N, reduce it by N, increase it by N or instead …');
    return this.fail('prevent it, make it N, reduce it by N, increase it by N, instead … or roll { … }');
  }

  /** `roll { 1-3: let it happen \n 4-6: prevent it }`: a replacement decided by a roll. */
  private changeRoll(): A.ChangeNode {
    const start = this.tok.start;
    this.next();
    const outcomes = this.braced(() => {
      const rows: A.ChangeRow[] = [];
      this.skipNewlines();
      while (this.at('number')) {
        const { rowStart, ...faces } = this.faces();
        const change = this.change(true);
        rows.push({ range: this.range(rowStart), ...faces, change });
        this.skipNewlines();
      }
      if (!this.at('rbrace')) this.fail('a row such as "4-6: prevent it" or "}"');
      return rows;
    }, this.tok.start);
    return { type: 'roll', range: this.range(start), outcomes };
  }

  private staticModifier(): A.StaticNode {
    const start = this.tok.start;
    const to = this.sel();
    // `events in your hand cost 1 less`: a change of the stat `cost`, worded as a price.
    const costWord = this.eatWord('cost', 'costs');
    if (costWord) {
      const by = this.expr();
      const more = this.eatWord('more', 'higher', 'greater');
      const less = more ? null : this.eatWord('less', 'lower', 'fewer');
      if (!more && !less) this.fail('"less" or "more", as in "cost 1 less"');
      const condition = this.eatWord('while') ? this.cond() : null;
      const stat: A.Name = { text: 'cost', range: { start: costWord.start, end: costWord.end } };
      return { range: this.range(start), to, amount: less ? negate(by) : by, stat, condition, form: 'cost' };
    }
    if (!this.eatWord('gets', 'get', 'has', 'have')) this.fail('"gets", as in "this gets +1 power"');
    const signed = this.signedAmount();
    const stat = this.name('a stat, such as power');
    const amount = this.perEachAmount(signed);
    const condition = this.eatWord('while') ? this.cond() : null;
    return { range: this.range(start), to, amount, stat, condition };
  }

  private subject(): A.Subject {
    const start = this.tok.start;
    if (this.eatWord('this')) return { kind: 'self', range: this.range(start) };
    if (this.eatWord('you', 'your', 'yours')) return { kind: 'yours', range: this.range(start) };
    if (this.word('an') && this.wordAt(1, 'opponent')) {
      this.next();
      this.next();
      this.eat('possessive');
      return { kind: 'opponents', range: this.range(start) };
    }
    if (this.eatWord('opponents', 'opponent')) {
      this.eat('possessive');
      return { kind: 'opponents', range: this.range(start) };
    }
    if (this.eatWord('any', 'anyone', 'anything')) {
      this.eat('possessive');
      return { kind: 'any', range: this.range(start) };
    }
    return { kind: 'self', range: { start, end: start } };
  }

  // ---- Effects ----

  /** One effect, or several joined by `then` / `;` (or by lines, inside braces). */
  private effects(): A.Effect {
    const start = this.tok.start;
    const steps = [this.effect()];
    for (;;) {
      if (this.at('comma') && this.wordAt(1, 'then') && this.wordAt(2, 'if') && this.wordAt(3, 'done')) this.next();
      const save = this.i;
      if (this.eat('comma')) {
        if (this.eatWord('then')) {
          steps.push(this.effect());
          continue;
        }
        this.i = save;
        break;
      }
      if (this.word('then') && this.wordAt(1, 'if') && this.wordAt(2, 'done') && this.wordAt(3, 'in') && this.wordAt(4, 'full')) {
        // `then if done in full: …`: all that follows depends on all that came before (SWD-X-ABIL-8).
        for (let k = 0; k < 5; k += 1) this.next();
        this.expect('colon', undefined, '":" after "then if done in full"');
        const first = steps.length === 1 ? steps[0]! : { type: 'sequence' as const, range: this.range(start), steps };
        return { type: 'then-in-full', range: this.range(start), first, then: this.effects() };
      }
      if (this.eatWord('then')) {
        steps.push(this.effect());
        continue;
      }
      if (this.braces > 0 && (this.at('newline') || this.at('semicolon'))) {
        this.skipNewlines();
        if (this.at('rbrace') || this.at('eof') || this.atRollRow() || this.startsAbility()) break;
        if (this.word('else') || this.word('otherwise')) break;
        steps.push(this.effect());
        continue;
      }
      break;
    }
    return steps.length === 1 ? steps[0]! : { type: 'sequence', range: this.range(start), steps };
  }

  private atRollRow(): boolean {
    return this.at('number') && (this.peek().kind === 'colon' || (this.peek().kind === 'minus' && this.peek(2).kind === 'number' && this.peek(3).kind === 'colon'));
  }

  private effect(): A.Effect {
    this.enter();
    try {
      return this.perEach(this.effectInner());
    } finally {
      this.leave();
    }
  }

  private effectInner(): A.Effect {
    const start = this.tok.start;
    const t = this.tok;
    if (t.kind === 'lbrace') return this.braced(() => this.effects(), start);
    // `until end of turn, <a change that lasts>`; `your hand limit is 8`.
    if (this.leadingDurationAhead()) return this.leadingDuration(start);
    if (this.ruleNumberAhead()) return this.changeRuleEffect(start);
    if (t.kind === 'number' || t.kind === 'lparen' || (t.kind === 'word' && t.text === 'X')) {
      // `3 times: …`
      const times = this.expr();
      this.expectWord('times');
      this.expect('colon', undefined, '":"');
      return { type: 'repeat', range: this.range(start), times, do: this.effect() };
    }
    if (t.kind !== 'word') return this.fail('an effect, such as "draw a card"');
    if (t.text === 'twice' && this.peek().kind === 'colon') {
      this.next();
      this.next();
      return { type: 'repeat', range: this.range(start), times: { type: 'number', range: { start: t.start, end: t.end }, value: 2 }, do: this.effect() };
    }
    if (EFFECT_VERBS.has(t.text) && !this.subjectFirst()) return this.verbFirst(start);
    if (this.subjectFirst()) return this.subjectEffect(start);
    // Anything else is a verb of the game: `scrap this`, `reset the top card of each opponent's stak`.
    return this.gameVerb(start);
  }

  /** Whether the effect starts with who does it: `you may`, `each opponent discards`. */
  private subjectFirst(): boolean {
    const t = this.tok;
    if (t.kind !== 'word') return false;
    if (t.text === 'you' || t.text === 'each' || t.text === 'every' || t.text === 'this' || t.text === 'target' || t.text === 'they' || t.text === 'it' || t.text === 'all')
      return t.text !== 'each' || !this.wordAt(1, 'time');
    if (t.text === 'the' && !this.wordAt(1, 'roll')) return true;
    if (t.text === 'up' && this.wordAt(1, 'to')) return true;
    if (EFFECT_VERBS.has(t.text)) return false;
    // A name followed by a subject verb: `rival discards a card`.
    const after = this.peek();
    return after.kind === 'word' && SUBJECT_VERBS.has(after.text) && !RESERVED.has(t.text);
  }

  private braced<T>(inner: () => T, start: number): T {
    this.expect('lbrace', undefined, '"{"');
    this.braces += 1;
    try {
      this.skipNewlines();
      const value = inner();
      this.skipNewlines();
      if (!this.eat('rbrace')) {
        if (this.at('eof')) {
          this.report('CW1005', { start, end: start + 1 });
          throw new Abandon(true);
        }
        // The next ability of the card, not more of this block: the block was not closed.
        if (this.startsAbility()) {
          this.report('CW1005', { start, end: start + 1 });
          // The ability's line ends before it: back to the line break.
          while (this.tokens.get(this.i - 1).kind === 'newline' || this.tokens.get(this.i - 1).kind === 'semicolon') this.i -= 1;
          this.unclosed = true;
          return value;
        }
        this.fail('"}"');
      }
      return value;
    } finally {
      this.braces -= 1;
    }
  }

  private verbFirst(start: number): A.Effect {
    const verb = this.next().text;
    switch (verb) {
      case 'deal': {
        const amount = this.expr();
        this.expectWord('damage');
        this.expectWord('to');
        return { type: 'damage', range: this.range(start), amount, to: this.sel() };
      }
      case 'heal':
      case 'repair': {
        const amount = this.eatWord('all') ? 'all' : this.expr();
        this.eatWord('damage');
        if (!this.eatWord('from', 'on', 'to')) this.fail('"from", as in "heal 2 damage from this"');
        return { type: 'heal', range: this.range(start), amount, to: this.sel() };
      }
      case 'prevent': {
        this.eatPhrase('the', 'next');
        const amount = this.eatWord('all') ? 'all' : this.expr();
        this.expectWord('damage');
        this.eatPhrase('that', 'would', 'be', 'dealt');
        this.expectWord('to');
        const to = this.sel();
        return { type: 'prevent', range: this.range(start), amount, to, duration: this.duration() };
      }
      case 'gain':
      case 'lose': {
        if (verb === 'lose' && this.eatPhrase('the', 'game')) return { type: 'lose-game', range: this.range(start), who: null };
        const amount = this.expr();
        const resource = this.resourceAfter(amount);
        return { type: verb, range: this.range(start), who: null, amount, resource };
      }
      case 'draw':
        return this.drawRest(start, null);
      case 'discard':
        return this.discardRest(start, null);
      case 'destroy':
        return { type: 'destroy', range: this.range(start), cards: this.sel() };
      case 'reveal':
        if ((this.word('cards') || this.word('card')) && this.wordAt(1, 'from')) return this.revealUntilRest(start);
        return { type: 'reveal', range: this.range(start), cards: this.sel() };
      case 'search':
        return this.searchRest(start);
      case 'shuffle':
        return { type: 'shuffle', range: this.range(start), zone: this.zoneRef() };
      case 'create': {
        // `create "Portable Slot Machine" in each player's items`: a new card of the set.
        this.eatWord('a', 'an');
        const t = this.tok;
        if (t.kind !== 'string') return this.fail('the quoted name of a card of the set, such as "Portable Slot Machine"');
        this.next();
        const name = { text: t.text, range: { start: t.start, end: t.end } };
        if (!this.eatWord('in', 'into')) this.fail('"in" and a zone');
        return { type: 'create', range: this.range(start), name, zone: this.zoneRef() };
      }
      case 'look': {
        this.expectWord('at');
        this.expectWord('the');
        this.expectWord('top');
        const count = this.expr();
        this.eatWord('cards', 'card');
        this.expectWord('of');
        const zone = this.zoneRef();
        this.eat('comma');
        this.eatWord('then');
        this.expectWord('put');
        return this.lookRest(start, count, zone);
      }
      case 'turn': {
        const cards = this.sel();
        this.expectWord('face');
        const up = this.eatWord('up', 'down');
        if (!up) this.fail('"up" or "down"');
        return { type: 'flip', range: this.range(start), cards, faceUp: up.text === 'up' };
      }
      case 'exhaust':
      case 'tap':
        return { type: 'exhaust', range: this.range(start), cards: this.sel(), exhausted: true };
      case 'ready':
      case 'untap':
        return { type: 'exhaust', range: this.range(start), cards: this.sel(), exhausted: false };
      case 'put':
        if (this.isCounterPhrase()) {
          const amount = this.countWord();
          const counter = this.name('a counter');
          this.expectWord(this.word('counters') ? 'counters' : 'counter');
          this.expectWord('on');
          return { type: 'add-counter', range: this.range(start), amount, counter, on: this.sel() };
        }
        return this.moveRest(start);
      case 'move':
      case 'return':
        return this.moveRest(start);
      case 'remove': {
        const amount = this.eatWord('all', 'every', 'each') ? 'all' : this.countWord();
        const counter = this.name('a counter');
        if (!this.eatWord('counter', 'counters')) this.fail('"counters"');
        this.expectWord('from');
        return { type: 'remove-counter', range: this.range(start), amount, counter, from: this.sel() };
      }
      case 'cancel': {
        if (this.eatPhrase('the', 'top', 'of', 'the', 'stack')) return { type: 'cancel', range: this.range(start), what: 'top-of-stack', label: null };
        if (this.eatPhrase('target', 'stack', 'item')) return { type: 'cancel', range: this.range(start), what: 'target-stack-item', label: null };
        // `cancel target death on the stack`: the words before "on the stack" are the item's label.
        if (this.eatWord('target')) {
          const words: Token[] = [];
          while (this.tok.kind === 'word' && !(this.word('on') && this.wordAt(1, 'the') && this.wordAt(2, 'stack'))) words.push(this.next());
          if (words.length > 0 && this.eatPhrase('on', 'the', 'stack')) {
            const label = { text: words.map((w) => w.text).join(' '), range: { start: words[0]!.start, end: words[words.length - 1]!.end } };
            return { type: 'cancel', range: this.range(start), what: 'target-stack-item', label };
          }
        }
        return this.fail('"the top of the stack", "target stack item" or "target <label> on the stack"');
      }
      case 'roll':
        return this.rollRest(start);
      case 'reroll':
        if (!this.eatPhrase('the', 'roll') && !this.eatWord('it')) this.eatPhrase('target', 'roll');
        return { type: 'reroll', range: this.range(start), final: this.eatPhrase('for', 'good') };
      case 'make': {
        if (!this.eatPhrase('the', 'roll') && !this.eatWord('it')) this.fail('"the roll"');
        const value = this.expr();
        const final = this.eatPhrase('for', 'good');
        return { type: 'set-roll', range: this.range(start), value, final };
      }
      case 'subtract':
        return this.subtractRest(start);
      case 'add': {
        const amount = this.signedAmount();
        this.expectWord('to');
        if (!this.eatPhrase('the', 'roll') && !this.eatWord('it')) this.fail('"the roll"');
        return { type: 'modify-roll', range: this.range(start), amount };
      }
      case 'choose':
        return this.chooseRest(start, null);
      case 'if': {
        const condition = this.cond();
        if (!this.eat('colon') && !this.eat('comma') && !this.eatWord('then')) this.fail('":" after the condition');
        const then = this.effect();
        let otherwise: A.Effect | null = null;
        const save = this.i;
        if (this.braces > 0) this.skipNewlines();
        if (this.eatWord('else', 'otherwise')) {
          this.eat('colon');
          this.eat('comma');
          otherwise = this.effect();
        } else this.i = save;
        return { type: 'if', range: this.range(start), condition, then, else: otherwise };
      }
      case 'for': {
        this.expectWord('each');
        const inSel = this.forEachSel();
        const name = this.eatWord('as') ? this.name('a name') : null;
        this.expect('colon', undefined, '":"');
        return { type: 'for-each', range: this.range(start), name, in: inSel, do: this.effects() };
      }
      case 'at': {
        // `at the next your turn-began`, or as English has it, `at your next turn-began`.
        const before = this.eatWord('the') ? null : this.subjectBeforeNext();
        this.expectWord('next');
        const subject = before ?? this.subject();
        const event = this.name('an event');
        const condition = this.eatWord('if') ? this.cond() : null;
        const duration = this.duration();
        this.expect('colon', undefined, '":"');
        return { type: 'delayed', range: this.range(start), subject, event, condition, duration, effect: this.effects() };
      }
      case 'end':
        this.expectWord('the');
        this.expectWord('turn');
        return { type: 'end-turn', range: this.range(start) };
      case 'set': {
        this.expectWord('flag');
        const flag = this.name('a flag name');
        this.expectWord('to');
        const value = this.expr();
        let scope: 'turn' | 'game' = 'turn';
        if (this.eatPhrase('this', 'game')) scope = 'game';
        else this.eatPhrase('this', 'turn');
        return { type: 'set-flag', range: this.range(start), flag, value, scope };
      }
      case 'win':
        this.expectWord('the');
        this.expectWord('game');
        return { type: 'win', range: this.range(start), who: null };
      case 'take':
        this.eatWord('an');
        this.expectWord('extra');
        this.expectWord('turn');
        return { type: 'extra-turn', range: this.range(start), who: null };
      case 'double':
        // `double the numbers of <cards>`: the cards being played resolve with their numbers doubled.
        if (!this.eatPhrase('the', 'numbers', 'of')) return this.multiplyRest(start, 2);
        return { type: 'double', range: this.range(start), cards: this.sel() };
      case 'triple':
        return this.multiplyRest(start, 3);
    }
    this.i -= 1;
    return this.fail('an effect', 'CW1008');
  }

  private isCounterPhrase(): boolean {
    // put <count> <word> counter(s) on …
    const t = this.peek(0);
    if (!(t.kind === 'number' || (t.kind === 'word' && (t.text === 'a' || t.text === 'an' || t.text === 'one' || t.text === 'two' || t.text === 'three' || t.text === 'X')))) return false;
    const w = this.peek(1);
    const c = this.peek(2);
    return w.kind === 'word' && c.kind === 'word' && (c.text === 'counter' || c.text === 'counters');
  }

  /** A count in words or digits: a, an, one, two, three, 4, X, (…). */
  private countWord(): A.Expr {
    const t = this.tok;
    const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
    if (t.kind === 'word' && t.text in words) {
      this.next();
      return { type: 'number', range: { start: t.start, end: t.end }, value: words[t.text]! };
    }
    return this.expr();
  }

  private drawRest(start: number, who: A.Sel | null): A.Effect {
    const count = this.countWord();
    this.eatWord('cards', 'card');
    const from = this.eatWord('from') ? (this.eatWord('the'), this.name('a zone')) : null;
    return { type: 'draw', range: this.range(start), who, count, from };
  }

  private discardRest(start: number, who: A.Sel | null): A.Effect {
    const count = this.countWord();
    this.eatWord('cards', 'card');
    let chooser: 'owner' | 'you' | 'random' = who === null || who.type === 'you' ? 'you' : 'owner';
    if (this.eatPhrase('at', 'random')) chooser = 'random';
    else if (this.eatPhrase('of', 'your', 'choice')) chooser = 'you';
    else if (this.eatPhrase('of', 'their', 'choice')) chooser = 'owner';
    return { type: 'discard', range: this.range(start), who, count, chooser };
  }

  private moveRest(start: number): A.Effect {
    const cards = this.sel();
    let faceUp = this.faceWord();
    let position: 'top' | 'bottom' | 'random' = 'top';
    if (this.eatPhrase('on', 'top', 'of') || this.eatPhrase('on', 'the', 'top', 'of') || this.eatPhrase('at', 'the', 'top', 'of')) position = 'top';
    else if (this.eatPhrase('on', 'the', 'bottom', 'of') || this.eatPhrase('at', 'the', 'bottom', 'of') || this.eatPhrase('on', 'bottom', 'of')) position = 'bottom';
    else if (this.eatPhrase('at', 'a', 'random', 'place', 'in') || this.eatPhrase('randomly', 'into')) position = 'random';
    else if (!this.eatWord('into', 'to', 'in', 'onto')) this.fail('where to: "on top of", "on the bottom of", "into" …');
    const to = this.zoneRef();
    faceUp ??= this.faceWord();
    return { type: 'move', range: this.range(start), cards, to, position, faceUp };
  }

  private faceWord(): boolean | null {
    if (this.eatPhrase('face', 'up')) return true;
    if (this.eatPhrase('face', 'down')) return false;
    return null;
  }

  /** `4-6:` opening a row of a roll: its faces, and where each end is written. */
  private faces(): { rowStart: number; from: number; to: number; fromRange: Range; toRange: Range } {
    const rowStart = this.tok.start;
    const a = this.next();
    let b = a;
    if (this.eat('minus')) b = this.expect('number', undefined, 'the last face of the range');
    this.expect('colon', undefined, '":" after the faces');
    return { rowStart, from: this.numberValue(a), to: this.numberValue(b), fromRange: { start: a.start, end: a.end }, toRange: { start: b.start, end: b.end } };
  }

  private rollRest(start: number): A.Effect {
    const bind = this.eatWord('as') ? this.name('a name') : null;
    const outcomes = this.braced(() => {
      const rows: A.RollRow[] = [];
      while (this.at('number')) {
        const { rowStart, ...faces } = this.faces();
        const effect = this.effects();
        rows.push({ range: this.range(rowStart), ...faces, effect });
        this.skipNewlines();
      }
      if (!this.at('rbrace')) this.fail('a row such as "1-2: draw a card" or "}"');
      return rows;
    }, this.tok.start);
    return this.unlessUnclosed({ type: 'roll', range: this.range(start), bind, outcomes });
  }

  private chooseRest(start: number, chooser: A.Sel | null): A.Effect {
    if (this.eatWord('one')) {
      this.eat('colon');
      const modes = this.braced(() => {
        const out: A.Effect[] = [];
        for (;;) {
          this.skipNewlines();
          if (this.at('rbrace') || this.at('eof') || this.startsAbility()) return out;
          this.eat('minus');
          const modeStart = this.tok.start;
          const steps = [this.effect()];
          while (this.eatWord('then') || (this.eat('comma') && this.eatWord('then'))) steps.push(this.effect());
          out.push(steps.length === 1 ? steps[0]! : { type: 'sequence', range: this.range(modeStart), steps });
          if (!this.at('newline') && !this.at('semicolon') && !this.at('rbrace')) this.fail('the end of the mode (one mode a line; join effects with "then")');
        }
      }, this.tok.start);
      return this.unlessUnclosed({ type: 'choose-mode', range: this.range(start), chooser, modes });
    }
    let min = 1;
    let max = 1;
    if (this.eatPhrase('up', 'to')) {
      min = 0;
      max = this.number();
    } else if (this.at('number')) {
      min = this.number();
      max = min;
      if (this.eatWord('to')) max = this.number();
    } else this.eatWord('a', 'an', 'one');
    const from = this.sel();
    const name = this.eatWord('as') ? this.name('a name') : null;
    if (!this.eat('colon') && !this.eat('comma')) this.fail('":" before what happens to the choice');
    this.eatWord('then');
    return { type: 'choose', range: this.range(start), chooser, min, max, from, name, then: this.effects() };
  }

  private subjectEffect(start: number): A.Effect {
    const who = this.sel();
    const verb = this.tok;
    // `you loot 2`: a game verb in the base form after `you` (`steal-cents` is a name, not a third person).
    if (who.type === 'you' && verb.kind === 'word' && !SUBJECT_VERBS.has(verb.text) && !RESERVED.has(verb.text)) {
      return { ...this.gameVerbArgs(start, this.name('an effect')), you: who };
    }
    if (verb.kind === 'word' && !SUBJECT_VERBS.has(verb.text) && this.isThirdPersonVerb(verb.text)) return this.subjectGameVerb(start, who);
    if (verb.kind !== 'word' || !SUBJECT_VERBS.has(verb.text)) return this.fail('what they do: draws, discards, gains, gets, may, becomes …');
    this.next();
    switch (verb.text) {
      case 'draws':
      case 'draw':
        return this.drawRest(start, who);
      case 'discards':
      case 'discard':
        return this.discardRest(start, who);
      case 'gains':
      case 'gain':
      case 'loses':
      case 'lose': {
        const kind = verb.text.startsWith('gain') ? 'gain' : 'lose';
        if (kind === 'gain' && (this.at('lbrace') || this.at('string'))) return this.grantRest(start, who);
        if (kind === 'lose' && this.eatPhrase('the', 'game')) return { type: 'lose-game', range: this.range(start), who };
        const amount = this.expr();
        return { type: kind, range: this.range(start), who, amount, resource: this.resourceAfter(amount) };
      }
      case 'wins':
      case 'win':
        this.expectWord('the');
        this.expectWord('game');
        return { type: 'win', range: this.range(start), who };
      case 'takes':
      case 'take':
        this.eatWord('an');
        this.expectWord('extra');
        this.expectWord('turn');
        return { type: 'extra-turn', range: this.range(start), who };
      case 'may':
        return { type: 'may', range: this.range(start), who, effect: this.effects() };
      case 'becomes':
      case 'become': {
        // `this becomes a copy of <card> [<duration>]`
        this.eatWord('a');
        if (!this.eatWord('copy', 'copies')) this.fail('"a copy of", as in "this becomes a copy of model"');
        this.expectWord('of');
        const of = this.sel();
        return { type: 'become-copy', range: this.range(start), cards: who, of, duration: this.duration() };
      }
      case 'chooses':
      case 'choose':
        return this.chooseRest(start, who);
      case 'votes':
      case 'vote': {
        // `each player votes for a player as doomed: …`
        this.expectWord('for');
        const from = this.word('a') && this.wordAt(1, 'player') ? this.aPlayer() : this.sel();
        const name = this.eatWord('as') ? this.name('a name') : null;
        this.expect('colon', undefined, '":" before what happens to the player with the most votes');
        return { type: 'vote', range: this.range(start), who, from, name, then: this.effects() };
      }
      case 'has':
      case 'have':
        return this.grantRest(start, who);
      case 'gets':
      case 'get': {
        if (this.at('lbrace') || this.at('string')) return this.grantRest(start, who);
        if (this.at('number') && this.wordAt(1, 'extra')) {
          const count = this.expr();
          this.expectWord('extra');
          const action = this.name('an action, such as attack');
          return { type: 'extra-action', range: this.range(start), who, count, action };
        }
        if (this.word('an') && this.wordAt(1, 'extra')) {
          const one = this.next();
          this.next();
          const action = this.name('an action, such as attack');
          return { type: 'extra-action', range: this.range(start), who, count: { type: 'number', range: { start: one.start, end: one.end }, value: 1 }, action };
        }
        const amount = this.signedAmount();
        const stat = this.name('a stat, such as power');
        return { type: 'modify-stat', range: this.range(start), on: who, amount, stat, duration: this.duration() };
      }
    }
    return this.fail('what they do');
  }

  private gameVerb(start: number): A.Effect {
    return this.gameVerbArgs(start, this.name('an effect'));
  }

  /** A game verb's arguments after its name: positional first, then `with <name> <value>, …`. */
  private gameVerbArgs(start: number, verb: A.Name): Extract<A.Effect, { type: 'verb' }> {
    const args: A.VerbArg[] = [];
    if (!this.atPhraseEnd() && !this.word('with')) {
      const argStart = this.tok.start;
      const value = this.argValue();
      args.push({ range: this.range(argStart), name: null, value });
    }
    // Named arguments: `boost this with amount 2, speed 3`; a `, then` ends the verb.
    if (this.eatWord('with')) {
      do {
        const argStart = this.tok.start;
        const name = this.name('an argument name');
        const value = this.argValue();
        args.push({ range: this.range(argStart), name, value });
      } while (this.at('comma') && !this.wordAt(1, 'then') && this.next());
    }
    return { type: 'verb', range: this.range(start), verb, args };
  }

  private argValue(): A.Sel | A.Expr | A.Effect {
    if (this.at('lbrace')) return this.braced(() => this.effects(), this.tok.start);
    if (this.at('number') || this.at('lparen') || this.at('minus') || this.word('X')) return this.expr();
    // In a verb's arguments `with` starts the named ones, not a filter (filters: `that are`, `where`).
    this.verbArgs += 1;
    try {
      return this.sel();
    } finally {
      this.verbArgs -= 1;
    }
  }

  private atPhraseEnd(): boolean {
    const t = this.tok;
    return t.kind === 'newline' || t.kind === 'eof' || t.kind === 'semicolon' || t.kind === 'rbrace' || t.kind === 'comma' || (t.kind === 'word' && (t.text === 'then' || t.text === 'else'));
  }

  /**
   * The resource after an amount; left out after `half your cents` (or any amount of one
   * resource read of a player), where the amount names it already.
   */
  private resourceAfter(amount: A.Expr): A.Name {
    if (this.atPhraseEnd()) {
      let read: A.Expr = amount;
      while (read.type === 'divide') read = read.of;
      if (read.type === 'property') return { text: read.name.text, range: read.name.range };
    }
    return this.name('a resource, such as cents');
  }

  /** `+2`, `-1`, `+(the number of …)`, or a plain amount. */
  private signedAmount(): A.Expr {
    if (this.eat('plus')) return this.factor();
    if (this.eat('minus')) return negate(this.factor());
    return this.expr();
  }

  private duration(): A.DurationNode | null {
    const start = this.tok.start;
    if (this.eatWord('until')) {
      this.eatWord('the');
      // "until the start of your turn" (also "until your next turn"): over before anything of that turn's start.
      if (this.eatPhrase('start', 'of', 'your', 'turn') || this.eatPhrase('start', 'of', 'your', 'next', 'turn') || this.eatPhrase('your', 'next', 'turn')) return { range: this.range(start), value: 'start-of-your-turn' };
      this.expectWord('end');
      this.expectWord('of');
      this.eatWord('the', 'this');
      if (this.eatWord('next')) {
        this.expectWord('turn');
        return { range: this.range(start), value: 'end-of-next-turn' };
      }
      this.expectWord('turn');
      return { range: this.range(start), value: 'end-of-turn' };
    }
    if (this.eatPhrase('this', 'turn')) return { range: this.range(start), value: 'end-of-turn' };
    if (this.eatPhrase('while', 'this', 'is', 'in', 'play') || this.eatPhrase('for', 'as', 'long', 'as', 'this', 'is', 'in', 'play')) return { range: this.range(start), value: 'while-source-in-play' };
    if (this.eatPhrase('for', 'the', 'rest', 'of', 'the', 'game') || this.eatPhrase('for', 'good') || this.eatWord('forever')) return { range: this.range(start), value: 'permanent' };
    return null;
  }

  // ---- Selectors ----

  private sel(): A.Sel {
    const start = this.tok.start;
    const first = this.selPrimary();
    if (!this.word('and') || !this.selectorAhead(1)) return first;
    const parts = [first];
    while (this.word('and') && this.selectorAhead(1)) {
      this.next();
      parts.push(this.selPrimary());
    }
    return { type: 'union', range: this.range(start), of: parts };
  }

  /** Whether the token `n` ahead starts a selector (so `and` joins two of them). */
  private selectorAhead(n: number): boolean {
    const t = this.peek(n);
    if (t.kind !== 'word') return false;
    return ['this', 'you', 'each', 'every', 'all', 'the', 'target', 'its', 'it', 'them', 'opponents', 'players', 'itself', 'up'].includes(t.text) || !RESERVED.has(t.text);
  }

  private selPrimary(): A.Sel {
    this.enter();
    try {
      const start = this.tok.start;
      let sel = this.selBase();
      sel = this.selPostfix(sel, start);
      return sel;
    } finally {
      this.leave();
    }
  }

  /** Filters, names and possessives after a selector; inside a target's own phrase a possessive belongs to the target. */
  private selPostfix(sel: A.Sel, start: number, inTarget = false): A.Sel {
    for (;;) {
      if (this.at('possessive') && !inTarget) {
        this.next();
        sel = this.possessed(sel, start);
        continue;
      }
      if (this.word('with') && this.wordAt(1, 'the') && (this.wordAt(2, 'most') || this.wordAt(2, 'fewest')) && this.peek(3).kind === 'word') {
        // `with the most souls`: those with the highest value, every one tied; `with the most power here`.
        this.next();
        this.next();
        const which = this.next().text as 'most' | 'fewest';
        const stat = this.next();
        const statRange = { start: stat.start, end: stat.end };
        const it: A.Sel = { type: 'bound', range: statRange, name: { text: 'it', range: statRange } };
        const by = this.totalHere({ type: 'property', range: statRange, of: it, name: { text: stat.text, range: statRange } });
        sel = { type: 'most', range: this.range(start), from: sel, by, which };
        continue;
      }
      const place = this.herePhrase();
      if (place !== undefined) {
        // `your minions here`, `a minion on this base`
        const range = this.range(start);
        const it: A.Sel = { type: 'bound', range, name: { text: 'it', range } };
        sel = { type: 'filter', range, from: sel, where: { type: 'here', range, card: it, place } };
        continue;
      }
      if (this.word('with') && this.peek().kind === 'word' && (this.verbArgs === 0 || this.comparisonAfter(2))) {
        // `with power 2 or less`
        const save = this.i;
        this.next();
        const stat = this.tok;
        if (stat.kind !== 'word' || RESERVED.has(stat.text)) {
          this.i = save;
          return sel;
        }
        this.next();
        const it: A.Sel = { type: 'bound', range: { start: stat.start, end: stat.end }, name: { text: 'it', range: { start: stat.start, end: stat.end } } };
        const left: A.Expr = { type: 'property', range: { start: stat.start, end: stat.end }, of: it, name: { text: stat.text, range: { start: stat.start, end: stat.end } } };
        const where = this.comparison(left, stat.start);
        sel = { type: 'filter', range: this.range(start), from: sel, where };
        continue;
      }
      if (this.word('that') && (this.wordAt(1, 'is') || this.wordAt(1, 'are'))) {
        this.next();
        const it: A.Sel = { type: 'bound', range: this.range(this.tok.start), name: { text: 'it', range: this.range(this.tok.start) } };
        const where = this.predicate(it, this.tok.start);
        sel = { type: 'filter', range: this.range(start), from: sel, where };
        continue;
      }
      if (this.word('named') && this.peek().kind === 'string') {
        this.next();
        const name = this.next();
        const it: A.Sel = { type: 'bound', range: { start: name.start, end: name.end }, name: { text: 'it', range: { start: name.start, end: name.end } } };
        const where: A.Cond = { type: 'is-card', range: this.range(name.start), card: it, name: { text: name.text, range: { start: name.start, end: name.end } } };
        sel = { type: 'filter', range: this.range(start), from: sel, where };
        continue;
      }
      if (this.eatWord('where')) {
        const where = this.cond();
        sel = { type: 'filter', range: this.range(start), from: sel, where };
        continue;
      }
      if (this.word('as') && sel.type === 'target') {
        this.next();
        sel = { ...sel, name: this.name('a name'), range: this.range(start) };
        continue;
      }
      return sel;
    }
  }

  /**
   * `here` or `on this <place>` ("on this base"), read and eaten: null for `here`, the place's
   * word otherwise; undefined, having read nothing, when neither comes next.
   */
  private herePhrase(): A.Name | null | undefined {
    if (this.eatWord('here')) return null;
    if (this.word('on') && this.wordAt(1, 'this') && this.peek(2).kind === 'word' && !['turn', 'card'].includes(this.peek(2).text) && !RESERVED.has(this.peek(2).text)) {
      this.next();
      this.next();
      return this.name('a place, such as base');
    }
    return undefined;
  }

  /** `<player>'s power here`: a property followed by `here` is the player's total where this card lies. */
  private totalHere(property: Extract<A.Expr, { type: 'property' }>): A.Expr {
    if (!this.word('here')) return property;
    this.next();
    return { type: 'total-here', range: { start: property.range.start, end: this.range(property.range.start).end }, of: property.of, name: property.name };
  }

  /**
   * Whether the tokens `n` ahead compare (`<= 2`, `2 or less`, `at least 3`, `is not 1`): in a
   * verb's arguments, `with power 2 or less` is a filter and `with amount 2` a named argument.
   */
  private comparisonAfter(n: number): boolean {
    const t = this.peek(n);
    if (t.kind === 'compare') return true;
    if (t.kind === 'word') return ['at', 'more', 'less', 'greater', 'fewer', 'is', 'not'].includes(t.text);
    const after = this.peek(n + 1);
    const then = this.peek(n + 2);
    return t.kind === 'number' && after.kind === 'word' && after.text === 'or' && then.kind === 'word' && ['more', 'less', 'greater', 'fewer', 'higher', 'lower'].includes(then.text);
  }

  /** `X's owner`, `X's controller`, `X's hand` (every card in it). */
  private possessed(of: A.Sel, start: number): A.Sel {
    if (this.word('top') || this.word('bottom')) return this.impliedPile(start, of);
    if (this.eatWord('owner')) return { type: 'owner', range: this.range(start), of };
    if (this.eatWord('controller')) return { type: 'controller', range: this.range(start), of };
    const zone = this.name('a zone, such as hand');
    const ref: A.ZoneRef = { range: this.range(start), zone, of, shared: false };
    return { type: 'zone', range: this.range(start), zone: ref, position: 'all', count: null, depth: null, noun: null };
  }

  private selBase(): A.Sel {
    const start = this.tok.start;
    const t = this.tok;
    if (t.kind === 'lparen') {
      this.next();
      const inner = this.sel();
      this.expect('rparen', undefined, '")"');
      return inner;
    }
    if (t.kind !== 'word') return this.fail('a card or a player', 'CW1011');
    // Targets: `target X`, `up to 2 target X`, `2 target X`.
    if (t.text === 'target' || (t.text === 'up' && this.wordAt(1, 'to'))) {
      let min = 1;
      let max = 1;
      if (this.eatPhrase('up', 'to')) {
        min = 0;
        max = this.number();
      }
      this.expectWord('target');
      const from = this.targetFrom();
      return { type: 'target', range: this.range(start), min, max, from, name: null };
    }
    switch (t.text) {
      case 'this':
        this.next();
        if (this.tok.kind === 'word' && !RESERVED.has(this.tok.text) && !SUBJECT_VERBS.has(this.tok.text) && !COST_WORDS.has(this.tok.text)) this.next(); // this bot, not `this costs 1 less`
        return { type: 'self', range: this.range(start) };
      case 'itself':
        this.next();
        return { type: 'self', range: this.range(start) };
      case 'you':
        this.next();
        return { type: 'you', range: this.range(start) };
      case 'your':
      case 'their':
      case 'its': {
        if (this.wordAt(1, 'top') || this.wordAt(1, 'bottom')) return this.impliedPile(start, this.possessor(this.next()));
        // `your hand` as a selector: every card of the zone.
        const zone = this.zoneRef();
        return { type: 'zone', range: this.range(start), zone, position: 'all', count: null, depth: null, noun: null };
      }
      case 'it':
      case 'them':
      case 'they':
        this.next();
        return { type: 'bound', range: this.range(start), name: { text: 'it', range: this.range(start) } };
      case 'opponents':
        this.next();
        return { type: 'players', range: this.range(start), which: 'opponents' };
      case 'players':
        this.next();
        return { type: 'players', range: this.range(start), which: 'all' };
      case 'each':
      case 'every':
      case 'all': {
        this.next();
        return this.eachRest(start);
      }
      case 'an':
      case 'a':
        if (this.wordAt(1, 'opponent')) {
          this.next();
          this.next();
          return { type: 'players', range: this.range(start), which: 'opponents' };
        }
        break;
      case 'event':
        this.next();
        return { type: 'event', range: this.range(start), field: this.name('a field of the event, such as source') };
      case 'the':
        return this.theRest(start);
    }
    // `cards in your stak`, `bots in the scrapheap`: every card of a zone.
    if (this.wordAt(1, 'in') && (t.text === 'cards' || t.text === 'card' || !RESERVED.has(t.text))) {
      const noun = this.next();
      this.next();
      const zone = this.zoneRef();
      return { type: 'zone', range: this.range(start), zone, position: 'all', count: null, depth: null, noun: { text: noun.text, range: { start: noun.start, end: noun.end } } };
    }
    if (RESERVED.has(t.text)) return this.fail('a card or a player', 'CW1011');
    this.next();
    return { type: 'bound', range: this.range(start), name: { text: t.text, range: { start: t.start, end: t.end } } };
  }

  /** After `target`: `opponent`, `player`, or any selector (`target card in the scrapheap`). */
  private targetFrom(): A.Sel {
    const start = this.tok.start;
    if (this.eatWord('opponent')) return this.selPostfix({ type: 'players', range: this.range(start), which: 'opponents' }, start, true);
    if (this.eatWord('player')) return this.selPostfix({ type: 'players', range: this.range(start), which: 'all' }, start, true);
    if (this.word('card') || this.word('cards') || (this.tok.kind === 'word' && !RESERVED.has(this.tok.text) && (this.wordAt(1, 'in') || this.wordAt(1, 'from')))) {
      // `target card in the scrapheap`, `target bot in each opponent's stak`
      const noun = this.next();
      if (!this.eatWord('in', 'from')) this.fail('"in", as in "target card in the scrapheap"');
      const zone = this.zoneRef();
      return this.selPostfix({ type: 'zone', range: this.range(start), zone, position: 'all', count: null, depth: null, noun: { text: noun.text, range: { start: noun.start, end: noun.end } } }, start, true);
    }
    if (this.word('top') || this.word('bottom')) return this.selPostfix(this.positional(start), start, true);
    return this.selPrimary();
  }

  /** After `each`/`every`/`all`: players, or every card of a zone. */
  private eachRest(start: number): A.Sel {
    if (this.eatWord('player', 'players')) return { type: 'players', range: this.range(start), which: 'all' };
    if (this.eatWord('opponent', 'opponents')) return { type: 'players', range: this.range(start), which: 'opponents' };
    if (this.word('other') && (this.wordAt(1, 'player') || this.wordAt(1, 'players'))) {
      this.next();
      this.next();
      return { type: 'players', range: this.range(start), which: 'others' };
    }
    // `each card in your hand`, `all bots in your stak`
    const noun = this.name('a player or a card');
    if (!this.eatWord('in', 'of')) this.fail('"in", as in "each card in your hand"');
    const zone = this.zoneRef();
    return { type: 'zone', range: this.range(start), zone, position: 'all', count: null, depth: null, noun };
  }

  /** `a player` (any one player), with its filters. */
  private aPlayer(): A.Sel {
    const start = this.tok.start;
    this.next();
    this.next();
    return this.selPostfix({ type: 'players', range: this.range(start), which: 'all' }, start);
  }

  /** After `for each`: `opponent`, `player`, `other player` or a selector. */
  private forEachSel(): A.Sel {
    const start = this.tok.start;
    // `for each bot that entered this way`
    const happened = this.happenedSel();
    if (happened) return happened;
    if (this.word('opponent') || this.word('player') || this.word('other') || this.word('card')) return this.selPostfix(this.eachRest(start), start);
    return this.sel();
  }

  private theRest(start: number): A.Sel {
    this.expectWord('the');
    if (this.eatPhrase('active', 'player')) return { type: 'active-player', range: this.range(start) };
    if (this.eatWord('event')) return { type: 'event', range: this.range(start), field: this.name('a field of the event, such as source') };
    if (this.eatWord('owner')) {
      this.expectWord('of');
      return { type: 'owner', range: this.range(start), of: this.selPrimary() };
    }
    if (this.eatWord('controller')) {
      this.expectWord('of');
      return { type: 'controller', range: this.range(start), of: this.selPrimary() };
    }
    if (this.word('top') || this.word('bottom')) return this.positional(start);
    // `the second card from the top of your stak`
    const ord = this.ordinal();
    if (ord !== null) {
      const noun = this.name('card');
      this.expectWord('from');
      this.expectWord('the');
      const side = this.eatWord('top', 'bottom');
      if (!side) this.fail('"top" or "bottom"');
      this.expectWord('of');
      const zone = this.zoneRef();
      return { type: 'zone', range: this.range(start), zone, position: side.text as 'top' | 'bottom', count: null, depth: { type: 'number', range: this.range(start), value: ord }, noun };
    }
    // `the cards in the scrapheap`, `the bots in your stak`
    const noun = this.name('a card or a player');
    if (this.word('on') && this.wordAt(1, 'top') && this.wordAt(2, 'of')) return this.onTopOf(start, noun);
    if (this.eatWord('in')) {
      const zone = this.zoneRef();
      return { type: 'zone', range: this.range(start), zone, position: 'all', count: null, depth: null, noun };
    }
    this.i -= 2;
    return this.fail('"the top card of …", "the cards in …", "the active player" …', 'CW1011');
  }

  /** `top [n] <noun> of <zone>` (after `the`, or after `target`). */
  private positional(start: number): A.Sel {
    const position = this.next();
    let count: A.Expr | null = null;
    if (this.at('number') || this.word('X') || this.at('lparen')) count = this.factor();
    const noun = this.tok.kind === 'word' && this.tok.text !== 'of' ? this.name('card') : null;
    this.expectWord('of');
    const zone = this.zoneRef();
    return { type: 'zone', range: this.range(start), zone, position: position.text as 'top' | 'bottom', count, depth: null, noun };
  }

  /** second → 1 (cards above it), third → 2; also 2nd, 3rd. */
  private ordinal(): number | null {
    const t = this.tok;
    if (t.kind === 'word' && t.text in ORDINALS) {
      this.next();
      return ORDINALS[t.text]!;
    }
    if (t.kind === 'number' && this.peek().kind === 'word' && ['st', 'nd', 'rd', 'th'].includes(this.peek().text) && this.peek().start === t.end) {
      this.next();
      this.next();
      return Math.max(0, this.numberValue(t) - 1);
    }
    return null;
  }

  /** A zone: `your stak`, `their hand`, `its owner's hand`, `the supply`, `X's stak`, `supply`. */
  private zoneRef(): A.ZoneRef {
    const start = this.tok.start;
    const t = this.tok;
    if (t.kind !== 'word') return this.fail('a zone, such as "your hand" or "the supply"');
    if (t.text === 'your') {
      this.next();
      const zone = this.name('a zone');
      return { range: this.range(start), zone, of: { type: 'you', range: { start: t.start, end: t.end } }, shared: false };
    }
    if (t.text === 'their' || (t.text === 'its' && !this.wordAt(1, 'owner') && !this.wordAt(1, 'controller'))) {
      this.next();
      const zone = this.name('a zone');
      const it: A.Sel = { type: 'bound', range: { start: t.start, end: t.end }, name: { text: 'it', range: { start: t.start, end: t.end } } };
      return { range: this.range(start), zone, of: t.text === 'its' ? { type: 'owner', range: it.range, of: it } : it, shared: false };
    }
    if (t.text === 'its') {
      // its owner's hand
      this.next();
      const role = this.next();
      this.expect('possessive', undefined, '"\'s"');
      const it: A.Sel = { type: 'bound', range: { start: t.start, end: t.end }, name: { text: 'it', range: { start: t.start, end: t.end } } };
      const zone = this.name('a zone');
      return { range: this.range(start), zone, of: { type: role.text === 'owner' ? 'owner' : 'controller', range: this.range(start), of: it }, shared: false };
    }
    if (t.text === 'the' && this.peek().kind === 'word' && this.peek(2).kind !== 'possessive' && !['owner', 'controller', 'active', 'top', 'bottom', 'event'].includes(this.peek().text)) {
      this.next();
      const zone = this.name('a zone');
      return { range: this.range(start), zone, of: null, shared: true };
    }
    if (!RESERVED.has(t.text) && this.peek().kind !== 'possessive') {
      this.next();
      return { range: this.range(start), zone: { text: t.text, range: { start: t.start, end: t.end } }, of: null, shared: true };
    }
    // `each opponent's stak`, `rival's hand`, `the owner of it's hand` (rare)
    let owner = this.selBase();
    if (owner.type === 'target' && this.eatWord('as')) owner = { ...owner, name: this.name('a name'), range: this.range(start) };
    this.expect('possessive', undefined, '"\'s", as in "each opponent\'s stak"');
    const zone = this.name('a zone');
    return { range: this.range(start), zone, of: owner, shared: false };
  }

  // ---- Expressions ----

  private expr(): A.Expr {
    this.enter();
    try {
      const start = this.tok.start;
      let left = this.term();
      for (;;) {
        if (this.at('plus') || this.at('minus')) {
          const op = this.next().kind === 'plus' ? '+' : '-';
          const right = this.term();
          left = { type: 'arith', range: this.range(start), op, left, right };
          continue;
        }
        return left;
      }
    } finally {
      this.leave();
    }
  }


  private term(): A.Expr {
    const start = this.tok.start;
    let left = this.factor();
    for (;;) {
      if (this.eat('star')) {
        const right = this.factor();
        left = { type: 'arith', range: this.range(start), op: '*', left, right };
      } else if (this.eat('slash')) {
        // `X / 2 [rounded up]`: rounded down unless it says up.
        const by = this.factor();
        const round = this.rounding();
        left = { type: 'divide', range: this.range(start), of: left, by, round };
      } else return left;
    }
  }

  /** `rounded up` or `rounded down` (with a comma before it or not) after a division; down when neither. */
  private rounding(): 'down' | 'up' {
    const save = this.i;
    this.eat('comma');
    if (this.eatWord('rounded')) {
      const way = this.eatWord('up', 'down');
      if (!way) this.fail('"up" or "down"');
      return way!.text === 'up' ? 'up' : 'down';
    }
    this.i = save;
    return 'down';
  }

  private factor(): A.Expr {
    this.enter();
    try {
      return this.factorInner();
    } finally {
      this.leave();
    }
  }

  private factorInner(): A.Expr {
    const start = this.tok.start;
    const t = this.tok;
    if (t.kind === 'number') {
      this.next();
      return { type: 'number', range: this.range(start), value: this.numberValue(t) };
    }
    if (t.kind === 'minus') {
      this.next();
      return negate(this.factor());
    }
    if (t.kind === 'lparen') {
      this.next();
      const inner = this.expr();
      this.expect('rparen', undefined, '")"');
      return inner;
    }
    if (t.kind !== 'word') return this.fail('a number', 'CW1009');
    if (t.text === 'X') {
      this.next();
      return { type: 'var', range: this.range(start), name: { text: 'x', range: this.range(start) } };
    }
    if (t.text === 'param') {
      this.next();
      const name = this.name('a parameter of the variant');
      return { type: 'param', range: this.range(start), name };
    }
    if (t.text === 'half') {
      // `half your cents, rounded up`
      this.next();
      this.eatWord('of');
      const of = this.factor();
      const two: A.Expr = { type: 'number', range: { start: t.start, end: t.end }, value: 2 };
      const round = this.rounding();
      return { type: 'divide', range: this.range(start), of, by: two, round };
    }
    if ((t.text === 'min' || t.text === 'max') && this.peek().kind === 'lparen') {
      this.next();
      this.next();
      const left = this.expr();
      this.expect('comma', undefined, '","');
      const right = this.expr();
      this.expect('rparen', undefined, '")"');
      return { type: 'arith', range: this.range(start), op: t.text, left, right };
    }
    if (t.text === 'the') {
      if (this.eatPhrase('the', 'roll')) return { type: 'var', range: this.range(start), name: { text: 'roll', range: this.range(start) } };
      if (this.eatPhrase('the', 'number', 'of')) {
        // `the number of times you attacked this turn`, `the number of cards you loot-played this turn`.
        const times = this.timesExpr(start);
        if (times) return times;
        const happened = this.happenedSel();
        if (happened) return { type: 'count', range: this.range(start), of: happened };
        return { type: 'count', range: this.range(start), of: this.sel() };
      }
      if (this.eatPhrase('the', 'damage', 'on')) return { type: 'damage-on', range: this.range(start), of: this.sel() };
      if (this.eatPhrase('the', 'event')) return { type: 'event-value', range: this.range(start), field: this.name('a field of the event') };
      // `the power of X`
      if (this.peek().kind === 'word' && this.wordAt(2, 'of') && !['top', 'bottom', 'owner', 'controller'].includes(this.peek().text)) {
        this.next();
        const name = this.name('a stat');
        this.expectWord('of');
        return { type: 'property', range: this.range(start), of: this.selPrimary(), name };
      }
    }
    if (t.text === 'your') {
      this.next();
      const name = this.name('a stat or resource');
      return this.totalHere({ type: 'property', range: this.range(start), of: { type: 'you', range: { start: t.start, end: t.end } }, name });
    }
    if (t.text === 'its' || t.text === 'their') {
      this.next();
      const name = this.name('a stat or resource');
      return this.totalHere({ type: 'property', range: this.range(start), of: { type: 'bound', range: { start: t.start, end: t.end }, name: { text: 'it', range: { start: t.start, end: t.end } } }, name });
    }
    // `rival's power`, `this's power` is odd but fine
    const save = this.i;
    if (t.kind === 'word' && !RESERVED.has(t.text) && this.peek().kind === 'possessive') {
      this.next();
      this.next();
      const name = this.name('a stat');
      return this.totalHere({ type: 'property', range: this.range(start), of: { type: 'bound', range: { start: t.start, end: t.end }, name: { text: t.text, range: { start: t.start, end: t.end } } }, name });
    }
    this.i = save;
    return this.fail('a number', 'CW1009');
  }

  private number(): number {
    const t = this.tok;
    if (t.kind !== 'number') this.fail('a number', 'CW1009');
    this.next();
    return this.numberValue(t);
  }

  private literal(): A.Literal {
    const t = this.tok;
    if (t.kind === 'number') {
      this.next();
      return { kind: 'number', value: this.numberValue(t), range: { start: t.start, end: t.end } };
    }
    if (t.kind === 'word') {
      this.next();
      return { kind: 'word', value: t.text, range: { start: t.start, end: t.end } };
    }
    return this.fail('a number or a word');
  }

  private name(expected: string): A.Name {
    const t = this.tok;
    if (t.kind !== 'word') this.fail(expected);
    this.next();
    return { text: t.text, range: { start: t.start, end: t.end } };
  }

  // ---- Conditions ----

  private cond(): A.Cond {
    this.enter();
    try {
      const start = this.tok.start;
      const first = this.condAnd();
      if (!this.word('or')) return first;
      const parts = [first];
      while (this.eatWord('or')) parts.push(this.condAnd());
      return { type: 'any', range: this.range(start), of: parts };
    } finally {
      this.leave();
    }
  }

  private condAnd(): A.Cond {
    const start = this.tok.start;
    const first = this.condNot();
    if (!this.word('and')) return first;
    const parts = [first];
    while (this.eatWord('and')) parts.push(this.condNot());
    return { type: 'all', range: this.range(start), of: parts };
  }

  private condNot(): A.Cond {
    const start = this.tok.start;
    if (!this.word('not')) return this.condAtom();
    this.next();
    this.enter();
    try {
      return { type: 'not', range: this.range(start), of: this.condNot() };
    } finally {
      this.leave();
    }
  }

  private condAtom(): A.Cond {
    this.enter();
    try {
      return this.condAtomInner();
    } finally {
      this.leave();
    }
  }

  private condAtomInner(): A.Cond {
    const start = this.tok.start;
    if (this.at('lparen')) {
      // A parenthesised condition, unless it is a parenthesised number: try the condition first.
      const save = this.i;
      const marks = this.said.mark();
      try {
        this.next();
        const inner = this.cond();
        this.expect('rparen', undefined, '")"');
        return inner;
      } catch (e) {
        this.recover(e);
        this.i = save;
        this.said.rollback(marks);
      } finally {
        this.said.settle();
      }
    }
    if (this.eatPhrase('it', 'is', 'your', 'turn')) return { type: 'is-active-player', range: this.range(start), player: { type: 'you', range: this.range(start) } };
    if (this.eatPhrase('it', 'is', 'not', 'your', 'turn')) {
      const inner: A.Cond = { type: 'is-active-player', range: this.range(start), player: { type: 'you', range: this.range(start) } };
      return { type: 'not', range: this.range(start), of: inner };
    }
    if (this.eatWord('option')) return { type: 'option', range: this.range(start), option: this.name('a rule option') };
    // `you did not attack this turn`, `a bot entered this way`.
    const history = this.historyCond(start);
    if (history) return history;
    if (this.eatWord('flag')) {
      const flag = this.name('a flag name');
      let scope: 'turn' | 'game' = 'turn';
      if (this.eatPhrase('this', 'game')) scope = 'game';
      else this.eatPhrase('this', 'turn');
      const op = this.compareOp();
      const value = this.number();
      return { type: 'flag', range: this.range(start), flag, scope, op, value };
    }
    if (this.word('there') && (this.wordAt(1, 'is') || this.wordAt(1, 'are'))) {
      this.next();
      this.next();
      const none = this.eatWord('no') !== null;
      if (!none) this.eatWord('a', 'an');
      let inner: A.Cond;
      if (this.word('roll') && this.wordAt(1, 'on') && this.wordAt(2, 'the') && this.wordAt(3, 'stack')) {
        for (let i = 0; i < 4; i += 1) this.next();
        inner = { type: 'roll-on-stack', range: this.range(start) };
      } else inner = { type: 'exists', range: this.range(start), of: this.playersAfterThereIs() ?? this.selPrimary() };
      return none ? { type: 'not', range: this.range(start), of: inner } : inner;
    }
    // A predicate on cards or players (`this is face up`), else a comparison of numbers.
    if (this.startsNumber()) return this.comparison(this.expr(), start);
    const save = this.i;
    const marks = this.said.mark();
    // Read the subject tentatively; once a predicate's words follow it, the predicate is what
    // was meant, and its errors are reported as such (not as a number that was never written).
    let committed: { subject: A.Sel; at: number; form: 'predicate' | 'have' } | null = null;
    try {
      const subject = this.selPrimary();
      if (this.word('is') || this.word('are') || this.word('has') || this.word('have')) {
        const at = this.i;
        const verb = this.next().text;
        if (verb === 'has' || verb === 'have') {
          const tag = this.tok;
          committed = { subject, at, form: tag.kind === 'hash' || (tag.kind === 'word' && tag.text === 'tag') ? 'predicate' : 'have' };
        } else if (this.startsPredicate()) committed = { subject, at, form: 'predicate' };
      }
    } catch (e) {
      this.recover(e);
    } finally {
      this.said.settle();
    }
    if (committed?.form === 'predicate') {
      this.i = committed.at;
      return this.predicate(committed.subject, start);
    }
    if (committed?.form === 'have') {
      this.i = committed.at + 1;
      const had = this.haveCondition(committed.subject, start);
      if (had) return had;
    }
    this.i = save;
    this.said.rollback(marks);
    // Nothing here reads as a number either: it is a condition that is missing.
    if (!this.startsExpr()) this.fail('a condition', 'CW1012');
    const left = this.expr();
    return this.comparison(left, start);
  }

  /** Whether a number could start here (`3`, `(`, `-`, X, a name and `'s`, `the …`, `your …`). */
  private startsExpr(): boolean {
    const t = this.tok;
    if (t.kind === 'number' || t.kind === 'lparen' || t.kind === 'minus') return true;
    if (t.kind !== 'word') return false;
    if (['X', 'the', 'your', 'its', 'their', 'param', 'min', 'max'].includes(t.text)) return true;
    return !RESERVED.has(t.text) && this.peek().kind === 'possessive';
  }

  /** Whether the next words can only be a number: `3`, `(…)`, `X`, `the number of …`, `the power of …`. */
  private startsNumber(): boolean {
    const t = this.tok;
    if (t.kind === 'number' || t.kind === 'lparen' || t.kind === 'minus') return true;
    if (t.kind !== 'word') return false;
    if (t.text === 'X' || ((t.text === 'min' || t.text === 'max') && this.peek().kind === 'lparen')) return true;
    if (t.text !== 'the') return false;
    const after = this.peek();
    if (after.kind !== 'word') return false;
    if (after.text === 'number' || after.text === 'roll' || after.text === 'damage') return true;
    return this.wordAt(2, 'of') && !['top', 'bottom', 'owner', 'controller'].includes(after.text);
  }

  private startsPredicate(): boolean {
    const t = this.tok;
    if (t.kind !== 'word') return false;
    if (t.text === 'not') {
      if (this.peek().kind === 'word' && ['face', 'on', 'in', 'a', 'an', 'you', 'yours', 'the', 'named', 'being', 'alive', 'dead', 'this'].includes(this.peek().text)) return true;
      this.next();
      const same = this.sameAhead();
      this.i -= 1;
      return same;
    }
    return ['face', 'on', 'in', 'a', 'an', 'you', 'yours', 'named', 'being', 'alive', 'dead', 'this'].includes(t.text) || (t.text === 'the' && this.wordAt(1, 'active')) || this.sameAhead();
  }

  /** After a subject: `is [not] face up|face down|on top|in <zone>|a <kind>|this|you|the active player|alive|dead|being <state>`, `has #tag`. */
  private predicate(subject: A.Sel, start: number): A.Cond {
    const verb = this.next().text;
    if (verb === 'has' || verb === 'have') {
      const tag = this.tok;
      if (tag.kind === 'hash') {
        this.next();
        return { type: 'has-tag', range: this.range(start), card: subject, tag: { text: tag.text, range: { start: tag.start + 1, end: tag.end } } };
      }
      this.expectWord('tag');
      return { type: 'has-tag', range: this.range(start), card: subject, tag: this.name('a tag') };
    }
    const negated = this.eatWord('not') !== null;
    let cond: A.Cond;
    if (this.eatWord('face')) {
      const side = this.eatWord('up', 'down');
      if (!side) this.fail('"up" or "down"');
      cond = { type: 'face-up', range: this.range(start), card: subject, up: side.text === 'up' };
    } else if (this.word('named') && this.peek().kind === 'string') {
      this.next();
      const name = this.next();
      cond = { type: 'is-card', range: this.range(start), card: subject, name: { text: name.text, range: { start: name.start, end: name.end } } };
    } else if (this.word('here') || (this.word('on') && this.wordAt(1, 'this'))) {
      // `is here`, `is on this base`
      const place = this.herePhrase();
      if (place === undefined) this.fail('a place, such as base');
      cond = { type: 'here', range: this.range(start), card: subject, place };
    } else if (this.word('on') && this.wordAt(1, 'top') && this.wordAt(2, 'of')) {
      cond = this.onTopOfPredicate(subject, start);
    } else if (this.eatPhrase('on', 'top')) {
      cond = { type: 'is-top', range: this.range(start), card: subject };
    } else if (this.eatWord('in')) {
      this.eatWord('a', 'an', 'the', 'your', 'their');
      cond = { type: 'in-zone', range: this.range(start), card: subject, zone: this.name('a zone') };
    } else if (this.eatWord('a', 'an')) {
      cond = { type: 'is-kind', range: this.range(start), card: subject, kind: this.name('a card kind') };
    } else if (this.eatWord('this')) {
      // `is this`, `is not this card`: the card whose ability it is.
      if (this.word('card') || (this.tok.kind === 'word' && !RESERVED.has(this.tok.text) && !SUBJECT_VERBS.has(this.tok.text))) this.next();
      cond = { type: 'is-self', range: this.range(start), card: subject };
    } else if (this.eatWord('you', 'yours')) {
      cond = { type: 'is-you', range: this.range(start), player: subject };
    } else if (this.eatPhrase('the', 'active', 'player')) {
      cond = { type: 'is-active-player', range: this.range(start), player: subject };
    } else if (this.eatWord('being')) {
      cond = { type: 'in-state', range: this.range(start), card: subject, state: this.name('a state, such as attacked') };
    } else if (this.word('alive') || this.word('dead')) {
      const alive = this.next().text === 'alive';
      cond = { type: 'is-alive', range: this.range(start), player: subject, alive };
    } else if (this.sameAhead()) {
      // `the event card is mark`: the card bound to a name.
      const name = this.next();
      const as: A.Sel = { type: 'bound', range: { start: name.start, end: name.end }, name: { text: name.text, range: { start: name.start, end: name.end } } };
      cond = { type: 'same', range: this.range(start), card: subject, as };
    } else return this.fail('face up, face down, on top, in <zone>, a <kind>, this, you, the active player, alive, dead or being <state>', 'CW1012');
    return negated ? { type: 'not', range: this.range(start), of: cond } : cond;
  }

  /** `<left> is 4 or more`, `>= 4`, `at least 4`, `less than 2`, `is 3`. */
  private comparison(left: A.Expr, start: number): A.Cond {
    this.eatWord('is', 'are');
    let op: Op = '=';
    if (this.at('compare')) op = this.next().text as Op;
    else if (this.eatPhrase('at', 'least')) op = '>=';
    else if (this.eatPhrase('at', 'most')) op = '<=';
    else if (this.eatPhrase('more', 'than') || this.eatPhrase('greater', 'than')) op = '>';
    else if (this.eatPhrase('less', 'than') || this.eatPhrase('fewer', 'than')) op = '<';
    else if (this.eatWord('not')) op = '!=';
    const right = this.expr();
    // `4 or more`; an `or` followed by anything else joins another condition.
    if (op === '=' && this.word('or') && ['more', 'greater', 'higher', 'less', 'fewer', 'lower'].includes(this.peek().text) && this.peek().kind === 'word') {
      this.next();
      op = ['more', 'greater', 'higher'].includes(this.next().text) ? '>=' : '<=';
    }
    return { type: 'compare', range: this.range(start), left, op, right };
  }

  private compareOp(): Op {
    const t = this.tok;
    if (t.kind === 'compare' && COMPARE_OPS.has(t.text)) {
      this.next();
      return t.text as Op;
    }
    this.eatWord('is');
    if (this.eatPhrase('at', 'least')) return '>=';
    if (this.eatPhrase('at', 'most')) return '<=';
    return '=';
  }

  // ---- Recovery: one error, no knock-on errors after it ----

  /**
   * After a broken body item: past the blocks it opened and left open (so that their `}` does
   * not close the card, and the lines inside them are not read as the card's), then the rest of
   * its line. Never past the start of the next declaration.
   */
  private skipBroken(from: number): void {
    let open = 0;
    for (let k = from; k < this.i; k += 1) {
      const kind = this.tokens.get(k).kind;
      if (kind === 'lbrace') open += 1;
      else if (kind === 'rbrace') open -= 1;
    }
    while (open > 0 && !this.at('eof')) {
      if (this.at('newline')) {
        this.next();
        if (this.looksLikeDecl()) return;
        continue;
      }
      if (this.at('lbrace')) open += 1;
      else if (this.at('rbrace')) open -= 1;
      this.next();
    }
    this.skipLine();
  }

  /** Whether the line here starts an ability of a card (`entry: …`, `when …`, `each time …`, `static: …`). */
  /** The effect, or a broken one when a block in it was left unclosed (its checks would only repeat that). */
  private unlessUnclosed(effect: A.Effect): A.Effect {
    if (!this.unclosed) return effect;
    this.unclosed = false;
    return { type: 'broken', range: effect.range };
  }

  private startsAbility(): boolean {
    const t = this.tok;
    if (t.kind !== 'word') return false;
    if (this.peek().kind === 'colon' && !EFFECT_VERBS.has(t.text) && t.text !== 'twice') return true;
    if (t.text === 'when' || t.text === 'whenever') return true;
    if (t.text === 'each' && this.wordAt(1, 'time')) return true;
    return t.text === 'once' && this.wordAt(1, 'per');
  }

  // ---- Designers' phrasings: forms printed cards use, each read into the tree of its long form ----

  private atForEach(): boolean {
    return this.word('for') && this.wordAt(1, 'each');
  }

  /**
   * `draw a card for each opponent`, `gain 1 cents for each card in your items`: after an effect
   * with a number, `for each <cards or players>` counts that number once for each, as
   * `draw (the number of opponents) cards` does. An effect without a number cannot say it.
   */
  private perEach(effect: A.Effect): A.Effect {
    if (!this.atForEach()) return effect;
    const slot = amountSlot(effect);
    if (slot === null) this.fail('the end of the effect: only an effect with a number counts "for each" (to do it for each one, write "for each …: <effect>")');
    const counted = slot.with(this.perEachAmount(slot.amount));
    // `gets +1 power for each opponent until end of turn`: a duration may follow the count.
    if ((counted.type === 'modify-stat' || counted.type === 'prevent') && counted.duration === null) counted.duration = this.duration();
    return { ...counted, range: this.range(effect.range.start) };
  }

  /** `amount` counted once for each of the cards or players after `for each`, if any follow. */
  private perEachAmount(amount: A.Expr): A.Expr {
    if (!this.atForEach()) return amount;
    const start = this.tok.start;
    this.next();
    this.next();
    const count: A.Expr = { type: 'count', range: this.range(start), of: this.forEachSel(), each: true };
    count.range = this.range(start);
    if (amount.type === 'number' && amount.value === 1) return count;
    if (amount.type === 'number' && amount.value === -1) return negate(count);
    return { type: 'arith', range: { start: amount.range.start, end: count.range.end }, op: '*', left: amount, right: count };
  }

  /** `subtract 2 from the roll`: as `add -2 to the roll`. */
  private subtractRest(start: number): A.Effect {
    const amount = this.expr();
    this.expectWord('from');
    if (!this.eatPhrase('the', 'roll') && !this.eatWord('it')) this.fail('"the roll", as in "subtract 1 from the roll"');
    return { type: 'modify-roll', range: this.range(start), amount: negate(amount) };
  }

  /** A verb in the third person (`scraps`, `resets`, `loots`) that is none of the language's own words. */
  private isThirdPersonVerb(word: string): boolean {
    return /^[a-z][a-z-]*[^s]s$/.test(word) && !RESERVED.has(word);
  }

  /**
   * `each opponent scraps their top bot`: a game verb with its subject first. Its cards are the
   * subject's, so `their` (and `its`) in its arguments name the subject: this reads as
   * `scrap each opponent's top bot`. A subject with no such word is the verb's `who`.
   */
  private subjectGameVerb(start: number, who: A.Sel): A.Effect {
    const t = this.next();
    const verb = { text: baseVerb(t.text), range: { start: t.start, end: t.end } };
    const effect = this.gameVerbArgs(start, verb);
    if (who.type === 'you') return effect;
    let owned = false;
    const args = effect.args.map((arg) => {
      if (!isSelNode(arg.value)) return arg;
      const [value, changed] = ownedBy(arg.value, who);
      owned ||= changed;
      return { ...arg, value };
    });
    if (owned) return { ...effect, args };
    return { ...effect, args: [...effect.args, { range: who.range, name: { text: 'who', range: who.range }, value: who }] };
  }

  /** `your`, `their`, `its` as the owner of a zone: you, the card or player in hand (`it`), its owner. */
  private possessor(t: Token): A.Sel {
    const range = { start: t.start, end: t.end };
    if (t.text === 'your') return { type: 'you', range };
    const it: A.Sel = { type: 'bound', range, name: { text: 'it', range } };
    return t.text === 'its' ? { type: 'owner', range, of: it } : it;
  }

  /**
   * `your top bot`, `each opponent's top bot`, `their bottom 2 cards`: the top (or bottom) of the
   * game's one pile per player, which the card does not name (semantics/zones.ts says which).
   */
  private impliedPile(start: number, of: A.Sel): A.Sel {
    const position = this.next().text as 'top' | 'bottom';
    const count = this.at('number') || this.word('X') || this.at('lparen') ? this.factor() : null;
    const noun = this.name('a card, such as "top bot" or "top card"');
    const zone: A.ZoneRef = { range: noun.range, zone: { text: '', range: { start: noun.range.end, end: noun.range.end } }, of, shared: false, implied: true };
    return { type: 'zone', range: this.range(start), zone, position, count, depth: null, noun };
  }

  /** `the bot on top of your stak`: as `the top bot of your stak`. */
  private onTopOf(start: number, noun: A.Name): A.Sel {
    this.next();
    this.next();
    this.next();
    const zone = this.zoneRef();
    return { type: 'zone', range: this.range(start), zone, position: 'top', count: null, depth: null, noun };
  }

  /**
   * `<card> is on top of your stak` (or `of the supply`): on top, in that zone, and for your zone
   * yours. Another player's zone has no way to say whose it is here, so it is refused.
   */
  private onTopOfPredicate(subject: A.Sel, start: number): A.Cond {
    this.next();
    this.next();
    this.next();
    const zone = this.zoneRef();
    if (zone.of !== null && zone.of.type !== 'you') this.fail('"your <zone>" or "the <zone>" after "on top of"');
    const parts: A.Cond[] = [
      { type: 'is-top', range: this.range(start), card: subject },
      { type: 'in-zone', range: this.range(start), card: subject, zone: zone.zone },
    ];
    if (zone.of !== null) parts.push({ type: 'is-you', range: this.range(start), player: { type: 'owner', range: zone.range, of: subject } });
    return { type: 'all', range: this.range(start), of: parts };
  }

  /**
   * After `<player> has` (or `have`): `the most souls` / `the fewest cents` among all players (a
   * tie counts), for you; or a number of a stat or resource: `3 or more cents`, `at least 2 souls`,
   * `fewer than 3 cents`, `exactly 4 souls`, `no cents`. Null, having read nothing, otherwise.
   */
  private haveCondition(subject: A.Sel, start: number): A.Cond | null {
    if (this.word('the') && (this.wordAt(1, 'most') || this.wordAt(1, 'fewest')) && this.peek(2).kind === 'word') {
      if (subject.type !== 'you') this.fail('"you", as in "you have the most souls": for another player, write "<player> is …" with a condition on their numbers');
      this.next();
      const which = this.next().text as 'most' | 'fewest';
      const stat = this.next();
      const statRange = { start: stat.start, end: stat.end };
      const it = (range: Range): A.Sel => ({ type: 'bound', range, name: { text: 'it', range } });
      const players: A.Sel = { type: 'players', range: statRange, which: 'all' };
      const by = this.totalHere({ type: 'property', range: statRange, of: it(statRange), name: { text: stat.text, range: statRange } });
      const most: A.Sel = { type: 'most', range: this.range(start), from: players, by, which };
      const mine: A.Sel = { type: 'filter', range: this.range(start), from: most, where: { type: 'is-you', range: subject.range, player: it(subject.range) } };
      return { type: 'exists', range: this.range(start), of: mine, have: true };
    }
    const save = this.i;
    let op: Op | null = null;
    let right: A.Expr | null = null;
    if (this.eatPhrase('at', 'least')) op = '>=';
    else if (this.eatPhrase('at', 'most')) op = '<=';
    else if (this.eatPhrase('more', 'than')) op = '>';
    else if (this.eatPhrase('fewer', 'than') || this.eatPhrase('less', 'than')) op = '<';
    else if (this.eatWord('exactly')) op = '=';
    else if (this.word('no')) {
      const no = this.next();
      op = '=';
      right = { type: 'number', range: { start: no.start, end: no.end }, value: 0 };
    }
    if (right === null) {
      if (!this.startsNumber()) {
        this.i = save;
        return null;
      }
      right = this.expr();
    }
    if (op === null) {
      if (this.word('or') && this.peek().kind === 'word' && ['more', 'greater', 'higher'].includes(this.peek().text)) op = '>=';
      else if (this.word('or') && this.peek().kind === 'word' && ['less', 'fewer', 'lower'].includes(this.peek().text)) op = '<=';
      if (op !== null) {
        this.next();
        this.next();
      } else op = '=';
    }
    const name = this.tok;
    if (name.kind !== 'word' || RESERVED.has(name.text)) {
      this.i = save;
      return null;
    }
    this.next();
    const range = { start: name.start, end: name.end };
    const left: A.Expr = { type: 'property', range, of: subject, name: { text: name.text, range } };
    return { type: 'compare', range: this.range(start), left, op, right, have: true };
  }

  /** After `there is [a|no]`: `player`, `opponent`, `other player` are players, not a name. */
  private playersAfterThereIs(): A.Sel | null {
    const start = this.tok.start;
    const t = this.tok;
    const players = t.kind === 'word' && (['player', 'players', 'opponent', 'opponents'].includes(t.text) || (t.text === 'other' && (this.wordAt(1, 'player') || this.wordAt(1, 'players'))));
    return players ? this.selPostfix(this.eachRest(start), start) : null;
  }

  /** `your`, `an opponent's`, `anyone's` before `next` (`at your next turn-began`); null, having read nothing, otherwise. */
  private subjectBeforeNext(): A.Subject | null {
    const save = this.i;
    if (this.word('next')) return null;
    const subject = this.subject();
    if (this.word('next') && subject.range.end > subject.range.start) return subject;
    this.i = save;
    return null;
  }

  // ---- Rule numbers, granted abilities, turn history and decks ----

  /**
   * How many tokens from `k` name whose rule number it is: `your`, `each opponent's`,
   * `opponents'`, `the active player's`, `target opponent's`, `rival's`; 0 for none.
   */
  private whoseLength(k: number): number {
    const t = this.peek(k);
    if (t.kind !== 'word') return 0;
    const word = (n: number, ...texts: string[]) => this.peek(k + n).kind === 'word' && texts.includes(this.peek(k + n).text);
    const possessiveAt = (n: number) => this.peek(k + n).kind === 'possessive';
    if (t.text === 'your') return 1;
    if ((t.text === 'each' || t.text === 'every') && word(1, 'opponent', 'player') && possessiveAt(2)) return 3;
    if ((t.text === 'each' || t.text === 'every') && word(1, 'other') && word(2, 'player') && possessiveAt(3)) return 4;
    if ((t.text === 'opponents' || t.text === 'players') && possessiveAt(1)) return 2;
    if (t.text === 'the' && word(1, 'active') && word(2, 'player') && possessiveAt(3)) return 4;
    if (t.text === 'target' && word(1, 'opponent', 'player') && possessiveAt(2)) return 3;
    if (!RESERVED.has(t.text) && possessiveAt(1)) return 2;
    return 0;
  }

  /** Whether a number starts at token `k` (as written after `is`, `costs`, `by`). */
  private amountAt(k: number): boolean {
    const t = this.peek(k);
    if (t.kind === 'number' || t.kind === 'lparen' || t.kind === 'minus') return true;
    if (t.kind !== 'word') return false;
    if (t.text === 'X' || t.text === 'param' || t.text === 'half') return true;
    if ((t.text === 'min' || t.text === 'max') && this.peek(k + 1).kind === 'lparen') return true;
    return t.text === 'the' && this.peek(k + 1).kind === 'word' && ['number', 'roll', 'damage', 'event'].includes(this.peek(k + 1).text);
  }

  /**
   * Whether a rule number phrase starts here: `[whose] <rule words> is|are <n>` or
   * `<rule words> cost|costs <n>` (`your hand limit is 8`, `purchases cost 2 more`,
   * `souls-to-win is (param souls)`). Rule words are one to three plain words.
   */
  private ruleNumberAhead(): boolean {
    let k = this.whoseLength(0);
    let words = 0;
    while (words < 3) {
      const t = this.peek(k);
      if (t.kind !== 'word' || RESERVED.has(t.text) || t.text === 'cost' || t.text === 'costs') break;
      words += 1;
      k += 1;
    }
    if (words === 0) return false;
    const verb = this.peek(k);
    if (verb.kind !== 'word' || !['is', 'are', 'cost', 'costs'].includes(verb.text)) return false;
    return this.amountAt(k + 1);
  }

  /** `your hand limit is 8`, `purchases cost 2 more for each opponent`: whose, which, and how it changes. */
  private ruleChange(): A.RuleChangeNode {
    const whoStart = this.tok.start;
    const whose = this.whoseLength(0);
    let who: A.Sel | null = null;
    if (whose > 0) {
      if (this.word('your')) {
        this.next();
        who = { type: 'you', range: this.range(whoStart) };
      } else {
        who = this.selBase();
        this.expect('possessive', undefined, '"\'s"');
      }
    }
    const first = this.tok;
    const words: string[] = [];
    while (this.tok.kind === 'word' && !['is', 'are', 'cost', 'costs'].includes(this.tok.text)) words.push(this.next().text);
    const rule: A.Name = { text: words.join('-'), range: this.range(first.start) };
    const verb = this.next().text;
    let amount = this.expr();
    let op: 'set' | 'add' = 'set';
    if (this.eatWord('more', 'higher', 'greater')) op = 'add';
    else if (this.eatWord('less', 'lower', 'fewer')) {
      op = 'add';
      amount = negate(amount);
    } else if (verb === 'cost' || verb === 'costs') op = 'set';
    const each = this.eatPhrase('for', 'each') ? this.forEachSel() : null;
    return { who, rule, op, amount, each };
  }

  /** Whether the word `cannot` comes before the end of this line (outside braces): a prohibition's line. */
  private cannotAhead(): boolean {
    for (let k = 0; ; k += 1) {
      const t = this.peek(k);
      if (t.kind === 'word' && t.text === 'cannot') return true;
      if (t.kind === 'newline' || t.kind === 'eof' || t.kind === 'lbrace' || t.kind === 'rbrace' || t.kind === 'semicolon' || t.kind === 'colon') return false;
    }
  }

  /** `<cards> cannot be played|destroyed|moved|activated [while <condition>]`. */
  private prohibition(start: number): A.Ability {
    const cards = this.sel();
    this.expectWord('cannot');
    this.expectWord('be');
    const act = this.name('what the cards cannot undergo: played, destroyed, moved or activated');
    const condition = this.eatWord('while') ? this.cond() : null;
    return { type: 'prohibition', range: this.range(start), cards, act, condition };
  }

  /** `static: your hand limit is 8 [while …]`, or a variant's `rule: souls-to-win is 5`. */
  private ruleNumberAbility(start: number, label: A.Name, condition: A.Cond | null): A.Ability {
    const change = this.ruleChange();
    const whileCond = this.eatWord('while') ? this.cond() : null;
    return { type: 'rule-number', range: this.range(start), label, condition: condition ?? whileCond, ...change };
  }

  /** Whether a duration, then a comma, starts the effect: `until end of turn, …`. */
  private leadingDurationAhead(): boolean {
    if (this.word('until')) return true;
    if (this.word('for') && (this.wordAt(1, 'good') || (this.wordAt(1, 'the') && this.wordAt(2, 'rest')) || (this.wordAt(1, 'as') && this.wordAt(2, 'long')))) return true;
    if (this.word('this') && this.wordAt(1, 'turn') && this.peek(2).kind === 'comma') return true;
    if (this.word('while') && this.wordAt(1, 'this')) return true;
    return this.word('forever') && this.peek().kind === 'comma';
  }

  /** `until end of turn, <a change that lasts>`: the duration written first. */
  private leadingDuration(start: number): A.Effect {
    const duration = this.duration();
    if (!duration) return this.fail('a duration, such as "until end of turn"');
    this.eat('comma');
    const inner = this.effectInner();
    if ((inner.type === 'change-rule' || inner.type === 'grant' || inner.type === 'modify-stat') && inner.duration === null) return { ...inner, duration, range: this.range(start) };
    return this.fail('a change that lasts after the duration: "<cards> get +1 power", "your hand limit is 8" or "<cards> has { <ability> }"');
  }

  /** `your hand limit is 8 until end of turn`: a rule number changed by an effect. */
  private changeRuleEffect(start: number): A.Effect {
    const change = this.ruleChange();
    return { type: 'change-rule', range: this.range(start), duration: this.duration(), ...change };
  }

  /** After `double` or `triple` (not `double the numbers of`): `the cents of <player>`, `your cents`, `<player>'s cents`. */
  private multiplyRest(start: number, factor: number): A.Effect {
    if (this.word('your')) {
      const your = this.next();
      const resource = this.name('a resource, such as cents');
      return { type: 'multiply', range: this.range(start), who: { type: 'you', range: { start: your.start, end: your.end } }, resource, factor };
    }
    if (this.word('the') && this.peek().kind === 'word' && this.wordAt(2, 'of')) {
      this.next();
      const resource = this.name('a resource, such as cents');
      this.expectWord('of');
      return { type: 'multiply', range: this.range(start), who: this.selPrimary(), resource, factor };
    }
    const who = this.selBase();
    this.expect('possessive', undefined, '"the <resource> of <player>", as in "double the cents of target player"');
    const resource = this.name('a resource, such as cents');
    return { type: 'multiply', range: this.range(start), who, resource, factor };
  }

  /** `<cards> has|gains|gets { <ability> } [duration]`, or the ability in quotes. */
  private grantRest(start: number, cards: A.Sel): A.Effect {
    let ability: A.Ability;
    if (this.at('string')) {
      const t = this.next();
      // The ability is read where it stands in the source, between the quotes.
      if (this.source.slice(t.start + 1, t.end - 1) !== t.text || t.closed === false) this.fail('an ability in braces, as in "{ when this dies: loot 2 }" (quotes cannot hold escapes)');
      const inner = new Parser(this.source, t.start + 1, t.end - 1);
      const read = inner.grantedAbility();
      this.said.addMade(inner.found().diagnostics);
      if (read === null) throw new Abandon(true);
      ability = read;
    } else {
      ability = this.braced(() => {
        const read = this.abilityOnly();
        this.skipNewlines();
        return read;
      }, this.tok.start);
    }
    return { type: 'grant', range: this.range(start), cards, ability, duration: this.duration() };
  }

  /** One ability, alone: what a grant's quotes hold. Null after reporting what is wrong. */
  grantedAbility(): A.Ability | null {
    try {
      this.skipNewlines();
      const ability = this.abilityOnly();
      this.skipNewlines();
      if (!this.at('eof')) this.fail('the end of the ability');
      return ability;
    } catch (e) {
      this.recover(e);
      return null;
    }
  }

  /** A body item that must be an ability (not `text`, `die:` or `param`). */
  private abilityOnly(): A.Ability {
    const start = this.tok.start;
    if ((this.word('text') && this.peek().kind === 'string') || (this.word('die') && (this.peek().kind === 'colon' || this.peek().kind === 'lbrace')) || this.word('param')) {
      return this.fail('an ability, such as "when this dies: loot 2"');
    }
    const item = this.bodyItem();
    if (item.type === 'text' || item.type === 'die' || item.type === 'param' || item.type === 'broken') return this.fail('an ability, such as "when this dies: loot 2"');
    return { ...item, range: this.range(start) } as A.Ability;
  }

  /** After `look at the top <n> cards of <zone>, put`: the old `<m> on the bottom`, or what is taken and where the rest go. */
  private lookRest(start: number, count: A.Expr, zone: A.ZoneRef): A.Effect {
    const upTo = this.eatPhrase('up', 'to');
    const take = this.countWord();
    let noun: A.Name | null = null;
    if (this.tok.kind === 'word' && !['of', 'on', 'at', 'into', 'back', 'card', 'cards'].includes(this.tok.text) && !RESERVED.has(this.tok.text)) noun = this.name('a card kind');
    else this.eatWord('card', 'cards');
    this.eatPhrase('of', 'them');
    let to: A.ZoneRef | 'top' | 'bottom';
    if (this.eatPhrase('on', 'the', 'bottom') || this.eatPhrase('at', 'the', 'bottom')) {
      this.eatPhrase('of', 'it');
      to = 'bottom';
    } else if (this.eatPhrase('on', 'top') || this.eatPhrase('back', 'on', 'top')) {
      this.eatPhrase('of', 'it');
      to = 'top';
    } else if (this.eatWord('into')) to = this.zoneRef();
    else return this.fail('where they go: "into <zone>", "on top" or "on the bottom"');
    const rested = this.eatPhrase('and', 'the', 'rest');
    // `put 2 on the bottom` alone is the reordering look it always was.
    if (!rested && !upTo && noun === null && to === 'bottom') return { type: 'look', range: this.range(start), count, zone, toBottom: take };
    let rest: 'top' | 'bottom' = 'bottom';
    if (rested) {
      if (this.eatPhrase('on', 'the', 'bottom') || this.eatPhrase('at', 'the', 'bottom')) rest = 'bottom';
      else if (this.eatPhrase('back', 'on', 'top') || this.eatPhrase('on', 'top')) rest = 'top';
      else return this.fail('where the rest go: "on the bottom" or "back on top"');
      this.eatPhrase('in', 'any', 'order');
    }
    return { type: 'look-take', range: this.range(start), count, zone, take, upTo, noun, to, rest };
  }

  /** `a minion with power 3 or more [as name]`: the noun, the filters after it and a name. */
  private describedCard(): { noun: A.Name; filters: A.CardFilter[]; name: A.Name | null } {
    this.eatWord('a', 'an');
    const noun = this.name('a card kind, such as minion');
    const placeholder: A.Sel = { type: 'bound', range: noun.range, name: { text: 'it', range: noun.range } };
    const filters: A.CardFilter[] = [];
    let sel = this.selPostfix(placeholder, noun.range.start, true);
    while (sel.type === 'filter') {
      filters.unshift({ range: sel.where.range, where: sel.where });
      sel = sel.from;
    }
    const name = this.eatWord('as') ? this.name('a name') : null;
    return { noun, filters, name };
  }

  /** `reveal cards from the top of <zone> until <a card> [as name]: <effects>`. */
  private revealUntilRest(start: number): A.Effect {
    this.eatWord('cards', 'card');
    this.expectWord('from');
    this.expectWord('the');
    this.expectWord('top');
    this.expectWord('of');
    const zone = this.zoneRef();
    this.expectWord('until');
    this.eatWord('you');
    this.eatWord('reveal');
    const { noun, filters, name } = this.describedCard();
    this.expect('colon', undefined, '":" before what happens to the card revealed');
    return { type: 'reveal-until', range: this.range(start), zone, noun, filters, name, then: this.effects() };
  }

  /** `search <zone> for <a card> [as name]: <effects>`, the zone shuffled after. */
  private searchRest(start: number): A.Effect {
    const zone = this.zoneRef();
    this.expectWord('for');
    const { noun, filters, name } = this.describedCard();
    this.expect('colon', undefined, '":" before what happens to the card found');
    return { type: 'search', range: this.range(start), zone, noun, filters, name, then: this.effects() };
  }

  /** Whose events, written before the event: `you`, `an opponent`, `opponents`, `anyone`, `a player`; null when none is written here. */
  private historyByAt(k: number): { by: A.HistoryBy; length: number } | null {
    const t = this.peek(k);
    if (t.kind !== 'word') return null;
    const next = this.peek(k + 1);
    if (t.text === 'you') return { by: 'you', length: 1 };
    if ((t.text === 'an' || t.text === 'each' || t.text === 'any') && next.kind === 'word' && next.text === 'opponent') return { by: 'opponents', length: 2 };
    if (t.text === 'opponents') return { by: 'opponents', length: 1 };
    if (t.text === 'anyone' || t.text === 'someone') return { by: 'any', length: 1 };
    if ((t.text === 'a' || t.text === 'any') && next.kind === 'word' && next.text === 'player') return { by: 'any', length: 2 };
    return null;
  }

  /** Whether `this turn` or `this way` follows an event word at `k` (with `did [not]` before it). */
  private historyTailAt(k: number): { length: number } | null {
    let n = k;
    if (this.peek(n).kind === 'word' && this.peek(n).text === 'did') {
      n += 1;
      if (this.peek(n).kind === 'word' && this.peek(n).text === 'not') n += 1;
    }
    const event = this.peek(n);
    if (event.kind !== 'word' || RESERVED.has(event.text)) return null;
    const a = this.peek(n + 1);
    const b = this.peek(n + 2);
    if (a.kind === 'word' && a.text === 'this' && b.kind === 'word' && (b.text === 'turn' || b.text === 'way')) return { length: n + 3 - k };
    return null;
  }

  /** `[did [not]] <event> this turn|way`, after whose events they are. */
  private historyTail(): { event: A.Name; negated: boolean; thisWay: boolean } {
    let negated = false;
    if (this.eatWord('did')) negated = this.eatWord('not') !== null;
    const event = this.name('an event, such as attacked');
    this.expectWord('this');
    const when = this.eatWord('turn', 'way');
    if (!when) this.fail('"this turn" or "this way"');
    return { event, negated, thisWay: when!.text === 'way' };
  }

  /**
   * A condition on this turn's events: `you did not attack this turn`, `an opponent purchased
   * this turn`, `a bot entered this way`; null when the words are none.
   */
  private historyCond(start: number): A.Cond | null {
    const by = this.historyByAt(0);
    if (by && this.historyTailAt(by.length)) {
      for (let n = 0; n < by.length; n += 1) this.next();
      const tail = this.historyTail();
      return { type: 'happened', range: this.range(start), by: by.by, event: tail.event, negated: tail.negated, thisWay: tail.thisWay, noun: null };
    }
    // `a bot entered this way`: any player's, of a kind of card.
    if ((this.word('a') || this.word('an')) && this.peek().kind === 'word' && !RESERVED.has(this.peek().text) && this.historyTailAt(2)) {
      this.next();
      const noun = this.name('a card kind');
      const tail = this.historyTail();
      return { type: 'happened', range: this.range(start), by: 'any', event: tail.event, negated: tail.negated, thisWay: tail.thisWay, noun };
    }
    return null;
  }

  /**
   * Cards of this turn's events: `bots that entered this way`, `cards you loot-played this
   * turn`; null when the words are none. (After `for each` and `the number of`.)
   */
  private happenedSel(): A.Sel | null {
    const start = this.tok.start;
    const noun = this.tok;
    if (noun.kind !== 'word' || (RESERVED.has(noun.text) && noun.text !== 'card' && noun.text !== 'cards')) return null;
    // `loot cards you loot-played this turn`: a kind, then `cards`.
    const after = noun.text !== 'card' && noun.text !== 'cards' && (this.wordAt(1, 'cards') || this.wordAt(1, 'card')) ? 2 : 1;
    const by = this.wordAt(after, 'that') ? null : this.historyByAt(after);
    if (!by && !this.wordAt(after, 'that')) return null;
    const k = by ? after + by.length : after + 1;
    if (!this.historyTailAt(k)) return null;
    for (let n = 0; n < k; n += 1) this.next();
    const tail = this.historyTail();
    const nounName = noun.text === 'card' || noun.text === 'cards' ? null : { text: noun.text, range: { start: noun.start, end: noun.end } };
    return { type: 'happened', range: this.range(start), noun: nounName, by: by?.by ?? 'any', event: tail.event, thisWay: tail.thisWay };
  }

  /** `the number of times you attacked this turn`, after `the number of`; null when the words are none. */
  private timesExpr(start: number): A.Expr | null {
    if (!this.word('times')) return null;
    const by = this.historyByAt(1);
    if (!by || !this.historyTailAt(1 + by.length)) return null;
    this.next();
    for (let n = 0; n < by.length; n += 1) this.next();
    const tail = this.historyTail();
    return { type: 'times', range: this.range(start), by: by.by, event: tail.event, thisWay: tail.thisWay };
  }

  /** After `is [not]`: a name given with `as`, standing alone (`the event card is mark`). */
  private sameAhead(): boolean {
    const t = this.tok;
    if (t.kind !== 'word' || RESERVED.has(t.text) || NOT_A_NAME.has(t.text)) return false;
    const after = this.peek();
    return after.kind !== 'word' || ['then', 'and', 'or', 'else', 'otherwise', 'once', 'while'].includes(after.text);
  }

}

/**
 * Whether a word followed by a string may start a declaration: any word (the card's kind) but
 * `text "…"`, a body item, and `starts-with "…"`, a header item that may begin a line.
 */
export function startsDecl(word: string): boolean {
  return word !== 'text' && word !== STARTS_WITH;
}

/** Whether only spaces stand between the start of its line and `offset`. */
export function startsLine(source: string, offset: number): boolean {
  for (let k = offset - 1; k >= 0; k -= 1) {
    const c = source.charCodeAt(k);
    if (c === 10) return true;
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

function negate(e: A.Expr): A.Expr {
  if (e.type === 'number') return { ...e, value: -e.value };
  return { type: 'arith', range: e.range, op: '-', left: { type: 'number', range: { start: e.range.start, end: e.range.start }, value: 0 }, right: e };
}

/** `scraps` -> `scrap`, `carries` -> `carry`, `pushes` -> `push`. */
function baseVerb(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const SEL_NODE_TYPES: ReadonlySet<string> = new Set(['self', 'you', 'active-player', 'players', 'bound', 'event', 'owner', 'controller', 'zone', 'filter', 'most', 'union', 'target']);

function isSelNode(v: A.Sel | A.Expr | A.Effect): v is A.Sel {
  return SEL_NODE_TYPES.has(v.type);
}

/** `their <zone>` / `its <zone>` in a selector made `<who>'s <zone>`; whether any was. */
function ownedBy(sel: A.Sel, who: A.Sel): [A.Sel, boolean] {
  const theirs = (of: A.Sel | null) => of !== null && ((of.type === 'bound' && of.name.text === 'it') || (of.type === 'owner' && of.of.type === 'bound' && of.of.name.text === 'it'));
  switch (sel.type) {
    case 'zone':
      return theirs(sel.zone.of) ? [{ ...sel, zone: { ...sel.zone, of: who } }, true] : [sel, false];
    case 'filter':
    case 'most':
    case 'target': {
      const [from, changed] = ownedBy(sel.from, who);
      return [{ ...sel, from }, changed];
    }
    case 'union': {
      const parts = sel.of.map((part) => ownedBy(part, who));
      return [{ ...sel, of: parts.map(([p]) => p) }, parts.some(([, c]) => c)];
    }
    default:
      return [sel, false];
  }
}

/** The number an effect is about (`draw 2 cards`: 2) and the effect with another in its place; null when it has none. */
function amountSlot(e: A.Effect): { amount: A.Expr; with: (amount: A.Expr) => A.Effect } | null {
  switch (e.type) {
    case 'damage':
    case 'gain':
    case 'lose':
    case 'add-counter':
    case 'modify-stat':
      return { amount: e.amount, with: (amount) => ({ ...e, amount }) };
    case 'heal':
    case 'prevent':
    case 'remove-counter': {
      const amount = e.amount;
      return amount === 'all' ? null : { amount, with: (next) => ({ ...e, amount: next }) };
    }
    case 'draw':
    case 'discard':
    case 'extra-action':
      return { amount: e.count, with: (count) => ({ ...e, count }) };
    case 'verb': {
      const first = e.args[0];
      if (!first || first.name !== null || isSelNode(first.value) || !EXPR_NODE_TYPES.has(first.value.type)) return null;
      return { amount: first.value as A.Expr, with: (amount) => ({ ...e, args: [{ ...first, value: amount }, ...e.args.slice(1)] }) };
    }
    default:
      return null;
  }
}

const EXPR_NODE_TYPES: ReadonlySet<string> = new Set(['number', 'count', 'property', 'damage-on', 'var', 'event-value', 'param', 'arith']);
