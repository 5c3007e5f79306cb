// Text widths for fitting, measured in the page with the faces' own fonts (canvas 2D). Widths
// scale with the size, so each text is measured once at a reference size and remembered.
import type { Measure } from './fit';
import { cssFont } from './typefaces';

const REFERENCE = 100;
const MAX_REMEMBERED = 50_000;

export function canvasMeasure(): Measure {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  const known = new Map<string, number>();
  return (value, font, size, style) => {
    const key = `${font}|${style.bold ? 1 : 0}${style.italic ? 1 : 0}|${value}`;
    let width = known.get(key);
    if (width === undefined) {
      if (!context) width = value.length * 0.5 * REFERENCE;
      else {
        context.font = cssFont(font, REFERENCE, style);
        width = context.measureText(value).width;
      }
      if (known.size > MAX_REMEMBERED) known.clear();
      known.set(key, width);
    }
    return (width * size) / REFERENCE;
  };
}
