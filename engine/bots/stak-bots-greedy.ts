// A greedy Stak Bots player: it scores each legal action by what it sees now and takes the
// best, breaking ties at random. Good enough to make games end and to compare cards.
import type { Action } from '../core/context';
import { topOf, type CardRef } from '../core/state';
import { nextInt } from '../random/rng';
import type { Bot, SeatView } from './types';

function power(view: SeatView, card: CardRef | undefined): number {
  if (card === undefined) return 0;
  return view.cardDef(card)?.stats.power ?? 0;
}

function topCard(view: SeatView, seat: string): CardRef | undefined {
  const stak = view.state.zones[`${seat}/stak`];
  return stak ? topOf(stak) : undefined;
}

/** An action's card number (a card is named by its number), or undefined. */
const cardIn = (value: Action[string]): CardRef | undefined => (typeof value === 'number' ? value : undefined);

function score(view: SeatView, action: Action): number {
  const { state, seat } = view;
  const mine = topCard(view, seat);
  const fed = (state.flags.turn.fed ?? 0) > 0;
  switch (action.kind) {
    case 'attack': {
      const theirs = topCard(view, String(action.target));
      const myPower = power(view, mine);
      const theirPower = power(view, theirs);
      const kills = myPower + (theirs ? state.cards[theirs]!.damage : 0) >= theirPower;
      const survives = theirPower + (mine ? state.cards[mine]!.damage : 0) < myPower;
      const stakLeft = state.zones[`${String(action.target)}/stak`]?.cards.length ?? 0;
      if (kills && survives) return 10 + 1 / stakLeft;
      if (kills) return 4 + 1 / stakLeft;
      if (survives) return 1;
      return -10;
    }
    case 'play': {
      const card = cardIn(action.card);
      const gain = power(view, card) - power(view, mine);
      const onto = typeof action.onto === 'string' ? -1 : 0; // playing onto others helps them
      return (power(view, mine) <= 2 ? 3 : 0) + gain + onto + (card !== undefined && view.cardDef(card)?.abilities.length ? 1 : 0);
    }
    case 'discard':
      return fed ? -3 : 2 - power(view, cardIn(action.card)) / 10;
    case 'recycle':
      return fed ? -2 : 1;
    case 'scrap': {
      const hand = state.zones[`${seat}/hand`]?.cards.length ?? 0;
      return fed || hand > 0 ? -6 : 0.2;
    }
    case 'end-turn':
      return 0.5;
    case 'pick': {
      // Choices name players or cards: prefer opponents with the shortest stak, else the strongest card.
      const id = action.id;
      if (typeof id === 'number') return power(view, id);
      const stak = state.zones[`${String(id)}/stak`];
      if (stak) return id === seat ? -5 : 5 - stak.cards.length / 10;
      return 0;
    }
    case 'yes':
      return 1;
    default:
      return 0;
  }
}

/**
 * Decisions made so far in the current turn, per game. Some card pairs hand each other back
 * forever (two bots that return the bot below them to hand); past this many decisions in one
 * turn the bot stops playing and ends its turn, as a person would.
 */
const PATIENCE = 40;
const turns = new WeakMap<object, { turn: number; decisions: number }>();

function impatience(view: SeatView, action: Action): number {
  const seen = turns.get(view.state);
  const now = view.state.turn.number;
  const count = seen && seen.turn === now ? seen.decisions : 0;
  if (count < PATIENCE) return 0;
  return action.kind === 'end-turn' ? 100 : action.kind === 'discard' || action.kind === 'scrap' ? 50 : 0;
}

export const stakBotsGreedy: Bot = {
  name: 'greedy',
  choose: (view, legal, rng) => {
    const seen = turns.get(view.state);
    turns.set(view.state, seen && seen.turn === view.state.turn.number ? { turn: seen.turn, decisions: seen.decisions + 1 } : { turn: view.state.turn.number, decisions: 1 });
    let best: Action[] = [];
    let bestScore = -Infinity;
    for (const action of legal) {
      const s = score(view, action) + impatience(view, action);
      if (s > bestScore) {
        bestScore = s;
        best = [action];
      } else if (s === bestScore) best.push(action);
    }
    return best[nextInt(rng, best.length)]!;
  },
};
