import { describe, expect, it } from 'vitest';
import type { File } from '../syntax/ast';
import { indexSet } from './checker';
import { mergeChecks, reportUnknown, type Check, type CheckContext } from './registry';
import { suggestBudget } from './suggest';

const r = (start: number, end: number) => ({ start, end });

describe('mergeChecks', () => {
  it('joins registries, keeping the order of the checks within a kind', () => {
    const a: Check<unknown> = () => {};
    const b: Check<unknown> = () => {};
    const c: Check<unknown> = () => {};
    const merged = mergeChecks({ file: [a], card: [b] }, { file: [c] }, {});
    expect(merged).toEqual({ file: [a, c], card: [b] });
  });
});

describe('reportUnknown', () => {
  const file: File = { type: 'file', range: r(0, 0), game: null, set: null, decls: [] };
  const context = (out: unknown[]): CheckContext => ({
    path: 'a.cards',
    file,
    games: new Map(),
    vocabulary: null,
    decl: null,
    kind: null,
    ability: null,
    set: indexSet([], {}),
    bound: [],
    isBound: () => false,
    suggestions: suggestBudget(),
    report: (d) => out.push(d),
  });

  it('fills {name} and {hint} and sets the suggestion for the quick fix', () => {
    const out: unknown[] = [];
    reportUnknown(context(out), 'CW2005', { text: 'stakk', range: r(3, 8) }, ['stak', 'hand'], { game: 'Stak Bots' });
    expect(out).toEqual([{ code: 'CW2005', severity: 'error', range: r(3, 8), message: 'unknown zone "stakk" in Stak Bots (did you mean "stak"? zones: stak, hand)', suggestion: 'stak' }]);
  });

  it('leaves the hint empty and sets no suggestion when nothing is close', () => {
    const out: unknown[] = [];
    reportUnknown(context(out), 'CW2005', { text: 'deck', range: r(3, 7) }, ['stak'], { game: 'Stak Bots' });
    expect(out).toEqual([{ code: 'CW2005', severity: 'error', range: r(3, 7), message: 'unknown zone "deck" in Stak Bots (zones: stak)' }]);
  });

  it('reports nothing for a name with no text (a hole in a half-built tree)', () => {
    const out: unknown[] = [];
    reportUnknown(context(out), 'CW2005', { range: r(0, 0) } as never, ['stak']);
    expect(out).toEqual([]);
  });
});
