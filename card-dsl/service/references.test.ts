import { describe, expect, it } from 'vitest';
import { LanguageService } from './service';
import { cursor } from './testing';

const PUPS = 'game stak-bots\n\nbot "Bolt Pup" rank 1 power 2 {}\n';
const OTHER_SET = 'game stak-bots\nbot "Bolt Pup" rank 1 power 1 {}\nbot "Far" rank 1 power 1 {\n  entry: scrap each card in your hand named "Bolt Pup"\n}\n';

/** A set of two files (pups.cards and main.cards, the marked one) beside another set that has a card of the same name. */
function at(marked: string) {
  const { text, position } = cursor(marked);
  const ls = new LanguageService();
  ls.setManifest('sets/test', { game: 'stak-bots', set: 'test', name: 'Test' });
  ls.setManifest('sets/other', { game: 'stak-bots', set: 'other', name: 'Other' });
  ls.openDocument('sets/test/pups.cards', PUPS);
  ls.openDocument('sets/test/main.cards', text);
  ls.openDocument('sets/other/x.cards', OTHER_SET);
  return { ls, position, path: 'sets/test/main.cards' };
}

const MAIN = 'game stak-bots\nbot "Welder" rank 2 power 3 starts-with "Bolt Pup" {\n  entry: scrap each card in your hand named "Bolt Pup"\n  text "Bolt Pup is not named here"\n}\n';

/** `path line:character-character` for short assertions. */
const where = (r: { path: string; range: { start: { line: number; character: number }; end: { character: number } } }) => `${r.path.split('/').pop()} ${r.range.start.line}:${r.range.start.character}-${r.range.end.character}`;

describe('references', () => {
  it('lists the declaration and every string naming the card in the set, from a use', () => {
    const { ls, position, path } = at(MAIN.replace('named "Bolt Pup"', 'named "Bolt<|> Pup"'));
    expect(ls.references(path, position).map(where)).toEqual(['pups.cards 2:5-13', 'main.cards 1:41-49', 'main.cards 2:45-53']);
    expect(ls.references(path, position)[0]!.isDeclaration).toBe(true);
    expect(ls.references(path, position, false).map(where)).toEqual(['main.cards 1:41-49', 'main.cards 2:45-53']);
  });

  it('works from the declaration too, and from a name after starts-with', () => {
    const { ls, position, path } = at(MAIN.replace('starts-with "Bolt Pup"', 'starts-with "<|>Bolt Pup"'));
    expect(ls.references(path, position)).toHaveLength(3);
    const declaration = cursor('game stak-bots\n\nbot "Bolt <|>Pup" rank 1 power 2 {}\n').position;
    expect(ls.references('sets/test/pups.cards', declaration).map(where)).toEqual(['pups.cards 2:5-13', 'main.cards 1:41-49', 'main.cards 2:45-53']);
  });

  it('finds nothing on printed text, on words, on a variant or on an unknown path', () => {
    for (const marked of [MAIN.replace('text "Bolt Pup', 'text "Bolt<|> Pup'), MAIN.replace('rank 2', 'ra<|>nk 2'), `${MAIN}variant "Bolt<|> Pup" {\n}\n`]) {
      const { ls, position, path } = at(marked);
      expect(ls.references(path, position)).toEqual([]);
    }
    expect(new LanguageService().references('missing.cards', { line: 0, character: 0 })).toEqual([]);
  });
});

describe('rename', () => {
  it('renames the card in every file of its set, and nowhere else', () => {
    const { ls, position, path } = at(MAIN.replace('named "Bolt Pup"', 'named "<|>Bolt Pup"'));
    expect(ls.prepareRename(path, position)).toEqual({ range: { start: { line: 2, character: 45 }, end: { line: 2, character: 53 } }, placeholder: 'Bolt Pup' });
    const result = ls.rename(path, position, 'Spark Pup');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.edit.changes).sort()).toEqual(['sets/test/main.cards', 'sets/test/pups.cards']);
    // Applying the edits gives sources where the new name stands everywhere the old one did.
    for (const [p, edits] of Object.entries(result.edit.changes)) ls.updateDocument(p, [...edits].reverse());
    expect(ls.getText('sets/test/pups.cards')).toContain('bot "Spark Pup" rank 1');
    expect(ls.getText(path)).toContain('starts-with "Spark Pup"');
    expect(ls.getText(path)).toContain('named "Spark Pup"');
    expect(ls.getText(path)).toContain('text "Bolt Pup is not named here"');
    expect(ls.getText('sets/other/x.cards')).toBe(OTHER_SET);
    expect(ls.diagnostics(path).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('escapes quotes in the new name', () => {
    const { ls, position, path } = at(MAIN.replace('named "Bolt Pup"', 'named "<|>Bolt Pup"'));
    const result = ls.rename(path, position, 'The "Pup"');
    expect(result.ok && result.edit.changes['sets/test/pups.cards']?.[0]?.newText).toBe('The \\"Pup\\"');
  });

  it('refuses a name the set already has, an empty name, and a place that names no card', () => {
    const { ls, position, path } = at(MAIN.replace('named "Bolt Pup"', 'named "<|>Bolt Pup"'));
    expect(ls.rename(path, position, 'Welder')).toEqual({ ok: false, message: 'The set already has a card named "Welder"' });
    expect(ls.rename(path, position, '   ')).toEqual({ ok: false, message: 'A card needs a name' });
    expect(ls.rename(path, position, 'Two\nLines').ok).toBe(false);
    expect(ls.rename(path, position, 'Bolt Pup')).toEqual({ ok: true, edit: { changes: {} } });
    const words = at(MAIN.replace('rank 2', 'ra<|>nk 2'));
    expect(words.ls.prepareRename(words.path, words.position)).toBeNull();
    expect(words.ls.rename(words.path, words.position, 'X').ok).toBe(false);
  });
});
