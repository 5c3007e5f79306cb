// Dice in words, for the table's accessible names and tooltips: a die by its face, a pool's
// group by its symbol and each of its dice.
import type { DiceGroupSnap, DieSnap } from '../model';

/** A die's face in words: "2 melee", "+1 ranged, costs 1", "blank". */
export function dieWords(die: Pick<DieSnap, 'symbol' | 'value' | 'modifier' | 'cost' | 'x'>): string {
  const valued = die.value !== 0 || die.modifier || die.x === true;
  const face = `${valued ? `${die.modifier ? '+' : ''}${die.x ? 'X' : die.value} ` : ''}${die.symbol}`;
  return die.cost > 0 ? `${face}, costs ${die.cost}` : face;
}

/** A group in words: "3 melee dice: 2 melee; 1 melee; +1 melee". */
export function groupWords(group: DiceGroupSnap): string {
  const n = group.dice.length;
  return `${n} ${group.symbol} ${n === 1 ? 'die' : 'dice'}: ${group.dice.map(dieWords).join('; ')}`;
}
