// Vanilla Stak Bots on the real engine: the Stak Bots module with the vanilla set, dealt and
// played as README.md says. The engine does its own setup: it shuffles the supply with its own
// generator and deals round the table, one card per seat at a time. The game's config asks it
// (`arrange`, the facility scenarios use to stack a deck) to put the whole supply in the order
// that makes its round-the-table deal give every stak and hand the cards the benchmark's
// seat-by-seat deal gives. Everything after that is the engine's: the legal actions it lists,
// the actions it applies, the end of the game it finds.
import type { Action } from '../../engine/core/context';
import type { Game, GameConfig } from '../../engine/core/engine';
import { Match } from '../../engine/core/match';
import type { GameState } from '../../engine/core/state';
import { ACTION_CAP, actionCode, ATTACK, CAPPED, DECK_SIZE, DISCARD, DRAW, END_TURN, HAND_SIZE, Mulberry32, PLAY, POLICY_SEED, SCRAP_TOP, shuffledSupply, STAK_SIZE, type Player } from './streams';

/** The vanilla set's bots by power (index 0: power 1). */
export const BOT_NAMES = ['Bot One', 'Bot Two', 'Bot Three', 'Bot Four', 'Bot Five', 'Bot Six'];

/** The rule options the benchmark plays by: no reshuffled supply; an attacker that leaves the top attacks no more. */
export const VANILLA_OPTIONS = { 'supply-reshuffle': false, 'covered-attacker-attacks-again': false };

/**
 * The supply's cards from the top down, as the engine must hold them so that its deal (round
 * the table: the first card to seat 1, the next to seat 2, …, staks first, then hands) gives
 * each seat what the benchmark deals seat by seat.
 */
export function engineSupplyOrder(supply: Int8Array, players: number, into: string[] = []): string[] {
  into.length = 0;
  const staks = STAK_SIZE * players;
  const hands = staks + HAND_SIZE * players;
  for (let d = 0; d < DECK_SIZE; d += 1) {
    // The engine's d-th draw goes where the benchmark's `drawn`-th draw goes.
    let drawn = d;
    if (d < staks) drawn = (d % players) * STAK_SIZE + Math.floor(d / players);
    else if (d < hands) drawn = staks + ((d - staks) % players) * HAND_SIZE + Math.floor((d - staks) / players);
    into.push(BOT_NAMES[supply[DECK_SIZE - 1 - drawn]! - 1]!);
  }
  return into;
}

/** Game g's config: the set's sixty cards, its supply arranged, the benchmark's rule options. */
export function vanillaConfig(g: number, players: number, supply = shuffledSupply(g)): GameConfig {
  return {
    seed: `vanilla-${g}`,
    seats: players,
    variants: { 'stak-depth': { cards: STAK_SIZE } },
    options: { ...VANILLA_OPTIONS },
    arrange: { supply: engineSupplyOrder(supply, players) },
  };
}

/** The code of an engine action, in the benchmark's words (seat and hand indexes from 0). */
export function codeOf(state: GameState, action: Action, seatIndex: ReadonlyMap<string, number>): number {
  const seat = seatIndex.get(action.seat)!;
  const handIndex = () => state.zones[`${action.seat}/hand`]!.cards.indexOf(action.card as number);
  switch (action.kind) {
    case 'play':
      return actionCode(seat, PLAY, handIndex());
    case 'scrap':
      return actionCode(seat, SCRAP_TOP, 0);
    case 'discard':
      return actionCode(seat, DISCARD, handIndex());
    case 'attack':
      return actionCode(seat, ATTACK, seatIndex.get(String(action.target))!);
    case 'end-turn':
      return actionCode(seat, END_TURN, 0);
    default:
      throw new Error(`vanilla Stak Bots has no action "${action.kind}"`);
  }
}

function resultOf(state: GameState, seatIndex: ReadonlyMap<string, number>): number {
  const winners = state.result!.winners;
  if (winners.length === 0) {
    if (!/draw/.test(state.result!.reason)) throw new Error(`the engine stopped the game: ${state.result!.reason}`);
    return DRAW;
  }
  return seatIndex.get(winners[0]!)!;
}

/**
 * Plays the run's games on the engine: `engine` drives the engine itself (legalActions, then
 * applyInPlace with that list), `match` goes through a Match (undo snapshots, action log and
 * each action's events kept, as the studio's table plays).
 */
export function enginePlayer(game: Game, players: number, through: 'engine' | 'match'): Player & { readonly lastState: GameState | null } {
  const policy = new Mulberry32(POLICY_SEED);
  const supply = new Int8Array(DECK_SIZE);
  const seatIndex = new Map(Array.from({ length: players }, (_, i) => [`p${i + 1}`, i] as const));
  let g = 0;
  let result = 0;
  let last: GameState | null = null;

  function created(): GameState | Match {
    const config = vanillaConfig(g, players, shuffledSupply(g, supply));
    g += 1;
    if (through === 'match') {
      const made = Match.create(game, config);
      if (!made.ok) throw new Error(made.error.message);
      return made.match;
    }
    const made = game.create(config);
    if (!made.ok) throw new Error(made.error.message);
    return made.state;
  }

  function playGame(trace: number[] | null): number {
    const made = created();
    const match = made instanceof Match ? made : null;
    let state = match ? match.state : (made as GameState);
    let actions = 0;
    while (!state.result) {
      if (actions >= ACTION_CAP) {
        result = CAPPED;
        last = state;
        return actions;
      }
      const legal = match ? match.legalActions() : game.legalActions(state);
      const action = legal[policy.below(legal.length)]!;
      if (trace) trace.push(codeOf(state, action, seatIndex));
      const applied = match ? match.apply(action) : game.applyInPlace(state, action, legal);
      if (!applied.ok) throw new Error(`the engine refused its own legal action ${action.kind}: ${applied.error.message}`);
      if (match) state = match.state;
      actions += 1;
    }
    result = resultOf(state, seatIndex);
    last = state;
    return actions;
  }

  return {
    playGame,
    get result() {
      return result;
    },
    get lastState() {
      return last;
    },
  };
}
