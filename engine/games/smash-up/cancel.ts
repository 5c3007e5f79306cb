// Cancelling abilities and ignoring bases (docs/rules/smash-up.md, SU-X-TERM-21): a cancelled
// ability counts as absent, and what it already did stays done; a base whose ability every
// player ignores binds nobody, and its text neither affects nor protects anyone's cards. Both
// take the card out of the active cards, whose abilities the kernel runs (statics, triggers,
// replacements, rule numbers); the card itself stays where it is, with its counters and stats.
//   `cancel-abilities <card>`: the cards' abilities are cancelled until the end of the turn (a
//     turn flag per card, cleared with the turn's flags).
//   `#ignore-base`: an action on a base that has every player ignore the base's ability while
//     it is there (the Jammed Signal).
//   `#you-ignore-base`: an action on a base that has its controller alone ignore the base's
//     ability while it is there (the Infiltrate, SU-X-CLAR-9). The base stays active for the
//     others; the kernel asks `ignoredBy` where the base's statics would change or forbid
//     something of that player's cards or numbers and where an event of theirs would set it
//     off, and `mayAffect` (affect.ts) where what its triggers do would affect their cards.
import type { CardDefinition } from '../../defs';
import type { Ctx, GameVerb, IgnoredSources } from '../../core/context';
import { DONE } from '../../core/context';
import { interned } from '../../core/evaluate';
import { emit, tableChanged, tableVersion } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { ACTIONS, attachedTo, baseIn, selectedCards, slotOf, zoneOf } from './cards';

export const IGNORE_BASE = 'ignore-base';
export const YOU_IGNORE_BASE = 'you-ignore-base';
/** The turn flag counting the cards cancelled this turn: without one, nothing is looked up. */
const CANCELLED = 'cancelled';
const cancelledKey = (card: CardRef) => interned(`cancelled:${card}`);

/** Whether a card's abilities are cancelled now. */
export function isCancelled(ctx: Ctx, card: CardRef): boolean {
  const flags = ctx.state.flags.turn;
  return (flags[CANCELLED] ?? 0) > 0 && (flags[cancelledKey(card)] ?? 0) > 0;
}

/** `cancel-abilities <card>`: the chosen cards' abilities count as absent until the end of the turn. */
export const cancelAbilitiesVerb: GameVerb = (ctx, frame, args) => {
  const flags = ctx.state.flags.turn;
  const chosen = selectedCards(ctx, args.card, frame.scope);
  for (const card of chosen) {
    if ((flags[cancelledKey(card)] ?? 0) > 0) continue;
    flags[cancelledKey(card)] = 1;
    flags[CANCELLED] = (flags[CANCELLED] ?? 0) + 1;
    emit(ctx, { type: 'cancelled', card });
  }
  // The active cards are kept while the table stands still: they change now.
  tableChanged();
  return DONE;
};

/** Whether any card of the game carries a tag; read once per set of definitions and tag. */
const tagged = new WeakMap<ReadonlyMap<string, CardDefinition>, Map<string, boolean>>();
export function tagInGame(ctx: Ctx, tag: string): boolean {
  let byTag = tagged.get(ctx.defs);
  if (byTag === undefined) {
    byTag = new Map();
    tagged.set(ctx.defs, byTag);
  }
  let found = byTag.get(tag);
  if (found === undefined) {
    found = [...ctx.defs.values()].some((def) => def.tags.includes(tag));
    byTag.set(tag, found);
  }
  return found;
}
const baseIgnoringInGame = (ctx: Ctx) => tagInGame(ctx, IGNORE_BASE);

/** Calls `found` with each base that has an action of `tag` on it (not on a minion there), and the action's controller. */
function basesWithAction(ctx: Ctx, tag: string, found: (base: CardRef, seat: SeatId) => void): void {
  const { state } = ctx;
  for (const seat of state.seats) {
    for (const card of state.zones[zoneOf(seat.id, ACTIONS)]?.cards ?? []) {
      if (attachedTo(state, card) !== null || !ctx.defs.get(state.cards[card]!.def)?.tags.includes(tag)) continue;
      const base = baseIn(state, slotOf(state, card));
      if (base) found(base, seat.id);
    }
  }
}

/** The bases every player ignores: those with an `ignore-base` action on them. */
function ignoredBases(ctx: Ctx): Set<CardRef> {
  const out = new Set<CardRef>();
  basesWithAction(ctx, IGNORE_BASE, (base) => out.add(base));
  return out;
}

/** The last answer of `ignoredBy` in each call, kept while the table stands still. */
const kept = new WeakMap<Ctx, { version: number; ignored: IgnoredSources | null }>();
/** The definitions last found without a `you-ignore-base` card: the hot path's one comparison. */
let withoutAlone: { defs: ReadonlyMap<string, CardDefinition>; size: number } | null = null;

/**
 * The kernel's question (GameModule.ignoredBy): the bases some players alone ignore, each with
 * those players, the controllers of the `you-ignore-base` actions on it (SU-X-CLAR-9). Null in
 * a game without such a card, or while none is on a base.
 */
export function ignoredBy(ctx: Ctx): IgnoredSources | null {
  if (withoutAlone !== null && ctx.defs === withoutAlone.defs && ctx.defs.size === withoutAlone.size) return null;
  if (!tagInGame(ctx, YOU_IGNORE_BASE)) {
    withoutAlone = { defs: ctx.defs, size: ctx.defs.size };
    return null;
  }
  const version = tableVersion();
  const last = kept.get(ctx);
  if (last !== undefined && last.version === version) return last.ignored;
  const out = new Map<CardRef, Set<SeatId>>();
  basesWithAction(ctx, YOU_IGNORE_BASE, (base, seat) => {
    const seats = out.get(base) ?? new Set<SeatId>();
    seats.add(seat);
    out.set(base, seats);
  });
  const ignored = out.size > 0 ? out : null;
  kept.set(ctx, { version, ignored });
  return ignored;
}

/** The active cards less the cancelled ones and the ignored bases; the same list when there are none. */
export function withoutSilenced(ctx: Ctx, cards: CardRef[]): CardRef[] {
  const cancelling = (ctx.state.flags.turn[CANCELLED] ?? 0) > 0;
  const ignored = baseIgnoringInGame(ctx) ? ignoredBases(ctx) : null;
  if (!cancelling && (ignored === null || ignored.size === 0)) return cards;
  return cards.filter((card) => !(ignored?.has(card) ?? false) && !(cancelling && isCancelled(ctx, card)));
}
