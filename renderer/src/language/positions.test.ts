import { describe, expect, it } from 'vitest';
import { pathOf, toMonacoRange, toServicePosition, toServiceRange } from './positions';

describe('editor positions', () => {
  it('convert 1-based lines and columns to 0-based and back', () => {
    expect(toServicePosition({ lineNumber: 1, column: 1 })).toEqual({ line: 0, character: 0 });
    const range = { startLineNumber: 3, startColumn: 5, endLineNumber: 4, endColumn: 2 };
    expect(toServiceRange(range)).toEqual({ start: { line: 2, character: 4 }, end: { line: 3, character: 1 } });
    expect(toMonacoRange(toServiceRange(range))).toEqual(range);
  });

  it('read a workspace path from a buffer address only', () => {
    expect(pathOf({ scheme: 'cardwright', path: '/sets/a/b/c.cards' })).toBe('sets/a/b/c.cards');
    expect(pathOf({ scheme: 'inmemory', path: '/model/1' })).toBeNull();
  });
});
