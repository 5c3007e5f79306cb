// Talents (docs/rules/smash-up.md, "Talents"): a Talent is used by its controller once per card
// in each of their play cards phases, never outside it (SU-TURN-12, SU-GLOS-3, SU-X-KW-7, A-9).
import type { Ctx } from '../../core/context';
import { interned } from '../../core/evaluate';
import { bumpFlag, emit } from '../../core/ops';
import type { CardRef, SeatId } from '../../core/state';
import { isCancelled } from './cancel';

const keys = new Map<CardRef, string>();
/** The turn flag that records a card's Talent used (turn flags clear at the end of the turn). */
function talentKey(card: CardRef): string {
  let key = keys.get(card);
  if (key === undefined) {
    if (keys.size > 10_000) keys.clear();
    keys.set(card, (key = interned(`talent:${card}`)));
  }
  return key;
}

/** Whether a card has a Talent, and it is unused this turn. */
export function talentReady(ctx: Ctx, card: CardRef): boolean {
  const def = ctx.defs.get(ctx.state.cards[card]?.def ?? '');
  if (!def || (ctx.state.flags.turn[talentKey(card)] ?? 0) > 0 || isCancelled(ctx, card)) return false;
  return def.abilities.some((a) => a.kind === 'triggered' && a.on.event === 'talent');
}

/** Uses a card's Talent: its `talent:` text answers the `talent` event. */
export function useTalent(ctx: Ctx, seat: SeatId, card: CardRef) {
  bumpFlag(ctx, 'turn', talentKey(card));
  emit(ctx, { type: 'talent', card, player: seat });
}
