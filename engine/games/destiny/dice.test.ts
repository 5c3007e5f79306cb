import { describe, expect, it } from 'vitest';
import type { Die } from '../../core/state';
import { rollValue } from './dice';

const die = (face: Die['faces'][number]): Die => ({ id: 'c2-d1', owner: 'p1', card: 2, faces: [face], face: 0, place: 'pool' });

describe('the battlefield roll of one die (A-4, A-15)', () => {
  it('counts the printed value, a modifier included', () => {
    expect(rollValue(die({ symbol: 'ranged', value: 2, modifier: false, cost: 0 }))).toBe(2);
    expect(rollValue(die({ symbol: 'melee', value: 1, modifier: true, cost: 1 }))).toBe(1);
  });

  it('counts 0 for blanks, specials and a face valued X, whose card gives no number before play', () => {
    expect(rollValue(die({ symbol: 'blank', value: 0, modifier: false, cost: 0 }))).toBe(0);
    expect(rollValue(die({ symbol: 'special', value: 0, modifier: false, cost: 0 }))).toBe(0);
    expect(rollValue(die({ symbol: 'ranged', value: 0, modifier: false, cost: 0, x: true }))).toBe(0);
    expect(rollValue(die({ symbol: 'ranged', value: 3, modifier: false, cost: 0, x: true }))).toBe(0);
  });
});
