import type { Ctx } from '../../core/context';
import { emit } from '../../core/ops';
import type { GameState, SeatId } from '../../core/state';
import { characterOf } from './board';
import { END_PHASES } from './stack';

// ---------------------------------------------------------------------------------------------
// Rule option `dead-heal-next-phase` [A-9, FS-DEATH-10]: a dead player heals at the end of the
// phase after the one they died in, instead of in the end-phase heal, and until then takes no
// damage and cannot die again, even into the next turn.

export const DEAD_UNTIL = 'dead-until:';
/** The turn's phases in three: start (0), action (1), end (2), numbered across turns. */
export function phaseIndex(state: GameState): number {
  const phase = state.turn.phase;
  const group = END_PHASES.has(phase) ? 2 : phase === 'action' || phase === 'end' ? 1 : 0;
  return state.turn.number * 3 + group;
}
export function stillDead(state: GameState, seat: SeatId): boolean {
  return state.options['dead-heal-next-phase'] === true && state.flags.game[`${DEAD_UNTIL}${seat}`] !== undefined;
}
/** A player died: with the option, they heal when the next phase ends. */
export function diedNow(state: GameState, seat: SeatId) {
  if (state.options['dead-heal-next-phase']) state.flags.game[`${DEAD_UNTIL}${seat}`] = phaseIndex(state) + 1;
}
/** The current phase is ending: the dead players whose heal is due are healed. */
export function phaseEnded(ctx: Ctx) {
  const { state } = ctx;
  if (!state.options['dead-heal-next-phase']) return;
  const now = phaseIndex(state);
  for (const s of state.seats) {
    const key = `${DEAD_UNTIL}${s.id}`;
    const due = state.flags.game[key];
    if (due === undefined || due > now) continue;
    delete state.flags.game[key];
    const character = characterOf(state, s.id);
    if (character !== null) state.cards[character]!.damage = 0;
    emit(ctx, { type: 'healed', player: s.id, card: character });
  }
}
