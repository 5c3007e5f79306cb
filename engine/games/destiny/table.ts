// How the sandbox table lays out Star Wars: Destiny (schema: engine/defs/table-layout.ts): each
// player's characters with their upgrades on them (damage and shields drawn on the cards), their
// supports and plot, the dice pool with each die's face, the dice resting on their cards, the
// resources, hand, deck and discard; the battlefield in the middle with who controls it and, for
// the rest of the round, who claimed it.
import type { CardMark, TableLayoutInput } from '../../defs/table-layout';
import type { CardRef, GameState } from '../../core/state';
import { attachedTo, battlefieldCard } from './principles';
import { CLAIMED } from './round';
import { DESTINY } from './vocabulary';

export const table: TableLayoutInput = {
  version: 3,
  game: DESTINY,
  seat: {
    badges: [
      { label: 'Resources', source: { resource: 'resources' }, icon: 'coin' },
      { label: 'Hand', source: { count: 'hand' }, icon: 'card' },
      { label: 'Deck', source: { count: 'deck' }, icon: 'none' },
    ],
    rows: [
      [
        { zone: 'characters', label: 'Characters', show: 'row', size: 'medium', attached: 'upgrades', tokens: true },
        { zone: 'supports', label: 'Supports', show: 'row', size: 'small' },
        { zone: 'plot', label: 'Plot', show: 'row', size: 'small', hideWhenEmpty: true },
      ],
      [
        { zone: 'hand', label: 'Hand', show: 'fan', size: 'small' },
        { zone: 'deck', label: 'Deck', show: 'pile', size: 'small' },
        { zone: 'discard', label: 'Discard', show: 'pile', size: 'small' },
      ],
    ],
  },
  dice: { label: 'Dice pool', onCards: true },
  middle: {
    rows: [
      [
        { zone: 'battlefield', label: 'Battlefield', show: 'row', size: 'small', controller: true },
        { zone: 'out-of-game', label: 'Out of the game', show: 'pile', size: 'small', hideWhenEmpty: true },
      ],
    ],
  },
};

/** The character an upgrade is on. */
export function attachment(state: GameState, card: CardRef): CardRef | null {
  return attachedTo(state, card);
}

/** The battlefield, once claimed this round, marked with who claimed it (SWD-BF-1): the claim lasts until the round ends. */
export function marks(state: GameState): Record<CardRef, CardMark[]> {
  const claimed = state.flags.turn[CLAIMED] ?? 0;
  const seat = claimed > 0 ? state.seats[claimed - 1]?.id : undefined;
  const field = battlefieldCard(state);
  if (seat === undefined || field === undefined) return {};
  return { [field]: [{ kind: 'claimed', label: 'Claimed this round by', seat }] };
}
