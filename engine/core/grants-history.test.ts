// Abilities given for a while (engine/core/grants.ts) and this turn's events (history.ts).
import { describe, expect, it } from 'vitest';
import { toyCard, toyTable } from '../testing/toy-table';
import { statOf } from './evaluate';

const you = { kind: 'you' } as const;
const self = { kind: 'self' } as const;
const arena = { kind: 'zone', zone: 'arena', position: 'all' } as const;
const coins = (amount: unknown, to: object = you) => ({ kind: 'gain', resource: 'coins', amount, to });
const target = { kind: 'bound', name: 'target' } as const;
const chooseBeast = [{ name: 'target', from: arena, min: 1, max: 1 }];

const CARDS = [
  // "Until end of turn, target beast has 'when this is damaged, gain 2 coins'."
  toyCard('Hex', 'spell', [
    { kind: 'play', targets: chooseBeast, effect: { kind: 'grant', cards: target, duration: 'end-of-turn', ability: { kind: 'triggered', on: { event: 'damaged', subject: 'self' }, effect: coins(2) } } },
  ]),
  toyCard('Stone Skin', 'spell', [
    { kind: 'play', targets: chooseBeast, effect: { kind: 'grant', cards: target, duration: 'end-of-turn', ability: { kind: 'static', modifiers: [{ stat: 'hp', amount: 3, to: self }] } } },
  ]),
  toyCard('Ward Sigil', 'spell', [
    {
      kind: 'play',
      targets: chooseBeast,
      effect: { kind: 'grant', cards: target, duration: 'end-of-turn', ability: { kind: 'replacement', replaces: { event: 'damage', subject: 'self' }, with: { kind: 'prevent' } } },
    },
  ]),
  // Remembers the beast it marked: "when any beast is damaged, if it is the mark, gain 5".
  toyCard('Mark', 'spell', [
    {
      kind: 'play',
      targets: [{ name: 'mark', from: arena, min: 1, max: 1 }],
      effect: {
        kind: 'grant',
        cards: { kind: 'zone', zone: 'arena', position: 'all' },
        duration: 'end-of-turn',
        ability: { kind: 'triggered', on: { event: 'damaged', subject: 'self', where: { kind: 'same', card: { kind: 'event', field: 'card' }, as: { kind: 'bound', name: 'mark' } } }, effect: coins(5) },
      },
    },
  ]),
  toyCard('Zap', 'spell', [{ kind: 'play', targets: chooseBeast, effect: { kind: 'damage', amount: 1, to: target } }]),
  toyCard('Gold Rain', 'spell', [{ kind: 'play', effect: coins(3) }]),
  // Counts the spells its player cast this turn (put on the stack).
  toyCard('Tally', 'spell', [{ kind: 'play', effect: coins({ kind: 'event-count', event: 'stack-added', by: 'you', where: { kind: 'is-kind', card: { kind: 'event', field: 'card' }, cardKind: 'spell' } }) }]),
  // Gains 1 for each beast damaged by this very effect.
  toyCard('Storm', 'spell', [
    {
      kind: 'play',
      effect: {
        kind: 'sequence',
        steps: [
          { kind: 'damage', amount: 1, to: arena },
          { kind: 'for-each', name: 'hit', in: { kind: 'happened', event: 'damaged', thisWay: true }, do: coins(1) },
        ],
      },
    },
  ]),
  toyCard('Slug', 'beast', [], { stats: { hp: 4 } }),
  toyCard('Snail', 'beast', [], { stats: { hp: 4 } }),
];

describe('granted abilities', () => {
  it('give a card a triggered ability for the turn, its "you" the player whose effect gave it', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Hex'], p2: ['Zap'] }, arena: ['Slug'] });
    // (one beast: the targets are taken without asking)
    t.play('p1', 'Hex');
    t.settle();
    expect(t.state.grants).toHaveLength(1);
    // p2 damages the beast: the trigger is p1's, though nobody controls the beast.
    t.pass('p1');
    t.play('p2', 'Zap');
    t.settle();
    expect(t.coins('p1')).toBe(2);
    expect(t.coins('p2')).toBe(0);
  });

  it('end with their duration', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Hex'], p2: ['Zap'] }, arena: ['Slug'] });
    t.play('p1', 'Hex');
    t.settle();
    t.pass('p1');
    t.pass('p2');
    expect(t.state.turn.number).toBe(2);
    expect(t.state.grants).toEqual([]);
    t.play('p2', 'Zap');
    t.settle();
    expect(t.coins('p1')).toBe(0);
  });

  it('give static abilities and replacements too', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Stone Skin', 'Ward Sigil', 'Zap'] }, arena: ['Slug'] });
    const slug = t.cardNamed('Slug');
    t.play('p1', 'Stone Skin');
    t.settle();
    expect(statOf(t.ctx(), slug, 'hp')).toBe(7);
    t.play('p1', 'Ward Sigil');
    t.settle();
    t.play('p1', 'Zap');
    t.settle();
    expect(t.state.cards[slug]!.damage).toBe(0);
  });

  it('see the names bound where they were given: "if the event card is mark"', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Mark', 'Zap', 'Zap'] }, arena: ['Slug', 'Snail'] });
    t.play('p1', 'Mark');
    t.pick('p1', 'Snail');
    t.settle();
    t.play('p1', 'Zap');
    t.pick('p1', 'Slug');
    t.settle();
    expect(t.coins('p1')).toBe(0);
    t.play('p1', 'Zap');
    t.pick('p1', 'Snail');
    t.settle();
    expect(t.coins('p1')).toBe(5);
  });
});

describe("this turn's events", () => {
  it('are kept only for the types some card looks back on', () => {
    const plain = toyTable(CARDS.filter((c) => c.name !== 'Tally' && c.name !== 'Storm'), { hands: { p1: ['Gold Rain'] } });
    plain.play('p1', 'Gold Rain');
    plain.settle();
    expect(plain.state.history).toBeUndefined();
  });

  it("count a player's events of this turn, and start afresh each turn", () => {
    const t = toyTable(CARDS, { hands: { p1: ['Gold Rain', 'Tally'], p2: ['Tally'] } });
    t.play('p1', 'Gold Rain');
    t.settle();
    t.play('p1', 'Tally');
    t.settle();
    // Gold Rain and Tally itself were cast this turn by p1.
    expect(t.coins('p1')).toBe(3 + 2);
    t.pass('p1');
    t.pass('p2');
    t.play('p2', 'Tally');
    t.settle();
    expect(t.coins('p2')).toBe(1);
  });

  it('tell the events an effect caused ("this way") from the others', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Zap', 'Storm'] }, arena: ['Slug', 'Snail'] });
    t.play('p1', 'Zap');
    t.pick('p1', 'Slug');
    t.settle();
    t.play('p1', 'Storm');
    t.settle();
    // Storm damaged two beasts; Zap's earlier damage is not Storm's.
    expect(t.coins('p1')).toBe(2);
  });
});
