import { describe, expect, it } from 'vitest';
import { baseName, hasControlCharacter, isSafeRelativePath, parentOf, relativeSegments } from './paths';

describe('workspace-relative paths', () => {
  it('accepts plain relative paths', () => {
    expect(relativeSegments('sets/four-souls/base/loot.cards')).toEqual(['sets', 'four-souls', 'base', 'loot.cards']);
    expect(isSafeRelativePath('cardwright.json')).toBe(true);
    expect(isSafeRelativePath('sets/a b/c d.cards')).toBe(true);
  });

  it.each([
    ['parent folder', '../x'],
    ['parent in the middle', 'sets/../../x'],
    ['current folder', './x'],
    ['absolute', '/etc/passwd'],
    ['drive letter', 'C:/x'],
    ['backslash', 'sets\\x'],
    ['empty segment', 'sets//x'],
    ['trailing slash', 'sets/'],
    ['NUL', 'sets/x\0.cards'],
    ['newline', 'sets/x\n.cards'],
    ['reserved device name', 'sets/con.cards'],
    ['trailing dot', 'sets/x.'],
    ['wildcard', 'sets/*.cards'],
    ['empty', ''],
  ])('refuses a path with %s', (_why, path) => {
    expect(isSafeRelativePath(path)).toBe(false);
  });

  it('splits parent and base name', () => {
    expect(parentOf('sets/a/b.cards')).toBe('sets/a');
    expect(parentOf('b.cards')).toBe('');
    expect(baseName('sets/a/b.cards')).toBe('b.cards');
  });

  it('finds control characters', () => {
    expect(hasControlCharacter('a\tb')).toBe(true);
    expect(hasControlCharacter('Sacred Heart')).toBe(false);
  });
});
