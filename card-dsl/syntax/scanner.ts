// The scanner: source text to tokens. It never throws: a run of characters it cannot use
// becomes one `unknown` token and an unclosed string ends at its line's end, both for the
// parser to report.
import type { Token, TokenKind } from './tokens';

const isWordStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const isWordPart = (c: number) => isWordStart(c) || (c >= 48 && c <= 57);
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Single-character tokens by character code. */
const SINGLE: (TokenKind | undefined)[] = [];
const SINGLE_TEXT: string[] = [];
for (const [ch, kind] of [
  ['{', 'lbrace'],
  ['}', 'rbrace'],
  ['(', 'lparen'],
  [')', 'rparen'],
  [':', 'colon'],
  [',', 'comma'],
  [';', 'semicolon'],
  ['|', 'pipe'],
  ['/', 'slash'],
  ['+', 'plus'],
  ['-', 'minus'],
  ['*', 'star'],
  ['<', 'compare'],
  ['>', 'compare'],
  ['=', 'compare'],
] as const) {
  SINGLE[ch.charCodeAt(0)] = kind;
  SINGLE_TEXT[ch.charCodeAt(0)] = ch;
}

/** Scans `source` from `from` to `to` (default: all of it). The last token is `eof` at `to`. */
export function scan(source: string, from = 0, to = source.length): Token[] {
  const tokens: Token[] = [];
  scanChunk(source, from, to, tokens, Infinity);
  return tokens;
}

/**
 * Tokens read as the parser asks for them, so that those of declarations already parsed can
 * be let go: a large file never holds all its tokens at once (less memory to sweep).
 */
export class TokenStream {
  private buffer: Token[] = [];
  /** The index (in the whole stream) of `buffer[0]`. */
  private base = 0;
  private position: number;
  private ended = false;

  constructor(
    private readonly source: string,
    from: number,
    private readonly to: number,
    /** Told of each unknown token and string as it is read (the parser reports unknown characters and bad strings). */
    private readonly seen: (token: Token) => void,
  ) {
    this.position = from;
  }

  /** The token at `index`; past the end, the `eof` token. */
  get(index: number): Token {
    while (index - this.base >= this.buffer.length && !this.ended) this.fill();
    const at = index - this.base;
    return this.buffer[at < 0 ? 0 : Math.min(at, this.buffer.length - 1)]!;
  }

  /** Lets go of the tokens before `index` (no one will look back at them). */
  release(index: number): void {
    const drop = index - this.base - 1; // keep one before, for the end of the last node
    if (drop < 256) return;
    this.buffer = this.buffer.slice(drop);
    this.base += drop;
  }

  private fill(): void {
    const before = this.buffer.length;
    this.position = scanChunk(this.source, this.position, this.to, this.buffer, before + 64);
    for (let k = before; k < this.buffer.length; k += 1) {
      const token = this.buffer[k]!;
      if (token.kind === 'eof') this.ended = true;
      else if (token.kind === 'unknown' || token.kind === 'string') this.seen(token);
    }
  }
}

/** Scans from `from` until `tokens` holds `limit` tokens or the text ends (then adds `eof`); returns where it stopped. */
function scanChunk(source: string, from: number, to: number, tokens: Token[], limit: number): number {
  let i = from;
  while (i < to && tokens.length < limit) {
    const c = source.charCodeAt(i);
    // Spaces and tabs (and a carriage return before a newline) separate tokens.
    if (c === 32 || c === 9 || c === 13 || c === 0xfeff) {
      i += 1;
      continue;
    }
    if (c === 10) {
      tokens.push({ kind: 'newline', start: i, end: i + 1, text: '\n' });
      i += 1;
      continue;
    }
    // Comments: `// to the end of the line`.
    if (c === 47 && source.charCodeAt(i + 1) === 47) {
      while (i < to && source.charCodeAt(i) !== 10) i += 1;
      continue;
    }
    if (isWordStart(c)) {
      const start = i;
      i += 1;
      // Inner dashes join words (play-from-hand, turn-began) when a letter follows.
      for (;;) {
        const ch = source.charCodeAt(i);
        if (i < to && isWordPart(ch)) i += 1;
        else if (ch === 45 && i + 1 < to && isWordStart(source.charCodeAt(i + 1))) i += 1;
        else break;
      }
      tokens.push({ kind: 'word', start, end: i, text: source.slice(start, i) });
      // A possessive follows a word directly: opponent's, opponents'.
      const q = source.charCodeAt(i);
      if (i < to && (q === 39 || q === 0x2019)) {
        const after = source.charCodeAt(i + 1);
        if ((after === 115 || after === 83) && i + 1 < to && !isWordPart(source.charCodeAt(i + 2))) {
          tokens.push({ kind: 'possessive', start: i, end: i + 2, text: source.slice(i, i + 2) });
          i += 2;
        } else if (!isWordPart(after) || i + 1 >= to) {
          tokens.push({ kind: 'possessive', start: i, end: i + 1, text: source.slice(i, i + 1) });
          i += 1;
        }
      }
      continue;
    }
    if (isDigit(c)) {
      const start = i;
      while (i < to && isDigit(source.charCodeAt(i))) i += 1;
      tokens.push({ kind: 'number', start, end: i, text: source.slice(start, i) });
      continue;
    }
    if (c === 34 || c === 0x201c) {
      i = scanString(source, i, to, tokens);
      continue;
    }
    if (c === 35) {
      // #tag
      const start = i;
      i += 1;
      while (i < to && (isWordPart(source.charCodeAt(i)) || source.charCodeAt(i) === 45)) i += 1;
      tokens.push({ kind: 'hash', start, end: i, text: source.slice(start + 1, i) });
      continue;
    }
    const next = i + 1 < to ? source.charCodeAt(i + 1) : 0;
    if (next === 61 && (c === 60 || c === 62 || c === 33)) {
      // <= >= !=
      tokens.push({ kind: 'compare', start: i, end: i + 2, text: source.slice(i, i + 2) });
      i += 2;
      continue;
    }
    const single = SINGLE[c];
    if (single) {
      tokens.push({ kind: single, start: i, end: i + 1, text: SINGLE_TEXT[c]! });
      i += 1;
      continue;
    }
    // Anything else: one unknown token for the whole run of such characters (surrogate pairs
    // whole), as one finding; junk text is mostly such runs.
    const start = i;
    do i += source.charCodeAt(i) >= 0xd800 && source.charCodeAt(i) <= 0xdbff && i + 1 < to ? 2 : 1;
    while (i < to && isUnknown(source, i, to));
    tokens.push({ kind: 'unknown', start, end: i, text: source.slice(start, i) });
  }
  if (i >= to) tokens.push({ kind: 'eof', start: to, end: to, text: '' });
  return i;
}

/** Whether the character at `i` starts no token and separates none: part of an unknown run. */
function isUnknown(source: string, i: number, to: number): boolean {
  const c = source.charCodeAt(i);
  if (c === 32 || c === 9 || c === 13 || c === 10 || c === 0xfeff || c === 34 || c === 0x201c || c === 35) return false;
  if (isWordStart(c) || isDigit(c) || SINGLE[c] !== undefined) return false;
  // `!` alone has no use, but `!=` is a comparison.
  return !(c === 33 && i + 1 < to && source.charCodeAt(i + 1) === 61);
}

/** A string literal: "…" on one line, with \" \\ \n \t and \u{hex} escapes. */
function scanString(source: string, start: number, to: number, tokens: Token[]): number {
  let i = start + 1;
  let text = '';
  // Plain characters are taken a run at a time (from `plain` to `i`), not one by one.
  let plain = i;
  const problems: NonNullable<Token['problems']> = [];
  let closed = false;
  while (i < to) {
    const c = source.charCodeAt(i);
    if (c !== 10 && c !== 34 && c !== 0x201d && c !== 92) {
      i += 1;
      continue;
    }
    text += source.slice(plain, i);
    if (c === 10) break;
    if (c === 34 || c === 0x201d) {
      closed = true;
      i += 1;
      break;
    }
    if (c === 92) {
      const next = source[i + 1];
      if (next === '"' || next === '\\') {
        text += next;
        i += 2;
      } else if (next === 'n') {
        text += '\n';
        i += 2;
      } else if (next === 't') {
        text += '\t';
        i += 2;
      } else if (next === 'u' && source[i + 2] === '{') {
        const close = source.indexOf('}', i + 3);
        const hex = close > 0 && close < to ? source.slice(i + 3, close) : '';
        const code = /^[0-9a-fA-F]{1,6}$/.test(hex) ? parseInt(hex, 16) : NaN;
        if (Number.isNaN(code) || code > 0x10ffff) {
          problems.push({ start: i, end: close > 0 && close < to ? close + 1 : i + 2, message: 'a \\u{…} escape needs 1 to 6 hex digits of a code point' });
          i = close > 0 && close < to && source.lastIndexOf('\n', close) < i ? close + 1 : i + 2;
        } else {
          text += String.fromCodePoint(code);
          i = close + 1;
        }
      } else {
        problems.push({ start: i, end: Math.min(to, i + 2), message: `unknown escape "\\${next ?? ''}" (use \\" \\\\ \\n \\t or \\u{…})` });
        i += next === undefined || next === '\n' ? 1 : 2;
      }
      plain = i;
      continue;
    }
  }
  if (!closed && (i >= to || source.charCodeAt(i) !== 10)) text += source.slice(plain, i);
  tokens.push({ kind: 'string', start, end: i, text, problems, closed });
  return i;
}
