// A card's dice on its face, as Destiny prints them: each die's six faces in a column down the
// left side of the picture (a modifier face in blue, a cost as a small yellow disc at its corner),
// and along the picture's foot the chance of at least 1, 2, … damage from all the card's dice.
import type { Box } from '../../../engine/defs/faces';
import type { PrintedDice, PrintedDieFace } from '../../../card-dsl/dice/printed';
import type { Measure } from './fit';
import { fontFamily } from './typefaces';
import { attr, text } from './xml';

const f = (n: number) => Number(n.toFixed(2));

/** The largest square a face is drawn in; smaller when the picture is short. */
const MAX_SIZE = 56;
const GAP = 5;
const MARGIN = 10;
const BAND = 40;

const INK = '#1d2127';
const PAPER = '#fbf8f1';
const MODIFIER = '#2d5da8';
const COST = '#e3b322';

export function faceSquare(face: PrintedDieFace, x: number, y: number, side: number, measure: Measure): string {
  const fill = face.modifier ? MODIFIER : PAPER;
  const ink = face.modifier ? '#ffffff' : INK;
  const label = face.code === '-' ? '' : face.label;
  // The label shrinks to fit the square (`+2RD` is wider than `1R`); with a cost, it sits below
  // the cost's disc in the top right corner.
  const costed = face.cost > 0;
  let size = Math.round(side * 0.42);
  const font = fontFamily('tech');
  while (size > 10 && measure(label, 'tech', size, { bold: true }) > side - 8) size -= 1;
  const baseline = costed ? y + side - 7 : y + side / 2 + size * 0.36;
  const parts = [
    `<rect x="${f(x)}" y="${f(y)}" width="${f(side)}" height="${f(side)}" rx="${f(side * 0.16)}" fill="${fill}" stroke="${INK}" stroke-width="2.5"/>`,
    label ? `<text x="${f(x + side / 2)}" y="${f(baseline)}" text-anchor="middle" font-family="${attr(font)}" font-size="${size}" font-weight="700" fill="${ink}">${text(label)}</text>` : '',
  ];
  if (costed) {
    const r = side * 0.19;
    const cx = x + side - r - 3;
    const cy = y + r + 3;
    parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${COST}" stroke="${INK}" stroke-width="1.5"/><text x="${f(cx)}" y="${f(cy + r * 0.45)}" text-anchor="middle" font-family="${attr(font)}" font-size="${f(r * 1.3)}" font-weight="700" fill="${INK}">${face.cost}</text>`);
  }
  const name = `${face.modifier ? 'modifier ' : ''}${face.value ? `${face.value} ` : ''}${face.symbol}${face.cost > 0 ? `, costs ${face.cost}` : ''}`;
  return `<g data-die-face="${attr(face.label)}" aria-label="${attr(name)}">${parts.join('')}</g>`;
}

/** One face alone, as a square SVG (a die on the table, turned to that face). */
export function dieFaceSvg(face: PrintedDieFace, side: number, measure: Measure): string {
  const pad = 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side + 2 * pad} ${side + 2 * pad}" width="${side + 2 * pad}" height="${side + 2 * pad}" aria-hidden="true">${faceSquare(face, pad, pad, side, measure)}</svg>`;
}

/** The dice over the picture's box: columns of faces on the left, the odds along the foot. */
export function diceStrip(dice: PrintedDice, box: Box, measure: Measure): string {
  const parts: string[] = [];
  const font = fontFamily('tech');
  // Six faces and their gaps fill the picture's height above the odds.
  const rows = Math.max(6, ...dice.dice.map((d) => d.faces.length));
  const side = Math.min(MAX_SIZE, (box.height - BAND - 2 * MARGIN - (rows - 1) * GAP) / rows);
  dice.dice.forEach((die, i) => {
    const x = box.x + MARGIN + i * (side + GAP * 2);
    const top = box.y + MARGIN;
    const faces = die.faces.map((face, k) => faceSquare(face, x, top + k * (side + GAP), side, measure));
    parts.push(`<g data-part="die" data-die="${i + 1}">${faces.join('')}</g>`);
  });
  if (dice.atLeast.length > 0) {
    const y = box.y + box.height - BAND;
    const words = ['Damage'];
    const width = box.width - 24;
    for (const step of dice.atLeast) {
      const next = `${words.join('  ')}  ${step.n}+ ${step.percent}`;
      if (measure(next, 'tech', 20, { bold: true }) > width) break;
      words.push(`${step.n}+ ${step.percent}`);
    }
    parts.push(
      `<g data-part="dice-odds"><rect x="${f(box.x)}" y="${f(y)}" width="${f(box.width)}" height="${BAND}" fill="${INK}" fill-opacity="0.82"/>` +
        `<text x="${f(box.x + 12)}" y="${f(y + BAND / 2 + 7)}" font-family="${attr(font)}" font-size="20" font-weight="700" fill="#ffffff" xml:space="preserve">${text(words.join('  '))}</text></g>`,
    );
  }
  return parts.join('');
}
