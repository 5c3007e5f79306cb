// A stand-in for the page's text measuring in tests: fixed widths per character, close to a
// book serif's proportions, so fitting can be tested without a browser.
import type { Measure } from './fit';

const NARROW = new Set([...'il.,;:!|\'’()[]1ftrj ']);
const WIDE = new Set([...'mwMW@%']);

export const fixedMeasure: Measure = (text, _font, size, style) => {
  let units = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) units += 0.27;
    else if (WIDE.has(ch)) units += 0.78;
    else if (ch >= 'A' && ch <= 'Z') units += 0.62;
    else units += 0.47;
  }
  return units * size * (style.bold ? 1.06 : 1);
};
