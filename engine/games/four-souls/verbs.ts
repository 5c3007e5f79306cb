import { type Ctx, DONE, type GameVerb } from '../../core/context';
import { evaluate, seatOf, seatZoneId, select } from '../../core/evaluate';
import { emit, moveCard } from '../../core/ops';
import { type Frame, type GameState, type Scope, type SeatId, isCard, topOf } from '../../core/state';
import { ITEMS, LOOT_DECK, MONSTER_DECK, SOULS, TREASURE_DECK, hasTag, forceAttackOn, isActiveMonster, keysOf, kindOf, zoneOf } from './board';
import { destroyCard } from './deaths';
import { gainItem, isEternal } from './effects';
import { encounter } from './encounters';
import { moveCents } from './money';
import { refill } from './refills';
import { eventItem, stackEvent, stopCombat } from './stack';

// ---------------------------------------------------------------------------------------------
// The other verbs of the vocabulary.

export const countArg = (ctx: Ctx, frame: Frame, value: unknown): number => {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object') return Math.max(0, evaluateExpr(ctx, value, frame.scope));
  return 1;
};
export const evaluateExpr = (ctx: Ctx, value: unknown, scope: Scope) => evaluate(ctx, value as never, scope);

/** `loot N`: draw N from the loot deck [FS-GLOS-17]. */
export const lootVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const count = countArg(ctx, frame, args.count);
  const deck = state.zones[LOOT_DECK]!;
  let drawn = 0;
  for (let i = 0; i < count; i += 1) {
    if (deck.cards.length === 0 && !refill(ctx, LOOT_DECK)) break;
    const card = topOf(deck)!;
    moveCard(ctx, card, keysOf(seat).hand, 'top', true);
    emit(ctx, { type: 'drew', player: seat, card });
    drawn += 1;
  }
  if (drawn > 0) emit(ctx, { type: 'looted', player: seat, amount: drawn });
  return DONE;
};

export const gainTreasureVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const count = countArg(ctx, frame, args.count);
  for (let i = 0; i < count; i += 1) {
    const deck = state.zones[TREASURE_DECK]!;
    if (deck.cards.length === 0 && !refill(ctx, TREASURE_DECK)) break;
    gainItem(ctx, seat, topOf(deck)!); // [FS-TYPE-2]
  }
  return DONE;
};

/** `steal`: the taker gets the cards into their own zone of the same kind; counters stay [FS-GLOS-9, FS-GLOS-19]. */
export const stealVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  for (const card of select(ctx, args.cards as never, frame.scope)) {
    if (!isCard(card)) continue; // (a player is no card to take)
    const zone = zoneOf(state, card);
    if (!zone || zone.owner === null || zone.owner === seat) continue;
    if (zone.type === SOULS && hasTag(ctx, card, 'permanent-soul')) continue;
    moveCard(ctx, card, seatZoneId(zone.type, seat), 'top', true);
    // (a stolen soul card is reported as gained by afterStep, like every card coming into someone's souls)
    if (zone.type !== SOULS) emit(ctx, { type: zone.type === ITEMS ? 'item-gained' : 'stolen', player: seat, card });
  }
  return DONE;
};

export const stealCentsVerb: GameVerb = (ctx, frame, args) => {
  const amount = countArg(ctx, frame, args.amount);
  for (const victim of select(ctx, args.victim as never, frame.scope)) {
    const seat = seatOf(ctx.state, victim);
    if (seat && seat !== frame.scope.controller) moveCents(ctx, seat, frame.scope.controller, amount);
  }
  return DONE;
};

export const rerollItemVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  for (const item of select(ctx, args.item as never, frame.scope)) {
    if (!isCard(item)) continue;
    const owner = state.cards[item]?.owner;
    if (!owner || isEternal(ctx, item)) continue;
    destroyCard(ctx, item);
    const deck = state.zones[TREASURE_DECK]!;
    if (deck.cards.length === 0 && !refill(ctx, TREASURE_DECK)) continue;
    gainItem(ctx, owner, topOf(deck)!);
  }
  return DONE;
};

export const cancelAttackVerb: GameVerb = (ctx) => {
  stopCombat(ctx); // [FS-ATK-18]
  return DONE;
};

export const lookAtVerb: GameVerb = (ctx, frame, args) => {
  for (const card of select(ctx, args.cards as never, frame.scope)) emit(ctx, { type: 'looked-at', card, player: frame.scope.controller });
  return DONE;
};

export const encounterVerb: GameVerb = (ctx, frame, args) => {
  for (const card of select(ctx, args.card as never, frame.scope)) if (isCard(card) && kindOf(ctx, card) !== 'monster') encounter(ctx, card);
  return DONE;
};

export const makeEternalVerb: GameVerb = (ctx, frame, args) => {
  for (const item of select(ctx, args.item as never, frame.scope)) ctx.state.flags.game[`eternal:${item}`] = 1;
  return DONE;
};

/** `attack` in a card's effect: a forced attack, declared at the first chance [FS-ATK-12, FS-CARD-15, FS-CARD-29]. */
export const forceAttackVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = state.turn.active;
  // Resolving while its player is in combat (a roll or combat damage waiting), it does nothing [FS-CARD-18, A-15].
  if (state.stack.some((item) => item.combat)) {
    emit(ctx, { type: 'fizzled', card: frame.scope.source, player: seat });
    return DONE;
  }
  const targets = select(ctx, args.target as never, frame.scope);
  const onDeck = targets.length === 0 || targets.every((t) => isCard(t) && zoneOf(state, t)?.type === MONSTER_DECK);
  if (onDeck) state.flags.turn[keysOf(seat).forcedDeck] = (state.flags.turn[keysOf(seat).forcedDeck] ?? 0) + 1;
  else for (const target of targets) if (isCard(target) && isActiveMonster(state, target)) forceAttackOn(state, target);
  return DONE;
};

/**
 * `must-attack N`: the active player gets N more attacks this turn and must make them; any time in
 * their action phase will do, but the phase does not end while one is owed [FS-ATK-13].
 */
export const mustAttackVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const keys = keysOf(state.turn.active);
  const count = countArg(ctx, frame, args.count);
  if (count <= 0) return DONE;
  const turn = state.flags.turn;
  turn[keys.extraAttack] = (turn[keys.extraAttack] ?? 0) + count;
  turn[keys.owedAttack] = (turn[keys.owedAttack] ?? 0) + count;
  return DONE;
};

/**
 * `claim-penalty-of P` (Shadow): until P's death penalty is paid, the claimer chooses the item it
 * destroys and gets the loot card and the cent it takes. Several claims resolve one after the
 * other, so the last to resolve is the one that holds [FS-CARD-21].
 */
export const claimPenaltyVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const claimer = state.seats.findIndex((s) => s.id === frame.scope.controller);
  for (const id of select(ctx, args.dying as never, frame.scope)) {
    const seat = seatOf(state, id);
    if (!seat || seat === frame.scope.controller || claimer < 0) continue;
    state.flags.turn[keysOf(seat).penaltyClaim] = claimer + 1;
    emit(ctx, { type: 'penalty-claimed', player: frame.scope.controller, from: seat });
  }
  return DONE;
};

/** The player who claimed a dying player's penalty (Shadow), if any and still in the game. */
export function penaltyClaimer(state: GameState, seat: SeatId): SeatId | null {
  const index = (state.flags.turn[keysOf(seat).penaltyClaim] ?? 0) - 1;
  const claimer = index >= 0 ? state.seats[index] : undefined;
  return claimer && !claimer.out && claimer.id !== seat ? claimer.id : null;
}

/** `purchase` in a card's effect: buy the named shop item or the treasure deck's top. */
export const purchaseEffectVerb: GameVerb = (ctx, frame, args) => {
  const target = select(ctx, args.item as never, frame.scope)[0];
  const onDeck = target === undefined || (isCard(target) && zoneOf(ctx.state, target)?.type === TREASURE_DECK);
  stackEvent(ctx, eventItem(ctx, 'purchase', 'declared-purchase', { item: onDeck ? 'deck' : target }, frame.scope.controller, onDeck || !isCard(target) ? null : target));
  return DONE;
};
