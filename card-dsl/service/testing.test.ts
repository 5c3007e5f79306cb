import { describe, expect, it } from 'vitest';
import { cursor, positionOf, rangeMarkers } from './testing';

describe('test markers', () => {
  it('finds the cursor and removes its marker', () => {
    expect(cursor('game <|>')).toEqual({ text: 'game ', position: { line: 0, character: 5 }, offset: 5 });
    expect(cursor('a\nbc<|>d')).toEqual({ text: 'a\nbcd', position: { line: 1, character: 2 }, offset: 4 });
  });

  it('finds a marked range', () => {
    expect(rangeMarkers('x\nbot "A" <[>powr<]> 3')).toEqual({ text: 'x\nbot "A" powr 3', range: { start: { line: 1, character: 8 }, end: { line: 1, character: 12 } } });
  });

  it('counts characters in UTF-16 units', () => {
    expect(positionOf('"🤖"x', 4)).toEqual({ line: 0, character: 4 });
  });
});
