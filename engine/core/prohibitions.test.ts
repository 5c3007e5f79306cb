// Prohibitions (engine/core/prohibitions.ts): printed or granted, asked before an effect destroys
// or moves a card; the effect does nothing to the forbidden card and goes on with the others.
import { describe, expect, it } from 'vitest';
import { toyCard, toyTable } from '../testing/toy-table';
import { prohibited } from './prohibitions';

const self = { kind: 'self' } as const;
const arena = { kind: 'zone', zone: 'arena', position: 'all' } as const;
const target = { kind: 'bound', name: 'target' } as const;
const chooseBeast = [{ name: 'target', from: arena, min: 1, max: 1 }];
const forbid = (act: string, cards: object = self, condition?: object) => ({ kind: 'prohibition', act, cards, ...(condition ? { condition } : {}) });

const CARDS = [
  // "Destroy every beast in the arena."
  toyCard('Smite', 'spell', [{ kind: 'play', effect: { kind: 'destroy', cards: arena } }]),
  // "Put target beast into your hand."
  toyCard('Recall', 'spell', [{ kind: 'play', targets: chooseBeast, effect: { kind: 'move', cards: target, to: { zone: 'hand', of: 'you', position: 'top' } } }]),
  // "Until end of turn, target beast has 'this cannot be destroyed'."
  toyCard('Petrify', 'spell', [{ kind: 'play', targets: chooseBeast, effect: { kind: 'grant', cards: target, duration: 'end-of-turn', ability: forbid('destroyed') } }]),
  toyCard('Golem', 'beast', [forbid('destroyed')], { stats: { hp: 4 } }),
  toyCard('Anchor', 'beast', [forbid('moved')], { stats: { hp: 4 } }),
  // "While you have 3 or more coins, this cannot be destroyed": no player has any here.
  toyCard('Miser', 'beast', [forbid('destroyed', self, { kind: 'compare', left: { kind: 'resource', resource: 'coins', of: { kind: 'you' } }, op: '>=', right: 3 })], { stats: { hp: 4 } }),
  toyCard('Slug', 'beast', [], { stats: { hp: 4 } }),
];

describe('prohibitions', () => {
  it('keep a card from being destroyed; the effect destroys the others', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Smite'] }, arena: ['Golem', 'Slug', 'Miser'] });
    t.play('p1', 'Smite');
    t.settle();
    // (Beasts belong to nobody, so the toy game has no pile for them: the event tells what was destroyed.)
    expect(t.events.filter((e) => e.startsWith('destroyed'))).toEqual(['destroyed Slug', 'destroyed Miser']);
  });

  it('keep a card from being moved by an effect', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Recall', 'Recall'] }, arena: ['Anchor', 'Slug'] });
    t.play('p1', 'Recall');
    t.pick('p1', 'Anchor');
    t.settle();
    expect(t.state.zones.arena!.cards.map(t.name)).toEqual(['Anchor', 'Slug']);
    t.play('p1', 'Recall');
    t.pick('p1', 'Slug');
    t.settle();
    expect(t.state.zones.arena!.cards.map(t.name)).toEqual(['Anchor']);
  });

  it('may be granted for a while, and end with their duration', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Petrify', 'Smite'], p2: ['Smite'] }, arena: ['Slug'] });
    const slug = t.cardNamed('Slug');
    t.play('p1', 'Petrify');
    t.settle();
    expect(prohibited(t.ctx(), 'destroyed', slug)).toBe(true);
    expect(prohibited(t.ctx(), 'moved', slug)).toBe(false);
    t.play('p1', 'Smite');
    t.settle();
    expect(t.events).not.toContain('destroyed Slug');
    t.pass('p1');
    t.pass('p2');
    expect(prohibited(t.ctx(), 'destroyed', slug)).toBe(false);
    t.play('p2', 'Smite');
    t.settle();
    expect(t.events).toContain('destroyed Slug');
  });
});
