import { describe, expect, it } from 'vitest';
import { format } from '../compile/format';
import { LineIndex, type TextEdit } from './positions';
import { LanguageService } from './service';

/** Applies edits (non-overlapping, in any order) to a text. */
function apply(text: string, edits: TextEdit[]): string {
  const lines = new LineIndex(text);
  return edits
    .map((e) => ({ ...lines.offsets(e.range), text: e.newText }))
    .sort((a, b) => b.start - a.start)
    .reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
}

describe('formatting', () => {
  it('gives the formatter\'s edits in editor positions', () => {
    const text = 'game stak-bots\nbot   "A"  rank 1 power 1 {\nentry:   draw a card\n}\n\n\n\nbot "B" rank 1 power 1 {\n  entry: draw a card\n}\n';
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', text);
    const edits = ls.formattingEdits('s/a.cards');
    expect(edits.length).toBeGreaterThan(0);
    const expected = format(text);
    expect(expected.text).not.toBeNull();
    expect(apply(text, edits)).toBe(expected.text);
    // Formatted text needs nothing more.
    ls.updateDocument('s/a.cards', apply(text, edits));
    expect(ls.formattingEdits('s/a.cards')).toEqual([]);
  });

  it('leaves a file with syntax errors alone', () => {
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', 'game stak-bots\nbot   "A" rank 1 power 1 {\n  entry: deal to\n}\n');
    expect(ls.formattingEdits('s/a.cards')).toEqual([]);
    expect(ls.formattingEdits('missing.cards')).toEqual([]);
  });
});
