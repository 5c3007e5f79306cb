import { describe, expect, it } from 'vitest';
import { LanguageService } from './service';
import { rangeMarkers } from './testing';

describe('code actions', () => {
  it('replaces a misspelt stat with the checker\'s suggestion', () => {
    const { text, range } = rangeMarkers('game stak-bots\nbot "A" rank 1 <[>powr<]> 3 {\n  entry: draw a card\n}\n');
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', text);
    const cursorInWord = { start: { line: 1, character: 17 }, end: { line: 1, character: 17 } };
    const actions = ls.codeActions('s/a.cards', cursorInWord);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ title: 'Change to "power"', kind: 'quickfix', isPreferred: true, edits: [{ range, newText: 'power' }] });
    expect(actions[0]!.diagnostics[0]).toMatchObject({ code: 'CW2003', suggestion: 'power' });
    // Applied, the fix leaves nothing to fix.
    ls.updateDocument('s/a.cards', { range, newText: 'power' });
    expect(ls.diagnostics('s/a.cards')).toEqual([]);
    expect(ls.codeActions('s/a.cards', cursorInWord)).toEqual([]);
  });

  it('fixes a misspelt event, and only where asked', () => {
    const { text, range } = rangeMarkers('game stak-bots\nbot "A" rank 1 power 1 {\n  when this <[>fougth<]>: draw a card\n}\n');
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', text);
    expect(ls.codeActions('s/a.cards', range)).toMatchObject([{ title: 'Change to "fought"', edits: [{ range, newText: 'fought' }] }]);
    expect(ls.codeActions('s/a.cards', { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } })).toEqual([]);
    expect(ls.codeActions('missing.cards', range)).toEqual([]);
  });

  it('offers the fix of a trigger that can never happen: the event player, for an event about a monster', () => {
    const { text, range } = rangeMarkers('game four-souls\nitem "A" #passive {\n  when <[>you attacked<]>: loot 1\n}\n');
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', text);
    const actions = ls.codeActions('s/a.cards', range);
    expect(actions).toMatchObject([{ title: 'Change to "any attacked if the event player is you"', edits: [{ range, newText: 'any attacked if the event player is you' }] }]);
    expect(actions[0]!.diagnostics[0]).toMatchObject({ code: 'CW3032' });
    ls.updateDocument('s/a.cards', { range, newText: 'any attacked if the event player is you' });
    expect(ls.diagnostics('s/a.cards')).toEqual([]);
  });
});
