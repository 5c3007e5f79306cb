// Control, moving and leaving play (docs/rules/smash-up.md, "Moving, destroying and other
// verbs" and "Cards, owners and controllers"): moving a minion or Titan to another base keeps
// its controller and is no play (SU-X-TERM-3); a card leaving play goes to its owner's piles,
// whoever controlled it (SU-X-TERM-16, SU-X-INOUT-2), and monsters, treasures and Titans to
// their own places. The destroy hook routes the cards the core verb cannot place.
import type { Ctx, GameVerb } from '../../core/context';
import { DONE, pickedCard, takeAnswer } from '../../core/context';
import { emit, moveCard } from '../../core/ops';
import { prohibited } from '../../core/prohibitions';
import { isCard, type CardRef, type Subject } from '../../core/state';
import { ACTIONS, HAND, MINIONS, baseIn, forget, placeAt, selectedCards, slotCount, slotOf, slotOfBase, zoneOf } from './cards';
import { destroyMonster, isMonster, isTreasure, MONSTER_DISCARD, MONSTERS, TREASURE_DISCARD } from './monsters';
import { destroyTitan, putTitan, titanLeaves, TITANS } from './titans';
import { mayAffect, runningFor } from './affect';

/**
 * `move-minion <minion>`: each chosen minion (or Titan) goes to another base of the mover's
 * choice, its attached actions and counters with it (SU-X-TERM-3, SU-X-ATT-3); its on-play
 * text stays silent and its controller is unchanged. A Titan moved onto a Titan clashes
 * (SU-X-MOD-9).
 */
export const moveMinionVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const mem = frame.mem as { cards?: CardRef[]; asked?: CardRef };
  if (mem.cards === undefined) {
    mem.cards = selectedCards(ctx, args.minion, frame.scope);
  }
  if (mem.asked !== undefined) {
    const card = mem.asked;
    mem.asked = undefined;
    const base = pickedCard(takeAnswer(frame));
    if (base !== null) moveTo(ctx, card, slotOfBase(state, base));
  }
  while (mem.cards.length > 0) {
    const card = mem.cards.shift()!;
    const zone = state.zones[state.cards[card]?.zone ?? '']?.type;
    const from = slotOf(state, card);
    if ((zone !== MINIONS && zone !== TITANS) || from === 0 || !mayAffect(ctx, card, frame.scope.controller, 'move')) continue;
    if (prohibited(ctx, 'moved', card)) continue; // SU-X-GEN-3: a card that cannot be moved stays
    const others: CardRef[] = [];
    for (let slot = 1, slots = slotCount(state); slot <= slots; slot += 1) {
      const base = baseIn(state, slot);
      if (base && slot !== from) others.push(base);
    }
    if (others.length === 0) continue;
    mem.asked = card;
    return { prompt: { kind: 'choose', seat: frame.scope.controller, label: 'Move the minion to another base', candidates: others, min: 1, max: 1, picked: [] } };
  }
  return DONE;
};

function moveTo(ctx: Ctx, card: CardRef, slot: number) {
  if (slot === 0) return;
  const instance = ctx.state.cards[card]!;
  if (ctx.state.zones[instance.zone]?.type === TITANS) {
    putTitan(ctx, instance.controller ?? ctx.state.turn.active, card, slot);
    return;
  }
  placeAt(ctx.state, card, slot);
  emit(ctx, { type: 'moved-to-base', card });
}

/**
 * `return-to-hand <card>`: a card in play goes back to its owner's hand (SU-X-TERM-4); what was
 * on it is discarded and its counters go (ongoing.ts after the step, SU-X-INOUT-3, SU-POW-3). A
 * monster or treasure goes to the pile of its kind and a Titan beside its owner's deck, having
 * no hand to go to (SU-MT-5, SU-TITAN-10).
 */
export const returnToHandVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const chosen = selectedCards(ctx, args.card, frame.scope);
  for (const card of chosen) {
    const instance = state.cards[card];
    const zone = instance && state.zones[instance.zone]?.type;
    if (!instance || (zone !== MINIONS && zone !== ACTIONS && zone !== TITANS && zone !== MONSTERS)) continue;
    if (!mayAffect(ctx, card, frame.scope.controller, 'return')) continue; // SU-X-CANCEL-3
    if (prohibited(ctx, 'moved', card)) continue; // SU-X-GEN-3: returning is a move to another zone
    if (zone === TITANS) {
      if (slotOf(state, card) > 0) titanLeaves(ctx, card);
      continue;
    }
    forget(state, card);
    if (instance.owner === null) {
      moveCard(ctx, card, isMonster(ctx, card) ? MONSTER_DISCARD : TREASURE_DISCARD, 'top', true);
      instance.controller = null;
    } else {
      moveCard(ctx, card, zoneOf(instance.owner, HAND), 'top', true);
      instance.controller = instance.owner;
    }
    emit(ctx, { type: 'returned', card, player: instance.owner });
  }
  return DONE;
};

/**
 * The game's part of destroying (the core verb asks first): a monster goes to its own pile and
 * pays its treasure, a Titan goes back beside its owner's deck, a treasure nobody owns goes to
 * the treasure discard pile (SU-MT-5, SU-MT-13, SU-TITAN-10, SU-X-TERM-7). A card protected
 * from the destroying player is left alone (affect.ts). A player is left to the core verb.
 */
export function destroyCard(ctx: Ctx, subject: Subject): boolean {
  if (!isCard(subject)) return false; // a player is not destroyed the game's way
  const card = subject;
  // A shielded card escapes another player's destroying; it stays where it is (SU-X-CANCEL-2).
  if (!mayAffect(ctx, card, runningFor(ctx), 'destroy')) return true;
  if (destroyMonster(ctx, card) || destroyTitan(ctx, card)) return true;
  const instance = ctx.state.cards[card];
  if (!instance || instance.owner !== null || !isTreasure(ctx, card)) return false;
  forget(ctx.state, card);
  moveCard(ctx, card, TREASURE_DISCARD, 'top', true);
  instance.controller = null;
  emit(ctx, { type: 'destroyed', card });
  return true;
}
