// The rules of The Binding of Isaac: Four Souls (rule ids from docs/rules/four-souls.md in
// brackets). The kernel runs effects, the stack, priority and triggers; this module says how a
// turn goes, what a player may do, and how purchases, attacks, deaths and refills move through
// the stack one step at a time [FS-EVT-1].
import type { Ability, CardDefinition, Effect, TargetSpec } from '../../defs';
import type { Action, Ctx, GameModule, GameVerb, StepResult } from '../../core/context';
import { DONE, WAIT, child, takeAnswer } from '../../core/context';
import { currentDefId, definitionOf, evaluate, interned, seatOf, seatZoneId, select, statOf } from '../../core/evaluate';
import { emit, entersExhausted, expireEndOfTurn, flip, gainResource, moveCard, pushStackItem, rebuildDeck, scopeFor, shuffleDeck, shuffleZone, startEffect, tableChanged, tableVersion, withTargets } from '../../core/ops';
import { flagTable, nextId, seatsFrom, topOf, type CardRef, type Frame, type GameState, type Scope, type SeatId, type StackItem, type Zone } from '../../core/state';
import { ruleNumber } from '../../core/rule-numbers';
import { grantById, grantedActivated } from '../../core/grants';
import { applyReplacements, nextD6 } from '../../stack/replacements';
import { passesForIdle } from '../../core/machine';
import { awaitReplacementRolls, dealDamageStep, stackRoll, takeReplacementRolls } from '../../effects/rolls';
import { doubledEffect } from '../../effects/double';
import { vocabulary } from './vocabulary';

// Zone types.
const HAND = 'hand';
const CHARACTER = 'character';
const ITEMS = 'items';
const SOULS = 'souls';
const CURSES = 'curses';
const LOOT_DECK = 'loot-deck';
const LOOT_DISCARD = 'loot-discard';
const TREASURE_DECK = 'treasure-deck';
const TREASURE_DISCARD = 'treasure-discard';
const MONSTER_DECK = 'monster-deck';
const MONSTER_DISCARD = 'monster-discard';
const SHOP = 'shop';
const MONSTER_SLOTS = 'monster-slots';
const BONUS_SOULS = 'bonus-souls';
const STARTING_ITEMS = 'starting-items';
const CHARACTER_DECK = 'character-deck';
const STACK_CARDS = 'stack-cards';
const REMOVED = 'removed';

// Rule numbers (the vocabulary's `ruleNumbers`), read through the kernel so variants and cards change them.
const BANK = 'bank'; // [FS-SETUP-2]
const PRICE = 'purchase-price'; // [FS-BUY-2]
const PURCHASES_PER_TURN = 'purchases-per-turn'; // [FS-BUY-1]
const ATTACKS_PER_TURN = 'attacks-per-turn'; // [FS-ATK-1]
const LOOT_PLAYS_PER_TURN = 'loot-plays-per-turn'; // [FS-EFF-4]
const TURN_LOOT = 'turn-loot'; // [FS-TURN-4]
const HAND_LIMIT = 'hand-limit'; // [FS-TURN-10]
const SOULS_TO_WIN = 'souls-to-win'; // [FS-SOUL-2]
const START_LOOT = 'starting-loot'; // [FS-SETUP-10]
const START_CENTS = 'starting-cents'; // [FS-SETUP-11]
const SHOP_SLOTS = 'shop-slots'; // [FS-SETUP-3]
const MONSTER_SLOT_COUNT = 'monster-slots'; // [FS-SETUP-4]
const PENALTY_CENTS = 'penalty-cents'; // [FS-DEATH-4]

/** Zone ids and flag names by seat, made once (the hot paths look them up every step). */
type SeatKeys = {
  hand: string;
  character: string;
  items: string;
  souls: string;
  curses: string;
  lootPlays: string;
  extraLoot: string;
  extraAttack: string;
  extraPurchase: string;
  owedAttack: string;
  penaltyClaim: string;
  died: string;
  dying: string;
  lethal: string;
  forcedDeck: string;
  maxHp: string;
};
const seatKeys = new Map<SeatId, SeatKeys>();
function keysOf(seat: SeatId): SeatKeys {
  let keys = seatKeys.get(seat);
  if (!keys) {
    if (seatKeys.size > 1000) seatKeys.clear();
    keys = {
      hand: seatZoneId(HAND, seat),
      character: seatZoneId(CHARACTER, seat),
      items: seatZoneId(ITEMS, seat),
      souls: seatZoneId(SOULS, seat),
      curses: seatZoneId(CURSES, seat),
      lootPlays: interned(`loot-plays:${seat}`),
      extraLoot: interned(`extra:loot-play:${seat}`),
      extraAttack: interned(`extra:attack:${seat}`),
      extraPurchase: interned(`extra:purchase:${seat}`),
      owedAttack: interned(`owed-attack:${seat}`),
      penaltyClaim: interned(`penalty-claim:${seat}`),
      died: interned(`died:${seat}`),
      dying: interned(`dying:${seat}`),
      lethal: interned(`lethal:${seat}`),
      forcedDeck: interned(`forced-deck:${seat}`),
      maxHp: interned(`${MAX_HP}${seat}`),
    };
    seatKeys.set(seat, keys);
  }
  return keys;
}

// Turn flags.
const PURCHASES = 'purchases';
const ATTACKS = 'attacks';
const COMBAT = 'combat';
const COMBAT_STOP = 'combat-stop';
const END_TURN = 'end-turn';
// Game flags.
const BANK_FLAG = 'bank';
const SOULS_CHECK = 'souls-check';
const MAX_HP = 'max-hp:'; // + seat: a character's health maximum as last seen [FS-GLOS-1]
const CHOSEN_FLAG = 'characters-chosen';

const variant = (state: GameState, id: string) => state.variants[id];
/** What a card is now: a copy (Diplopia, Modeling Clay) is the card it copies [FS-CARD-10]. */
const definition = (ctx: Ctx, card: CardRef): CardDefinition | undefined => definitionOf(ctx, card);
const kindOf = (ctx: Ctx, card: CardRef) => definition(ctx, card)?.kind;
const hasTag = (ctx: Ctx, card: CardRef, tag: string) => definition(ctx, card)?.tags.includes(tag) ?? false;
const zoneOf = (state: GameState, card: CardRef): Zone | undefined => state.zones[state.cards[card]?.zone ?? ''];
const living = (state: GameState) => state.seats.filter((s) => !s.out).map((s) => s.id);
const cents = (state: GameState, seat: SeatId) => state.seats.find((s) => s.id === seat)?.resources.cents ?? 0;
const characterOf = (state: GameState, seat: SeatId): CardRef | null => state.zones[keysOf(seat).character]?.cards[0] ?? null;

/**
 * Shop slots and monster slots are zones of their own, `shop-1`, `monster-slot-1`… [FS-SETUP-5].
 * Their ids are found once per zones table, and again when a zone is added.
 */
type Slots = { shop: string[]; monsters: string[]; all: string[] };
const slotCache = new WeakMap<object, Slots>();
function slotLists(state: GameState): Slots {
  let cached = slotCache.get(state.zones);
  if (!cached) {
    const shop: string[] = [];
    const monsters: string[] = [];
    for (const id in state.zones) {
      const zone = state.zones[id]!;
      if (zone.type === SHOP) shop.push(id);
      else if (zone.type === MONSTER_SLOTS) monsters.push(id);
    }
    const order = (a: string, b: string) => a.length - b.length || (a < b ? -1 : 1);
    shop.sort(order);
    monsters.sort(order);
    cached = { shop, monsters, all: [...shop, ...monsters] };
    slotCache.set(state.zones, cached);
  }
  return cached;
}
function slotIds(state: GameState, type: typeof SHOP | typeof MONSTER_SLOTS): string[] {
  const lists = slotLists(state);
  return type === SHOP ? lists.shop : lists.monsters;
}
function slotsOf(state: GameState, type: typeof SHOP | typeof MONSTER_SLOTS): Zone[] {
  return slotIds(state, type).map((id) => state.zones[id]!);
}
const slotId = (type: typeof SHOP | typeof MONSTER_SLOTS, n: number) => (type === SHOP ? `shop-${n}` : `monster-slot-${n}`);

/** The active monsters: the top card of each monster slot [FS-SETUP-5, FS-TYPE-19]. */
function activeMonsters(state: GameState): CardRef[] {
  const out: CardRef[] = [];
  for (const id of slotIds(state, MONSTER_SLOTS)) {
    const top = topOf(state.zones[id]!);
    if (top) out.push(top);
  }
  return out;
}
const isActiveMonster = (state: GameState, card: CardRef) => {
  const zone = zoneOf(state, card);
  return zone !== undefined && zone.type === MONSTER_SLOTS && topOf(zone) === card;
};

/** Soul cards count the souls they show, at least 1 [FS-SOUL-1]; The Lost's character counts its own [FS-SOUL-7]. */
function soulsOf(ctx: Ctx, seat: SeatId): number {
  let total = 0;
  for (const card of ctx.state.zones[keysOf(seat).souls]?.cards ?? []) total += Math.max(1, statOf(ctx, card, 'souls'));
  const character = characterOf(ctx.state, seat);
  if (character) total += Math.max(0, statOf(ctx, character, 'souls'));
  return total;
}

// ---------------------------------------------------------------------------------------------
// Setup

function addZone(state: GameState, id: string, type: string, owner: SeatId | null): Zone {
  const zone: Zone = { id, type, owner, cards: [] };
  state.zones[id] = zone;
  slotCache.delete(state.zones); // the slots are found again
  return zone;
}

/** Moves a card without reporting it (setup only). */
function place(state: GameState, card: CardRef, zone: Zone, faceUp: boolean, exhausted = false) {
  const instance = state.cards[card]!;
  const from = state.zones[instance.zone];
  if (from) from.cards.splice(from.cards.lastIndexOf(card), 1);
  zone.cards.push(card);
  instance.zone = zone.id;
  instance.owner = zone.owner;
  instance.controller = zone.owner;
  instance.faceUp = faceUp;
  instance.exhausted = exhausted;
}

function setup(ctx: Ctx, config: Parameters<GameModule['setup']>[1]) {
  const { state } = ctx;
  const seats = state.seats.map((s) => s.id);
  for (const seat of seats) {
    const keys = keysOf(seat);
    addZone(state, keys.hand, HAND, seat);
    addZone(state, keys.character, CHARACTER, seat);
    addZone(state, keys.items, ITEMS, seat);
    addZone(state, keys.souls, SOULS, seat);
    addZone(state, keys.curses, CURSES, seat);
  }
  for (const type of [LOOT_DECK, LOOT_DISCARD, TREASURE_DECK, TREASURE_DISCARD, MONSTER_DECK, MONSTER_DISCARD, BONUS_SOULS, STARTING_ITEMS, CHARACTER_DECK, STACK_CARDS, REMOVED]) addZone(state, type, type, null);
  for (let n = 1; n <= ruleNumber(ctx, SHOP_SLOTS); n += 1) addZone(state, slotId(SHOP, n), SHOP, null);
  for (let n = 1; n <= ruleNumber(ctx, MONSTER_SLOT_COUNT); n += 1) addZone(state, slotId(MONSTER_SLOTS, n), MONSTER_SLOTS, null);
  // Every card starts in the deck of its kind [FS-SETUP-1]; eternal items wait with the characters.
  const deckFor = (def: CardDefinition): string => {
    switch (def.kind) {
      case 'character':
        return CHARACTER_DECK;
      case 'loot':
        return LOOT_DECK;
      case 'monster':
      case 'bonus':
      case 'curse':
        return MONSTER_DECK;
      case 'bonus-soul':
        return variant(state, 'bonus-souls') ? BONUS_SOULS : REMOVED;
      default:
        return def.tags.includes('eternal') ? STARTING_ITEMS : TREASURE_DECK;
    }
  };
  config.cards.forEach((def, i) => {
    const id = `c${i + 1}`;
    const zone = deckFor(def);
    state.cards[id] = { id, def: def.id, owner: null, controller: null, zone, faceUp: zone === BONUS_SOULS, exhausted: false, damage: 0, counters: {} };
    state.zones[zone]!.cards.push(id);
  });
  for (const deck of [LOOT_DECK, TREASURE_DECK, MONSTER_DECK, CHARACTER_DECK, STARTING_ITEMS]) shuffleDeck(ctx, deck);
  const characters = state.zones[CHARACTER_DECK]!.cards;
  if (characters.length < seats.length) return { code: 'bad-config' as const, message: `Four Souls with ${seats.length} players needs ${seats.length} characters; the set has ${characters.length}` };
  const startLoot = ruleNumber(ctx, START_LOOT);
  const startCents = ruleNumber(ctx, START_CENTS);
  const lootNeeded = seats.length * startLoot;
  if (state.zones[LOOT_DECK]!.cards.length < lootNeeded) return { code: 'bad-config' as const, message: `Four Souls with ${seats.length} players needs at least ${lootNeeded} loot cards` };
  // Chosen characters: one of two dealt, or any; picked in the setup phase of `flow` [FS-VAR-11].
  const chosen = variant(state, 'chosen-characters');
  if (chosen && chosen.pick !== 'any' && characters.length < 2 * seats.length) return { code: 'bad-config' as const, message: `Chosen characters (one of two) with ${seats.length} players needs ${2 * seats.length} characters; the set has ${characters.length}` };
  // The mini-draft is for two players [FS-VAR-6].
  if (variant(state, 'two-player-draft') && seats.length !== 2) return { code: 'bad-config' as const, message: `The two-player draft needs 2 players, not ${seats.length}` };
  // One character each, deactivated, with its starting items charged [FS-SETUP-8, FS-SETUP-9, FS-SETUP-14].
  for (const seat of chosen ? [] : seats) {
    const card = characters[characters.length - 1]!;
    place(state, card, state.zones[keysOf(seat).character]!, true, true);
    for (const item of startingItems(ctx, card)) place(state, item, state.zones[keysOf(seat).items]!, true);
  }
  // Three loot cards and 3¢ each, from the bank [FS-SETUP-10, FS-SETUP-11].
  const lootDeck = state.zones[LOOT_DECK]!;
  for (const seat of seats) {
    for (let i = 0; i < startLoot; i += 1) place(state, lootDeck.cards[lootDeck.cards.length - 1]!, state.zones[keysOf(seat).hand]!, true);
    state.seats.find((s) => s.id === seat)!.resources.cents = startCents;
  }
  state.flags.game[BANK_FLAG] = ruleNumber(ctx, BANK) - startCents * seats.length;
  // The shop and the monster slots open with one card each [FS-SETUP-3, FS-SETUP-4]; a
  // non-monster goes under the monster deck unresolved [FS-SETUP-6].
  for (const slot of slotsOf(state, SHOP)) {
    const top = topOf(state.zones[TREASURE_DECK]!);
    // A card that enters the shop deactivated (Mom's Shovel) lies so from the start [FS-CARD-12].
    if (top) place(state, top, slot, true, entersExhausted(ctx, top, SHOP) === true);
  }
  const monsterDeck = state.zones[MONSTER_DECK]!;
  for (const slot of slotsOf(state, MONSTER_SLOTS)) {
    for (let tries = monsterDeck.cards.length; tries > 0; tries -= 1) {
      const top = topOf(monsterDeck)!;
      if (kindOf(ctx, top) === 'monster') {
        place(state, top, slot, true);
        break;
      }
      monsterDeck.cards.pop();
      monsterDeck.cards.unshift(top);
    }
  }
  tableChanged();
  // Cain's player goes first, else the first seat (the saddest player) [FS-SETUP-12]; or by a roll [FS-SETUP-13, FS-VAR-15].
  // Chosen characters are known only after the setup phase, which looks for Cain again.
  const first = variant(state, 'first-player-by-roll') ? rollForFirst(ctx, seats) : cainFirst(ctx);
  state.turn = { number: 1, active: first, phase: 'setup', step: 0 };
  return null;
}

/** Cain's player, else the first seat (the saddest player) [FS-SETUP-12]. */
function cainFirst(ctx: Ctx): SeatId {
  const seats = ctx.state.seats.map((s) => s.id);
  return seats.find((seat) => definition(ctx, characterOf(ctx.state, seat) ?? '')?.name === 'Cain') ?? seats[0]!;
}

/** Every player rolls a die, the highest goes first and the tied highest roll again [FS-SETUP-13, FS-VAR-15]. */
function rollForFirst(ctx: Ctx, seats: SeatId[]): SeatId {
  const { state } = ctx;
  let rolling = [...seats];
  for (let round = 0; round < 50 && rolling.length > 1; round += 1) {
    const values = rolling.map((seat) => {
      const value = nextD6(state);
      emit(ctx, { type: 'first-player-roll', player: seat, value });
      return value;
    });
    const best = Math.max(...values);
    rolling = rolling.filter((_, i) => values[i] === best);
  }
  return rolling[0]!;
}

/** The cards of the starting-item pool that a character starts with (`starts-with`). */
function startingItems(ctx: Ctx, character: CardRef): CardRef[] {
  const { state } = ctx;
  const pool = state.zones[STARTING_ITEMS]!.cards;
  const out: CardRef[] = [];
  for (const defId of definition(ctx, character)?.startsWith ?? []) {
    const card = pool.find((c) => state.cards[c]!.def === defId);
    if (card) out.push(card);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Money: the bank holds every cent nobody owns [FS-SETUP-2, FS-GLOS-7].

function resourceChange(ctx: Ctx, seat: SeatId, resource: string, amount: number, before: number): number {
  if (resource !== 'cents') return amount;
  const { flags } = ctx.state;
  // Every coin is the bank's or a player's, so the bank is 100 minus what the players hold
  // [FS-SETUP-2]; counted, not only remembered, since a laid-out game clears the flags.
  let held = 0;
  for (const s of ctx.state.seats) held += s.resources.cents ?? 0;
  const bank = Math.max(0, ruleNumber(ctx, BANK) - held);
  if (amount > 0) {
    // A gain from the bank: replacements first (Counterfeit Penny) [FS-CARD-25], then cut to what the bank holds [A-23].
    const replaced = applyReplacements(ctx, { type: 'gain', player: seat, amount });
    const wanted = replaced === null ? 0 : Math.max(0, Number(replaced.amount) || 0);
    const taken = Math.min(wanted, bank);
    flags.game[BANK_FLAG] = bank - taken;
    return taken;
  }
  // A loss or a payment goes back to the bank; nobody loses more than they have [FS-GLOS-21, FS-EX-16].
  const lost = Math.min(before, -amount);
  flags.game[BANK_FLAG] = bank + lost;
  return -lost;
}

/** Cents moving between players (a steal, a deal): the bank is not involved and no gain triggers [FS-NEG-6]. */
function moveCents(ctx: Ctx, from: SeatId, to: SeatId, amount: number): number {
  const giver = ctx.state.seats.find((s) => s.id === from);
  const taker = ctx.state.seats.find((s) => s.id === to);
  if (!giver || !taker) return 0;
  const moved = Math.max(0, Math.min(amount, giver.resources.cents ?? 0));
  if (moved === 0) return 0;
  giver.resources.cents = (giver.resources.cents ?? 0) - moved;
  taker.resources.cents = (taker.resources.cents ?? 0) + moved;
  emit(ctx, { type: 'cents-moved', player: from, to, amount: moved });
  emit(ctx, { type: 'lost', player: from, resource: 'cents', amount: moved, to });
  emit(ctx, { type: 'gained', player: to, resource: 'cents', amount: moved, from });
  return moved;
}

// ---------------------------------------------------------------------------------------------
// The stack: game events as stack items [FS-STACK-2].

function eventItem(ctx: Ctx, label: string, verb: string, args: Record<string, string | number | boolean>, controller: SeatId, source: CardRef | null = null, combat = false): StackItem {
  const item: StackItem = {
    id: nextId(ctx.state, 's'),
    kind: 'event',
    label,
    source,
    controller,
    effect: { kind: 'game', verb, args },
    scope: scopeFor(ctx, source, controller),
    check: null,
  };
  if (combat) item.combat = true;
  return item;
}

/** Puts a game event on the stack; the active player gets priority [FS-STACK-8]. */
function stackEvent(ctx: Ctx, item: StackItem) {
  pushStackItem(ctx, item);
  ctx.state.priority = null;
}

/** An empty slot's refill goes on the stack, for the active player [FS-REFILL-1]. */
function stackRefill(ctx: Ctx, slot: string) {
  stackEvent(ctx, eventItem(ctx, 'refill', 'refill', { slot }, ctx.state.turn.active));
}

/** A monster is dying: its death goes on the stack, once [FS-MDEATH-1]. */
function stackMonsterDeath(ctx: Ctx, monster: CardRef) {
  ctx.state.flags.turn[dyingKey(monster)] = 1;
  stackEvent(ctx, eventItem(ctx, 'monster death', 'monster-dies', { card: monster }, ctx.state.turn.active, monster));
}

/** A player is dying: the death goes on the stack as their own [FS-DEATH-1]. */
function stackPlayerDeath(ctx: Ctx, seat: SeatId) {
  ctx.state.flags.turn[keysOf(seat).dying] = 1;
  stackEvent(ctx, eventItem(ctx, 'death', 'player-dies', { player: seat }, seat, characterOf(ctx.state, seat)));
}

/** Stops the attack under way: its rolls and combat damage leave the stack [FS-FIZZ-6, FS-ATK-5]. */
function stopCombat(ctx: Ctx) {
  const { state } = ctx;
  if (!state.flags.turn[COMBAT]) return;
  state.flags.turn[COMBAT_STOP] = 1;
  const cancelled = state.stack.filter((item) => item.combat);
  if (cancelled.length === 0) return;
  state.stack = state.stack.filter((item) => !item.combat);
  for (const item of cancelled) emit(ctx, { type: 'cancelled', item: item.id, card: item.source });
}

const END_PHASES = new Set(['end-triggers', 'heal', 'hand-limit', 'next']);
const DISCARDS = new Set([LOOT_DISCARD, TREASURE_DISCARD, MONSTER_DISCARD]);
/** Zones whose cards are in play, face up for everyone. */
const IN_PLAY_FACE_UP: ReadonlySet<string> = new Set([CHARACTER, ITEMS, SOULS, CURSES]);

/** The turn moves to its end phase now, whatever is on the stack [FS-TURN-8, FS-DEATH-13, FS-REFILL-9]. */
function endTurnNow(ctx: Ctx) {
  const { state } = ctx;
  state.flags.turn[END_TURN] = 1;
  if (END_PHASES.has(state.turn.phase)) return;
  phaseEnded(ctx);
  stopCombat(ctx);
  state.turn.phase = 'end-triggers';
  state.passes = 0;
  emit(ctx, { type: 'turn-ended', player: state.turn.active });
}

// ---------------------------------------------------------------------------------------------
// Playing effects [FS-EFF-1]: loot cards, activated and paid abilities.

/** How a seat may play a loot card now: its free action-phase play, an extra play, or its character. */
function lootPlay(ctx: Ctx, seat: SeatId): 'free' | 'extra' | 'character' | null {
  const { state } = ctx;
  const keys = keysOf(seat);
  const turn = state.flags.turn;
  // [FS-EFF-4]
  if (seat === state.turn.active && state.turn.phase === 'action' && (turn[keys.lootPlays] ?? 0) < ruleNumber(ctx, LOOT_PLAYS_PER_TURN, seat)) return 'free';
  if ((turn[keys.extraLoot] ?? 0) > 0) return 'extra';
  // [FS-EFF-5, FS-EFF-6]
  const character = characterOf(state, seat);
  if (character && !state.cards[character]!.exhausted) return 'character';
  return null;
}

const isEternal = (ctx: Ctx, card: CardRef) => hasTag(ctx, card, 'eternal') || (ctx.state.flags.game[`eternal:${card}`] ?? 0) > 0;

/** Whether a seat can pay an activated ability's costs now [FS-TYPE-4, FS-TYPE-5]. */
function canPay(ctx: Ctx, seat: SeatId, card: CardRef, ability: Extract<Ability, { kind: 'activated' }>, index: number | string): boolean {
  const { state } = ctx;
  if (ability.oncePerTurn && (state.flags.turn[`once:${card}#${index}`] ?? 0) > 0) return false;
  for (const cost of ability.costs) {
    switch (cost.kind) {
      case 'exhaust':
        if (state.cards[card]!.exhausted) return false;
        break;
      case 'pay':
        if (typeof cost.amount === 'number' && cents(state, seat) < cost.amount) return false;
        break;
      case 'discard':
        if ((state.zones[keysOf(seat).hand]?.cards.length ?? 0) < cost.count) return false;
        break;
      case 'destroy-self':
        if (isEternal(ctx, card)) return false; // [FS-CARD-2]
        break;
      case 'remove-counters':
        if ((state.cards[card]!.counters[cost.counter] ?? 0) < cost.count) return false;
        break;
    }
  }
  return true;
}

/** The character's own "deactivate: play one more loot card" is offered as a loot play instead. */
function isLootPlayAbility(ability: Ability): boolean {
  return ability.kind === 'activated' && ability.effect.kind === 'extra-action' && ability.effect.action === 'loot-play';
}

type Activated = { ability: Extract<Ability, { kind: 'activated' }>; index: number };
/** Asked for every item of every seat at every window: found once per definition. */
const activatedOf = new WeakMap<CardDefinition, readonly Activated[]>();
const NO_ABILITIES: readonly Activated[] = [];

function activatedAbilities(def: CardDefinition | undefined): readonly Activated[] {
  if (!def) return NO_ABILITIES;
  let out = activatedOf.get(def);
  if (out === undefined) {
    const found: Activated[] = [];
    def.abilities.forEach((ability, index) => {
      if (ability.kind === 'activated' && !isLootPlayAbility(ability)) found.push({ ability, index });
    });
    out = found;
    activatedOf.set(def, out);
  }
  return out;
}

/** The attacks a seat could declare now, were it free to attack: each active monster and the deck's top [FS-ATK-2]. */
function attackMoves(ctx: Ctx, seat: SeatId): Action[] {
  const { state } = ctx;
  const out: Action[] = [];
  const monsters = activeMonsters(state);
  // Minions die first: no boss while a basic monster is active [FS-VAR-14].
  const minionsFirst = variant(state, 'minions-die-first') && monsters.some((m) => !hasTag(ctx, m, 'boss'));
  for (const monster of monsters) if (!(minionsFirst && hasTag(ctx, monster, 'boss'))) out.push({ seat, kind: 'attack', target: monster });
  if (state.zones[MONSTER_DECK]!.cards.length + state.zones[MONSTER_DISCARD]!.cards.length > 0) out.push({ seat, kind: 'attack', target: 'deck' });
  return out;
}

/** The window that holds the action phase open until an attack owed "this turn" is made: attacks only [FS-ATK-13]. */
const OWED_ATTACK = 'owed-attack';

function moves(ctx: Ctx, prompt: Parameters<GameModule['moves']>[1]): Action[] {
  const { state } = ctx;
  const seat = prompt.seat;
  if (prompt.kind === 'main' && prompt.window === OWED_ATTACK) return attackMoves(ctx, seat);
  const out: Action[] = [];
  const keys = keysOf(seat);
  const turn = state.flags.turn;
  // Purchases and attacks: the active player, in their action phase, on an empty stack [FS-BUY-1, FS-BUY-3, FS-ATK-1, FS-ATK-3, FS-ATK-11].
  if (seat === state.turn.active && state.turn.phase === 'action' && state.stack.length === 0 && !turn[COMBAT]) {
    if ((turn[PURCHASES] ?? 0) < ruleNumber(ctx, PURCHASES_PER_TURN, seat) + (turn[keys.extraPurchase] ?? 0) && cents(state, seat) >= ruleNumber(ctx, PRICE, seat)) {
      for (const slot of slotsOf(state, SHOP)) {
        const item = topOf(slot);
        if (item) out.push({ seat, kind: 'buy', item });
      }
      if (state.zones[TREASURE_DECK]!.cards.length + state.zones[TREASURE_DISCARD]!.cards.length > 0) out.push({ seat, kind: 'buy', item: 'deck' });
    }
    if (attacksLeft(ctx, seat) > 0) out.push(...attackMoves(ctx, seat));
  }
  if (lootPlay(ctx, seat)) for (const card of state.zones[keys.hand]!.cards) out.push({ seat, kind: 'play', card });
  for (const zone of [keys.items, keys.character]) {
    for (const card of state.zones[zone]!.cards) {
      const list = activatedAbilities(definition(ctx, card));
      for (const { ability, index } of list) {
        if (!canPay(ctx, seat, card, ability, index)) continue;
        out.push(list.length > 1 ? { seat, kind: 'activate', card, ability: index } : { seat, kind: 'activate', card });
      }
      // Abilities the card has for a while (engine/core/grants.ts), named by their grant.
      for (const { grant, ability } of grantedActivated(ctx, card)) if (canPay(ctx, seat, card, ability, grant.id)) out.push({ seat, kind: 'activate', card, grant: grant.id });
    }
  }
  // Souls are money: once per action phase, a soul for 5¢, a loot or a starting item [FS-VAR-9, A-17].
  const money = variant(state, 'souls-are-money');
  if (money && seat === state.turn.active && state.turn.phase === 'action' && !turn['soul-sold']) {
    for (const soul of state.zones[keys.souls]!.cards) {
      out.push({ seat, kind: 'sell-soul', soul, for: 'cents' });
      out.push({ seat, kind: 'sell-soul', soul, for: 'loot' });
      if (state.zones[STARTING_ITEMS]!.cards.length > 0) out.push({ seat, kind: 'sell-soul', soul, for: 'item' });
    }
  }
  // Enhanced trading: loot cards, and items unless a death or an attack is under way, may be
  // given to another player; souls never [FS-VAR-7].
  if (variant(state, 'enhanced-trading')) {
    const gifts = deathOrAttackUnderWay(ctx) ? state.zones[keys.hand]!.cards : [...state.zones[keys.hand]!.cards, ...state.zones[keys.items]!.cards];
    for (const card of gifts) for (const to of living(state)) if (to !== seat) out.push({ seat, kind: 'give', card, to });
  }
  // The character's own activation, for one more loot play this turn, on any player's turn
  // [FS-EFF-5, FS-TURN-6]; offered to a player with a loot card to play with it.
  const character = characterOf(state, seat);
  const lootIndex = character ? lootPlayIndex(ctx, character) : -1;
  if (character && lootIndex >= 0 && !state.cards[character]!.exhausted && state.zones[keys.hand]!.cards.length > 0) {
    // Named by its ability's place only when the character has other activated abilities too.
    out.push(activatedAbilities(definition(ctx, character)).length === 0 ? { seat, kind: 'activate', card: character } : { seat, kind: 'activate', card: character, ability: lootIndex });
  }
  return out;
}

/** Where the character's "deactivate: one more loot play" ability is among its abilities; -1 when it has none. */
function lootPlayIndex(ctx: Ctx, character: CardRef): number {
  return definition(ctx, character)?.abilities.findIndex(isLootPlayAbility) ?? -1;
}

/**
 * Negotiation [FS-NEG-1, FS-NEG-3, FS-NEG-4, FS-GLOS-8]: any living player with cents may pay
 * any other 1¢ at a time, whenever a player could act, off the stack, including a player who has
 * nothing else to do (the kernel offers these beside every main and priority decision).
 */
function freeMoves(ctx: Ctx, seat: SeatId): Action[] {
  const { state } = ctx;
  if (cents(state, seat) <= 0) return [];
  const out: Action[] = [];
  for (const to of living(state)) if (to !== seat) out.push({ seat, kind: 'give', cents: 1, to });
  return out;
}

function attacksLeft(ctx: Ctx, seat: SeatId): number {
  const turn = ctx.state.flags.turn;
  return ruleNumber(ctx, ATTACKS_PER_TURN, seat) + (turn[keysOf(seat).extraAttack] ?? 0) - (turn[ATTACKS] ?? 0);
}

function applyMove(ctx: Ctx, action: Action) {
  const { state } = ctx;
  const seat = action.seat;
  const keys = keysOf(seat);
  switch (action.kind) {
    case 'play': {
      const card = String(action.card);
      const how = lootPlay(ctx, seat);
      if (how === 'free') state.flags.turn[keys.lootPlays] = (state.flags.turn[keys.lootPlays] ?? 0) + 1;
      else if (how === 'extra') state.flags.turn[keys.extraLoot] = (state.flags.turn[keys.extraLoot] ?? 0) - 1;
      else if (how === 'character') exhaust(ctx, characterOf(state, seat)!);
      // A loot card sits on the stack as the card itself [FS-STACK-3, FS-TYPE-11].
      moveCard(ctx, card, STACK_CARDS, 'top', true);
      emit(ctx, { type: 'loot-played', player: seat, card });
      const def = definition(ctx, card);
      const index = def?.abilities.findIndex((a) => a.kind === 'play') ?? -1;
      const ability = index >= 0 ? def!.abilities[index]! : null;
      startEffect(ctx, ability && ability.kind === 'play' ? castEffect(card, index, 'card', ability) : { kind: 'game', verb: 'cast', args: { card, ability: index, kind: 'card' } }, scopeFor(ctx, card, seat));
      return;
    }
    case 'activate': {
      const card = String(action.card);
      // The character's loot-play activation: deactivate it, and one more loot play this turn [FS-EFF-5, FS-TURN-6].
      const lootIndex = card === characterOf(state, seat) ? lootPlayIndex(ctx, card) : -1;
      if (lootIndex >= 0 && (action.ability === lootIndex || (action.ability === undefined && activatedAbilities(definition(ctx, card)).length === 0))) {
        exhaust(ctx, card);
        state.flags.turn[keys.extraLoot] = (state.flags.turn[keys.extraLoot] ?? 0) + 1;
        emit(ctx, { type: 'activated', card, player: seat });
        return;
      }
      const granted = typeof action.grant === 'string' ? grantById(ctx, action.grant) : undefined;
      const list = activatedAbilities(definition(ctx, card));
      const chosen = granted && granted.ability.kind === 'activated' ? { ability: granted.ability, index: -1 } : (list.find((a) => action.ability === undefined || a.index === action.ability) ?? list[0]!);
      const { ability, index } = chosen;
      if (ability.oncePerTurn) state.flags.turn[`once:${card}#${granted ? granted.id : index}`] = 1;
      // Costs are paid as the ability is played; its targets are chosen before it is stacked [FS-EFF-3].
      const steps: Effect[] = [];
      for (const cost of ability.costs) {
        if (cost.kind === 'exhaust') steps.push({ kind: 'exhaust', cards: { kind: 'self' }, exhausted: true });
        else if (cost.kind === 'pay') steps.push({ kind: 'lose', resource: cost.resource, amount: cost.amount, from: { kind: 'you' } });
        else if (cost.kind === 'discard') steps.push({ kind: 'discard', count: cost.count, who: { kind: 'you' }, chooser: 'owner' });
        else if (cost.kind === 'remove-counters') steps.push({ kind: 'remove-counter', counter: cost.counter, amount: cost.count, from: { kind: 'self' } });
        else steps.push({ kind: 'destroy', cards: { kind: 'self' } });
      }
      // A copy's ability is played from the card it copies, even if paying its costs ends the copy (destroy this).
      const def = currentDefId(state, card);
      steps.push(castEffect(card, index, 'ability', ability, def !== state.cards[card]!.def ? def : undefined, granted?.id));
      // Paying for a paid effect (in cents, or in counters as The Bone does) is no activation of the item [FS-TYPE-5, FS-TYPE-6].
      const paidOnly = ability.costs.some((c) => c.kind === 'pay' || c.kind === 'remove-counters') && !ability.costs.some((c) => c.kind === 'exhaust');
      emit(ctx, { type: paidOnly ? 'paid' : 'activated', card, player: seat });
      startEffect(ctx, { kind: 'sequence', steps }, scopeFor(ctx, card, seat));
      return;
    }
    case 'buy':
      // The declaration goes on the stack; the buyer keeps priority [FS-BUY-4, FS-PRIO-8].
      pushStackItem(ctx, eventItem(ctx, 'purchase', 'declared-purchase', { item: String(action.item) }, seat, action.item === 'deck' ? null : String(action.item)));
      emit(ctx, { type: 'purchase-declared', player: seat, card: action.item === 'deck' ? null : String(action.item) });
      return;
    case 'attack':
      // [FS-ATK-4]
      pushStackItem(ctx, eventItem(ctx, 'attack', 'declared-attack', { target: String(action.target) }, seat, action.target === 'deck' ? null : String(action.target)));
      emit(ctx, { type: 'attack-declared', player: seat, card: action.target === 'deck' ? null : String(action.target) });
      return;
    case 'sell-soul': {
      state.flags.turn['soul-sold'] = 1;
      // A discarded bonus soul (or The Bone) lies face down, out for good [FS-VAR-5, FS-SOUL-8].
      moveCard(ctx, String(action.soul), REMOVED, 'top', !lostForGood(ctx, String(action.soul)));
      emit(ctx, { type: 'soul-lost', player: seat, card: String(action.soul) });
      const amount = Number(variant(state, 'souls-are-money')?.cents ?? 5);
      if (action.for === 'cents') startEffect(ctx, { kind: 'gain', resource: 'cents', amount, to: { kind: 'you' } }, scopeFor(ctx, null, seat));
      else if (action.for === 'loot') startEffect(ctx, { kind: 'game', verb: 'loot', args: { count: 1 } }, scopeFor(ctx, null, seat));
      else {
        const top = topOf(state.zones[STARTING_ITEMS]!);
        if (top) gainItem(ctx, seat, top);
      }
      return;
    }
    case 'give':
      // Off the stack, at once once accepted [FS-VAR-7, FS-NEG-4].
      if (action.cents !== undefined) startEffect(ctx, { kind: 'game', verb: 'give', args: { cents: Number(action.cents), to: String(action.to) } }, scopeFor(ctx, null, seat));
      else startEffect(ctx, { kind: 'game', verb: 'give', args: { card: String(action.card), to: String(action.to) } }, scopeFor(ctx, null, seat));
      return;
  }
}

function exhaust(ctx: Ctx, card: CardRef) {
  const instance = ctx.state.cards[card];
  if (!instance || instance.exhausted) return;
  instance.exhausted = true;
  emit(ctx, { type: 'exhausted', card });
}

/**
 * What playing an ability does before it is stacked: a modal ability's mode is chosen first and
 * then only the targets that mode uses; both stay fixed whatever answers it [FS-EFF-3].
 */
function castEffect(card: CardRef, index: number, kind: 'card' | 'ability', ability: Extract<Ability, { kind: 'play' | 'activated' }>, def?: string, grant?: string): Effect {
  const args: Record<string, string | number> = def === undefined ? { card, ability: index, kind } : { card, ability: index, kind, def };
  if (grant !== undefined) args.grant = grant;
  if (ability.effect.kind === 'choose-mode') return { kind: 'game', verb: 'cast-mode', args };
  return withTargets(ability.targets, { kind: 'game', verb: 'cast', args });
}

/** The names an effect reads as `bound` (the targets a mode uses). */
function boundNames(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) boundNames(v, out);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (node.kind === 'bound' && typeof node.name === 'string') out.add(node.name);
    for (const key in node) boundNames(node[key], out);
  }
  return out;
}

/**
 * The definition an ability was played from: a copy's ability resolves as it was played, even
 * if the copy has ended meanwhile (the `def` its stack item carries).
 */
const playedFrom = (ctx: Ctx, card: CardRef, args: Record<string, unknown>): CardDefinition | undefined => (typeof args.def === 'string' ? ctx.defs.get(args.def) : definition(ctx, card));

/** The ability played: the card's own (as played from, see playedFrom), or one it was given for a while (`grant`). */
function playedAbility(ctx: Ctx, card: CardRef, args: Record<string, unknown>): Ability | undefined {
  if (typeof args.grant === 'string') return grantById(ctx, args.grant)?.ability;
  return playedFrom(ctx, card, args)?.abilities[Number(args.ability)];
}

/** `cast-mode`: the player picks the mode as they play the ability, then its targets [FS-EFF-3]. */
const castModeVerb: GameVerb = (ctx, frame, args) => {
  const card = String(args.card);
  const index = Number(args.ability);
  const ability = playedAbility(ctx, card, args);
  if (!ability || (ability.kind !== 'play' && ability.kind !== 'activated') || ability.effect.kind !== 'choose-mode') return DONE;
  const modes = ability.effect.modes;
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'mode', seat: frame.scope.controller, label: 'Choose one', modes: ability.effect.labels ?? modes.map((m) => m.kind) } };
  }
  if (frame.pc === 1) {
    frame.pc = 2;
    const reply = takeAnswer(frame);
    const mode = typeof reply?.index === 'number' && reply.index >= 0 && reply.index < modes.length ? reply.index : 0;
    const used = boundNames(modes[mode]);
    const targets = ability.targets.filter((t) => used.has(t.name));
    const cast: Record<string, string | number> = { card, ability: index, kind: String(args.kind), mode };
    if (typeof args.def === 'string') cast.def = args.def;
    if (typeof args.grant === 'string') cast.grant = args.grant;
    return child(withTargets(targets, { kind: 'game', verb: 'cast', args: cast }), frame.scope);
  }
  return DONE;
};

/** `cast`: puts a played loot card or an activated ability on the stack, targets chosen. */
const castVerb: GameVerb = (ctx, frame, args) => {
  const card = String(args.card);
  const from = playedFrom(ctx, card, args);
  // An effect that cancels "target stack item" names its target now, as it is played [FS-EFF-3, FS-FIZZ-1].
  const cancels = frame.pc === 0 ? cancelsStackItem(playedAbility(ctx, card, args)) : null;
  // Only items of the label it names (The Fool: a death) [FS-CARD-26].
  const candidates = cancels ? ctx.state.stack.filter((item) => cancels.label === null || item.label === cancels.label).map((item) => item.id).reverse() : [];
  if (frame.pc === 0 && candidates.length > 0) {
    frame.pc = 1;
    if (candidates.length > 1) return { prompt: { kind: 'choose', seat: frame.scope.controller, label: 'Choose the stack item to cancel', candidates, min: 1, max: 1, picked: [] } };
    frame.scope = { ...frame.scope, bound: { ...frame.scope.bound, [STACK_TARGET]: candidates } };
  } else if (frame.pc === 1) {
    const reply = takeAnswer(frame);
    if (typeof reply?.id === 'string') frame.scope = { ...frame.scope, bound: { ...frame.scope.bound, [STACK_TARGET]: [reply.id] } };
  }
  const resolve: Record<string, string | number> = typeof args.mode === 'number' ? { card, ability: Number(args.ability), mode: args.mode } : { card, ability: Number(args.ability) };
  // A copy's ability remembers whose it is; a granted one, its grant.
  if (typeof args.def === 'string') resolve.def = args.def;
  if (typeof args.grant === 'string') resolve.grant = args.grant;
  const item: StackItem = {
    id: nextId(ctx.state, 's'),
    kind: args.kind === 'card' ? 'card' : 'ability',
    label: from?.name ?? card,
    source: card,
    controller: frame.scope.controller,
    effect: { kind: 'game', verb: 'resolve', args: resolve },
    scope: frame.scope,
    check: null,
  };
  pushStackItem(ctx, item);
  return DONE;
};

/** Where a cancel's chosen stack item is kept in the scope (the kernel's cancel reads it). */
const STACK_TARGET = 'stack-item';

/** Asked at every card played: found once per ability. */
const cancelsOf = new WeakMap<Ability, { label: string | null } | null>();

/** Whether the ability cancels "target stack item"; if so, the label it asks for (null: any item). */
function cancelsStackItem(ability: Ability | undefined): { label: string | null } | null {
  if (!ability || (ability.kind !== 'play' && ability.kind !== 'activated')) return null;
  let found = cancelsOf.get(ability);
  if (found === undefined) {
    found = findCancel(ability);
    cancelsOf.set(ability, found);
  }
  return found;
}

function findCancel(ability: Extract<Ability, { kind: 'play' | 'activated' }>): { label: string | null } | null {
  const walk = (value: unknown): { label: string | null } | null => {
    if (Array.isArray(value)) {
      for (const v of value) {
        const found = walk(v);
        if (found) return found;
      }
      return null;
    }
    if (!value || typeof value !== 'object') return null;
    const effect = value as { kind?: unknown; what?: unknown; label?: unknown };
    if (effect.kind === 'cancel' && effect.what === 'target-stack-item') return { label: typeof effect.label === 'string' ? effect.label : null };
    for (const v of Object.values(value)) {
      const found = walk(v);
      if (found) return found;
    }
    return null;
  };
  return walk(ability.effect);
}

/** The targets an ability named, still valid? [FS-FIZZ-2] */
function targetsHold(ctx: Ctx, targets: readonly TargetSpec[], scope: Scope): boolean {
  for (const target of targets) {
    const chosen = scope.bound[target.name] ?? [];
    if (chosen.length === 0) continue;
    const valid = select(ctx, target.from, scope);
    if (!chosen.every((id) => valid.includes(id))) return false;
  }
  return true;
}

/**
 * Loot cards the comprehensive rules list as "Copy: no effect": Blank Card gains nothing from
 * them, whatever numbers their text shows [FS-CARD-39, A-11].
 */
const NOT_DOUBLED = 'not-doubled';

/** `resolve`: a played card or activated ability resolves, unless its targets are gone. */
const resolveVerb: GameVerb = (ctx, frame, args) => {
  if (frame.pc === 1) return DONE;
  frame.pc = 1;
  const card = String(args.card);
  const ability = playedAbility(ctx, card, args);
  if (!ability || (ability.kind !== 'play' && ability.kind !== 'activated')) return DONE;
  if (!targetsHold(ctx, ability.targets, frame.scope)) {
    emit(ctx, { type: 'fizzled', card });
    return DONE;
  }
  // The mode chosen as it was played [FS-EFF-3].
  const effect = typeof args.mode === 'number' && ability.effect.kind === 'choose-mode' ? (ability.effect.modes[args.mode] ?? ability.effect) : ability.effect;
  // A loot card Blank Card doubled resolves with its numbers doubled; one with nothing to double
  // gains nothing [FS-CARD-37, FS-CARD-39]. (This frame started as its item began to resolve.)
  const item = ctx.state.resolving[ctx.state.resolving.length - 1]?.item;
  if (item?.doubled === true && item.source === card && !hasTag(ctx, card, NOT_DOUBLED)) return child(doubledEffect(effect, vocabulary.verbs), frame.scope);
  return child(effect, frame.scope);
};

/** A resolved card goes where it belongs [FS-STACK-6]: a trinket becomes an item [FS-TYPE-10], other cards their discard pile. */
function afterResolve(ctx: Ctx, item: StackItem) {
  const card = item.source;
  if (item.kind !== 'card' || !card) return;
  const instance = ctx.state.cards[card];
  if (!instance || instance.zone !== STACK_CARDS) return;
  const kind = kindOf(ctx, card);
  if (kind === 'loot' && hasTag(ctx, card, 'trinket')) gainItem(ctx, item.controller, card);
  else moveCard(ctx, card, pileOf(ctx, card), 'top', true);
}

/** A cancelled card is discarded [FS-STACK-10, FS-FIZZ-1]. */
function onCancelled(ctx: Ctx, item: StackItem) {
  if (item.effect.kind === 'game' && item.effect.verb === 'player-dies') return deathCancelled(ctx, String(item.effect.args.player));
  const card = item.source;
  if (!card || ctx.state.cards[card]?.zone !== STACK_CARDS) return;
  moveCard(ctx, card, pileOf(ctx, card), 'top', true);
}

/**
 * A death cancelled on the stack (O. The Fool) counts as prevented: health goes back to what it
 * was before the killing blow, no penalty [FS-DEATH-11, FS-CARD-26]; the active player's turn
 * moves to its end phase, anyone's with the rule option `fool-ends-any-turn` [A-25].
 */
function deathCancelled(ctx: Ctx, seat: SeatId) {
  const { state } = ctx;
  state.flags.turn[keysOf(seat).dying] = 0;
  restoreHealth(ctx, seat);
  emit(ctx, { type: 'death-prevented', player: seat });
  if (seat === state.turn.active || state.options['fool-ends-any-turn']) endTurnNow(ctx);
}

/** Once the death has resolved, nothing cancels its penalty [FS-DEATH-12, FS-CARD-27]. */
function cancellable(_ctx: Ctx, item: StackItem): boolean {
  return !(item.effect.kind === 'game' && item.effect.verb === 'death-penalty');
}

function pileOf(ctx: Ctx, card: CardRef): string {
  switch (kindOf(ctx, card)) {
    case 'loot':
      return LOOT_DISCARD;
    case 'monster':
    case 'bonus':
    case 'curse':
      return MONSTER_DISCARD;
    case 'bonus-soul':
      return REMOVED; // a discarded bonus soul is out for good [FS-VAR-5]
    default:
      return TREASURE_DISCARD;
  }
}

/**
 * A soul card that is out of the game once discarded: a bonus soul [FS-VAR-5], and The Bone, a
 * starting item that became a soul card and belongs to no deck [FS-SOUL-8].
 */
const lostForGood = (ctx: Ctx, card: CardRef) => kindOf(ctx, card) === 'bonus-soul' || (kindOf(ctx, card) === 'item' && hasTag(ctx, card, 'eternal'));

/** Where a discarded soul card goes: its own discard pile [FS-GLOS-13], or out for good, face down [FS-SOUL-8, FS-VAR-5]. */
const discardedSoulPile = (ctx: Ctx, card: CardRef) => (lostForGood(ctx, card) ? REMOVED : pileOf(ctx, card));

function gainItem(ctx: Ctx, seat: SeatId, card: CardRef) {
  moveCard(ctx, card, keysOf(seat).items, 'top', true);
  emit(ctx, { type: 'item-gained', player: seat, card });
}

// ---------------------------------------------------------------------------------------------
// Purchases [FS-BUY-*]

const purchaseVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const wanted = String(args.item);
  // A purchase fizzles without 10¢ or when the shop item is gone, and is not used up [FS-BUY-8, FS-BUY-9, FS-BUY-10].
  const shopSlot = wanted === 'deck' ? null : zoneOf(state, wanted);
  const price = ruleNumber(ctx, PRICE, seat);
  if (cents(state, seat) < price || (wanted !== 'deck' && (shopSlot?.type !== SHOP || topOf(shopSlot) !== wanted))) {
    emit(ctx, { type: 'fizzled', card: wanted === 'deck' ? null : wanted, player: seat });
    return DONE;
  }
  let card: CardRef | undefined = wanted;
  if (wanted === 'deck') {
    // The card on top at resolution [FS-BUY-7].
    const deck = state.zones[TREASURE_DECK]!;
    if (deck.cards.length === 0) refill(ctx, TREASURE_DECK);
    card = topOf(deck);
    if (!card) {
      emit(ctx, { type: 'fizzled', player: seat });
      return DONE;
    }
  }
  state.flags.turn[PURCHASES] = (state.flags.turn[PURCHASES] ?? 0) + 1;
  // Payment and the item at the same instant; the item keeps its charge [FS-BUY-5, FS-BUY-11].
  pay(ctx, seat, price);
  moveCard(ctx, card, keysOf(seat).items, 'top', true);
  emit(ctx, { type: 'purchased', player: seat, card });
  emit(ctx, { type: 'item-gained', player: seat, card });
  // [FS-BUY-6]
  if (shopSlot && shopSlot.cards.length === 0) stackRefill(ctx, shopSlot.id);
  return DONE;
};

/** Pays cents into the bank (through `resourceChange`, as every change of cents goes). */
function pay(ctx: Ctx, seat: SeatId, amount: number) {
  gainResource(ctx, seat, 'cents', -amount);
}

// ---------------------------------------------------------------------------------------------
// Attacks [FS-ATK-*]

/** Memory of the attack verb's frame. */
type AttackMem = { monster?: CardRef; roll?: string; cancelled?: boolean; answer?: unknown; slots?: string[] };

const attackVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const mem = frame.mem as AttackMem;
  const turn = state.flags.turn;
  switch (frame.pc) {
    case 0: {
      const target = String(args.target);
      const forced = args.forced === true;
      // The named monster must still be active, or the attack does not happen [FS-ATK-16, FS-FIZZ-4].
      if (target !== 'deck' && !isActiveMonster(state, target)) {
        emit(ctx, { type: 'fizzled', card: target, player: seat });
        return DONE;
      }
      // A forced attack uses up the turn's attack if it is still there, else it is an extra one [FS-CARD-16, FS-CARD-17, FS-CARD-29].
      if (!forced || (turn[ATTACKS] ?? 0) < ruleNumber(ctx, ATTACKS_PER_TURN, seat)) turn[ATTACKS] = (turn[ATTACKS] ?? 0) + 1;
      // Any attack made pays off one owed "this turn" [FS-ATK-13].
      const owed = keysOf(seat).owedAttack;
      if ((turn[owed] ?? 0) > 0) turn[owed] = turn[owed]! - 1;
      if (target !== 'deck') return beginCombat(ctx, frame, target);
      // A deck-top attack turns the top card over [FS-ATK-6].
      const deck = state.zones[MONSTER_DECK]!;
      if (deck.cards.length === 0) refill(ctx, MONSTER_DECK);
      const top = topOf(deck);
      if (!top) return DONE;
      if (kindOf(ctx, top) !== 'monster') {
        // A non-monster ends the attack and is played [FS-ATK-7, FS-TYPE-13].
        encounter(ctx, top);
        return DONE;
      }
      const slots = slotsOf(state, MONSTER_SLOTS);
      mem.monster = top;
      if (slots.length === 1) {
        moveCard(ctx, top, slots[0]!.id, 'top', true);
        return beginCombat(ctx, frame, top);
      }
      // The attacker picks the slot the monster covers [A-10].
      frame.pc = 1;
      mem.slots = slots.map((s) => s.id);
      moveCard(ctx, top, STACK_CARDS, 'top', true);
      return { prompt: { kind: 'choose', seat, label: 'Choose the monster slot it covers', candidates: slots.map((s) => topOf(s) ?? s.id), min: 1, max: 1, picked: [] } };
    }
    case 1: {
      const reply = takeAnswer(frame);
      const slots = (mem.slots ?? []).map((id) => state.zones[id]!);
      const picked = typeof reply?.id === 'string' ? reply.id : '';
      const slot = slots.find((s) => s.id === picked || topOf(s) === picked) ?? slots[0]!;
      moveCard(ctx, mem.monster!, slot.id, 'top', true);
      return beginCombat(ctx, frame, mem.monster!);
    }
    case 2:
      return combatRoll(ctx, frame);
    case 3: {
      // The attack roll resolved (or was cancelled).
      if (mem.cancelled || combatOver(ctx, seat, mem.monster!)) return finishCombat(ctx, frame);
      const value = state.lastRoll?.item === mem.roll ? state.lastRoll!.value : 0;
      emit(ctx, { type: 'attack-rolled', player: seat, card: mem.monster!, value });
      // Combat damage goes on the stack; hit or miss is read as it resolves [FS-ATK-8, FS-ROLL-6, FS-ROLL-8].
      const item = eventItem(ctx, 'combat damage', 'combat-damage', { monster: mem.monster!, roll: mem.roll ?? '', value }, seat, mem.monster!, true);
      stackEvent(ctx, item);
      frame.until = state.stack.length - 1;
      frame.pc = 2;
      return WAIT;
    }
    default:
      return DONE;
  }
};

function beginCombat(ctx: Ctx, frame: Frame, monster: CardRef): StepResult {
  const { state } = ctx;
  const mem = frame.mem as AttackMem;
  mem.monster = monster;
  state.flags.turn[COMBAT] = 1;
  state.flags.turn[COMBAT_STOP] = 0;
  state.flags.turn[`attacking:${monster}`] = 1;
  emit(ctx, { type: 'attacked', card: monster, player: frame.scope.controller });
  frame.pc = 2;
  // Anything the declaration set off resolves before the first roll.
  frame.until = state.stack.length;
  return WAIT;
}

/** Attack step 3: the attacker rolls; the roll is a stack item with its modifiers above it [FS-ATK-8, FS-ROLL-5]. */
function combatRoll(ctx: Ctx, frame: Frame): StepResult {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const mem = frame.mem as AttackMem;
  if (combatOver(ctx, seat, mem.monster!)) return finishCombat(ctx, frame);
  const item = stackRoll(ctx, 'attack roll', scopeFor(ctx, characterOf(state, seat), seat), true);
  mem.roll = item.id;
  mem.cancelled = false;
  frame.mem.cancelled = undefined;
  frame.waiting = item.id;
  frame.pc = 3;
  return WAIT;
}

/** The attack is over once either side died, combat was stopped, or the turn ended [FS-ATK-5, FS-ATK-10]. */
function combatOver(ctx: Ctx, seat: SeatId, monster: CardRef): boolean {
  const { state } = ctx;
  const turn = state.flags.turn;
  if (turn[COMBAT_STOP] || END_PHASES.has(state.turn.phase)) return true;
  if (turn[keysOf(seat).died] || turn[keysOf(seat).dying]) return true;
  return !isActiveMonster(state, monster) || (turn[dyingKey(monster)] ?? 0) > 0;
}

function finishCombat(ctx: Ctx, frame: Frame): StepResult {
  const { state } = ctx;
  state.flags.turn[COMBAT] = 0;
  state.flags.turn[COMBAT_STOP] = 0;
  const monster = (frame.mem as AttackMem).monster;
  if (monster) state.flags.turn[`attacking:${monster}`] = 0;
  // Whatever is left of this attack on the stack goes [FS-FIZZ-6].
  state.stack = state.stack.filter((item) => !item.combat);
  emit(ctx, { type: 'attack-ended', player: frame.scope.controller, card: (frame.mem as AttackMem).monster ?? null });
  return DONE;
}

/** Attack step 4: combat damage resolves, read from the roll as it stands now [FS-ATK-9, FS-ATK-15, FS-ROLL-8]. */
const combatDamageVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const monster = String(args.monster);
  if (combatOver(ctx, seat, monster)) return DONE;
  const character = characterOf(state, seat);
  if (!character) return DONE;
  if (frame.pc === 0) {
    frame.pc = 1;
    const roll = state.lastRoll?.item === args.roll ? state.lastRoll!.value : Number(args.value);
    const evasion = Math.min(6, Math.max(1, statOf(ctx, monster, 'evasion'))); // [FS-ROLL-10]
    const hit = roll >= evasion;
    frame.mem.target = hit ? monster : character;
    frame.mem.amount = Math.max(0, statOf(ctx, hit ? character : monster, 'attack'));
    frame.mem.source = hit ? character : monster;
  }
  // A replacement's roll on this damage (Guppy's Hairball) is made first, and the damage waits for it.
  return dealDamageStep(ctx, frame, String(frame.mem.target), Number(frame.mem.amount), String(frame.mem.source)) ?? DONE;
};

/** "+X to rolls" of the roller's cards goes on the stack above the roll [FS-ROLL-5, FS-ROLL-11, A-5]. */
function rollStacked(ctx: Ctx, item: StackItem) {
  const character = characterOf(ctx.state, item.controller);
  if (!character) return;
  const bonus = statOf(ctx, character, 'roll-bonus');
  if (bonus === 0) return;
  pushStackItem(ctx, {
    id: nextId(ctx.state, 's'),
    kind: 'ability',
    label: `${bonus > 0 ? '+' : ''}${bonus} to rolls`,
    source: character,
    controller: item.controller,
    effect: { kind: 'modify-roll', amount: bonus },
    scope: scopeFor(ctx, character, item.controller),
    check: null,
    ...(item.combat ? { combat: true } : {}),
  });
  ctx.state.priority = null;
}

// ---------------------------------------------------------------------------------------------
// Non-monsters turned up: the active player plays them [FS-TYPE-13, FS-TYPE-15, FS-TYPE-16].

function encounter(ctx: Ctx, card: CardRef) {
  const { state } = ctx;
  const active = state.turn.active;
  moveCard(ctx, card, STACK_CARDS, 'top', true);
  emit(ctx, { type: 'encountered', card, player: active });
  const scope = scopeFor(ctx, card, active);
  let effect: Effect;
  if (kindOf(ctx, card) === 'curse') {
    // A curse goes to a player the active player picks [FS-ERR-12].
    effect = {
      kind: 'choose',
      name: 'cursed',
      from: { kind: 'players', which: 'all' },
      min: 1,
      max: 1,
      chooser: { kind: 'you' },
      then: { kind: 'move', cards: { kind: 'self' }, to: { zone: CURSES, of: { kind: 'bound', name: 'cursed' }, position: 'top' }, faceUp: true },
    };
  } else {
    const play = definition(ctx, card)?.abilities.find((a) => a.kind === 'play');
    effect = play && play.kind === 'play' ? withTargets(play.targets, play.effect) : { kind: 'sequence', steps: [] };
  }
  stackEvent(ctx, { id: nextId(state, 's'), kind: 'card', label: definition(ctx, card)?.name ?? card, source: card, controller: active, effect, scope, check: null });
}

// ---------------------------------------------------------------------------------------------
// Deaths [FS-MDEATH-*, FS-DEATH-*]

/** State checks before priority: deaths at 0 HP go on the stack above the damage's triggers [FS-TIME-9, A-12, A-1]. */
function beforePriority(ctx: Ctx): boolean {
  const { state } = ctx;
  const turn = state.flags.turn;
  let changed = false;
  // Checked before every priority, so the usual case (nobody at 0 HP) allocates nothing.
  let monsters: CardRef[] | null = null;
  for (const id of slotIds(state, MONSTER_SLOTS)) {
    const cards = state.zones[id]!.cards;
    const monster = cards[cards.length - 1];
    if (monster === undefined) continue;
    const instance = state.cards[monster]!;
    if (instance.damage > 0 && kindOf(ctx, monster) === 'monster' && instance.damage >= statOf(ctx, monster, 'hp') && !turn[dyingKey(monster)]) (monsters ??= []).push(monster);
  }
  let players: SeatId[] | null = null;
  const seats = state.seats;
  const first = Math.max(0, seats.findIndex((s) => s.id === state.turn.active));
  for (let i = 0; i < seats.length; i += 1) {
    const entry = seats[(first + i) % seats.length]!;
    if (entry.out) continue;
    const seat = entry.id;
    const keys = keysOf(seat);
    const character = state.zones[keys.character]?.cards[0];
    if (!character || turn[keys.died] || turn[keys.dying] || stillDead(state, seat)) continue;
    const body = state.cards[character]!;
    if (body.damage > 0 && body.damage >= statOf(ctx, character, 'hp')) (players ??= []).push(seat);
  }
  const stackMonsters = () => {
    for (const monster of monsters ?? []) {
      stackMonsterDeath(ctx, monster);
      changed = true;
    }
  };
  const stackPlayers = () => {
    // Each death counts as a trigger of its player: stacked in turn order from the active
    // player, so the active player's resolves after the others' [FS-TIME-2, FS-TIME-4].
    for (const seat of players ?? []) {
      stackPlayerDeath(ctx, seat);
      changed = true;
    }
  };
  // Monster deaths are stacked first, so a player's death resolves first; the option reverses it [A-1, FS-MDEATH-9].
  if (state.options['monster-dies-first']) {
    stackPlayers();
    stackMonsters();
  } else {
    stackMonsters();
    stackPlayers();
  }
  if (refillEmptiedSlots(ctx)) changed = true;
  // An effect that ended the turn: on to the end phase [FS-TURN-8].
  if (turn[END_TURN] && !END_PHASES.has(state.turn.phase) && state.turn.phase !== 'setup') {
    endTurnNow(ctx);
    changed = true;
  }
  return changed;
}

/**
 * A slot that held a card and is now empty refills, however it was emptied (Void, Ehwaz, Flush,
 * Stoney) [FS-REFILL-1, FS-REFILL-7]; purchases, destructions and monster deaths stack their own
 * refill, and a dying monster's slot waits for death step 3 [FS-MDEATH-6]. A slot laid out empty
 * was never filled and is left alone.
 */
function refillEmptiedSlots(ctx: Ctx): boolean {
  const { state } = ctx;
  const flags = state.flags.game;
  let changed = false;
  for (const id of slotLists(state).all) {
    const slot = state.zones[id]!;
    const key = filledKey(id);
    if (slot.cards.length > 0) {
      flags[key] = 1;
      continue;
    }
    if (!flags[key] || refillPending(state, slot.id)) continue;
    flags[key] = 0;
    stackRefill(ctx, slot.id);
    changed = true;
  }
  return changed;
}

/** Flag names made once per card or slot: the checks before priority look them up constantly. */
function flagNames(prefix: string, limit: number): (id: string) => string {
  const made = new Map<string, string>();
  return (id) => {
    let key = made.get(id);
    if (key === undefined) {
      if (made.size > limit) made.clear();
      key = interned(`${prefix}${id}`);
      made.set(id, key);
    }
    return key;
  };
}
const dyingKey = flagNames('dying:', 10_000);
const filledKey = flagNames('filled:', 1000);

function refillPending(state: GameState, slot: string): boolean {
  const forSlot = (effect: Effect, mem?: Record<string, unknown>) =>
    effect.kind === 'game' && ((effect.verb === 'refill' && effect.args.slot === slot) || (effect.verb === 'monster-dies' && mem?.slot === slot));
  return state.stack.some((item) => forSlot(item.effect)) || state.frames.some((frame) => forSlot(frame.effect, frame.mem));
}

/** `kill`: the target dies as if its health had run out [FS-MDEATH-1, FS-DEATH-1]. */
const killVerb: GameVerb = (ctx, frame, args) => {
  for (const id of select(ctx, args.target as never, frame.scope)) kill(ctx, id);
  return DONE;
};

function kill(ctx: Ctx, id: string) {
  const { state } = ctx;
  const turn = state.flags.turn;
  if (state.cards[id] && isActiveMonster(state, id)) {
    if (!turn[dyingKey(id)]) stackMonsterDeath(ctx, id);
    return;
  }
  const seat = seatOf(state, id);
  if (!seat || (state.cards[id] && kindOf(ctx, id) !== 'character')) return;
  const keys = keysOf(seat);
  if (turn[keys.died] || turn[keys.dying] || stillDead(state, seat)) return;
  const character = characterOf(state, seat);
  if (character) turn[keys.lethal] = state.cards[character]!.damage + 1; // what to go back to if the death is prevented
  stackPlayerDeath(ctx, seat);
}

/** A monster's death resolves: it moves onto the stack, its reward and on-death triggers are stacked [FS-MDEATH-2..6]. */
const monsterDiesVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const monster = String(args.card);
  const active = state.turn.active;
  if (frame.pc === 0) {
    if (!isActiveMonster(state, monster)) {
      state.flags.turn[dyingKey(monster)] = 0;
      return DONE;
    }
    frame.mem.slot = state.cards[monster]!.zone;
    moveCard(ctx, monster, STACK_CARDS, 'top', true);
    // The attack on it is over the moment it dies, even if a refill brings the same card back [FS-ATK-5].
    if (state.flags.turn[`attacking:${monster}`]) stopCombat(ctx);
    // The reward is stacked first and the death triggers above it, so they resolve first [FS-MDEATH-4].
    stackEvent(ctx, eventItem(ctx, 'reward', 'reward', { card: monster }, active, monster));
    frame.until = state.stack.length - 1;
    emit(ctx, { type: 'killed', card: monster, player: active });
    frame.pc = 1;
    return WAIT;
  }
  state.flags.turn[dyingKey(monster)] = 0;
  const instance = state.cards[monster];
  if (instance && instance.zone === STACK_CARDS) {
    instance.damage = 0;
    // A boss becomes a soul of the active player; a basic monster is discarded [FS-MDEATH-5, FS-TYPE-14, FS-SOUL-4].
    if (hasTag(ctx, monster, 'boss')) gainSoul(ctx, active, monster);
    else moveCard(ctx, monster, MONSTER_DISCARD, 'top', true);
  }
  // An empty slot refills [FS-MDEATH-6, FS-REFILL-1, FS-REFILL-8].
  const slot = state.zones[String(frame.mem.slot)];
  if (slot && slot.cards.length === 0) stackRefill(ctx, slot.id);
  return DONE;
};

/** The reward: the monster's `reward:` abilities, for the active player [FS-MDEATH-7]; for everyone under that variant [FS-VAR-12, A-18]. */
const rewardVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const monster = String(args.card);
  if (frame.pc === 0) {
    const active = state.turn.active;
    const everyone = variant(state, 'rewards-for-all');
    // Doubled for the active player: paid twice, or once with its numbers doubled [FS-VAR-12];
    // the reward alone is shared, a boss's soul card stays the active player's [A-18].
    const twice = everyone?.double !== 'quantities';
    const runs: SeatId[] = everyone ? [active, ...(twice ? [active] : []), ...seatsFrom(state, active).filter((s) => s !== active)] : [active];
    frame.mem.runs = runs;
    frame.mem.doubleFirst = Boolean(everyone) && !twice;
    // The `reward:` abilities run here, as the reward resolves, rather than as triggers of their own.
  }
  const runs = frame.mem.runs as SeatId[];
  const rewards = (definition(ctx, monster)?.abilities ?? []).filter((a): a is Extract<Ability, { kind: 'triggered' }> => a.kind === 'triggered' && a.on.event === 'reward');
  const effects: Effect[] = rewards.map((a) => withTargets(a.targets, a.effect));
  const run = frame.pc;
  if (run >= runs.length || effects.length === 0) return DONE;
  frame.pc += 1;
  const effect: Effect = effects.length === 1 ? effects[0]! : { kind: 'sequence', steps: effects };
  // Its numbers doubled as the kernel doubles them (engine/effects/double.ts) [FS-VAR-12].
  const paid = run === 0 && frame.mem.doubleFirst === true ? doubledEffect(effect, vocabulary.verbs) : effect;
  return child(paid, { ...scopeFor(ctx, monster, runs[run]!), controller: runs[run]! });
};

/**
 * A player's death resolves: curses go, the penalty is stacked, death triggers above it
 * [FS-DEATH-2, FS-DEATH-3]. A replacement that rolls to decide whether the death happens (Guppy's
 * Collar, Broken Ankh) rolls first: the roll goes on the stack, players may answer it, and the
 * death waits, its player still dying, until the roll's result is final [FS-ERR-4, FS-ERR-10].
 */
const playerDiesVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = String(args.player);
  const keys = keysOf(seat);
  const turn = state.flags.turn;
  // Nobody dies twice in a turn [FS-DEATH-8].
  if (turn[keys.died]) {
    turn[keys.dying] = 0;
    return DONE;
  }
  const waiting = awaitReplacementRolls(ctx, frame, { type: 'die', player: seat });
  if (waiting !== null) return waiting;
  turn[keys.dying] = 0;
  const character = characterOf(state, seat);
  const replaced = applyReplacements(ctx, { type: 'die', player: seat }, takeReplacementRolls(frame));
  if (replaced === null) {
    restoreHealth(ctx, seat);
    emit(ctx, { type: 'death-prevented', player: seat });
    return DONE;
  }
  turn[keys.died] = 1;
  diedNow(state, seat);
  // The attack is over the moment the attacker dies [FS-ATK-5].
  if (seat === state.turn.active) stopCombat(ctx);
  for (const curse of [...state.zones[keys.curses]!.cards]) moveCard(ctx, curse, MONSTER_DISCARD, 'top', true); // [FS-TYPE-17]
  stackEvent(ctx, eventItem(ctx, 'death penalty', 'death-penalty', { player: seat }, seat, character));
  emit(ctx, { type: 'died', player: seat });
  return DONE;
};

/** A prevented or cancelled death puts health back to just before the killing blow [FS-DEATH-11]. */
function restoreHealth(ctx: Ctx, seat: SeatId) {
  const { state } = ctx;
  const character = characterOf(state, seat);
  if (!character) return;
  const body = state.cards[character]!;
  const before = state.flags.turn[keysOf(seat).lethal];
  const hp = statOf(ctx, character, 'hp');
  body.damage = Math.max(0, Math.min(hp - 1, before === undefined ? hp - 1 : before - 1));
}

/** The death penalty, step by step [FS-DEATH-4..7, A-13]. */
const deathPenaltyVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = String(args.player);
  const keys = keysOf(seat);
  const hand = state.zones[keys.hand]!;
  if (frame.pc === 0) {
    frame.pc = 1;
    if (hand.cards.length > 1) return { prompt: { kind: 'choose', seat, label: 'Discard a loot card (death penalty)', candidates: [...hand.cards], min: 1, max: 1, picked: [] } };
  }
  if (frame.pc === 1) {
    frame.pc = 2;
    const reply = takeAnswer(frame);
    const card = typeof reply?.id === 'string' ? reply.id : hand.cards[0];
    // A claimer (Shadow) gets the loot card and the cent, and chooses the item [FS-CARD-21].
    const claimer = penaltyClaimer(state, seat);
    if (card) {
      moveCard(ctx, card, claimer ? keysOf(claimer).hand : LOOT_DISCARD, 'top', true);
      emit(ctx, { type: 'discarded', player: seat, card });
      if (claimer) emit(ctx, { type: 'received', player: claimer, card });
    }
    const penalty = ruleNumber(ctx, PENALTY_CENTS, seat);
    if (claimer) moveCents(ctx, seat, claimer, penalty);
    else pay(ctx, seat, penalty);
    const items = state.zones[keys.items]!.cards.filter((c) => !isEternal(ctx, c));
    if (items.length > 1) return { prompt: { kind: 'choose', seat: claimer ?? seat, label: 'Destroy an item (death penalty)', candidates: items, min: 1, max: 1, picked: [] } };
    frame.mem.only = items[0] ?? null;
  }
  if (frame.pc === 2) {
    frame.pc = 3;
    const reply = takeAnswer(frame);
    const item = typeof reply?.id === 'string' ? reply.id : (frame.mem.only as string | null);
    const frames = state.frames.length;
    if (item) destroyCard(ctx, item);
    // What replaced the destruction (The Chest becoming a soul) happens first [FS-SOUL-10].
    if (state.frames.length > frames) return child({ kind: 'sequence', steps: [] }, frame.scope);
  }
  if (frame.pc === 3) {
    frame.pc = 4;
    // Everything turns sideways; nothing is used by it [FS-DEATH-5].
    for (const card of state.zones[keys.items]!.cards) exhaust(ctx, card);
    const character = characterOf(state, seat);
    if (character) exhaust(ctx, character);
    state.flags.turn[keys.penaltyClaim] = 0;
    emit(ctx, { type: 'penalty-paid', player: seat });
    // [FS-DEATH-13, FS-DEATH-14, A-8]
    if (seat === state.turn.active || state.options['death-ends-any-turn']) endTurnNow(ctx);
  }
  return DONE;
};

/** Destroying: an eternal item stays [FS-SETUP-14]; an active monster or a player is killed [FS-GLOS-12]. */
function destroyCard(ctx: Ctx, card: CardRef): boolean {
  const { state } = ctx;
  const instance = state.cards[card];
  if (!instance) {
    if (state.seats.some((s) => s.id === card)) kill(ctx, card); // a player destroyed is killed
    return true;
  }
  if (isActiveMonster(state, card) && kindOf(ctx, card) === 'monster') {
    kill(ctx, card);
    return true;
  }
  if (kindOf(ctx, card) === 'character') {
    if (instance.owner) kill(ctx, instance.owner);
    return true;
  }
  if (isEternal(ctx, card)) return true;
  const replaced = applyReplacements(ctx, { type: 'destroy', card, player: instance.owner });
  if (replaced === null) return true; // replaced (The Chest becomes a soul) [FS-SOUL-10]
  const slot = zoneOf(state, card);
  moveCard(ctx, card, pileOf(ctx, card), 'top', true);
  emit(ctx, { type: 'destroyed', card });
  // A shop item discarded from its slot makes it refill [FS-REFILL-7].
  if (slot && (slot.type === SHOP || slot.type === MONSTER_SLOTS) && slot.cards.length === 0) stackRefill(ctx, slot.id);
  return true;
}

/** The soul-gained event follows the move, from afterStep (as for every card that comes into a player's souls). */
function gainSoul(ctx: Ctx, seat: SeatId, card: CardRef) {
  moveCard(ctx, card, keysOf(seat).souls, 'top', true);
}

// ---------------------------------------------------------------------------------------------
// Refills [FS-REFILL-*]

/** An empty deck is rebuilt from its shuffled discard pile at once [FS-REFILL-5]. */
function refill(ctx: Ctx, zone: string): boolean {
  const { state } = ctx;
  const pile = zone === LOOT_DECK ? LOOT_DISCARD : zone === TREASURE_DECK ? TREASURE_DISCARD : zone === MONSTER_DECK ? MONSTER_DISCARD : null;
  if (!pile) return false;
  const moved = rebuildDeck(ctx, zone, pile);
  if (moved.length === 0) return false;
  for (const card of moved) state.cards[card]!.damage = 0;
  emit(ctx, { type: 'deck-rebuilt', zone, count: state.zones[zone]!.cards.length });
  return true;
}

/** A slot's refill resolves: the deck's top card goes into it; a non-monster is played, then again [FS-REFILL-2..4, FS-REFILL-10]. */
const refillVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const slot = state.zones[String(args.slot)];
  if (!slot || slot.cards.length > 0) return DONE; // [FS-REFILL-8]
  const deckId = slot.type === SHOP ? TREASURE_DECK : MONSTER_DECK;
  const deck = state.zones[deckId]!;
  if (deck.cards.length === 0) refill(ctx, deckId);
  const top = topOf(deck);
  if (!top) return DONE;
  if (slot.type === SHOP || kindOf(ctx, top) === 'monster') {
    // (a card that waits in the shop deactivated, Mom's Shovel, lies so as it comes in [FS-CARD-12]; buying it keeps that [FS-BUY-11])
    moveCard(ctx, top, slot.id, 'top', true);
    emit(ctx, { type: 'slot-filled', card: top });
    return DONE;
  }
  if (frame.pc > 20) return DONE; // a deck of nothing but non-monsters: give up rather than loop
  frame.pc += 1;
  encounter(ctx, top);
  frame.until = state.stack.length - 1;
  return WAIT;
};

/** A new slot, filled from its deck by a refill [FS-REFILL-6, FS-GLOS-14]. */
function addSlot(ctx: Ctx, type: typeof SHOP | typeof MONSTER_SLOTS) {
  const { state } = ctx;
  const slot = addZone(state, slotId(type, slotIds(state, type).length + 1), type, null);
  tableChanged();
  stackRefill(ctx, slot.id);
}

/** `add-shop-slots` / `add-monster-slots`: that many new slots. */
function addSlots(type: typeof SHOP | typeof MONSTER_SLOTS): GameVerb {
  return (ctx, _frame, args) => {
    const count = typeof args.count === 'number' ? args.count : 1;
    for (let i = 0; i < count; i += 1) addSlot(ctx, type);
    return DONE;
  };
}

// ---------------------------------------------------------------------------------------------
// The other verbs of the vocabulary.

const countArg = (ctx: Ctx, frame: Frame, value: unknown): number => {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object') return Math.max(0, evaluateExpr(ctx, value, frame.scope));
  return 1;
};
const evaluateExpr = (ctx: Ctx, value: unknown, scope: Scope) => evaluate(ctx, value as never, scope);

/** `loot N`: draw N from the loot deck [FS-GLOS-17]. */
const lootVerb: GameVerb = (ctx, frame, args) => {
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

const gainTreasureVerb: GameVerb = (ctx, frame, args) => {
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
const stealVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  for (const card of select(ctx, args.cards as never, frame.scope)) {
    const zone = zoneOf(state, card);
    if (!zone || zone.owner === null || zone.owner === seat) continue;
    if (zone.type === SOULS && hasTag(ctx, card, 'permanent-soul')) continue;
    moveCard(ctx, card, seatZoneId(zone.type, seat), 'top', true);
    // (a stolen soul card is reported as gained by afterStep, like every card coming into someone's souls)
    if (zone.type !== SOULS) emit(ctx, { type: zone.type === ITEMS ? 'item-gained' : 'stolen', player: seat, card });
  }
  return DONE;
};

const stealCentsVerb: GameVerb = (ctx, frame, args) => {
  const amount = countArg(ctx, frame, args.amount);
  for (const victim of select(ctx, args.victim as never, frame.scope)) {
    const seat = seatOf(ctx.state, victim);
    if (seat && seat !== frame.scope.controller) moveCents(ctx, seat, frame.scope.controller, amount);
  }
  return DONE;
};

const rerollItemVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  for (const item of select(ctx, args.item as never, frame.scope)) {
    const owner = state.cards[item]?.owner;
    if (!owner || isEternal(ctx, item)) continue;
    destroyCard(ctx, item);
    const deck = state.zones[TREASURE_DECK]!;
    if (deck.cards.length === 0 && !refill(ctx, TREASURE_DECK)) continue;
    gainItem(ctx, owner, topOf(deck)!);
  }
  return DONE;
};

const cancelAttackVerb: GameVerb = (ctx) => {
  stopCombat(ctx); // [FS-ATK-18]
  return DONE;
};

const lookAtVerb: GameVerb = (ctx, frame, args) => {
  for (const card of select(ctx, args.cards as never, frame.scope)) emit(ctx, { type: 'looked-at', card, player: frame.scope.controller });
  return DONE;
};

const encounterVerb: GameVerb = (ctx, frame, args) => {
  for (const card of select(ctx, args.card as never, frame.scope)) if (kindOf(ctx, card) !== 'monster') encounter(ctx, card);
  return DONE;
};

const makeEternalVerb: GameVerb = (ctx, frame, args) => {
  for (const item of select(ctx, args.item as never, frame.scope)) ctx.state.flags.game[`eternal:${item}`] = 1;
  return DONE;
};

/** `attack` in a card's effect: a forced attack, declared at the first chance [FS-ATK-12, FS-CARD-15, FS-CARD-29]. */
const forceAttackVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = state.turn.active;
  // Resolving while its player is in combat (a roll or combat damage waiting), it does nothing [FS-CARD-18, A-15].
  if (state.stack.some((item) => item.combat)) {
    emit(ctx, { type: 'fizzled', card: frame.scope.source, player: seat });
    return DONE;
  }
  const targets = select(ctx, args.target as never, frame.scope);
  const onDeck = targets.length === 0 || targets.every((t) => zoneOf(state, t)?.type === MONSTER_DECK);
  if (onDeck) state.flags.turn[keysOf(seat).forcedDeck] = (state.flags.turn[keysOf(seat).forcedDeck] ?? 0) + 1;
  else for (const target of targets) if (isActiveMonster(state, target)) state.flags.turn[`forced:${target}`] = 1;
  return DONE;
};

/**
 * `must-attack N`: the active player gets N more attacks this turn and must make them; any time in
 * their action phase will do, but the phase does not end while one is owed [FS-ATK-13].
 */
const mustAttackVerb: GameVerb = (ctx, frame, args) => {
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
const claimPenaltyVerb: GameVerb = (ctx, frame, args) => {
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
function penaltyClaimer(state: GameState, seat: SeatId): SeatId | null {
  const index = (state.flags.turn[keysOf(seat).penaltyClaim] ?? 0) - 1;
  const claimer = index >= 0 ? state.seats[index] : undefined;
  return claimer && !claimer.out && claimer.id !== seat ? claimer.id : null;
}

/** `purchase` in a card's effect: buy the named shop item or the treasure deck's top. */
const purchaseEffectVerb: GameVerb = (ctx, frame, args) => {
  const target = select(ctx, args.item as never, frame.scope)[0];
  const onDeck = !target || zoneOf(ctx.state, target)?.type === TREASURE_DECK;
  stackEvent(ctx, eventItem(ctx, 'purchase', 'declared-purchase', { item: onDeck ? 'deck' : target! }, frame.scope.controller, onDeck ? null : target!));
  return DONE;
};

// ---------------------------------------------------------------------------------------------
// Variants played before the first turn [FS-VAR-6, FS-VAR-11] and enhanced trading [FS-VAR-7].

type PickMem = { seats?: SeatId[]; offers?: CardRef[][]; picks?: (CardRef | null)[]; asked?: number };

/**
 * Chosen characters [FS-VAR-11]: in seat order, each player without a character keeps one of
 * two dealt from the top of the character deck (seen by them alone), or picks any character
 * left; the kept characters are turned up together, deactivated, with their starting items
 * [FS-SETUP-8, FS-SETUP-9], and the others go back into the deck, shuffled.
 */
const chooseCharactersVerb: GameVerb = (ctx, frame) => {
  const { state } = ctx;
  const mem = frame.mem as PickMem;
  const deck = state.zones[CHARACTER_DECK]!;
  const any = variant(state, 'chosen-characters')?.pick === 'any';
  if (mem.seats === undefined) {
    mem.seats = state.seats.map((s) => s.id).filter((seat) => !characterOf(state, seat));
    mem.picks = [];
    const top = [...deck.cards].reverse();
    mem.offers = any ? [] : mem.seats.map((_, i) => top.slice(2 * i, 2 * i + 2));
    mem.asked = -1;
  }
  const seats = mem.seats;
  const picks = mem.picks!;
  const offerOf = (i: number) => (any ? deck.cards.filter((c) => !picks.includes(c)) : mem.offers![i]!);
  if (mem.asked! >= 0) {
    const reply = takeAnswer(frame);
    const offered = offerOf(mem.asked!);
    picks[mem.asked!] = typeof reply?.id === 'string' && offered.includes(reply.id) ? reply.id : (offered[0] ?? null);
  }
  for (let i = mem.asked! + 1; i < seats.length; i += 1) {
    mem.asked = i;
    const offered = offerOf(i);
    if (offered.length === 0) continue;
    const label = any ? 'Choose your character' : 'Keep one of the two characters dealt to you';
    return { prompt: { kind: 'choose', seat: seats[i]!, label, candidates: [...offered], min: 1, max: 1, picked: [] } };
  }
  seats.forEach((seat, i) => {
    const card = picks[i];
    if (!card) return;
    moveCard(ctx, card, keysOf(seat).character, 'top', true);
    state.cards[card]!.exhausted = true;
    emit(ctx, { type: 'character-chosen', player: seat, card });
    for (const item of startingItems(ctx, card)) moveCard(ctx, item, keysOf(seat).items, 'top', true);
  });
  shuffleZone(ctx, CHARACTER_DECK);
  // Now that the characters are known, Cain's player goes first [FS-SETUP-12], unless a roll chose [FS-VAR-15].
  if (!variant(state, 'first-player-by-roll')) state.turn.active = cainFirst(ctx);
  return DONE;
};

/**
 * The two-player mini-draft [FS-VAR-6]: each round turns up 3 treasures; one player takes
 * one, the other takes one of the two left, and the third goes under the treasure deck. The
 * first player chooses first in the first round, the other player in the next, and so on.
 */
const draftVerb: GameVerb = (ctx, frame) => {
  const { state } = ctx;
  const mem = frame.mem as { round?: number; shown?: CardRef[] };
  const rounds = Number(variant(state, 'two-player-draft')?.rounds ?? 2);
  const first = state.turn.active;
  const second = seatsFrom(state, first)[1] ?? first;
  for (;;) {
    const round = mem.round ?? 0;
    const [a, b] = round % 2 === 0 ? [first, second] : [second, first];
    if (frame.pc === 0) {
      if (round >= rounds) return DONE;
      const deck = state.zones[TREASURE_DECK]!;
      if (deck.cards.length < 3) refill(ctx, TREASURE_DECK);
      mem.shown = deck.cards.slice(-3).reverse();
      for (const card of mem.shown) flip(ctx, card, true);
      frame.pc = 1;
      if (mem.shown.length > 0) return { prompt: { kind: 'choose', seat: a, label: 'Draft: take one of the treasures turned up', candidates: [...mem.shown], min: 1, max: 1, picked: [] } };
    }
    let shown = mem.shown ?? [];
    const reply = takeAnswer(frame);
    const pick = typeof reply?.id === 'string' && shown.includes(reply.id) ? reply.id : shown[0];
    if (pick) {
      gainItem(ctx, frame.pc === 1 ? a : b, pick);
      shown = mem.shown = shown.filter((c) => c !== pick);
    }
    if (frame.pc === 1) {
      frame.pc = 2;
      if (shown.length > 0) return { prompt: { kind: 'choose', seat: b, label: 'Draft: take one of the treasures left', candidates: [...shown], min: 1, max: 1, picked: [] } };
    }
    // The card nobody took goes under the treasure deck, face down.
    for (const card of shown) moveCard(ctx, card, TREASURE_DECK, 'bottom', false);
    mem.shown = [];
    mem.round = round + 1;
    frame.pc = 0;
  }
};

/** An attack or a death under way: on the stack, or an attack being fought [FS-VAR-7]. */
function deathOrAttackUnderWay(ctx: Ctx): boolean {
  const { state } = ctx;
  if (state.flags.turn[COMBAT]) return true;
  return state.stack.some((item) => item.effect.kind === 'game' && (item.effect.verb === 'declared-attack' || item.effect.verb === 'player-dies' || item.effect.verb === 'death-penalty'));
}

/**
 * Enhanced trading [FS-VAR-7]: a loot card or an item handed to another player, who accepts it
 * or not; it changes hands at once, off the stack, and binds nobody to anything [FS-NEG-4, FS-NEG-5].
 */
const giveVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const card = String(args.card);
  const to = String(args.to);
  const from = frame.scope.controller;
  const paid = args.cents === undefined ? null : Number(args.cents);
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'yes-no', seat: to, label: `Take ${paid === null ? (definition(ctx, card)?.name ?? card) : `${paid}¢`} from ${from}?` } };
  }
  const reply = takeAnswer(frame);
  // ¢ paid in a deal go from player to player, not through the bank [FS-NEG-4, FS-NEG-6].
  if (paid !== null) {
    if (reply?.kind === 'yes') moveCents(ctx, from, to, paid);
    else emit(ctx, { type: 'gift-refused', player: to });
    return DONE;
  }
  const zone = zoneOf(state, card);
  if (reply?.kind !== 'yes' || !zone || zone.owner !== from) {
    emit(ctx, { type: 'gift-refused', player: to, card });
    return DONE;
  }
  if (zone.type === ITEMS) gainItem(ctx, to, card);
  else {
    moveCard(ctx, card, keysOf(to).hand, 'top', true);
    emit(ctx, { type: 'given', player: to, card });
  }
  return DONE;
};

// ---------------------------------------------------------------------------------------------
// The turn [FS-TURN-*]

function recharge(ctx: Ctx, seat: SeatId) {
  const { state } = ctx;
  const keys = keysOf(seat);
  for (const zone of [keys.character, keys.items]) {
    for (const card of state.zones[zone]!.cards) {
      const instance = state.cards[card]!;
      if (!instance.exhausted) continue;
      instance.exhausted = false;
      emit(ctx, { type: 'readied', card });
    }
  }
}

/**
 * An empty-stack priority window: players in turn order from the holder may act; once every
 * living player has passed in a row, the turn goes to `next` [FS-PRIO-6]. Seats with nothing
 * but passing to do pass without being asked.
 */
function window(ctx: Ctx, next: string): void {
  const { state } = ctx;
  let players = 0;
  for (const seat of state.seats) if (!seat.out) players += 1;
  for (;;) {
    if (state.passes >= players) {
      state.passes = 0;
      state.priority = null;
      state.turn.phase = next;
      return;
    }
    const holder = state.priority ?? state.turn.active;
    state.priority = holder;
    const prompt = { kind: 'priority' as const, seat: holder };
    if (!passesForIdle(ctx) || moves(ctx, prompt).length > 0) {
      state.prompt = prompt;
      return;
    }
    state.passes += 1;
    state.priority = seatsFrom(state, holder)[1] ?? holder;
  }
}

function flow(ctx: Ctx) {
  const { state } = ctx;
  const seat = state.turn.active;
  const turn = state.flags.turn;
  switch (state.turn.phase) {
    case 'setup':
      // Chosen characters are picked first; a given layout clears the flag and picks again [FS-VAR-11].
      if (variant(state, 'chosen-characters') && !state.flags.game[CHOSEN_FLAG]) {
        state.flags.game[CHOSEN_FLAG] = 1;
        startEffect(ctx, { kind: 'game', verb: 'choose-characters', args: {} }, scopeFor(ctx, null, seat));
        return;
      }
      // The mini-draft comes after setup, before the first turn [FS-VAR-6].
      state.turn.phase = variant(state, 'two-player-draft') ? 'draft' : 'start';
      emit(ctx, { type: 'game-began', player: seat });
      return;
    case 'draft':
      state.turn.phase = 'start';
      startEffect(ctx, { kind: 'game', verb: 'draft', args: {} }, scopeFor(ctx, null, seat));
      return;
    case 'start':
      // Start step 1: recharge [FS-TURN-2]; step 2: start triggers [FS-TURN-3].
      recharge(ctx, seat);
      state.turn.phase = 'start-triggers';
      state.passes = 0;
      state.priority = null;
      emit(ctx, { type: 'turn-began', player: seat });
      return;
    case 'start-triggers':
      window(ctx, 'start-loot');
      return;
    case 'start-loot': {
      // Start step 3: the turn's loot 1, on the stack unless the rule option says otherwise [FS-TURN-4, A-7].
      phaseEnded(ctx);
      state.turn.phase = 'action';
      state.passes = 0;
      state.priority = null;
      const count = ruleNumber(ctx, TURN_LOOT, seat);
      if (state.options['start-loot-on-stack']) stackEvent(ctx, eventItem(ctx, `loot ${count}`, 'loot', { count }, seat));
      else startEffect(ctx, { kind: 'game', verb: 'loot', args: { count } }, scopeFor(ctx, null, seat));
      return;
    }
    case 'action': {
      // Forced attacks are declared at the first chance [FS-ATK-12, FS-GLOS-6].
      const forcedDeck = turn[keysOf(seat).forcedDeck] ?? 0;
      let forcedMonster: string | undefined;
      for (const key in turn) {
        if (key.startsWith('forced:') && turn[key]! > 0) {
          forcedMonster = key;
          break;
        }
      }
      if (!turn[COMBAT] && (forcedDeck > 0 || forcedMonster)) {
        let target = 'deck';
        if (forcedMonster) {
          turn[forcedMonster] = 0;
          target = forcedMonster.slice('forced:'.length);
        } else turn[keysOf(seat).forcedDeck] = forcedDeck - 1;
        stackEvent(ctx, eventItem(ctx, 'attack', 'declared-attack', { target, forced: true }, seat, target === 'deck' ? null : target));
        // Reported like any declared attack [FS-ATK-4, FS-ATK-12].
        emit(ctx, { type: 'attack-declared', player: seat, card: target === 'deck' ? null : target });
        return;
      }
      // [FS-TURN-5]; all passing on an empty stack ends the action phase [FS-PRIO-6].
      window(ctx, 'end');
      return;
    }
    case 'end': {
      // Attacks owed "this turn" need not be made at once, but before the action phase ends: the
      // active player makes one now, choosing its target [FS-ATK-13].
      const owed = turn[keysOf(seat).owedAttack] ?? 0;
      if (owed > 0 && !turn[END_TURN]) {
        const open = attacksLeft(ctx, seat) > 0 ? attackMoves(ctx, seat) : [];
        if (open.length > 0) {
          state.turn.phase = 'action';
          state.passes = 0;
          state.priority = seat;
          state.prompt = { kind: 'main', seat, window: OWED_ATTACK };
          return;
        }
        turn[keysOf(seat).owedAttack] = 0; // nothing left to attack: the obligation lapses
      }
      endTurnNow(ctx);
      return;
    }
    case 'end-triggers':
      // End step 1 [FS-TURN-7].
      window(ctx, 'heal');
      return;
    case 'heal': {
      // End step 2: everyone heals, then "until end of turn" runs out [FS-TURN-9, FS-DEATH-10, FS-ATK-21].
      for (const s of state.seats) {
        const character = characterOf(state, s.id);
        // (with `dead-heal-next-phase`, a dead player heals when the phase after their death ends [A-9])
        if (character && !stillDead(state, s.id)) state.cards[character]!.damage = 0;
      }
      for (const slot of slotsOf(state, MONSTER_SLOTS)) for (const card of slot.cards) state.cards[card]!.damage = 0;
      emit(ctx, { type: 'healed-all', player: seat });
      expireEndOfTurn(ctx);
      // Health maxima are read afresh once the "until end of turn" bonuses are gone [FS-GLOS-1].
      for (const s of state.seats) delete state.flags.game[keysOf(s.id).maxHp];
      state.turn.phase = 'hand-limit';
      return;
    }
    case 'hand-limit': {
      state.turn.phase = 'next';
      // End step 3: the active player discards down to 10 [FS-TURN-10, FS-TURN-11].
      const hand = state.zones[keysOf(seat).hand]!;
      const limit = ruleNumber(ctx, HAND_LIMIT, seat);
      if (hand.cards.length > limit) startEffect(ctx, { kind: 'discard', count: hand.cards.length - limit, who: { kind: 'you' }, chooser: 'owner' }, scopeFor(ctx, null, seat));
      return;
    }
    case 'next': {
      // End step 4: the player on the left [FS-TURN-12, FS-GLOS-18].
      phaseEnded(ctx);
      state.flags.turn = flagTable();
      const order = seatsFrom(state, seat);
      const next = order.find((s) => s !== seat) ?? seat;
      state.turn = { number: state.turn.number + 1, active: next, phase: 'start', step: 0 };
      state.passes = 0;
      state.priority = null;
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// State checks after every step: souls and the winner [FS-SOUL-2], lethal damage remembered
// [FS-DEATH-11], how cards lie and whose they are as they move, souls and items gained.

type Memory = { read: number; active: { version: number; cards: CardRef[] } | null };
function remembered(ctx: Ctx): Memory {
  return (ctx.memo ??= { read: 0, active: null } satisfies Memory) as Memory;
}

function afterStep(ctx: Ctx) {
  const { state } = ctx;
  const memory = remembered(ctx);
  const events = ctx.events;
  if (memory.read === events.length && !state.flags.game[SOULS_CHECK]) return;
  let soulsChanged = false;
  let heartsChanged = false;
  for (let i = memory.read; i < events.length; i += 1) {
    const event = events[i]!;
    if (event.type === 'destroyed' || event.type === 'stat-modified' || event.type === 'counter-added' || event.type === 'counter-removed') heartsChanged = true;
    if (event.type === 'moved') {
      if (event.from === ITEMS || event.to === ITEMS || event.from === CHARACTER || event.to === CHARACTER) heartsChanged = true;
      if (event.to === SOULS || event.from === SOULS) soulsChanged = true;
      // A card put into a deck lies face down there, whatever put it there (XIX. The Sun, The Curse).
      if ((event.to === LOOT_DECK || event.to === TREASURE_DECK || event.to === MONSTER_DECK) && typeof event.card === 'string' && state.cards[event.card]?.faceUp) {
        state.cards[event.card]!.faceUp = false;
        tableChanged();
      }
      // And a card put in play lies face up, however it got there (an item taken from the top of
      // the treasure deck by an effect): nobody plays a card no one can read.
      if (IN_PLAY_FACE_UP.has(String(event.to)) && typeof event.card === 'string' && state.cards[event.card]?.faceUp === false) {
        state.cards[event.card]!.faceUp = true;
        tableChanged();
      }
      // A soul card discarded (XX. Judgement) goes to its own pile, or out for good [FS-GLOS-13, FS-SOUL-8, FS-VAR-5].
      if (event.from === SOULS && DISCARDS.has(String(event.to)) && typeof event.card === 'string' && state.cards[event.card]) {
        const pile = discardedSoulPile(ctx, event.card);
        if (pile !== event.to) moveCard(ctx, event.card, pile, 'top', pile !== REMOVED);
      }
      // A card in a player's items, souls or hand is theirs, however it came there (bought, given, stolen).
      if (typeof event.toOwner === 'string' && typeof event.card === 'string' && state.cards[event.card]) state.cards[event.card]!.owner = event.toOwner;
      // Any card coming into a player's souls is a soul gained: a boss, a bonus soul, Lost Soul, Holy
      // Chest, Pandora's Box, The Chest, a stolen soul [FS-SOUL-4, FS-SOUL-9..12, FS-SOUL-14, FS-VAR-2..4].
      if (event.to === SOULS && typeof event.toOwner === 'string' && (event.from !== SOULS || event.fromOwner !== event.toOwner)) emit(ctx, { type: 'soul-gained', player: event.toOwner, card: event.card ?? null });
      // Any card coming into a player's items is an item gained, however it came (Devil Deal's
      // search, a created card), unless the step that moved it reported it already (a purchase).
      if (event.to === ITEMS && typeof event.toOwner === 'string' && typeof event.card === 'string' && (event.from !== ITEMS || event.fromOwner !== event.toOwner)) {
        const card = event.card;
        if (!events.some((e, j) => j > i && e.type === 'item-gained' && e.card === card)) emit(ctx, { type: 'item-gained', player: event.toOwner, card });
      }
    } else if (event.type === 'damaged' && typeof event.card === 'string') {
      const instance = state.cards[event.card];
      if (instance && kindOf(ctx, event.card) === 'character' && instance.owner) {
        const keys = keysOf(instance.owner);
        if (instance.damage >= statOf(ctx, event.card, 'hp') && !state.flags.turn[keys.dying]) state.flags.turn[keys.lethal] = instance.damage - Number(event.amount) + 1;
      }
    }
  }
  memory.read = events.length;
  if (events.length > 0) heartsLost(ctx, heartsChanged);
  if (state.pending.length > 0) takeBonusSouls(ctx);
  if (soulsChanged) state.flags.game[SOULS_CHECK] = 1;
  if (!state.flags.game[SOULS_CHECK] || state.result) return;
  // A soul gain that a trigger may still cancel (Ragman) waits for it before anyone wins [FS-SOUL-13].
  if (soulGainOpen(state)) return;
  state.flags.game[SOULS_CHECK] = 0;
  for (const seat of seatsFrom(state, state.turn.active)) {
    const needed = ruleNumber(ctx, SOULS_TO_WIN, seat);
    if (soulsOf(ctx, seat) >= needed) {
      state.result = { winners: [seat], reason: `${seat} has ${needed} souls` };
      state.prompt = null;
      emit(ctx, { type: 'game-ended', reason: state.result.reason, winners: seat });
      return;
    }
  }
}

/**
 * Losing "+N heart" removes empty heart containers first: current health becomes the lower of
 * itself and the new maximum, so damage taken falls by what the maximum lost, down to 0
 * [FS-GLOS-1, FS-EX-19]. Maxima are remembered per seat and compared when items, counters or
 * stat changes moved.
 */
function heartsLost(ctx: Ctx, changed: boolean) {
  const { state } = ctx;
  for (const s of state.seats) {
    const key = keysOf(s.id).maxHp;
    const before = state.flags.game[key];
    if (before !== undefined && !changed) continue;
    const character = characterOf(state, s.id);
    if (!character) continue;
    const max = statOf(ctx, character, 'hp');
    const body = state.cards[character]!;
    if (before !== undefined && max < before && body.damage > 0) body.damage = Math.max(0, body.damage - (before - max));
    state.flags.game[key] = max;
  }
}

/**
 * The table was changed from outside the rules (a god tool, new definitions): the bank is
 * counted again, an attack whose steps were dropped is over, and health maxima are compared
 * again (a lower one lowers the damage taken, as losing hearts does).
 */
function tableEdited(ctx: Ctx) {
  const { state } = ctx;
  let held = 0;
  for (const s of state.seats) held += s.resources.cents ?? 0;
  state.flags.game[BANK_FLAG] = Math.max(0, ruleNumber(ctx, BANK) - held);
  const turn = state.flags.turn;
  const attacking = state.frames.some((f) => f.effect.kind === 'game' && f.effect.verb === 'declared-attack') || state.stack.some((item) => item.combat || (item.effect.kind === 'game' && item.effect.verb === 'declared-attack'));
  if (!attacking && turn[COMBAT]) {
    turn[COMBAT] = 0;
    turn[COMBAT_STOP] = 0;
    for (const key of Object.keys(turn)) if (key.startsWith('attacking:')) turn[key] = 0;
  }
  heartsLost(ctx, true);
}

/** A trigger set off by a soul gain is still waiting, on the stack or resolving. */
function soulGainOpen(state: GameState): boolean {
  const gain = (event: { type: string } | undefined | null) => event?.type === 'soul-gained';
  return (
    state.pending.some((t) => gain(t.event)) ||
    state.ordering.some((t) => gain(t.event)) ||
    state.stack.some((item) => gain(item.scope.event)) ||
    state.resolving.some((open) => gain(open.item.scope.event))
  );
}

/**
 * A bonus soul goes at once, without the stack [FS-VAR-2, FS-VAR-3, FS-VAR-4]: its trigger runs
 * now instead of being stacked, once per card, since it can be won only once [FS-VAR-5].
 */
function takeBonusSouls(ctx: Ctx) {
  const { state } = ctx;
  const waiting = state.zones[BONUS_SOULS]!.cards;
  if (waiting.length === 0) return;
  const now = state.pending.filter((t, i, all) => t.source !== null && waiting.includes(t.source) && all.findIndex((u) => u.source === t.source) === i);
  if (now.length === 0) return;
  state.pending = state.pending.filter((t) => t.source === null || !waiting.includes(t.source));
  // Frames run last in, first out: the first found is started last.
  // (its targets, if it had any, are chosen now: it never waits on the stack)
  for (const t of [...now].reverse()) startEffect(ctx, withTargets(t.targets ?? [], t.effect), { ...scopeFor(ctx, t.source, t.controller ?? state.turn.active), event: t.event });
}

function activeCards(ctx: Ctx): readonly CardRef[] {
  const memory = remembered(ctx);
  const version = tableVersion();
  if (memory.active !== null && memory.active.version === version) return memory.active.cards;
  const { state } = ctx;
  const out: CardRef[] = [];
  for (const seat of state.seats) {
    const keys = keysOf(seat.id);
    out.push(...state.zones[keys.character]!.cards, ...state.zones[keys.items]!.cards, ...state.zones[keys.curses]!.cards);
  }
  out.push(...activeMonsters(state));
  out.push(...state.zones[BONUS_SOULS]!.cards);
  memory.active = { version, cards: out };
  return out;
}

function inPlay(ctx: Ctx, card: CardRef): boolean {
  const zone = zoneOf(ctx.state, card);
  if (!zone) return false;
  // [FS-GLOS-16]
  if (zone.type === MONSTER_SLOTS) return topOf(zone) === card;
  return zone.type === CHARACTER || zone.type === ITEMS || zone.type === CURSES || zone.type === SHOP;
}

/**
 * Card effects reach only the active monster of a slot, never the ones it covers [FS-GLOS-16,
 * FS-TYPE-19]. A shop item being bought is within reach: only cards that say so (Flush, Void,
 * "not being bought") leave it alone [FS-ERR-1, FS-ERR-9], so another effect can take it and the
 * purchase fizzles [FS-BUY-8].
 */
function selectable(_ctx: Ctx, zone: Zone): readonly CardRef[] {
  if (zone.type === MONSTER_SLOTS) return zone.cards.length > 1 ? zone.cards.slice(-1) : zone.cards;
  return zone.cards;
}

/**
 * The states a card can be in (vocabulary `states`): a monster is being attacked from the moment
 * its attack's declaration resolves until the attack ends [FS-ATK-4, FS-ERR-9]; a shop item is
 * being bought while a purchase declared for it waits on the stack [FS-ERR-1].
 */
function cardState(ctx: Ctx, card: CardRef, name: string): boolean {
  const { state } = ctx;
  switch (name) {
    case 'attacked':
      return isActiveMonster(state, card) && (state.flags.turn[`attacking:${card}`] ?? 0) > 0;
    case 'bought':
      return state.stack.some((item) => item.effect.kind === 'game' && item.effect.verb === 'declared-purchase' && item.effect.args.item === card);
    default:
      return false;
  }
}

function canSee(ctx: Ctx, card: CardRef, viewer: SeatId | null): boolean {
  const instance = ctx.state.cards[card];
  if (!instance) return false;
  const zone = zoneOf(ctx.state, card);
  if (!zone) return false;
  if (zone.type === HAND) return viewer !== null && zone.owner === viewer; // [FS-SETUP-11]
  return instance.faceUp;
}

/** A player is alive unless they died this turn, or are still dead with `dead-heal-next-phase` [FS-DEATH-8, A-9]; Satan's kill needs a living player [FS-CARD-36]. */
function alive(ctx: Ctx, seat: SeatId): boolean {
  return !(ctx.state.flags.turn[keysOf(seat).died] ?? 0) && !stillDead(ctx.state, seat);
}

/** A player's souls, as "the souls of a player" reads them (XX. Judgement: the player with the most souls). */
function playerStat(ctx: Ctx, seat: SeatId, stat: string): number {
  return stat === 'souls' ? soulsOf(ctx, seat) : 0;
}

/** A dead player takes no more damage that turn [FS-DEATH-9], or until healed with `dead-heal-next-phase` [A-9]. */
function immune(ctx: Ctx, target: string): boolean {
  const seat = ctx.state.cards[target] ? (kindOf(ctx, target) === 'character' ? ctx.state.cards[target]!.owner : null) : seatOf(ctx.state, target);
  return seat !== null && ((ctx.state.flags.turn[keysOf(seat).died] ?? 0) > 0 || stillDead(ctx.state, seat));
}

// ---------------------------------------------------------------------------------------------
// Rule option `dead-heal-next-phase` [A-9, FS-DEATH-10]: a dead player heals at the end of the
// phase after the one they died in, instead of in the end-phase heal, and until then takes no
// damage and cannot die again, even into the next turn.

const DEAD_UNTIL = 'dead-until:';
/** The turn's phases in three: start (0), action (1), end (2), numbered across turns. */
function phaseIndex(state: GameState): number {
  const phase = state.turn.phase;
  const group = END_PHASES.has(phase) ? 2 : phase === 'action' || phase === 'end' ? 1 : 0;
  return state.turn.number * 3 + group;
}
function stillDead(state: GameState, seat: SeatId): boolean {
  return state.options['dead-heal-next-phase'] === true && state.flags.game[`${DEAD_UNTIL}${seat}`] !== undefined;
}
/** A player died: with the option, they heal when the next phase ends. */
function diedNow(state: GameState, seat: SeatId) {
  if (state.options['dead-heal-next-phase']) state.flags.game[`${DEAD_UNTIL}${seat}`] = phaseIndex(state) + 1;
}
/** The current phase is ending: the dead players whose heal is due are healed. */
function phaseEnded(ctx: Ctx) {
  const { state } = ctx;
  if (!state.options['dead-heal-next-phase']) return;
  const now = phaseIndex(state);
  for (const s of state.seats) {
    const key = `${DEAD_UNTIL}${s.id}`;
    const due = state.flags.game[key];
    if (due === undefined || due > now) continue;
    delete state.flags.game[key];
    const character = characterOf(state, s.id);
    if (character) state.cards[character]!.damage = 0;
    emit(ctx, { type: 'healed', player: s.id, card: character });
  }
}

export const fourSouls: GameModule = {
  vocabulary,
  policy: {
    stack: 'priority',
    targets: 'when-put-on-stack',
    // Monster triggers are stacked first and resolve last; then each player's, in turn order from
    // the active player, so the active player's resolve after the others'; each player orders
    // their own, and the active player orders the monsters' [FS-TIME-1..3, FS-TIME-5, FS-TIME-6].
    triggerOrder: { neutral: 'resolve-last', ownerOrders: true, players: 'active-last', activeOrdersNeutral: true },
    autoPass: true,
    rolls: 'on-stack',
    // The next damage uses up all of a player's prevention, however small [FS-GLOS-10, FS-EX-20].
    shieldsSpentWhole: true,
    // A trigger whose condition is false by the time it resolves fizzles [FS-FIZZ-3].
    recheckTriggerConditions: true,
    caps: { actions: 20000, turns: 300, stepsPerAction: 20000, depth: 1500 },
  },
  places: { draw: LOOT_DECK, hand: HAND, discard: LOOT_DISCARD, destroyed: TREASURE_DISCARD },
  setup,
  flow,
  moves,
  applyMove,
  activeCards,
  inPlay,
  afterStep,
  beforePriority,
  rollStacked,
  resourceChange,
  destroy: destroyCard,
  immune,
  cardState,
  alive,
  playerStat,
  freeMoves,
  phases: ['start', 'start-triggers', 'start-loot', 'action', 'end', 'end-triggers', 'heal', 'hand-limit', 'next'],
  healthStat: 'hp',
  tableEdited,
  bank: (ctx, resource) => (resource === 'cents' ? Math.max(0, ruleNumber(ctx, BANK) - ctx.state.seats.reduce((sum, s) => sum + (s.resources.cents ?? 0), 0)) : null),
  verbs: {
    cast: castVerb,
    'cast-mode': castModeVerb,
    resolve: resolveVerb,
    'declared-purchase': purchaseVerb,
    purchase: purchaseEffectVerb,
    'must-attack': mustAttackVerb,
    'claim-penalty-of': claimPenaltyVerb,
    'declared-attack': attackVerb,
    attack: forceAttackVerb,
    'combat-damage': combatDamageVerb,
    'monster-dies': monsterDiesVerb,
    reward: rewardVerb,
    'player-dies': playerDiesVerb,
    'death-penalty': deathPenaltyVerb,
    refill: refillVerb,
    loot: lootVerb,
    kill: killVerb,
    'gain-treasure': gainTreasureVerb,
    steal: stealVerb,
    'steal-cents': stealCentsVerb,
    'reroll-item': rerollItemVerb,
    'add-shop-slots': addSlots(SHOP),
    'add-monster-slots': addSlots(MONSTER_SLOTS),
    'cancel-attack': cancelAttackVerb,
    'look-at': lookAtVerb,
    encounter: encounterVerb,
    'make-eternal': makeEternalVerb,
    'choose-characters': chooseCharactersVerb,
    draft: draftVerb,
    give: giveVerb,
  },
  canSee,
  playerBody: (ctx, seat) => characterOf(ctx.state, seat),
  refill,
  afterResolve,
  onCancelled,
  cancellable,
  selectable,
};
