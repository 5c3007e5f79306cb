import { describe, expect, it } from 'vitest';
import { parseText } from '../syntax/incremental';
import { LineIndex } from './positions';
import { LanguageService } from './service';
import { folderOf } from './workspace';

const card = (name: string, power = 1) => `bot "${name}" rank 1 power ${power} {\n  entry: draw a card\n}\n`;

describe('positions', () => {
  const lines = new LineIndex('ab\r\ncd\n\nef');

  it('converts offsets and positions both ways', () => {
    for (let offset = 0; offset <= lines.text.length; offset += 1) expect(lines.offsetAt(lines.positionAt(offset))).toBe(offset);
    expect(lines.positionAt(4)).toEqual({ line: 1, character: 0 });
    expect(lines.positionAt(8)).toEqual({ line: 3, character: 0 });
  });

  it('clamps positions out of range instead of throwing', () => {
    expect(lines.offsetAt({ line: 0, character: 99 })).toBe(3);
    expect(lines.offsetAt({ line: 99, character: 0 })).toBe(lines.text.length);
    expect(lines.offsetAt({ line: -1, character: -1 })).toBe(0);
    expect(lines.offsetAt({ line: Number.NaN, character: Infinity })).toBe(0);
    expect(lines.offsetAt(null)).toBe(0);
    expect(lines.positionAt(-5)).toEqual({ line: 0, character: 0 });
  });
});

describe('workspace', () => {
  it('groups documents into sets by folder, or by the deepest manifest above them', () => {
    const ls = new LanguageService();
    ls.setManifest('sets/a', { game: 'stak-bots', set: 'a', name: 'A' });
    ls.openDocument('sets/a/one.cards', 'game stak-bots\n');
    ls.openDocument('sets/a/more/two.cards', 'game stak-bots\n');
    ls.openDocument('sets/b/three.cards', 'game stak-bots\n');
    expect(ls.setOf('sets/a/one.cards').paths).toEqual(['sets/a/more/two.cards', 'sets/a/one.cards']);
    expect(ls.setOf('sets/a/one.cards').manifest?.name).toBe('A');
    expect(ls.setOf('sets/b/three.cards').paths).toEqual(['sets/b/three.cards']);
    expect(ls.setOf('sets/b/three.cards').manifest).toBeNull();
    expect(folderOf('x/y/z.cards')).toBe('x/y');
    expect(folderOf('z.cards')).toBe('');
  });

  it('moves documents between sets as manifests and documents come and go, after having been asked', () => {
    const ls = new LanguageService();
    ls.openDocument('sets/a/one.cards', 'game stak-bots\n');
    ls.openDocument('sets/a/more/two.cards', 'game stak-bots\n');
    // Asked first, so that what is remembered must be forgotten below.
    expect(ls.setOf('sets/a/one.cards').paths).toEqual(['sets/a/one.cards']);
    expect(ls.setFolderOf('sets/a/more/two.cards')).toBe('sets/a/more');
    ls.setManifest('sets/a', { game: 'stak-bots', set: 'a', name: 'A' });
    expect(ls.setFolderOf('sets/a/more/two.cards')).toBe('sets/a');
    expect(ls.setOf('sets/a/one.cards').paths).toEqual(['sets/a/more/two.cards', 'sets/a/one.cards']);
    ls.openDocument('sets/a/three.cards', 'game stak-bots\n');
    expect(ls.setOf('sets/a/one.cards').paths).toEqual(['sets/a/more/two.cards', 'sets/a/one.cards', 'sets/a/three.cards']);
    ls.closeDocument('sets/a/more/two.cards');
    expect(ls.setOf('sets/a/one.cards').paths).toEqual(['sets/a/one.cards', 'sets/a/three.cards']);
    ls.removeManifest('sets/a');
    ls.openDocument('sets/a/more/two.cards', 'game stak-bots\n');
    expect(ls.setOf('sets/a/more/two.cards').paths).toEqual(['sets/a/more/two.cards']);
    expect(ls.setOf('sets/a/one.cards').paths).toEqual(['sets/a/one.cards', 'sets/a/three.cards']);
  });

  it('takes a manifest with openDocument', () => {
    const ls = new LanguageService();
    ls.openDocument('s/one.cards', 'game stak-bots\n', { game: 'stak-bots', set: 's', name: 'S' });
    expect(ls.setOf('s/one.cards').manifest).toEqual({ game: 'stak-bots', set: 's', name: 'S' });
  });

  it('re-parses one card for an edit inside it, and the result equals a full parse', () => {
    const ls = new LanguageService();
    const text = `game stak-bots\n\n${card('A')}\n${card('B')}\n${card('C')}`;
    ls.openDocument('s/x.cards', text);
    const at = text.indexOf('power', text.indexOf('"B"')) + 'power '.length;
    const lines = new LineIndex(text);
    ls.updateDocument('s/x.cards', { range: { start: lines.positionAt(at), end: lines.positionAt(at + 1) }, newText: '7' });
    const doc = ls.document('s/x.cards')!;
    expect(doc.reused).toBe(true);
    expect(doc.text).toBe(text.slice(0, at) + '7' + text.slice(at + 1));
    expect(doc.parsed.file).toEqual(parseText(doc.text).file);
  });

  it('accepts edits in offsets, several edits at once, and whole texts', () => {
    const ls = new LanguageService();
    ls.openDocument('s/x.cards', `game stak-bots\n${card('A')}`);
    const before = ls.document('s/x.cards')!.version;
    const at = ls.getText('s/x.cards').indexOf('"A"') + 1;
    expect(ls.updateDocument('s/x.cards', { start: at, end: at + 1, text: 'Bee' })).toBe(true);
    expect(ls.getText('s/x.cards')).toContain('"Bee"');
    expect(ls.document('s/x.cards')!.version).toBeGreaterThan(before);
    ls.updateDocument('s/x.cards', [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: '// one\n' },
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: '// two\n' },
    ]);
    expect(ls.getText('s/x.cards').startsWith('// two\n// one\ngame')).toBe(true);
    ls.updateDocument('s/x.cards', 'game stak-bots\n');
    expect(ls.getText('s/x.cards')).toBe('game stak-bots\n');
    expect(ls.document('s/x.cards')!.parsed.file).toEqual(parseText('game stak-bots\n').file);
  });

  it('ignores changes to documents that are not open, and forgets closed ones', () => {
    const ls = new LanguageService();
    expect(ls.updateDocument('nope.cards', 'x')).toBe(false);
    ls.openDocument('s/x.cards', 'game stak-bots\n');
    ls.closeDocument('s/x.cards');
    ls.closeDocument('s/x.cards');
    expect(ls.document('s/x.cards')).toBeUndefined();
    expect(ls.documents()).toEqual([]);
    expect(ls.diagnostics('s/x.cards')).toEqual([]);
  });

  it('lists the set\'s cards across its files', () => {
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', `game stak-bots\n${card('A')}`);
    ls.openDocument('s/b.cards', `game stak-bots\n${card('B')}${card('A')}`);
    ls.openDocument('t/c.cards', `game stak-bots\n${card('C')}`);
    const cards = ls.cards('s/a.cards');
    expect([...cards.keys()].sort()).toEqual(['A', 'B']);
    expect(cards.get('A')!.map((r) => r.path)).toEqual(['s/a.cards', 's/b.cards']);
    ls.closeDocument('s/b.cards');
    expect([...ls.cards('s/a.cards').keys()]).toEqual(['A']);
  });
});
