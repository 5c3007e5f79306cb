import { describe, expect, it } from 'vitest';
import { LanguageService } from './service';
import { documentSymbolAt } from './symbols';

describe('document symbols', () => {
  it('lists the cards and variants with their ranges', () => {
    const text = 'game stak-bots\n\nbot "Bolt Pup" rank 1 power 2 copies 3 {}\n\n// a house rule\nvariant "House" {\n  rule: draw a card\n}\nbot "Gear" rank 2 power 3 {\n  entry: draw a card\n}\n';
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', text);
    const symbols = ls.documentSymbols('s/a.cards');
    expect(symbols.map((s) => [s.name, s.kind, s.cardKind, s.detail])).toEqual([
      ['Bolt Pup', 'card', 'bot', 'bot · rank 1 · power 2 · copies 3'],
      ['House', 'variant', null, 'variant'],
      ['Gear', 'card', 'bot', 'bot · rank 2 · power 3'],
    ]);
    expect(symbols[2]!.range).toEqual({ start: { line: 8, character: 0 }, end: { line: 10, character: 1 } });
    expect(symbols[2]!.selectionRange).toEqual({ start: { line: 8, character: 4 }, end: { line: 8, character: 10 } });
  });

  it('finds the card around a line', () => {
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', 'game stak-bots\n\nbot "A" rank 1 power 1 {\n  entry: draw a card\n}\n\nbot "B" rank 1 power 1 {}\n');
    expect(documentSymbolAt(ls, 's/a.cards', 3)?.name).toBe('A');
    expect(documentSymbolAt(ls, 's/a.cards', 2)?.name).toBe('A');
    expect(documentSymbolAt(ls, 's/a.cards', 6)?.name).toBe('B');
    expect(documentSymbolAt(ls, 's/a.cards', 5)).toBeNull();
    expect(documentSymbolAt(ls, 's/a.cards', 0)).toBeNull();
    expect(documentSymbolAt(ls, 'missing.cards', 0)).toBeNull();
  });

  it('is empty for an unknown document and skips what did not parse', () => {
    const ls = new LanguageService();
    expect(ls.documentSymbols('missing.cards')).toEqual([]);
    ls.openDocument('s/b.cards', 'game stak-bots\n}}} nonsense\nbot "A" rank 1 power 1 {}\n');
    expect(ls.documentSymbols('s/b.cards').map((s) => s.name)).toEqual(['A']);
  });
});
