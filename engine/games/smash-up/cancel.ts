// Cancelling abilities and ignoring bases (docs/rules/smash-up.md, SU-X-TERM-21): a cancelled
// ability counts as absent, and what it already did stays done; a base whose ability every
// player ignores binds nobody, and its text neither affects nor protects anyone's cards. Both
// take the card out of the active cards, whose abilities the kernel runs (statics, triggers,
// replacements, rule numbers); the card itself stays where it is, with its counters and stats.
//   `cancel-abilities <card>`: the cards' abilities are cancelled until the end of the turn (a
//     turn flag per card, cleared with the turn's flags).
//   `#ignore-base`: an action on a base that has every player ignore the base's ability while
//     it is there (the Jammed Signal).
import type { CardDefinition } from '../../defs';
import type { Ctx, GameVerb } from '../../core/context';
import { DONE } from '../../core/context';
import { interned, select } from '../../core/evaluate';
import { emit, tableChanged } from '../../core/ops';
import type { CardRef } from '../../core/state';
import { ACTIONS, attachedTo, baseIn, slotOf, zoneOf } from './cards';

export const IGNORE_BASE = 'ignore-base';
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
  const chosen = typeof args.card === 'object' && args.card !== null ? select(ctx, args.card as never, frame.scope) : [];
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

/** Whether any card of the game can have a base ignored; read once per set of definitions. */
const ignoring = new WeakMap<ReadonlyMap<string, CardDefinition>, boolean>();
function baseIgnoringInGame(ctx: Ctx): boolean {
  let found = ignoring.get(ctx.defs);
  if (found === undefined) {
    found = [...ctx.defs.values()].some((def) => def.tags.includes(IGNORE_BASE));
    ignoring.set(ctx.defs, found);
  }
  return found;
}

/** The bases every player ignores: those with an `ignore-base` action on them (not on a minion there). */
function ignoredBases(ctx: Ctx): Set<CardRef> {
  const { state } = ctx;
  const out = new Set<CardRef>();
  for (const seat of state.seats) {
    for (const card of state.zones[zoneOf(seat.id, ACTIONS)]?.cards ?? []) {
      if (attachedTo(state, card) !== null || !ctx.defs.get(state.cards[card]!.def)?.tags.includes(IGNORE_BASE)) continue;
      const base = baseIn(state, slotOf(state, card));
      if (base) out.add(base);
    }
  }
  return out;
}

/** The active cards less the cancelled ones and the ignored bases; the same list when there are none. */
export function withoutSilenced(ctx: Ctx, cards: CardRef[]): CardRef[] {
  const cancelling = (ctx.state.flags.turn[CANCELLED] ?? 0) > 0;
  const ignored = baseIgnoringInGame(ctx) ? ignoredBases(ctx) : null;
  if (!cancelling && (ignored === null || ignored.size === 0)) return cards;
  return cards.filter((card) => !(ignored?.has(card) ?? false) && !(cancelling && isCancelled(ctx, card)));
}
