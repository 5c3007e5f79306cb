// One resolver per effect kind. A resolver runs one step of its effect: it changes the
// state, starts a child effect, or asks a question; the machine (engine/core/machine.ts)
// calls it again with `frame.pc` and `frame.mem` as it left them, so a paused effect is
// plain data. The Record type makes a missing resolver a type error.
import type { Effect } from '../defs';
import type { Ctx, StepResult } from '../core/context';
import { DONE, WAIT, child, pickedCard, pickOf, takeAnswer } from '../core/context';
import { currentDefId, evaluate, seatOf, select, test, zoneId } from '../core/evaluate';
import { bumpFlag, emit, endingSeat, flip, gainResource, moveCard, pushStackItem, setFlag, shuffleZone, STACK_CHOSEN } from '../core/ops';
import { prohibited } from '../core/prohibitions';
import { addCard, cardOf, isCard, nextId, seatsFrom, type CardRef, type Frame, type SeatId, type StackItem, type Subject } from '../core/state';
import { nextInt } from '../random/rng';
import { nextD6, rollDie } from '../stack/replacements';
import { abandonUnderway, stackUnderway } from '../stack/underway';
import type { Selector } from '../defs';
import { withBound } from './bound';
import { changeRuleResolver, grantResolver, multiplyResolver } from './changes';
import { destinationOf, lookAndTakeResolver, revealUntilResolver } from './decks';
import { fellShort, thenInFullResolver } from './in-full';
import { dealDamageStep, stackRoll } from './rolls';

type FrameOf<K extends Effect['kind']> = Frame & { effect: Extract<Effect, { kind: K }> };
export type Resolver<K extends Effect['kind']> = (ctx: Ctx, frame: FrameOf<K>) => StepResult;
export type Resolvers = { [K in Effect['kind']]: Resolver<K> };

/** The name each player of an effect aimed at several is bound to while it resolves for them. */
const EACH_PLAYER = '#player';

/**
 * An effect aimed at several players resolves once for each of them, in the selector's order
 * (turn order for `each other player`): Pills! (White)'s "each other player discards a card"
 * asks every one of them. Null when it names one player (or none) and resolves as it is.
 */
function forEachPlayer<F extends string>(ctx: Ctx, frame: Frame & { effect: Effect & Record<F, Selector> }, field: F): StepResult | null {
  if (frame.mem.each === true) return DONE;
  const who = frame.effect[field];
  // "You" is one player: no list of seats to make (the usual chooser of a choice).
  if (frame.pc !== 0 || who.kind === 'you' || seatsOf(ctx, frame, who).length <= 1) return null;
  frame.mem.each = true;
  // The effect as it is, for the player bound in turn (the same fields in the same order).
  const one = { ...frame.effect, [field]: { kind: 'bound', name: EACH_PLAYER } } as Effect;
  return child({ kind: 'for-each', name: EACH_PLAYER, in: who, do: one }, frame.scope);
}

function firstSeat(ctx: Ctx, frame: Frame, who: Parameters<typeof select>[1]): SeatId {
  // "You": the controller, without selecting a list of one.
  if (who.kind === 'you') return frame.scope.controller;
  const id = select(ctx, who, frame.scope)[0];
  return (id && seatOf(ctx.state, id)) || frame.scope.controller;
}

/** Seats named by a selector (cards count as their controller). */
function seatsOf(ctx: Ctx, frame: Frame, who: Parameters<typeof select>[1]): SeatId[] {
  const out: SeatId[] = [];
  for (const id of select(ctx, who, frame.scope)) {
    const seat = seatOf(ctx.state, id);
    if (seat && !out.includes(seat)) out.push(seat);
  }
  return out;
}

export const resolvers: Resolvers = {
  damage: (ctx, frame) => {
    if (frame.pc === 0) {
      const amount = evaluate(ctx, frame.effect.amount, frame.scope);
      frame.mem.amount = amount;
      frame.mem.targets = amount > 0 ? select(ctx, frame.effect.to, frame.scope) : [];
      frame.pc = 1;
    }
    // One target after the other; a replacement's roll (Guppy's Hairball) makes the damage wait.
    const targets = frame.mem.targets as Subject[];
    while (frame.pc <= targets.length) {
      const waiting = dealDamageStep(ctx, frame, targets[frame.pc - 1]!, Number(frame.mem.amount), frame.scope.source);
      if (waiting !== null) return waiting;
      frame.pc += 1;
    }
    return DONE;
  },
  heal: (ctx, frame) => {
    for (const target of select(ctx, frame.effect.to, frame.scope)) {
      const body = cardOf(ctx.state, target) ?? (typeof target === 'string' ? cardOf(ctx.state, ctx.game.playerBody?.(ctx, target)) : undefined);
      if (!body || body.damage === 0) continue;
      const healed = frame.effect.amount === 'all' ? body.damage : Math.min(body.damage, Math.max(0, evaluate(ctx, frame.effect.amount, frame.scope)));
      body.damage -= healed;
      if (healed > 0) emit(ctx, { type: 'healed', card: body.id, amount: healed });
    }
    return DONE;
  },
  prevent: (ctx, frame) => {
    const amount = frame.effect.amount === 'all' ? 'all' : evaluate(ctx, frame.effect.amount, frame.scope);
    for (const target of select(ctx, frame.effect.to, frame.scope)) {
      ctx.state.shields.push({ id: nextId(ctx.state, 's'), target, amount, duration: frame.effect.duration, turn: ctx.state.turn.number, ...endingSeat(frame.effect.duration, frame.scope.controller) });
    }
    return DONE;
  },
  gain: (ctx, frame) => {
    const amount = evaluate(ctx, frame.effect.amount, frame.scope);
    for (const seat of seatsOf(ctx, frame, frame.effect.to)) gainResource(ctx, seat, frame.effect.resource, amount);
    return DONE;
  },
  lose: (ctx, frame) => {
    const amount = evaluate(ctx, frame.effect.amount, frame.scope);
    for (const seat of seatsOf(ctx, frame, frame.effect.from)) gainResource(ctx, seat, frame.effect.resource, -amount);
    return DONE;
  },
  draw: (ctx, frame) => {
    const count = evaluate(ctx, frame.effect.count, frame.scope);
    const from = frame.effect.from ?? ctx.game.places.draw;
    for (const seat of seatsOf(ctx, frame, frame.effect.who)) {
      for (let i = 0; i < count; i += 1) {
        const deck = ctx.state.zones[zoneId(ctx.state, from, seat)];
        if (!deck) break;
        if (deck.cards.length === 0 && !(ctx.game.refill?.(ctx, deck.id) ?? false)) {
          fellShort(ctx);
          break;
        }
        const card = deck.cards[deck.cards.length - 1];
        if (!card) break;
        moveCard(ctx, card, zoneId(ctx.state, ctx.game.places.hand, seat), 'top', true);
        emit(ctx, { type: 'drew', player: seat, card });
      }
    }
    return DONE;
  },
  discard: (ctx, frame) => {
    const each = forEachPlayer(ctx, frame, 'who');
    if (each) return each;
    const seat = firstSeat(ctx, frame, frame.effect.who);
    const hand = ctx.state.zones[zoneId(ctx.state, ctx.game.places.hand, seat)];
    const discardTo = zoneId(ctx.state, ctx.game.places.discard, seat);
    if (!hand) return DONE;
    if (frame.pc === 0) {
      const count = evaluate(ctx, frame.effect.count, frame.scope);
      if (count > hand.cards.length) fellShort(ctx);
      frame.mem.left = Math.min(hand.cards.length, count);
      frame.pc = 1;
    }
    const picked = pickedCard(takeAnswer(frame));
    if (picked !== null) {
      moveCard(ctx, picked, discardTo);
      emit(ctx, { type: 'discarded', player: seat, card: picked });
      frame.mem.left = Number(frame.mem.left) - 1;
    }
    while (Number(frame.mem.left) > 0 && hand.cards.length > 0) {
      if (frame.effect.chooser === 'random') {
        const card = hand.cards[nextInt(ctx.state.rng, hand.cards.length)]!;
        moveCard(ctx, card, discardTo);
        emit(ctx, { type: 'discarded', player: seat, card });
        frame.mem.left = Number(frame.mem.left) - 1;
        continue;
      }
      const chooser = frame.effect.chooser === 'you' ? frame.scope.controller : seat;
      return { prompt: { kind: 'choose', seat: chooser, label: 'Discard a card', candidates: [...hand.cards], min: 1, max: 1, picked: [] } };
    }
    return DONE;
  },
  destroy: (ctx, frame) => {
    for (const card of select(ctx, frame.effect.cards, frame.scope)) {
      // A card that cannot be destroyed is left where it is; the others still go (SWD-X-GEN-2, SU-X-GEN-3).
      if (prohibited(ctx, 'destroyed', card)) continue;
      // The game goes first: it may destroy what is no card (a Four Souls player is killed).
      if (ctx.game.destroy?.(ctx, card)) continue;
      const instance = cardOf(ctx.state, card);
      if (!isCard(card) || !instance) continue;
      moveCard(ctx, card, zoneId(ctx.state, ctx.game.places.destroyed, instance.owner), 'top', true);
      emit(ctx, { type: 'destroyed', card });
    }
    return DONE;
  },
  move: (ctx, frame) => {
    const { to } = frame.effect;
    for (const card of select(ctx, frame.effect.cards, frame.scope)) {
      if (!isCard(card) || prohibited(ctx, 'moved', card)) continue;
      const zone = destinationOf(ctx, frame.scope, card, to);
      if (zone !== null) moveCard(ctx, card, zone, to.position, frame.effect.faceUp);
    }
    return DONE;
  },
  shuffle: (ctx, frame) => {
    const seats = frame.effect.of ? seatsOf(ctx, frame, frame.effect.of) : [frame.scope.controller];
    for (const seat of seats) shuffleZone(ctx, zoneId(ctx.state, frame.effect.zone, seat));
    return DONE;
  },
  create: (ctx, frame) => {
    const { state } = ctx;
    const { card, zone } = frame.effect;
    if (!ctx.defs.has(card)) return DONE; // a set file names only its own cards; nothing to make otherwise
    const seats = frame.effect.of ? seatsOf(ctx, frame, frame.effect.of) : [frame.scope.controller];
    for (const seat of seats) {
      const target = state.zones[zoneId(state, zone, seat)];
      if (!target) continue;
      // A new card comes from nowhere: it is moved in as any card is, so the game's checks on
      // arrivals (face down in a deck, exhausted where it enters so) hold for it too.
      const id = addCard(state, card, target.owner, '', true);
      moveCard(ctx, id, target.id, 'top');
    }
    return DONE;
  },
  reveal: (ctx, frame) => {
    for (const card of select(ctx, frame.effect.cards, frame.scope)) emit(ctx, { type: 'revealed', card });
    return DONE;
  },
  'look-and-reorder': (ctx, frame) => {
    const each = frame.effect.of ? forEachPlayer(ctx, frame as typeof frame & { effect: { of: Selector } }, 'of') : null;
    if (each) return each;
    const seat = frame.effect.of ? firstSeat(ctx, frame, frame.effect.of) : frame.scope.controller;
    const zone = ctx.state.zones[zoneId(ctx.state, frame.effect.zone, seat)];
    if (!zone) return DONE;
    if (frame.pc === 0) {
      const count = Math.min(zone.cards.length, evaluate(ctx, frame.effect.count, frame.scope));
      frame.mem.looked = zone.cards.slice(zone.cards.length - count).reverse();
      frame.mem.bottom = [];
      frame.mem.top = [];
      frame.mem.toBottom = Math.min(count, Math.max(0, evaluate(ctx, frame.effect.toBottom, frame.scope)));
      frame.pc = 1;
    }
    const looked = frame.mem.looked as CardRef[];
    const bottom = frame.mem.bottom as CardRef[];
    const top = frame.mem.top as CardRef[];
    const picked = pickedCard(takeAnswer(frame));
    if (picked !== null) (bottom.length < Number(frame.mem.toBottom) ? bottom : top).push(picked);
    const left = looked.filter((c) => !bottom.includes(c) && !top.includes(c));
    if (left.length > 1 || (left.length === 1 && bottom.length < Number(frame.mem.toBottom))) {
      const label = bottom.length < Number(frame.mem.toBottom) ? 'Put a card on the bottom' : 'Put a card on top (the last one picked ends on top)';
      return { prompt: { kind: 'choose', seat: frame.scope.controller, label, candidates: left, min: 1, max: 1, picked: [] } };
    }
    top.push(...left);
    for (const card of bottom) moveCard(ctx, card, zone.id, 'bottom');
    for (const card of top) moveCard(ctx, card, zone.id, 'top');
    return DONE;
  },
  flip: (ctx, frame) => {
    for (const card of select(ctx, frame.effect.cards, frame.scope)) if (isCard(card)) flip(ctx, card, frame.effect.faceUp);
    return DONE;
  },
  exhaust: (ctx, frame) => {
    for (const card of select(ctx, frame.effect.cards, frame.scope)) {
      const instance = cardOf(ctx.state, card);
      if (!instance || instance.exhausted === frame.effect.exhausted) continue;
      instance.exhausted = frame.effect.exhausted;
      emit(ctx, { type: frame.effect.exhausted ? 'exhausted' : 'readied', card });
    }
    return DONE;
  },
  'add-counter': (ctx, frame) => {
    const amount = evaluate(ctx, frame.effect.amount, frame.scope);
    for (const card of select(ctx, frame.effect.on, frame.scope)) {
      const instance = cardOf(ctx.state, card);
      if (!isCard(card) || !instance || amount <= 0) continue;
      if (ctx.game.protects?.(ctx, card, { kind: 'counter', counter: frame.effect.counter, amount }, frame.scope.controller)) continue;
      instance.counters[frame.effect.counter] = (instance.counters[frame.effect.counter] ?? 0) + amount;
      emit(ctx, { type: 'counter-added', card, counter: frame.effect.counter, amount });
    }
    return DONE;
  },
  'remove-counter': (ctx, frame) => {
    for (const card of select(ctx, frame.effect.from, frame.scope)) {
      const instance = cardOf(ctx.state, card);
      const have = instance?.counters[frame.effect.counter] ?? 0;
      if (!isCard(card) || !instance || have === 0) continue;
      const amount = frame.effect.amount === 'all' ? have : Math.min(have, evaluate(ctx, frame.effect.amount, frame.scope));
      if (ctx.game.protects?.(ctx, card, { kind: 'counter', counter: frame.effect.counter, amount: -amount }, frame.scope.controller)) continue;
      instance.counters[frame.effect.counter] = have - amount;
      if (instance.counters[frame.effect.counter] === 0) delete instance.counters[frame.effect.counter];
      emit(ctx, { type: 'counter-removed', card, counter: frame.effect.counter, amount });
    }
    return DONE;
  },
  'modify-stat': (ctx, frame) => {
    const amount = evaluate(ctx, frame.effect.amount, frame.scope);
    for (const card of select(ctx, frame.effect.on, frame.scope)) {
      if (!isCard(card) || !ctx.state.cards[card]) continue;
      if (ctx.game.protects?.(ctx, card, { kind: 'stat', stat: frame.effect.stat, amount }, frame.scope.controller)) continue;
      ctx.state.modifiers.push({
        id: nextId(ctx.state, 'm'),
        card,
        stat: frame.effect.stat,
        amount,
        source: frame.scope.source,
        duration: frame.effect.duration,
        turn: ctx.state.turn.number,
        ...endingSeat(frame.effect.duration, frame.scope.controller),
      });
      emit(ctx, { type: 'stat-modified', card, stat: frame.effect.stat, amount });
    }
    return DONE;
  },
  'extra-action': (ctx, frame) => {
    const count = evaluate(ctx, frame.effect.count, frame.scope);
    for (const seat of seatsOf(ctx, frame, frame.effect.who)) bumpFlag(ctx, 'turn', `extra:${frame.effect.action}:${seat}`, count);
    return DONE;
  },
  cancel: (ctx, frame) => {
    const { stack } = ctx.state;
    // A chosen stack item (bound as "stack-item" when the effect was played) is cancelled where
    // it is; if it has left the stack, there is nothing to cancel. Otherwise the top item.
    const { label } = frame.effect;
    const chosen = frame.effect.what === 'target-stack-item' ? frame.scope.bound['stack-item']?.[0] : undefined;
    // Without a chosen item, the top one (of the label asked for, if any).
    let at = chosen !== undefined ? stack.findIndex((item) => item.id === chosen) : stack.length - 1;
    if (chosen === undefined && label !== undefined) while (at >= 0 && stack[at]!.label !== label) at -= 1;
    const target = stack[at];
    if (!target) {
      if (chosen !== undefined || label !== undefined) emit(ctx, { type: 'fizzled', ...(chosen !== undefined ? { item: chosen } : {}), card: frame.scope.source });
      return DONE;
    }
    if (ctx.game.cancellable?.(ctx, target) === false) {
      emit(ctx, { type: 'not-cancelled', item: target.id, card: target.source });
      return DONE;
    }
    stack.splice(at, 1);
    // An effect cancelled while it waits for its roll stops there, roll and all.
    if (target.underway) abandonUnderway(ctx, target);
    ctx.game.onCancelled?.(ctx, target);
    emit(ctx, { type: 'cancelled', item: target.id, card: target.source });
    return DONE;
  },
  roll: (ctx, frame) => {
    const { state } = ctx;
    const onStack = ctx.game.policy.rolls === 'on-stack';
    if (frame.pc === 0) {
      frame.pc = 1;
      if (onStack) {
        // The roll goes on the stack above this effect, which waits there beneath it [FS-ROLL-3],
        // and the active player gets priority to answer it; this effect goes on when the roll
        // resolves (or without it, if cancelled).
        stackUnderway(ctx, frame);
        frame.waiting = stackRoll(ctx, 'roll', frame.scope).id;
        return WAIT;
      }
      const value = rollDie(ctx, frame.scope.controller);
      emit(ctx, { type: 'rolled', player: frame.scope.controller, value });
      frame.pc = 2;
    }
    if (frame.pc === 1) {
      if (frame.mem.cancelled === true) return DONE; // the roll was cancelled: the effect does nothing more
      // What the result set off resolves first, and may change it (a final reroll): the
      // effect reads the result once that is done.
      frame.pc = 2;
      frame.until = state.stack.length;
      return WAIT;
    }
    if (frame.pc === 2) {
      frame.pc = 3;
      const value = state.lastRoll?.value ?? 0;
      const scope = { ...frame.scope, vars: { ...frame.scope.vars, [frame.effect.bind ?? 'roll']: value } };
      // (a loop, not `find` with a closure over `value`, which cost a context at every step of the roll)
      const outcomes = frame.effect.outcomes;
      for (let i = 0; i < outcomes.length; i += 1) {
        const row = outcomes[i]!;
        if (value >= row.from && value <= row.to) return child(row.effect, scope);
      }
    }
    return DONE;
  },
  reroll: (ctx, frame) => {
    const roll = ctx.state.lastRoll;
    if (!roll || roll.final) return DONE;
    roll.value = nextD6(ctx.state);
    if (frame.effect.final === true) roll.final = true;
    emit(ctx, { type: 'rerolled', player: roll.by, value: roll.value });
    return DONE;
  },
  'set-roll': (ctx, frame) => {
    const roll = ctx.state.lastRoll;
    if (!roll || roll.final) return DONE;
    roll.value = Math.min(6, Math.max(1, evaluate(ctx, frame.effect.value, frame.scope)));
    roll.final = frame.effect.final;
    emit(ctx, { type: 'roll-changed', player: roll.by, value: roll.value });
    return DONE;
  },
  'modify-roll': (ctx, frame) => {
    const roll = ctx.state.lastRoll;
    if (!roll || roll.final) return DONE;
    roll.value = Math.min(6, Math.max(1, roll.value + evaluate(ctx, frame.effect.amount, frame.scope)));
    emit(ctx, { type: 'roll-changed', player: roll.by, value: roll.value });
    return DONE;
  },
  'choose-mode': (ctx, frame) => {
    const each = forEachPlayer(ctx, frame, 'chooser');
    if (each) return each;
    const picked = takeAnswer(frame);
    if (picked && typeof picked.index === 'number') {
      const mode = frame.effect.modes[picked.index];
      frame.pc = 1;
      return mode ? child(mode, frame.scope) : DONE;
    }
    if (frame.pc === 1) return DONE;
    const seat = firstSeat(ctx, frame, frame.effect.chooser);
    return { prompt: { kind: 'mode', seat, label: 'Choose one', modes: frame.effect.labels ?? frame.effect.modes.map((m) => m.kind) } };
  },
  choose: (ctx, frame) => {
    const each = forEachPlayer(ctx, frame, 'chooser');
    if (each) return each;
    const { min, max } = frame.effect;
    if (frame.pc === 2) return DONE;
    if (frame.pc === 0) {
      const candidates = select(ctx, frame.effect.from, frame.scope);
      frame.mem.candidates = candidates;
      // No real choice when every candidate is needed: take them all without asking.
      frame.mem.picked = candidates.length <= min ? [...candidates] : [];
      frame.mem.finished = candidates.length <= min;
      frame.pc = 1;
    }
    const candidates = frame.mem.candidates as Subject[];
    const picked = frame.mem.picked as Subject[];
    const reply = takeAnswer(frame);
    const pick = pickOf(reply);
    if (pick !== null) picked.push(pick);
    if (reply?.kind === 'done') frame.mem.finished = true;
    // (The candidates still open are listed only when the choice goes on.)
    const open = frame.mem.finished || picked.length >= max ? null : candidates.filter((c) => !picked.includes(c));
    if (open !== null && open.length > 0) {
      const seat = firstSeat(ctx, frame, frame.effect.chooser);
      return { prompt: { kind: 'choose', seat, label: `Choose ${frame.effect.name}`, candidates: open, min: Math.max(0, min - picked.length), max: max - picked.length, picked: [...picked] } };
    }
    frame.pc = 2;
    if (picked.length < min || picked.length === 0) {
      emit(ctx, { type: 'no-valid-choice', name: frame.effect.name });
      if (picked.length < min) return DONE;
    }
    return child(frame.effect.then, withBound(frame.scope, frame.effect.name, [...picked]));
  },
  vote: (ctx, frame) => {
    const { state } = ctx;
    if (frame.pc === 3) return DONE;
    if (frame.pc === 0) {
      // The voters vote in turn order from the active player, whoever's effect calls the vote.
      const named = new Set<SeatId>();
      for (const id of select(ctx, frame.effect.voters, frame.scope)) {
        const seat = seatOf(state, id);
        if (seat) named.add(seat);
      }
      frame.mem.voters = seatsFrom(state, state.turn.active).filter((seat) => named.has(seat));
      frame.mem.candidates = select(ctx, frame.effect.from, frame.scope);
      frame.mem.votes = [];
      frame.pc = 1;
    }
    const candidates = frame.mem.candidates as Subject[];
    const voters = frame.mem.voters as SeatId[];
    const votes = frame.mem.votes as Subject[];
    const picked = pickOf(takeAnswer(frame));
    const about = (id: Subject): Record<string, Subject> => (cardOf(state, id) ? { card: id } : { player: id });
    const elected = (winner: Subject) => {
      frame.pc = 3;
      emit(ctx, { type: 'vote-won', ...about(winner) });
      return child(frame.effect.then, withBound(frame.scope, frame.effect.name, [winner]));
    };
    if (frame.pc === 2) {
      // The active player has broken the tie.
      const tied = frame.mem.tied as Subject[];
      return elected(picked !== null && tied.includes(picked) ? picked : tied[0]!);
    }
    const cast = (choice: Subject) => {
      emit(ctx, { type: 'voted', player: voters[votes.length]!, for: choice });
      votes.push(choice);
    };
    if (picked !== null) cast(picked);
    while (votes.length < voters.length && candidates.length > 0) {
      if (candidates.length > 1) return { prompt: { kind: 'choose', seat: voters[votes.length]!, label: 'Vote', candidates: [...candidates], min: 1, max: 1, picked: [] } };
      cast(candidates[0]!);
    }
    const counts = candidates.map((c) => votes.filter((v) => v === c).length);
    const most = Math.max(0, ...counts);
    const tied = candidates.filter((_, i) => most > 0 && counts[i] === most);
    if (tied.length === 0) {
      frame.pc = 3;
      emit(ctx, { type: 'no-valid-choice', name: frame.effect.name });
      return DONE;
    }
    if (tied.length === 1) return elected(tied[0]!);
    // A tie: the active player chooses among those tied for the most votes.
    frame.mem.tied = tied;
    frame.pc = 2;
    return { prompt: { kind: 'choose', seat: state.turn.active, label: 'Break the tie', candidates: [...tied], min: 1, max: 1, picked: [] } };
  },
  may: (ctx, frame) => {
    const each = forEachPlayer(ctx, frame, 'who');
    if (each) return each;
    if (frame.pc === 1) return DONE;
    const reply = takeAnswer(frame);
    if (reply) {
      frame.pc = 1;
      return reply.kind === 'yes' ? child(frame.effect.effect, frame.scope) : DONE;
    }
    return { prompt: { kind: 'yes-no', seat: firstSeat(ctx, frame, frame.effect.who), label: `Use ${frame.effect.effect.kind}?` } };
  },
  if: (ctx, frame) => {
    if (frame.pc === 1) return DONE;
    frame.pc = 1;
    const branch = test(ctx, frame.effect.condition, frame.scope) ? frame.effect.then : frame.effect.else;
    return branch ? child(branch, frame.scope) : DONE;
  },
  'for-each': (ctx, frame) => {
    if (frame.pc === 0) {
      frame.mem.items = select(ctx, frame.effect.in, frame.scope);
      frame.pc = 1;
    }
    const items = frame.mem.items as string[];
    const index = frame.pc - 1;
    if (index >= items.length) return DONE;
    frame.pc += 1;
    return child(frame.effect.do, withBound(frame.scope, frame.effect.name, [items[index]!]));
  },
  repeat: (ctx, frame) => {
    if (frame.pc === 0) {
      frame.mem.times = Math.max(0, Math.min(100, evaluate(ctx, frame.effect.times, frame.scope)));
      frame.pc = 1;
    }
    if (frame.pc > Number(frame.mem.times)) return DONE;
    frame.pc += 1;
    return child(frame.effect.do, frame.scope);
  },
  sequence: (_ctx, frame) => {
    const step = frame.effect.steps[frame.pc];
    if (!step) return DONE;
    frame.pc += 1;
    return child(step, frame.scope);
  },
  'delayed-trigger': (ctx, frame) => {
    ctx.state.delayed.push({ id: nextId(ctx.state, 'd'), on: frame.effect.on, effect: frame.effect.effect, scope: frame.scope, duration: frame.effect.duration, turn: ctx.state.turn.number });
    return DONE;
  },
  win: (ctx, frame) => {
    const winners = seatsOf(ctx, frame, frame.effect.who);
    if (!ctx.state.result && winners.length > 0) ctx.state.result = { winners, reason: 'an effect won the game' };
    return DONE;
  },
  'lose-game': (ctx, frame) => {
    for (const seat of seatsOf(ctx, frame, frame.effect.who)) {
      const s = ctx.state.seats.find((x) => x.id === seat);
      if (s && !s.out) {
        s.out = true;
        emit(ctx, { type: 'eliminated', player: seat });
      }
    }
    return DONE;
  },
  'end-turn': (ctx) => {
    setFlag(ctx, 'turn', 'end-turn', 1);
    return DONE;
  },
  'extra-turn': (ctx, frame) => {
    for (const seat of seatsOf(ctx, frame, frame.effect.who)) bumpFlag(ctx, 'game', `extra-turn:${seat}`);
    return DONE;
  },
  'set-flag': (ctx, frame) => {
    setFlag(ctx, frame.effect.scope, frame.effect.flag, evaluate(ctx, frame.effect.value, frame.scope));
    return DONE;
  },
  'become-copy': (ctx, frame) => {
    const { state } = ctx;
    const original = select(ctx, frame.effect.of, frame.scope).find((id) => cardOf(state, id) !== undefined);
    if (!isCard(original)) return DONE;
    // What the original is now: a copy of a copy copies what the first one copies.
    const def = currentDefId(state, original);
    for (const card of select(ctx, frame.effect.cards, frame.scope)) {
      if (!isCard(card) || !state.cards[card] || card === original || !ctx.game.inPlay(ctx, card)) continue;
      const duration = frame.effect.duration;
      // A new copy replaces the card's earlier ones that would last as long.
      const copies = (state.copies ?? []).filter((c) => c.card !== card || c.duration !== duration);
      copies.push({ id: nextId(state, 'k'), card, def, source: frame.scope.source, duration, turn: state.turn.number, ...endingSeat(duration, frame.scope.controller) });
      state.copies = copies;
      emit(ctx, { type: 'became-copy', card, of: original });
    }
    return DONE;
  },
  double: (ctx, frame) => {
    for (const card of select(ctx, frame.effect.cards, frame.scope)) {
      for (const item of ctx.state.stack) {
        // Only a card being played, and only once however often it is doubled.
        if (item.source !== card || item.kind !== 'card' || item.doubled) continue;
        item.doubled = true;
        emit(ctx, { type: 'doubled', item: item.id, card });
      }
    }
    return DONE;
  },
  multiply: multiplyResolver,
  'change-rule': changeRuleResolver,
  grant: grantResolver,
  'look-and-take': lookAndTakeResolver,
  'then-in-full': thenInFullResolver,
  'reveal-until': revealUntilResolver,
  game: (ctx, frame) => {
    if (frame.effect.verb === STACK_CHOSEN) {
      // A trigger whose targets were just chosen goes on the stack with them [FS-EFF-3].
      const item = frame.effect.args.item as unknown as StackItem;
      pushStackItem(ctx, { ...item, scope: { ...item.scope, bound: { ...item.scope.bound, ...frame.scope.bound } } });
      return DONE;
    }
    const verb = ctx.game.verbs[frame.effect.verb];
    if (!verb) {
      emit(ctx, { type: 'unknown-verb', verb: frame.effect.verb });
      return DONE;
    }
    return verb(ctx, frame, frame.effect.args);
  },
};
