import { describe, expect, it } from 'vitest';
import { isWellFormedText, loneSurrogateAt } from './text';

describe('well-formed text', () => {
  it('accepts text with complete surrogate pairs', () => {
    expect(isWellFormedText('plain')).toBe(true);
    expect(isWellFormedText('card 🂡 ace')).toBe(true);
    expect(isWellFormedText('')).toBe(true);
  });

  it.each([
    ['a high half at the end', 'abc\ud83c', 3],
    ['a low half alone', 'a\udca1b', 1],
    ['two high halves', '\ud83c\ud83c\udca1', 0],
    ['a low half before its high half', '\udca1\ud83c', 0],
  ])('finds %s', (_label, text, at) => {
    expect(loneSurrogateAt(text)).toBe(at);
    expect(isWellFormedText(text)).toBe(false);
  });
});
