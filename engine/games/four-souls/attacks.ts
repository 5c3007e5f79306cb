import { type Ctx, DONE, type GameVerb, type StepResult, WAIT, takeAnswer } from '../../core/context';
import { statOf } from '../../core/evaluate';
import { emit, moveCard, pushStackItem, scopeFor } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardRef, type Frame, type SeatId, type StackItem, cardRefIn, nextId, topOf } from '../../core/state';
import { dealDamageStep, stackRoll } from '../../effects/rolls';
import { ATTACKS, ATTACKS_PER_TURN, COMBAT, COMBAT_STOP, MONSTER_DECK, MONSTER_SLOTS, STACK_CARDS, characterOf, isActiveMonster, keysOf, kindOf, slotsOf } from './board';
import { attackingKey, dyingKey } from './deaths';
import { encounter } from './encounters';
import { refill } from './refills';
import { END_PHASES, eventItem, stackEvent } from './stack';

// ---------------------------------------------------------------------------------------------
// Attacks [FS-ATK-*]

/** Memory of the attack verb's frame. */
export type AttackMem = { monster?: CardRef; roll?: string; cancelled?: boolean; answer?: unknown; slots?: string[] };

export const attackVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const mem = frame.mem as AttackMem;
  const turn = state.flags.turn;
  switch (frame.pc) {
    case 0: {
      // The monster's number, or `deck` for the monster deck's top.
      const target = args.target === 'deck' ? 'deck' : cardRefIn(state, args.target);
      const forced = args.forced === true;
      // The named monster must still be active, or the attack does not happen [FS-ATK-16, FS-FIZZ-4].
      if (target !== 'deck' && (target === null || !isActiveMonster(state, target))) {
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
      if (top === undefined) return DONE;
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
      // The attacker picks the slot the monster covers.
      frame.pc = 1;
      mem.slots = slots.map((s) => s.id);
      moveCard(ctx, top, STACK_CARDS, 'top', true);
      return { prompt: { kind: 'choose', seat, label: 'Choose the monster slot it covers', candidates: slots.map((s) => topOf(s) ?? s.id), min: 1, max: 1, picked: [] } };
    }
    case 1: {
      const reply = takeAnswer(frame);
      const slots = (mem.slots ?? []).map((id) => state.zones[id]!);
      // A slot's active monster (a card's number), or the slot itself when it is empty.
      const picked = typeof reply?.id === 'string' || typeof reply?.id === 'number' ? reply.id : '';
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

export function beginCombat(ctx: Ctx, frame: Frame, monster: CardRef): StepResult {
  const { state } = ctx;
  const mem = frame.mem as AttackMem;
  mem.monster = monster;
  state.flags.turn[COMBAT] = 1;
  state.flags.turn[COMBAT_STOP] = 0;
  state.flags.turn[attackingKey(monster)] = 1;
  emit(ctx, { type: 'attacked', card: monster, player: frame.scope.controller });
  frame.pc = 2;
  // Anything the declaration set off resolves before the first roll.
  frame.until = state.stack.length;
  return WAIT;
}

/** Attack step 3: the attacker rolls; the roll is a stack item with its modifiers above it [FS-ATK-8, FS-ROLL-5]. */
export function combatRoll(ctx: Ctx, frame: Frame): StepResult {
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
export function combatOver(ctx: Ctx, seat: SeatId, monster: CardRef): boolean {
  const { state } = ctx;
  const turn = state.flags.turn;
  if (turn[COMBAT_STOP] || END_PHASES.has(state.turn.phase)) return true;
  const keys = keysOf(seat);
  if (turn[keys.died] || turn[keys.dying]) return true;
  return !isActiveMonster(state, monster) || (turn[dyingKey(monster)] ?? 0) > 0;
}

export function finishCombat(ctx: Ctx, frame: Frame): StepResult {
  const { state } = ctx;
  state.flags.turn[COMBAT] = 0;
  state.flags.turn[COMBAT_STOP] = 0;
  const monster = (frame.mem as AttackMem).monster;
  if (monster !== undefined) state.flags.turn[attackingKey(monster)] = 0;
  // Whatever is left of this attack on the stack goes [FS-FIZZ-6].
  state.stack = state.stack.filter((item) => !item.combat);
  emit(ctx, { type: 'attack-ended', player: frame.scope.controller, card: (frame.mem as AttackMem).monster ?? null });
  return DONE;
}

/** Attack step 4: combat damage resolves, read from the roll as it stands now [FS-ATK-9, FS-ATK-15, FS-ROLL-8]. */
export const combatDamageVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const monster = Number(args.monster);
  if (combatOver(ctx, seat, monster)) return DONE;
  const character = characterOf(state, seat);
  if (character === null) return DONE;
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
  return dealDamageStep(ctx, frame, Number(frame.mem.target), Number(frame.mem.amount), Number(frame.mem.source)) ?? DONE;
};

/** "+X to rolls" of the roller's cards goes on the stack above the roll [FS-ROLL-5, FS-ROLL-11, A-5]. */
export function rollStacked(ctx: Ctx, item: StackItem) {
  const character = characterOf(ctx.state, item.controller);
  if (character === null) return;
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
