// The kernel's services, shown on a toy game with a priority stack (engine/testing).
import { describe, expect, it } from 'vitest';
import type { CardDefinitionInput } from '../defs';
import { addDie, faceOf, poolDice, removeDie, rollDice, turnDie } from '../random/dice';
import { toyCards, toyGame, type ToySetup } from '../testing/toy-game';
import type { Action } from './context';
import { hashState, loadGame } from './engine';
import { seatView } from '../bots/types';
import { definitionOf, definitionOfInstance, select, statOf, test as holds } from './evaluate';
import { emit, moveCard } from './ops';
import { FIRST_CARD, type GameState } from './state';

const you = { kind: 'you' } as const;
const self = { kind: 'self' } as const;
const arena = { kind: 'zone', zone: 'arena', position: 'all' } as const;
const spell = (name: string, effect: object, extra: object = {}): CardDefinitionInput =>
  ({ id: `toy/t/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`, name, game: 'toy', kind: 'spell', abilities: [{ kind: 'play', effect, ...extra }] }) as CardDefinitionInput;
const relic = (name: string, abilities: object[]): CardDefinitionInput =>
  ({ id: `toy/t/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`, name, game: 'toy', kind: 'relic', abilities }) as CardDefinitionInput;
const beast = (name: string, hp: number, abilities: object[] = []): CardDefinitionInput =>
  ({ id: `toy/t/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`, name, game: 'toy', kind: 'beast', stats: { hp }, abilities }) as CardDefinitionInput;

const CARDS = toyCards([
  spell('Gold Rain', { kind: 'gain', resource: 'coins', amount: 3, to: you }),
  spell('Counter', { kind: 'cancel', what: 'top-of-stack' }),
  spell('Zap', { kind: 'damage', amount: 2, to: { kind: 'bound', name: 'target' } }, { targets: [{ name: 'target', from: arena }] }),
  spell('Gamble', { kind: 'roll', die: 'd6', outcomes: [{ from: 1, to: 5, effect: { kind: 'gain', resource: 'coins', amount: 1, to: you } }, { from: 6, to: 6, effect: { kind: 'gain', resource: 'coins', amount: 10, to: you } }] }),
  spell('Rally', { kind: 'sequence', steps: [
    { kind: 'modify-stat', stat: 'hp', amount: 2, on: arena, duration: 'end-of-turn' },
    { kind: 'modify-stat', stat: 'hp', amount: 5, on: arena, duration: 'end-of-next-turn' },
  ] }),
  spell('Vigil', { kind: 'modify-stat', stat: 'hp', amount: 3, on: arena, duration: 'start-of-your-turn' }),
  spell('Tag', { kind: 'add-counter', counter: 'hp', amount: 1, on: arena }),
  spell('Choice', { kind: 'choose-mode', chooser: you, modes: [{ kind: 'gain', resource: 'coins', amount: 1, to: you }, { kind: 'gain', resource: 'coins', amount: 2, to: you }], labels: ['gain 1 coin', 'gain 2 coins'] }),
  spell('Plain Choice', { kind: 'choose-mode', chooser: you, modes: [{ kind: 'gain', resource: 'coins', amount: 1, to: you }, { kind: 'draw', count: 1, who: you }] }),
  spell('Loaded Die', { kind: 'set-roll', value: 6, final: true }),
  spell('Nudge', { kind: 'modify-roll', amount: 1 }),
  spell('Maybe', { kind: 'may', who: you, effect: { kind: 'gain', resource: 'coins', amount: 5, to: you } }),
  spell('Scry', { kind: 'look-and-reorder', zone: 'deck', count: 3, toBottom: 1 }),
  relic('Lucky Charm', [{ kind: 'replacement', replaces: { event: 'roll', subject: 'yours', where: { kind: 'compare', left: { kind: 'event-value', field: 'value' }, op: '=', right: 1 } }, with: { kind: 'set', field: 'value', value: 6 } }]),
  relic('Shield Idol', [{ kind: 'replacement', replaces: { event: 'damage', where: { kind: 'in-zone', card: { kind: 'event', field: 'card' }, zone: 'arena' } }, with: { kind: 'adjust', field: 'amount', amount: -1 } }]),
  // Takes 1 off damage to the arena and is paid as much coin as the damage it saw was.
  relic('Toll Idol', [
    {
      kind: 'replacement',
      replaces: { event: 'damage', where: { kind: 'in-zone', card: { kind: 'event', field: 'card' }, zone: 'arena' } },
      with: { kind: 'adjust', field: 'amount', amount: -1, then: { kind: 'gain', resource: 'coins', amount: { kind: 'event-value', field: 'amount' }, to: you } },
    },
  ]),
  // "Each time a beast would take damage, roll: 1-3 it takes it, 4-6 prevent it."
  relic('Lucky Shell', [
    { kind: 'replacement', replaces: { event: 'damage', where: { kind: 'in-zone', card: { kind: 'event', field: 'card' }, zone: 'arena' } }, with: { kind: 'roll', outcomes: [{ from: 1, to: 3 }, { from: 4, to: 6, with: { kind: 'prevent' } }] } },
  ]),
  spell('Ward', { kind: 'prevent', amount: 'all', to: arena, duration: 'end-of-turn' }),
  spell('Poll', { kind: 'vote', voters: { kind: 'players', which: 'all' }, from: { kind: 'players', which: 'all' }, name: 'chosen', then: { kind: 'gain', resource: 'coins', amount: 5, to: { kind: 'bound', name: 'chosen' } } }),
  relic('Heavy Crown', [{ kind: 'enters', zone: 'field', exhausted: true }]),
  relic('Tithe', [{ kind: 'triggered', on: { event: 'turn-began' }, oncePerTurn: true, effect: { kind: 'gain', resource: 'coins', amount: 1, to: you } }]),
  relic('Bell', [{ kind: 'triggered', on: { event: 'turn-began' }, effect: { kind: 'gain', resource: 'coins', amount: 10, to: you } }]),
  relic('Feedback Loop', [{ kind: 'triggered', on: { event: 'gained', subject: 'yours' }, effect: { kind: 'gain', resource: 'coins', amount: 1, to: you } }]),
  relic('Plain Stone', []),
  relic('Turnstile', [{ kind: 'triggered', on: { event: 'passed' }, oncePerTurn: true, effect: { kind: 'gain', resource: 'coins', amount: 1, to: you } }]),
  relic('Penny Jar', [{ kind: 'triggered', on: { event: 'gained', subject: 'yours' }, oncePerTurn: true, effect: { kind: 'gain', resource: 'coins', amount: 1, to: you } }]),
  spell('Mimic', {
    kind: 'become-copy',
    cards: { kind: 'filter', from: { kind: 'zone', zone: 'field', of: you, position: 'all' }, where: { kind: 'is-card', card: { kind: 'bound', name: 'it' }, id: 'toy/t/plain-stone' } },
    of: { kind: 'filter', from: { kind: 'zone', zone: 'field', of: { kind: 'players', which: 'all' }, position: 'all' }, where: { kind: 'is-card', card: { kind: 'bound', name: 'it' }, id: 'toy/t/penny-jar' } },
    duration: 'end-of-turn',
  }),
  spell('Echo', { kind: 'double', cards: { kind: 'filter', from: { kind: 'zone', zone: 'casting', position: 'all' }, where: { kind: 'is-card', card: { kind: 'bound', name: 'it' }, id: 'toy/t/gold-rain' } } }),
  spell('Greedy Draw', { kind: 'then-in-full', first: { kind: 'draw', count: 2, who: you }, then: { kind: 'gain', resource: 'coins', amount: 5, to: you } }),
  spell('Double Greed', {
    kind: 'then-in-full',
    first: { kind: 'then-in-full', first: { kind: 'draw', count: 1, who: you }, then: { kind: 'discard', count: 2, who: you, chooser: 'random' } },
    then: { kind: 'gain', resource: 'coins', amount: 1, to: you },
  }),
  beast('Grumpy', 4, [{ kind: 'triggered', on: { event: 'turn-began' }, effect: { kind: 'damage', amount: 1, to: self } }]),
  beast('Slug', 2),
  beast('Snail', 3),
]);

function start(setup: ToySetup) {
  const game = loadGame(toyGame(setup), CARDS);
  const created = game.create({ seed: 'kernel', seats: 2 });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  const events: string[] = [];
  const name = (id: unknown) => (typeof id === 'number' && state.cards[id] ? game.defs.get(state.cards[id].def)!.name : String(id));
  const act = (action: Action) => {
    const result = game.applyInPlace(state, action);
    if (!result.ok) throw new Error(`${action.seat} ${action.kind}: ${result.error.message}`);
    for (const e of result.events) events.push(`${e.type}${e.card ? ` ${name(e.card)}` : ''}${e.player ? ` ${e.player}` : ''}`);
  };
  const cardNamed = (n: string) => state.cards.slice(FIRST_CARD).find((c) => game.defs.get(c.def)!.name === n)!.id;
  const play = (seat: string, n: string) => act({ seat, kind: 'play', card: state.cards.slice(FIRST_CARD).find((c) => c.zone === `${seat}/hand` && game.defs.get(c.def)!.name === n)!.id });
  const pass = (seat: string) => act({ seat, kind: 'pass' });
  const coins = (seat: string) => state.seats.find((s) => s.id === seat)!.resources.coins ?? 0;
  return { game, state, events, act, play, pass, coins, cardNamed, name };
}

describe('stack with priority', () => {
  it('keeps priority with the player who acted, resolves once all pass in succession, then gives it to the active player', () => {
    const t = start({ hands: { p1: ['Gold Rain'] } });
    t.play('p1', 'Gold Rain');
    expect(t.state.stack).toHaveLength(1);
    expect(t.state.prompt).toMatchObject({ kind: 'priority', seat: 'p1' });
    t.pass('p1');
    expect(t.state.prompt).toMatchObject({ kind: 'priority', seat: 'p2' });
    expect(t.coins('p1')).toBe(0);
    t.pass('p2');
    expect(t.coins('p1')).toBe(3);
    expect(t.state.stack).toHaveLength(0);
    expect(t.state.prompt).toMatchObject({ kind: 'priority', seat: 'p1' });
    expect(t.state.zones['p1/discard']!.cards.map(t.name)).toEqual(['Gold Rain']);
  });

  it('lets a response go on top and resolve first', () => {
    const t = start({ hands: { p1: ['Gold Rain'], p2: ['Counter'] } });
    t.play('p1', 'Gold Rain');
    t.pass('p1');
    t.play('p2', 'Counter');
    expect(t.state.stack.map((i) => i.label)).toEqual(['Gold Rain', 'Counter']);
    t.pass('p2');
    t.pass('p1');
    expect(t.state.stack).toHaveLength(0);
    expect(t.coins('p1')).toBe(0);
    expect(t.events).toContain('cancelled Gold Rain');
    expect(t.state.zones['p1/discard']!.cards.map(t.name)).toEqual(['Gold Rain']);
  });

  it('chooses targets when the card is announced, before it goes on the stack', () => {
    const t = start({ hands: { p1: ['Zap'] }, arena: ['Snail', 'Slug'] });
    t.play('p1', 'Zap');
    expect(t.state.stack).toHaveLength(0);
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p1', candidates: [t.cardNamed('Snail'), t.cardNamed('Slug')] });
    t.act({ seat: 'p1', kind: 'pick', id: t.cardNamed('Slug') });
    expect(t.state.stack).toHaveLength(1);
    t.pass('p1');
    t.pass('p2');
    expect(t.state.cards[t.cardNamed('Slug')]!.damage).toBe(2);
    expect(t.state.cards[t.cardNamed('Snail')]!.damage).toBe(0);
  });

  it('refuses actions out of turn or off the list with a typed error and leaves the state alone', () => {
    const t = start({ hands: { p1: ['Gold Rain'], p2: ['Counter'] } });
    const before = hashState(t.state);
    expect(t.game.applyInPlace(t.state, { seat: 'p2', kind: 'pass' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(t.game.applyInPlace(t.state, { seat: 'p1', kind: 'play', card: 'c999' })).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    expect(t.game.applyInPlace(t.state, { seat: 'p1', kind: 'concede' })).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    expect(hashState(t.state)).toBe(before);
  });

  it('refuses an action that is not one (null, nothing, a number, no seat or kind) the same way, in place or on a copy', () => {
    const t = start({ hands: { p1: ['Gold Rain'], p2: ['Counter'] } });
    const before = hashState(t.state);
    const malformed: unknown[] = [null, undefined, 7, 'pass', [], { kind: 'pass' }, { seat: 'p1' }, { seat: 1, kind: 'pass' }, { seat: 'p1', kind: null }];
    for (const action of malformed) {
      for (const applied of [t.game.applyInPlace(t.state, action as Action), t.game.apply(t.state, action as Action)]) {
        expect(applied, JSON.stringify(action)).toMatchObject({ ok: false, error: { code: 'illegal-action', message: expect.stringMatching(/^an action (is an object with a seat and a kind|names its (seat|kind))/) } });
      }
    }
    expect(hashState(t.state)).toBe(before);
  });

  it('refuses to act on something that is not a game state', () => {
    const game = loadGame(toyGame({ hands: { p1: [], p2: [] } }), CARDS);
    for (const state of [null, undefined, {}, 'state']) {
      expect(game.applyInPlace(state as unknown as GameState, { seat: 'p1', kind: 'pass' })).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
      expect(game.apply(state as unknown as GameState, { seat: 'p1', kind: 'pass' })).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    }
  });
});

describe('creating a game from a config that is not one', () => {
  const game = loadGame(toyGame({ hands: { p1: [], p2: [] } }), CARDS);
  const refused = (config: unknown) => game.create(config as Parameters<typeof game.create>[0]);

  it('refuses a missing or malformed config or seed with bad-config, saying what is wrong', () => {
    expect(refused(null)).toEqual({ ok: false, error: { code: 'bad-config', message: 'a game config is an object with a seed and seats, not null' } });
    expect(refused(undefined)).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/not nothing$/) } });
    expect(refused({ seed: null, seats: 2 })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^seed: /) } });
    expect(refused({ seats: 2 })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^seed: /) } });
    expect(refused({ seed: 7, seats: 2 })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^seed: /) } });
    expect(refused({ seed: 's', seats: 'two' })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^seats: /) } });
    expect(refused({ seed: 's', seats: [null, null] })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^seats: expected a whole number of players, or a list of seats/) } });
    expect(refused({ seed: 's', seats: 2, options: 'all' })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^options: /) } });
    expect(refused({ seed: 's', seats: 2, variants: { x: 3 } })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^variants\.x: /) } });
    expect(refused({ seed: 's', seats: 2, cards: [null] })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^cards\.0: /) } });
    expect(refused({ seed: 's', seats: 2, dice: [1.5] })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/^dice\.0: /) } });
  });

  it('refuses a number of seats out of range before making any (a billion would exhaust the memory)', () => {
    for (const seats of [1e9, 2 ** 31, -1, 0, 1]) {
      expect(refused({ seed: 's', seats })).toMatchObject({ ok: false, error: { code: 'bad-config', message: expect.stringMatching(/takes \d+ to \d+ players, not/) } });
    }
    expect(refused({ seed: 's', seats: 2.5 })).toMatchObject({ ok: false, error: { code: 'bad-config' } });
    expect(refused({ seed: 's', seats: 2 })).toMatchObject({ ok: true });
  });
});

describe('then, if all before it was done in full', () => {
  const resolve = (t: ReturnType<typeof start>, spell: string) => {
    t.play('p1', spell);
    t.pass('p1');
    t.pass('p2');
  };

  it('does what follows only when what came before was done in full', () => {
    const full = start({ hands: { p1: ['Greedy Draw'] }, decks: { p1: ['Slug', 'Snail', 'Slug'] } });
    resolve(full, 'Greedy Draw');
    expect(full.coins('p1')).toBe(5);
    const short = start({ hands: { p1: ['Greedy Draw'] }, decks: { p1: ['Slug'] } });
    resolve(short, 'Greedy Draw');
    expect(short.state.zones['p1/hand']!.cards.map(short.name)).toEqual(['Slug']);
    expect(short.coins('p1')).toBe(0);
    // Nothing of the count is left behind once it is over.
    expect(Object.keys(short.state.flags.game).filter((k) => k.startsWith('then-in-full'))).toEqual([]);
  });

  it('counts a shortfall inside a nested "then" for the one around it', () => {
    // One card drawn, then two discarded from a hand of one: the inner "then" falls short.
    const t = start({ hands: { p1: ['Double Greed'] }, decks: { p1: ['Slug'] } });
    resolve(t, 'Double Greed');
    expect(t.state.zones['p1/discard']!.cards.map(t.name)).toContain('Slug');
    expect(t.coins('p1')).toBe(0);
    const full = start({ hands: { p1: ['Double Greed', 'Snail', 'Snail'] }, decks: { p1: ['Slug'] } });
    resolve(full, 'Double Greed');
    expect(full.coins('p1')).toBe(1);
  });
});

describe('triggers', () => {
  it('puts a neutral (monster) trigger on the stack first, so the players\' triggers resolve before it', () => {
    // The first turn's start triggers Tithe (p1's) and Grumpy (nobody's) at once.
    const t = start({ hands: {}, fields: { p1: ['Tithe'] }, arena: ['Grumpy'] });
    expect(t.state.stack.map((i) => i.label)).toEqual(['Grumpy: turn-began', 'Tithe: turn-began']);
    t.pass('p1');
    t.pass('p2');
    t.pass('p1');
    t.pass('p2');
    expect(t.events.filter((e) => e === 'gained p1' || e === 'damaged Grumpy')).toEqual(['gained p1', 'damaged Grumpy']);
  });

  it('lets a player order their own simultaneous triggers', () => {
    // Both of p2's relics trigger on the first turn's start; p2 chooses which resolves first.
    const t = start({ hands: {}, fields: { p2: ['Tithe', 'Bell'] } });
    expect(t.state.prompt).toMatchObject({ kind: 'order', seat: 'p2', items: ['Tithe: turn-began', 'Bell: turn-began'] });
    t.act({ seat: 'p2', kind: 'first', index: 1 });
    // Bell resolves first, so it is on top of the stack.
    expect(t.state.stack.map((i) => i.label)).toEqual(['Tithe: turn-began', 'Bell: turn-began']);
    expect(t.state.prompt).toMatchObject({ kind: 'priority', seat: 'p1' });
  });

  it('fires a once-per-turn trigger only once in a turn, and again the next turn', () => {
    const t = start({ hands: {}, fields: { p1: ['Tithe'] } });
    expect(t.state.stack.map((i) => i.label)).toEqual(['Tithe: turn-began']);
    // The same event again in the same turn (as an extra-turn effect might cause): no trigger.
    emit(t.game.ctx(t.state), { type: 'turn-began', player: 'p1' });
    expect(t.state.pending).toEqual([]);
    t.pass('p1');
    t.pass('p2');
    expect(t.coins('p1')).toBe(1);
    t.pass('p1');
    t.pass('p2');
    expect(t.state.turn.active).toBe('p2');
    expect(t.state.stack.map((i) => i.label)).toEqual(['Tithe: turn-began']);
  });

  it('ends a game whose cards trigger each other forever, with a reason', () => {
    const t = start({ hands: { p1: ['Gold Rain'] }, fields: { p1: ['Feedback Loop'] }, autoPass: true });
    // Nobody has anything else to play, so both pass automatically and the loop runs at once.
    t.play('p1', 'Gold Rain');
    expect(t.state.result?.reason).toMatch(/stopped: more than 2000 steps/);
    expect(t.game.legalActions(t.state)).toEqual([]);
  });
});

describe('passing for idle players', () => {
  function threeSeats(setup: ToySetup) {
    const game = loadGame(toyGame({ ...setup, autoPass: true }), CARDS);
    const created = game.create({ seed: 'kernel', seats: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    const card = (seat: string, zone: string) => state.zones[`${seat}/${zone}`]!.cards[0]!;
    const coins = (seat: string) => state.seats.find((s) => s.id === seat)!.resources.coins ?? 0;
    return { game, state, card, coins };
  }

  it('passes for every player with nothing to do, one after another, and the top resolves', () => {
    const t = threeSeats({ hands: { p1: ['Gold Rain'] } });
    const played = t.game.applyInPlace(t.state, { seat: 'p1', kind: 'play', card: t.card('p1', 'hand') });
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.events.filter((e) => e.type === 'passed').map((e) => e.player)).toEqual(['p1', 'p2', 'p3']);
    expect(t.coins('p1')).toBe(3);
    expect(t.state.stack).toHaveLength(0);
  });

  it('stops passing to stack a trigger an idle pass set off, and resolves it before the card below', () => {
    const t = threeSeats({ hands: { p1: ['Gold Rain'] }, fields: { p2: ['Turnstile'] } });
    const played = t.game.applyInPlace(t.state, { seat: 'p1', kind: 'play', card: t.card('p1', 'hand') });
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const told = played.events.map((e) => `${e.type}${e.player ? ` ${e.player}` : ''}`).filter((e) => e.startsWith('passed') || e.startsWith('gained'));
    // p1's pass sets off p2's Turnstile: it resolves first (p2 gains), then Gold Rain (p1 gains).
    expect(told.indexOf('gained p2')).toBeGreaterThan(told.indexOf('passed p1'));
    expect(told.indexOf('gained p2')).toBeLessThan(told.indexOf('gained p1'));
    expect(t.coins('p2')).toBe(1);
    expect(t.coins('p1')).toBe(3);
    expect(t.state.stack).toHaveLength(0);
  });
});

describe('replacements, rolls and durations', () => {
  it('makes a roll of 1 a 6 with a replacement, and picks the roll table row from the result', () => {
    const t = start({ hands: { p1: ['Gamble'] }, fields: { p1: ['Lucky Charm'] } });
    t.state.forcedRolls.push(1);
    t.play('p1', 'Gamble');
    t.pass('p1');
    t.pass('p2');
    expect(t.events).toContain('rolled p1');
    expect(t.state.lastRoll).toMatchObject({ value: 6 });
    expect(t.coins('p1')).toBe(10);
  });

  it('puts a roll on the stack above its effect, lets players change it, and goes on with the result it has when it resolves', () => {
    const t = start({ hands: { p1: ['Gamble', 'Nudge'], p2: ['Loaded Die'] }, rollsOnStack: true });
    t.state.forcedRolls.push(2);
    t.play('p1', 'Gamble');
    t.pass('p1');
    t.pass('p2');
    // Gamble started to resolve: its roll (2) waits on the stack above it [FS-ROLL-3], the active player has priority.
    expect(t.state.stack.map((i) => i.kind)).toEqual(['card', 'roll']);
    expect(t.state.stack[0]).toMatchObject({ label: 'Gamble', underway: true });
    expect(t.state.prompt).toEqual({ kind: 'priority', seat: 'p1' });
    expect(t.state.lastRoll).toMatchObject({ value: 2 });
    expect(t.events).not.toContain('rolled p1');
    t.play('p1', 'Nudge'); // +1: the roll is 3
    t.pass('p1');
    t.pass('p2');
    expect(t.state.lastRoll).toMatchObject({ value: 3 });
    expect(t.state.stack.map((i) => i.kind)).toEqual(['card', 'roll']);
    t.pass('p1');
    t.play('p2', 'Loaded Die'); // p2 answers: the roll becomes a final 6
    t.pass('p2');
    t.pass('p1');
    expect(t.state.lastRoll).toMatchObject({ value: 6, final: true });
    t.pass('p1');
    t.pass('p2');
    // The roll resolved with 6: Gamble pays 10, then goes to the discard pile; the stack is empty.
    expect(t.events).toContain('rolled p1');
    expect(t.coins('p1')).toBe(10);
    expect(t.state.stack).toEqual([]);
    expect(t.state.resolving).toEqual([]);
    expect(t.state.zones['p1/discard']!.cards.map(t.name)).toEqual(['Nudge', 'Gamble']);
  });

  it('lets a cancelled roll end the effect that made it', () => {
    const t = start({ hands: { p1: ['Gamble'], p2: ['Counter'] }, rollsOnStack: true });
    t.state.forcedRolls.push(6);
    t.play('p1', 'Gamble');
    t.pass('p1');
    t.pass('p2');
    t.pass('p1');
    t.play('p2', 'Counter');
    t.pass('p2');
    t.pass('p1');
    expect(t.events).toContain('cancelled Gamble'); // the roll item, made by Gamble
    expect(t.events).not.toContain('rolled p1');
    expect(t.coins('p1')).toBe(0);
    expect(t.state.stack).toEqual([]);
    expect(t.state.frames).toEqual([]);
    expect(t.state.zones['p1/discard']!.cards.map(t.name)).toEqual(['Gamble']);
  });

  it('reduces damage with an adjusting replacement', () => {
    const t = start({ hands: { p1: ['Zap'] }, fields: { p2: ['Shield Idol'] }, arena: ['Slug'] });
    t.play('p1', 'Zap');
    t.pass('p1');
    t.pass('p2');
    expect(t.state.cards[t.cardNamed('Slug')]!.damage).toBe(1);
  });

  it('runs what else a replacement does once the event is changed, seeing the event as it was', () => {
    const t = start({ hands: { p1: ['Zap'] }, fields: { p2: ['Toll Idol'] }, arena: ['Slug'] });
    t.play('p1', 'Zap');
    t.pass('p1');
    t.pass('p2');
    expect(t.state.cards[t.cardNamed('Slug')]!.damage).toBe(1);
    expect(t.coins('p2')).toBe(2);
    expect(t.events.indexOf('gained p2')).toBeGreaterThan(t.events.indexOf('damaged Slug'));
  });

  it('rolls at once for a replacement decided by a roll when rolls do not go on the stack', () => {
    const low = start({ hands: { p1: ['Zap'] }, fields: { p2: ['Lucky Shell'] }, arena: ['Slug'] });
    low.state.forcedRolls.push(3);
    low.play('p1', 'Zap');
    low.pass('p1');
    low.pass('p2');
    expect(low.events).toContain('rolled p2'); // the replacement's controller rolls
    expect(low.state.cards[low.cardNamed('Slug')]!.damage).toBe(2);
    const high = start({ hands: { p1: ['Zap'] }, fields: { p2: ['Lucky Shell'] }, arena: ['Slug'] });
    high.state.forcedRolls.push(4);
    high.play('p1', 'Zap');
    high.pass('p1');
    high.pass('p2');
    expect(high.events).toContain('damage-prevented Slug');
    expect(high.state.cards[high.cardNamed('Slug')]!.damage).toBe(0);
  });

  it('makes damage wait for a replacement roll on the stack, which players may change before it decides', () => {
    const t = start({ hands: { p1: ['Zap', 'Nudge'] }, fields: { p2: ['Lucky Shell'] }, arena: ['Slug'], rollsOnStack: true });
    t.state.forcedRolls.push(3);
    t.play('p1', 'Zap');
    t.pass('p1');
    t.pass('p2');
    // Zap is resolving: the Shell's roll (3) waits on the stack in p2's name, and no damage is dealt yet.
    expect(t.state.stack.map((i) => [i.kind, i.controller])).toEqual([['roll', 'p2']]);
    expect(t.state.cards[t.cardNamed('Slug')]!.damage).toBe(0);
    t.play('p1', 'Nudge'); // +1: a 4, which prevents the damage
    t.pass('p1');
    t.pass('p2');
    expect(t.state.cards[t.cardNamed('Slug')]!.damage).toBe(0);
    t.pass('p1');
    t.pass('p2');
    expect(t.events.slice(-3)).toEqual(['rolled p2', 'damage-prevented Slug', 'moved Zap']);
    expect(t.state.cards[t.cardNamed('Slug')]!.damage).toBe(0);
    expect(t.state.stack).toEqual([]);
    expect(t.state.frames).toEqual([]);
  });

  it('lets damage go ahead when the replacement roll is cancelled, and rolls for none when prevention stops it all', () => {
    const cancelled = start({ hands: { p1: ['Zap'], p2: ['Counter'] }, fields: { p2: ['Lucky Shell'] }, arena: ['Slug'], rollsOnStack: true });
    cancelled.state.forcedRolls.push(6);
    cancelled.play('p1', 'Zap');
    cancelled.pass('p1');
    cancelled.pass('p2');
    cancelled.pass('p1');
    cancelled.play('p2', 'Counter');
    cancelled.pass('p2');
    cancelled.pass('p1');
    expect(cancelled.events).not.toContain('rolled p2');
    expect(cancelled.state.cards[cancelled.cardNamed('Slug')]!.damage).toBe(2);
    const warded = start({ hands: { p1: ['Ward', 'Zap'] }, fields: { p2: ['Lucky Shell'] }, arena: ['Slug'], rollsOnStack: true });
    warded.play('p1', 'Ward');
    warded.pass('p1');
    warded.pass('p2');
    warded.play('p1', 'Zap');
    warded.pass('p1');
    warded.pass('p2');
    expect(warded.events).not.toContain('roll-stacked p2');
    expect(warded.events).toContain('damage-prevented Slug');
    expect(warded.state.stack).toEqual([]);
  });

  it('ends "until end of turn" changes at the end of the turn and "end of next turn" ones a turn later', () => {
    const t = start({ hands: { p1: ['Rally'] }, arena: ['Slug'] });
    const hp = () => statOf(t.game.ctx(t.state), t.cardNamed('Slug'), 'hp');
    t.play('p1', 'Rally');
    t.pass('p1');
    t.pass('p2');
    expect(hp()).toBe(9);
    t.pass('p1');
    t.pass('p2');
    expect(t.state.turn.active).toBe('p2');
    expect(hp()).toBe(7);
    t.pass('p2');
    t.pass('p1');
    expect(hp()).toBe(2);
  });
});

describe('until the start of your turn, protection, set values', () => {
  it('ends "until the start of your turn" as the next turn of the player who made it starts, not at the ends of turns', () => {
    const t = start({ hands: { p1: ['Vigil'] }, arena: ['Slug'] });
    const hp = () => statOf(t.game.ctx(t.state), t.cardNamed('Slug'), 'hp');
    t.play('p1', 'Vigil');
    t.pass('p1');
    t.pass('p2');
    expect(hp()).toBe(5);
    t.pass('p1');
    t.pass('p2');
    expect(t.state.turn.active).toBe('p2');
    expect(hp()).toBe(5);
    expect(t.state.modifiers[0]).toMatchObject({ duration: 'start-of-your-turn', seat: 'p1' });
    t.pass('p2');
    t.pass('p1');
    expect(t.state.turn.active).toBe('p1');
    expect(hp()).toBe(2);
    expect(t.state.modifiers).toEqual([]);
  });

  it('asks the game before a stat change or a counter, card by card: a protected card escapes, the others take it', () => {
    const asked: string[] = [];
    const base = toyGame({ hands: { p1: ['Vigil', 'Tag'] }, arena: ['Slug', 'Snail'] });
    const game = loadGame(
      {
        ...base,
        protects: (ctx, card, change, by) => {
          asked.push(`${change.kind} ${by}`);
          return ctx.defs.get(ctx.state.cards[card]!.def)!.name === 'Snail';
        },
      },
      CARDS,
    );
    const created = game.create({ seed: 'kernel', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    const named = (n: string) => state.cards.slice(FIRST_CARD).find((c) => game.defs.get(c.def)!.name === n)!.id;
    const act = (action: Action) => {
      const result = game.applyInPlace(state, action);
      if (!result.ok) throw new Error(result.error.message);
    };
    for (const spellName of ['Vigil', 'Tag']) {
      act({ seat: 'p1', kind: 'play', card: state.cards.slice(FIRST_CARD).find((c) => c.zone === 'p1/hand' && game.defs.get(c.def)!.name === spellName)!.id });
      act({ seat: 'p1', kind: 'pass' });
      act({ seat: 'p2', kind: 'pass' });
    }
    const hp = (n: string) => statOf(game.ctx(state), named(n), 'hp');
    expect(hp('Slug')).toBe(2 + 3 + 1);
    expect(hp('Snail')).toBe(3);
    expect(state.cards[named('Snail')]!.counters).toEqual({});
    expect(asked).toEqual(['stat p1', 'stat p1', 'counter p1', 'counter p1']);
  });

  it('starts a stat from the latest value set, then adds counters and other changes', () => {
    const t = start({ hands: {}, arena: ['Slug'] });
    const slug = t.cardNamed('Slug');
    const hp = () => statOf(t.game.ctx(t.state), slug, 'hp');
    t.state.cards[slug]!.counters.hp = 1;
    const lasting = { source: null, duration: 'end-of-turn', turn: 1 } as const;
    t.state.modifiers.push({ id: 'm1', card: slug, stat: 'hp', amount: 2, ...lasting });
    expect(hp()).toBe(2 + 1 + 2);
    t.state.modifiers.push({ id: 'm2', card: slug, stat: 'hp', amount: 7, set: true, ...lasting });
    expect(hp()).toBe(7 + 1 + 2);
    t.state.modifiers.push({ id: 'm3', card: slug, stat: 'hp', amount: 4, set: true, ...lasting });
    expect(hp()).toBe(4 + 1 + 2);
  });
});

describe('copies and doubled items', () => {
  it('makes a card a copy of another until the end of the turn: it has the copied abilities and keeps its own counters, then is itself again', () => {
    const t = start({ hands: { p1: ['Mimic', 'Gold Rain', 'Gold Rain'] }, fields: { p1: ['Plain Stone'], p2: ['Penny Jar'] } });
    const stone = t.cardNamed('Plain Stone');
    t.state.cards[stone]!.counters.charge = 2;
    t.play('p1', 'Mimic');
    t.pass('p1');
    t.pass('p2');
    expect(t.events).toContain('became-copy Plain Stone');
    expect(definitionOf(t.game.ctx(t.state), stone)?.name).toBe('Penny Jar');
    // Read from the instance already found, and through a bot's view, it is the copy too.
    expect(definitionOfInstance(t.game.ctx(t.state), stone, t.state.cards[stone]!)?.name).toBe('Penny Jar');
    expect(seatView(t.game, t.state, 'p1').cardDef(stone)?.name).toBe('Penny Jar');
    // The card itself is still the same physical card, with its own counters.
    expect(t.state.cards[stone]).toMatchObject({ def: 'toy/t/plain-stone', counters: { charge: 2 } });
    // As a Penny Jar of p1's, it triggers on p1's gain (p2's own Penny Jar does not).
    t.play('p1', 'Gold Rain');
    t.pass('p1');
    t.pass('p2');
    expect(t.coins('p1')).toBe(3);
    t.pass('p1');
    t.pass('p2');
    expect(t.coins('p1')).toBe(4);
    expect(t.coins('p2')).toBe(0);
    // The turn ends, and so does the copy.
    t.pass('p1');
    t.pass('p2');
    expect(t.state.turn.active).toBe('p2');
    expect(t.events).toContain('copy-ended Plain Stone');
    expect(definitionOf(t.game.ctx(t.state), stone)?.name).toBe('Plain Stone');
    expect(definitionOfInstance(t.game.ctx(t.state), stone, t.state.cards[stone]!)?.name).toBe('Plain Stone');
    expect(seatView(t.game, t.state, 'p2').cardDef(stone)?.name).toBe('Plain Stone');
    expect(seatView(t.game, t.state, 'p2').cardDef(9999)).toBeNull();
    t.pass('p2');
    t.play('p1', 'Gold Rain');
    t.pass('p1');
    t.pass('p2');
    expect(t.coins('p1')).toBe(7);
    expect(t.state.stack).toHaveLength(0);
  });

  it('ends a copy when the card leaves play', () => {
    const t = start({ hands: { p1: ['Mimic'] }, fields: { p1: ['Plain Stone'], p2: ['Penny Jar'] } });
    const stone = t.cardNamed('Plain Stone');
    t.play('p1', 'Mimic');
    t.pass('p1');
    t.pass('p2');
    const ctx = t.game.ctx(t.state);
    expect(t.state.copies).toHaveLength(1);
    moveCard(ctx, stone, 'p1/discard');
    expect(t.state.copies).toEqual([]);
    expect(ctx.events.map((e) => e.type)).toEqual(['copy-ended', 'moved']);
    expect(definitionOf(ctx, stone)?.name).toBe('Plain Stone');
  });

  it('resolves a doubled card with its numbers doubled, once however often it is doubled', () => {
    const t = start({ hands: { p1: ['Gold Rain', 'Echo', 'Echo'] } });
    t.play('p1', 'Gold Rain');
    t.play('p1', 'Echo');
    t.play('p1', 'Echo');
    for (let i = 0; i < 3; i += 1) {
      t.pass('p1');
      t.pass('p2');
    }
    expect(t.coins('p1')).toBe(6);
    expect(t.events.filter((e) => e.startsWith('doubled'))).toEqual(['doubled Gold Rain']);
  });
});

describe('decisions', () => {
  it('names the modes by their kinds when the effect has no labels', () => {
    const t = start({ hands: { p1: ['Plain Choice'] } });
    t.play('p1', 'Plain Choice');
    t.pass('p1');
    t.pass('p2');
    expect(t.state.prompt).toMatchObject({ kind: 'mode', modes: ['gain', 'draw'] });
  });

  it('asks for a mode and for a yes or no', () => {
    const t = start({ hands: { p1: ['Choice', 'Maybe'] } });
    t.play('p1', 'Choice');
    t.pass('p1');
    t.pass('p2');
    // The modes as the card's face says them, for the player choosing.
    expect(t.state.prompt).toMatchObject({ kind: 'mode', seat: 'p1', modes: ['gain 1 coin', 'gain 2 coins'] });
    expect(t.game.legalActions(t.state)).toEqual([
      { seat: 'p1', kind: 'mode', index: 0 },
      { seat: 'p1', kind: 'mode', index: 1 },
    ]);
    t.act({ seat: 'p1', kind: 'mode', index: 1 });
    expect(t.coins('p1')).toBe(2);
    t.play('p1', 'Maybe');
    t.pass('p1');
    t.pass('p2');
    expect(t.state.prompt).toMatchObject({ kind: 'yes-no', seat: 'p1' });
    t.act({ seat: 'p1', kind: 'yes' });
    expect(t.coins('p1')).toBe(7);
  });

  it('looks at the top cards, puts some on the bottom and the rest back in the chosen order', () => {
    const t = start({ hands: { p1: ['Scry'] }, decks: { p1: ['Slug', 'Grumpy', 'Tithe', 'Bell'] } });
    const deck = () => t.state.zones['p1/deck']!.cards.map(t.name);
    expect(deck()).toEqual(['Slug', 'Grumpy', 'Tithe', 'Bell']);
    t.play('p1', 'Scry');
    t.pass('p1');
    t.pass('p2');
    expect(t.state.prompt).toMatchObject({ kind: 'choose', label: 'Put a card on the bottom' });
    t.act({ seat: 'p1', kind: 'pick', id: t.cardNamed('Bell') });
    t.act({ seat: 'p1', kind: 'pick', id: t.cardNamed('Tithe') });
    expect(deck()).toEqual(['Bell', 'Slug', 'Tithe', 'Grumpy']);
  });

  it('is plain data while paused: a copy made mid-effect finishes the same way', () => {
    const t = start({ hands: { p1: ['Choice'] } });
    t.play('p1', 'Choice');
    t.pass('p1');
    t.pass('p2');
    const copy: GameState = JSON.parse(JSON.stringify(t.state));
    const a = t.game.apply(copy, { seat: 'p1', kind: 'mode', index: 0 });
    t.act({ seat: 'p1', kind: 'mode', index: 0 });
    expect(a.ok && hashState(a.state)).toBe(hashState(t.state));
  });
});

describe('entering a zone', () => {
  it('lays a card exhausted as it comes into a zone its `enters` ability names, and leaves it so elsewhere', () => {
    const t = start({ hands: { p1: ['Heavy Crown', 'Lucky Charm'] } });
    t.play('p1', 'Heavy Crown');
    t.pass('p1');
    t.pass('p2');
    t.play('p1', 'Lucky Charm');
    t.pass('p1');
    t.pass('p2');
    expect(t.state.cards[t.cardNamed('Heavy Crown')]!.exhausted).toBe(true);
    expect(t.state.cards[t.cardNamed('Lucky Charm')]!.exhausted).toBe(false);
    expect(t.events).toContain('exhausted Heavy Crown');
    // Coming into another zone, it keeps how it lay.
    const ctx = t.game.ctx(t.state);
    moveCard(ctx, t.cardNamed('Heavy Crown'), 'p1/hand');
    expect(t.state.cards[t.cardNamed('Heavy Crown')]!.exhausted).toBe(true);
  });
});

describe('votes', () => {
  it('asks the voters in turn order from the active player, whoever plays the vote, and gives the winner to the effect', () => {
    const t = start({ hands: { p1: [], p2: ['Poll'] } });
    t.pass('p1');
    t.play('p2', 'Poll');
    t.pass('p2');
    t.pass('p1');
    // p1, the active player, votes first; the candidates are every player (listed from the one who played it).
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p1', candidates: ['p2', 'p1'] });
    t.act({ seat: 'p1', kind: 'pick', id: 'p2' });
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p2' });
    t.act({ seat: 'p2', kind: 'pick', id: 'p2' });
    expect(t.events.filter((e) => e.startsWith('vote'))).toEqual(['voted p1', 'voted p2', 'vote-won p2']);
    expect(t.coins('p2')).toBe(5);
    expect(t.coins('p1')).toBe(0);
  });

  it('has the active player break a tie among those with the most votes', () => {
    const t = start({ hands: { p1: ['Poll'], p2: [] } });
    t.play('p1', 'Poll');
    t.pass('p1');
    t.pass('p2');
    t.act({ seat: 'p1', kind: 'pick', id: 'p2' });
    t.act({ seat: 'p2', kind: 'pick', id: 'p1' });
    expect(t.state.prompt).toMatchObject({ kind: 'choose', seat: 'p1', label: 'Break the tie', candidates: ['p1', 'p2'] });
    t.act({ seat: 'p1', kind: 'pick', id: 'p1' });
    expect(t.coins('p1')).toBe(5);
    expect(t.coins('p2')).toBe(0);
  });
});

describe('conditions', () => {
  it('selects those with the most (or fewest) of a number, every one tied', () => {
    const { game, state } = start({ hands: { p1: [], p2: [] } });
    const ctx = game.ctx(state);
    const scope = { source: null, controller: 'p1', bound: {}, vars: {}, event: null };
    const coinsOf = { kind: 'resource', resource: 'coins', of: { kind: 'bound', name: 'it' } } as const;
    const players = { kind: 'players', which: 'all' } as const;
    state.seats[0]!.resources.coins = 3;
    state.seats[1]!.resources.coins = 5;
    expect(select(ctx, { kind: 'most', from: players, by: coinsOf, which: 'most' }, scope)).toEqual(['p2']);
    expect(select(ctx, { kind: 'most', from: players, by: coinsOf, which: 'fewest' }, scope)).toEqual(['p1']);
    state.seats[0]!.resources.coins = 5;
    expect(select(ctx, { kind: 'most', from: players, by: coinsOf, which: 'most' }, scope)).toEqual(['p1', 'p2']);
    expect(select(ctx, { kind: 'most', from: { kind: 'bound', name: 'nobody' }, by: coinsOf, which: 'most' }, scope)).toEqual([]);
  });

  it('reads a player as alive unless out of the game, or as the game says, and a player stat as the game counts it', () => {
    const module = toyGame({ hands: { p1: [], p2: [] } });
    const plain = loadGame(module, CARDS);
    const made = plain.create({ seed: 'kernel', seats: 2 });
    if (!made.ok) throw new Error(made.error.message);
    const scope = { source: null, controller: 'p1', bound: {}, vars: {}, event: null };
    const alive = (who: string) => ({ kind: 'is-alive', player: { kind: 'bound', name: who } }) as const;
    const withNames = { ...scope, bound: { a: ['p1'], b: ['p2'] } };
    made.state.seats[1]!.out = true;
    expect(holds(plain.ctx(made.state), alive('a'), withNames)).toBe(true);
    expect(holds(plain.ctx(made.state), alive('b'), withNames)).toBe(false);
    expect(statOf(plain.ctx(made.state), 'p1', 'hp')).toBe(0);
    const counted = loadGame({ ...module, alive: (_ctx, seat) => seat !== 'p1', playerStat: (_ctx, seat, stat) => (stat === 'hp' && seat === 'p1' ? 7 : 0) }, CARDS);
    const other = counted.create({ seed: 'kernel', seats: 2 });
    if (!other.ok) throw new Error(other.error.message);
    expect(holds(counted.ctx(other.state), alive('a'), withNames)).toBe(false);
    expect(holds(counted.ctx(other.state), alive('b'), withNames)).toBe(true);
    expect(statOf(counted.ctx(other.state), 'p1', 'hp')).toBe(7);
  });


  it('names a card by its definition: is-card holds for every copy of it and no other card', () => {
    const { game, state, cardNamed } = start({ hands: { p1: [], p2: [] }, arena: ['Slug', 'Snail'] });
    const ctx = game.ctx(state);
    const scope = { source: null, controller: 'p1', bound: { it: [cardNamed('Slug')] }, vars: {}, event: null };
    const slug = game.defs.get(state.cards[cardNamed('Slug')]!.def)!.id;
    expect(holds(ctx, { kind: 'is-card', card: { kind: 'bound', name: 'it' }, id: slug }, scope)).toBe(true);
    expect(holds(ctx, { kind: 'is-card', card: { kind: 'bound', name: 'it' }, id: 'toy/t/snail' }, scope)).toBe(false);
    const named = { kind: 'filter', from: arena, where: { kind: 'is-card', card: { kind: 'bound', name: 'it' }, id: 'toy/t/snail' } } as const;
    expect(holds(ctx, { kind: 'compare', left: { kind: 'count', of: named }, op: '=', right: 1 }, scope)).toBe(true);
  });

  it('tells the card whose ability it is from any other: is-self', () => {
    const { game, state, cardNamed } = start({ hands: { p1: [], p2: [] }, arena: ['Slug', 'Snail'] });
    const ctx = game.ctx(state);
    const scope = { source: cardNamed('Slug'), controller: 'p1', bound: {}, vars: {}, event: null };
    const others = { kind: 'filter', from: arena, where: { kind: 'not', of: { kind: 'is-self', card: { kind: 'bound', name: 'it' } } } } as const;
    expect(select(ctx, others, scope)).toEqual([cardNamed('Snail')]);
    expect(holds(ctx, { kind: 'is-self', card: { kind: 'self' } }, scope)).toBe(true);
  });
});

describe('conditions on the game', () => {
  it('asks the game whether a card is in a state, and is false for a game without states', () => {
    const { game, state, cardNamed } = start({ hands: { p1: [], p2: [] }, arena: ['Slug', 'Snail'] });
    const scope = { source: null, controller: 'p1', bound: { it: [cardNamed('Slug')] }, vars: {}, event: null };
    const asleep = { kind: 'in-state', card: { kind: 'bound', name: 'it' }, state: 'asleep' } as const;
    expect(holds(game.ctx(state), asleep, scope)).toBe(false);
    const module = { ...game.module, cardState: (_ctx: unknown, card: number, name: string) => name === 'asleep' && card === cardNamed('Slug') };
    const sleepy = loadGame(module, CARDS);
    expect(holds(sleepy.ctx(state), asleep, scope)).toBe(true);
    expect(holds(sleepy.ctx(state), { ...asleep, state: 'awake' }, scope)).toBe(false);
    expect(holds(sleepy.ctx(state), { ...asleep, card: { kind: 'zone', zone: 'arena', position: 'all' } }, scope)).toBe(false);
  });

  it('sees a roll waiting on the stack', () => {
    const t = start({ hands: { p1: ['Gamble'] }, rollsOnStack: true });
    const scope = { source: null, controller: 'p1', bound: {}, vars: {}, event: null };
    const waiting = () => holds(t.game.ctx(t.state), { kind: 'roll-on-stack' }, scope);
    t.state.forcedRolls.push(3);
    t.play('p1', 'Gamble');
    expect(waiting()).toBe(false); // the card is on the stack, not its roll yet
    t.pass('p1');
    t.pass('p2');
    expect(waiting()).toBe(true);
    t.pass('p1');
    t.pass('p2');
    expect(waiting()).toBe(false);
  });
});

describe('zones', () => {
  it('reads a shared zone type laid out as several zones (slots) as all of them, in slot order', () => {
    const { game, state, cardNamed } = start({ hands: { p1: [], p2: [] }, arena: ['Slug', 'Snail', 'Grumpy'] });
    const [slug, snail, grumpy] = ['Slug', 'Snail', 'Grumpy'].map(cardNamed) as [number, number, number];
    // Three slots, one of them a pile of two cards: only its top card is "the top card".
    state.zones.arena!.cards = [];
    for (const [id, cards] of [['slot-10', [grumpy]], ['slot-2', [snail, slug]], ['slot-1', []]] as const) {
      state.zones[id] = { id, type: 'slot', owner: null, cards: [...cards] };
      for (const card of cards) state.cards[card]!.zone = id;
    }
    const scope = { source: null, controller: 'p1', bound: {}, vars: {}, event: null };
    const ctx = game.ctx(state);
    expect(select(ctx, { kind: 'zone', zone: 'slot', position: 'top' }, scope)).toEqual([slug, grumpy]);
    expect(select(ctx, { kind: 'zone', zone: 'slot', position: 'all' }, scope)).toEqual([snail, slug, grumpy]);
    // A zone with the type's own id is still the one zone of that type.
    state.zones['arena-2'] = { id: 'arena-2', type: 'arena', owner: null, cards: [slug] };
    expect(select(ctx, { kind: 'zone', zone: 'arena', position: 'all' }, scope)).toEqual([]);
  });
});

describe('custom dice', () => {
  it('rolls dice into the pool, turns and removes them', () => {
    const t = start({ hands: {} });
    const ctx = t.game.ctx(t.state);
    const faces = [
      { symbol: 'melee', value: 2 },
      { symbol: 'melee', value: 3 },
      { symbol: 'ranged', value: 2 },
      { symbol: 'shield', value: 1 },
      { symbol: 'resource', value: 1, cost: 1 },
      { symbol: 'blank', value: 0 },
    ].map((f) => ({ modifier: false, cost: 0, ...f }));
    const die = addDie(ctx, 'p1', null, { faces });
    t.state.forcedFaces = [1];
    rollDice(ctx, [die]);
    expect(faceOf(t.state.dice[die]!)).toMatchObject({ symbol: 'melee', value: 3 });
    expect(poolDice(ctx, 'p1', 'melee').map((d) => d.id)).toEqual([die]);
    turnDie(ctx, die, 4);
    expect(faceOf(t.state.dice[die]!)).toMatchObject({ symbol: 'resource', cost: 1 });
    removeDie(ctx, die);
    expect(poolDice(ctx, 'p1')).toEqual([]);
    expect(ctx.events.map((e) => e.type)).toEqual(['die-rolled', 'die-turned', 'die-removed']);
  });
});

describe('a deck for each seat', () => {
  const game = loadGame(toyGame({ hands: { p1: [], p2: [] } }), CARDS);
  const idOf = (name: string) => [...game.defs.values()].find((d) => d.name === name)!.id;

  it('deals each seat its own deck where the game\'s players bring their own', () => {
    const created = game.create({ seed: 'decks', seats: 2, seatCards: { p1: [idOf('Zap'), idOf('Zap')], p2: [idOf('Lucky Charm')] } });
    expect(created.ok).toBe(true);
    const state = (created as { state: GameState }).state;
    const names = (zone: string) => state.zones[zone]!.cards.map((c) => definitionOf(game.ctx(state), c)!.name);
    expect(names('p1/deck')).toEqual(['Zap', 'Zap']);
    expect(names('p2/deck')).toEqual(['Lucky Charm']);
  });

  it('refuses a seat that is not at the table and a card that does not exist', () => {
    expect(game.create({ seed: 'decks', seats: 2, seatCards: { p3: [] } })).toMatchObject({ ok: false, error: { code: 'bad-config', message: 'seatCards: no seat is called "p3" (the seats are p1, p2)' } });
    expect(game.create({ seed: 'decks', seats: 2, seatCards: { p1: ['toy/base/nothing'] } })).toMatchObject({ ok: false, error: { code: 'unknown-card', message: 'no card with id "toy/base/nothing" (in the deck of p1)' } });
  });

  it('refuses a deck per seat where the table shares its decks', () => {
    const module = toyGame({ hands: { p1: [], p2: [] } });
    const shared = loadGame({ ...module, vocabulary: { ...module.vocabulary, construction: { ...module.vocabulary.construction!, scope: 'table' } } }, CARDS);
    expect(shared.create({ seed: 'decks', seats: 2, seatCards: { p1: [] } })).toMatchObject({ ok: false, error: { code: 'bad-config', message: 'Toy deals every seat from the decks the table shares: give its cards as the table\'s, not a deck per seat' } });
  });
});
