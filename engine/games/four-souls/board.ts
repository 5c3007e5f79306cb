// What every chapter of the rules names: zone types, rule numbers, flags, each seat's zones
// and flags, the shop and monster slots, and the small lookups they all share.
import type { Ctx } from '../../core/context';
import { definitionOf, interned, seatZoneId, statOf } from '../../core/evaluate';
import { type CardInstance, type CardRef, type GameState, type SeatId, type Zone, topOf } from '../../core/state';
import type { CardDefinition } from '../../defs';
import type { SeatOffers } from './moves';

// Zone types.
export const HAND = 'hand';
export const CHARACTER = 'character';
export const ITEMS = 'items';
export const SOULS = 'souls';
export const CURSES = 'curses';
export const LOOT_DECK = 'loot-deck';
export const LOOT_DISCARD = 'loot-discard';
export const TREASURE_DECK = 'treasure-deck';
export const TREASURE_DISCARD = 'treasure-discard';
export const MONSTER_DECK = 'monster-deck';
export const MONSTER_DISCARD = 'monster-discard';
export const SHOP = 'shop';
export const MONSTER_SLOTS = 'monster-slots';
export const BONUS_SOULS = 'bonus-souls';
export const STARTING_ITEMS = 'starting-items';
export const CHARACTER_DECK = 'character-deck';
export const STACK_CARDS = 'stack-cards';
export const REMOVED = 'removed';

// Rule numbers (the vocabulary's `ruleNumbers`), read through the kernel so variants and cards change them.
export const BANK = 'bank'; // [FS-SETUP-2]
export const PRICE = 'purchase-price'; // [FS-BUY-2]
export const PURCHASES_PER_TURN = 'purchases-per-turn'; // [FS-BUY-1]
export const ATTACKS_PER_TURN = 'attacks-per-turn'; // [FS-ATK-1]
export const LOOT_PLAYS_PER_TURN = 'loot-plays-per-turn'; // [FS-EFF-4]
export const TURN_LOOT = 'turn-loot'; // [FS-TURN-4]
export const HAND_LIMIT = 'hand-limit'; // [FS-TURN-10]
export const SOULS_TO_WIN = 'souls-to-win'; // [FS-SOUL-2]
export const START_LOOT = 'starting-loot'; // [FS-SETUP-10]
export const START_CENTS = 'starting-cents'; // [FS-SETUP-11]
export const SHOP_SLOTS = 'shop-slots'; // [FS-SETUP-3]
export const MONSTER_SLOT_COUNT = 'monster-slots'; // [FS-SETUP-4]
export const PENALTY_CENTS = 'penalty-cents'; // [FS-DEATH-4]

/** Zone ids and flag names by seat, made once (the hot paths look them up every step). */
export type SeatKeys = {
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
export const seatKeys = new Map<SeatId, SeatKeys>();
// The seats asked for most recently, looked through before the map: a game has two to four
// seats, and comparing a few ids is quicker than hashing one (asked many times per action).
const recentSeats: SeatId[] = [];
const recentKeys: SeatKeys[] = [];
export function keysOf(seat: SeatId): SeatKeys {
  for (let i = 0; i < recentSeats.length; i += 1) if (recentSeats[i] === seat) return recentKeys[i]!;
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
  if (recentSeats.length >= 6) {
    recentSeats.length = 0;
    recentKeys.length = 0;
  }
  recentSeats.push(seat);
  recentKeys.push(keys);
  return keys;
}

// Turn flags.
export const PURCHASES = 'purchases';
export const ATTACKS = 'attacks';
export const COMBAT = 'combat';
export const COMBAT_STOP = 'combat-stop';
export const END_TURN = 'end-turn';
// Game flags.
export const BANK_FLAG = 'bank';
export const SOULS_CHECK = 'souls-check';
export const MAX_HP = 'max-hp:'; // + seat: a character's health maximum as last seen [FS-GLOS-1]
export const CHOSEN_FLAG = 'characters-chosen';

export const variant = (state: GameState, id: string) => state.variants[id];

/**
 * A flag that only this module writes and that is asked far more often than it is written (after
 * every step, before every priority): the flags table last looked at and found without it is
 * remembered (never in the state), and looked at again only once the module writes to that table
 * (`written`) or for another table (a new turn, a restored, copied or scenario state has its own).
 * `find` says what the look found, undefined for nothing.
 */
export function rarelyWritten<T>(look: (table: Record<string, number>) => T | undefined) {
  let without: object | null = null;
  return {
    find(table: Record<string, number>): T | undefined {
      if (table === without) return undefined;
      const found = look(table);
      if (found === undefined) without = table;
      return found;
    },
    /** The module wrote the flag in `table`: the next `find` looks again. */
    written(table: Record<string, number>): void {
      if (without === table) without = null;
    },
    /** The module cleared the flag in `table`: it holds none until written again. */
    cleared(table: Record<string, number>): void {
      without = table;
    },
  };
}

/**
 * `forced:<monster>`: an attack on that monster is owed at the first chance [FS-ATK-12]. The turn
 * flags are walked for them at every step of the action phase; only `forceAttackOn` writes them.
 */
export const FORCED = 'forced:';
const forced = rarelyWritten((turn) => {
  for (const key in turn) if (key.startsWith(FORCED) && turn[key]! > 0) return key;
  return undefined;
});
export function forceAttackOn(state: GameState, monster: CardRef): void {
  state.flags.turn[`${FORCED}${monster}`] = 1;
  forced.written(state.flags.turn);
}
/** The first flag of an attack owed on a monster, in the table's order, or undefined. */
export const forcedMonsterFlag = (state: GameState): string | undefined => forced.find(state.flags.turn);

/** Whether an effect ended the turn (`END_TURN` in the turn flags): only `endTurnNow` sets it, through `askEndTurn`. */
const endTurn = rarelyWritten((turn) => (turn[END_TURN] ? true : undefined));
export const endTurnAsked = (state: GameState): boolean => endTurn.find(state.flags.turn) === true;
export function askEndTurn(state: GameState): void {
  state.flags.turn[END_TURN] = 1;
  endTurn.written(state.flags.turn);
}
/** What a card is now: a copy (Diplopia, Modeling Clay) is the card it copies [FS-CARD-10]. */
export const definition = (ctx: Ctx, card: CardRef): CardDefinition | undefined => definitionOf(ctx, card);
export const kindOf = (ctx: Ctx, card: CardRef) => definition(ctx, card)?.kind;
export const hasTag = (ctx: Ctx, card: CardRef, tag: string) => definition(ctx, card)?.tags.includes(tag) ?? false;
export const zoneOf = (state: GameState, card: CardRef): Zone | undefined => state.zones[state.cards[card]?.zone ?? ''];
export const living = (state: GameState) => state.seats.filter((s) => !s.out).map((s) => s.id);
export function cents(state: GameState, seat: SeatId): number {
  // A loop, not `find` with a new closure: asked for every paid ability at every listing of moves.
  const seats = state.seats;
  for (let i = 0; i < seats.length; i += 1) if (seats[i]!.id === seat) return seats[i]!.resources.cents ?? 0;
  return 0;
}
export const characterOf = (state: GameState, seat: SeatId): CardRef | null => placeOf(state, seat).character.cards[0] ?? null;

/**
 * A seat's flag names and its zones themselves, in the order of `state.seats`. The checks
 * before priority and after every step and each listing of moves ask for a seat's character,
 * items or hand many times an action; found once per zones table (zones are added at setup and
 * never replaced, only their card lists change), each is an array read instead of a hash
 * lookup by the zone's id.
 */
export type SeatPlace = {
  id: SeatId;
  keys: SeatKeys;
  hand: Zone;
  character: Zone;
  items: Zone;
  souls: Zone;
  curses: Zone;
  /** The zones whose cards' activated abilities are offered as moves: items, then the character. */
  activating: readonly Zone[];
  /** Their cards and abilities as the listing of moves last found them (engine/games/four-souls/moves.ts). */
  offers: SeatOffers | null;
  /** The character's instance as last found (`instanceAt`). */
  body: KeptInstance;
};

/**
 * The instance of the card found last at one place (a seat's character, a monster slot's top),
 * kept beside the state: read again only when another card lies there or the cards table is
 * another one (a card's instance is made once, with its id, and never replaced in its table).
 * The checks before every priority and every listing of moves read them.
 */
export type KeptInstance = { table: GameState['cards'] | null; card: CardRef | undefined; instance: CardInstance | undefined };
export const keptInstance = (): KeptInstance => ({ table: null, card: undefined, instance: undefined });
export function instanceAt(state: GameState, kept: KeptInstance, card: CardRef): CardInstance | undefined {
  if (kept.card === card && kept.table === state.cards) return kept.instance;
  const instance = state.cards[card];
  // (a card without an instance is not kept: nothing is to be saved on it)
  if (instance !== undefined) {
    kept.table = state.cards;
    kept.card = card;
    kept.instance = instance;
  }
  return instance;
}
type SeatPlaces = { seats: GameState['seats']; places: SeatPlace[] };
// A seat whose zones are not laid out yet (a state being set up) reads as empty zones, as before.
const NO_ZONE: Zone = Object.freeze({ id: '', type: '', owner: null, cards: Object.freeze([]) as unknown as CardRef[] });
const placeCache = new WeakMap<object, SeatPlaces>();
// The zones table asked for last, in front of the WeakMap, as for the slots.
let lastPlaceZones: object | null = null;
let lastPlaces: SeatPlaces | null = null;
export function seatPlaces(state: GameState): readonly SeatPlace[] {
  if (state.zones === lastPlaceZones && lastPlaces!.seats === state.seats) return lastPlaces!.places;
  let cached = placeCache.get(state.zones);
  if (cached === undefined || cached.seats !== state.seats) {
    let complete = true;
    const zone = (id: string) => {
      const found = state.zones[id];
      if (found === undefined) complete = false;
      return found ?? NO_ZONE;
    };
    const places = state.seats.map((s): SeatPlace => {
      const keys = keysOf(s.id);
      const items = zone(keys.items);
      const character = zone(keys.character);
      return { id: s.id, keys, hand: zone(keys.hand), character, items, souls: zone(keys.souls), curses: zone(keys.curses), activating: [items, character], offers: null, body: keptInstance() };
    });
    cached = { seats: state.seats, places };
    // Not kept while a seat's zones are missing: the setup is still adding them.
    if (!complete) return places;
    placeCache.set(state.zones, cached);
  }
  lastPlaceZones = state.zones;
  lastPlaces = cached;
  return cached.places;
}
const NO_PLACES = new Map<SeatId, SeatPlace>();
/** A seat's place (see `seatPlaces`); a seat not in the game reads as one without zones. */
export function placeOf(state: GameState, seat: SeatId): SeatPlace {
  const places = seatPlaces(state);
  for (let i = 0; i < places.length; i += 1) if (places[i]!.id === seat) return places[i]!;
  let place = NO_PLACES.get(seat);
  if (place === undefined) {
    if (NO_PLACES.size > 1000) NO_PLACES.clear();
    place = { id: seat, keys: keysOf(seat), hand: NO_ZONE, character: NO_ZONE, items: NO_ZONE, souls: NO_ZONE, curses: NO_ZONE, activating: [], offers: null, body: keptInstance() };
    NO_PLACES.set(seat, place);
  }
  return place;
}

/**
 * Shop slots and monster slots are zones of their own, `shop-1`, `monster-slot-1`… [FS-SETUP-5].
 * Their ids are found once per zones table, and again when a zone is added.
 */
export type Slots = {
  shop: string[];
  monsters: string[];
  all: string[];
  /** For each of `all`, the game flag that says the slot held a card (`filled:<slot>`): checked before every priority. */
  filled: string[];
  /** The zones of `shop`, `monsters` and `all` themselves, read before every priority without a lookup by id. */
  shopZones: Zone[];
  monsterZones: Zone[];
  allZones: Zone[];
  /** The monster slots' zones in the zones table's own order (the order its keys are walked in), for readers that walked the table. */
  monsterZonesAsLaid: Zone[];
  /** For each of `monsterZones`, the instance of its top card as last found (`instanceAt`). */
  monsterTops: KeptInstance[];
};
const slotCache = new WeakMap<object, Slots>();
// The zones table asked for last, in front of the WeakMap: the checks before every priority ask.
let lastZones: object | null = null;
let lastSlots: Slots | null = null;
/** Forgets the slots and the seats' zones found for a zones table (the setup adds zones to it). */
export function forgetSlots(zones: object): void {
  slotCache.delete(zones);
  if (lastZones === zones) lastZones = lastSlots = null;
  placeCache.delete(zones);
  if (lastPlaceZones === zones) lastPlaceZones = lastPlaces = null;
}
/** Slots by number: `shop-2` before `shop-10`. */
const slotOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : 1);
/** The flag of a slot that held a card, made once per slot id for every game (as the seats' keys are). */
const filledFlags = new Map<string, string>();
function filledFlag(slot: string): string {
  let flag = filledFlags.get(slot);
  if (flag === undefined) {
    if (filledFlags.size > 1000) filledFlags.clear();
    flag = interned(`filled:${slot}`);
    filledFlags.set(slot, flag);
  }
  return flag;
}
export function slotLists(state: GameState): Slots {
  if (state.zones === lastZones) return lastSlots!;
  let cached = slotCache.get(state.zones);
  if (!cached) {
    const shop: string[] = [];
    const monsters: string[] = [];
    const monsterZonesAsLaid: Zone[] = [];
    for (const id in state.zones) {
      const zone = state.zones[id]!;
      if (zone.type === SHOP) shop.push(id);
      else if (zone.type === MONSTER_SLOTS) {
        monsters.push(id);
        monsterZonesAsLaid.push(zone);
      }
    }
    shop.sort(slotOrder);
    monsters.sort(slotOrder);
    const all = [...shop, ...monsters];
    const zones = state.zones;
    cached = { shop, monsters, all, filled: all.map(filledFlag), shopZones: shop.map((id) => zones[id]!), monsterZones: monsters.map((id) => zones[id]!), allZones: all.map((id) => zones[id]!), monsterZonesAsLaid, monsterTops: monsters.map(keptInstance) };
    slotCache.set(state.zones, cached);
  }
  lastZones = state.zones;
  lastSlots = cached;
  return cached;
}
export function slotIds(state: GameState, type: typeof SHOP | typeof MONSTER_SLOTS): string[] {
  const lists = slotLists(state);
  return type === SHOP ? lists.shop : lists.monsters;
}
/** The slots' zones themselves, in slot order: the lists found with the slots (read them, never change them). */
export function slotsOf(state: GameState, type: typeof SHOP | typeof MONSTER_SLOTS): readonly Zone[] {
  const lists = slotLists(state);
  return type === SHOP ? lists.shopZones : lists.monsterZones;
}
export const slotId = (type: typeof SHOP | typeof MONSTER_SLOTS, n: number) => (type === SHOP ? `shop-${n}` : `monster-slot-${n}`);

/** The active monsters: the top card of each monster slot [FS-SETUP-5, FS-TYPE-19]. */
export function activeMonsters(state: GameState): CardRef[] {
  const out: CardRef[] = [];
  const slots = slotLists(state).monsterZones;
  for (let i = 0; i < slots.length; i += 1) {
    const top = topOf(slots[i]!);
    if (top !== undefined) out.push(top);
  }
  return out;
}
export const isActiveMonster = (state: GameState, card: CardRef) => {
  const zone = zoneOf(state, card);
  return zone !== undefined && zone.type === MONSTER_SLOTS && topOf(zone) === card;
};

/** Soul cards count the souls they show, at least 1 [FS-SOUL-1]; The Lost's character counts its own [FS-SOUL-7]. */
export function soulsOf(ctx: Ctx, seat: SeatId): number {
  let total = 0;
  for (const card of ctx.state.zones[keysOf(seat).souls]?.cards ?? []) total += Math.max(1, statOf(ctx, card, 'souls'));
  const character = characterOf(ctx.state, seat);
  if (character !== null) total += Math.max(0, statOf(ctx, character, 'souls'));
  return total;
}
