import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import { parse } from '../../syntax/parser';
import { check } from '../checker';
import type { CheckRegistry } from '../registry';
import { findings } from './testing';
import { checkCardHasContent, checkCardKind, checkHeaderStatKnown, checkHeaderStatOnce, checkHeaderStatRange, checkRequiredStats, checkStartsWithOnce, statNames } from './cards';

const games = new Map([[vocabulary.game, vocabulary]]);

const run = (source: string, checks: CheckRegistry) => findings(source, checks, { games });

const card = (head: string, body = 'entry: draw a card') => `game stak-bots\n${head} {\n  ${body}\n}\n`;

describe('checkCardKind (CW2002)', () => {
  const checks: CheckRegistry = { card: [checkCardKind] };

  it('accepts a kind of the game', () => {
    expect(run(card('bot "A" rank 1 power 1'), checks)).toEqual([]);
  });

  it('reports another word at the kind, with a did-you-mean', () => {
    expect(run(card('bto "A" rank 1 power 1'), checks)).toEqual([
      { code: 'CW2002', at: 'bto', message: '"bto" is not a card kind of Stak Bots (did you mean "bot"? kinds: bot)', suggestion: 'bot' },
    ]);
  });

  it('says nothing when the game is unknown (reported once, as CW2001)', () => {
    expect(run('game chess\nknight "A" {\n  entry: draw a card\n}\n', checks)).toEqual([]);
  });
});

describe('checkHeaderStatKnown (CW2003)', () => {
  const checks: CheckRegistry = { 'header:stat': [checkHeaderStatKnown] };

  it('accepts the stats of the kind, copies, tags and bare words', () => {
    expect(run(card('bot "A" rank 1 power 1 copies 3 #heavy unique designer-chosen'), checks)).toEqual([]);
  });

  it('reports a word that is not a stat of the kind, with a did-you-mean', () => {
    expect(run(card('bot "A" rank 1 powr 1'), checks)).toEqual([
      { code: 'CW2003', at: 'powr', message: '"powr" is not a stat of a bot (did you mean "power"? stats: power, rank, copies)', suggestion: 'power' },
    ]);
  });

  it('reports a second number the kind has no stat for', () => {
    expect(statNames({ type: 'stat', range: { start: 0, end: 0 }, key: { text: 'vp', range: { start: 0, end: 0 } }, values: [1, 2, 3].map((value) => ({ value, range: { start: 0, end: 0 } })) })).toEqual(['vp', 'vp-2', 'vp-3']);
    expect(run(card('bot "A" rank 1 power 3 4'), checks)).toEqual([{ code: 'CW2003', at: '4', message: '"power-2" is not a stat of a bot' }]);
  });

  it('says nothing about the stats of an unknown kind', () => {
    expect(run(card('robot "A" hp 3'), checks)).toEqual([]);
  });
});

describe('checkHeaderStatRange (CW3004)', () => {
  const checks: CheckRegistry = { 'header:stat': [checkHeaderStatRange] };

  it('accepts numbers within their range, ends included', () => {
    expect(run(card('bot "A" rank 0 power 20 copies 99'), checks)).toEqual([]);
  });

  it('reports a number out of its range at the number', () => {
    expect(run(card('bot "A" rank 11 power 1'), checks)).toEqual([{ code: 'CW3004', at: '11', message: 'rank 11 is out of range for a bot (0 to 10)' }]);
  });

  it('checks copies against 1 to 99', () => {
    expect(run(card('bot "A" rank 1 power 1 copies 0'), checks)).toEqual([{ code: 'CW3004', at: '0', message: 'copies 0 is out of range for a bot (1 to 99)' }]);
  });
});

describe('checkHeaderStatOnce (CW3006)', () => {
  const checks: CheckRegistry = { card: [checkHeaderStatOnce] };

  it('reports the second time a stat is given', () => {
    const found = run(card('bot "A" rank 1 power 1 rank 2 copies 1 copies 2'), checks);
    expect(found).toEqual([
      { code: 'CW3006', at: 'rank', message: '"rank" is given twice' },
      { code: 'CW3006', at: 'copies', message: '"copies" is given twice' },
    ]);
  });
});

describe('checkStartsWithOnce (CW3006)', () => {
  const checks: CheckRegistry = { card: [checkStartsWithOnce] };

  it('accepts one `starts-with` naming several cards', () => {
    expect(run(card('bot "A" rank 1 power 1 starts-with "B", "C"'), checks)).toEqual([]);
  });

  it('reports a second `starts-with` at its keyword', () => {
    expect(run(card('bot "A" rank 1 power 1 starts-with "B" starts-with "C"'), checks)).toEqual([
      { code: 'CW3006', at: 'starts-with', message: '"starts-with" is given twice' },
    ]);
  });

  it('reports a card named twice at its second name', () => {
    expect(run(card('bot "A" rank 1 power 1 starts-with "B", "B"'), checks)).toEqual([{ code: 'CW3006', at: '"B"', message: '"B" is given twice' }]);
  });
});

describe('checkRequiredStats (CW2016)', () => {
  const checks: CheckRegistry = { card: [checkRequiredStats] };

  it('accepts a card with every required stat', () => {
    expect(run(card('bot "A" power 1 rank 1'), checks)).toEqual([]);
  });

  it('reports each missing stat at the kind and name, in the vocabulary order', () => {
    expect(run(card('bot "A"'), checks)).toEqual([
      { code: 'CW2016', at: 'bot "A"', message: 'a bot needs its stat "rank"' },
      { code: 'CW2016', at: 'bot "A"', message: 'a bot needs its stat "power"' },
    ]);
  });
});

describe('checkCardHasContent (CW4001)', () => {
  const checks: CheckRegistry = { card: [checkCardHasContent] };

  it('notes a card with no ability and no text, as info', () => {
    const { file } = parse('game stak-bots\nbot "Vanilla" rank 1 power 1 {}\n');
    const [found] = check([{ path: 'a.cards', file }], { games, checks });
    expect(found?.diagnostic).toMatchObject({ code: 'CW4001', severity: 'info', message: 'this card has no abilities and no text' });
  });

  it('accepts a card with text only, an ability only or a die only', () => {
    expect(run(card('bot "A" rank 1 power 1', 'text "Just a bot."'), checks)).toEqual([]);
    expect(run(card('bot "A" rank 1 power 1', 'entry: draw a card'), checks)).toEqual([]);
    expect(run(card('bot "A" rank 1 power 1', 'die: a | b | c | d | e | f'), checks)).toEqual([]);
  });

  it('says nothing when a line could not be read (it may have been the ability)', () => {
    const { file } = parse('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: deal deal\n}\n');
    expect(check([{ path: 'a.cards', file }], { games, checks })).toEqual([]);
  });
});
