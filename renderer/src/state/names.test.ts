import { describe, expect, it } from 'vitest';
import { identifier, lastFolderName, newFilePath } from './names';

describe('newFilePath', () => {
  it('adds .cards when missing and keeps it when present', () => {
    expect(newFilePath('sets/g/core', 'monsters')).toEqual({ ok: true, value: 'sets/g/core/monsters.cards' });
    expect(newFilePath('sets/g/core', ' loot.cards ')).toEqual({ ok: true, value: 'sets/g/core/loot.cards' });
  });

  it('allows a subfolder inside the set', () => {
    expect(newFilePath('sets/g/core', 'extra/bosses')).toEqual({ ok: true, value: 'sets/g/core/extra/bosses.cards' });
  });

  it('refuses empty, escaping, hidden and unportable names with a reason', () => {
    for (const bad of ['', '   ', '.cards', '../x', 'a/../../b', '.hidden', 'what?', 'con', 'a\\b']) {
      const result = newFilePath('sets/g/core', bad);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.problem.length).toBeGreaterThan(0);
    }
  });
});

describe('identifier', () => {
  it('lowercases and joins words with dashes', () => {
    expect(identifier(' Stak Bots ', 'game')).toEqual({ ok: true, value: 'stak-bots' });
    expect(identifier('core_set', 'set')).toEqual({ ok: true, value: 'core-set' });
  });

  it('refuses what cannot be a folder id', () => {
    expect(identifier('', 'game').ok).toBe(false);
    expect(identifier('-x', 'game').ok).toBe(false);
    expect(identifier('é', 'game').ok).toBe(false);
  });
});

describe('lastFolderName', () => {
  it('takes the last segment of POSIX and Windows paths', () => {
    expect(lastFolderName('/home/me/card-games')).toBe('card-games');
    expect(lastFolderName('/home/me/card-games/')).toBe('card-games');
    expect(lastFolderName('C:\\Users\\me\\Cards')).toBe('Cards');
    expect(lastFolderName('C:\\')).toBe('');
    expect(lastFolderName('')).toBe('');
  });
});
