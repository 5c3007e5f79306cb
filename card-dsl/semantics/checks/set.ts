// Checks across the files of a set: card names and ids are unique. The set index (built once
// by the checker from every file) lists each name's and id's cards in file and source order;
// the first keeps its name, the later ones are reported.
import type { CardDecl, Cond } from '../../syntax/ast';
import { hintText, suggest } from '../suggest';
import { report, type CardEntry, type Check, type CheckRegistry } from '../registry';

/** Where a card is, for messages: `path:line`, or the path alone when the source was not given. */
export function locationOf(entry: CardEntry): string {
  return entry.line === null ? entry.path : `${entry.path}:${entry.line}`;
}

/** CW2010: no earlier card of the set has the same name. */
export const checkUniqueName: Check<CardDecl> = (card, ctx) => {
  const name = card.name?.text;
  if (name === undefined) return;
  const first = ctx.set.byName.get(name)?.[0];
  if (!first || first.card === card) return;
  report(ctx, 'CW2010', card.name.range, { name, other: locationOf(first) });
};

/**
 * CW2011: no earlier card of the set has the same id under another name (`Cog Crawler` and
 * `Cog-Crawler` both slug to `cog-crawler`). The same name twice is CW2010's, not reported again.
 */
export const checkUniqueId: Check<CardDecl> = (card, ctx) => {
  const mine = ctx.set.entries.get(card);
  const first = mine?.id ? ctx.set.byId.get(mine.id)?.[0] : undefined;
  if (!mine?.id || !first || first.card === card || first.card.name.text === card.name.text) return;
  report(ctx, 'CW2011', card.name.range, { id: mine.id, other: first.card.name.text });
};

/** CW2009: a card named in an effect (`named "Bolt Pup"`) is a card of the set. */
export const checkCardReference: Check<Extract<Cond, { type: 'is-card' }>> = (node, ctx) => {
  const name = node.name.text;
  if (ctx.set.byName.has(name)) return;
  const suggestion = suggest(name, [...ctx.set.byName.keys()]);
  report(ctx, 'CW2009', node.name.range, { name, hint: hintText(suggestion) }, suggestion === undefined ? undefined : JSON.stringify(suggestion));
};

export const setChecks: CheckRegistry = {
  card: [checkUniqueName, checkUniqueId],
  'cond:is-card': [checkCardReference],
};
