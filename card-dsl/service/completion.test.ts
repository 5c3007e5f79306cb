import { describe, expect, it } from 'vitest';
import { generatedSet } from '../testing/generate';
import { LineIndex } from './positions';
import { LanguageService } from './service';
import { completionAt, cursor, labelsAt } from './testing';

const card = (body: string) => `game stak-bots\nbot "A" rank 1 power 1 {\n  ${body}\n}`;

describe('completion', () => {
  it('offers `game` at the start of a file, then the game ids', () => {
    expect(labelsAt('<|>')).toEqual(['game', 'game stak-bots', 'game four-souls', 'game smash-up', 'game destiny']);
    expect(labelsAt('ga<|>')).toEqual(['game', 'game stak-bots', 'game four-souls', 'game smash-up', 'game destiny']);
    expect(labelsAt('game <|>')).toContain('stak-bots');
  });

  it('offers card kinds, `variant` and a snippet per kind at the start of a declaration', () => {
    const items = completionAt('game stak-bots\n\n<|>');
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['bot', 'variant', 'bot card']));
    expect(items.find((i) => i.label === 'bot')).toMatchObject({ kind: 'card-kind', documentation: 'A bot: only the top bot of each stak acts.' });
    const snippet = items.find((i) => i.label === 'bot card')!;
    expect(snippet).toMatchObject({ kind: 'snippet', insertTextFormat: 'snippet' });
    // With the stats a bot requires.
    expect(snippet.insertText).toMatch(/^bot "\$\{1:Name\}" rank \$\{2:\d+\} power \$\{3:\d+\} \{\n {2}\$0\n\}$/);
    // Also between two cards.
    expect(labelsAt('game stak-bots\nbot "A" rank 1 power 1 {}\n<|>\nbot "B" rank 1 power 1 {}')).toContain('bot');
  });

  it('offers the kind\'s stats and `copies` in a card header, not those already given', () => {
    expect(labelsAt('game stak-bots\nbot "A" <|>')).toEqual(expect.arrayContaining(['rank', 'power', 'copies']));
    const after = completionAt('game stak-bots\nbot "A" rank 1 <|> {\n}');
    expect(after.map((i) => i.label)).toContain('power');
    expect(after.map((i) => i.label)).not.toContain('rank');
    expect(after.find((i) => i.label === 'power')).toMatchObject({ kind: 'stat', documentation: 'Damage dealt in each fight, and damage that scraps it.' });
    // After a stat's name comes its number.
    expect(labelsAt('game stak-bots\nbot "A" rank <|>')).toEqual([]);
  });

  it('offers ability words at the start of a body line', () => {
    const labels = labelsAt('game stak-bots\nbot "A" rank 1 power 1 {\n  <|>\n}');
    expect(labels).toEqual(expect.arrayContaining(['entry', 'when', 'static', 'play', 'whenever', 'text', 'once per turn', 'each time', 'tap', 'pay']));
    // Every event of the game.
    expect(labels).toEqual(expect.arrayContaining(['played', 'scrapped', 'attacked', 'fought', 'damaged', 'turn-began']));
    expect(completionAt(card('<|>')).find((i) => i.label === 'entry')).toMatchObject({ kind: 'event', insertText: 'entry: ' });
    // While the word is being typed, it is what the item replaces.
    const typed = cursor(card('ent<|>'));
    const item = completionAt(card('ent<|>')).find((i) => i.label === 'entry')!;
    expect(item.range).toEqual({ start: { line: 2, character: 2 }, end: typed.position });
  });

  it('offers `rule` and `param` in a variant', () => {
    expect(labelsAt('game stak-bots\nvariant "V" {\n  <|>\n}')).toEqual(expect.arrayContaining(['rule', 'param', 'play']));
  });

  it('offers effect verbs and the game\'s verbs after `:` and `then`', () => {
    for (const marked of [card('entry: <|>'), card('entry: draw a card then <|>'), card('when this fought: <|>'), card('entry: choose one {\n    draw 2 cards\n    <|>\n  }')]) {
      const labels = labelsAt(marked);
      expect(labels, marked).toEqual(expect.arrayContaining(['deal', 'draw', 'discard', 'gain', 'put', 'destroy', 'scrap', 'reset', 'play-from-hand']));
    }
    expect(completionAt(card('entry: <|>')).find((i) => i.label === 'scrap')).toMatchObject({ kind: 'verb', documentation: 'Send cards from staks or hands to the scrapheap.' });
    // Smash Up's verbs for transfers, swaps, wards and set power are offered the same way.
    const smashUp = labelsAt('game smash-up\naction "A" {\n  play: <|>\n}');
    expect(smashUp).toEqual(expect.arrayContaining(['transfer-counters', 'transfer-action', 'swap', 'ward', 'ward-up-to', 'set-power']));
  });

  it('offers selectors where cards or players are expected, with the names bound before', () => {
    for (const marked of [card('entry: deal 1 damage to <|>'), card('entry: scrap <|>'), card('entry: destroy <|>')]) {
      expect(labelsAt(marked), marked).toEqual(expect.arrayContaining(['this', 'you', 'each opponent', 'target opponent', 'the top card of …']));
    }
    const items = completionAt(card('entry: choose a card in the scrapheap as salvage: put <|>'));
    expect(items[0]).toMatchObject({ label: 'salvage', kind: 'name' });
    expect(items.find((i) => i.label === 'the top card of …')).toMatchObject({ kind: 'selector', insertText: 'the top card of ' });
    expect(labelsAt(card('entry: scrap target <|>'))).toEqual(expect.arrayContaining(['opponent', 'player']));
  });

  it('offers zones after `of` and `\'s`', () => {
    const labels = labelsAt(card("entry: deal 1 damage to the top card of each opponent's <|>"));
    expect(labels).toEqual(['stak', 'hand', 'supply', 'scrapheap']);
    expect(completionAt(card("entry: reveal target opponent as mark's <|>"))[0]).toMatchObject({ kind: 'zone', label: 'stak' });
    expect(labelsAt(card('entry: deal 1 damage to the top card of <|>'))).toEqual(expect.arrayContaining(['your stak', 'the supply', "each opponent's stak"]));
    expect(labelsAt(card('entry: shuffle this into the <|>'))).toEqual(['supply', 'scrapheap']);
  });

  it('offers events after `when`, and stats after `gets +N`', () => {
    expect(labelsAt(card('when <|>'))).toEqual(expect.arrayContaining(['this', 'your', 'fought', 'entry']));
    expect(labelsAt(card('when this <|>'))).toEqual(['entry', 'played', 'scrapped', 'attacked', 'fought', 'damage', 'damaged', 'eliminated', 'turn-began', 'turn-ended']);
    expect(labelsAt(card('each time you would <|>'))).toContain('damage');
    expect(labelsAt(card('entry: this gets +2 <|>'))).toEqual(['rank', 'power']);
  });

  it('offers the set\'s card names inside a string after `named`', () => {
    const other = { 'sets/test/other.cards': 'game stak-bots\nbot "Bolt Pup" rank 1 power 2 {}\nbot "Say \\"Hi\\"" rank 1 power 2 {}\n' };
    const items = completionAt(card('entry: named "Bo<|>"'), other);
    expect(items.map((i) => i.label)).toEqual(['A', 'Bolt Pup', 'Say "Hi"']);
    expect(items[1]).toMatchObject({ kind: 'card', detail: 'bot · rank 1 · power 2', range: { start: { line: 2, character: 16 }, end: { line: 2, character: 18 } } });
    // Inside the string, quotes are escaped.
    expect(items[2]!.insertText).toBe('Say \\"Hi\\"');
    // Not in printed text, nor in the card's own name.
    expect(labelsAt(card('text "Bo<|>"'), other)).toEqual([]);
    expect(labelsAt('game stak-bots\nbot "Bo<|>" rank 1 power 1 {}', other)).toEqual([]);
  });

  it('offers `starts-with` in a card header, once', () => {
    const item = completionAt('game stak-bots\nbot "A" rank 1 power 1 <|>').find((i) => i.label === 'starts-with');
    expect(item).toMatchObject({ kind: 'keyword', insertText: 'starts-with "$1"', insertTextFormat: 'snippet', detail: 'starts-with "<Card Name>", …' });
    expect(labelsAt('game stak-bots\nbot "A" rank 1 power 1 starts-with "B" <|>')).not.toContain('starts-with');
  });

  it('offers the set\'s other card names, quoted, after `starts-with` and after a comma in its list', () => {
    const other = { 'sets/test/other.cards': 'game stak-bots\nbot "Bolt Pup" rank 1 power 2 {}\nbot "Spanner" rank 1 power 1 {}\n' };
    const items = completionAt('game stak-bots\nbot "A" rank 1 power 1 starts-with Bo<|> {\n}', other);
    // The card being declared is left out: it cannot start with itself.
    expect(items.map((i) => i.label)).toEqual(['Bolt Pup', 'Spanner']);
    expect(items[0]).toMatchObject({ kind: 'card', insertText: '"Bolt Pup"', range: { start: { line: 1, character: 35 }, end: { line: 1, character: 37 } } });
    expect(labelsAt('game stak-bots\nbot "A" rank 1 power 1 starts-with "Spanner", <|> {\n}', other)).toEqual(['Bolt Pup', 'Spanner']);
  });

  it('offers card names inside a string of a `starts-with` list, without adding quotes', () => {
    const other = { 'sets/test/other.cards': 'game stak-bots\nbot "Bolt Pup" rank 1 power 2 {}\n' };
    const items = completionAt('game stak-bots\nbot "A" rank 1 power 1 starts-with "Bo<|>" {\n}', other);
    expect(items.map((i) => i.label)).toEqual(['Bolt Pup']);
    expect(items[0]).toMatchObject({ insertText: 'Bolt Pup', range: { start: { line: 1, character: 36 }, end: { line: 1, character: 38 } } });
  });

  it('offers nothing in a comment or where a number goes', () => {
    expect(labelsAt(card('// entry: <|>'))).toEqual([]);
    expect(labelsAt(card('entry: deal 1<|>'))).toEqual([]);
  });

  it('never throws, wherever the cursor is and whatever the text', () => {
    const ls = new LanguageService();
    const texts = ['', '}', '{{{', '"', 'game', 'game stak-bots\nbot "A" {\n entry: (((\n', 'game nope\nthing "X" {\n  when: \n}', 'game stak-bots\nbot "🤖" rank 1 power 1 {\n  entry: deal 1 damage to the top card of each opponent\'s \n'];
    for (const text of texts) {
      ls.openDocument('x.cards', text);
      const lines = new LineIndex(text);
      for (let offset = 0; offset <= text.length; offset += 1) {
        expect(() => ls.completion('x.cards', lines.positionAt(offset))).not.toThrow();
      }
      expect(ls.completion('x.cards', { line: 1e9, character: -4 })).toBeInstanceOf(Array);
    }
    expect(ls.completion('missing.cards', { line: 0, character: 0 })).toEqual([]);
  });

  it('takes well under 50 ms at a cursor in a 1,000-card file', () => {
    const text = generatedSet(1000);
    const ls = new LanguageService();
    ls.openDocument('s/big.cards', text, { game: 'stak-bots', set: 'big', name: 'Big' });
    const lines = new LineIndex(text);
    const middle = lines.positionAt(text.indexOf('entry:', text.indexOf('"Generated Bot 500"')));
    const end = lines.positionAt(text.length);
    ls.completion('s/big.cards', middle); // warm up
    const started = performance.now();
    const runs = 20;
    for (let i = 0; i < runs; i += 1) {
      expect(ls.completion('s/big.cards', middle).length).toBeGreaterThan(0);
      expect(ls.completion('s/big.cards', end).map((item) => item.label)).toContain('bot');
    }
    expect((performance.now() - started) / (2 * runs)).toBeLessThan(25);
  });
});
