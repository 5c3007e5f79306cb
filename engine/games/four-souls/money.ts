import type { Ctx } from '../../core/context';
import { emit } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import type { SeatId } from '../../core/state';
import { applyReplacements } from '../../stack/replacements';
import { BANK, BANK_FLAG } from './board';

// ---------------------------------------------------------------------------------------------
// Money: the bank holds every cent nobody owns [FS-SETUP-2, FS-GLOS-7].

export function resourceChange(ctx: Ctx, seat: SeatId, resource: string, amount: number, before: number): number {
  if (resource !== 'cents') return amount;
  const { flags } = ctx.state;
  // Every coin is the bank's or a player's, so the bank is 100 minus what the players hold
  // [FS-SETUP-2]; counted, not only remembered, since a laid-out game clears the flags.
  let held = 0;
  for (const s of ctx.state.seats) held += s.resources.cents ?? 0;
  const bank = Math.max(0, ruleNumber(ctx, BANK) - held);
  if (amount > 0) {
    // A gain from the bank: replacements first (Counterfeit Penny) [FS-CARD-25], then cut to what the bank holds.
    const replaced = applyReplacements(ctx, { type: 'gain', player: seat, amount });
    const wanted = replaced === null ? 0 : Math.max(0, Number(replaced.amount) || 0);
    const taken = Math.min(wanted, bank);
    flags.game[BANK_FLAG] = bank - taken;
    return taken;
  }
  // A loss or a payment goes back to the bank; nobody loses more than they have [FS-GLOS-21, FS-EX-16].
  const lost = Math.min(before, -amount);
  flags.game[BANK_FLAG] = bank + lost;
  return -lost;
}

/** Cents moving between players (a steal, a deal): the bank is not involved and no gain triggers [FS-NEG-6]. */
export function moveCents(ctx: Ctx, from: SeatId, to: SeatId, amount: number): number {
  const giver = ctx.state.seats.find((s) => s.id === from);
  const taker = ctx.state.seats.find((s) => s.id === to);
  if (!giver || !taker) return 0;
  const moved = Math.max(0, Math.min(amount, giver.resources.cents ?? 0));
  if (moved === 0) return 0;
  giver.resources.cents = (giver.resources.cents ?? 0) - moved;
  taker.resources.cents = (taker.resources.cents ?? 0) + moved;
  emit(ctx, { type: 'cents-moved', player: from, to, amount: moved });
  emit(ctx, { type: 'lost', player: from, resource: 'cents', amount: moved, to });
  emit(ctx, { type: 'gained', player: to, resource: 'cents', amount: moved, from });
  return moved;
}
