// Sources some players alone ignore (GameModule.ignoredBy): for those players the source's
// static amounts, prohibitions and rule numbers are absent, and what their cards do sets off
// none of its triggers; everyone else still takes them.
import { describe, expect, it } from 'vitest';
import { toyCard, toyTable } from '../testing/toy-table';
import type { GameModule } from './context';
import { statOf, statsOf } from './evaluate';
import { prohibited } from './prohibitions';
import { ruleNumber } from './rule-numbers';
import { FIRST_CARD } from './state';

const fields = { kind: 'zone', zone: 'field', of: { kind: 'players', which: 'all' }, position: 'all' } as const;

const CARDS = [
  // "Beasts in play get +1 hp and can't be destroyed. Every player's hand size is 6. Whenever a
  // card moves, you get a mark."
  toyCard('Banner', 'relic', [
    { kind: 'rule-number', rule: 'hand-size', op: 'set', amount: 6, who: { kind: 'players', which: 'all' } },
    { kind: 'static', modifiers: [{ stat: 'hp', amount: 1, to: fields }] },
    { kind: 'prohibition', act: 'destroyed', cards: fields },
    { kind: 'triggered', on: { event: 'moved' }, effect: { kind: 'gain', resource: 'marks', amount: 1, to: { kind: 'you' } } },
  ]),
  toyCard('Slug', 'beast', [], { stats: { hp: 4 } }),
  toyCard('Pebble', 'spell', [{ kind: 'play', effect: { kind: 'sequence', steps: [] } }]),
];

/** The toy game with p1 alone ignoring the Banner (or nobody, with `seats` empty). */
const ignoring = (seats: string[]) => (base: GameModule): GameModule => ({
  ...base,
  ignoredBy: (ctx) => {
    if (seats.length === 0) return null;
    const banner = ctx.state.cards.slice(FIRST_CARD).find((card) => ctx.defs.get(card.def)?.name === 'Banner');
    return banner ? new Map([[banner.id, new Set(seats)]]) : null;
  },
});

function table(seats: string[]) {
  const t = toyTable(CARDS, { hands: { p1: ['Pebble'], p2: ['Pebble'] }, fields: { p1: ['Slug'], p2: ['Slug'] }, arena: ['Banner'] }, { module: ignoring(seats) });
  const slugs = t.state.zones['p1/field']!.cards.concat(t.state.zones['p2/field']!.cards);
  const marks = () => t.state.seats.reduce((sum, seat) => sum + (seat.resources.marks ?? 0), 0);
  return { t, slugs, marks };
}

describe('a source one player alone ignores', () => {
  it('adds nothing to the stats of that player\'s cards, one at a time or many at once, and still adds to the others\'', () => {
    const { t, slugs } = table(['p1']);
    expect(slugs.map((slug) => statOf(t.ctx(), slug, 'hp'))).toEqual([4, 5]);
    expect(statsOf(t.ctx(), slugs, 'hp')).toEqual([4, 5]);
    const nobody = table([]);
    expect(statsOf(nobody.t.ctx(), nobody.slugs, 'hp')).toEqual([5, 5]);
  });

  it('forbids nothing to that player\'s cards, and still forbids the others\'', () => {
    const { t, slugs } = table(['p1']);
    expect(slugs.map((slug) => prohibited(t.ctx(), 'destroyed', slug))).toEqual([false, true]);
  });

  it('changes none of that player\'s rule numbers, and still the others\'', () => {
    const { t } = table(['p1']);
    expect([ruleNumber(t.ctx(), 'hand-size', 'p1'), ruleNumber(t.ctx(), 'hand-size', 'p2')]).toEqual([5, 6]);
  });

  it('is not set off by what that player\'s cards do, and still by the others\'', () => {
    const { t, marks } = table(['p1']);
    t.play('p1', 'Pebble');
    t.settle();
    expect(marks()).toBe(0);
    t.pass('p1');
    t.pass('p2');
    t.play('p2', 'Pebble');
    t.settle();
    // The Pebble moves twice (cast, then to the discard pile): a mark each time.
    expect(marks()).toBe(2);
    const nobody = table([]);
    nobody.t.play('p1', 'Pebble');
    nobody.t.settle();
    expect(nobody.marks()).toBe(2);
  });
});
