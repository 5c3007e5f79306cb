import { describe, expect, it } from 'vitest';
import { minimalReplacement } from './text-diff';

function apply(before: string, after: string): string {
  const change = minimalReplacement(before, after);
  return change ? before.slice(0, change.start) + change.text + before.slice(change.oldEnd) : before;
}

describe('minimalReplacement', () => {
  it('returns null for equal texts', () => {
    expect(minimalReplacement('same', 'same')).toBeNull();
  });

  it('replaces only the middle that differs', () => {
    expect(minimalReplacement('game g\npower: 3\nend', 'game g\npower: 4\nend')).toEqual({ start: 14, oldEnd: 15, text: '4' });
  });

  it('handles insertions and deletions at either end', () => {
    expect(minimalReplacement('abc', 'xabc')).toEqual({ start: 0, oldEnd: 0, text: 'x' });
    expect(minimalReplacement('abc', 'abcx')).toEqual({ start: 3, oldEnd: 3, text: 'x' });
    expect(minimalReplacement('abcx', 'abc')).toEqual({ start: 3, oldEnd: 4, text: '' });
    expect(minimalReplacement('', 'new')).toEqual({ start: 0, oldEnd: 0, text: 'new' });
  });

  it('does not let prefix and suffix overlap on repeated text', () => {
    expect(apply('aaa', 'aaaa')).toBe('aaaa');
    expect(apply('abab', 'ab')).toBe('ab');
  });

  it('never splits a surrogate pair or a CRLF', () => {
    const change = minimalReplacement('x😀y', 'x😁y');
    expect(change?.start).toBe(1);
    expect(apply('x😀y', 'x😁y')).toBe('x😁y');
    const crlf = minimalReplacement('a\r\nb', 'a\r\rb');
    expect(crlf && crlf.start <= 1).toBe(true);
    expect(apply('a\r\nb', 'a\nb')).toBe('a\nb');
  });

  it('always produces the new text', () => {
    const samples = ['', 'a', 'game g\n', 'game g\nbot "x" {}\n', '\r\n\r\n', '😀😀', 'abcabc'];
    for (const before of samples) for (const after of samples) expect(apply(before, after)).toBe(after);
  });
});
