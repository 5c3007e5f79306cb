// A card's dice on its face, as Destiny prints them: each die's six faces in a column down the
// left side of the picture (a modifier face in blue, a cost as a small yellow disc at its corner),
// and along the picture's foot the chance of at least 1, 2, … damage from all the card's dice.
import type { Box } from '../../../engine/defs/faces';
import type { PrintedDice, PrintedDieFace } from '../../../card-dsl/dice/printed';
import type { Measure } from './fit';
import { fontFamily } from './typefaces';
import { attr, text } from './xml';

const f = (n: number) => Number(n.toFixed(2));

const SIZE = 50;
const GAP = 5;
const MARGIN = 10;
const BAND = 40;

const INK = '#1d2127';
const PAPER = '#fbf8f1';
const MODIFIER = '#2d5da8';
const COST = '#e3b322';

function faceSquare(face: PrintedDieFace, x: number, y: number, measure: Measure): string {
  const fill = face.modifier ? MODIFIER : PAPER;
  const ink = face.modifier ? '#ffffff' : INK;
  const label = face.code === '-' ? '' : face.label;
  // The label shrinks to fit the square (`+2RD` is wider than `1R`).
  let size = 22;
  const font = fontFamily('tech');
  while (size > 12 && measure(label, 'tech', size, { bold: true }) > SIZE - 8) size -= 1;
  const parts = [
    `<rect x="${f(x)}" y="${f(y)}" width="${SIZE}" height="${SIZE}" rx="8" fill="${fill}" stroke="${INK}" stroke-width="2.5"/>`,
    label ? `<text x="${f(x + SIZE / 2)}" y="${f(y + SIZE / 2 + size * 0.36)}" text-anchor="middle" font-family="${attr(font)}" font-size="${size}" font-weight="700" fill="${ink}">${text(label)}</text>` : '',
  ];
  if (face.cost > 0) {
    const cx = x + SIZE - 4;
    const cy = y + 5;
    parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="11" fill="${COST}" stroke="${INK}" stroke-width="1.5"/><text x="${f(cx)}" y="${f(cy + 5)}" text-anchor="middle" font-family="${attr(font)}" font-size="14" font-weight="700" fill="${INK}">${face.cost}</text>`);
  }
  const name = `${face.modifier ? 'modifier ' : ''}${face.value ? `${face.value} ` : ''}${face.symbol}${face.cost > 0 ? `, costs ${face.cost}` : ''}`;
  return `<g data-die-face="${attr(face.label)}" aria-label="${attr(name)}">${parts.join('')}</g>`;
}

/** The dice over the picture's box: columns of faces on the left, the odds along the foot. */
export function diceStrip(dice: PrintedDice, box: Box, measure: Measure): string {
  const parts: string[] = [];
  const font = fontFamily('tech');
  dice.dice.forEach((die, i) => {
    const x = box.x + MARGIN + i * (SIZE + GAP * 2);
    const top = box.y + MARGIN;
    const faces = die.faces.map((face, k) => faceSquare(face, x, top + k * (SIZE + GAP), measure));
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
