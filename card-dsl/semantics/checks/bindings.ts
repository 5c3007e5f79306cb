// Names bound with `as <name>` (see ../binder.ts for where each is visible).
import type { Sel } from '../../syntax/ast';
import { PRONOUN } from '../binder';
import { report, type Check, type CheckRegistry } from '../registry';
import { hintText, suggest } from '../suggest';

type Bound = Extract<Sel, { type: 'bound' }>;

/**
 * CW2008: a name used as cards or players (`scrap victim`) was bound earlier in the ability by
 * a target, a choice, a for-each or a roll. The did-you-mean looks only at the names in scope.
 */
export const checkBoundName: Check<Bound> = (sel, ctx) => {
  const name = sel.name?.text;
  if (!name || name === PRONOUN || ctx.isBound(name)) return;
  const suggestion = ctx.suggestions.cells > 0 ? suggest(name, ctx.bound, ctx.suggestions) : undefined;
  let hint = hintText(suggestion);
  // `choose a bot`: a kind alone reads as a name; say how to point at cards instead.
  if (suggestion === undefined && isKindNoun(name, ctx.vocabulary?.cardKinds.map((k) => k.name) ?? [])) {
    hint = ` (to mean cards, say where they are, as in "${name} in your ${ctx.vocabulary?.zones[0]?.name ?? 'hand'}")`;
  }
  report(ctx, 'CW2008', sel.name.range, { name, hint }, suggestion);
};

function isKindNoun(word: string, kinds: readonly string[]): boolean {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  return singular === 'card' || kinds.includes(singular);
}

export const bindingChecks: CheckRegistry = {
  'sel:bound': [checkBoundName],
};
