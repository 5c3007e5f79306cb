import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../../engine/defs';
import { vocabulary as stakBots } from '../../../engine/games/stak-bots/vocabulary';
import type { CheckRegistry } from '../registry';
import { findings } from './testing';
import {
  allStats,
  checkCardState,
  checkCounter,
  checkDrawFrom,
  checkEntersZone,
  checkInZone,
  checkIsKind,
  checkModifiedStat,
  checkPropertyName,
  checkResource,
  checkRuleOption,
  checkZoneRef,
  vocabularyChecks,
} from './vocabulary';

// Stak Bots has no resources or counters: this game adds some, to show what is accepted.
const richer: Vocabulary = {
  ...stakBots,
  game: 'richer',
  name: 'Richer',
  resources: [{ name: 'cents', doc: '' }],
  counters: [{ name: 'charge', doc: '' }],
  states: [{ name: 'attacked', doc: '' }],
};
const games = new Map([
  [stakBots.game, stakBots],
  [richer.game, richer],
]);

const run = (source: string, checks: CheckRegistry) => findings(source, checks, { games });

const bot = (line: string, game = 'stak-bots') => `game ${game}\nbot "A" rank 1 power 1 {\n  ${line}\n}\n`;

describe('zones (CW2005)', () => {
  it('checkZoneRef: your stak, the supply, X\'s hand', () => {
    const checks: CheckRegistry = { 'zone-ref': [checkZoneRef] };
    expect(run(bot("entry: put the top card of your stak into the scrapheap then reveal the cards in each opponent's hand"), checks)).toEqual([]);
    expect(run(bot('entry: deal 1 damage to the top card of your stakk'), checks)).toEqual([
      { code: 'CW2005', at: 'stakk', message: 'unknown zone "stakk" in Stak Bots (did you mean "stak"? zones: stak, hand, supply, scrapheap)', suggestion: 'stak' },
    ]);
  });

  it('checkInZone: <card> is in <zone>', () => {
    const checks: CheckRegistry = { 'cond:in-zone': [checkInZone] };
    expect(run(bot('entry: if the top card of the supply is in the supply: draw a card'), checks)).toEqual([]);
    expect(run(bot('entry: if the top card of the supply is in your hnd: draw a card'), checks)).toEqual([
      { code: 'CW2005', at: 'hnd', message: 'unknown zone "hnd" in Stak Bots (did you mean "hand"? zones: hand, stak, supply, scrapheap)', suggestion: 'hand' },
    ]);
  });

  it('checkEntersZone: enters the <zone> exhausted', () => {
    const checks: CheckRegistry = { 'ability:enters': [checkEntersZone] };
    expect(run(bot('enters the scrapheap exhausted'), checks)).toEqual([]);
    expect(run(bot('enters the scrapheep exhausted'), checks)).toMatchObject([{ code: 'CW2005', at: 'scrapheep', suggestion: 'scrapheap' }]);
  });

  it('checkDrawFrom: draw a card from <zone>', () => {
    const checks: CheckRegistry = { 'effect:draw': [checkDrawFrom] };
    expect(run(bot('entry: draw a card from the supply'), checks)).toEqual([]);
    expect(run(bot('entry: draw a card from the suply'), checks)).toEqual([
      { code: 'CW2005', at: 'suply', message: 'unknown zone "suply" in Stak Bots (did you mean "supply"? zones: supply, stak, hand, scrapheap)', suggestion: 'supply' },
    ]);
  });
});

describe('checkPropertyName (CW2006)', () => {
  const checks: CheckRegistry = { 'expr:property': [checkPropertyName] };

  it('accepts a stat, a resource or a counter of the game', () => {
    expect(run(bot('entry: draw the power of this cards'), checks)).toEqual([]);
    expect(run(bot('entry: draw the cents of you cards', 'richer'), checks)).toEqual([]);
    expect(run(bot('entry: draw the charge of this cards', 'richer'), checks)).toEqual([]);
  });

  it('reports another word, with a did-you-mean', () => {
    expect(run(bot('entry: scrap the top card of your stak with pwer 2 or less'), checks)).toEqual([
      { code: 'CW2006', at: 'pwer', message: '"pwer" is not a stat, resource or counter of Stak Bots (did you mean "power"? stats, resources and counters: power, rank)', suggestion: 'power' },
    ]);
  });
});

describe('checkResource (CW2014)', () => {
  const checks: CheckRegistry = { 'effect:gain': [checkResource], 'effect:lose': [checkResource], 'cost:pay': [checkResource] };

  it('accepts the resources of the game in gain, lose and pay', () => {
    expect(run(bot('pay 1 cents: gain 2 cents then lose 1 cents', 'richer'), checks)).toEqual([]);
  });

  it('accepts a resource in the singular, as after one (`gain 1 cent`)', () => {
    expect(run(bot('pay 1 cent: gain 1 cent then lose 1 cent', 'richer'), checks)).toEqual([]);
  });

  it('reports another word in each of them', () => {
    expect(run(bot('pay 1 cnt: gain 2 coins then lose 1 cnts', 'richer'), checks).map((d) => [d.at, d.message])).toEqual([
      ['cnt', '"cnt" is not a resource of Richer (resources: cents)'],
      ['coins', '"coins" is not a resource of Richer (resources: cents)'],
      ['cnts', '"cnts" is not a resource of Richer (did you mean "cents"? resources: cents)'],
    ]);
  });

  it('reports any resource in a game that has none', () => {
    expect(run(bot('entry: gain 2 cents'), checks)).toEqual([{ code: 'CW2014', at: 'cents', message: '"cents" is not a resource of Stak Bots (resources: none)' }]);
  });
});

describe('checkCounter (CW2015)', () => {
  const checks: CheckRegistry = { 'effect:add-counter': [checkCounter], 'effect:remove-counter': [checkCounter] };

  it('accepts the counters of the game and counters named after a stat', () => {
    expect(run(bot('entry: put 2 charge counters on this then remove all charge counters from this', 'richer'), checks)).toEqual([]);
    expect(run(bot('entry: put 2 power counters on this'), checks)).toEqual([]);
  });

  it('checks the counters of a cost too', () => {
    const costs: CheckRegistry = { 'cost:remove-counters': [checkCounter] };
    expect(run(bot('remove 2 charge counters: draw a card', 'richer'), costs)).toEqual([]);
    expect(run(bot('remove 2 chrage counters: draw a card', 'richer'), costs)).toEqual([
      { code: 'CW2015', at: 'chrage', message: '"chrage" is not a counter of Richer (did you mean "charge"? counters: charge, rank, power)', suggestion: 'charge' },
    ]);
  });

  it('reports another word, with a did-you-mean', () => {
    expect(run(bot('entry: put 1 chrage counter on this then remove all powr counters from this', 'richer'), checks)).toEqual([
      { code: 'CW2015', at: 'chrage', message: '"chrage" is not a counter of Richer (did you mean "charge"? counters: charge, rank, power)', suggestion: 'charge' },
      { code: 'CW2015', at: 'powr', message: '"powr" is not a counter of Richer (did you mean "power"? counters: power, rank, charge)', suggestion: 'power' },
    ]);
  });
});

describe('checkModifiedStat (CW2003)', () => {
  const checks: CheckRegistry = { 'effect:modify-stat': [checkModifiedStat], 'static-modifier': [checkModifiedStat] };

  it('accepts a stat of any kind in gets +N and static', () => {
    expect(run(bot('entry: this gets +1 power until end of turn'), checks)).toEqual([]);
    expect(run(bot('static: this gets +1 rank'), checks)).toEqual([]);
  });

  it('reports another word', () => {
    expect(run(bot('static: this gets +1 pwer'), checks)).toEqual([
      { code: 'CW2003', at: 'pwer', message: '"pwer" is not a stat of a card (did you mean "power"? stats: power, rank)', suggestion: 'power' },
    ]);
    expect(run(bot('entry: this gets +2 speed'), checks)).toEqual([{ code: 'CW2003', at: 'speed', message: '"speed" is not a stat of a card (stats: power, rank)' }]);
  });

  it('lists every stat of every kind once', () => {
    expect(allStats(stakBots)).toEqual(['rank', 'power']);
  });
});

describe('checkIsKind (CW2002)', () => {
  const checks: CheckRegistry = { 'cond:is-kind': [checkIsKind] };

  it('accepts a kind of the game', () => {
    expect(run(bot('entry: if the top card of the supply is a bot: draw a card'), checks)).toEqual([]);
  });

  it('reports another word', () => {
    expect(run(bot('entry: if the top card of the supply is a bto: draw a card'), checks)).toEqual([
      { code: 'CW2002', at: 'bto', message: '"bto" is not a card kind of Stak Bots (did you mean "bot"? kinds: bot)', suggestion: 'bot' },
    ]);
  });
});

describe('checkRuleOption (CW2018)', () => {
  const checks: CheckRegistry = { 'cond:option': [checkRuleOption] };

  it('accepts a rule option of the game', () => {
    expect(run(bot('entry: if option supply-reshuffle: draw a card'), checks)).toEqual([]);
  });

  it('reports another word', () => {
    expect(run(bot('entry: if option supply-reshufle: draw a card'), checks)).toEqual([
      { code: 'CW2018', at: 'supply-reshufle', message: 'unknown rule option "supply-reshufle" in Stak Bots (did you mean "supply-reshuffle"? rule options: supply-reshuffle, reset-reenters, covered-attacker-attacks-again)', suggestion: 'supply-reshuffle' },
    ]);
  });
});

describe('checkCardState (CW2019)', () => {
  const checks: CheckRegistry = { 'cond:in-state': [checkCardState] };

  it('accepts a state of the game', () => {
    expect(run(bot('entry: scrap the cards in the scrapheap that are not being attacked', 'richer'), checks)).toEqual([]);
  });

  it('reports another word, and any word in a game without states', () => {
    expect(run(bot('entry: if this is being atacked: draw a card', 'richer'), checks)).toEqual([
      { code: 'CW2019', at: 'atacked', message: '"atacked" is not a state a card can be in, in Richer (did you mean "attacked"? states: attacked)', suggestion: 'attacked' },
    ]);
    expect(run(bot('entry: if this is being attacked: draw a card'), checks).map((f) => f.code)).toEqual(['CW2019']);
  });
});

describe('vocabulary checks', () => {
  it('say nothing when the file\'s game is unknown', () => {
    expect(run(bot('entry: deal 1 damage to the top card of your stakk then gain 2 cents', 'chess'), vocabularyChecks)).toEqual([]);
  });
});
