// Runs the `.cards` grammar through Monaco's own Monarch compiler and lexer (which need no DOM).
import { afterAll, describe, expect, it } from 'vitest';
import { compile } from 'monaco-editor/editor/standalone/common/monarch/monarchCompile';
import { MonarchTokenizer } from 'monaco-editor/editor/standalone/common/monarch/monarchLexer';
import { CARDS_LANGUAGE_ID, cardsMonarch } from './cards-language';

// The lexer only asks its configuration for the longest line to tokenize.
const configuration = { getValue: () => 20_000, onDidChangeConfiguration: () => ({ dispose: () => undefined }) };
const tokenizer = new MonarchTokenizer({}, {}, CARDS_LANGUAGE_ID, compile(CARDS_LANGUAGE_ID, cardsMonarch), configuration);
afterAll(() => tokenizer.dispose());

/** [text, token type] pairs of each line, without whitespace and without the `.cards` suffix. */
function tokenize(source: string): [string, string][][] {
  let state = tokenizer.getInitialState();
  return source.split('\n').map((line) => {
    const result = tokenizer.tokenize(line, true, state);
    state = result.endState;
    return result.tokens
      .map((token, i): [string, string] => [line.slice(token.offset, result.tokens[i + 1]?.offset ?? line.length), token.type.replace(/\.cards$/, '')])
      .filter(([text]) => text.trim() !== '');
  });
}

function typeOf(source: string, word: string): string | undefined {
  return tokenize(source)
    .flat()
    .find(([text]) => text === word)?.[1];
}

describe('the .cards grammar', () => {
  it('marks declarations, card kinds, ability words and stats differently', () => {
    const [line] = tokenize('game stak-bots');
    expect(line).toEqual([
      ['game', 'keyword'],
      ['stak-bots', 'identifier'],
    ]);
    expect(typeOf('bot "Rivet"', 'bot')).toBe('keyword.kind');
    expect(typeOf('monster "Gaper"', 'monster')).toBe('keyword.kind');
    expect(typeOf('each time you play', 'each')).toBe('keyword.ability');
    expect(typeOf('ongoing: tap', 'tap')).toBe('keyword.ability');
    expect(typeOf('hp: 2', 'hp')).toBe('variable.stat');
    expect(typeOf('breakpoint: 2', 'breakpoint')).toBe('variable.stat');
    expect(typeOf('gaper', 'gaper')).toBe('identifier');
  });

  it('reads numbers, ranges and colons', () => {
    const [line] = tokenize('rank: 1-2 power: 10');
    expect(line).toEqual([
      ['rank', 'variable.stat'],
      [':', 'delimiter.colon'],
      ['1-2', 'number.range'],
      ['power', 'variable.stat'],
      [':', 'delimiter.colon'],
      ['10', 'number'],
    ]);
  });

  it('keeps a dash before a digit out of an identifier', () => {
    const [line] = tokenize('hp-2');
    expect(line).toEqual([
      ['hp', 'variable.stat'],
      ['-', 'operator'],
      ['2', 'number'],
    ]);
  });

  it('reads strings with escapes, and marks a string left open', () => {
    const [line] = tokenize('"Say \\"hi\\"\\n" set');
    expect(line).toEqual([
      ['"', 'string.quote'],
      ['Say ', 'string'],
      ['\\"', 'string.escape'],
      ['hi', 'string'],
      // Monaco merges neighbouring tokens of one type.
      ['\\"\\n', 'string.escape'],
      ['"', 'string.quote'],
      ['set', 'keyword'],
    ]);
    const [open, next] = tokenize('name: "unfinished\ngame g');
    expect(open?.at(-1)).toEqual(['"unfinished', 'string.invalid']);
    // The next line is read normally, not as the rest of a string.
    expect(next?.[0]).toEqual(['game', 'keyword']);
  });

  it('reads line and block comments, including keywords inside them', () => {
    expect(tokenize('power: 3 // game bot')[0]?.at(-1)).toEqual(['// game bot', 'comment']);
    const lines = tokenize('/* a bot\n   still comment */ bot');
    expect(lines[0]?.every(([, type]) => type === 'comment')).toBe(true);
    expect(lines[1]?.at(-1)).toEqual(['bot', 'keyword.kind']);
    expect(lines[1]?.slice(0, -1).every(([, type]) => type === 'comment')).toBe(true);
  });

  it('marks braces as brackets', () => {
    const [line] = tokenize('bot "X" { }');
    expect(line?.filter(([text]) => text === '{' || text === '}').map(([, type]) => type)).toEqual(['delimiter.curly', 'delimiter.curly']);
  });
});
