// A card's kind and header: `bot "Cog Crawler" rank 1 power 1 copies 3 #geeks unique starts-with "Spanner"`.
import type { StatSpec } from '../../../engine/defs';
import type { CardDecl, HeaderItem } from '../../syntax/ast';
import { STARTS_WITH } from '../../syntax/parser';
import { gameName, report, reportUnknown, type Check, type CheckContext, type CheckRegistry } from '../registry';

type StatItem = Extract<HeaderItem, { type: 'stat' }>;

/** `copies <n>` is not a stat: how many of the card the set has (engine/defs/cards.ts allows 1 to 99). */
export const COPIES: StatSpec = { name: 'copies', doc: 'Copies of the card in the set.', min: 1, max: 99 };

/** CW2002: the card's kind is a kind of the game. */
export const checkCardKind: Check<CardDecl> = (card, ctx) => {
  if (!ctx.vocabulary || !card.kind || ctx.kind) return;
  reportUnknown(ctx, 'CW2002', card.kind, ctx.vocabulary.cardKinds.map((k) => k.name), { game: gameName(ctx.vocabulary) });
};

/**
 * The stat each number of a header item sets: `vp 5 3 2` sets vp, vp-2 and vp-3, and each must
 * be a stat of the card's kind (so a stray second number, `power 3 4`, is caught too).
 */
export function statNames(item: StatItem): string[] {
  return item.values.map((_, i) => (i === 0 ? item.key.text : `${item.key.text}-${i + 1}`));
}

function specOf(ctx: CheckContext, name: string): StatSpec | undefined {
  if (name === COPIES.name) return COPIES;
  return ctx.kind?.stats.find((s) => s.name === name);
}

/** CW2003: each header number names a stat of the kind (`copies` aside). */
export const checkHeaderStatKnown: Check<StatItem> = (item, ctx) => {
  const kind = ctx.kind;
  if (!kind) return; // unknown kind: reported once by checkCardKind
  const candidates = [...kind.stats.map((s) => s.name), COPIES.name];
  statNames(item).forEach((name, i) => {
    if (specOf(ctx, name)) return;
    if (i === 0) reportUnknown(ctx, 'CW2003', item.key, candidates, { kind: kind.name });
    else report(ctx, 'CW2003', item.values[i]!.range, { name, kind: kind.name, hint: '' });
  });
};

/** CW3004: each header number is within its stat's range. */
export const checkHeaderStatRange: Check<StatItem> = (item, ctx) => {
  const names = statNames(item);
  item.values.forEach((value, i) => {
    const spec = specOf(ctx, names[i]!);
    if (!spec) return;
    const low = spec.min ?? -Infinity;
    const high = spec.max ?? Infinity;
    if (value.value >= low && value.value <= high) return;
    report(ctx, 'CW3004', value.range, {
      stat: spec.name,
      value: value.value,
      kind: ctx.kind?.name ?? 'card',
      min: spec.min ?? '…',
      max: spec.max ?? '…',
    });
  });
};

/** CW3006: no stat (nor `copies`) is given twice in a header. */
export const checkHeaderStatOnce: Check<CardDecl> = (card, ctx) => {
  const seen = new Set<string>();
  for (const item of card.header ?? []) {
    if (item?.type !== 'stat' || !item.key) continue;
    if (seen.has(item.key.text)) report(ctx, 'CW3006', item.key.range, { stat: item.key.text });
    seen.add(item.key.text);
  }
};

/** CW3006: `starts-with` is given once in a header (its names separated by commas), and names each card once. */
export const checkStartsWithOnce: Check<CardDecl> = (card, ctx) => {
  let seen = false;
  const names = new Set<string>();
  for (const item of card.header ?? []) {
    if (item?.type !== 'starts-with') continue;
    if (seen) report(ctx, 'CW3006', { start: item.range.start, end: item.range.start + STARTS_WITH.length }, { stat: STARTS_WITH });
    seen = true;
    for (const name of item.names ?? []) {
      if (names.has(name.text)) report(ctx, 'CW3006', name.range, { stat: name.text });
      names.add(name.text);
    }
  }
};

/** CW2016: every stat the kind requires is given. */
export const checkRequiredStats: Check<CardDecl> = (card, ctx) => {
  const kind = ctx.kind;
  if (!kind) return;
  const given = new Set<string>();
  for (const item of card.header ?? []) if (item?.type === 'stat') for (const name of statNames(item)) given.add(name);
  // Points at `bot "Name"`, where the missing number belongs.
  const range = { start: card.kind.range.start, end: card.name.range.end };
  for (const stat of kind.stats) if (stat.required && !given.has(stat.name)) report(ctx, 'CW2016', range, { kind: kind.name, name: stat.name });
};

/**
 * CW4001 (info): a card with no ability and no printed text does nothing and says nothing. A
 * die counts as content (the card is how the die enters the game).
 */
export const checkCardHasContent: Check<CardDecl> = (card, ctx) => {
  const body = card.body ?? [];
  // A broken line may have been the ability: the parser has reported it already.
  if (body.some((item) => item?.type !== 'param')) return;
  report(ctx, 'CW4001', card.name.range);
};

export const cardChecks: CheckRegistry = {
  card: [checkCardKind, checkHeaderStatOnce, checkStartsWithOnce, checkRequiredStats, checkCardHasContent],
  'header:stat': [checkHeaderStatKnown, checkHeaderStatRange],
};
