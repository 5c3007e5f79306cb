// Resolvers that work through the top of a deck: look at some cards and take a few of them
// ("look at the top 3 cards of your deck, put 1 of them into your hand and the rest on the
// bottom in any order"), and reveal cards until one fits ("reveal cards from the top of your
// deck until a minion"). Each names its cards one prompt at a time, as `choose` does, so a
// paused effect is plain data.
import type { Ctx, StepResult } from '../core/context';
import { child, DONE, pickedCard, takeAnswer } from '../core/context';
import { evaluate, seatOf, select, test, zoneId } from '../core/evaluate';
import { emit, moveCard } from '../core/ops';
import { withBound } from './bound';
import type { CardRef, Frame, Scope, SeatId, Zone } from '../core/state';
import type { Effect, Selector, ZoneTarget } from '../defs';

type FrameOf<K extends Effect['kind']> = Frame & { effect: Extract<Effect, { kind: K }> };

/** The seats of a zone's owner selector, in order; the controller's own zone when there is none. */
function ownersOf(ctx: Ctx, scope: Scope, of: Selector | undefined): SeatId[] {
  if (of === undefined) return [scope.controller];
  const out: SeatId[] = [];
  for (const id of select(ctx, of, scope)) {
    const seat = seatOf(ctx.state, id);
    if (seat && !out.includes(seat)) out.push(seat);
  }
  return out;
}

/**
 * The zone a card goes to: a shared zone, the controller's, the card's owner's or controller's,
 * or (a selector) that player's. The `move` effect and the effects here read destinations alike.
 * Null when the game refuses the card there (`mayEnter`): the effect does nothing to that card.
 * Asked here, where effects move cards, and not in `moveCard`, so that the rules' own moves and
 * the sandbox table's god tools are not refused.
 */
export function destinationOf(ctx: Ctx, scope: Scope, card: CardRef, to: ZoneTarget): string | null {
  const instance = ctx.state.cards[card];
  if (!instance) return null;
  let seat: SeatId | null;
  if (to.of === undefined || to.of === 'owner') seat = instance.owner;
  else if (to.of === 'controller') seat = instance.controller ?? instance.owner;
  else if (to.of === 'you') seat = scope.controller;
  else if (to.of === 'shared') seat = null;
  else seat = seatOf(ctx.state, select(ctx, to.of, scope)[0] ?? '') ?? instance.owner;
  const id = zoneId(ctx.state, to.zone, seat);
  const zone = ctx.game.mayEnter === undefined ? undefined : ctx.state.zones[id];
  return zone !== undefined && !ctx.game.mayEnter!(ctx, card, zone) ? null : id;
}

type TakeMem = { seats?: SeatId[]; at?: number; looked?: CardRef[]; taken?: CardRef[]; want?: number; done?: boolean; ordered?: CardRef[] };

/** Look at the top cards of each zone named, take some into a zone, put the rest back in the order chosen. */
export function lookAndTakeResolver(ctx: Ctx, frame: FrameOf<'look-and-take'>): StepResult {
  const { effect, scope } = frame;
  const mem = frame.mem as TakeMem;
  mem.seats ??= ownersOf(ctx, scope, effect.of);
  mem.at ??= 0;
  for (;;) {
    const seat = mem.seats[mem.at];
    if (seat === undefined) return DONE;
    const zone = ctx.state.zones[zoneId(ctx.state, effect.zone, seat)];
    if (!zone) {
      mem.at += 1;
      continue;
    }
    if (mem.looked === undefined) {
      const count = Math.max(0, Math.min(zone.cards.length, evaluate(ctx, effect.count, scope)));
      mem.looked = zone.cards.slice(zone.cards.length - count).reverse();
      for (const card of mem.looked) emit(ctx, { type: 'looked-at', card, player: scope.controller });
      mem.taken = [];
      mem.ordered = [];
      mem.done = false;
      mem.want = Math.max(0, evaluate(ctx, effect.take, scope));
    }
    const asked = takeFromLooked(ctx, frame, mem, zone);
    if (asked) return asked;
    mem.at += 1;
    mem.looked = undefined;
  }
}

/** One zone's turn of look-and-take: a prompt while cards are still being picked, else null once all are placed. */
function takeFromLooked(ctx: Ctx, frame: FrameOf<'look-and-take'>, mem: TakeMem, zone: Zone): StepResult | null {
  const { effect, scope } = frame;
  const looked = mem.looked!;
  const taken = mem.taken!;
  const reply = takeAnswer(frame);
  const fits = (card: CardRef) => effect.filter === undefined || test(ctx, effect.filter, { ...scope, bound: { ...scope.bound, it: [card] } });
  if (!mem.done) {
    const picked = pickedCard(reply);
    if (picked !== null && looked.includes(picked) && !taken.includes(picked)) taken.push(picked);
    if (reply?.kind === 'done') mem.done = true;
    const open = looked.filter((c) => !taken.includes(c) && fits(c));
    if (!mem.done && taken.length < mem.want! && open.length > 0) {
      // Up to N: the player may stop; otherwise every card wanted is taken when enough fit.
      const min = effect.upTo ? 0 : 1;
      return { prompt: { kind: 'choose', seat: scope.controller, label: 'Choose a card to take', candidates: open, min, max: 1, picked: [...taken] } };
    }
    mem.done = true;
    for (const card of taken) {
      const to = destinationOf(ctx, scope, card, effect.to);
      if (to) moveCard(ctx, card, to, effect.to.position, true);
    }
    if (taken.length === 0) emit(ctx, { type: 'no-valid-choice', name: 'take' });
    return orderRest(ctx, frame, mem, zone, undefined);
  }
  return orderRest(ctx, frame, mem, zone, reply);
}

/** The cards not taken go back on top or to the bottom, one at a time in the order picked. */
function orderRest(ctx: Ctx, frame: FrameOf<'look-and-take'>, mem: TakeMem, zone: Zone, reply: ReturnType<typeof takeAnswer>): StepResult | null {
  const { effect, scope } = frame;
  const ordered = mem.ordered!;
  const rest = mem.looked!.filter((c) => !mem.taken!.includes(c) && ctx.state.cards[c]?.zone === zone.id);
  const picked = pickedCard(reply);
  if (picked !== null && rest.includes(picked) && !ordered.includes(picked)) ordered.push(picked);
  const left = rest.filter((c) => !ordered.includes(c));
  if (left.length > 1) {
    const label = effect.rest === 'bottom' ? 'Put a card on the bottom (the last one picked ends at the bottom)' : 'Put a card back on top (the last one picked ends on top)';
    return { prompt: { kind: 'choose', seat: scope.controller, label, candidates: left, min: 1, max: 1, picked: [...ordered] } };
  }
  for (const card of [...ordered, ...left]) moveCard(ctx, card, zone.id, effect.rest === 'bottom' ? 'bottom' : 'top');
  return null;
}

type RevealMem = { seats?: SeatId[]; at?: number; rest?: CardRef[]; running?: boolean };

/** Reveal from the top of each zone named until a card fits; `then` with it, and the others to the bottom. */
export function revealUntilResolver(ctx: Ctx, frame: FrameOf<'reveal-until'>): StepResult {
  const { effect, scope } = frame;
  const mem = frame.mem as RevealMem;
  mem.seats ??= ownersOf(ctx, scope, effect.of);
  mem.at ??= 0;
  for (;;) {
    if (mem.running) {
      // `then` is done with the card found: the cards revealed before it go to the bottom.
      mem.running = false;
      toBottom(ctx, mem.rest ?? [], mem.seats[mem.at]!, effect.zone);
      mem.rest = undefined;
      mem.at += 1;
      continue;
    }
    const seat = mem.seats[mem.at];
    if (seat === undefined) return DONE;
    const zone = ctx.state.zones[zoneId(ctx.state, effect.zone, seat)];
    if (!zone) {
      mem.at += 1;
      continue;
    }
    const rest: CardRef[] = [];
    let found: CardRef | null = null;
    for (let i = zone.cards.length - 1; i >= 0; i -= 1) {
      const card = zone.cards[i]!;
      emit(ctx, { type: 'revealed', card });
      if (test(ctx, effect.until, { ...scope, bound: { ...scope.bound, it: [card] } })) {
        found = card;
        break;
      }
      rest.push(card);
    }
    if (found === null) {
      emit(ctx, { type: 'no-valid-choice', name: effect.name });
      toBottom(ctx, rest, seat, effect.zone);
      mem.at += 1;
      continue;
    }
    mem.rest = rest;
    mem.running = true;
    return child(effect.then, withBound(scope, effect.name, [found]));
  }
}

/** Cards revealed without fitting go to the bottom, the first revealed deepest. */
function toBottom(ctx: Ctx, cards: readonly CardRef[], seat: SeatId, zoneType: string): void {
  const zone = zoneId(ctx.state, zoneType, seat);
  for (let i = cards.length - 1; i >= 0; i -= 1) {
    const card = cards[i]!;
    // A card the effect moved away (into a hand) stays where it went.
    if (ctx.state.cards[card]?.zone === zone) moveCard(ctx, card, zone, 'bottom');
  }
}
