// Card states (docs/dsl.md, "Conditions": `<card> is being <state>`): what a Smash Up card in
// play is, read by cards that speak of kinds of cards rather than names.
//   attached-to-a-minion: an action in play on a minion. It is not on the minion's base, so
//     a card counting the actions on a base leaves it out (SU-X-ATT-7).
//   ongoing: a minion or action in play whose text works while it is in play (an ongoing
//     effect, a replacement, or text set off by events; a Talent, a Special and on-play text
//     are other kinds). Base text has no kind (SU-X-KW-10): a base is never in this state.
//   played-off-the-top: a card in play that was played from a deck (play.ts, SU-X-DECK-10).
import type { Ability } from '../../defs';
import type { Ctx } from '../../core/context';
import type { CardRef } from '../../core/state';
import { ACTIONS, MINIONS, attachedTo } from './cards';
import { PLAYED_OFF_THE_TOP, playedOffTheTop } from './play';

export const ATTACHED_TO_A_MINION = 'attached-to-a-minion';
export const ONGOING = 'ongoing';

/** An Ongoing ability: one that works while its card is in play, Talents and Specials apart. */
const isOngoing = (ability: Ability) =>
  ability.kind === 'static' || ability.kind === 'rule-number' || ability.kind === 'replacement' || (ability.kind === 'triggered' && ability.on.event !== 'special' && ability.on.event !== 'talent');

export function cardState(ctx: Ctx, card: CardRef, name: string): boolean {
  const { state } = ctx;
  const instance = state.cards[card];
  const type = state.zones[instance?.zone ?? '']?.type;
  if (type !== MINIONS && type !== ACTIONS) return false; // a base, or a card out of play
  if (name === ATTACHED_TO_A_MINION) return type === ACTIONS && attachedTo(state, card) !== null;
  if (name === ONGOING) return ctx.defs.get(instance!.def)?.abilities.some(isOngoing) ?? false;
  if (name === PLAYED_OFF_THE_TOP) return playedOffTheTop(ctx, card);
  return false;
}
