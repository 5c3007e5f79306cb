import { describe, expect, it } from 'vitest';
import { editDistance, hintText, maxDistance, suggest, knownText, LISTED, nearestFirst } from './suggest';

describe('editDistance', () => {
  it.each([
    ['power', 'power', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['powr', 'power', 1], // deletion
    ['powerr', 'power', 1], // insertion
    ['pover', 'power', 1], // substitution
    ['pwoer', 'power', 1], // swap of neighbours counts once
    ['turn-bgean', 'turn-began', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3], // the restricted variant: no edits inside a swapped pair
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('suggest', () => {
  const stats = ['rank', 'power'];

  it('suggests the closest candidate within a third of the word', () => {
    expect(suggest('powr', stats)).toBe('power');
    expect(suggest('pwoer', stats)).toBe('power');
    expect(suggest('rnak', stats)).toBe('rank');
    expect(suggest('turn-begn', ['turn-began', 'turn-ended'])).toBe('turn-began');
  });

  it('suggests nothing when every candidate is too far', () => {
    expect(suggest('robot', ['bot'])).toBeUndefined();
    expect(suggest('charge', stats)).toBeUndefined();
    expect(suggest('anything', [])).toBeUndefined();
  });

  it('allows one edit even for short words', () => {
    expect(maxDistance('hq')).toBe(1);
    expect(suggest('hq', ['hp'])).toBe('hp');
    expect(maxDistance('supply-reshufle')).toBe(5);
  });

  it('ignores case when measuring but returns the candidate as spelled', () => {
    expect(suggest('Power', stats)).toBe('power');
  });

  it('never suggests the word itself', () => {
    expect(suggest('power', ['power'])).toBeUndefined();
  });

  it('prefers the nearer candidate, then the earlier one', () => {
    expect(suggest('stak', ['stack', 'stak-pile', 'steak'])).toBe('stack');
    expect(suggest('stok', ['stak', 'stuk'])).toBe('stak');
    expect(suggest('stok', ['stuk', 'stak'])).toBe('stuk');
  });

  it('accepts any iterable', () => {
    expect(suggest('scrapp', new Set(['scrap', 'reset']))).toBe('scrap');
  });
});

describe('hintText', () => {
  it('fills the {hint} placeholder', () => {
    expect(hintText('power')).toBe(' (did you mean "power"?)');
    expect(hintText(undefined)).toBe('');
  });
});

describe('nearestFirst and knownText', () => {
  it('orders the known words by distance, then as the vocabulary has them', () => {
    expect(nearestFirst('hnd', ['stak', 'hand', 'supply', 'scrapheap'])).toEqual(['hand', 'stak', 'supply', 'scrapheap']);
    expect(nearestFirst('x', ['b', 'a', 'b'])).toEqual(['b', 'a']);
  });

  it('lists every word of a short list and the nearest of a long one, with the count', () => {
    expect(knownText('hnd', 'hand', ['stak', 'hand'], 'zones')).toBe(' (did you mean "hand"? zones: hand, stak)');
    expect(knownText('zz', undefined, [], 'resources')).toBe(' (resources: none)');
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`);
    const text = knownText('w7', undefined, many, 'words');
    expect(text).toMatch(/^ \(words: w7, .*, … \(20 in all\)\)$/);
    expect(text.slice(' (words: '.length, text.indexOf(', …')).split(', ')).toEqual(nearestFirst('w7', many).slice(0, LISTED));
  });
});
