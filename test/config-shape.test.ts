// The quick check of a game config's shape (configProblem's plain loops) against the schema it
// stands in front of: the quick check may only ever accept what the schema accepts, so for
// every config here both must give the same answer, and a refused config the schema's message.
import { describe, expect, it } from 'vitest';
import { configProblem, schemaProblem } from '../engine/core/config';

const good: Record<string, unknown>[] = [
  { seed: 's', seats: 2 },
  { seed: '', seats: 0 },
  { seed: 's', seats: [{ id: 'a', name: 'Ann' }, {}] },
  { seed: 's', seats: [], variants: { 'stak-depth': { cards: 9, open: true, mode: 'x' } }, options: { a: false } },
  { seed: 's', seats: 3, cards: ['a', 'b'], seatCards: { p1: ['a'] }, seatElite: { p1: [] }, arrange: { supply: ['Bot One'] }, dice: [1, 6, -0] },
  { seed: 's', seats: 2, variants: undefined, options: undefined, unknownKey: { anything: 1 } },
  { seed: 's', seats: 2, options: Object.assign(Object.create(null) as object, { a: true }) },
];

const symbolKeyed = { a: ['x'] } as Record<string | symbol, unknown>;
symbolKeyed[Symbol('s')] = ['y'];
const sparse: string[] = [];
sparse[2] = 'x';
class Seat {
  id = 'p1';
}

const bad: unknown[] = [
  { seats: 2 },
  { seed: 1, seats: 2 },
  { seed: 's', seats: 2.5 },
  { seed: 's', seats: Number.NaN },
  { seed: 's', seats: Number.POSITIVE_INFINITY },
  { seed: 's', seats: 2 ** 60 },
  { seed: 's', seats: '2' },
  { seed: 's', seats: [null, null] },
  { seed: 's', seats: [{ id: '' }] },
  { seed: 's', seats: [{ id: 3 }] },
  { seed: 's', seats: [{ name: null }] },
  { seed: 's', seats: 2, variants: { v: { n: Number.NaN } } },
  { seed: 's', seats: 2, variants: { v: { n: Number.POSITIVE_INFINITY } } },
  { seed: 's', seats: 2, variants: { v: { n: null } } },
  { seed: 's', seats: 2, variants: { v: 3 } },
  { seed: 's', seats: 2, variants: [] },
  { seed: 's', seats: 2, options: { a: 1 } },
  { seed: 's', seats: 2, options: [true] },
  { seed: 's', seats: 2, cards: 'a' },
  { seed: 's', seats: 2, cards: ['a', 2] },
  { seed: 's', seats: 2, cards: sparse },
  { seed: 's', seats: 2, arrange: { supply: 'Bot One' } },
  { seed: 's', seats: 2, arrange: { supply: ['Bot One', null] } },
  { seed: 's', seats: 2, arrange: symbolKeyed },
  { seed: 's', seats: 2, seatCards: { p1: [1] } },
  { seed: 's', seats: 2, seatElite: [['a']] },
  { seed: 's', seats: 2, dice: [1.5] },
  { seed: 's', seats: 2, dice: 6 },
];

describe('the quick check of a config shape', () => {
  it('accepts what the schema accepts', () => {
    for (const config of good) {
      expect(schemaProblem(config), JSON.stringify(config)).toBeNull();
      expect(configProblem(config), JSON.stringify(config)).toBeNull();
    }
  });

  it('refuses what the schema refuses, with the schema words', () => {
    for (const config of bad) {
      const problem = schemaProblem(config);
      expect(problem, String(JSON.stringify(config))).not.toBeNull();
      expect(configProblem(config)).toBe(problem);
    }
  });

  it('leaves what it is not sure of to the schema', () => {
    // A seat made by a class is no plain object: the quick check passes it over, and the schema accepts it.
    const config = { seed: 's', seats: [new Seat()] };
    expect(configProblem(config)).toBe(schemaProblem(config));
    expect(configProblem(config)).toBeNull();
  });

  it('gives the same answer as the schema for configs changed at random', () => {
    const values: unknown[] = [undefined, null, 0, 2, -1, 1.5, Number.NaN, '', 'x', true, [], ['x'], [1], {}, { a: 'x' }, { a: ['x'] }, { a: { b: 1 } }, { a: true }, [{}], [{ id: 'p' }]];
    const keys = ['seed', 'seats', 'variants', 'options', 'cards', 'seatCards', 'seatElite', 'arrange', 'dice'];
    let state = 7;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    for (let i = 0; i < 3000; i += 1) {
      const config: Record<string, unknown> = { seed: 's', seats: 2 };
      for (let k = 0; k < 1 + next(3); k += 1) config[keys[next(keys.length)]!] = values[next(values.length)];
      expect(configProblem(config), JSON.stringify(config)).toBe(schemaProblem(config));
    }
  });
});
