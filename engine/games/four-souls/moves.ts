// ---------------------------------------------------------------------------------------------
// What a player may do when they have priority or a main decision, and how each chosen action
// starts [FS-TURN-5, FS-EFF-1, FS-BUY-1, FS-ATK-1, FS-NEG-1].
import type { Action, Ctx, GameModule } from '../../core/context';
import { currentDefId } from '../../core/evaluate';
import { grantById, grantedActivated } from '../../core/grants';
import { emit, moveCard, pushStackItem, scopeFor, startEffect } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardInstance, type CardRef, type GameState, type SeatId, type Zone, cardRefIn, topOf } from '../../core/state';
import type { CardDefinition, Effect } from '../../defs';
import { ATTACKS, ATTACKS_PER_TURN, COMBAT, MONSTER_DECK, MONSTER_DISCARD, PRICE, PURCHASES, PURCHASES_PER_TURN, REMOVED, SHOP, STACK_CARDS, STARTING_ITEMS, TREASURE_DECK, TREASURE_DISCARD, activeMonsters, cents, characterOf, definition, hasTag, instanceAt, keysOf, living, placeOf, type SeatPlace, slotIds, variant } from './board';
import { type Activated, activatedAbilities, canPay, castEffect, exhaust, gainItem, isLootPlayAbility, lootPlay, lostForGood, offeredOf, onceKey } from './effects';
import { eventItem } from './stack';
import { deathOrAttackUnderWay } from './variants';

/** The attacks a seat could declare now, were it free to attack: each active monster and the deck's top [FS-ATK-2]. */
export function attackMoves(ctx: Ctx, seat: SeatId): Action[] {
  const { state } = ctx;
  const out: Action[] = [];
  const monsters = activeMonsters(state);
  // Minions die first: no boss while a basic monster is active [FS-VAR-14].
  // (plain loops: a closure over `ctx` cost a context at every listing, variant or not)
  let minionsFirst = false;
  if (variant(state, 'minions-die-first')) {
    for (let i = 0; i < monsters.length; i += 1) {
      if (!hasTag(ctx, monsters[i]!, 'boss')) {
        minionsFirst = true;
        break;
      }
    }
  }
  for (let i = 0; i < monsters.length; i += 1) {
    const monster = monsters[i]!;
    if (!(minionsFirst && hasTag(ctx, monster, 'boss'))) out.push({ seat, kind: 'attack', target: monster });
  }
  if (state.zones[MONSTER_DECK]!.cards.length + state.zones[MONSTER_DISCARD]!.cards.length > 0) out.push({ seat, kind: 'attack', target: 'deck' });
  return out;
}

/** The window that holds the action phase open until an attack owed "this turn" is made: attacks only [FS-ATK-13]. */
export const OWED_ATTACK = 'owed-attack';

export function moves(ctx: Ctx, prompt: Parameters<GameModule['moves']>[1]): Action[] {
  const { state } = ctx;
  const seat = prompt.seat;
  if (prompt.kind === 'main' && prompt.window === OWED_ATTACK) return attackMoves(ctx, seat);
  const out: Action[] = [];
  const place = placeOf(state, seat);
  const keys = place.keys;
  const turn = state.flags.turn;
  // Purchases and attacks: the active player, in their action phase, on an empty stack [FS-BUY-1, FS-BUY-3, FS-ATK-1, FS-ATK-3, FS-ATK-11].
  if (seat === state.turn.active && state.turn.phase === 'action' && state.stack.length === 0 && !turn[COMBAT]) {
    if ((turn[PURCHASES] ?? 0) < ruleNumber(ctx, PURCHASES_PER_TURN, seat) + (turn[keys.extraPurchase] ?? 0) && cents(state, seat) >= ruleNumber(ctx, PRICE, seat)) {
      for (const slot of slotIds(state, SHOP)) {
        const item = topOf(state.zones[slot]!);
        if (item !== undefined) out.push({ seat, kind: 'buy', item });
      }
      if (state.zones[TREASURE_DECK]!.cards.length + state.zones[TREASURE_DISCARD]!.cards.length > 0) out.push({ seat, kind: 'buy', item: 'deck' });
    }
    if (attacksLeft(ctx, seat) > 0) out.push(...attackMoves(ctx, seat));
  }
  const hand = place.hand.cards;
  // (an empty hand, common for the seats listed while another acts, asks no more)
  // (an indexed loop: no iterator made at every listing)
  if (hand.length > 0 && lootPlay(ctx, seat, place)) for (let i = 0; i < hand.length; i += 1) out.push({ seat, kind: 'play', card: hand[i]! });
  const granting = state.grants !== undefined && state.grants.length > 0;
  const character = place.character.cards[0] ?? null;
  const offers = seatOffers(ctx, place);
  // The character's definition, found with the seat's cards and asked again for its loot play.
  const characterDef = offers.characterDef;
  const held = offers.held;
  for (let c = 0; c < held.length; c += 1) {
    const { card, instance, activated: list } = held[c]!;
    // (most items have none: an indexed loop makes no iterator for them)
    for (let i = 0; i < list.length; i += 1) {
      const { ability, index } = list[i]!;
      if (!canPay(ctx, seat, card, ability, index, instance)) continue;
      out.push(list.length > 1 ? { seat, kind: 'activate', card, ability: index } : { seat, kind: 'activate', card });
    }
    // Abilities the card has for a while (engine/core/grants.ts), named by their grant.
    if (granting) for (const { grant, ability } of grantedActivated(ctx, card)) if (canPay(ctx, seat, card, ability, grant.id)) out.push({ seat, kind: 'activate', card, grant: grant.id });
  }
  // Souls are money: once per action phase, a soul for 5¢, a loot or a starting item [FS-VAR-9, A-17].
  // (the variant asked only of the active player in the action phase: most listings are of others, or on a stack)
  if (seat === state.turn.active && state.turn.phase === 'action' && variant(state, 'souls-are-money') && !turn['soul-sold']) {
    for (const soul of place.souls.cards) {
      out.push({ seat, kind: 'sell-soul', soul, for: 'cents' });
      out.push({ seat, kind: 'sell-soul', soul, for: 'loot' });
      if (state.zones[STARTING_ITEMS]!.cards.length > 0) out.push({ seat, kind: 'sell-soul', soul, for: 'item' });
    }
  }
  // Enhanced trading: loot cards, and items unless a death or an attack is under way, may be
  // given to another player; souls never [FS-VAR-7].
  if (variant(state, 'enhanced-trading')) {
    const gifts = deathOrAttackUnderWay(ctx) ? hand : [...hand, ...place.items.cards];
    for (const card of gifts) for (const to of living(state)) if (to !== seat) out.push({ seat, kind: 'give', card, to });
  }
  // The character's own activation, for one more loot play this turn, on any player's turn
  // [FS-EFF-5, FS-TURN-6]; offered to a player with a loot card to play with it.
  const lootIndex = character !== null && hand.length > 0 ? lootPlayIndexOf(characterDef) : -1;
  if (character !== null && lootIndex >= 0 && !instanceAt(state, place.body, character)!.exhausted) {
    // Named by its ability's place only when the character has other activated abilities too.
    out.push(activatedAbilities(characterDef).length === 0 ? { seat, kind: 'activate', card: character } : { seat, kind: 'activate', card: character, ability: lootIndex });
  }
  return out;
}

/**
 * A seat's cards whose activated abilities are offered (items, then the character), each with
 * its instance and its abilities by its definition now (a copy's are the card it copies), as
 * the last listing of the seat's moves found them: every listing walks them (several a priority,
 * most for seats that end up passing), and they change only when a card comes or goes, a copy
 * starts or ends, or the definitions or the cards table are other ones. Kept with the seat's
 * place (one per zones table, beside the state).
 */
export type SeatOffers = {
  cards: GameState['cards'];
  copies: GameState['copies'];
  defs: Ctx['defs'];
  /** The cards of the activating zones in their order, instance or not, to tell whether they changed. */
  ids: CardRef[];
  /** The ones with an instance, and their abilities. */
  held: { card: CardRef; instance: CardInstance; activated: readonly Activated[] }[];
  characterDef: CardDefinition | undefined;
};
function seatOffers(ctx: Ctx, place: SeatPlace): SeatOffers {
  const { state } = ctx;
  const kept = place.offers;
  if (kept !== null && kept.cards === state.cards && kept.copies === state.copies && kept.defs === ctx.defs && sameCards(kept.ids, place.activating)) return kept;
  const ids: CardRef[] = [];
  const held: SeatOffers['held'] = [];
  const character = place.character.cards[0] ?? null;
  let characterDef: CardDefinition | undefined;
  for (const zone of place.activating) {
    for (const card of zone.cards) {
      ids.push(card);
      const instance = state.cards[card];
      if (instance === undefined) continue;
      const offered = offeredOf(ctx, state.copies === undefined || state.copies.length === 0 ? instance.def : currentDefId(state, card));
      if (card === character) characterDef = offered.def;
      held.push({ card, instance, activated: offered.activated });
    }
  }
  const offers: SeatOffers = { cards: state.cards, copies: state.copies, defs: ctx.defs, ids, held, characterDef };
  place.offers = offers;
  return offers;
}
/** Whether the zones hold `ids`, in that order. */
function sameCards(ids: readonly CardRef[], zones: readonly Zone[]): boolean {
  let at = 0;
  for (let z = 0; z < zones.length; z += 1) {
    const cards = zones[z]!.cards;
    if (at + cards.length > ids.length) return false;
    for (let i = 0; i < cards.length; i += 1, at += 1) if (cards[i] !== ids[at]) return false;
  }
  return at === ids.length;
}

/** Where the character's "deactivate: one more loot play" ability is among its abilities; -1 when it has none. */
export function lootPlayIndex(ctx: Ctx, character: CardRef): number {
  return lootPlayIndexOf(definition(ctx, character));
}
function lootPlayIndexOf(def: CardDefinition | undefined): number {
  if (!def) return -1;
  // Asked at every listing of moves: found once per definition (definitions are read-only).
  let index = lootPlayIndexes.get(def);
  if (index === undefined) {
    index = def.abilities.findIndex(isLootPlayAbility);
    lootPlayIndexes.set(def, index);
  }
  return index;
}
const lootPlayIndexes = new WeakMap<CardDefinition, number>();

/**
 * Negotiation [FS-NEG-1, FS-NEG-3, FS-NEG-4, FS-GLOS-8]: any living player with cents may pay
 * any other 1¢ at a time, whenever a player could act, off the stack, including a player who has
 * nothing else to do (the kernel offers these beside every main and priority decision).
 */
export function freeMoves(ctx: Ctx, seat: SeatId): Action[] {
  const { state } = ctx;
  if (cents(state, seat) <= 0) return [];
  const out: Action[] = [];
  for (const to of living(state)) if (to !== seat) out.push({ seat, kind: 'give', cents: 1, to });
  return out;
}

export function attacksLeft(ctx: Ctx, seat: SeatId): number {
  const turn = ctx.state.flags.turn;
  return ruleNumber(ctx, ATTACKS_PER_TURN, seat) + (turn[keysOf(seat).extraAttack] ?? 0) - (turn[ATTACKS] ?? 0);
}

export function applyMove(ctx: Ctx, action: Action) {
  const { state } = ctx;
  const seat = action.seat;
  const keys = keysOf(seat);
  switch (action.kind) {
    case 'play': {
      const card = cardRefIn(state, action.card);
      if (card === null) return;
      const how = lootPlay(ctx, seat);
      if (how === 'free') state.flags.turn[keys.lootPlays] = (state.flags.turn[keys.lootPlays] ?? 0) + 1;
      else if (how === 'extra') state.flags.turn[keys.extraLoot] = (state.flags.turn[keys.extraLoot] ?? 0) - 1;
      else if (how === 'character') exhaust(ctx, characterOf(state, seat)!);
      // A loot card sits on the stack as the card itself [FS-STACK-3, FS-TYPE-11].
      moveCard(ctx, card, STACK_CARDS, 'top', true);
      emit(ctx, { type: 'loot-played', player: seat, card });
      const def = definition(ctx, card);
      let index = -1;
      if (def) {
        const abilities = def.abilities;
        for (let i = 0; i < abilities.length; i += 1) {
          if (abilities[i]!.kind === 'play') {
            index = i;
            break;
          }
        }
      }
      const ability = index >= 0 ? def!.abilities[index]! : null;
      startEffect(ctx, ability && ability.kind === 'play' ? castEffect(card, index, 'card', ability) : { kind: 'game', verb: 'cast', args: { card, ability: index, kind: 'card' } }, scopeFor(ctx, card, seat));
      return;
    }
    case 'activate': {
      const card = cardRefIn(state, action.card);
      if (card === null) return;
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
      // (a loop, not `find` with a closure over the action: applyMove is called for every action)
      let chosen: Activated | undefined;
      if (granted && granted.ability.kind === 'activated') chosen = { ability: granted.ability, index: -1 };
      else {
        for (let i = 0; i < list.length; i += 1) {
          if (action.ability === undefined || list[i]!.index === action.ability) {
            chosen = list[i]!;
            break;
          }
        }
        chosen ??= list[0]!;
      }
      const { ability, index } = chosen;
      if (ability.oncePerTurn) state.flags.turn[onceKey(card, granted ? granted.id : index)] = 1;
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
      let paying = false;
      let exhausting = false;
      for (const cost of ability.costs) {
        if (cost.kind === 'pay' || cost.kind === 'remove-counters') paying = true;
        else if (cost.kind === 'exhaust') exhausting = true;
      }
      const paidOnly = paying && !exhausting;
      emit(ctx, { type: paidOnly ? 'paid' : 'activated', card, player: seat });
      startEffect(ctx, { kind: 'sequence', steps }, scopeFor(ctx, card, seat));
      return;
    }
    case 'buy': {
      // A shop item's number, or `deck` for the treasure deck's top.
      const item = action.item === 'deck' ? null : cardRefIn(state, action.item);
      if (item === null && action.item !== 'deck') return;
      // The declaration goes on the stack; the buyer keeps priority [FS-BUY-4, FS-PRIO-8].
      pushStackItem(ctx, eventItem(ctx, 'purchase', 'declared-purchase', { item: item ?? 'deck' }, seat, item));
      emit(ctx, { type: 'purchase-declared', player: seat, card: item });
      return;
    }
    case 'attack': {
      // A monster's number, or `deck` for the monster deck's top.
      const target = action.target === 'deck' ? null : cardRefIn(state, action.target);
      if (target === null && action.target !== 'deck') return;
      // [FS-ATK-4]
      pushStackItem(ctx, eventItem(ctx, 'attack', 'declared-attack', { target: target ?? 'deck' }, seat, target));
      emit(ctx, { type: 'attack-declared', player: seat, card: target });
      return;
    }
    case 'sell-soul': {
      const soul = cardRefIn(state, action.soul);
      if (soul === null) return;
      state.flags.turn['soul-sold'] = 1;
      // A discarded bonus soul (or The Bone) lies face down, out for good [FS-VAR-5, FS-SOUL-8].
      moveCard(ctx, soul, REMOVED, 'top', !lostForGood(ctx, soul));
      emit(ctx, { type: 'soul-lost', player: seat, card: soul });
      const amount = Number(variant(state, 'souls-are-money')?.cents ?? 5);
      if (action.for === 'cents') startEffect(ctx, { kind: 'gain', resource: 'cents', amount, to: { kind: 'you' } }, scopeFor(ctx, null, seat));
      else if (action.for === 'loot') startEffect(ctx, { kind: 'game', verb: 'loot', args: { count: 1 } }, scopeFor(ctx, null, seat));
      else {
        const top = topOf(state.zones[STARTING_ITEMS]!);
        if (top !== undefined) gainItem(ctx, seat, top);
      }
      return;
    }
    case 'give':
      // Off the stack, at once once accepted [FS-VAR-7, FS-NEG-4].
      if (action.cents !== undefined) startEffect(ctx, { kind: 'game', verb: 'give', args: { cents: Number(action.cents), to: String(action.to) } }, scopeFor(ctx, null, seat));
      else {
        const card = cardRefIn(state, action.card);
        if (card !== null) startEffect(ctx, { kind: 'game', verb: 'give', args: { card, to: String(action.to) } }, scopeFor(ctx, null, seat));
      }
      return;
  }
}
