import { keptPerCardList } from '../../core/card-lists';
import type { Ctx, GameModule } from '../../core/context';
import { emit, entersExhausted, shuffleDeck, tableChanged } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardRef, type GameState, type SeatId, type Zone, addCard, topOf } from '../../core/state';
import type { CardDefinition } from '../../defs';
import { nextD6 } from '../../stack/replacements';
import { BANK, BANK_FLAG, BONUS_SOULS, CHARACTER, CHARACTER_DECK, CURSES, HAND, ITEMS, LOOT_DECK, LOOT_DISCARD, MONSTER_DECK, MONSTER_DISCARD, MONSTER_SLOTS, MONSTER_SLOT_COUNT, REMOVED, SHOP, SHOP_SLOTS, SOULS, STACK_CARDS, STARTING_ITEMS, START_CENTS, START_LOOT, TREASURE_DECK, TREASURE_DISCARD, characterOf, definition, forgetSlots, keysOf, kindOf, slotId, slotsOf, variant } from './board';

// ---------------------------------------------------------------------------------------------
// Setup

export function addZone(state: GameState, id: string, type: string, owner: SeatId | null): Zone {
  const zone = makeZone(state, id, type, owner);
  forgetSlots(state.zones); // the slots are found again
  return zone;
}
/** A zone added without forgetting the slots found (setup makes them all, then forgets once). */
function makeZone(state: GameState, id: string, type: string, owner: SeatId | null): Zone {
  const zone: Zone = { id, type, owner, cards: [] };
  state.zones[id] = zone;
  return zone;
}

/** The shared zones, each its own type. */
const SHARED_ZONES = [LOOT_DECK, LOOT_DISCARD, TREASURE_DECK, TREASURE_DISCARD, MONSTER_DECK, MONSTER_DISCARD, BONUS_SOULS, STARTING_ITEMS, CHARACTER_DECK, STACK_CARDS, REMOVED];

/** Moves a card without reporting it (setup only). */
export function place(state: GameState, card: CardRef, zone: Zone, faceUp: boolean, exhausted = false) {
  const instance = state.cards[card]!;
  const from = state.zones[instance.zone];
  if (from) {
    // (Setup takes cards off the top, the list's end: popped, with no array made for what is removed.)
    const at = from.cards.lastIndexOf(card);
    if (at === from.cards.length - 1) from.cards.pop();
    else from.cards.splice(at, 1);
  }
  zone.cards.push(card);
  instance.zone = zone.id;
  instance.owner = zone.owner;
  instance.controller = zone.owner;
  instance.faceUp = faceUp;
  instance.exhausted = exhausted;
}

export function setup(ctx: Ctx, config: Parameters<GameModule['setup']>[1]) {
  const { state } = ctx;
  const seats = state.seats.map((s) => s.id);
  for (const seat of seats) {
    const keys = keysOf(seat);
    makeZone(state, keys.hand, HAND, seat);
    makeZone(state, keys.character, CHARACTER, seat);
    makeZone(state, keys.items, ITEMS, seat);
    makeZone(state, keys.souls, SOULS, seat);
    makeZone(state, keys.curses, CURSES, seat);
  }
  for (const type of SHARED_ZONES) makeZone(state, type, type, null);
  for (let n = 1; n <= ruleNumber(ctx, SHOP_SLOTS); n += 1) makeZone(state, slotId(SHOP, n), SHOP, null);
  for (let n = 1; n <= ruleNumber(ctx, MONSTER_SLOT_COUNT); n += 1) makeZone(state, slotId(MONSTER_SLOTS, n), MONSTER_SLOTS, null);
  forgetSlots(state.zones); // (the slots and seats' zones are found once every zone is made)
  // Every card starts in the deck of its kind [FS-SETUP-1]; eternal items wait with the characters.
  const { decks, defIds } = startingDecks(config.cards);
  const bonusSouls = variant(state, 'bonus-souls') ? BONUS_SOULS : REMOVED;
  let lastZone = '';
  let lastList: CardRef[] = [];
  for (let i = 0; i < decks.length; i += 1) {
    const deck = decks[i]!;
    const zone = deck === BONUS_SOUL ? bonusSouls : deck;
    // Made in the list's order: the i-th card is number i.
    const id = addCard(state, defIds[i]!, null, zone, zone === BONUS_SOULS);
    if (zone !== lastZone) {
      lastZone = zone;
      lastList = state.zones[zone]!.cards;
    }
    lastList.push(id);
  }
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
    if (top !== undefined) place(state, top, slot, true, entersExhausted(ctx, top, SHOP) === true);
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

/** Where a bonus soul starts: the bonus souls with the variant on, else out of the game. */
const BONUS_SOUL = 'bonus-soul';
/** The deck each card starts in [FS-SETUP-1] (`BONUS_SOUL` for a bonus soul), by its place in the list. */
function deckFor(def: CardDefinition): string {
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
      return BONUS_SOUL;
    default:
      return def.tags.includes('eternal') ? STARTING_ITEMS : TREASURE_DECK;
  }
}
/** The starting deck and definition id of each card of a list, by place: two ready arrays, instead of reading definitions of many shapes. */
type StartingDecks = { decks: readonly string[]; defIds: readonly string[] };
const startingDecks = keptPerCardList((cards): StartingDecks => ({ decks: cards.map(deckFor), defIds: cards.map((def) => def.id) }));

/** Cain's player, else the first seat (the saddest player) [FS-SETUP-12]. */
export function cainFirst(ctx: Ctx): SeatId {
  const seats = ctx.state.seats.map((s) => s.id);
  return (
    seats.find((seat) => {
      const character = characterOf(ctx.state, seat);
      return character !== null && definition(ctx, character)?.name === 'Cain';
    }) ?? seats[0]!
  );
}

/** Every player rolls a die, the highest goes first and the tied highest roll again [FS-SETUP-13, FS-VAR-15]. */
export function rollForFirst(ctx: Ctx, seats: SeatId[]): SeatId {
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
export function startingItems(ctx: Ctx, character: CardRef): CardRef[] {
  const { state } = ctx;
  const pool = state.zones[STARTING_ITEMS]!.cards;
  const out: CardRef[] = [];
  for (const defId of definition(ctx, character)?.startsWith ?? []) {
    const card = pool.find((c) => state.cards[c]!.def === defId);
    if (card !== undefined) out.push(card);
  }
  return out;
}
