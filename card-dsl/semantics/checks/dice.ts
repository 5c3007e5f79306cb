// The faces of a custom die, as docs/rules/destiny.md ("What a face is, precisely") defines
// them: a known symbol, a value on valued faces only, a modifier only where the symbol allows
// one, a cost never on a blank, a face valued X only where the die says what X is worth. One
// check per rule, each at the face (or the word) at fault.
import { dieSymbol, symbolTexts, type DieForm } from '../../dice/symbols';
import type { DieFaceNode, DieItem } from '../../syntax/ast';
import { report, reportUnknown, type Check, type CheckRegistry } from '../registry';

const MAX_FACE_NUMBER = 99;

/** How a face of that symbol is written with a value, in the die's own form. */
function example(form: DieForm, name: string, code: string, modifier: boolean): string {
  const plus = modifier ? '+' : '';
  return form === 'codes' ? `"${plus}1${code}"` : modifier ? `"+1 ${name}"` : `"${name} 1"`;
}

function eachFace(die: DieItem, each: (face: DieFaceNode, form: DieForm) => void): void {
  for (const face of die.faces ?? []) if (face?.symbol && typeof face.symbol.text === 'string') each(face, die.form ?? 'words');
}

/** CW2050: every face names a symbol of the table, in the die's form (a word or a code). */
export const checkDieSymbols: Check<DieItem> = (die, ctx) => {
  eachFace(die, (face, form) => {
    if (dieSymbol(face.symbol.text, form)) return;
    reportUnknown(ctx, 'CW2050', face.symbol, symbolTexts(form), {}, { noun: form === 'codes' ? 'symbols' : 'symbol words' });
  });
};

/** CW3050, CW3054: blank and special faces are never modifiers; a wildcard always is. */
export const checkDieModifiers: Check<DieItem> = (die, ctx) => {
  eachFace(die, (face, form) => {
    const symbol = dieSymbol(face.symbol.text, form);
    if (!symbol) return;
    if (face.modifier && symbol.modifier === 'never') report(ctx, 'CW3050', face.range, { symbol: symbol.name });
    if (!face.modifier && symbol.modifier === 'always') report(ctx, 'CW3054', face.range, { example: example(form, symbol.name, symbol.code, true) });
  });
};

/** CW3051: a blank face has no cost. */
export const checkDieCosts: Check<DieItem> = (die, ctx) => {
  eachFace(die, (face, form) => {
    const symbol = dieSymbol(face.symbol.text, form);
    if (symbol && !symbol.cost && face.cost !== null) report(ctx, 'CW3051', face.range);
  });
};

/** CW3052, CW3053: blank and special faces carry no value; every other face carries one. */
export const checkDieValues: Check<DieItem> = (die, ctx) => {
  eachFace(die, (face, form) => {
    const symbol = dieSymbol(face.symbol.text, form);
    if (!symbol) return;
    if (!symbol.valued && (face.value !== null || face.x) && !face.modifier) {
      const why = symbol.name === 'blank' ? 'it does nothing' : "it does what the card's special ability says (write its cost, if any, after the symbol)";
      report(ctx, 'CW3052', face.range, { symbol: symbol.name, why });
    }
    if (symbol.valued && face.value === null && !face.x) report(ctx, 'CW3053', face.range, { symbol: symbol.name, example: example(form, symbol.name, symbol.code, symbol.modifier === 'always') });
  });
};

/** CW3055: values and costs fit what a die holds (0 to 99). */
export const checkDieNumbers: Check<DieItem> = (die, ctx) => {
  eachFace(die, (face) => {
    for (const n of [face.value, face.cost]) if (n !== null && n > MAX_FACE_NUMBER) report(ctx, 'CW3055', face.range, { value: n });
  });
};

/**
 * CW3060, CW3061: a face valued X needs the die's `where X is …`, which says what X is worth
 * and `where X is …` on a die with no such face says nothing.
 */
export const checkDieX: Check<DieItem> = (die, ctx) => {
  const form = die.form ?? 'words';
  const valuedX = (die.faces ?? []).filter((face) => face?.x);
  const example = form === 'codes' ? '"XRD"' : '"ranged X"';
  if (!die.x) {
    for (const face of valuedX) report(ctx, 'CW3060', face.range, { example: form === 'codes' ? '"die { XRD, … } where X is the number of cards in your hand"' : '"die: ranged X | … where X is the number of cards in your hand"' });
  } else if (valuedX.length === 0) report(ctx, 'CW3061', die.x.range, { example });
};

export const diceChecks: CheckRegistry = {
  die: [checkDieSymbols, checkDieModifiers, checkDieCosts, checkDieValues, checkDieNumbers, checkDieX],
};
