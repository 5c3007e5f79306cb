// How Stak Bots cards are drawn (schema: engine/defs/faces.ts; tenths of a millimetre on a
// 63 × 88 mm card): a bot in a dark steel frame, its rank in a hexagon beside the name and its
// power in a gear at the lower right, where a player reads it across the table.
import type { GameFacesInput } from '../../defs/faces';
import { STAK_BOTS } from './vocabulary';

const STEEL = '#262c34';
const DARK = '#161a20';
const ORANGE = '#f08a24';
const PAPER = '#eef1f4';

export const faces: GameFacesInput = {
  version: 1,
  game: STAK_BOTS,
  back: { fill: '#1d2228', shade: '#12151a', accent: ORANGE, pattern: 'grid', title: 'STAK BOTS', font: 'tech', colour: '#f4f6f8' },
  kinds: {
    bot: {
      frame: { border: DARK, fill: STEEL, shade: '#3a424d', accent: ORANGE, inset: 20, radius: 26 },
      name: { box: { x: 122, y: 40, width: 466, height: 72 }, font: 'tech', size: 46, minSize: 26, colour: '#f4f6f8', align: 'start', caps: true },
      typeLine: { box: { x: 44, y: 508, width: 542, height: 34 }, font: 'tech', size: 22, colour: ORANGE, align: 'start', caps: true, show: 'kind-and-tags' },
      art: { box: { x: 44, y: 120, width: 542, height: 382 }, radius: 6, fill: '#3a424d', stroke: '#0d1014', strokeWidth: 4 },
      text: {
        box: { x: 44, y: 548, width: 542, height: 206 },
        fill: PAPER,
        stroke: '#0d1014',
        radius: 6,
        padding: 20,
        font: 'serif',
        colour: '#15191e',
        labelColour: '#b85a00',
        maxSize: 33,
        minSize: 17,
        lineHeight: 1.16,
      },
      stats: [
        { stat: 'rank', x: 80, y: 76, shape: 'hexagon', size: 36, fill: ORANGE, stroke: DARK, colour: DARK, font: 'tech' },
        { stat: 'power', x: 540, y: 806, shape: 'gear', size: 46, fill: ORANGE, stroke: DARK, colour: DARK, font: 'tech' },
      ],
      statRow: { box: { x: 44, y: 762, width: 420, height: 60 }, shape: 'hexagon', size: 26, fill: ORANGE, stroke: DARK, colour: DARK, font: 'tech', labelColour: '#f4f6f8' },
      footer: { box: { x: 44, y: 778, width: 420, height: 56 }, font: 'tech', bold: false, size: 20, colour: '#aab4bf', align: 'start', caps: true },
    },
  },
};
