// How the sandbox table lays out Stak Bots (schema: engine/defs/table-layout.ts): each player's
// stak as a cascade, so the info bar of every covered bot can be read down the pile (SB-STATE-2),
// beside their hand; the supply and the scrapheap in the middle.
import type { TableLayoutInput } from '../../defs/table-layout';
import { STAK_BOTS } from './vocabulary';

export const table: TableLayoutInput = {
  version: 2,
  game: STAK_BOTS,
  seat: {
    badges: [
      { label: 'Stak', source: { count: 'stak' }, icon: 'card' },
      { label: 'Hand', source: { count: 'hand' }, icon: 'card' },
    ],
    rows: [
      [
        { zone: 'stak', label: 'Stak', show: 'cascade', size: 'large' },
        { zone: 'hand', label: 'Hand', show: 'fan' },
      ],
    ],
  },
  middle: {
    rows: [
      [
        { zone: 'supply', label: 'Supply', show: 'pile' },
        { zone: 'scrapheap', label: 'Scrapheap', show: 'pile' },
      ],
    ],
  },
};
