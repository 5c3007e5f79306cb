import { describe, expect, it } from 'vitest';
import type { Action, CardSnap, GodMenu, SeatSnap, TableSnapshot } from '../model';
import { cardGodItems, seatGodItems } from './god-items';

const menu: GodMenu = {
  tools: [
    { kind: 'god-move', unavailable: null },
    { kind: 'god-health', unavailable: 'Stak Bots has no player health' },
    { kind: 'god-priority', unavailable: 'no priority decision waits' },
  ],
  zones: [
    { id: 'p1/hand', label: 'p1 hand', count: 3, owner: 'p1' },
    { id: 'scrapheap', label: 'scrapheap', count: 0, owner: null },
  ],
  definitions: [],
  stats: ['rank', 'power'],
  counters: ['shield'],
  resources: ['cents'],
  players: [{ id: 'p1', name: 'Player 1' }],
  phases: [],
  forcedRolls: [],
};
const card: CardSnap = { id: 4, def: 'stak-bots/starter/tiny', exhausted: false, damage: 1, counters: { shield: 2 }, changed: {}, owner: 'p1', states: [] };
const snapshot = { zones: [{ id: 'p1/hand', type: 'hand', owner: 'p1', count: 1, cards: [4] }] } as unknown as TableSnapshot;

describe('god tools on a card and a seat', () => {
  it('offers every tool for a card, each making the kernel action with the values of its form', async () => {
    const played: Action[] = [];
    const act = async (action: Action) => (played.push(action), true);
    const items = cardGodItems(card, 'Tiny', menu, snapshot, act);
    expect(items.map((i) => i.label)).toEqual(['Move to…', 'Remove from the game', 'Exhaust', 'Set damage…', 'Set counters…', 'Set a stat…']);
    const move = items.find((i) => i.id === 'move')!;
    if (!('form' in move)) throw new Error('moving asks where');
    // The card's own zone is not offered as where to move it.
    expect(move.form.fields[0]).toMatchObject({ kind: 'select', value: 'scrapheap', options: [{ value: 'scrapheap', label: 'scrapheap (0)' }] });
    await move.form.apply({ zone: 'scrapheap', at: 'bottom' });
    const damage = items.find((i) => i.id === 'damage')!;
    if (!('form' in damage)) throw new Error('damage asks how much');
    expect(damage.form.fields[0]).toMatchObject({ value: 1 });
    await damage.form.apply({ value: 3 });
    const counters = items.find((i) => i.id === 'counters')!;
    if (!('form' in counters)) throw new Error('counters ask how many');
    expect(counters.form.fields.map((f) => f.value)).toEqual(['shield', 2]);
    expect(played).toEqual([
      { seat: 'god', kind: 'god-move', card: 4, zone: 'scrapheap', at: 'bottom' },
      { seat: 'god', kind: 'god-damage', card: 4, value: 3 },
    ]);
    expect(items.find((i) => i.id === 'remove')).toMatchObject({ action: { seat: 'god', kind: 'god-remove', card: 4 } });
  });

  it('offers a seat its resources and priority, and leaves out health a game does not have', () => {
    const seat: SeatSnap = { id: 'p1', name: 'Player 1', out: false, player: { kind: 'you' }, badges: [{ label: 'Cents', value: '4¢', icon: 'coin' }], toAct: true, active: true };
    const items = seatGodItems(seat, menu, async () => true);
    expect(items.map((i) => [i.label, i.disabled])).toEqual([
      ['Set cents…', null],
      ['Hand priority to this player', 'no priority decision waits'],
    ]);
    const cents = items[0]!;
    if (!('form' in cents)) throw new Error('cents ask how many');
    expect(cents.form.fields[0]).toMatchObject({ value: 4 });
  });
});
