// statsOf reads one stat of many cards in one pass over the stat-changing active cards; it must
// give each card what statOf gives it alone. Checked on Smash Up's bundled factions, whose
// ongoing cards raise and lower power (gnomes +1 to their own minions, night owls -1 to each
// opponent's), over seeded random games, at every state.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { loadGame } from '../engine/core/engine';
import { statOf, statsOf } from '../engine/core/evaluate';
import { smashUp } from '../engine/games/smash-up';
import { nextInt, seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const game = loadGame(
  smashUp,
  bundled.sets.filter((s) => s.game === 'smash-up' && !s.examples).flatMap((s) => s.cards),
);

describe('statsOf: a stat of many cards at once', () => {
  it('gives every card and unknown number what statOf gives it, also when ongoing cards change the stat', () => {
    let changed = 0;
    let compared = 0;
    for (const seats of [2, 3, 4]) {
      const created = game.create({ seed: `stats-${seats}`, seats });
      if (!created.ok) throw new Error(created.error.message);
      const state = created.state;
      const rng = seedRng(`pick-${seats}`);
      for (let turn = 0; turn < 400 && state.result === null; turn += 1) {
        const ctx = game.ctx(state);
        const cards = Object.values(state.zones)
          .filter((zone) => zone.type === 'minions' || zone.type === 'actions' || zone.type === 'hand')
          .flatMap((zone) => zone.cards);
        const asked = [...cards, state.cards.length, 999_999, ...cards.slice(0, 2)];
        for (const stat of ['power', 'breakpoint']) {
          const batch = statsOf(ctx, asked, stat);
          const alone = asked.map((card) => statOf(ctx, card, stat));
          expect(batch).toEqual(alone);
          compared += asked.length;
        }
        for (const card of cards) {
          const printed = (game.defs.get(state.cards[card]!.def)?.stats.power ?? 0) + (state.cards[card]!.counters.power ?? 0);
          if (statOf(ctx, card, 'power') !== printed) changed += 1;
        }
        const legal = game.legalActions(state);
        const picked = legal[nextInt(rng, legal.length)]!;
        expect(game.applyInPlace(state, picked).ok).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // The games reached states where an ongoing card changed some card's power.
    expect(changed).toBeGreaterThan(0);
  });
});
