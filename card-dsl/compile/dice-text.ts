// A card's dice read as printed text: "Die: 2 melee, 3 ranged for 1 resource, +1 shield, special,
// blank." One sentence per die, its faces in the card's order, in the symbols' words
// (card-dsl/dice/symbols.ts): what the hover of a card and the wording corpus say of its dice.
import type { DieDefinition, DieFace } from '../../engine/defs';
import { symbolNamed } from '../dice/symbols';

/** One face as words: `3 ranged for 1 resource`, `+1 shield`, `special for 2 resources`, `blank`. */
export function dieFaceText(face: DieFace): string {
  const symbol = symbolNamed(face.symbol);
  const valued = symbol ? symbol.valued : face.value !== 0 || face.modifier;
  const number = face.x ? 'X' : String(face.value);
  const value = face.modifier ? `+${number} ` : valued ? `${number} ` : '';
  const cost = face.cost > 0 ? ` for ${face.cost} resource${face.cost === 1 ? '' : 's'}` : '';
  return `${value}${face.symbol}${cost}`;
}

/**
 * Each die of the card as a sentence ("Die: …."); the first of two is "First die", the next
 * "Second die". A die with faces valued X says what X is worth, in words `xText` gives.
 */
export function diceText(dice: readonly DieDefinition[], xText?: (x: NonNullable<DieDefinition['x']>) => string): string[] {
  const ordinals = ['First', 'Second', 'Third', 'Fourth'];
  return dice.map((die, i) => {
    const worth = die.x !== undefined && xText ? `, where X is ${xText(die.x)}` : '';
    return `${dice.length === 1 ? 'Die' : `${ordinals[i] ?? `Die ${i + 1}`}${i < ordinals.length ? ' die' : ''}`}: ${die.faces.map(dieFaceText).join(', ')}${worth}.`;
  });
}
