// Tokens of the card language. Offsets are UTF-16 indexes into the source, `end` exclusive.

export type Range = { start: number; end: number };

export type TokenKind =
  | 'word' // lowercase or capitalised words, with inner dashes: deal, top, play-from-hand, X
  | 'number' // 12
  | 'string' // "Bolt Pup", with escapes
  | 'possessive' // 's or ' after a word: opponent's, opponents'
  | 'newline'
  | 'lbrace'
  | 'rbrace'
  | 'lparen'
  | 'rparen'
  | 'colon'
  | 'comma'
  | 'semicolon'
  | 'pipe'
  | 'slash'
  | 'plus'
  | 'minus'
  | 'star'
  | 'compare' // = != < <= > >=
  | 'hash' // #tag
  | 'unknown' // a character the language has no use for
  | 'eof';

export type Token = {
  kind: TokenKind;
  start: number;
  end: number;
  /** The token's text; for strings, the decoded value. */
  text: string;
  /** For strings: the escape problems found (located), reported by the parser. */
  problems?: { start: number; end: number; message: string }[];
  /** Whether the string was closed before the end of its line. */
  closed?: boolean;
};
