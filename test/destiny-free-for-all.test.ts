// Star Wars: Destiny free-for-all (SWD-X-MP-1): seeded random and greedy games of three and four
// players end without a crash, with exactly one winner or a recorded rule for none; no card is
// lost or made on the way; the same seed plays the same game; without the variant, three seats
// are still refused.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { botsFor, seatView } from '../engine/bots';
import { hashState, loadGame } from '../engine/core/engine';
import { FIRST_CARD } from '../engine/core/state';
import { destiny } from '../engine/games/destiny';
import { seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const sets = bundled.sets.filter((s) => s.game === 'destiny' && !s.examples);
const game = loadGame(destiny, sets.flatMap((s) => s.cards));
const FREE_FOR_ALL = { 'free-for-all': {} };

/** The reasons a free-for-all game may end without one winner, each a reading of docs/rules/destiny.md. */
const NO_WINNER = ['every character of every player left was defeated'];

function play(seed: string, seats: number, bot: 'random' | 'greedy') {
  const chooser = botsFor('destiny')[bot]!;
  const created = game.create({ seed, seats, variants: FREE_FOR_ALL });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const total = state.cards.length - FIRST_CARD;
  const rng = seedRng(`${seed}:bots`);
  const hashes: string[] = [];
  const eliminated: string[] = [];
  while (!state.result) {
    const legal = game.legalActions(state);
    expect(legal.length, 'a decision waits with a legal answer').toBeGreaterThan(0);
    const seat = state.prompt!.seat;
    expect(state.seats.find((s) => s.id === seat)!.out, `${seat} is asked after leaving the game`).toBe(false);
    const applied = game.applyInPlace(state, chooser.choose(seatView(game, state, seat), legal, rng));
    expect(applied.ok).toBe(true);
    if (applied.ok) for (const e of applied.events) if (e.type === 'eliminated') eliminated.push(String(e.player));
    expect(Object.values(state.zones).reduce((n, z) => n + z.cards.length, 0)).toBe(total);
    hashes.push(hashState(state));
  }
  return { state, hashes, eliminated };
}

describe('Star Wars: Destiny free-for-all games (SWD-X-MP-1)', () => {
  it.each([
    ['r3a', 3, 'random'],
    ['r3b', 3, 'random'],
    ['r4a', 4, 'random'],
    ['r4b', 4, 'random'],
    ['g3a', 3, 'greedy'],
    ['g3b', 3, 'greedy'],
    ['g4a', 4, 'greedy'],
    ['g4b', 4, 'greedy'],
  ] as const)('seed %s with %i players (%s bots) ends with one winner, the others out, and replays the same', (seed, seats, bot) => {
    const first = play(seed, seats, bot);
    const { result } = first.state;
    expect(result!.reason.startsWith('stopped:'), result!.reason).toBe(false);
    if (result!.winners.length === 0) expect(NO_WINNER).toContain(result!.reason);
    else {
      expect(result!.winners).toHaveLength(1);
      const winner = result!.winners[0]!;
      expect(first.state.seats.find((s) => s.id === winner)!.out).toBe(false);
      // Every other player left the game before the end, or lost at the end of a round all together.
      const stillIn = first.state.seats.filter((s) => !s.out).map((s) => s.id);
      expect(stillIn.length === 1 || result!.reason.includes('every player left')).toBe(true);
      expect(first.eliminated).not.toContain(winner);
    }
    expect(play(seed, seats, bot).hashes).toEqual(first.hashes);
  });

  it('a player out of the game keeps nothing in play, in hand or in a pool', () => {
    for (const seed of ['o1', 'o2', 'o3']) {
      const { state } = play(seed, 4, 'greedy');
      for (const seat of state.seats.filter((s) => s.out)) {
        for (const type of ['hand', 'deck', 'characters', 'upgrades', 'supports', 'plot']) expect(state.zones[`${seat.id}/${type}`]!.cards, `${seat.id}/${type}`).toEqual([]);
        expect(Object.values(state.dice).filter((d) => d.owner === seat.id && d.place !== 'removed')).toEqual([]);
      }
    }
  });

  it('refuses three seats without the variant, and takes two with it (A-20)', () => {
    const refused = game.create({ seed: 'x', seats: 3 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('bad-config');
    expect(game.create({ seed: 'x', seats: 5, variants: FREE_FOR_ALL }).ok).toBe(false);
    expect(game.create({ seed: 'x', seats: 2, variants: FREE_FOR_ALL }).ok).toBe(true);
  });
});
