import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnostic, type Code } from './catalog';
import { capPerFile, firstOfOverlapping, MAX_DIAGNOSTICS_PER_FILE, type Located } from './dedupe';

const at = (path: string, code: Code, start: number, end: number): Located => ({ path, diagnostic: diagnostic(code, { start, end }, { found: 'x', expected: 'y', char: '@' }) });

/** The rule as written: keep one unless an earlier kept one of its code and file overlaps it. */
function naive(list: Located[]): Located[] {
  const kept: Located[] = [];
  for (const d of list) {
    const r = d.diagnostic.range;
    const clash = kept.some((k) => k.path === d.path && k.diagnostic.code === d.diagnostic.code && k.diagnostic.range.start <= r.end && r.start <= k.diagnostic.range.end);
    if (!clash) kept.push(d);
  }
  return kept;
}

describe('the same finding twice is shown once', () => {
  it('keeps the first of overlapping or touching ranges of one code in one file', () => {
    const list = [at('a', 'CW1004', 5, 6), at('a', 'CW1004', 6, 7), at('a', 'CW1001', 5, 6), at('b', 'CW1004', 5, 6), at('a', 'CW1004', 3, 9), at('a', 'CW1004', 8, 9)];
    expect(firstOfOverlapping(list)).toEqual([list[0], list[2], list[3], list[5]]);
  });

  it('agrees with the rule as written on any list', () => {
    const item = fc.record({ path: fc.constantFrom('a', 'b'), code: fc.constantFrom<Code>('CW1001', 'CW1004'), start: fc.nat(60), length: fc.nat(8) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 80 }), (items) => {
        const list = items.map((i) => at(i.path, i.code, i.start, i.start + i.length));
        expect(firstOfOverlapping(list)).toEqual(naive(list));
      }),
      { numRuns: 300 },
    );
  });
});

describe('diagnostics per file are capped', () => {
  const many = (path: string, n: number, code: Code = 'CW1004') => Array.from({ length: n }, (_, i) => at(path, code, 2 * i, 2 * i + 1));

  it('shows the first ones of each file, then one that counts the rest, as severe as the worst of them', () => {
    const list = [...many('a', MAX_DIAGNOSTICS_PER_FILE + 234), ...many('b', 3)];
    const capped = capPerFile(list);
    const ofA = capped.filter((d) => d.path === 'a');
    expect(ofA).toHaveLength(MAX_DIAGNOSTICS_PER_FILE + 1);
    expect(ofA.slice(0, -1)).toEqual(list.slice(0, MAX_DIAGNOSTICS_PER_FILE));
    expect(ofA.at(-1)!.diagnostic).toMatchObject({
      code: 'CW0001',
      severity: 'error',
      message: '234 more not shown (234 errors): only the first 1,000 problems of this file are listed',
      range: { start: 2 * MAX_DIAGNOSTICS_PER_FILE, end: 2 * MAX_DIAGNOSTICS_PER_FILE },
    });
    expect(capped.filter((d) => d.path === 'b')).toEqual(list.slice(-3));
  });

  it('adds the syntax errors the parser only counted, and leaves a short list alone', () => {
    const few = many('a', 3);
    expect(capPerFile(few)).toEqual(few);
    const counted = capPerFile(few, new Map([['a', 5000]]));
    expect(counted.at(-1)!.diagnostic.message).toBe('5,000 more not shown (5,000 errors): only the first 1,000 problems of this file are listed');
  });

  it('says warnings when only warnings were left out', () => {
    const list = many('a', MAX_DIAGNOSTICS_PER_FILE + 1, 'CW3007');
    expect(capPerFile(list).at(-1)!.diagnostic).toMatchObject({ code: 'CW0001', severity: 'warning', message: '1 more not shown (1 warning): only the first 1,000 problems of this file are listed' });
  });
});
