import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import { parse } from '../../syntax/parser';
import { check } from '../checker';
import { gameChecks } from './game';

const games = new Map([[vocabulary.game, vocabulary]]);

function run(source: string) {
  const { file } = parse(source);
  return check([{ path: 'a.cards', file, source }], { games, checks: gameChecks }).map(({ diagnostic: d }) => ({
    code: d.code,
    at: source.slice(d.range.start, d.range.end),
    message: d.message,
    suggestion: d.suggestion,
  }));
}

describe('checkGameKnown (CW2001)', () => {
  it('accepts a known game', () => {
    expect(run('game stak-bots\n')).toEqual([]);
  });

  it('reports an unknown game at its name, with a did-you-mean', () => {
    expect(run('game stak-bot\n')).toEqual([
      { code: 'CW2001', at: 'stak-bot', message: 'unknown game "stak-bot" (did you mean "stak-bots"? games: stak-bots)', suggestion: 'stak-bots' },
    ]);
  });

  it('reports a game nothing is close to without a hint', () => {
    expect(run('game chess\n')).toEqual([{ code: 'CW2001', at: 'chess', message: 'unknown game "chess" (games: stak-bots)', suggestion: undefined }]);
  });

  it('leaves a file without a game line to the parser', () => {
    expect(run('bot "A" rank 1 power 1 {}\n')).toEqual([]);
  });
});
