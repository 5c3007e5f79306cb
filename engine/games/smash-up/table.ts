// How the sandbox table lays out Smash Up (schema: engine/defs/table-layout.ts): the bases across
// the middle, each with every player's minions on it and the actions attached to it or to them,
// the monsters nobody controls there, each player's power there and everyone's against the
// base's breakpoint; each player's victory points out of those that win, their hand, deck and
// discard; the base deck and the scored bases, and the decks of the optional modules while they
// are used.
import type { Placement, TableLayoutInput } from '../../defs/table-layout';
import type { CardRef, GameState } from '../../core/state';
import { attachedTo, slotOf, slotZone } from './cards';
import { SMASH_UP } from './vocabulary';

export const table: TableLayoutInput = {
  version: 2,
  game: SMASH_UP,
  seat: {
    badges: [
      { label: 'VP', source: { resource: 'victory-points' }, icon: 'soul', outOf: { ruleNumber: 'vp-to-win' } },
      { label: 'Hand', source: { count: 'hand' }, icon: 'card' },
    ],
    rows: [
      [
        { zone: 'hand', label: 'Hand', show: 'fan', size: 'small' },
        { zone: 'deck', label: 'Deck', show: 'pile', size: 'small' },
        { zone: 'discard', label: 'Discard', show: 'pile', size: 'small' },
        { zone: 'titans', label: 'Titan', show: 'row', size: 'small', hideWhenEmpty: true },
        { zone: 'buried', label: 'Buried', show: 'row', size: 'small', hideWhenEmpty: true },
      ],
    ],
  },
  slots: {
    zone: 'bases',
    label: 'Bases',
    size: 'medium',
    placed: ['minions', 'actions'],
    placedSize: 'small',
    tally: { label: 'Power', stat: 'power', target: 'breakpoint' },
    // Monsters nobody controls lie in one shared zone, each at its base by its `at:` flag: drawn
    // there, apart from the players' sides, since their power raises the breakpoint (SU-MT-11).
    shared: [{ zone: 'monsters', label: 'Monsters', raisesTarget: true }],
  },
  middle: {
    rows: [
      [
        { zone: 'base-deck', label: 'Base deck', show: 'pile', size: 'small' },
        { zone: 'base-discard', label: 'Scored bases', show: 'pile', size: 'small' },
        { zone: 'madness-deck', label: 'Madness', show: 'pile', size: 'small', hideWhenEmpty: true },
        { zone: 'monster-deck', label: 'Monster deck', show: 'pile', size: 'small', hideWhenEmpty: true },
        { zone: 'monster-discard', label: 'Monster discard', show: 'pile', size: 'small', hideWhenEmpty: true },
        { zone: 'treasure-deck', label: 'Treasure deck', show: 'pile', size: 'small', hideWhenEmpty: true },
        { zone: 'treasure-discard', label: 'Treasure discard', show: 'pile', size: 'small', hideWhenEmpty: true },
        { zone: 'box', label: 'Out of the game', show: 'pile', size: 'small', hideWhenEmpty: true },
      ],
    ],
  },
};

/** Where a minion or an attached action lies: its base's slot (the `at:` flag) and the minion it is on. */
export function placement(state: GameState, card: CardRef): Placement | null {
  const slot = slotOf(state, card);
  if (slot === 0) return null;
  return { slot: slotZone(slot), on: attachedTo(state, card) };
}
