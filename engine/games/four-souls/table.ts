// How the sandbox table lays out Four Souls (schema: engine/defs/table-layout.ts): each player's
// character with their health, cents and souls beside it, their items and curses in front of
// them, their souls and their hand; in the middle the monster slots between the monster deck and
// its discard with the loot piles beside them, the shop between the treasure deck and its
// discard, the bonus souls and the bank.
import type { TableLayoutInput } from '../../defs/table-layout';
import { FOUR_SOULS } from './vocabulary';

export const table: TableLayoutInput = {
  version: 2,
  game: FOUR_SOULS,
  seat: {
    badges: [
      { label: 'Health', source: { cardStat: { zone: 'character', stat: 'hp', lessDamage: true } }, icon: 'heart' },
      { label: 'Cents', source: { resource: 'cents' }, sign: '¢', icon: 'coin' },
      { label: 'Souls', source: { playerStat: 'souls' }, icon: 'soul' },
    ],
    rows: [
      [
        { zone: 'character', label: 'Character', show: 'row', size: 'large' },
        { zone: 'items', label: 'Items', show: 'row' },
        { zone: 'curses', label: 'Curses', show: 'row', size: 'small', hideWhenEmpty: true },
      ],
      [
        { zone: 'hand', label: 'Hand', show: 'fan' },
        { zone: 'souls', label: 'Souls', show: 'row', size: 'small' },
      ],
    ],
  },
  middle: {
    badges: [{ label: 'Bank', source: { bank: 'cents' }, sign: '¢', icon: 'coin' }],
    // Two rows, so that both players' areas and the middle fit a laptop's screen.
    rows: [
      [
        { zone: 'monster-deck', label: 'Monster deck', show: 'pile' },
        { zone: 'monster-slots', label: 'Monsters', show: 'pile', size: 'large' },
        { zone: 'monster-discard', label: 'Monster discard', show: 'pile' },
        { zone: 'loot-deck', label: 'Loot deck', show: 'pile' },
        { zone: 'loot-discard', label: 'Loot discard', show: 'pile' },
      ],
      [
        { zone: 'treasure-deck', label: 'Treasure deck', show: 'pile' },
        { zone: 'shop', label: 'Shop', show: 'pile', size: 'large' },
        { zone: 'treasure-discard', label: 'Treasure discard', show: 'pile' },
        { zone: 'bonus-souls', label: 'Bonus souls', show: 'row', size: 'small', hideWhenEmpty: true },
      ],
    ],
  },
  // Cards on the stack are listed in the stack's region; the rest are out of play.
  offTable: ['stack-cards', 'removed', 'starting-items', 'character-deck'],
};
