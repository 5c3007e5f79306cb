// The Smash Up bots: the greedy one chooses only legal actions and beats the random one clearly
// over a fixed set of seeds, taking the first seat in half the games.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { botsFor, seatView, type Bot } from '../engine/bots';
import { loadGame } from '../engine/core/engine';
import { smashUp } from '../engine/games/smash-up';
import { seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const game = loadGame(
  smashUp,
  bundled.sets.filter((s) => s.game === 'smash-up' && !s.examples).flatMap((s) => s.cards),
);
const { greedy, random } = botsFor('smash-up');

/** One two-player game, `first` on seat p1; the winners and why the game ended. */
function duel(seed: string, first: Bot, second: Bot, variants: Record<string, Record<string, never>> = {}) {
  const created = game.create({ seed, seats: 2, variants });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const rng = seedRng(`${seed}:bots`);
  while (!state.result) {
    const legal = game.legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    const seat = state.prompt!.seat;
    const bot = seat === 'p1' ? first : second;
    const action = legal.length > 1 ? bot.choose(seatView(game, state, seat), legal, rng) : legal[0]!;
    expect(legal).toContainEqual(action);
    const applied = game.applyInPlace(state, action, legal);
    expect(applied.ok).toBe(true);
  }
  return state.result;
}

describe('Smash Up bots', () => {
  it('has a greedy bot for `cardwright sim`', () => {
    expect(greedy?.name).toBe('greedy');
  });

  it('greedy beats random in most of 60 games, on either seat', () => {
    let greedyWins = 0;
    for (let g = 0; g < 60; g += 1) {
      const greedyFirst = g % 2 === 0;
      const result = greedyFirst ? duel(`duel-${g}`, greedy!, random!) : duel(`duel-${g}`, random!, greedy!);
      expect(result.reason, `duel-${g} ends by the rules, not a cap`).not.toMatch(/^stopped/);
      if (result.winners.includes(greedyFirst ? 'p1' : 'p2')) greedyWins += 1;
    }
    expect(greedyWins).toBeGreaterThanOrEqual(45);
  });

  it('greedy against greedy ends its games', () => {
    for (let g = 0; g < 10; g += 1) expect(duel(`mirror-${g}`, greedy!, greedy!).reason).not.toMatch(/^stopped/);
  });

  it('play the modules: with every module on, greedy and random games end by the rules', () => {
    const modules = Object.fromEntries(smashUp.vocabulary.variants.filter((v) => v.id !== 'faction-draft').map((v) => [v.id, {}]));
    for (let g = 0; g < 6; g += 1) {
      expect(duel(`modules-${g}`, greedy!, greedy!, modules).reason).not.toMatch(/^stopped/);
      expect(duel(`modules-mixed-${g}`, random!, greedy!, modules).reason).not.toMatch(/^stopped/);
    }
  });
});
