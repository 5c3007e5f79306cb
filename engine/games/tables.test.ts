import { describe, expect, it } from 'vitest';
import { genericLayout, layoutProblems, TableLayout } from '../defs/table-layout';
import { gameTables, tableLayoutOf } from './tables';
import { vocabularies } from './vocabularies';

describe('table layouts', () => {
  it('lays out every zone of Four Souls and Stak Bots, each once and where its scope belongs', () => {
    expect([...gameTables.keys()].sort()).toEqual(['four-souls', 'stak-bots']);
    for (const [game, layout] of gameTables) expect(layoutProblems(layout, vocabularies.get(game)!)).toEqual([]);
  });

  it('makes a layout for every game from its vocabulary alone', () => {
    for (const vocabulary of vocabularies.values()) {
      const layout = genericLayout(vocabulary);
      expect(layoutProblems(layout, vocabulary)).toEqual([]);
      const placed = [...layout.seat.rows.flat(), ...layout.middle.rows.flat()].map((spot) => spot.zone).sort();
      expect(placed).toEqual(vocabulary.zones.map((z) => z.name).sort());
    }
    // A game without a layout of its own gets the generic one.
    expect(tableLayoutOf(vocabularies.get('smash-up')!)).toEqual(genericLayout(vocabularies.get('smash-up')!));
  });

  it('shows hidden zones as piles and hands as fans in the generic layout', () => {
    const layout = genericLayout(vocabularies.get('smash-up')!);
    const spots = [...layout.seat.rows.flat(), ...layout.middle.rows.flat()];
    expect(spots.find((s) => s.zone === 'deck')?.show).toBe('pile');
    expect(spots.find((s) => s.zone === 'hand')?.show).toBe('fan');
    expect(spots.find((s) => s.zone === 'bases')?.show).toBe('row');
    expect(layout.seat.badges.map((b) => b.label)).toEqual(['Victory points']);
  });

  it('names what a layout gets wrong', () => {
    const stak = vocabularies.get('stak-bots')!;
    const layout = TableLayout.parse({
      version: 1,
      game: 'stak-bots',
      seat: { badges: [{ label: 'Gold', source: { resource: 'gold' } }], rows: [[{ zone: 'stak', label: 'Stak', show: 'cascade' }, { zone: 'supply', label: 'Supply', show: 'pile' }]] },
      middle: { rows: [[{ zone: 'stak', label: 'Again', show: 'pile' }, { zone: 'attic', label: 'Attic', show: 'row' }]] },
    });
    expect(layoutProblems(layout, stak)).toEqual([
      'seat: zone "supply" is shared, so it belongs in middle',
      'seat: badge "Gold": no resource "gold"',
      "middle: zone \"stak\" is each player's, so it belongs in seat",
      'zone "stak" is placed twice (seat and middle)',
      'middle: no zone "attic" in Stak Bots',
      'zone "hand" is neither placed nor listed in offTable',
      'zone "scrapheap" is neither placed nor listed in offTable',
    ]);
  });

  it('refuses a layout that is not one', () => {
    expect(TableLayout.safeParse({ version: 2, game: 'stak-bots', seat: { rows: [] }, middle: { rows: [] } }).success).toBe(false);
    expect(TableLayout.safeParse({ version: 1, game: 'stak-bots', seat: { rows: [[{ zone: 'stak', label: 'Stak', show: 'spiral' }]] }, middle: { rows: [] } }).success).toBe(false);
  });
});
