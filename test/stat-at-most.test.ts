// statAtMost answers `statOf(…) <= limit`, skipping the static abilities of active cards when the
// stat without them is already above the limit and no static ability of the game may lower the
// stat. Checked against statOf at every state of seeded games: Four Souls, whose static health
// changes only add (the shortcut is taken), and Smash Up, whose ongoing cards also lower power
// (it never is).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { fourSoulsRandom, seatView } from '../engine/bots';
import { loadGame, type Game } from '../engine/core/engine';
import { gameIndex, statAtMost, statOf } from '../engine/core/evaluate';
import { fourSouls } from '../engine/games/four-souls';
import { smashUp } from '../engine/games/smash-up';
import { nextInt, seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
const fourSoulsGame = loadGame(fourSouls, base.cards, base.variants);
const smashUpGame = loadGame(
  smashUp,
  bundled.sets.filter((s) => s.game === 'smash-up').flatMap((s) => s.cards),
);

/** Plays seeded games and, at every state, compares statAtMost with statOf for every card in play and around each value. */
function compareOver(game: Game, stat: string, zoneTypes: readonly string[], seats: readonly number[], actionsPerGame: number) {
  let compared = 0;
  let aboveLimit = 0;
  for (const count of seats) {
    const created = game.create({ seed: `at-most-${count}`, seats: count });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const rng = seedRng(`at-most-${count}:bots`);
    for (let a = 0; a < actionsPerGame && !state.result; a += 1) {
      const ctx = game.ctx(state);
      const cards = Object.values(state.zones)
        .filter((zone) => zoneTypes.includes(zone.type))
        .flatMap((zone) => zone.cards);
      for (const card of [...cards, state.cards.length, 999_999]) {
        const value = statOf(ctx, card, stat);
        const damage = state.cards[card]?.damage ?? 0;
        for (const limit of [value - 1, value, value + 1, damage, -1, 0]) {
          expect(statAtMost(ctx, card, stat, limit)).toBe(value <= limit);
          compared += 1;
          if (value > limit) aboveLimit += 1;
        }
      }
      const legal = game.legalActions(state);
      if (legal.length === 0) break;
      const action = legal.length > 1 && game === fourSoulsGame ? fourSoulsRandom.choose(seatView(game, state, state.prompt!.seat), legal, rng) : legal[nextInt(rng, legal.length)]!;
      expect(game.applyInPlace(state, action, legal).ok).toBe(true);
    }
  }
  return { compared, aboveLimit };
}

describe('statAtMost: whether a stat is at most a limit', () => {
  it('knows which stats some static ability may lower: Four Souls health only rises, Smash Up power also falls', () => {
    expect(gameIndex(fourSoulsGame.defs).modifiers.has('hp')).toBe(true);
    expect(gameIndex(fourSoulsGame.defs).lowered.has('hp')).toBe(false);
    expect(gameIndex(smashUpGame.defs).lowered.has('power')).toBe(true);
  });

  it('answers as statOf does for Four Souls health at every state of seeded games', () => {
    const { compared, aboveLimit } = compareOver(fourSoulsGame, 'hp', ['monster-slots', 'character', 'items'], [2, 4], 300);
    expect(compared).toBeGreaterThan(3000);
    expect(aboveLimit).toBeGreaterThan(1000);
  });

  it('answers as statOf does for Smash Up power, which ongoing cards raise and lower', () => {
    const { compared, aboveLimit } = compareOver(smashUpGame, 'power', ['minions', 'hand'], [2], 200);
    expect(compared).toBeGreaterThan(1000);
    expect(aboveLimit).toBeGreaterThan(100);
  });
});
