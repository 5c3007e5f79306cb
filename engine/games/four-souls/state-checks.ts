import type { Ctx } from '../../core/context';
import { seatOf, statOf } from '../../core/evaluate';
import { emit, moveCard, scopeFor, startEffect, tableChanged, withTargets } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardRef, type GameState, type SeatId, type Subject, type Zone, cardOf, seatsFrom, topOf } from '../../core/state';
import { BANK, BANK_FLAG, BONUS_SOULS, CHARACTER, COMBAT, COMBAT_STOP, CURSES, HAND, ITEMS, LOOT_DECK, MONSTER_DECK, MONSTER_SLOTS, REMOVED, SHOP, SOULS, SOULS_CHECK, SOULS_TO_WIN, TREASURE_DECK, isActiveMonster, keysOf, kindOf, rarelyWritten, type SeatPlace, seatPlaces, slotLists, soulsOf, zoneOf } from './board';
import { stillDead } from './dead-heal';
import { attackingKey } from './deaths';
import { discardedSoulPile } from './effects';
import { DISCARDS, IN_PLAY_FACE_UP } from './stack';

// ---------------------------------------------------------------------------------------------
// State checks after every step: souls and the winner [FS-SOUL-2], lethal damage remembered
// [FS-DEATH-11], how cards lie and whose they are as they move, souls and items gained.

export type Memory = { read: number };
export function remembered(ctx: Ctx): Memory {
  return (ctx.memo ??= { read: 0 } satisfies Memory) as Memory;
}

export function afterStep(ctx: Ctx) {
  const { state } = ctx;
  const memory = remembered(ctx);
  const events = ctx.events;
  if (memory.read === events.length && !soulsCheckWaiting(state.flags.game)) return;
  let soulsChanged = false;
  let heartsChanged = false;
  for (let i = memory.read; i < events.length; i += 1) {
    const event = events[i]!;
    if (event.type === 'destroyed' || event.type === 'stat-modified' || event.type === 'counter-added' || event.type === 'counter-removed') heartsChanged = true;
    if (event.type === 'moved') {
      if (event.from === ITEMS || event.to === ITEMS || event.from === CHARACTER || event.to === CHARACTER) heartsChanged = true;
      if (event.to === SOULS || event.from === SOULS) soulsChanged = true;
      // A card put into a deck lies face down there, whatever put it there (XIX. The Sun, The Curse).
      if ((event.to === LOOT_DECK || event.to === TREASURE_DECK || event.to === MONSTER_DECK) && typeof event.card === 'number' && state.cards[event.card]?.faceUp) {
        state.cards[event.card]!.faceUp = false;
        tableChanged();
      }
      // And a card put in play lies face up, however it got there (an item taken from the top of
      // the treasure deck by an effect): nobody plays a card no one can read.
      if (IN_PLAY_FACE_UP.has(String(event.to)) && typeof event.card === 'number' && state.cards[event.card]?.faceUp === false) {
        state.cards[event.card]!.faceUp = true;
        tableChanged();
      }
      // A soul card discarded (XX. Judgement) goes to its own pile, or out for good [FS-GLOS-13, FS-SOUL-8, FS-VAR-5].
      if (event.from === SOULS && DISCARDS.has(String(event.to)) && typeof event.card === 'number' && state.cards[event.card]) {
        const pile = discardedSoulPile(ctx, event.card);
        if (pile !== event.to) moveCard(ctx, event.card, pile, 'top', pile !== REMOVED);
      }
      // A card in a player's items, souls or hand is theirs, however it came there (bought, given, stolen).
      if (typeof event.toOwner === 'string' && typeof event.card === 'number' && state.cards[event.card]) state.cards[event.card]!.owner = event.toOwner;
      // Any card coming into a player's souls is a soul gained: a boss, a bonus soul, Lost Soul, Holy
      // Chest, Pandora's Box, The Chest, a stolen soul [FS-SOUL-4, FS-SOUL-9..12, FS-SOUL-14, FS-VAR-2..4].
      if (event.to === SOULS && typeof event.toOwner === 'string' && (event.from !== SOULS || event.fromOwner !== event.toOwner)) emit(ctx, { type: 'soul-gained', player: event.toOwner, card: event.card ?? null });
      // Any card coming into a player's items is an item gained, however it came (Devil Deal's
      // search, a created card), unless the step that moved it reported it already (a purchase).
      if (event.to === ITEMS && typeof event.toOwner === 'string' && typeof event.card === 'number' && (event.from !== ITEMS || event.fromOwner !== event.toOwner)) {
        const card = event.card;
        // A plain loop: a closure over the loop's `i` gave every pass of the loop a context of its own.
        let reported = false;
        for (let j = i + 1; j < events.length; j += 1) {
          const later = events[j]!;
          if (later.type === 'item-gained' && later.card === card) {
            reported = true;
            break;
          }
        }
        if (!reported) emit(ctx, { type: 'item-gained', player: event.toOwner, card });
      }
    } else if (event.type === 'damaged' && typeof event.card === 'number') {
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
  if (soulsChanged) {
    state.flags.game[SOULS_CHECK] = 1;
    soulsCheck.written(state.flags.game);
  }
  if (!soulsCheckWaiting(state.flags.game) || state.result) return;
  // A soul gain that a trigger may still cancel (Ragman) waits for it before anyone wins [FS-SOUL-13].
  if (soulGainOpen(state)) return;
  state.flags.game[SOULS_CHECK] = 0;
  soulsCheck.cleared(state.flags.game);
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

/** A count of souls waiting (`SOULS_CHECK` in the game flags), asked after every step: only `afterStep` writes it. */
const soulsCheck = rarelyWritten((flags) => (flags[SOULS_CHECK] ? true : undefined));
const soulsCheckWaiting = (flags: GameState['flags']['game']): boolean => soulsCheck.find(flags) === true;

/**
 * Losing "+N heart" removes empty heart containers first: current health becomes the lower of
 * itself and the new maximum, so damage taken falls by what the maximum lost, down to 0
 * [FS-GLOS-1, FS-EX-19]. Maxima are remembered per seat and compared when items, counters or
 * stat changes moved.
 */
export function heartsLost(ctx: Ctx, changed: boolean) {
  const { state } = ctx;
  // Nothing to compare or fill in: every maximum is known and nothing that moves one changed.
  if (!changed && maximaMissing.find(state.flags.game) === undefined) return;
  const places = seatPlaces(state);
  let everyKnown = true;
  for (let i = 0; i < places.length; i += 1) {
    const place = places[i]!;
    const key = place.keys.maxHp;
    const before = state.flags.game[key];
    if (before !== undefined && !changed) continue;
    const character = place.character.cards[0];
    if (character === undefined) {
      if (before === undefined) everyKnown = false;
      continue;
    }
    const max = statOf(ctx, character, 'hp');
    const body = state.cards[character]!;
    if (before !== undefined && max < before && body.damage > 0) body.damage = Math.max(0, body.damage - (before - max));
    state.flags.game[key] = max;
  }
  // Every seat's maximum is known now: until one is removed, a look without a change would skip them all.
  if (everyKnown) maximaMissing.cleared(state.flags.game);
}

/**
 * Whether a seat's health maximum may be missing from the game flags (`MAX_HP`), asked after
 * every step: only `heartsLost` writes the maxima, and only `forgetMaxima` (the end of a turn)
 * removes them.
 */
const maximaMissing = rarelyWritten(() => true);
export function forgetMaxima(state: GameState): void {
  for (const place of seatPlaces(state)) delete state.flags.game[place.keys.maxHp];
  maximaMissing.written(state.flags.game);
}

/**
 * The table was changed from outside the rules (a god tool, new definitions): the bank is
 * counted again, an attack whose steps were dropped is over, and health maxima are compared
 * again (a lower one lowers the damage taken, as losing hearts does).
 */
export function tableEdited(ctx: Ctx) {
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
export function soulGainOpen(state: GameState): boolean {
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
export function takeBonusSouls(ctx: Ctx) {
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

/**
 * The cards in play whose abilities apply: each seat's character, items and curses, each monster
 * slot's top, the bonus souls. Asked again at every change of the table (a card moved, bought,
 * discarded), and most changes move cards elsewhere (a hand, the stack, a deck): the list made
 * last is handed back while the same cards lie there in the same order, for the same cards
 * table. A list is never changed once made, so the kernel's records of the walks of this list
 * (`activeAmong`) hold for it as long as it is handed back.
 */
export function activeCards(ctx: Ctx): readonly CardRef[] {
  const { state } = ctx;
  const places = seatPlaces(state);
  const slots = slotLists(state).monsterZones;
  const bonusSouls = state.zones[BONUS_SOULS]!.cards;
  const last = lastActive;
  if (last !== null && last.table === state.cards && sameActive(last.cards, places, slots, bonusSouls)) return last.cards;
  const out: CardRef[] = [];
  // Loops, not spread pushes.
  const add = (cards: readonly CardRef[]) => {
    for (let i = 0; i < cards.length; i += 1) out.push(cards[i]!);
  };
  for (let i = 0; i < places.length; i += 1) {
    const place = places[i]!;
    add(place.character.cards);
    add(place.items.cards);
    add(place.curses.cards);
  }
  // The active monsters, each slot's top, without a list of their own.
  for (let i = 0; i < slots.length; i += 1) {
    const top = topOf(slots[i]!);
    if (top !== undefined) out.push(top);
  }
  add(bonusSouls);
  lastActive = { table: state.cards, cards: out };
  return out;
}
/** The active cards listed last, and the cards table they were listed for (beside the state, never in it). */
let lastActive: { table: GameState['cards']; cards: readonly CardRef[] } | null = null;
/** Whether the places, slots' tops and bonus souls hold `cards`, in the order `activeCards` lists them. */
function sameActive(cards: readonly CardRef[], places: readonly SeatPlace[], slots: readonly Zone[], bonusSouls: readonly CardRef[]): boolean {
  let at = 0;
  for (let i = 0; i < places.length && at >= 0; i += 1) {
    const place = places[i]!;
    at = sameFrom(cards, at, place.character.cards);
    at = sameFrom(cards, at, place.items.cards);
    at = sameFrom(cards, at, place.curses.cards);
  }
  for (let i = 0; i < slots.length && at >= 0; i += 1) {
    const top = topOf(slots[i]!);
    if (top !== undefined) at = cards[at] === top ? at + 1 : -1;
  }
  return sameFrom(cards, at, bonusSouls) === cards.length;
}
/** Where `cards` goes on after `zone`'s cards, found from `at` (-1: they are not there, or `at` is -1 already). */
function sameFrom(cards: readonly CardRef[], at: number, zone: readonly CardRef[]): number {
  if (at < 0 || at + zone.length > cards.length) return -1;
  for (let i = 0; i < zone.length; i += 1, at += 1) if (zone[i] !== cards[at]) return -1;
  return at;
}

export function inPlay(ctx: Ctx, card: CardRef): boolean {
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
export function selectable(_ctx: Ctx, zone: Zone): readonly CardRef[] {
  if (zone.type === MONSTER_SLOTS) return zone.cards.length > 1 ? zone.cards.slice(-1) : zone.cards;
  return zone.cards;
}

/**
 * The states a card can be in (vocabulary `states`): a monster is being attacked from the moment
 * its attack's declaration resolves until the attack ends [FS-ATK-4, FS-ERR-9]; a shop item is
 * being bought while a purchase declared for it waits on the stack [FS-ERR-1].
 */
export function cardState(ctx: Ctx, card: CardRef, name: string): boolean {
  const { state } = ctx;
  switch (name) {
    case 'attacked':
      return isActiveMonster(state, card) && (state.flags.turn[attackingKey(card)] ?? 0) > 0;
    case 'bought':
      return state.stack.some((item) => item.effect.kind === 'game' && item.effect.verb === 'declared-purchase' && item.effect.args.item === card);
    default:
      return false;
  }
}

export function canSee(ctx: Ctx, card: CardRef, viewer: SeatId | null): boolean {
  const instance = ctx.state.cards[card];
  if (!instance) return false;
  // The zone by the instance found above (`zoneOf` would look the card up again): asked for every card a bot scores.
  const zone = ctx.state.zones[instance.zone ?? ''];
  if (!zone) return false;
  if (zone.type === HAND) return viewer !== null && zone.owner === viewer; // [FS-SETUP-11]
  return instance.faceUp;
}

/** A player is alive unless they died this turn, or are still dead with `dead-heal-next-phase` [FS-DEATH-8, A-9]; Satan's kill needs a living player [FS-CARD-36]. */
export function alive(ctx: Ctx, seat: SeatId): boolean {
  return !(ctx.state.flags.turn[keysOf(seat).died] ?? 0) && !stillDead(ctx.state, seat);
}

/** A player's souls, as "the souls of a player" reads them (XX. Judgement: the player with the most souls). */
export function playerStat(ctx: Ctx, seat: SeatId, stat: string): number {
  return stat === 'souls' ? soulsOf(ctx, seat) : 0;
}

/** A dead player takes no more damage that turn [FS-DEATH-9], or until healed with `dead-heal-next-phase`. */
export function immune(ctx: Ctx, target: Subject): boolean {
  const card = cardOf(ctx.state, target);
  const seat = card !== undefined ? (kindOf(ctx, card.id) === 'character' ? card.owner : null) : seatOf(ctx.state, target);
  return seat !== null && ((ctx.state.flags.turn[keysOf(seat).died] ?? 0) > 0 || stillDead(ctx.state, seat));
}
