// Prohibitions (`static: <cards> cannot be played`): the act is one the engine knows, and one the
// game's rules ask about, so no prohibition silently forbids nothing.
import { PROHIBITED_ACTS } from '../../../engine/defs';
import type { Ability } from '../../syntax/ast';
import { gameName, report, reportUnknown, type Check, type CheckRegistry } from '../registry';

type Prohibition = Extract<Ability, { type: 'prohibition' }>;

/** What every game's effects ask before they do it (engine/core/prohibitions.ts). */
const KERNEL_ACTS: readonly string[] = ['destroyed', 'moved'];

/** CW2070: `cannot be <act>` names one of the acts; CW3070: the game asks about it. */
export const checkProhibitedAct: Check<Prohibition> = (ability, ctx) => {
  const act = ability.act;
  if (typeof act?.text !== 'string') return;
  if (!(PROHIBITED_ACTS as readonly string[]).includes(act.text)) {
    reportUnknown(ctx, 'CW2070', act, PROHIBITED_ACTS);
    return;
  }
  const vocabulary = ctx.vocabulary;
  if (!vocabulary) return;
  const asked = [...KERNEL_ACTS, ...(vocabulary.prohibits ?? [])];
  if (!asked.includes(act.text)) report(ctx, 'CW3070', act.range, { game: gameName(vocabulary), act: act.text, asked: asked.join(', ') });
};

export const prohibitionChecks: CheckRegistry = {
  'ability:prohibition': [checkProhibitedAct],
};
