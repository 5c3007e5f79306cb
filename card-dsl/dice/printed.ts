// What a card's face prints of its dice: each die's six faces as the short form writes them
// (`2RD`, `+1MD`, `Sp`, `-`), with their parts for drawing, and the odds of the card's dice
// rolled together. Plain data, sent from the language worker to the page.
import type { DieDefinition } from '../../engine/defs';
import { fractionText, percentText, poolOdds } from './odds';
import { symbolNamed } from './symbols';

export type PrintedDieFace = {
  /** The symbol's code (`RD`), or the compiled word for a symbol the table lacks. */
  code: string;
  symbol: string;
  /** The value as printed (`2`, `+1`), "" on blank and special faces. */
  value: string;
  modifier: boolean;
  cost: number;
  /** The face in the short form: `+1MD`, `3RD` (its cost drawn apart). */
  label: string;
};

export type PrintedDie = { faces: PrintedDieFace[]; /** The chance this die alone deals damage, as a percentage. */ hit: string };

export type PrintedDice = {
  dice: PrintedDie[];
  /** The chance of at least N damage from all the card's dice, N = 1..max (empty when they deal none, or are too many). */
  atLeast: { n: number; chance: string; percent: string }[];
};

/** One face as printed (a die on the table shows the face it is turned to the same way). */
export function printedFace(face: DieDefinition['faces'][number]): PrintedDieFace {
  const symbol = symbolNamed(face.symbol);
  const code = symbol?.code ?? face.symbol;
  const valued = symbol ? symbol.valued : face.value !== 0 || face.modifier;
  // A face valued X prints X (its odds count it 0: X is known only when the face is counted).
  const number = face.x ? 'X' : String(face.value);
  const value = face.modifier ? `+${number}` : valued ? number : '';
  return { code, symbol: face.symbol, value, modifier: face.modifier, cost: face.cost, label: `${value}${code}` };
}

export function printedDice(dice: readonly DieDefinition[]): PrintedDice | null {
  if (dice.length === 0) return null;
  const printed = dice.map((die): PrintedDie => {
    const faces = die.faces.map(printedFace);
    const alone = poolOdds([die]);
    return { faces, hit: alone && alone.atLeast[0] ? percentText(alone.atLeast[0]) : '0%' };
  });
  const pool = poolOdds(dice);
  const atLeast = pool ? pool.atLeast.map((chance, i) => ({ n: i + 1, chance: fractionText(chance), percent: percentText(chance) })) : [];
  return { dice: printed, atLeast };
}
