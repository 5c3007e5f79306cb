// Checks across the files of a set: card names and ids are unique, and a card named by another
// (`named "…"`, `starts-with "…"`) is a card of the set. The set index (built once by the
// checker from every file) lists each name's and id's cards in file and source order; the first
// keeps its name, the later ones are reported.
import type { CardDecl, Cond, Effect, HeaderItem } from '../../syntax/ast';
import type { Range } from '../../syntax/tokens';
import { hintText, suggest } from '../suggest';
import { report, type CardEntry, type Check, type CheckContext, type CheckRegistry } from '../registry';

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

/** CW2009 unless `name` is a card of the set; the quick fix is the closest name, quoted. */
function checkCardName(name: { text: string; range: Range }, ctx: CheckContext): void {
  if (ctx.set.byName.has(name.text)) return;
  const suggestion = suggest(name.text, ctx.set.names, ctx.suggestions);
  report(ctx, 'CW2009', name.range, { name: name.text, hint: hintText(suggestion) }, suggestion === undefined ? undefined : JSON.stringify(suggestion));
}

/** CW2009: a card named in an effect (`named "Bolt Pup"`) is a card of the set. */
export const checkCardReference: Check<Extract<Cond, { type: 'is-card' }>> = (node, ctx) => checkCardName(node.name, ctx);

/** CW2009: a card an effect creates (`create "Portable Slot Machine" in …`) is a card of the set. */
export const checkCreatedCard: Check<Extract<Effect, { type: 'create' }>> = (node, ctx) => {
  if (node.name) checkCardName(node.name, ctx);
};

type StartsWith = Extract<HeaderItem, { type: 'starts-with' }>;

/** CW2009: each card a card starts with (`starts-with "The D6"`) is a card of the set. */
export const checkStartsWithKnown: Check<StartsWith> = (item, ctx) => {
  for (const name of item.names ?? []) checkCardName(name, ctx);
};

/** CW3013: a card does not start with itself. */
export const checkStartsWithOther: Check<StartsWith> = (item, ctx) => {
  const own = ctx.decl?.type === 'card' ? ctx.decl.name?.text : undefined;
  for (const name of item.names ?? []) if (name.text === own) report(ctx, 'CW3013', name.range, { name: name.text });
};

export const setChecks: CheckRegistry = {
  card: [checkUniqueName, checkUniqueId],
  'cond:is-card': [checkCardReference],
  'effect:create': [checkCreatedCard],
  'header:starts-with': [checkStartsWithKnown, checkStartsWithOther],
};
