import type { Ctx } from '../../core/context';
import { listMoves, passesForIdle } from '../../core/machine';
import { emit, expireEndOfTurn, expireStartOfTurn, scopeFor, startEffect } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardRef, type SeatId, flagTable, seatsFrom } from '../../core/state';
import { CHOSEN_FLAG, COMBAT, FORCED, forcedMonsterFlag, END_TURN, HAND_LIMIT, MONSTER_SLOTS, TURN_LOOT, characterOf, keysOf, slotsOf, variant } from './board';
import { phaseEnded, stillDead } from './dead-heal';
import { OWED_ATTACK, attackMoves, attacksLeft } from './moves';
import { endTurnNow, eventItem, stackEvent } from './stack';
import { forgetMaxima } from './state-checks';

// ---------------------------------------------------------------------------------------------
// The turn [FS-TURN-*]

export function recharge(ctx: Ctx, seat: SeatId) {
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
export function window(ctx: Ctx, next: string): void {
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
    // Listed through the kernel, which hands them back as the legal answers if this prompt is raised.
    if (!passesForIdle(ctx) || listMoves(ctx, prompt).length > 0) {
      state.prompt = prompt;
      return;
    }
    state.passes += 1;
    state.priority = seatsFrom(state, holder)[1] ?? holder;
  }
}

export function flow(ctx: Ctx) {
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
      expireStartOfTurn(ctx, seat); // "until the start of your turn" is over before the start triggers
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
      const forcedMonster = forcedMonsterFlag(state);
      if (!turn[COMBAT] && (forcedDeck > 0 || forcedMonster)) {
        // The monster's number, read from its flag's name (`forced:<monster>`), or null for the deck's top.
        let monster: CardRef | null = null;
        if (forcedMonster) {
          turn[forcedMonster] = 0;
          monster = Number(forcedMonster.slice(FORCED.length));
        } else turn[keysOf(seat).forcedDeck] = forcedDeck - 1;
        stackEvent(ctx, eventItem(ctx, 'attack', 'declared-attack', { target: monster ?? 'deck', forced: true }, seat, monster));
        // Reported like any declared attack [FS-ATK-4, FS-ATK-12].
        emit(ctx, { type: 'attack-declared', player: seat, card: monster });
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
        // (with `dead-heal-next-phase`, a dead player heals when the phase after their death ends)
        if (character !== null && !stillDead(state, s.id)) state.cards[character]!.damage = 0;
      }
      for (const slot of slotsOf(state, MONSTER_SLOTS)) for (const card of slot.cards) state.cards[card]!.damage = 0;
      emit(ctx, { type: 'healed-all', player: seat });
      expireEndOfTurn(ctx);
      // Health maxima are read afresh once the "until end of turn" bonuses are gone [FS-GLOS-1].
      forgetMaxima(state);
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
