// Focus, rerolling and removing dice (docs/rules/destiny.md, "Focus, rerolling and removing
// dice"). Focus is a face resolved like the others (resolve.ts); this file holds the reroll
// action: discard exactly one card from hand, choose the dice of one's own pool to reroll, all
// before any is rolled, then roll them together (SWD-REROLL-1, SWD-REROLL-2, SWD-X-REROLL-1, A-25);
// and the card verb `remove-dice N`: up to N dice of the opponent's pool go back onto their
// cards unresolved (SWD-GLOS-5, SWD-X-REMOVE-1), or only those showing a symbol (SWD-X-REMOVE-2).
import type { Action, Ctx, GameVerb, StepResult } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { evaluate } from '../../core/evaluate';
import { emit, moveCard } from '../../core/ops';
import type { CardRef, Die, Frame, SeatId } from '../../core/state';
import { returnDie } from '../../random/dice';
import { faceOf, poolOf, roll } from './dice';
import { DISCARD, HAND, opponentsOf, zone, zoneOf } from './principles';

/** One move per card of the hand, when the pool holds a die (SWD-X-REROLL-1). */
export function rerollMoves(ctx: Ctx, seat: SeatId, pool: readonly Die[], out: Action[]): void {
  if (pool.length === 0) return;
  const seen = new Set<string>();
  for (const card of zone(ctx.state, seat, HAND).cards) {
    const def = ctx.state.cards[card]!.def;
    if (seen.has(def)) continue; // copies in hand discard alike
    seen.add(def);
    out.push({ seat, kind: 'reroll', card });
  }
}

export function discardToReroll(ctx: Ctx, seat: SeatId, card: CardRef): void {
  moveCard(ctx, card, zoneOf(seat, DISCARD), 'top', true);
  emit(ctx, { type: 'discarded', card, player: seat });
}

/** Chooses the dice to reroll, one pick at a time (at least one), then rolls them together. */
export const rerollVerb: GameVerb = (ctx, frame) => {
  const seat = frame.scope.controller;
  const chosen = (frame.mem.chosen as string[] | undefined) ?? [];
  frame.mem.chosen = chosen;
  const answer = frame.pc === 0 ? undefined : takeAnswer(frame);
  if (answer?.kind === 'pick') chosen.push(String(answer.id));
  const left = poolOf(ctx, seat).filter((d) => !chosen.includes(d.id)).map((d) => d.id);
  if (answer?.kind !== 'done' && left.length > 0) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: chosen.length === 0 ? 'Choose a die to reroll' : 'Choose another die to reroll (done to roll)', candidates: left, min: chosen.length === 0 ? 1 : 0, max: 1, picked: [] } };
  }
  roll(ctx, chosen);
  emit(ctx, { type: 'rerolled', player: seat, count: chosen.length });
  return DONE;
};

/**
 * `remove-dice N`: its user picks up to N dice of the opponent's pool, one at a time (done to
 * stop), and each goes back onto its card without resolving. Only dice in a pool can be
 * removed: dice lying on cards are never offered (SWD-X-REMOVE-1, SWD-X-DICE-14).
 */
export const removeDiceVerb: GameVerb = (ctx, frame, args) => removeDice(ctx, frame, args, null);

/**
 * `remove-dice-showing N with symbol <symbol>`: the same, among the dice showing that symbol. A
 * modifier face of the symbol and a face of it with a cost shows it too: the cost is paid only
 * when a die resolves, so it never stops a die from showing its symbol (SWD-X-REMOVE-2).
 */
export const removeDiceShowingVerb: GameVerb = (ctx, frame, args) => removeDice(ctx, frame, args, String(args.symbol));

/** Whether a die of a pool shows the symbol, as an effect removing dice reads it (SWD-X-REMOVE-2, SWD-X-DICE-14). */
export function showsSymbol(die: Die, symbol: string): boolean {
  return faceOf(die).symbol === symbol;
}

function removeDice(ctx: Ctx, frame: Frame, args: Record<string, unknown>, symbol: string | null): StepResult {
  const seat = frame.scope.controller;
  // In free-for-all the user picks the opponent with the first die removed; the rest come from that pool (SWD-X-MP-1).
  const from = typeof frame.mem.from === 'string' ? [frame.mem.from] : opponentsOf(ctx.state, seat);
  const removable = () => from.flatMap((opponent) => poolOf(ctx, opponent)).filter((d) => symbol === null || showsSymbol(d, symbol));
  if (frame.pc === 0) {
    frame.pc = 1;
    frame.mem.left = Math.max(0, evaluate(ctx, args.count as never, frame.scope));
  } else {
    const answer = takeAnswer(frame);
    const die = answer?.kind === 'pick' ? ctx.state.dice[String(answer.id)] : undefined;
    if (die !== undefined && removable().includes(die)) {
      returnDie(ctx, die.id);
      frame.mem.from = die.owner;
      emit(ctx, { type: 'die-removed-from-pool', die: die.id, player: die.owner });
      frame.mem.left = Number(frame.mem.left) - 1;
    } else frame.mem.left = 0;
  }
  const left = Number(frame.mem.left);
  const dice = removable();
  if (left <= 0 || dice.length === 0) return DONE;
  const what = symbol === null ? 'a die' : `a die showing ${symbol}`;
  return { prompt: { kind: 'choose', seat, label: `Remove ${what} from the opponent's pool (${left} left; done to stop)`, candidates: dice.map((d) => d.id), min: 0, max: 1, picked: [] } };
}
