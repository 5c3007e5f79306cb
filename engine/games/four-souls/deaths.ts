import { type Ctx, DONE, type GameVerb, WAIT, child, takeAnswer } from '../../core/context';
import { definitionOfInstance, interned, seatOf, select, statAtMost, statOf } from '../../core/evaluate';
import { emit, moveCard, scopeFor, withTargets } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardRef, type GameState, type SeatId, type Subject, cardOf, isCard, seatsFrom } from '../../core/state';
import type { CardDefinition, Effect } from '../../defs';
import { doubledEffect } from '../../effects/double';
import { awaitReplacementRolls, takeReplacementRolls } from '../../effects/rolls';
import { applyReplacements } from '../../stack/replacements';
import { LOOT_DISCARD, MONSTER_DISCARD, MONSTER_SLOTS, PENALTY_CENTS, SHOP, STACK_CARDS, characterOf, definition, endTurnAsked, hasTag, instanceAt, isActiveMonster, keysOf, kindOf, seatPlaces, slotLists, variant, zoneOf } from './board';
import { diedNow, stillDead } from './dead-heal';
import { exhaust, isEternal, pileOf } from './effects';
import { moveCents } from './money';
import { pay } from './purchases';
import { END_PHASES, endTurnNow, eventItem, stackEvent, stackMonsterDeath, stackPlayerDeath, stackRefill, stopCombat } from './stack';
import { penaltyClaimer } from './verbs';
import { vocabulary } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Deaths [FS-MDEATH-*, FS-DEATH-*]

/** State checks before priority: deaths at 0 HP go on the stack above the damage's triggers [FS-TIME-9, A-12, A-1]. */
export function beforePriority(ctx: Ctx): boolean {
  const { state } = ctx;
  const turn = state.flags.turn;
  let changed = false;
  // Checked before every priority, so the usual case (nobody at 0 HP) allocates nothing.
  let monsters: CardRef[] | null = null;
  const { monsterZones: slots, monsterTops } = slotLists(state);
  for (let i = 0; i < slots.length; i += 1) {
    const cards = slots[i]!.cards;
    const monster = cards[cards.length - 1];
    if (monster === undefined) continue;
    const instance = instanceAt(state, monsterTops[i]!, monster)!;
    if (instance.damage > 0 && definitionOfInstance(ctx, monster, instance)?.kind === 'monster' && statAtMost(ctx, monster, 'hp', instance.damage, instance) && !turn[dyingKey(monster)]) (monsters ??= []).push(monster);
  }
  let players: SeatId[] | null = null;
  const seats = state.seats;
  const places = seatPlaces(state);
  const active = state.turn.active;
  let first = 0;
  for (let i = 0; i < seats.length; i += 1) {
    if (seats[i]!.id === active) {
      first = i;
      break;
    }
  }
  for (let i = 0; i < seats.length; i += 1) {
    const at = (first + i) % seats.length;
    if (seats[at]!.out) continue;
    const place = places[at]!;
    const seat = place.id;
    const keys = place.keys;
    const character = place.character.cards[0];
    if (character === undefined) continue;
    // Undamaged (the usual case) first: one read instead of the flags' three.
    const body = instanceAt(state, place.body, character);
    if (body === undefined || !(body.damage > 0) || turn[keys.died] || turn[keys.dying] || stillDead(state, seat)) continue;
    if (statAtMost(ctx, character, 'hp', body.damage, body)) (players ??= []).push(seat);
  }
  if (monsters !== null || players !== null) {
    // Monster deaths are stacked first, so a player's death resolves first; the option reverses it [A-1, FS-MDEATH-9].
    if (state.options['monster-dies-first']) {
      stackPlayerDeaths(ctx, players);
      stackMonsterDeaths(ctx, monsters);
    } else {
      stackMonsterDeaths(ctx, monsters);
      stackPlayerDeaths(ctx, players);
    }
    changed = true;
  }
  if (refillEmptiedSlots(ctx)) changed = true;
  // An effect that ended the turn: on to the end phase [FS-TURN-8].
  if (endTurnAsked(state) && !END_PHASES.has(state.turn.phase) && state.turn.phase !== 'setup') {
    endTurnNow(ctx);
    changed = true;
  }
  return changed;
}

function stackMonsterDeaths(ctx: Ctx, monsters: readonly CardRef[] | null): void {
  for (const monster of monsters ?? []) stackMonsterDeath(ctx, monster);
}

/** Each death counts as a trigger of its player: stacked in turn order from the active player, so the active player's resolves after the others' [FS-TIME-2, FS-TIME-4]. */
function stackPlayerDeaths(ctx: Ctx, players: readonly SeatId[] | null): void {
  for (const seat of players ?? []) stackPlayerDeath(ctx, seat);
}

/**
 * A slot that held a card and is now empty refills, however it was emptied (Void, Ehwaz, Flush,
 * Stoney) [FS-REFILL-1, FS-REFILL-7]; purchases, destructions and monster deaths stack their own
 * refill, and a dying monster's slot waits for death step 3 [FS-MDEATH-6]. A slot laid out empty
 * was never filled and is left alone.
 */
export function refillEmptiedSlots(ctx: Ctx): boolean {
  const { state } = ctx;
  const flags = state.flags.game;
  let changed = false;
  const { allZones, filled } = slotLists(state);
  // Every slot held a card at the last look and its flag was marked then: only the flags
  // written here name the slots, so while every slot still holds one nothing is to be read.
  if (flags === markedFlags && allZones === markedSlots) {
    let emptied = false;
    for (let i = 0; i < allZones.length; i += 1) {
      if (allZones[i]!.cards.length === 0) {
        emptied = true;
        break;
      }
    }
    if (!emptied) return false;
  }
  let everyHeld = true;
  for (let i = 0; i < allZones.length; i += 1) {
    const slot = allZones[i]!;
    const key = filled[i]!;
    if (slot.cards.length > 0) {
      // Written only when it changes: a write to the flags table costs more than a read.
      if (flags[key] !== 1) flags[key] = 1;
      continue;
    }
    everyHeld = false;
    if (!flags[key] || refillPending(state, slot.id)) continue;
    flags[key] = 0;
    stackRefill(ctx, slot.id);
    changed = true;
  }
  markedFlags = everyHeld ? flags : null;
  markedSlots = everyHeld ? allZones : null;
  return changed;
}
/** The game flags table and slots last found with every slot holding a card and marked (never in the state). */
let markedFlags: object | null = null;
let markedSlots: readonly object[] | null = null;

/** Flag names made once per card or slot: the checks before priority look them up constantly. */
export function flagNames(prefix: string, limit: number): (id: string | number) => string {
  const made = new Map<string | number, string>();
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
export const dyingKey = flagNames('dying:', 10_000);
/** `attacking:<monster>`: the monster is being attacked [FS-ATK-4]; set and read at every attack. */
export const attackingKey = flagNames('attacking:', 10_000);

export function refillPending(state: GameState, slot: string): boolean {
  const forSlot = (effect: Effect, mem?: Record<string, unknown>) =>
    effect.kind === 'game' && ((effect.verb === 'refill' && effect.args.slot === slot) || (effect.verb === 'monster-dies' && mem?.slot === slot));
  return state.stack.some((item) => forSlot(item.effect)) || state.frames.some((frame) => forSlot(frame.effect, frame.mem));
}

/** `kill`: the target dies as if its health had run out [FS-MDEATH-1, FS-DEATH-1]. */
export const killVerb: GameVerb = (ctx, frame, args) => {
  for (const id of select(ctx, args.target as never, frame.scope)) kill(ctx, id);
  return DONE;
};

export function kill(ctx: Ctx, id: Subject) {
  const { state } = ctx;
  const turn = state.flags.turn;
  const card = isCard(id) && state.cards[id] !== undefined ? id : null;
  if (card !== null && isActiveMonster(state, card)) {
    if (!turn[dyingKey(card)]) stackMonsterDeath(ctx, card);
    return;
  }
  const seat = seatOf(state, id);
  if (!seat || (card !== null && kindOf(ctx, card) !== 'character')) return;
  const keys = keysOf(seat);
  if (turn[keys.died] || turn[keys.dying] || stillDead(state, seat)) return;
  const character = characterOf(state, seat);
  if (character !== null) turn[keys.lethal] = state.cards[character]!.damage + 1; // what to go back to if the death is prevented
  stackPlayerDeath(ctx, seat);
}

/** A monster's death resolves: it moves onto the stack, its reward and on-death triggers are stacked [FS-MDEATH-2..6]. */
export const monsterDiesVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const monster = Number(args.card);
  const active = state.turn.active;
  if (frame.pc === 0) {
    if (!isActiveMonster(state, monster)) {
      state.flags.turn[dyingKey(monster)] = 0;
      return DONE;
    }
    frame.mem.slot = state.cards[monster]!.zone;
    moveCard(ctx, monster, STACK_CARDS, 'top', true);
    // The attack on it is over the moment it dies, even if a refill brings the same card back [FS-ATK-5].
    if (state.flags.turn[attackingKey(monster)]) stopCombat(ctx);
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

/**
 * A monster's `reward:` abilities as one effect (null when it has none), worked out once per
 * definition: the reward resolves once for each player paid, and each run asked it again.
 */
const rewards = new WeakMap<CardDefinition, Effect | null>();
function rewardOf(def: CardDefinition | null | undefined): Effect | null {
  if (!def) return null;
  let effect = rewards.get(def);
  if (effect === undefined) {
    const effects: Effect[] = [];
    for (const a of def.abilities) if (a.kind === 'triggered' && a.on.event === 'reward') effects.push(withTargets(a.targets, a.effect));
    effect = effects.length === 0 ? null : effects.length === 1 ? effects[0]! : { kind: 'sequence', steps: effects };
    rewards.set(def, effect);
  }
  return effect;
}

/** The reward: the monster's `reward:` abilities, for the active player [FS-MDEATH-7]; for everyone under that variant [FS-VAR-12, A-18]. */
export const rewardVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const monster = Number(args.card);
  if (frame.pc === 0) {
    const active = state.turn.active;
    const everyone = variant(state, 'rewards-for-all');
    // Doubled for the active player: paid twice, or once with its numbers doubled [FS-VAR-12];
    // the reward alone is shared, a boss's soul card stays the active player's.
    const twice = everyone?.double !== 'quantities';
    const runs: SeatId[] = everyone ? [active, ...(twice ? [active] : []), ...seatsFrom(state, active).filter((s) => s !== active)] : [active];
    frame.mem.runs = runs;
    frame.mem.doubleFirst = Boolean(everyone) && !twice;
    // The `reward:` abilities run here, as the reward resolves, rather than as triggers of their own.
  }
  const runs = frame.mem.runs as SeatId[];
  const effect = rewardOf(definition(ctx, monster));
  const run = frame.pc;
  if (run >= runs.length || effect === null) return DONE;
  frame.pc += 1;
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
export const playerDiesVerb: GameVerb = (ctx, frame, args) => {
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
export function restoreHealth(ctx: Ctx, seat: SeatId) {
  const { state } = ctx;
  const character = characterOf(state, seat);
  if (character === null) return;
  const body = state.cards[character]!;
  const before = state.flags.turn[keysOf(seat).lethal];
  const hp = statOf(ctx, character, 'hp');
  body.damage = Math.max(0, Math.min(hp - 1, before === undefined ? hp - 1 : before - 1));
}

/** The death penalty, step by step [FS-DEATH-4..7, A-13]. */
export const deathPenaltyVerb: GameVerb = (ctx, frame, args) => {
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
    const card = typeof reply?.id === 'number' ? reply.id : hand.cards[0];
    // A claimer (Shadow) gets the loot card and the cent, and chooses the item [FS-CARD-21].
    const claimer = penaltyClaimer(state, seat);
    if (card !== undefined) {
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
    const item = typeof reply?.id === 'number' ? reply.id : (frame.mem.only as CardRef | null | undefined);
    const frames = state.frames.length;
    if (isCard(item)) destroyCard(ctx, item);
    // What replaced the destruction (The Chest becoming a soul) happens first [FS-SOUL-10].
    if (state.frames.length > frames) return child({ kind: 'sequence', steps: [] }, frame.scope);
  }
  if (frame.pc === 3) {
    frame.pc = 4;
    // Everything turns sideways; nothing is used by it [FS-DEATH-5].
    for (const card of state.zones[keys.items]!.cards) exhaust(ctx, card);
    const character = characterOf(state, seat);
    if (character !== null) exhaust(ctx, character);
    state.flags.turn[keys.penaltyClaim] = 0;
    emit(ctx, { type: 'penalty-paid', player: seat });
    // [FS-DEATH-13, FS-DEATH-14, A-8]
    if (seat === state.turn.active || state.options['death-ends-any-turn']) endTurnNow(ctx);
  }
  return DONE;
};

/** Destroying: an eternal item stays [FS-SETUP-14]; an active monster or a player is killed [FS-GLOS-12]. */
export function destroyCard(ctx: Ctx, subject: Subject): boolean {
  const { state } = ctx;
  const instance = cardOf(state, subject);
  if (instance === undefined) {
    if (state.seats.some((s) => s.id === subject)) kill(ctx, subject); // a player destroyed is killed
    return true;
  }
  const card = instance.id;
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
export function gainSoul(ctx: Ctx, seat: SeatId, card: CardRef) {
  moveCard(ctx, card, keysOf(seat).souls, 'top', true);
}
