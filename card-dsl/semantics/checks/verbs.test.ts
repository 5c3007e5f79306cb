import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../../engine/defs';
import { vocabulary as stakBots } from '../../../engine/games/stak-bots/vocabulary';
import { parse } from '../../syntax/parser';
import { check } from '../checker';
import type { CheckRegistry } from '../registry';
import { assignArgs, checkVerbArgNames, checkVerbArgsGiven, checkVerbArgTypes, checkVerbKnown } from './verbs';

// A verb with several arguments of several types, beside Stak Bots' own.
const withLoot: Vocabulary = {
  ...stakBots,
  game: 'loot-bots',
  name: 'Loot Bots',
  verbs: [...stakBots.verbs, { name: 'loot', doc: '', args: { amount: 'number', from: 'selector', after: 'effect', quietly: 'boolean' } }],
};
const games = new Map([
  [stakBots.game, stakBots],
  [withLoot.game, withLoot],
]);

function run(source: string, checks: CheckRegistry) {
  const { file, diagnostics } = parse(source);
  expect(diagnostics).toEqual([]);
  return check([{ path: 'a.cards', file, source }], { games, checks }).map(({ diagnostic: d }) => ({
    code: d.code,
    at: source.slice(d.range.start, d.range.end),
    message: d.message,
    ...(d.suggestion ? { suggestion: d.suggestion } : {}),
  }));
}

const bot = (line: string, game = 'stak-bots') => `game ${game}\nbot "A" rank 1 power 1 {\n  ${line}\n}\n`;

describe('checkVerbKnown (CW2007)', () => {
  const checks: CheckRegistry = { 'effect:verb': [checkVerbKnown] };

  it('accepts the verbs of the game', () => {
    expect(run(bot('entry: scrap this then reset this then play-from-hand you'), checks)).toEqual([]);
  });

  it('reports another word, with a did-you-mean over the game verbs and the core effects', () => {
    expect(run(bot('entry: scrapp this'), checks)).toEqual([
      { code: 'CW2007', at: 'scrapp', message: 'unknown verb "scrapp" in Stak Bots (did you mean "scrap"? verbs of the game: scrap, reset, play-from-hand)', suggestion: 'scrap' },
    ]);
    expect(run(bot('entry: drow this'), checks)).toMatchObject([{ code: 'CW2007', suggestion: 'draw' }]);
  });
});

describe('verb arguments', () => {
  it('assignArgs: the unnamed argument fills the first one not given by name', () => {
    const spec = withLoot.verbs.find((v) => v.name === 'loot')!;
    const { file } = parse(bot('entry: loot 2 with from this, quietly yes, colour 3', 'loot-bots'));
    const card = file.decls[0];
    const ability = card?.type === 'card' ? card.body[0] : undefined;
    const effect = ability?.type === 'labelled' ? ability.effect : undefined;
    expect(effect?.type).toBe('verb');
    if (effect?.type !== 'verb') return;
    expect(assignArgs(spec, effect.args)).toEqual(['amount', 'from', 'quietly', null]);
  });

  it('checkVerbArgNames (CW2012): a named argument is one of the verb, with a did-you-mean', () => {
    const checks: CheckRegistry = { 'effect:verb': [checkVerbArgNames] };
    expect(run(bot('entry: loot 2 with from this', 'loot-bots'), checks)).toEqual([]);
    expect(run(bot('entry: loot 2 with form this', 'loot-bots'), checks)).toEqual([
      { code: 'CW2012', at: 'form', message: 'the verb loot has no argument "form" (did you mean "from"?)', suggestion: 'from' },
    ]);
    expect(run(bot('entry: scrap with who you'), checks)).toEqual([{ code: 'CW2012', at: 'who', message: 'the verb scrap has no argument "who"' }]);
  });

  it('checkVerbArgNames (CW2012, CW3006): an unnamed argument has one left to fill; none is named twice', () => {
    const checks: CheckRegistry = { 'effect:verb': [checkVerbArgNames] };
    expect(run(bot('entry: loot 2 with from this, after { draw a card }, quietly yes', 'loot-bots'), checks)).toEqual([]);
    // `cards` is given by name, so the unnamed argument has nothing left to fill.
    expect(run(bot('entry: scrap 3 with cards this'), checks)).toEqual([
      { code: 'CW2012', at: '3', message: 'the verb scrap has no argument "#1" (it takes cards)' },
    ]);
    expect(run(bot('entry: play-from-hand with who you, who you'), checks)).toEqual([{ code: 'CW3006', at: 'who', message: '"who" is given twice' }]);
  });

  it('checkVerbArgsGiven (CW2013): every declared argument is given', () => {
    const checks: CheckRegistry = { 'effect:verb': [checkVerbArgsGiven] };
    expect(run(bot('entry: play-from-hand you'), checks)).toEqual([]);
    expect(run(bot('entry: loot 2 with from this, after { draw a card }, quietly no', 'loot-bots'), checks)).toEqual([]);
    expect(run(bot('entry: play-from-hand'), checks)).toEqual([
      { code: 'CW2013', at: 'play-from-hand', message: 'the verb play-from-hand needs its argument "who"' },
    ]);
    expect(run(bot('entry: loot 2 with after { draw a card }', 'loot-bots'), checks).map((d) => d.message)).toEqual([
      'the verb loot needs its argument "from"',
      'the verb loot needs its argument "quietly"',
    ]);
  });

  it('checkVerbArgTypes (CW3009): each argument is of its declared type', () => {
    const checks: CheckRegistry = { 'effect:verb': [checkVerbArgTypes] };
    expect(run(bot('entry: scrap the top card of your stak'), checks)).toEqual([]);
    expect(run(bot('entry: loot 2 with from this, after { draw a card }, quietly yes', 'loot-bots'), checks)).toEqual([]);
    expect(run(bot('entry: scrap 3'), checks)).toEqual([{ code: 'CW3009', at: '3', message: 'expected a card or player here, not a number' }]);
    expect(run(bot('entry: loot this with from 2, after 3, quietly 1', 'loot-bots'), checks).map((d) => [d.at, d.message])).toEqual([
      ['this', 'expected a whole number here, not a card or player'],
      ['from 2', 'expected a card or player here, not a number'],
      ['after 3', 'expected a effect here, not a number'],
      ['quietly 1', 'expected a yes or no here, not a number'],
    ]);
  });

  it('say nothing about the arguments of an unknown verb', () => {
    const checks: CheckRegistry = { 'effect:verb': [checkVerbArgNames, checkVerbArgsGiven, checkVerbArgTypes] };
    expect(run(bot('entry: scrapp 3 with who 2'), checks)).toEqual([]);
  });
});
