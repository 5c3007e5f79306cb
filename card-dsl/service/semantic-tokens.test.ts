import { describe, expect, it } from 'vitest';
import { LanguageService } from './service';
import { semanticTokensInRange, semanticTokensLegend, type SemanticTokens } from './semantic-tokens';

function show(text: string, tokens: SemanticTokens): string[] {
  const lines = text.split('\n');
  return tokens.tokens.map((t) => `${lines[t.range.start.line]!.slice(t.range.start.character, t.range.end.character)}:${t.type}`);
}

describe('semantic tokens', () => {
  const text = [
    'game stak-bots',
    '// a comment',
    'bot "Bolt Pup" rank 1 power 2 {',
    '  text "Entry: scrap."',
    "  entry: choose a card in the scrapheap as loot: scrap loot then this gets +1 power // why",
    '  when this fought: deal X damage to the top card of each opponent\'s stak',
    '}',
    'bot "B" rank 1 power 1 {',
    '  entry: named "Bolt Pup"',
    '}',
  ].join('\n');
  const ls = new LanguageService();
  ls.openDocument('s/a.cards', text);
  const tokens = ls.semanticTokens('s/a.cards');

  it('types every token by what it is', () => {
    expect(show(text, tokens)).toEqual([
      'game:keyword', 'stak-bots:keyword',
      '// a comment:comment',
      'bot:cardKind', '"Bolt Pup":cardName', 'rank:stat', '1:number', 'power:stat', '2:number',
      'text:keyword', '"Entry: scrap.":string',
      'entry:event', 'choose:verb', 'a:keyword', 'card:keyword', 'in:keyword', 'the:keyword', 'scrapheap:zone', 'as:keyword', 'loot:variable', 'scrap:verb', 'loot:variable',
      'then:keyword', 'this:keyword', 'gets:keyword', '+:operator', '1:number', 'power:stat', '// why:comment',
      'when:keyword', 'this:keyword', 'fought:event', 'deal:verb', 'X:variable', 'damage:keyword', 'to:keyword', 'the:keyword', 'top:keyword', 'card:keyword', 'of:keyword',
      "each:keyword", 'opponent:keyword', "'s:keyword", 'stak:zone',
      'bot:cardKind', '"B":cardName', 'rank:stat', '1:number', 'power:stat', '1:number',
      // A line the parser cannot read (there is no `named` yet) has keywords only, but a string naming a card is one.
      'entry:keyword', 'named:keyword', '"Bolt Pup":cardName',
    ]);
  });

  it('encodes them as LSP does: five numbers each, relative to the one before', () => {
    const { data } = tokens;
    expect(data.length).toBe(tokens.tokens.length * 5);
    let line = 0;
    let character = 0;
    tokens.tokens.forEach((t, i) => {
      const [dLine, dStart, length, type, modifiers] = data.slice(i * 5, i * 5 + 5);
      line += dLine!;
      character = dLine === 0 ? character + dStart! : dStart!;
      expect({ line, character }).toEqual(t.range.start);
      expect(length).toBe(t.range.end.character - t.range.start.character);
      expect(semanticTokensLegend.tokenTypes[type!]).toBe(t.type);
      expect(modifiers).toBe(0);
    });
  });

  it('is computed once per version, and empty for an unknown document', () => {
    expect(ls.semanticTokens('s/a.cards')).toBe(tokens);
    expect(new LanguageService().semanticTokens('missing.cards')).toEqual({ tokens: [], data: [] });
  });

  it('handles broken text, unclosed strings and non-ASCII', () => {
    const broken = 'game stak-bots\nbot "🤖 A" rank 1 power 1 {\n  entry: ((( "open\n  @ }\n';
    const other = new LanguageService();
    other.openDocument('b.cards', broken);
    const shown = show(broken, other.semanticTokens('b.cards'));
    expect(shown).toContain('"🤖 A":cardName');
    expect(shown).toContain('"open:string');
  });

  it('gives the same tokens for a range of lines as the whole file has there', () => {
    const ls = new LanguageService();
    const cards = Array.from({ length: 30 }, (_, i) => `// card ${i}\nbot "Pup ${i}" rank 1 power 2 {\n  entry: deal 1 damage to the top card of each opponent's stak\n  text "Pup ${i}"\n}`);
    ls.openDocument('s/a.cards', `game stak-bots\n\n${cards.join('\n\n')}\n`);
    const all = ls.semanticTokens('s/a.cards').tokens;
    const key = (t: { range: { start: { line: number; character: number } }; type: string }) => `${t.range.start.line}:${t.range.start.character}:${t.type}`;
    for (const [first, last] of [[0, 5], [40, 47], [60, 200], [13, 13]] as const) {
      const part = semanticTokensInRange(ls, 's/a.cards', { start: { line: first, character: 0 }, end: { line: last, character: 0 } });
      const inRange = all.filter((t) => t.range.start.line >= first && t.range.start.line <= last).map(key);
      const got = part.tokens.map(key);
      for (const k of inRange) expect(got).toContain(k);
      for (const k of got) expect(all.map(key)).toContain(k);
      // The LSP data of the part decodes to the same positions.
      let line = 0;
      let character = 0;
      for (let i = 0; i < part.data.length; i += 5) {
        line += part.data[i]!;
        character = part.data[i]! === 0 && i > 0 ? character + part.data[i + 1]! : part.data[i + 1]!;
        expect(`${line}:${character}`).toBe(got[i / 5]!.split(':').slice(0, 2).join(':'));
      }
    }
    expect(semanticTokensInRange(ls, 'missing.cards', { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } })).toEqual({ tokens: [], data: [] });
  });
});
