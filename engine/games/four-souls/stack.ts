import type { Ctx } from '../../core/context';
import { emit, pushStackItem, scopeFor } from '../../core/ops';
import { type CardRef, type SeatId, type StackItem, nextId } from '../../core/state';
import { CHARACTER, COMBAT, COMBAT_STOP, CURSES, ITEMS, LOOT_DISCARD, MONSTER_DISCARD, SOULS, TREASURE_DISCARD, askEndTurn, characterOf, keysOf } from './board';
import { phaseEnded } from './dead-heal';
import { dyingKey } from './deaths';

// ---------------------------------------------------------------------------------------------
// The stack: game events as stack items [FS-STACK-2].

export function eventItem(ctx: Ctx, label: string, verb: string, args: Record<string, string | number | boolean>, controller: SeatId, source: CardRef | null = null, combat = false): StackItem {
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
export function stackEvent(ctx: Ctx, item: StackItem) {
  pushStackItem(ctx, item);
  ctx.state.priority = null;
}

/** An empty slot's refill goes on the stack, for the active player [FS-REFILL-1]. */
export function stackRefill(ctx: Ctx, slot: string) {
  stackEvent(ctx, eventItem(ctx, 'refill', 'refill', { slot }, ctx.state.turn.active));
}

/** A monster is dying: its death goes on the stack, once [FS-MDEATH-1]. */
export function stackMonsterDeath(ctx: Ctx, monster: CardRef) {
  ctx.state.flags.turn[dyingKey(monster)] = 1;
  stackEvent(ctx, eventItem(ctx, 'monster death', 'monster-dies', { card: monster }, ctx.state.turn.active, monster));
}

/** A player is dying: the death goes on the stack as their own [FS-DEATH-1]. */
export function stackPlayerDeath(ctx: Ctx, seat: SeatId) {
  ctx.state.flags.turn[keysOf(seat).dying] = 1;
  stackEvent(ctx, eventItem(ctx, 'death', 'player-dies', { player: seat }, seat, characterOf(ctx.state, seat)));
}

/** Stops the attack under way: its rolls and combat damage leave the stack [FS-FIZZ-6, FS-ATK-5]. */
export function stopCombat(ctx: Ctx) {
  const { state } = ctx;
  if (!state.flags.turn[COMBAT]) return;
  state.flags.turn[COMBAT_STOP] = 1;
  const cancelled = state.stack.filter((item) => item.combat);
  if (cancelled.length === 0) return;
  state.stack = state.stack.filter((item) => !item.combat);
  for (const item of cancelled) emit(ctx, { type: 'cancelled', item: item.id, card: item.source });
}

export const END_PHASES = new Set(['end-triggers', 'heal', 'hand-limit', 'next']);
export const DISCARDS = new Set([LOOT_DISCARD, TREASURE_DISCARD, MONSTER_DISCARD]);
/** Zones whose cards are in play, face up for everyone. */
export const IN_PLAY_FACE_UP: ReadonlySet<string> = new Set([CHARACTER, ITEMS, SOULS, CURSES]);

/** The turn moves to its end phase now, whatever is on the stack [FS-TURN-8, FS-DEATH-13, FS-REFILL-9]. */
export function endTurnNow(ctx: Ctx) {
  const { state } = ctx;
  askEndTurn(state);
  if (END_PHASES.has(state.turn.phase)) return;
  phaseEnded(ctx);
  stopCombat(ctx);
  state.turn.phase = 'end-triggers';
  state.passes = 0;
  emit(ctx, { type: 'turn-ended', player: state.turn.active });
}
