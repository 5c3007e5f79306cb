// The `.cards` language's first paint: a Monarch grammar that colours words until the worker's
// semantic tokens arrive (and lines the editor has not asked about yet). It keeps no word
// lists of its own: they come from card-dsl's tables (the keyword table, the language's verbs
// and every game's vocabulary), and its token names are the semantic token types, so one
// theme colours both and a word added to the language is coloured without a second edit.
// Plain data (only Monaco's types are imported) so that the tokenizer can be tested in Node.
import type { languages } from 'monaco-editor/editor/editor.api';
import type { Vocabulary } from '../../../engine/defs';
import { vocabularies } from '../../../engine/games/vocabularies';
import { wordClasses } from '../../../card-dsl/service/words';

export const CARDS_LANGUAGE_ID = 'cards';
export const CARDS_EXTENSION = '.cards';

/** The grammar for the given games' words (every game by default). */
export function cardsMonarch(games: Iterable<Vocabulary> = vocabularies.values()): languages.IMonarchLanguage {
  const words = wordClasses(games);
  return {
    defaultToken: '',
    tokenPostfix: '.cards',
    cardKinds: words.cardKind,
    events: words.event,
    zones: words.zone,
    stats: words.stat,
    verbs: words.verb,
    keywords: words.keyword,
    escapes: /\\(?:[\\"nt]|u\{[0-9a-fA-F]{1,6}\})/,
    brackets: [
      { open: '{', close: '}', token: 'delimiter.curly' },
      { open: '(', close: ')', token: 'delimiter.parenthesis' },
    ],
    tokenizer: {
      root: [
        [/[ \t\r\n]+/, ''],
        [/\/\/.*$/, 'comment'],
        // Words may carry inner dashes (stak-bots, play-from-hand); a dash before a digit is an operator.
        [
          /[A-Za-z_][\w]*(?:-[A-Za-z_][\w]*)*/,
          { cases: { '@cardKinds': 'cardKind', '@events': 'event', '@zones': 'zone', '@stats': 'stat', '@verbs': 'verb', '@keywords': 'keyword', '@default': 'identifier' } },
        ],
        [/#[A-Za-z][\w-]*/, 'keyword'],
        [/'s?(?![\w])/, 'keyword'],
        [/\d+/, 'number'],
        // A string left open at the end of the line is marked, rather than swallowing the file.
        [/"(?:[^"\\]|\\.)*$/, 'string.invalid'],
        [/"/, 'string', '@string'],
        [/[{}()]/, '@brackets'],
        [/[:;,]/, 'delimiter'],
        [/[+\-*/|]|[<>!]=?|=/, 'operator'],
      ],
      string: [
        [/[^\\"]+/, 'string'],
        [/@escapes/, 'string.escape'],
        [/\\./, 'string.escape.invalid'],
        [/"/, 'string', '@pop'],
      ],
    },
  };
}

export const cardsLanguageConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: '//' },
  brackets: [
    ['{', '}'],
    ['(', ')'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
  ],
  surroundingPairs: [
    { open: '{', close: '}' },
    { open: '(', close: ')' },
    { open: '"', close: '"' },
  ],
  // Dashed words are one word for double-click and word navigation.
  wordPattern: /-?\d+(?:-\d+)?|[A-Za-z_][\w]*(?:-[A-Za-z_][\w]*)*/,
  indentationRules: {
    increaseIndentPattern: /\{[^}"]*$/,
    decreaseIndentPattern: /^\s*\}/,
  },
};
