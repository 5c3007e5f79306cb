// A card's dice read as printed text: "Die: 2 melee, 3 ranged for 1 resource, +1 shield, special,
// blank." One sentence per die, its faces in the card's order, in the symbols' words
// (card-dsl/dice/symbols.ts): what the hover of a card and the wording corpus say of its dice.
import type { DieDefinition, DieFace } from '../../engine/defs';
import { symbolNamed } from '../dice/symbols';

/** One face as words: `3 ranged for 1 resource`, `+1 shield`, `special for 2 resources`, `blank`. */
export function dieFaceText(face: DieFace): string {
  const symbol = symbolNamed(face.symbol);
  const valued = symbol ? symbol.valued : face.value !== 0 || face.modifier;
  const value = face.modifier ? `+${face.value} ` : valued ? `${face.value} ` : '';
  const cost = face.cost > 0 ? ` for ${face.cost} resource${face.cost === 1 ? '' : 's'}` : '';
  return `${value}${face.symbol}${cost}`;
}

/** Each die of the card as a sentence ("Die: …."); the first of two is "First die", the next "Second die". */
export function diceText(dice: readonly DieDefinition[]): string[] {
  const ordinals = ['First', 'Second', 'Third', 'Fourth'];
  return dice.map((die, i) => `${dice.length === 1 ? 'Die' : `${ordinals[i] ?? `Die ${i + 1}`}${i < ordinals.length ? ' die' : ''}`}: ${die.faces.map(dieFaceText).join(', ')}.`);
}
