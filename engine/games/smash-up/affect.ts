// What affects a card, and protection from it (docs/rules/smash-up.md, "Moving, destroying and
// other verbs"): destroying, moving, returning, taking control of a card in play, attaching an
// action to it, changing its power and putting counters on it or taking them off affect it
// (SU-X-TERM-9, SU-POW-6); with `affect-older-list` on, burying and uncovering do too
// (SU-X-TERM-10, A-19). A card tagged `shielded` ("cannot be affected by other players' cards"),
// or warded until its warder's next turn (wards.ts), is not affected by what another player's card does
// (SU-X-TERM-12); it may still be chosen, and the effect does nothing to it (SU-X-CANCEL-3),
// while the effect's other targets take it (SU-X-CANCEL-2). Nor is a card affected by the
// abilities of a base its controller alone ignores (SU-X-CLAR-9, cancel.ts). A card tagged
// `no-boost` ("its power cannot be directly increased") refuses every direct increase, whoever
// makes it: "+N power", a power counter put or moved onto it (SU-X-TERM-14); a power change it
// gets otherwise (a card lowering its power destroyed) is no direct increase and goes through.
import type { CardChange, Ctx, StaticShield } from '../../core/context';
import { statOf } from '../../core/evaluate';
import type { CardRef, SeatId } from '../../core/state';
import { ignoredBy, tagInGame } from './cancel';
import { WARDS } from './cards';

export const SHIELDED = 'shielded';
export const NO_BOOST = 'no-boost';

/** The things that affect a card: the current list, and the older compilation's extras. */
export type Affecting = 'destroy' | 'move' | 'return' | 'control' | 'attach' | 'power' | 'counter' | 'bury' | 'uncover';
const OLDER_LIST_ONLY: ReadonlySet<Affecting> = new Set(['bury', 'uncover']);

/** Whether doing `what` affects a card at all under the table's rule options (SU-X-TERM-9, SU-X-TERM-10). */
export function counts(ctx: Ctx, what: Affecting): boolean {
  return !OLDER_LIST_ONLY.has(what) || ctx.state.options['affect-older-list'] === true;
}

/** The game flag of a warded card (wards.ts): 1 + the highest power at which the ward holds. */
export const wardKey = (card: CardRef) => `ward:${card}`;
/** A ward's flag when it holds at any power. */
export const WARD_ALWAYS = 1_000_000;

/**
 * Whether a card is protected from other players' cards now: its tag, or a ward of this turn
 * that holds at its power now. A ward that holds only in a power range is read before a change
 * is made, so the change that brings the card into the range still happens (SU-X-CANCEL-4).
 */
export function shielded(ctx: Ctx, card: CardRef): boolean {
  const instance = ctx.state.cards[card];
  if (!instance) return false;
  if (ctx.defs.get(instance.def)?.tags.includes(SHIELDED)) return true;
  const ward = ctx.state.flags.game[wardKey(card)] ?? 0;
  if (ward === 0 || ctx.state.zones[instance.zone]?.type !== 'minions') return false;
  return ward >= WARD_ALWAYS || statOf(ctx, card, 'power') <= ward - 1;
}

/**
 * The kernel's question for static abilities (GameModule.staticShield): an Ongoing power change
 * affects a card as a "+N power" effect does (SU-X-TERM-9). A protected minion takes nothing from
 * another player's card's static ability; a `no-boost` minion takes no increase from any
 * (SU-X-TERM-14). Base text and monsters belong to nobody, so protection from other players'
 * cards does not keep their static abilities off (A-24). Null, at the cost of one lookup, in a
 * game with no protected card and no ward made.
 */
export function staticShield(ctx: Ctx): StaticShield | null {
  if (!tagInGame(ctx, SHIELDED) && !tagInGame(ctx, NO_BOOST) && (ctx.state.flags.game[WARDS] ?? 0) === 0) return null;
  return shieldedFromStatic;
}

const shieldedFromStatic: StaticShield = (ctx, source, card, stat, amount) => {
  if (stat !== 'power') return false;
  const instance = ctx.state.cards[card];
  if (!instance) return false;
  if (amount > 0 && ctx.defs.get(instance.def)?.tags.includes(NO_BOOST)) return true;
  const from = ctx.state.cards[source];
  const by = from ? (from.controller ?? from.owner) : null;
  if (by === null || by === (instance.controller ?? instance.owner)) return false;
  return shielded(ctx, card);
};

/**
 * Whether `by` (the controller of the card whose text does it, SU-X-TERM-12) may do `what` to
 * a card: a shielded card escapes another player's effects that affect it.
 */
export function mayAffect(ctx: Ctx, card: CardRef, by: SeatId, what: Affecting): boolean {
  const instance = ctx.state.cards[card];
  if (!instance || !counts(ctx, what)) return true;
  // A base the card's controller alone ignores does nothing to it (SU-X-CLAR-9).
  const ignored = ignoredBy(ctx);
  if (ignored !== null) {
    const seat = instance.controller ?? instance.owner;
    const source = runningSource(ctx);
    if (seat !== null && source !== null && ignored.get(source)?.has(seat) === true) return false;
  }
  if (!shielded(ctx, card)) return true;
  return (instance.controller ?? instance.owner) === by;
}

/** Whether a change raises a card's power directly: "+N power" or a power counter put (or moved) on it (SU-X-TERM-14). */
function directIncrease(change: CardChange): boolean {
  return change.kind === 'stat' ? change.stat === 'power' && change.amount > 0 : change.counter === 'power' && change.amount > 0;
}

/**
 * The kernel's question (GameModule.protects): whether a card escapes a power change or a
 * counter put on or taken off by an effect of `by` (SU-POW-6, SU-X-TERM-14).
 */
export function protects(ctx: Ctx, card: CardRef, change: CardChange, by: SeatId): boolean {
  const instance = ctx.state.cards[card];
  if (!instance) return false;
  if (directIncrease(change) && ctx.defs.get(instance.def)?.tags.includes(NO_BOOST)) return true;
  return !mayAffect(ctx, card, by, change.kind === 'stat' ? 'power' : 'counter');
}

/** The card whose effect is running: the source of the innermost frame, if any. */
export function runningSource(ctx: Ctx): CardRef | null {
  const frames = ctx.state.frames;
  return frames[frames.length - 1]?.scope.source ?? null;
}

/** The player whose effect is running: the controller of the innermost frame (the core's destroy calls the game without its frame). */
export function runningFor(ctx: Ctx): SeatId {
  const frames = ctx.state.frames;
  return frames[frames.length - 1]?.scope.controller ?? ctx.state.turn.active;
}
