import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { LineIndex } from './positions';
import { LanguageService } from './service';
import { cursor } from './testing';

/** A small made-up game with resources and counters, to see the service follow the vocabulary given. */
const tiny: Vocabulary = {
  game: 'tiny',
  name: 'Tiny',
  players: { min: 2, max: 4 },
  cardKinds: [{ name: 'monster', doc: 'A monster to fight.', stats: [{ name: 'hp', doc: 'Hit points.', min: 1, max: 9, required: true }], abilityWords: ['loot'] }],
  zones: [{ name: 'deck', doc: 'The shared deck.', scope: 'shared', visibility: 'hidden', ordered: true }],
  resources: [{ name: 'cents', doc: 'Money.' }],
  counters: [{ name: 'charge', doc: 'Charge for items.' }],
  verbs: [],
  events: [{ name: 'died', doc: 'A monster died.', fields: { card: 'card' } }],
  variants: [],
  ruleOptions: [],
};

describe('language service', () => {
  it('follows the vocabulary of the games it is given', () => {
    const ls = new LanguageService({ games: new Map([...vocabularies, ['tiny', tiny]]) });
    const at = (marked: string) => {
      const { text, position } = cursor(marked);
      ls.openDocument('t/a.cards', text);
      return { items: ls.completion('t/a.cards', position), hover: ls.hover('t/a.cards', position) };
    };
    expect(at('game <|>').items.map((i) => i.label)).toEqual([...vocabularies.keys(), 'tiny']);
    expect(at('game tiny\n<|>').items.map((i) => i.label)).toEqual(expect.arrayContaining(['monster', 'monster card']));
    expect(at('game tiny\nmonster "M" <|>').items.map((i) => i.label)).toEqual(['hp', 'copies', 'designer-chosen', 'starts-with']);
    expect(at('game tiny\nmonster "M" hp 2 {\n  <|>\n}').items.map((i) => i.label)).toEqual(expect.arrayContaining(['loot', 'died', 'play']));
    expect(at('game tiny\nmonster "M" hp 2 {\n  pay 3 <|>\n}').items.map((i) => i.label)).toEqual(['cents', 'charge']);
    expect(at('game tiny\nmonster "M" hp 2 {\n  pay 3 ce<|>nts: draw a card\n}').hover?.contents).toContain('Money.');
    expect(at('game tiny\nmonster "M" hp 2 {\n  loot: gain 3 cen<|>ts\n}').hover?.contents).toContain('resource of Tiny');
    ls.openDocument('t/a.cards', 'game tiny\nmonster "M" hp 2 {\n  loot: gain 3 cents\n}\n');
    expect(ls.diagnostics('t/a.cards')).toEqual([]);
  });

  it('never throws, whatever it is given', () => {
    const ls = new LanguageService();
    const texts = [
      '',
      'game stak-bots\nbot "A" rank 1 power 1 {\n  entry: deal 1 damage to the top card of each opponent\'s stak then scrap "A"\n}\n',
      '}}}{{{"""\n\n\u0000\uffff🤖 game game',
      'game stak-bots\nbot "A" rank 1 power 1 {\n  entry: choose one {\n    roll { 1-2: draw a card\n',
      `game stak-bots\nbot "A" rank 1 power 1 {\n  entry: ${'('.repeat(200)}\n}\n`,
    ];
    let seed = 3;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    for (const text of texts) {
      ls.openDocument('x/a.cards', text);
      ls.openDocument('x/b.cards', 'game stak-bots\nbot "B" rank 1 power 1 {}\n');
      const lines = new LineIndex(text);
      const run = () => {
        const position = lines.positionAt(random(text.length + 1));
        ls.completion('x/a.cards', position);
        ls.hover('x/a.cards', position);
        ls.definition('x/a.cards', position);
        ls.references('x/a.cards', position);
        ls.rename('x/a.cards', position, 'Renamed');
        ls.codeActions('x/a.cards', { start: position, end: lines.positionAt(random(text.length + 1)) });
      };
      for (let i = 0; i < 60; i += 1) expect(run).not.toThrow();
      expect(() => {
        ls.diagnostics('x/a.cards');
        ls.documentSymbols('x/a.cards');
        ls.semanticTokens('x/a.cards');
        ls.formattingEdits('x/a.cards');
      }).not.toThrow();
    }
    const junk: unknown[] = [null, undefined, 42, {}, { range: null }, { start: 'a', end: null, text: 3 }, [null, {}], { range: { start: { line: -1 } }, newText: 'x' }];
    for (const change of junk) expect(() => ls.updateDocument('x/a.cards', change as never)).not.toThrow();
    const nowhere = [null, undefined, { line: 'x', character: {} }, { line: 1e12, character: -1e12 }];
    for (const position of nowhere) {
      expect(() => ls.completion('x/a.cards', position as never)).not.toThrow();
      expect(() => ls.hover('x/a.cards', position as never)).not.toThrow();
      expect(() => ls.definition('x/a.cards', position as never)).not.toThrow();
      expect(() => ls.references('x/a.cards', position as never)).not.toThrow();
      expect(() => ls.rename('x/a.cards', position as never, null as never)).not.toThrow();
      expect(() => ls.codeActions('x/a.cards', { start: position, end: position } as never)).not.toThrow();
      expect(() => ls.codeActions('x/a.cards', position as never)).not.toThrow();
    }
    expect(() => ls.openDocument(7 as never, 8 as never)).not.toThrow();
    expect(() => ls.setManifest('x', null as never)).not.toThrow();
    for (const call of [() => ls.diagnostics(null as never), () => ls.completion(undefined as never, { line: 0, character: 0 }), () => ls.semanticTokens({} as never)]) expect(call).not.toThrow();
  });
});
