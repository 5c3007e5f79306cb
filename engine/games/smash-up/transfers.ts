// Transferring and swapping (docs/rules/smash-up.md, "Moving, destroying and other verbs" and
// "+1 power counters"): a power counter or an attached action shifts from one card onto
// another (SU-X-TERM-6, SU-POW-5), and two minions exchange their places (SU-X-TERM-24).
// Counters drawn from or put back into the supply are no transfer: those are the kernel's
// counters effects. A transfer onto a card protected from it discards what was transferred.
import type { Ctx, GameVerb } from '../../core/context';
import { DONE } from '../../core/context';
import { evaluate, select } from '../../core/evaluate';
import { emit } from '../../core/ops';
import { cardOf, type CardRef, type Frame } from '../../core/state';
import { ACTIONS, MINIONS, attachedTo, discardToOwner, placeAt, slotOf, zoneOf } from './cards';
import { mayAffect, protects } from './affect';

const POWER = 'power';

/** The first card a verb's argument names, if any. */
function firstOf(ctx: Ctx, frame: Frame, arg: unknown): CardRef | undefined {
  if (typeof arg !== 'object' || arg === null) return undefined;
  return select(ctx, arg as never, frame.scope).find((card): card is CardRef => cardOf(ctx.state, card) !== undefined);
}

const zoneTypeOf = (ctx: Ctx, card: CardRef) => ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type;

/**
 * `transfer-counters <count> with donor <card>, recipient <card>`: up to that many +1 power
 * counters leave the donor and go onto the recipient, so they stop counting for the one and
 * count for the other (SU-POW-5, SU-EX-6). A donor protected from the player doing it keeps
 * them (SU-POW-6); a recipient protected from them sees them put back in the supply (SU-X-TERM-6).
 */
export const transferCountersVerb: GameVerb = (ctx, frame, args) => {
  const donor = firstOf(ctx, frame, args.donor);
  const recipient = firstOf(ctx, frame, args.recipient);
  if (donor === undefined || recipient === undefined || donor === recipient) return DONE;
  const wanted = evaluate(ctx, args.count as never, frame.scope);
  const from = ctx.state.cards[donor]!;
  const amount = Math.min(wanted, from.counters[POWER] ?? 0);
  if (amount <= 0) return DONE;
  const by = frame.scope.controller;
  if (protects(ctx, donor, { kind: 'counter', counter: POWER, amount: -amount }, by)) return DONE;
  from.counters[POWER] = (from.counters[POWER] ?? 0) - amount;
  if (from.counters[POWER] === 0) delete from.counters[POWER];
  emit(ctx, { type: 'counter-removed', card: donor, counter: POWER, amount });
  if (protects(ctx, recipient, { kind: 'counter', counter: POWER, amount }, by)) return DONE; // back to the supply
  const to = ctx.state.cards[recipient]!;
  to.counters[POWER] = (to.counters[POWER] ?? 0) + amount;
  emit(ctx, { type: 'counter-added', card: recipient, counter: POWER, amount });
  return DONE;
};

/**
 * Puts an attached action on `minion` at `slot`, or discards it when the minion is protected
 * from the action's player (being attached affects a card, SU-X-ATT-4, SU-X-CANCEL-5).
 */
function attach(ctx: Ctx, action: CardRef, minion: CardRef, slot: number) {
  const player = ctx.state.cards[action]!.controller ?? ctx.state.cards[action]!.owner ?? ctx.state.turn.active;
  if (!mayAffect(ctx, minion, player, 'attach')) {
    discardToOwner(ctx, action, ctx.state.turn.active); // protected from it (SU-X-CANCEL-5)
    return;
  }
  placeAt(ctx.state, action, slot, minion);
  emit(ctx, { type: 'transferred', card: action, to: minion });
}

/**
 * `transfer-action with action <card>, minion <card>`: an action attached to a minion shifts
 * onto another minion in play, on that minion's base (SU-X-TERM-6); onto a minion protected
 * from its player it is discarded instead. Its player is unchanged (SU-X-ATT-5).
 */
export const transferActionVerb: GameVerb = (ctx, frame, args) => {
  const action = firstOf(ctx, frame, args.action);
  const minion = firstOf(ctx, frame, args.minion);
  if (action === undefined || minion === undefined) return DONE;
  const on = attachedTo(ctx.state, action);
  if (zoneTypeOf(ctx, action) !== ACTIONS || on === null || on === minion) return DONE;
  if (zoneTypeOf(ctx, minion) !== MINIONS || slotOf(ctx.state, minion) === 0) return DONE;
  attach(ctx, action, minion, slotOf(ctx.state, minion));
  return DONE;
};

/** The actions attached to a minion, every player's. */
function attachedActions(ctx: Ctx, minion: CardRef): CardRef[] {
  const out: CardRef[] = [];
  for (const seat of ctx.state.seats) for (const card of ctx.state.zones[zoneOf(seat.id, ACTIONS)]?.cards ?? []) if (attachedTo(ctx.state, card) === minion) out.push(card);
  return out;
}

/**
 * `swap with first <minion>, second <minion>`: two minions on different bases exchange places at
 * once. What is attached stays in its spot and passes to the minion now there; counters and
 * changes for a while stay with their minions. When either is protected from the player doing
 * it, nothing is swapped (SU-X-TERM-24); a swap moves both, so it is not a play.
 */
export const swapVerb: GameVerb = (ctx, frame, args) => {
  const first = firstOf(ctx, frame, args.first);
  const second = firstOf(ctx, frame, args.second);
  if (first === undefined || second === undefined || first === second) return DONE;
  if (zoneTypeOf(ctx, first) !== MINIONS || zoneTypeOf(ctx, second) !== MINIONS) return DONE;
  const { state } = ctx;
  const a = slotOf(state, first);
  const b = slotOf(state, second);
  if (a === 0 || b === 0 || a === b) return DONE;
  const by = frame.scope.controller;
  if (!mayAffect(ctx, first, by, 'move') || !mayAffect(ctx, second, by, 'move')) return DONE;
  const onFirst = attachedActions(ctx, first);
  const onSecond = attachedActions(ctx, second);
  placeAt(state, first, b);
  placeAt(state, second, a);
  emit(ctx, { type: 'moved-to-base', card: first });
  emit(ctx, { type: 'moved-to-base', card: second });
  for (const action of onFirst) attach(ctx, action, second, a);
  for (const action of onSecond) attach(ctx, action, first, b);
  return DONE;
};
