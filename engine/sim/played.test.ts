import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../core/state';
import { definitionsBySeat, hadAtStart, noteHad, notePlayed, type PlayedCards } from './played';

// Card 1 is p2's; card 2 (a monster, a shop item) is nobody's; card 3 is p1's, of the same definition as card 1.
const state = {
  cards: [null, { id: 1, def: 'imp', owner: 'p2' }, { id: 2, def: 'ogre', owner: null }, { id: 3, def: 'imp', owner: 'p1' }],
} as unknown as GameState;

describe('notePlayed', () => {
  it('gives a card to its owner, and a card nobody owns to the seat whose turn it is as the event happens', () => {
    const played: PlayedCards = new Map();
    const events: GameEvent[] = [
      { type: 'played', card: 1 },
      { type: 'attacked', card: 2 },
      { type: 'turn-began', player: 'p3' },
      { type: 'attacked', card: 2 },
    ];
    notePlayed(events, state, 'p1', played);
    expect(played).toEqual(new Map([[1, new Set(['p2'])], [2, new Set(['p1', 'p3'])]]));
  });

  it('does not count a purchase or an attack only declared, nor events that play nothing', () => {
    const played: PlayedCards = new Map();
    notePlayed(
      [
        { type: 'stack-added', card: 2, item: 'i1' },
        { type: 'attack-declared', card: 2 },
        { type: 'moved', card: 3 },
        { type: 'stack-added', card: 3, item: 'i2' },
        { type: 'resolved', card: 1 },
      ],
      state,
      'p2',
      played,
    );
    expect([...played.keys()]).toEqual([3]);
  });

  it('counts a definition once per seat, whatever number of its cards that seat played', () => {
    const played: PlayedCards = new Map([[1, new Set(['p2'])], [3, new Set(['p1', 'p2'])], [2, new Set(['p1'])]]);
    expect(definitionsBySeat(played, state)).toEqual(new Map([['p2', new Set(['imp'])], ['p1', new Set(['imp', 'ogre'])]]));
  });
});

describe('the cards a seat had', () => {
  it('are those in its own zones when the game starts, and those moved into them after', () => {
    const start = {
      zones: {
        'p1:stak': { id: 'p1:stak', type: 'stak', owner: 'p1', cards: [3] },
        supply: { id: 'supply', type: 'supply', owner: null, cards: [1, 2] },
      },
    } as unknown as GameState;
    const had: PlayedCards = new Map();
    hadAtStart(start, had);
    expect(had).toEqual(new Map([[3, new Set(['p1'])]]));
    noteHad(
      [
        { type: 'moved', card: 1, from: 'supply', to: 'hand', fromOwner: null, toOwner: 'p2' },
        // Into a zone nobody owns (a scrapyard): nobody has it by that.
        { type: 'moved', card: 2, from: 'supply', to: 'scrap', fromOwner: null, toOwner: null },
        { type: 'played', card: 3 },
      ],
      had,
    );
    expect(had).toEqual(new Map([[3, new Set(['p1'])], [1, new Set(['p2'])]]));
  });
});
