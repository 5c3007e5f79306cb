// Rule numbers read through the kernel: the vocabulary's default, a variant's setting, static
// abilities of active cards (sets, then changes), changes made for a while, scope and bounds.
import { describe, expect, it } from 'vitest';
import { toyCard, toyTable } from '../testing/toy-table';
import type { VariantDefinition } from '../defs';
import type { GameModule } from './context';
import { cloneState, loadGame } from './engine';
import { ruleNumber } from './rule-numbers';

const you = { kind: 'you' } as const;
const opponents = { kind: 'players', which: 'opponents' } as const;
const CARDS = [
  toyCard('Big Pockets', 'relic', [{ kind: 'rule-number', rule: 'hand-size', op: 'set', amount: 8, who: you }]),
  toyCard('Heavy Bags', 'relic', [{ kind: 'rule-number', rule: 'hand-size', op: 'add', amount: -1, who: opponents }]),
  toyCard('Wide Arena', 'relic', [{ kind: 'rule-number', rule: 'arena-size', op: 'set', amount: 7 }]),
  toyCard('Rich Pockets', 'relic', [{ kind: 'rule-number', rule: 'hand-size', op: 'add', amount: 2, who: you, condition: { kind: 'compare', left: { kind: 'resource', resource: 'coins', of: you }, op: '>=', right: 3 } }]),
  toyCard('Tight Fist', 'spell', [{ kind: 'play', effect: { kind: 'change-rule', rule: 'hand-size', op: 'set', amount: 1, who: opponents, duration: 'end-of-turn' } }]),
  toyCard('Huge Pockets', 'relic', [{ kind: 'rule-number', rule: 'hand-size', op: 'add', amount: 100, who: you }]),
];

describe('rule numbers', () => {
  it('read the vocabulary default when nothing changes them, per player and for the game', () => {
    const t = toyTable(CARDS, { hands: {} });
    expect(ruleNumber(t.ctx(), 'hand-size', 'p1')).toBe(5);
    expect(ruleNumber(t.ctx(), 'arena-size')).toBe(3);
    // By an alias, and 0 for a name the game does not declare.
    expect(ruleNumber(t.ctx(), 'hand', 'p1')).toBe(5);
    expect(ruleNumber(t.ctx(), 'no-such-number', 'p1')).toBe(0);
  });

  it('apply the static abilities of active cards to the players they name: sets first, then changes', () => {
    const t = toyTable(CARDS, { hands: {}, fields: { p1: ['Big Pockets'], p2: ['Heavy Bags'] } });
    // p1's own 8, less 1 from p2's Heavy Bags; p2 keeps the default.
    expect(ruleNumber(t.ctx(), 'hand-size', 'p1')).toBe(7);
    expect(ruleNumber(t.ctx(), 'hand-size', 'p2')).toBe(5);
  });

  it('apply a static change only while its condition holds', () => {
    const t = toyTable(CARDS, { hands: {}, fields: { p1: ['Rich Pockets'] } });
    expect(ruleNumber(t.ctx(), 'hand-size', 'p1')).toBe(5);
    t.state.seats[0]!.resources.coins = 3;
    expect(ruleNumber(t.ctx(), 'hand-size', 'p1')).toBe(7);
  });

  it('hold a number within the bounds the vocabulary gives it', () => {
    const t = toyTable(CARDS, { hands: {}, fields: { p1: ['Huge Pockets'] } });
    expect(ruleNumber(t.ctx(), 'hand-size', 'p1')).toBe(20);
  });

  it('leave a number of the whole game to variants: a static ability does not change it', () => {
    const t = toyTable(CARDS, { hands: {}, fields: { p1: ['Wide Arena'] } });
    expect(ruleNumber(t.ctx(), 'arena-size')).toBe(3);
  });

  it("set numbers from a switched-on variant's rules, from its parameters, before its rule card is laid out", () => {
    const variants: VariantDefinition[] = [
      { id: 'big-game', name: 'Big Game', params: [{ name: 'size', value: 6 }], abilities: [{ kind: 'rule-number', rule: 'arena-size', op: 'set', amount: { kind: 'param', variant: 'big-game', name: 'size' } }] },
      { id: 'small-hands', name: 'Small Hands', params: [], abilities: [{ kind: 'rule-number', rule: 'hand-size', op: 'set', amount: 3 }] },
    ];
    const t = toyTable(CARDS, { hands: {} }, { variants, config: { variants: { 'big-game': { size: 9 }, 'small-hands': {} } } });
    expect(ruleNumber(t.ctx(), 'arena-size')).toBe(9);
    expect(ruleNumber(t.ctx(), 'hand-size', 'p1')).toBe(3);
    expect(ruleNumber(t.ctx(), 'hand-size', 'p2')).toBe(3);
  });

  it("read a variant's parameter right across games, copies of a state and a reloaded vocabulary", () => {
    // The variants' parameters are worked out once per variants table: every table reads its own.
    const wide = (rule: string) => (base: GameModule): GameModule => ({
      ...base,
      vocabulary: { ...base.vocabulary, variants: [{ id: 'wide', name: 'Wide', doc: '', params: { size: { type: 'int', default: 4, min: 0, max: 20, doc: '' } }, sets: { [rule]: 'size' } }] },
    });
    const five = toyTable(CARDS, { hands: {} }, { module: wide('arena-size'), config: { variants: { wide: { size: 5 } } } });
    const six = toyTable(CARDS, { hands: {} }, { module: wide('arena-size'), config: { variants: { wide: { size: 6 } } } });
    const large = toyTable(CARDS, { hands: {} }, { module: wide('arena-size'), config: { variants: { wide: { size: 20 } } } });
    for (let i = 0; i < 2; i += 1) {
      expect(ruleNumber(five.ctx(), 'arena-size')).toBe(5);
      expect(ruleNumber(six.ctx(), 'arena-size')).toBe(6);
      expect(ruleNumber(five.ctx(), 'hand-size', 'p1')).toBe(5); // not one the variant sets
      expect(ruleNumber(large.ctx(), 'arena-size')).toBe(9); // within the vocabulary's bounds
    }
    // A copy of the state (a snapshot, a loaded game) with other parameters reads its own.
    const copy = cloneState(five.state);
    copy.variants = { wide: { size: 7 } };
    expect(ruleNumber(five.game.ctx(copy), 'arena-size')).toBe(7);
    expect(ruleNumber(five.ctx(), 'arena-size')).toBe(5);
    // The same state under another vocabulary (a reload) reads what that one sets.
    const reloaded = loadGame(wide('hand-size')(five.game.module), [...five.game.defs.values()]);
    expect(ruleNumber(reloaded.ctx(five.state), 'arena-size')).toBe(3);
    expect(ruleNumber(reloaded.ctx(five.state), 'hand-size', 'p1')).toBe(5);
    expect(ruleNumber(reloaded.ctx(copy), 'hand-size', 'p2')).toBe(7);
  });

  it('change for a while by an effect, and go back at the end of the turn', () => {
    const t = toyTable(CARDS, { hands: { p1: ['Tight Fist'] } });
    t.play('p1', 'Tight Fist');
    t.settle();
    expect(t.events).toContain('rule-changed p2');
    expect(ruleNumber(t.ctx(), 'hand-size', 'p2')).toBe(1);
    expect(ruleNumber(t.ctx(), 'hand-size', 'p1')).toBe(5);
    t.pass('p1');
    t.pass('p2');
    expect(t.state.turn.number).toBe(2);
    expect(ruleNumber(t.ctx(), 'hand-size', 'p2')).toBe(5);
    expect(t.state.ruleChanges).toEqual([]);
  });
});
