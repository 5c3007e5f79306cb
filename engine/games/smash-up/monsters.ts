// Monsters and treasures (docs/rules/smash-up.md, "Monsters and treasures"), variant
// `monsters-and-treasures`: bases that print a number of monsters bring that many from the
// monster deck; a monster nobody controls adds its power to its base's breakpoint instead of
// anyone's total; when the base scores, the treasure of the monsters still there is shared
// out, and a monster destroyed by a card gives its treasure to that card's player.
// Monsters nobody controls lie in the shared zone `monsters`, their base in the same `at:`
// flag as any card in play (cards.ts).
import type { CardDefinition } from '../../defs';
import type { Ctx, GameVerb } from '../../core/context';
import { DONE } from '../../core/context';
import { statOf } from '../../core/evaluate';
import { emit, moveCard, scopeFor, shuffleDeck, startEffect, withTargets } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { DECK, DISCARD, HAND, MINIONS, baseIn, forget, placeAt, selectedCards, slotOf, slotOfBase, zoneOf } from './cards';
import { mayAffect } from './affect';
import { makeCard } from './module-cards';
import { placesOn } from './scoring';

export const MONSTERS = 'monsters';
export const MONSTER_DECK = 'monster-deck';
export const MONSTER_DISCARD = 'monster-discard';
export const TREASURE_DECK = 'treasure-deck';
export const TREASURE_DISCARD = 'treasure-discard';

export const monstersOn = (ctx: Ctx) => ctx.state.variants['monsters-and-treasures'] !== undefined;
const defOf = (ctx: Ctx, card: CardRef) => ctx.defs.get(ctx.state.cards[card]?.def ?? '');
export const isMonster = (ctx: Ctx, card: CardRef) => defOf(ctx, card)?.kind === 'monster';
export const isTreasure = (ctx: Ctx, card: CardRef) => defOf(ctx, card)?.tags.includes('treasure') === true;

/** The monster and treasure decks, each shuffled on its own (SU-SETUP-5, SU-MT-1), and the monsters of the first bases (SU-SETUP-7). */
export function setupMonsters(ctx: Ctx, cards: readonly CardDefinition[]) {
  const { state } = ctx;
  state.zones[MONSTERS] = { id: MONSTERS, type: MONSTERS, owner: null, cards: [] };
  for (const def of cards) {
    if (def.kind === 'monster') makeCard(ctx, def, MONSTER_DECK, null, false);
    else if (def.tags.includes('treasure')) makeCard(ctx, def, TREASURE_DECK, null, false);
  }
  shuffleDeck(ctx, MONSTER_DECK);
  shuffleDeck(ctx, TREASURE_DECK);
  for (let slot = 1; baseIn(state, slot) !== undefined; slot += 1) bringMonsters(ctx, slot, false);
}

/** The top card of a shared deck, rebuilt from its discard pile when empty (SU-X-SCORE-7). */
function topOf(ctx: Ctx, deck: string, discard: string): CardRef | undefined {
  const zone = ctx.state.zones[deck];
  if (!zone) return undefined;
  if (zone.cards.length === 0) {
    const pile = ctx.state.zones[discard]!;
    for (const card of [...pile.cards]) moveCard(ctx, card, deck, 'top', false);
    shuffleDeck(ctx, deck);
  }
  return zone.cards[zone.cards.length - 1];
}

/**
 * A base entering play brings the monsters it prints (SU-MT-9, SU-SCORE-23). They are played
 * by nobody, yet their on-play text happens, the active player choosing for it (SU-MT-10,
 * A-8, rule option `base-monsters-trigger`); at setup there is no turn yet and it stays silent.
 */
export function bringMonsters(ctx: Ctx, slot: number, resolve = true) {
  const base = baseIn(ctx.state, slot);
  if (!base) return;
  const count = statOf(ctx, base, 'monsters');
  for (let i = 0; i < count; i += 1) playMonster(ctx, slot, resolve);
}

function playMonster(ctx: Ctx, slot: number, resolve: boolean) {
  const monster = topOf(ctx, MONSTER_DECK, MONSTER_DISCARD);
  if (!monster) return;
  moveCard(ctx, monster, MONSTERS, 'top', true);
  ctx.state.cards[monster]!.controller = null; // nobody controls it (SU-MT-8)
  placeAt(ctx.state, monster, slot);
  emit(ctx, { type: 'monster-played', card: monster });
  if (!resolve || ctx.state.options['base-monsters-trigger'] === false) return;
  for (const ability of defOf(ctx, monster)?.abilities ?? []) {
    if (ability.kind === 'play') startEffect(ctx, withTargets(ability.targets, ability.effect), scopeFor(ctx, monster, ctx.state.turn.active));
  }
}

/** `play-monster N`: a card plays monsters from the monster deck onto its own base, or the first (SU-MT-6, SU-MT-7). */
export const playMonsterVerb: GameVerb = (ctx, frame, args) => {
  const count = typeof args.count === 'number' ? args.count : 1;
  const source = frame.scope.source;
  const slot = (source && slotOf(ctx.state, source)) || (source && slotOfBase(ctx.state, source)) || 1;
  for (let i = 0; i < count; i += 1) playMonster(ctx, slot, true);
  return DONE;
};

/** The uncontrolled monsters on the base of a slot. */
export function monstersAt(ctx: Ctx, slot: number): CardRef[] {
  const zone = ctx.state.zones[MONSTERS];
  if (!zone) return [];
  return zone.cards.filter((card) => slotOf(ctx.state, card) === slot);
}

/** Power nobody controls that raises a base's breakpoint (SU-MT-11, SU-GLOS-9). */
export function monsterPowerAt(ctx: Ctx, slot: number): number {
  let power = 0;
  for (const card of monstersAt(ctx, slot)) power += Math.max(0, statOf(ctx, card, 'power'));
  return power;
}

/** Every monster on a base, controlled or not (treasure is counted on all of them, SU-MT-14). */
function allMonstersAt(ctx: Ctx, slot: number): CardRef[] {
  const out = monstersAt(ctx, slot);
  for (const seat of ctx.state.seats) for (const card of ctx.state.zones[zoneOf(seat.id, MINIONS)]?.cards ?? []) if (isMonster(ctx, card) && slotOf(ctx.state, card) === slot) out.push(card);
  return out;
}

/** Treasures drawn into a player's hand; they have no owner, only a controller (SU-MT-18). */
function giveTreasure(ctx: Ctx, seat: SeatId, card: CardRef) {
  const instance = ctx.state.cards[card]!;
  instance.controller = seat;
  moveCard(ctx, card, zoneOf(seat, HAND), 'top', true);
  emit(ctx, { type: 'treasure', card, player: seat });
}

/**
 * Step 6 of SU-SCORE-25: the treasure values of the monsters still on the base are added up,
 * that many treasures turned up, and dealt one at a time from the winner down by total, ties
 * from the active player clockwise, to every player with a minion or power there (SU-MT-14..17,
 * SU-EX-5).
 */
export function shareTreasure(ctx: Ctx, slot: number) {
  let count = 0;
  for (const monster of allMonstersAt(ctx, slot)) count += Math.max(0, statOf(ctx, monster, 'treasure'));
  const takers = placesOn(ctx, slot).map((p) => p.seat);
  if (count === 0 || takers.length === 0) return;
  const turned: CardRef[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = topOf(ctx, TREASURE_DECK, TREASURE_DISCARD);
    if (!card) break;
    ctx.state.zones[TREASURE_DECK]!.cards.pop();
    ctx.state.zones[TREASURE_DISCARD]!.cards.push(card); // turned face up in the open for a moment
    ctx.state.cards[card]!.zone = TREASURE_DISCARD;
    turned.push(card);
  }
  turned.forEach((card, i) => giveTreasure(ctx, takers[i % takers.length]!, card));
}

/** The monsters on a scoring base go to their own discard pile with the other cards (SU-SCORE-20). */
export function discardMonstersAt(ctx: Ctx, slot: number) {
  for (const card of allMonstersAt(ctx, slot)) {
    forget(ctx.state, card);
    moveCard(ctx, card, MONSTER_DISCARD, 'top', true);
    emit(ctx, { type: 'discarded', card, player: null });
  }
}

/**
 * A monster destroyed by a card's effect goes to the monster discard pile and gives the
 * player of that effect its treasure (SU-MT-5, SU-MT-13, A-24); the effect's player is the
 * controller of the effect now resolving (the active player for a base's or monster's text).
 */
export function destroyMonster(ctx: Ctx, card: CardRef): boolean {
  if (!isMonster(ctx, card)) return false;
  const frames = ctx.state.frames;
  const source = frames[frames.length - 1]?.scope.source ?? null;
  const by = source !== null && isMonster(ctx, source) ? null : (frames[frames.length - 1]?.scope.controller ?? ctx.state.turn.active);
  const worth = Math.max(0, statOf(ctx, card, 'treasure'));
  forget(ctx.state, card);
  moveCard(ctx, card, MONSTER_DISCARD, 'top', true);
  ctx.state.cards[card]!.controller = null;
  emit(ctx, { type: 'destroyed', card });
  if (by === null) return true;
  for (let i = 0; i < worth; i += 1) {
    const treasure = topOf(ctx, TREASURE_DECK, TREASURE_DISCARD);
    if (!treasure) break;
    giveTreasure(ctx, by, treasure);
  }
  return true;
}

/**
 * `take-control <minion>`: the player takes control of a card in play, as though they had
 * played it: it lies among their minions and counts in their total, a monster stops raising
 * the breakpoint (SU-X-TERM-15, SU-MT-12, SU-TITAN-6). The owner is unchanged, and the
 * actions attached to it stay their player's (SU-X-ATT-5).
 */
export const takeControlVerb: GameVerb = (ctx, frame, args) => {
  const seat = frame.scope.controller;
  const chosen = selectedCards(ctx, args.minion, frame.scope);
  for (const card of chosen) {
    const instance = ctx.state.cards[card];
    const zone = instance && ctx.state.zones[instance.zone];
    if (!instance || !zone || (zone.type !== MINIONS && zone.type !== MONSTERS) || instance.controller === seat) continue;
    if (!mayAffect(ctx, card, seat, 'control')) continue; // SU-X-TERM-9
    const slot = slotOf(ctx.state, card);
    moveCard(ctx, card, zoneOf(seat, MINIONS), 'top', true);
    placeAt(ctx.state, card, slot);
    instance.controller = seat;
    emit(ctx, { type: 'control-taken', card, player: seat });
  }
  return DONE;
};

/**
 * Monsters and treasures that went to a player's discard pile go to the pile of their kind
 * (SU-MT-5, SU-X-INOUT-2, SU-X-TERM-16). A card that names monsters may send one elsewhere (a
 * hand, a deck); with `monsters-follow-card-destination` off, a monster always goes to its own
 * pile, wherever the card sent it.
 */
export function settleMonstersAndTreasures(ctx: Ctx) {
  const ownPileOnly = ctx.state.options['monsters-follow-card-destination'] === false;
  for (const seat of ctx.state.seats) {
    if (ownPileOnly) {
      for (const zone of [HAND, DECK]) {
        for (const card of [...(ctx.state.zones[zoneOf(seat.id, zone)]?.cards ?? [])]) {
          if (!isMonster(ctx, card)) continue;
          forget(ctx.state, card);
          moveCard(ctx, card, MONSTER_DISCARD, 'top', true);
          ctx.state.cards[card]!.controller = null;
        }
      }
    }
    const pile = ctx.state.zones[zoneOf(seat.id, DISCARD)];
    if (!pile || pile.cards.length === 0) continue;
    for (const card of [...pile.cards]) {
      if (isMonster(ctx, card)) moveCard(ctx, card, MONSTER_DISCARD, 'top', true);
      else if (isTreasure(ctx, card) && ctx.state.cards[card]!.owner === null) moveCard(ctx, card, TREASURE_DISCARD, 'top', true);
      else continue;
      ctx.state.cards[card]!.controller = null;
    }
  }
}
