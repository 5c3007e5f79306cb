// The `.cards` language for the editor: Monarch highlighting and bracket/comment behaviour.
// Plain data (only Monaco's types are imported) so that the tokenizer can be tested in Node.
import type { languages } from 'monaco-editor/editor/editor.api';

export const CARDS_LANGUAGE_ID = 'cards';
export const CARDS_EXTENSION = '.cards';

/** Words that open a declaration. */
export const STRUCTURE_KEYWORDS = ['game', 'set'] as const;
/** Kinds of card across the supported games. */
export const CARD_KINDS = ['loot', 'item', 'monster', 'minion', 'base', 'character', 'bot', 'variant'] as const;
/** Words of ability text: when and how an effect happens. */
export const ABILITY_WORDS = ['play', 'each', 'time', 'you', 'may', 'tap', 'reward', 'entry', 'ongoing', 'die'] as const;
/** Numeric properties printed on cards. */
export const STAT_WORDS = ['hp', 'evasion', 'attack', 'souls', 'power', 'breakpoint', 'vp', 'health', 'points', 'rank'] as const;

export const cardsMonarch: languages.IMonarchLanguage = {
  defaultToken: '',
  tokenPostfix: '.cards',
  structureKeywords: [...STRUCTURE_KEYWORDS],
  cardKinds: [...CARD_KINDS],
  abilityWords: [...ABILITY_WORDS],
  statWords: [...STAT_WORDS],
  escapes: /\\(?:[\\"'nrt0]|u\{[0-9a-fA-F]{1,6}\}|x[0-9a-fA-F]{2})/,
  brackets: [
    { open: '{', close: '}', token: 'delimiter.curly' },
    { open: '[', close: ']', token: 'delimiter.square' },
    { open: '(', close: ')', token: 'delimiter.parenthesis' },
  ],
  tokenizer: {
    root: [
      { include: '@whitespace' },
      // Identifiers may carry dashes between words (game ids like stak-bots), but a dash
      // followed by a digit is an operator or a range: `hp-2` is hp, -, 2.
      [
        /[A-Za-z_][\w]*(?:-[A-Za-z_][\w]*)*/,
        {
          cases: {
            '@structureKeywords': 'keyword',
            '@cardKinds': 'keyword.kind',
            '@abilityWords': 'keyword.ability',
            '@statWords': 'variable.stat',
            '@default': 'identifier',
          },
        },
      ],
      [/\d+-\d+/, 'number.range'],
      [/\d+(?:\.\d+)?/, 'number'],
      // A string left open at the end of the line is marked, rather than swallowing the file.
      [/"(?:[^"\\]|\\.)*$/, 'string.invalid'],
      [/"/, 'string.quote', '@string'],
      [/[{}()[\]]/, '@brackets'],
      [/:/, 'delimiter.colon'],
      [/[,;.]/, 'delimiter'],
      [/[+\-*/=<>!&|%]+/, 'operator'],
    ],
    whitespace: [
      [/[ \t\r\n]+/, ''],
      [/\/\*/, 'comment', '@blockComment'],
      [/\/\/.*$/, 'comment'],
    ],
    blockComment: [
      [/[^/*]+/, 'comment'],
      [/\*\//, 'comment', '@pop'],
      [/[/*]/, 'comment'],
    ],
    string: [
      [/[^\\"]+/, 'string'],
      [/@escapes/, 'string.escape'],
      [/\\./, 'string.escape.invalid'],
      [/"/, 'string.quote', '@pop'],
    ],
  },
};

export const cardsLanguageConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: '//', blockComment: ['/*', '*/'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
    ['(', ')'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
    { open: '/*', close: ' */', notIn: ['string'] },
  ],
  surroundingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"' },
  ],
  // Dashed identifiers are one word for double-click and word navigation.
  wordPattern: /-?\d+(?:-\d+)?|[A-Za-z_][\w]*(?:-[A-Za-z_][\w]*)*/,
  indentationRules: {
    increaseIndentPattern: /\{[^}"]*$/,
    decreaseIndentPattern: /^\s*\}/,
  },
};
