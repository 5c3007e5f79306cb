// The primitive changes every effect is made of. Each one changes the state and reports an
// event; events collect the triggers that match them (kernel-notes §4).
import type { Ability, Effect, EventPattern, TargetSpec } from '../defs';
import { nextInt, shuffleInPlace } from '../random/rng';
import type { Ctx } from './context';
import { seatOf, test } from './evaluate';
import type { CardRef, GameEvent, PendingTrigger, Scope, SeatId, ZoneId } from './state';

export function scopeFor(ctx: Ctx, source: CardRef | null, controller?: SeatId | null): Scope {
  const seat = controller ?? (source ? seatOf(ctx.state, source) : null) ?? ctx.state.turn.active;
  return { source, controller: seat, bound: {}, vars: {}, event: null };
}

function matches(ctx: Ctx, pattern: EventPattern, event: GameEvent, scope: Scope): boolean {
  if (pattern.event !== event.type) return false;
  const subject = typeof event.card === 'string' ? event.card : typeof event.player === 'string' ? event.player : null;
  switch (pattern.subject ?? 'any') {
    case 'self':
      if (subject !== scope.source) return false;
      break;
    case 'yours':
      if (subject === null || seatOf(ctx.state, subject) !== scope.controller) return false;
      break;
    case 'opponents':
      if (subject === null || seatOf(ctx.state, subject) === scope.controller) return false;
      break;
    case 'any':
      break;
  }
  return pattern.where ? test(ctx, pattern.where, { ...scope, event }) : true;
}

function triggersOf(ctx: Ctx, card: CardRef, event: GameEvent, out: PendingTrigger[], seen: Set<string>): void {
  const instance = ctx.state.cards[card];
  const definition = instance ? ctx.defs.get(instance.def) : undefined;
  if (!definition) return;
  definition.abilities.forEach((ability: Ability, index) => {
    if (ability.kind !== 'triggered') return;
    const key = `${card}#${index}`;
    if (seen.has(key)) return;
    const scope = scopeFor(ctx, card);
    if (!matches(ctx, ability.on, event, scope)) return;
    const onceFlag = ability.oncePerTurn ? `once:${key}` : null;
    if (onceFlag && (ctx.state.flags.turn[onceFlag] ?? 0) > 0) return;
    seen.add(key);
    out.push({
      source: card,
      // A card nobody controls (a monster) makes a neutral trigger, ordered by the game's policy.
      controller: seatOf(ctx.state, card),
      label: `${definition.name}: ${ability.on.event}`,
      effect: withTargets(ability.targets, ability.effect),
      event,
      check: null,
      onceFlag,
      optional: ability.optional,
    });
  });
}

/** Wraps an effect so its targets are chosen first (targets chosen as it resolves). */
export function withTargets(targets: TargetSpec[], effect: Effect): Effect {
  return targets.reduceRight<Effect>(
    (inner, target) => ({ kind: 'choose', name: target.name, from: target.from, min: target.min, max: target.max, chooser: { kind: 'you' }, then: inner }),
    effect,
  );
}

/** Records an event and queues the triggers it sets off. */
export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
  const seen = new Set<string>();
  const found: PendingTrigger[] = [];
  for (const card of ctx.game.activeCards(ctx)) triggersOf(ctx, card, event, found, seen);
  // A card can react to what happens to itself even as it leaves play ("when scrapped").
  if (typeof event.card === 'string') triggersOf(ctx, event.card, event, found, seen);
  for (const delayed of ctx.state.delayed) {
    if (matches(ctx, delayed.on, event, delayed.scope)) {
      found.push({ source: delayed.scope.source, controller: delayed.scope.controller, label: 'delayed trigger', effect: delayed.effect, event, check: null, onceFlag: null, optional: false });
      ctx.state.delayed = ctx.state.delayed.filter((d) => d.id !== delayed.id);
    }
  }
  ctx.state.pending.push(...found);
}

/** Moves a card to the top (end) or bottom (start) of a zone, or to a random place in it. */
export function moveCard(ctx: Ctx, card: CardRef, to: ZoneId, position: 'top' | 'bottom' | 'random' = 'top', faceUp?: boolean): void {
  const { state } = ctx;
  const instance = state.cards[card];
  const target = state.zones[to];
  if (!instance || !target) return;
  const from = state.zones[instance.zone];
  if (from) {
    const at = from.cards.lastIndexOf(card);
    if (at >= 0) from.cards.splice(at, 1);
  }
  if (position === 'top') target.cards.push(card);
  else if (position === 'bottom') target.cards.unshift(card);
  else target.cards.splice(nextInt(state.rng, target.cards.length + 1), 0, card);
  instance.zone = to;
  if (faceUp !== undefined) instance.faceUp = faceUp;
  if (target.owner !== null) instance.controller = target.owner;
  emit(ctx, { type: 'moved', card, from: from?.type ?? null, to: target.type, fromOwner: from?.owner ?? null, toOwner: target.owner });
}

export function shuffleZone(ctx: Ctx, zone: ZoneId): void {
  const z = ctx.state.zones[zone];
  if (!z) return;
  shuffleInPlace(ctx.state.rng, z.cards);
  emit(ctx, { type: 'shuffled', zone: z.type, owner: z.owner });
}

export function flip(ctx: Ctx, card: CardRef, faceUp: boolean): void {
  const instance = ctx.state.cards[card];
  if (!instance || instance.faceUp === faceUp) return;
  instance.faceUp = faceUp;
  emit(ctx, { type: faceUp ? 'turned-face-up' : 'turned-face-down', card });
}

export function gainResource(ctx: Ctx, seat: SeatId, resource: string, amount: number): void {
  const s = ctx.state.seats.find((x) => x.id === seat);
  if (!s || amount === 0) return;
  const before = s.resources[resource] ?? 0;
  // Resources never go below zero: a player told to lose more than they have loses all.
  const after = Math.max(0, before + amount);
  s.resources[resource] = after;
  if (after !== before) emit(ctx, { type: after > before ? 'gained' : 'lost', player: seat, resource, amount: Math.abs(after - before) });
}

export function setFlag(ctx: Ctx, scope: 'turn' | 'game', flag: string, value: number): void {
  ctx.state.flags[scope][flag] = value;
}

export function bumpFlag(ctx: Ctx, scope: 'turn' | 'game', flag: string, by = 1): number {
  const next = (ctx.state.flags[scope][flag] ?? 0) + by;
  ctx.state.flags[scope][flag] = next;
  return next;
}

/** Ends durations at the end of a turn and clears the turn's flags. */
export function expireEndOfTurn(ctx: Ctx): void {
  const { state } = ctx;
  const keep = (d: { duration: string; turn: number }) =>
    // "Until the end of next turn" outlives the end of the turn it was made in, once.
    d.duration === 'permanent' || d.duration === 'while-source-in-play' || (d.duration === 'end-of-next-turn' && d.turn === state.turn.number);
  const expired = state.modifiers.filter((m) => !keep(m));
  state.modifiers = state.modifiers.filter(keep);
  state.shields = state.shields.filter(keep);
  state.delayed = state.delayed.filter(keep);
  state.flags.turn = {};
  if (expired.length > 0) emit(ctx, { type: 'effects-expired', count: expired.length });
}

/** Drops "while the source is in play" changes whose source has left. */
export function dropOrphanedModifiers(ctx: Ctx): void {
  const { state } = ctx;
  if (!state.modifiers.some((m) => m.duration === 'while-source-in-play')) return;
  state.modifiers = state.modifiers.filter((m) => m.duration !== 'while-source-in-play' || (m.source !== null && ctx.game.inPlay(ctx, m.source)));
}
