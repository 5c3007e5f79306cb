// What every chapter of the rules names: zone types, rule numbers, flags, each seat's zones
// and flags, the shop and monster slots, and the small lookups they all share.
import type { Ctx } from '../../core/context';
import { definitionOf, interned, seatZoneId, statOf } from '../../core/evaluate';
import { type CardRef, type GameState, type SeatId, type Zone, topOf } from '../../core/state';
import type { CardDefinition } from '../../defs';

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
  /** The seat's zones whose cards' activated abilities are offered as moves: items, then the character. */
  activating: readonly string[];
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
      activating: [seatZoneId(ITEMS, seat), seatZoneId(CHARACTER, seat)],
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
/** What a card is now: a copy (Diplopia, Modeling Clay) is the card it copies [FS-CARD-10]. */
export const definition = (ctx: Ctx, card: CardRef): CardDefinition | undefined => definitionOf(ctx, card);
export const kindOf = (ctx: Ctx, card: CardRef) => definition(ctx, card)?.kind;
export const hasTag = (ctx: Ctx, card: CardRef, tag: string) => definition(ctx, card)?.tags.includes(tag) ?? false;
export const zoneOf = (state: GameState, card: CardRef): Zone | undefined => state.zones[state.cards[card]?.zone ?? ''];
export const living = (state: GameState) => state.seats.filter((s) => !s.out).map((s) => s.id);
export const cents = (state: GameState, seat: SeatId) => state.seats.find((s) => s.id === seat)?.resources.cents ?? 0;
export const characterOf = (state: GameState, seat: SeatId): CardRef | null => state.zones[keysOf(seat).character]?.cards[0] ?? null;

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
};
const slotCache = new WeakMap<object, Slots>();
// The zones table asked for last, in front of the WeakMap: the checks before every priority ask.
let lastZones: object | null = null;
let lastSlots: Slots | null = null;
/** Forgets the slots found for a zones table (the setup adds slots to it). */
export function forgetSlots(zones: object): void {
  slotCache.delete(zones);
  if (lastZones === zones) lastZones = lastSlots = null;
}
export function slotLists(state: GameState): Slots {
  if (state.zones === lastZones) return lastSlots!;
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
    const all = [...shop, ...monsters];
    cached = { shop, monsters, all, filled: all.map((id) => interned(`filled:${id}`)) };
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
export function slotsOf(state: GameState, type: typeof SHOP | typeof MONSTER_SLOTS): Zone[] {
  return slotIds(state, type).map((id) => state.zones[id]!);
}
export const slotId = (type: typeof SHOP | typeof MONSTER_SLOTS, n: number) => (type === SHOP ? `shop-${n}` : `monster-slot-${n}`);

/** The active monsters: the top card of each monster slot [FS-SETUP-5, FS-TYPE-19]. */
export function activeMonsters(state: GameState): CardRef[] {
  const out: CardRef[] = [];
  for (const id of slotIds(state, MONSTER_SLOTS)) {
    const top = topOf(state.zones[id]!);
    if (top) out.push(top);
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
  if (character) total += Math.max(0, statOf(ctx, character, 'souls'));
  return total;
}
