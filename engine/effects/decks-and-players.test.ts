// Effects of the card language's second round: look at the top cards and take some, reveal
// until a card fits, multiply a resource, divide with rounding; effects aimed at several
// players resolve for each (a test per verb that names players); deals off the stack; an effect
// beneath its roll.
import { describe, expect, it } from 'vitest';
import type { Action, GameModule } from '../core/context';
import { gainResource } from '../core/ops';
import { evaluate } from '../core/evaluate';
import { ruleNumber } from '../core/rule-numbers';
import { toyCard, toyTable } from '../testing/toy-table';
import { doubledEffect } from './double';

const you = { kind: 'you' } as const;
const others = { kind: 'players', which: 'others' } as const;
const all = { kind: 'players', which: 'all' } as const;
const theCard = { kind: 'bound', name: 'it' } as const;
const coins = (amount: unknown, to: object = you) => ({ kind: 'gain', resource: 'coins', amount, to });

const CARDS = [
  toyCard('Seek', 'spell', [
    { kind: 'play', effect: { kind: 'look-and-take', zone: 'deck', count: 3, take: 1, upTo: false, to: { zone: 'hand', of: 'you', position: 'top' }, rest: 'bottom' } },
  ]),
  toyCard('Seek Relic', 'spell', [
    {
      kind: 'play',
      effect: { kind: 'look-and-take', zone: 'deck', count: 3, take: 1, upTo: true, filter: { kind: 'is-kind', card: theCard, cardKind: 'relic' }, to: { zone: 'hand', of: 'you', position: 'top' }, rest: 'top' },
    },
  ]),
  toyCard('Dig', 'spell', [
    {
      kind: 'play',
      effect: { kind: 'reveal-until', zone: 'deck', until: { kind: 'is-kind', card: theCard, cardKind: 'relic' }, name: 'found', then: { kind: 'move', cards: { kind: 'bound', name: 'found' }, to: { zone: 'field', of: 'you', position: 'top' } } },
    },
  ]),
  toyCard('Triple', 'spell', [{ kind: 'play', effect: { kind: 'multiply', resource: 'coins', factor: 3, who: all } }]),
  toyCard('Tax', 'spell', [{ kind: 'play', effect: { kind: 'discard', count: 1, who: others, chooser: 'owner' } }]),
  toyCard('Offer', 'spell', [{ kind: 'play', effect: { kind: 'may', who: others, effect: coins(1) } }]),
  toyCard('Poll', 'spell', [{ kind: 'play', effect: { kind: 'choose', name: 'pick', from: { kind: 'zone', zone: 'arena', position: 'all' }, min: 1, max: 1, chooser: all, then: coins(1) } }]),
  toyCard('Vote', 'spell', [{ kind: 'play', effect: { kind: 'choose-mode', chooser: all, modes: [coins(1), coins(2)] } }]),
  toyCard('Peek', 'spell', [{ kind: 'play', effect: { kind: 'look-and-reorder', zone: 'deck', of: others, count: 2, toBottom: 1 } }]),
  toyCard('Gamble', 'spell', [{ kind: 'play', effect: { kind: 'roll', die: 'd6', outcomes: [{ from: 1, to: 6, effect: coins(10) }] } }]),
  toyCard('Snuff', 'spell', [{ kind: 'play', effect: { kind: 'cancel', what: 'top-of-stack', label: 'Gamble' } }]),
  toyCard('Nut', 'spell', []),
  toyCard('Bolt', 'spell', []),
  toyCard('Idol', 'relic', []),
  toyCard('Slug', 'beast', [], { stats: { hp: 2 } }),
  toyCard('Snail', 'beast', [], { stats: { hp: 2 } }),
];

describe('look at the top cards and take some', () => {
  it('takes the chosen card into the hand and puts the rest on the bottom in the order picked', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Seek'] }, decks: { p1: ['Idol', 'Nut', 'Bolt', 'Slug'] } });
    t.play('p1', 'Seek');
    t.settle();
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p1', label: 'Choose a card to take', candidates: [t.cardNamed('Slug'), t.cardNamed('Bolt'), t.cardNamed('Nut')] });
    t.pick('p1', 'Bolt');
    expect(t.state.prompt).toMatchObject({ kind: 'choose', candidates: [t.cardNamed('Slug'), t.cardNamed('Nut')] });
    t.pick('p1', 'Slug');
    expect(t.state.zones['p1/hand']!.cards.map(t.name)).toEqual(['Bolt']);
    // The last one placed ends at the very bottom.
    expect(t.state.zones['p1/deck']!.cards.map(t.name)).toEqual(['Nut', 'Slug', 'Idol']);
  });

  it('offers only the cards that fit, up to the number, and may take none', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Seek Relic'] }, decks: { p1: ['Nut', 'Idol', 'Bolt'] } });
    t.play('p1', 'Seek Relic');
    t.settle();
    expect(t.state.prompt).toMatchObject({ kind: 'choose', min: 0, candidates: [t.cardNamed('Idol')] });
    t.act({ seat: 'p1', kind: 'done' });
    // Nothing taken; the rest go back on top, the last picked on top.
    t.pick('p1', 'Idol');
    expect(t.state.zones['p1/deck']!.cards.map(t.name)).toEqual(['Nut', 'Idol', 'Bolt']);
  });
});

describe('reveal until', () => {
  it('reveals from the top until a card fits, resolves with it, and puts the others on the bottom', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Dig'] }, decks: { p1: ['Bolt', 'Idol', 'Nut', 'Slug'] } });
    t.play('p1', 'Dig');
    t.settle();
    expect(t.events.filter((e) => e.startsWith('revealed'))).toEqual(['revealed Slug', 'revealed Nut', 'revealed Idol']);
    expect(t.state.zones['p1/field']!.cards.map(t.name)).toEqual(['Idol']);
    // The first revealed ends deepest.
    expect(t.state.zones['p1/deck']!.cards.map(t.name)).toEqual(['Slug', 'Nut', 'Bolt']);
  });

  it('puts every card revealed on the bottom when none fits, and resolves nothing', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Dig'] }, decks: { p1: ['Bolt', 'Nut'] } });
    t.play('p1', 'Dig');
    t.settle();
    expect(t.events).toContain('no-valid-choice');
    expect(t.state.zones['p1/field']!.cards).toEqual([]);
    expect(t.state.zones['p1/deck']!.cards.map(t.name)).toEqual(['Nut', 'Bolt']);
  });
});

describe('numbers', () => {
  it('multiplies each player\'s resource, and a doubled multiplication multiplies twice as much', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Triple'] } });
    t.state.seats[0]!.resources.coins = 2;
    t.state.seats[1]!.resources.coins = 1;
    t.play('p1', 'Triple');
    t.settle();
    expect([t.coins('p1'), t.coins('p2')]).toEqual([6, 3]);
    expect(doubledEffect({ kind: 'multiply', resource: 'coins', factor: 2, who: you }, [])).toMatchObject({ factor: 4 });
  });

  it('divides rounding down or up, and by 0 gives 0', () => {
    const t = toyTable(CARDS, { hands: {} });
    const scope = { source: null, controller: 'p1', bound: {}, vars: {}, event: null };
    expect(evaluate(t.ctx(), { kind: 'divide', of: 7, by: 2, round: 'down' }, scope)).toBe(3);
    expect(evaluate(t.ctx(), { kind: 'divide', of: 7, by: 2, round: 'up' }, scope)).toBe(4);
    expect(evaluate(t.ctx(), { kind: 'divide', of: 7, by: 0, round: 'up' }, scope)).toBe(0);
  });
});

describe('effects aimed at several players', () => {
  it('make each of them discard, each choosing their own card, in turn order', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Tax'], p2: ['Nut', 'Bolt'], p3: ['Idol', 'Nut'] } }, { config: { seats: 3 } });
    t.play('p1', 'Tax');
    t.settle();
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p2' });
    t.pick('p2', 'Bolt');
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p3' });
    t.pick('p3', 'Idol');
    expect(t.state.zones['p2/hand']!.cards.map(t.name)).toEqual(['Nut']);
    expect(t.state.zones['p3/hand']!.cards.map(t.name)).toEqual(['Nut']);
  });

  it('ask each of them a "may", and a "choose" of each', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Offer', 'Poll'] }, arena: ['Slug', 'Snail'] }, { config: { seats: 3 } });
    t.play('p1', 'Offer');
    t.settle();
    expect(t.state.prompt).toMatchObject({ kind: 'yes-no', seat: 'p2' });
    t.act({ seat: 'p2', kind: 'yes' });
    expect(t.state.prompt).toMatchObject({ kind: 'yes-no', seat: 'p3' });
    t.act({ seat: 'p3', kind: 'yes' });
    expect(t.coins('p1')).toBe(2);
    t.play('p1', 'Poll');
    t.settle();
    for (const seat of ['p1', 'p2', 'p3']) {
      expect(t.state.prompt).toMatchObject({ kind: 'choose', seat });
      t.pick(seat, 'Slug');
    }
    expect(t.coins('p1')).toBe(5);
  });

  it('ask each of them to choose a mode, and look at each of their decks', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Vote', 'Peek'] }, decks: { p2: ['Nut', 'Bolt'], p3: ['Idol', 'Slug'] } }, { config: { seats: 3 } });
    t.play('p1', 'Vote');
    t.settle();
    for (const [seat, mode] of [['p1', 0], ['p2', 1], ['p3', 1]] as const) {
      expect(t.state.prompt).toMatchObject({ kind: 'mode', seat });
      t.act({ seat, kind: 'mode', index: mode });
    }
    expect(t.coins('p1')).toBe(5);
    t.play('p1', 'Peek');
    t.settle();
    // p1 orders the top two of p2's deck, then of p3's: one of each to the bottom.
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p1', candidates: [t.cardNamed('Bolt'), t.cardNamed('Nut')] });
    t.pick('p1', 'Bolt');
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p1', candidates: [t.cardNamed('Slug'), t.cardNamed('Idol')] });
    t.pick('p1', 'Slug');
    expect(t.state.zones['p2/deck']!.cards.map(t.name)).toEqual(['Bolt', 'Nut']);
    expect(t.state.zones['p3/deck']!.cards.map(t.name)).toEqual(['Slug', 'Idol']);
  });
});

/** One card a verb aimed at every other player (p2 and p3 of three seats). */
const atOthers = (name: string, effect: object) => toyCard(name, 'spell', [{ kind: 'play', effect }]);
const OTHERS = [
  atOthers('Gift', { kind: 'gain', resource: 'coins', amount: 2, to: others }),
  atOthers('Toll', { kind: 'lose', resource: 'coins', amount: 1, from: others }),
  atOthers('Study', { kind: 'draw', count: 1, who: others }),
  atOthers('Stir', { kind: 'shuffle', zone: 'deck', of: others }),
  atOthers('Seed', { kind: 'create', card: 'toy/t/nut', zone: 'field', of: others }),
  atOthers('Rush', { kind: 'extra-action', action: 'play', count: 1, who: others }),
  atOthers('Again', { kind: 'extra-turn', who: others }),
  atOthers('Crown', { kind: 'win', who: others }),
  atOthers('Doom', { kind: 'lose-game', who: others }),
  atOthers('Limit', { kind: 'change-rule', rule: 'hand-size', op: 'set', amount: 7, who: others, duration: 'end-of-turn' }),
  atOthers('Scry', { kind: 'look-and-take', zone: 'deck', of: others, count: 1, take: 1, upTo: false, to: { zone: 'hand', of: 'you', position: 'top' }, rest: 'bottom' }),
  atOthers('Probe', { kind: 'reveal-until', zone: 'deck', of: others, until: { kind: 'is-kind', card: theCard, cardKind: 'relic' }, name: 'found', then: { kind: 'move', cards: { kind: 'bound', name: 'found' }, to: { zone: 'field', of: 'you', position: 'top' } } }),
  toyCard('Nut', 'spell', []),
  toyCard('Idol', 'relic', []),
];

describe('every other verb that names players acts on each of them', () => {
  const table = (card: string, decks: Record<string, string[]> = {}) => {
    const t = toyTable(OTHERS, { hands: { p1: [card] }, decks }, { config: { seats: 3 } });
    t.play('p1', card);
    t.settle();
    return t;
  };
  const zone = (t: ReturnType<typeof table>, id: string) => t.state.zones[id]!.cards.map(t.name);

  it('gain and lose', () => {
    expect(['p1', 'p2', 'p3'].map(table('Gift').coins)).toEqual([0, 2, 2]);
    const t = toyTable(OTHERS, { hands: { p1: ['Toll'] } }, { config: { seats: 3 } });
    for (const seat of t.state.seats) seat.resources.coins = 3;
    t.play('p1', 'Toll');
    t.settle();
    expect(['p1', 'p2', 'p3'].map(t.coins)).toEqual([3, 2, 2]);
  });

  it('draw', () => {
    const t = table('Study', { p2: ['Nut'], p3: ['Idol'] });
    expect([zone(t, 'p2/hand'), zone(t, 'p3/hand')]).toEqual([['Nut'], ['Idol']]);
  });

  it('shuffle', () => {
    const t = table('Stir', { p2: ['Nut'], p3: ['Idol'] });
    expect(t.events.filter((e) => e.startsWith('shuffled'))).toHaveLength(2);
  });

  it('create', () => {
    const t = table('Seed');
    expect([zone(t, 'p1/field'), zone(t, 'p2/field'), zone(t, 'p3/field')]).toEqual([[], ['Nut'], ['Nut']]);
  });

  it('extra-action and extra-turn', () => {
    expect(Object.keys(table('Rush').state.flags.turn).filter((f) => f.startsWith('extra:')).sort()).toEqual(['extra:play:p2', 'extra:play:p3']);
    expect(Object.keys(table('Again').state.flags.game).filter((f) => f.startsWith('extra-turn:')).sort()).toEqual(['extra-turn:p2', 'extra-turn:p3']);
  });

  it('win and lose-game', () => {
    expect(table('Crown').state.result?.winners).toEqual(['p2', 'p3']);
    expect(table('Doom').state.seats.map((s) => s.out)).toEqual([false, true, true]);
  });

  it('change-rule', () => {
    const t = table('Limit');
    expect(['p1', 'p2', 'p3'].map((seat) => ruleNumber(t.ctx(), 'hand-size', seat))).toEqual([5, 7, 7]);
  });

  it('look-and-take and reveal-until, one deck after the other', () => {
    const t = toyTable(OTHERS, { hands: { p1: ['Scry'] }, decks: { p2: ['Nut'], p3: ['Idol'] } }, { config: { seats: 3 } });
    t.play('p1', 'Scry');
    t.settle();
    t.pick('p1', 'Nut');
    t.pick('p1', 'Idol');
    expect(zone(t, 'p1/hand')).toEqual(expect.arrayContaining(['Nut', 'Idol']));
    const u = table('Probe', { p2: ['Nut', 'Idol'], p3: ['Idol'] });
    expect(zone(u, 'p1/field')).toEqual(['Idol', 'Idol']);
  });
});

describe('an effect waiting for its roll', () => {
  it('stays on the stack beneath the roll, and cancelling it takes the roll with it', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Gamble'], p2: ['Snuff'] }, rollsOnStack: true });
    t.play('p1', 'Gamble');
    t.pass('p1');
    t.pass('p2');
    expect(t.state.stack.map((i) => [i.label, i.kind])).toEqual([['Gamble', 'card'], ['roll', 'roll']]);
    t.pass('p1');
    t.play('p2', 'Snuff');
    t.pass('p2');
    t.pass('p1');
    expect(t.events).toContain('cancelled Gamble');
    expect(t.state.stack).toEqual([]);
    expect(t.state.frames).toEqual([]);
    expect(t.state.resolving).toEqual([]);
    expect(t.coins('p1')).toBe(0);
  });
});

describe('free moves', () => {
  /** A toy game whose players may tip each other a coin whenever a decision waits (as Four Souls' deals). */
  const withTips = (base: GameModule): GameModule => ({
    ...base,
    freeMoves: (ctx, seat) => ((ctx.state.seats.find((s) => s.id === seat)!.resources.coins ?? 0) > 0 ? [{ seat, kind: 'tip' }] : []),
    applyMove: (ctx, action: Action) => {
      if (action.kind !== 'tip') return base.applyMove(ctx, action);
      gainResource(ctx, action.seat, 'coins', -1);
      gainResource(ctx, action.seat === 'p1' ? 'p2' : 'p1', 'coins', 1);
    },
  });

  it('are taken from a seat the engine is not asking, and leave the decision where it was', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Nut'] } }, { module: withTips });
    t.state.seats[1]!.resources.coins = 2;
    expect(t.state.prompt).toMatchObject({ kind: 'priority', seat: 'p1' });
    expect(t.game.freeActions(t.state)).toEqual([{ seat: 'p2', kind: 'tip' }]);
    t.act({ seat: 'p2', kind: 'tip' });
    expect([t.coins('p1'), t.coins('p2')]).toEqual([1, 1]);
    expect(t.state.prompt).toMatchObject({ kind: 'priority', seat: 'p1' });
    // Not offered in the middle of an effect's question, and refused as any move out of turn.
    expect(t.game.applyInPlace(t.state, { seat: 'p2', kind: 'dance' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });
});
