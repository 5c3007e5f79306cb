// Runs the generated `.cards` grammar through Monaco's own Monarch compiler and lexer (which
// need no DOM), and checks it against the card language's word tables.
import { afterAll, describe, expect, it } from 'vitest';
import { compile } from 'monaco-editor/editor/standalone/common/monarch/monarchCompile';
import { MonarchTokenizer } from 'monaco-editor/editor/standalone/common/monarch/monarchLexer';
import type { Vocabulary } from '../../../engine/defs';
import { vocabularies } from '../../../engine/games/vocabularies';
import { keywordDocs } from '../../../card-dsl/service/keywords';
import { LanguageService } from '../../../card-dsl/service/service';
import { CORE_VERBS, wordClasses } from '../../../card-dsl/service/words';
import { CARDS_LANGUAGE_ID, cardsMonarch } from './monarch';

// The lexer only asks its configuration for the longest line to tokenize.
const configuration = { getValue: () => 20_000, onDidChangeConfiguration: () => ({ dispose: () => undefined }) };
const tokenizers: MonarchTokenizer[] = [];
afterAll(() => tokenizers.forEach((t) => t.dispose()));

function tokenizerFor(games?: Iterable<Vocabulary>) {
  const tokenizer = new MonarchTokenizer({}, {}, CARDS_LANGUAGE_ID, compile(CARDS_LANGUAGE_ID, cardsMonarch(games)), configuration);
  tokenizers.push(tokenizer);
  /** [text, token type] pairs of each line, without whitespace and without the `.cards` suffix. */
  return (source: string): [string, string][][] => {
    let state = tokenizer.getInitialState();
    return source.split('\n').map((line) => {
      const result = tokenizer.tokenize(line, true, state);
      state = result.endState;
      return result.tokens
        .map((token, i): [string, string] => [line.slice(token.offset, result.tokens[i + 1]?.offset ?? line.length), token.type.replace(/\.cards$/, '')])
        .filter(([text]) => text.trim() !== '');
    });
  };
}

const tokenize = tokenizerFor();
const typeOf = (word: string) => tokenize(word)[0]?.[0]?.[1];

describe('the .cards first-paint grammar', () => {
  it('colours every word of the keyword table, the verbs and every game, as its class', () => {
    const classes = wordClasses(vocabularies.values());
    for (const [type, words] of Object.entries(classes)) for (const word of words) expect([word, typeOf(word)]).toEqual([word, type]);
    // Nothing of the tables is left uncoloured (a word added there is coloured without another edit).
    for (const word of [...keywordDocs.keys(), ...CORE_VERBS].filter((w) => /^[A-Za-z]/.test(w))) expect(typeOf(word)).not.toBe('identifier');
    for (const v of vocabularies.values()) for (const k of v.cardKinds) expect(typeOf(k.name)).toBe('cardKind');
    expect(typeOf('gaper')).toBe('identifier');
  });

  it('follows the vocabulary it is built from', () => {
    const stak = vocabularies.get('stak-bots')!;
    const gizmos: Vocabulary = { ...stak, game: 'gizmos', cardKinds: [{ name: 'gizmo', doc: 'A gizmo.', stats: [{ name: 'sparkle', doc: 'How bright.' }], abilityWords: [] }] };
    const own = tokenizerFor([gizmos]);
    expect(own('gizmo "Lamp" sparkle 3')[0]).toEqual([
      ['gizmo', 'cardKind'],
      ['"Lamp"', 'string'],
      ['sparkle', 'stat'],
      ['3', 'number'],
    ]);
  });

  it('uses the semantic token types as its token names, so that one theme colours both', () => {
    const ls = new LanguageService();
    const text = 'game stak-bots\nbot "Bolt Pup" rank 1 power 2 {\n  entry: deal 1 damage to the top card of each opponent\'s stak // hi\n}\n';
    ls.openDocument('s/a.cards', text);
    const lines = tokenize(text);
    for (const token of ls.semanticTokens('s/a.cards').tokens) {
      if (!['cardKind', 'stat', 'event', 'zone', 'comment', 'number'].includes(token.type)) continue;
      const word = text.split('\n')[token.range.start.line]!.slice(token.range.start.character, token.range.end.character);
      expect([word, lines[token.range.start.line]!.find(([t]) => t === word)?.[1]]).toEqual([word, token.type]);
    }
  });

  it('reads strings with escapes, and marks a string left open', () => {
    expect(tokenize('"Say \\"hi\\"" set')[0]).toEqual([
      ['"Say ', 'string'],
      ['\\"', 'string.escape'],
      ['hi', 'string'],
      ['\\"', 'string.escape'],
      ['"', 'string'],
      ['set', 'verb'],
    ]);
    const [open, next] = tokenize('text "unfinished\ngame g');
    expect(open?.at(-1)).toEqual(['"unfinished', 'string.invalid']);
    expect(next?.[0]).toEqual(['game', 'keyword']);
  });
});
