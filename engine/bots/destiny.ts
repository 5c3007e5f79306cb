// A greedy Star Wars: Destiny player: it scores each legal action by what its seat sees now (the
// faces in the pools, health, damage and shields on the characters) and takes the best, ties at
// random. It resolves damage before anything else, aims it at the opposing character it can
// defeat or hurt most, shields its own most wounded character, plays upgrades and supports it can
// afford, activates before it passes, keeps its hand at the mulligan and the upkeep, and stops
// playing events that draw once its deck runs low, so as not to run out of cards. In free-for-all
// it turns disrupt and discard on the richest opponent and indirect damage on the most wounded team.
import type { Action } from '../core/context';
import { type CardRef, type Die, type GameState, type SeatId, cardRefIn } from '../core/state';
import type { Bot, SeatView } from './types';
import { greedyBot } from './greedy';

const face = (die: Die) => die.faces[die.face]!;

/** What a face is worth to its roller, roughly in damage: damage counts most, a blank nothing. */
function faceWorth(f: Die['faces'][number]): number {
  switch (f.symbol) {
    case 'melee':
    case 'ranged':
    case 'indirect':
      return f.value * 1.5 - f.cost;
    case 'shield':
    case 'resource':
    case 'disrupt':
    case 'discard':
    case 'focus':
      return f.value - f.cost;
    case 'special':
      return 1 - f.cost;
    default:
      return 0;
  }
}

/** Below this many cards in its deck, the bot stops playing events that draw. */
const LOW_DECK = 15;

/** Whether a card's abilities draw cards somewhere in their effects. */
function drawsCards(abilities: unknown): boolean {
  return JSON.stringify(abilities).includes('"kind":"draw"');
}

function pool(state: GameState, seat: SeatId): Die[] {
  const out: Die[] = [];
  for (const id in state.dice) if (state.dice[id]!.owner === seat && state.dice[id]!.place === 'pool') out.push(state.dice[id]!);
  return out;
}

function controllerOf(state: GameState, card: CardRef): SeatId | null {
  return state.cards[card]?.controller ?? null;
}

function score(view: SeatView, action: Action): number {
  const state = view.state as GameState;
  const prompt = state.prompt;
  switch (action.kind) {
    case 'resolve': {
      const shown = pool(state, view.seat).filter((d) => face(d).symbol === action.symbol);
      const worth = shown.reduce((n, d) => n + faceWorth(face(d)), 0);
      // Resolving one card's die alone (holding the others back) is never better by this count.
      const held = typeof action.only === 'number' ? 1 : 0;
      return 10 + worth - held + (action.symbol === 'melee' || action.symbol === 'ranged' ? 3 : 0);
    }
    case 'play': {
      const card = cardRefIn(state, action.card);
      const def = card === null ? null : view.cardDef(card);
      if (!def) return 1;
      const dieWorth = def.dice[0] ? def.dice[0].faces.reduce((n, f) => n + faceWorth(f), 0) / 6 : 0;
      if (def.kind === 'upgrade') {
        // On a ready character its die rolls the sooner.
        const on = cardRefIn(state, action.on);
        const ready = on !== null && !state.cards[on]?.exhausted;
        return 7 + dieWorth + (ready ? 1 : 0);
      }
      if (def.kind === 'support') return 6 + dieWorth;
      // A player with no card in hand or deck at the end of a round loses: with the deck running
      // low, an event that draws cards only brings that nearer (SWD-WIN-2).
      if (drawsCards(def.abilities) && (state.zones[`${view.seat}/deck`]?.cards.length ?? 0) < LOW_DECK) return -1;
      return 5;
    }
    case 'activate':
      return 8;
    case 'claim':
      // Worth it once its own dice are spent: the first turn of the next round.
      return pool(state, view.seat).length === 0 ? 2 : 0.5;
    case 'reroll': {
      const blanks = pool(state, view.seat).filter((d) => faceWorth(face(d)) <= 0).length;
      return blanks >= 2 ? 3 : -1;
    }
    case 'pick': {
      const label = prompt?.kind === 'choose' ? prompt.label : '';
      if (/mulligan|discard cards/i.test(label)) return -1; // keep the hand
      // A die and a player are named by a string, a card by its number.
      const die = typeof action.id === 'string' ? state.dice[action.id] : undefined;
      if (die) {
        // Focus or reroll: the worst die of its own pool; guardian: the opponent's biggest.
        return die.owner === view.seat ? -faceWorth(face(die)) : face(die).value;
      }
      const id = cardRefIn(state, action.id);
      const card = id === null ? undefined : state.cards[id];
      if (id === null || !card) {
        // Free-for-all: which opponent a disrupt, discard or indirect die goes against. The one
        // with the most resources and cards in hand; for indirect damage, the most wounded team.
        const opponent = state.seats.find((s) => s.id === action.id);
        if (!opponent) return 0;
        const seat = opponent.id;
        if (/indirect/i.test(label)) return -(state.zones[`${seat}/characters`]?.cards ?? []).reduce((n, c) => n + ((view.cardDef(c)?.stats.health ?? 10) - (state.cards[c]?.damage ?? 0)), 0);
        return (opponent.resources.resources ?? 0) + (state.zones[`${seat}/hand`]?.cards.length ?? 0);
      }
      const def = view.cardDef(id);
      const health = def?.stats.health ?? 10;
      const left = health - card.damage;
      const shields = card.counters.shield ?? 0;
      const mine = controllerOf(state, id) === view.seat;
      if (/shield/i.test(label)) return mine ? 10 - shields - left / 10 : -10;
      if (/damage/i.test(label) && !/indirect/i.test(label)) return mine ? -10 : 10 - left - shields;
      if (/indirect/i.test(label)) return left - shields; // the opponent's indirect: on the healthiest
      if (/battlefield/i.test(label)) return card.owner === view.seat ? 1 : 0;
      return mine ? 1 : 0;
    }
    case 'mode': {
      // Focus: the face worth most.
      const turning = prompt?.kind === 'mode' ? prompt.modes[Number(action.index)] ?? '' : '';
      const value = Number(/\d+/.exec(turning)?.[0] ?? 0);
      return (/melee|ranged/.test(turning) ? 1.5 : 1) * value - (/\+/.test(turning) ? 1 : 0);
    }
    case 'power':
      // A power action, once a round: worth taking before passing, after what rolls or resolves dice.
      return 4;
    case 'use':
      // An Action: ability has no limit; not reading what it does, the bot would use it for ever.
      return -0.5;
    case 'done':
      return 0;
    case 'pass':
    case 'decline':
      return 0;
    default:
      return 0;
  }
}

export const destinyGreedy: Bot = greedyBot(score);
