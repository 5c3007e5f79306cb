// Custom-faced dice (kernel-notes §7): each die has six faces (symbol, value, modifier flag,
// cost), a current face and a place: on its card, in its owner's pool, or removed. Rolls
// draw from the state's generator, or from scripted results (scenarios, god tools).
import type { DieDefinition } from '../defs';
import type { Ctx } from '../core/context';
import { emit } from '../core/ops';
import { nextId, type CardRef, type Die, type SeatId } from '../core/state';
import { nextInt } from './rng';

export function addDie(ctx: Ctx, owner: SeatId, card: CardRef | null, definition: DieDefinition): string {
  const id = nextId(ctx.state, 'die');
  ctx.state.dice[id] = { id, owner, card, faces: definition.faces.map((f) => ({ ...f })), face: 0, place: 'card' };
  return id;
}

export function faceOf(die: Die) {
  return die.faces[die.face]!;
}

/** Rolls dice into their owner's pool. */
export function rollDice(ctx: Ctx, ids: string[]): void {
  for (const id of ids) {
    const die = ctx.state.dice[id];
    if (!die || die.place === 'removed') continue;
    const forced = ctx.state.forcedFaces?.shift();
    die.face = forced !== undefined ? Math.min(5, Math.max(0, forced)) : nextInt(ctx.state.rng, 6);
    die.place = 'pool';
    const face = faceOf(die);
    emit(ctx, { type: 'die-rolled', die: id, player: die.owner, symbol: face.symbol, value: face.value });
  }
}

/** Turns a die to a chosen face (a "focus"). */
export function turnDie(ctx: Ctx, id: string, face: number): void {
  const die = ctx.state.dice[id];
  if (!die || face < 0 || face > 5 || die.face === face) return;
  die.face = face;
  emit(ctx, { type: 'die-turned', die: id, player: die.owner, symbol: faceOf(die).symbol });
}

/** Returns a die from the pool to its card (after it resolved, or at upkeep). */
export function returnDie(ctx: Ctx, id: string): void {
  const die = ctx.state.dice[id];
  if (!die || die.place !== 'pool') return;
  die.place = 'card';
  emit(ctx, { type: 'die-returned', die: id, player: die.owner });
}

export function removeDie(ctx: Ctx, id: string): void {
  const die = ctx.state.dice[id];
  if (!die || die.place === 'removed') return;
  die.place = 'removed';
  emit(ctx, { type: 'die-removed', die: id, player: die.owner });
}

/** Dice in a seat's pool showing a symbol. */
export function poolDice(ctx: Ctx, seat: SeatId, symbol?: string): Die[] {
  return Object.values(ctx.state.dice).filter((d) => d.owner === seat && d.place === 'pool' && (symbol === undefined || faceOf(d).symbol === symbol));
}
