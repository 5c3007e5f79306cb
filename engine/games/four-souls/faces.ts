// How Four Souls cards are drawn: one template per card kind and the card back, as plain data
// (schema: engine/defs/faces.ts; units are tenths of a millimetre on a 63 × 88 mm card). The
// kinds share a layout (a hand-lettered name, a large picture, the text on a parchment panel)
// and differ in colour, as the printed decks do; monsters and characters carry their stats in
// badges on the picture's lower edge.
import type { FaceTemplateInput, GameFacesInput } from '../../defs/faces';
import { FOUR_SOULS } from './vocabulary';

const INK = '#2a1d16';
const PARCHMENT = '#f8f1e1';

type Palette = { border: string; fill: string; shade: string; accent: string };

/** The layout every kind shares; `pictureBottom` is where the picture ends and the type line starts. */
function layout(palette: Palette, pictureBottom: number): FaceTemplateInput {
  const typeTop = pictureBottom + 8;
  const textTop = typeTop + 40;
  return {
    frame: { ...palette, inset: 22, radius: 30 },
    name: { box: { x: 44, y: 38, width: 542, height: 74 }, font: 'hand', size: 52, minSize: 30, colour: INK },
    typeLine: { box: { x: 44, y: typeTop, width: 542, height: 34 }, font: 'serif', size: 23, colour: palette.accent, caps: true, show: 'kind-and-tags' },
    art: { box: { x: 44, y: 116, width: 542, height: pictureBottom - 116 }, radius: 12, fill: palette.shade, stroke: INK, strokeWidth: 3 },
    text: {
      box: { x: 44, y: textTop, width: 542, height: 812 - textTop },
      fill: PARCHMENT,
      stroke: palette.accent,
      radius: 10,
      padding: 20,
      font: 'serif',
      colour: INK,
      labelColour: palette.accent,
      maxSize: 34,
      minSize: 17,
      lineHeight: 1.16,
    },
    stats: [],
    statRow: { box: { x: 60, y: pictureBottom - 46, width: 510, height: 92 }, shape: 'circle', size: 34, fill: palette.accent, stroke: INK, colour: '#fff8ea', font: 'hand', labelColour: INK },
    footer: { box: { x: 44, y: 816, width: 542, height: 32 }, font: 'serif', bold: false, size: 21, colour: '#5a4a3a', caps: true },
  };
}

const badge = (stat: string, x: number, y: number, shape: 'heart' | 'die' | 'sword' | 'soul', fill: string, label?: string) => ({
  stat,
  x,
  y,
  shape,
  size: shape === 'soul' ? 30 : 42,
  fill,
  stroke: INK,
  colour: shape === 'die' ? INK : '#fff8ea',
  font: 'hand' as const,
  label,
  labelColour: '#fff8ea',
});

const HEART = '#b3262d';
const SWORD = '#4a4f5c';
const DIE = '#f4ecd8';
const SOUL = '#e8dcc0';

const character: FaceTemplateInput = {
  ...layout({ border: '#1c1410', fill: '#efe4cc', shade: '#c9b48f', accent: '#8c2f2b' }, 500),
  stats: [badge('hp', 96, 468, 'heart', HEART), badge('attack', 534, 468, 'sword', SWORD), badge('souls', 534, 156, 'soul', SOUL)],
};

const monsterLayout = layout({ border: '#1a1212', fill: '#e6dccd', shade: '#a99a89', accent: '#6e1f1f' }, 480);
const monster: FaceTemplateInput = {
  ...monsterLayout,
  // The badges straddle the picture's edge: the type line and the text move down below them.
  typeLine: { ...monsterLayout.typeLine!, box: { x: 44, y: 526, width: 542, height: 34 } },
  text: { ...monsterLayout.text, box: { x: 44, y: 564, width: 542, height: 248 } },
  stats: [badge('hp', 150, 480, 'heart', HEART), badge('evasion', 315, 480, 'die', DIE), badge('attack', 480, 480, 'sword', SWORD), badge('souls', 534, 156, 'soul', SOUL)],
};

export const faces: GameFacesInput = {
  version: 1,
  game: FOUR_SOULS,
  back: { fill: '#3b2a20', shade: '#24170f', accent: '#c9a46a', pattern: 'rings', title: 'Four Souls', font: 'hand', colour: '#f1e3c2' },
  kinds: {
    character,
    monster,
    item: layout({ border: '#1f160c', fill: '#f0e0b4', shade: '#c8a767', accent: '#8a5a12' }, 520),
    loot: layout({ border: '#19140f', fill: '#e7e0d2', shade: '#b7a993', accent: '#5d4a33' }, 520),
    bonus: layout({ border: '#0f1a17', fill: '#dde7df', shade: '#93ada2', accent: '#2d6a55' }, 520),
    curse: layout({ border: '#140d18', fill: '#e2d8e6', shade: '#9e88ab', accent: '#4d2a63' }, 520),
    'bonus-soul': {
      ...layout({ border: '#1d170a', fill: '#f5efd9', shade: '#d9c58e', accent: '#9c7a22' }, 520),
      stats: [badge('souls', 534, 156, 'soul', SOUL)],
    },
  },
};
