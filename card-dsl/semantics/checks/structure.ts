// Shapes the grammar allows but the game cannot use: a die without six faces, a choice of one
// mode, a parameter whose range runs backwards.
import type { DieItem, Effect, ParamItem } from '../../syntax/ast';
import { report, type Check, type CheckRegistry } from '../registry';

/** CW3005: a die has six faces. */
export const checkDieFaces: Check<DieItem> = (die, ctx) => {
  const count = die.faces?.length ?? 0;
  if (count !== 6) report(ctx, 'CW3005', die.range, { count });
};

/** CW3008: `choose one { … }` offers at least two modes. */
export const checkChooseModes: Check<Extract<Effect, { type: 'choose-mode' }>> = (effect, ctx) => {
  if ((effect.modes?.length ?? 0) >= 2) return;
  // The words `choose one`, not the whole block.
  report(ctx, 'CW3008', { start: effect.range.start, end: Math.min(effect.range.end, effect.range.start + 'choose one'.length) });
};

/** CW3010: `param count 3 from 1 to 9` runs from low to high. */
export const checkParamRange: Check<ParamItem> = (param, ctx) => {
  if (param.min !== null && param.max !== null && param.min > param.max) report(ctx, 'CW3010', param.range, { from: param.min, to: param.max });
};

export const structureChecks: CheckRegistry = {
  die: [checkDieFaces],
  'effect:choose-mode': [checkChooseModes],
  param: [checkParamRange],
};
