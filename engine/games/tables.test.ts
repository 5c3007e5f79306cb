import { describe, expect, it } from 'vitest';
import { genericLayout, layoutProblems, TableLayout } from '../defs/table-layout';
import { gameTables, tableLayoutOf } from './tables';
import { vocabularies } from './vocabularies';

describe('table layouts', () => {
  it('lays out every zone of Destiny, Four Souls, Smash Up and Stak Bots, each once and where its scope belongs', () => {
    expect([...gameTables.keys()].sort()).toEqual(['destiny', 'four-souls', 'smash-up', 'stak-bots']);
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
    const bare = { game: 'no-table', zones: vocabularies.get('destiny')!.zones, resources: [] };
    expect(tableLayoutOf(bare)).toEqual(genericLayout(bare));
    expect(tableLayoutOf(vocabularies.get('smash-up')!)).toBe(gameTables.get('smash-up'));
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

  it('lays Smash Up’s bases out as slots, with minions and actions placed at them and power against the breakpoint', () => {
    const layout = gameTables.get('smash-up')!;
    expect(layout.slots).toEqual({ zone: 'bases', label: 'Bases', size: 'medium', placed: ['minions', 'actions'], placedSize: 'small', tally: { label: 'Power', stat: 'power', target: 'breakpoint' }, shared: [{ zone: 'monsters', label: 'Monsters', raisesTarget: true }] });
    // No row of the middle holds the monsters: they are drawn at their bases.
    expect(layout.middle.rows.flat().map((s) => s.zone)).not.toContain('monsters');
    // Victory points as a track out of the number that wins; the seat keeps its hand, deck and discard.
    expect(layout.seat.badges[0]).toMatchObject({ source: { resource: 'victory-points' }, outOf: { ruleNumber: 'vp-to-win' } });
    expect(layout.seat.rows.flat().map((s) => s.zone)).toEqual(['hand', 'deck', 'discard', 'titans', 'buried']);
    expect(layout.middle.rows.flat().slice(0, 2).map((s) => [s.zone, s.show])).toEqual([['base-deck', 'pile'], ['base-discard', 'pile']]);
  });

  it('names what a layout’s slots get wrong', () => {
    const smash = vocabularies.get('smash-up')!;
    const layout = TableLayout.parse({
      version: 2,
      game: 'smash-up',
      seat: { badges: [{ label: 'VP', source: { resource: 'victory-points' }, outOf: { ruleNumber: 'vp-to-lose' } }], rows: [[{ zone: 'hand', label: 'Hand', show: 'fan' }, { zone: 'minions', label: 'Minions', show: 'row' }]] },
      middle: { rows: [] },
      slots: { zone: 'hand', label: 'Bases', placed: ['minions', 'base-deck', 'attic'], tally: { label: 'Power', stat: 'might', target: 'breakpoint' }, shared: [{ zone: 'discard', label: 'Discards' }] },
    });
    expect(layoutProblems(layout, smash).slice(0, 9)).toEqual([
      'badge "VP": no rule number "vp-to-lose"',
      'slots: zone "hand" is each player\'s; slots are shared',
      'zone "hand" is placed twice (seat and slots)',
      'zone "minions" is placed twice (seat and slots)',
      'slots: zone "base-deck" is shared; the cards placed at a slot are each player\'s',
      'slots: no zone "attic" in Smash Up',
      'slots: zone "discard" is each player\'s; list it in placed',
      'slots: tally "Power": no stat "might"',
      'zone "deck" is neither placed nor listed in offTable',
    ]);
  });

  it('lays Destiny out with upgrades on their characters, the dice pools and dice on cards, and the battlefield with its controller', () => {
    const layout = gameTables.get('destiny')!;
    expect(layout.version).toBe(3);
    expect(layout.dice).toEqual({ label: 'Dice pool', onCards: true });
    const seat = layout.seat.rows.flat();
    expect(seat.find((s) => s.zone === 'characters')).toMatchObject({ show: 'row', attached: 'upgrades', tokens: true });
    expect(seat.map((s) => s.zone)).toEqual(['characters', 'supports', 'plot', 'hand', 'deck', 'discard']);
    expect(layout.middle.rows.flat().find((s) => s.zone === 'battlefield')).toMatchObject({ show: 'row', controller: true });
    expect(layout.seat.badges.map((b) => b.source)).toEqual([{ resource: 'resources' }, { count: 'hand' }, { count: 'deck' }]);
  });

  it('names an attached zone that is missing, misplaced or placed twice', () => {
    const destiny = vocabularies.get('destiny')!;
    const layout = TableLayout.parse({
      version: 3,
      game: 'destiny',
      seat: { rows: [[{ zone: 'characters', label: 'Characters', show: 'row', attached: 'battlefield' }, { zone: 'supports', label: 'Supports', show: 'row', attached: 'upgrades' }, { zone: 'upgrades', label: 'Upgrades', show: 'row' }, { zone: 'plot', label: 'Plot', show: 'row', attached: 'attic' }]] },
      middle: { rows: [] },
      dice: {},
    });
    expect(layoutProblems(layout, destiny).slice(0, 4)).toEqual([
      'seat: zone "characters": attached zone "battlefield" is not each player\'s like it',
      'zone "upgrades" is placed twice (seat (attached to supports) and seat)',
      'seat: zone "plot": no attached zone "attic" in Star Wars: Destiny',
      'zone "hand" is neither placed nor listed in offTable',
    ]);
    expect(layout.dice).toEqual({ label: 'Dice pool', onCards: true });
  });

  it('reads a version 1 or 2 layout as version 3, but not one that uses what a later version added', () => {
    const v1 = { version: 1, game: 'stak-bots', seat: { rows: [[{ zone: 'stak', label: 'Stak', show: 'cascade' }]] }, middle: { rows: [] } };
    expect(TableLayout.parse(v1).version).toBe(3);
    const v2 = { ...v1, version: 2 };
    expect(TableLayout.parse(v2).version).toBe(3);
    const withDice = TableLayout.safeParse({ ...v2, dice: {} });
    expect(withDice.success ? [] : withDice.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['dice: dice need a version 3 layout']);
    const withAttached = TableLayout.safeParse({ ...v2, seat: { rows: [[{ zone: 'stak', label: 'Stak', show: 'cascade', attached: 'hand' }]] } });
    expect(withAttached.success ? [] : withAttached.error.issues.map((i) => i.path.join('.'))).toEqual(['seat.rows.0.0.attached']);
    const withSlots = TableLayout.safeParse({ ...v1, slots: { zone: 'supply', label: 'Slots', placed: ['stak'] } });
    expect(withSlots.success ? [] : withSlots.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['slots: slots need a version 2 layout']);
    const withTrack = TableLayout.safeParse({ ...v1, seat: { badges: [{ label: 'Stak', source: { count: 'stak' }, outOf: 10 }], rows: [] } });
    expect(withTrack.success ? [] : withTrack.error.issues.map((i) => i.path.join('.'))).toEqual(['seat.badges.0.outOf']);
  });

  it('refuses a layout that is not one', () => {
    expect(TableLayout.safeParse({ version: 4, game: 'stak-bots', seat: { rows: [] }, middle: { rows: [] } }).success).toBe(false);
    expect(TableLayout.safeParse({ version: 2, game: 'smash-up', seat: { rows: [] }, middle: { rows: [] }, slots: { zone: 'bases', label: 'Bases', placed: [] } }).success).toBe(false);
    expect(TableLayout.safeParse({ version: 1, game: 'stak-bots', seat: { rows: [[{ zone: 'stak', label: 'Stak', show: 'spiral' }]] }, middle: { rows: [] } }).success).toBe(false);
  });
});
