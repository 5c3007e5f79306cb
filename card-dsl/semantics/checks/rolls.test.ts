import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import { parse } from '../../syntax/parser';
import { check } from '../checker';
import type { CheckRegistry } from '../registry';
import { checkRollCoverage, checkRollRowFaces, checkRollRowOrder, formatFaces } from './rolls';

const games = new Map([[vocabulary.game, vocabulary]]);

function run(rows: string[], checks: CheckRegistry) {
  const source = `game stak-bots\nbot "A" rank 1 power 1 {\n  entry: roll {\n${rows.map((r) => `    ${r}\n`).join('')}  }\n}\n`;
  const { file, diagnostics } = parse(source);
  expect(diagnostics).toEqual([]);
  return check([{ path: 'a.cards', file, source }], { games, checks }).map(({ diagnostic: d }) => ({ code: d.code, at: source.slice(d.range.start, d.range.end), message: d.message }));
}

describe('formatFaces', () => {
  it('joins runs of faces', () => {
    expect(formatFaces([4])).toBe('4');
    expect(formatFaces([2, 1])).toBe('1-2');
    expect(formatFaces([1, 3, 5, 6])).toBe('1, 3 and 5-6');
    expect(formatFaces([6, 6, 5])).toBe('5-6');
  });
});

describe('checkRollCoverage (CW3001, CW3002)', () => {
  const checks: CheckRegistry = { 'effect:roll': [checkRollCoverage] };

  it('accepts rows that give each face once', () => {
    expect(run(['1-2: draw a card', '3: draw a card', '4-6: draw a card'], checks)).toEqual([]);
  });

  it('reports the faces no row gives, at the word roll', () => {
    expect(run(['1: draw a card', '3-4: draw a card'], checks)).toEqual([{ code: 'CW3001', at: 'roll', message: 'the roll table misses 2 and 5-6' }]);
  });

  it('reports a row that gives faces an earlier row gave', () => {
    expect(run(['1-3: draw a card', '2-4: draw a card', '4-6: draw a card'], checks)).toEqual([
      { code: 'CW3002', at: '2-4', message: 'the roll table gives 2-3 twice' },
      { code: 'CW3002', at: '4-6', message: 'the roll table gives 4 twice' },
    ]);
  });

  it('counts only the faces of 1 to 6 and no backwards row', () => {
    expect(run(['1-4: draw a card', '6-5: draw a card', '5-9: draw a card'], checks)).toEqual([]);
    expect(run(['1-4: draw a card', '6-5: draw a card'], checks)).toEqual([{ code: 'CW3001', at: 'roll', message: 'the roll table misses 5-6' }]);
  });
});

describe("the rows of a replacement's roll", () => {
  const replacement = (rows: string[]) => {
    const source = `game stak-bots\nbot "A" rank 1 power 1 {\n  each time this would damaged: roll {\n${rows.map((r) => `    ${r}\n`).join('')}  }\n}\n`;
    const { file } = parse(source);
    const checks: CheckRegistry = { 'change:roll': [checkRollCoverage], 'change-row': [checkRollRowFaces, checkRollRowOrder] };
    return check([{ path: 'a.cards', file, source }], { games, checks }).map(({ diagnostic: d }) => ({ code: d.code, at: source.slice(d.range.start, d.range.end) }));
  };

  it('are checked as a roll table is: every face once, faces of a d6, low to high', () => {
    expect(replacement(['1-3: let it happen', '4-6: prevent it'])).toEqual([]);
    expect(replacement(['1-2: let it happen', '2-5: prevent it', '9: prevent it'])).toEqual([
      { code: 'CW3001', at: 'roll' },
      { code: 'CW3002', at: '2-5' },
      { code: 'CW3003', at: '9' },
    ]);
    expect(replacement(['6-1: prevent it'])).toEqual([
      { code: 'CW3001', at: 'roll' },
      { code: 'CW3010', at: '6-1' },
    ]);
  });
});

describe('checkRollRowFaces (CW3003)', () => {
  const checks: CheckRegistry = { 'roll-row': [checkRollRowFaces] };

  it('reports each face outside 1 to 6, once for a single face', () => {
    expect(run(['0-6: draw a card', '7: draw a card', '5-8: draw a card'], checks)).toEqual([
      { code: 'CW3003', at: '0', message: 'a d6 has faces 1 to 6, not 0' },
      { code: 'CW3003', at: '7', message: 'a d6 has faces 1 to 6, not 7' },
      { code: 'CW3003', at: '8', message: 'a d6 has faces 1 to 6, not 8' },
    ]);
  });
});

describe('checkRollRowOrder (CW3010)', () => {
  const checks: CheckRegistry = { 'roll-row': [checkRollRowOrder] };

  it('reports a row that runs from high to low', () => {
    expect(run(['1-3: draw a card', '6-4: draw a card'], checks)).toEqual([{ code: 'CW3010', at: '6-4', message: 'a range runs from low to high: 6-4' }]);
  });
});
