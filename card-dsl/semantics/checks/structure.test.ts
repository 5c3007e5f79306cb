import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import type { CheckRegistry } from '../registry';
import { botWith, findings } from './testing';
import { checkChooseModes, checkDieFaces, checkParamRange } from './structure';

const games = new Map([[vocabulary.game, vocabulary]]);

const run = (source: string, checks: CheckRegistry) => findings(source, checks, { games }).map(({ code, at, message }) => ({ code, at, message }));
const bot = botWith;

describe('checkDieFaces (CW3005)', () => {
  const checks: CheckRegistry = { die: [checkDieFaces] };

  it('accepts six faces', () => {
    expect(run(bot('die: melee 2 | melee 3 | ranged 2 | shield 1 | resource 1 (cost 1) | blank'), checks)).toEqual([]);
  });

  it('reports another number of faces', () => {
    expect(run(bot('die: melee 2 | blank'), checks)).toEqual([{ code: 'CW3005', at: 'die: melee 2 | blank', message: 'a die has 6 faces, not 2' }]);
    expect(run(bot('die: 1 | 2 | 3 | 4 | 5 | 6 | 7'.replace(/\d/g, (d) => `pip ${d}`)), checks)).toMatchObject([{ message: 'a die has 6 faces, not 7' }]);
  });
});

describe('checkChooseModes (CW3008)', () => {
  const checks: CheckRegistry = { 'effect:choose-mode': [checkChooseModes] };

  it('accepts two modes or more', () => {
    expect(run(bot('entry: choose one {', '  draw a card', '  shuffle the supply', '}'), checks)).toEqual([]);
  });

  it('reports a single mode at the words choose one', () => {
    expect(run(bot('entry: choose one {', '  draw a card', '}'), checks)).toEqual([{ code: 'CW3008', at: 'choose one', message: 'choose one needs at least 2 modes' }]);
  });
});

describe('checkParamRange (CW3010)', () => {
  const checks: CheckRegistry = { param: [checkParamRange] };

  it('reports a parameter range that runs backwards', () => {
    const variant = (param: string) => `game stak-bots\nvariant "V" {\n  ${param}\n  rule: draw a card\n}\n`;
    expect(run(variant('param lives 3 from 1 to 9'), checks)).toEqual([]);
    expect(run(variant('param lives 3'), checks)).toEqual([]);
    expect(run(variant('param lives 3 from 9 to 1'), checks)).toEqual([
      { code: 'CW3010', at: 'param lives 3 from 9 to 1', message: 'a range runs from low to high: 9-1' },
    ]);
  });
});
