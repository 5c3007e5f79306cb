// Doubling an effect's numbers: quantities double, what is not a quantity stays as written.
import { describe, expect, it } from 'vitest';
import type { Effect, VerbSpec } from '../defs';
import { doubledEffect } from './double';

const you = { kind: 'you' } as const;
const mark = { kind: 'bound', name: 'mark' } as const;
const VERBS: VerbSpec[] = [
  { name: 'loot', doc: '', args: { count: 'expr' } },
  { name: 'boost', doc: '', args: { by: 'number', who: 'selector', then: 'effect', label: 'word' } },
];

describe('doubledEffect', () => {
  it('doubles amounts and counts, as numbers or as expressions', () => {
    const hand = { kind: 'count', of: { kind: 'zone', zone: 'hand', of: you, position: 'all' } } as const;
    const effect: Effect = {
      kind: 'sequence',
      steps: [
        { kind: 'damage', amount: 1, to: mark },
        { kind: 'gain', resource: 'cents', amount: 3, to: you },
        { kind: 'lose', resource: 'cents', amount: hand, from: you },
        { kind: 'draw', count: 2, who: you },
        { kind: 'modify-stat', stat: 'attack', amount: -2, on: mark, duration: 'end-of-turn' },
        { kind: 'look-and-reorder', zone: 'deck', count: 5, toBottom: 4 },
        { kind: 'heal', amount: 'all', to: mark },
        { kind: 'prevent', amount: 2, to: mark, duration: 'end-of-turn' },
      ],
    };
    expect(doubledEffect(effect, VERBS)).toEqual({
      kind: 'sequence',
      steps: [
        { kind: 'damage', amount: 2, to: mark },
        { kind: 'gain', resource: 'cents', amount: 6, to: you },
        { kind: 'lose', resource: 'cents', amount: { kind: 'arith', op: '*', left: hand, right: 2 }, from: you },
        { kind: 'draw', count: 4, who: you },
        { kind: 'modify-stat', stat: 'attack', amount: -4, on: mark, duration: 'end-of-turn' },
        { kind: 'look-and-reorder', zone: 'deck', count: 10, toBottom: 8 },
        { kind: 'heal', amount: 'all', to: mark },
        { kind: 'prevent', amount: 4, to: mark, duration: 'end-of-turn' },
      ],
    });
  });

  it('keeps roll faces, conditions, selectors, repeat counts and set values as written', () => {
    const roll: Effect = {
      kind: 'roll',
      die: 'd6',
      bind: 'x',
      outcomes: [
        { from: 1, to: 2, effect: { kind: 'if', condition: { kind: 'compare', left: { kind: 'var', name: 'x' }, op: '=', right: 2 }, then: { kind: 'repeat', times: 2, do: { kind: 'gain', resource: 'cents', amount: 1, to: you } } } },
        { from: 3, to: 6, effect: { kind: 'set-roll', value: 6, final: true } },
      ],
    };
    const doubled = doubledEffect(roll, VERBS) as Extract<Effect, { kind: 'roll' }>;
    expect(doubled.outcomes.map((o) => [o.from, o.to])).toEqual([[1, 2], [3, 6]]);
    expect(doubled.outcomes[0]!.effect).toEqual({
      kind: 'if',
      condition: { kind: 'compare', left: { kind: 'var', name: 'x' }, op: '=', right: 2 },
      then: { kind: 'repeat', times: 2, do: { kind: 'gain', resource: 'cents', amount: 2, to: you } },
    });
    expect(doubled.outcomes[1]!.effect).toEqual({ kind: 'set-roll', value: 6, final: true });
  });

  it('gives nothing to an effect without numbers', () => {
    const plain: Effect = { kind: 'sequence', steps: [{ kind: 'cancel', what: 'target-stack-item' }, { kind: 'reroll', what: 'last-roll' }, { kind: 'destroy', cards: mark }] };
    expect(doubledEffect(plain, VERBS)).toEqual(plain);
  });

  it('doubles the cards a choice takes, and a game verb\'s number arguments by their declared type', () => {
    const choose: Effect = { kind: 'choose', name: 'swiped', from: { kind: 'zone', zone: 'hand', of: mark, position: 'all' }, min: 1, max: 1, chooser: you, then: { kind: 'game', verb: 'loot', args: { count: 3 } } };
    expect(doubledEffect(choose, VERBS)).toMatchObject({ min: 2, max: 2, then: { kind: 'game', verb: 'loot', args: { count: 6 } } });
    const boost: Effect = { kind: 'game', verb: 'boost', args: { by: 1, who: you, label: 'x', then: { kind: 'draw', count: 1, who: you } } };
    expect(doubledEffect(boost, VERBS)).toEqual({ kind: 'game', verb: 'boost', args: { by: 2, who: you, label: 'x', then: { kind: 'draw', count: 2, who: you } } });
    // A verb the game does not declare is left alone.
    const unknown: Effect = { kind: 'game', verb: 'resolve', args: { card: 'c1', ability: 0 } };
    expect(doubledEffect(unknown, VERBS)).toEqual(unknown);
  });
});
