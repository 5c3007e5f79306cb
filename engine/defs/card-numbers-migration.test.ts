// Files saved before cards were numbered: their actions' card ids read as card numbers.
import { describe, expect, it } from 'vitest';
import { migrateScenario } from '../scenario/schema';
import { numberedAction, numberedGiven } from './card-numbers-migration';
import { migrateReplayFile } from './replay-file';
import { migrateTableFile } from './table-file';

const seats = new Set(['p1', 'p2']);

describe('reading card ids as card numbers', () => {
  it('reads the id of a card dealt at the start as its number, in every parameter but the seat and the kind', () => {
    expect(numberedAction({ seat: 'p1', kind: 'play', card: 'c12', onto: 'p2' }, seats)).toEqual({ seat: 'p1', kind: 'play', card: 12, onto: 'p2' });
    expect(numberedAction({ seat: 'p2', kind: 'pick', id: 'c3' }, seats)).toEqual({ seat: 'p2', kind: 'pick', id: 3 });
    expect(numberedAction({ seat: 'p1', kind: 'god-move', card: 'c40', zone: 'p1/hand', at: 0 }, seats)).toEqual({ seat: 'p1', kind: 'god-move', card: 40, zone: 'p1/hand', at: 0 });
  });

  it('leaves seats, other ids and what is no id as written', () => {
    const withSeatC1 = new Set(['c1', 'c2']);
    expect(numberedAction({ seat: 'c1', kind: 'attack', target: 'c2' }, withSeatC1)).toEqual({ seat: 'c1', kind: 'attack', target: 'c2' });
    // A card made during play, a stack item, a mode, a number and a flag keep what they were.
    expect(numberedAction({ seat: 'p1', kind: 'pick', id: 'n14' }, seats)).toEqual({ seat: 'p1', kind: 'pick', id: 'n14' });
    expect(numberedAction({ seat: 'p1', kind: 'pick', id: 's7', mode: 'c', value: 3, faceUp: true }, seats)).toEqual({ seat: 'p1', kind: 'pick', id: 's7', mode: 'c', value: 3, faceUp: true });
    expect(numberedAction({ seat: 'p1', kind: 'pick', id: 'c0' }, seats)).toEqual({ seat: 'p1', kind: 'pick', id: 'c0' });
    expect(numberedAction('not an action', seats)).toBe('not an action');
  });
});

describe('saved files from before card numbers', () => {
  it('a table of version 3 reads as version 4 with the cards of every line numbered', () => {
    const old = {
      format: 'cardwright-table',
      version: 3,
      seats: [{ id: 'p1' }, { id: 'p2' }],
      branches: [
        { id: 'main', from: null, actions: [{ seat: 'p1', kind: 'play', card: 'c7' }], reloads: [] },
        { id: 'b1', from: { branch: 'main', at: 0 }, actions: [{ seat: 'p1', kind: 'discard', card: 'c9' }, { seat: 'p1', kind: 'end-turn' }], reloads: [] },
      ],
    };
    const now = migrateTableFile(old) as { version: number; branches: { actions: unknown[] }[] };
    expect(now.version).toBe(4);
    expect(now.branches.map((b) => b.actions)).toEqual([[{ seat: 'p1', kind: 'play', card: 7 }], [{ seat: 'p1', kind: 'discard', card: 9 }, { seat: 'p1', kind: 'end-turn' }]]);
  });

  it('a replay of version 2 reads as version 3 with its cards numbered and its hashes marked as taken before', () => {
    const old = { format: 'cardwright-replay', version: 2, seats: [{ id: 'p1' }], actions: [{ seat: 'p1', kind: 'play', card: 'c2' }], hashes: ['0123456789abcdef'], hash: '0123456789abcdef' };
    expect(migrateReplayFile(old)).toEqual({ ...old, version: 3, actions: [{ seat: 'p1', kind: 'play', card: 2 }], hashesFrom: 2 });
  });
});

describe('layouts and scenarios from before card numbers', () => {
  it('reads the dealt cards named in a layout’s flags as numbers, and leaves dice, longer words and other flags', () => {
    expect(numberedGiven({ p1: { hand: ['Rey'] }, flags: { game: { 'at:c4': 1, 'on:c12': 3, 'c3-d1': 2, 'sc4r': 1, 'fed': 1 } } })).toEqual({
      p1: { hand: ['Rey'] },
      flags: { game: { 'at:4': 1, 'on:12': 3, 'c3-d1': 2, 'sc4r': 1, 'fed': 1 } },
    });
    expect(numberedGiven({ p1: { hand: ['Rey'] } })).toEqual({ p1: { hand: ['Rey'] } });
  });

  it('a scenario of version 1 reads as version 2 with the cards in its steps’ words and its flags numbered', () => {
    const old = {
      version: 1,
      name: 'x',
      given: { flags: { turn: { 'at:c2': 1 } } },
      steps: ['all pass', { p1: 'activate c3' }, { p2: 'pick c3-d1' }, { refused: 'illegal-action', p1: 'power c4' }, { expect: { 'c4.damage': 1 } }],
    };
    expect(migrateScenario(old)).toEqual({
      version: 2,
      name: 'x',
      given: { flags: { turn: { 'at:2': 1 } } },
      steps: ['all pass', { p1: 'activate 3' }, { p2: 'pick c3-d1' }, { refused: 'illegal-action', p1: 'power 4' }, { expect: { 'c4.damage': 1 } }],
    });
  });
});
