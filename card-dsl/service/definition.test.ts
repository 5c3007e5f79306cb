import { describe, expect, it } from 'vitest';
import { LanguageService } from './service';
import { cursor, rangeMarkers } from './testing';

describe('definition', () => {
  const target = rangeMarkers('game stak-bots\n\nbot <[>"Bolt Pup"<]> rank 1 power 2 {}\n');

  function at(marked: string) {
    const { text, position } = cursor(marked);
    const ls = new LanguageService();
    ls.setManifest('sets/test', { game: 'stak-bots', set: 'test', name: 'Test' });
    ls.openDocument('sets/test/pups.cards', target.text);
    ls.openDocument('sets/test/main.cards', text);
    ls.openDocument('sets/elsewhere/x.cards', 'game stak-bots\nbot "Far" rank 1 power 1 {}\n');
    return ls.definition('sets/test/main.cards', position);
  }

  it('jumps from a card named in a string to its declaration in another file of the set', () => {
    expect(at('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: named "Bolt<|> Pup"\n}')).toEqual({ path: 'sets/test/pups.cards', range: target.range });
    expect(at('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: scrap each card in your hand named "Bolt<|> Pup"\n}')).toEqual({ path: 'sets/test/pups.cards', range: target.range });
    // At the end of the string too.
    expect(at('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: named "Bolt Pup"<|>\n}')).toEqual({ path: 'sets/test/pups.cards', range: target.range });
  });

  it('jumps from a name after `starts-with` to its declaration', () => {
    expect(at('game stak-bots\nbot "A" rank 1 power 1 starts-with "Bolt<|> Pup" {}')).toEqual({ path: 'sets/test/pups.cards', range: target.range });
  });

  it('jumps within the same file', () => {
    const { text, position } = cursor('game stak-bots\nbot "A" rank 1 power 1 {}\nbot "B" rank 1 power 1 {\n  entry: named "<|>A"\n}');
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', text);
    expect(ls.definition('s/a.cards', position)).toEqual({ path: 's/a.cards', range: { start: { line: 1, character: 4 }, end: { line: 1, character: 7 } } });
  });

  it('goes nowhere from printed text, from the card\'s own name, from other sets\' cards or from words', () => {
    expect(at('game stak-bots\nbot "A" rank 1 power 1 {\n  text "Bolt<|> Pup"\n}')).toBeNull();
    expect(at('game stak-bots\nbot "Bolt<|> Pup" rank 1 power 1 {}')).toBeNull();
    expect(at('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: named "F<|>ar"\n}')).toBeNull();
    expect(at('game stak-bots\nbot "A" rank 1 po<|>wer 1 {}')).toBeNull();
    expect(new LanguageService().definition('missing.cards', { line: 0, character: 0 })).toBeNull();
  });
});
