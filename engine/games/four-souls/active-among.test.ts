// The kernel's `activeAmong` answers a set it was not asked last from the bits of the active
// cards' definitions, found once per active-cards list; Four Souls hands the same list back
// while the table stands, so most of its answers come from there. Checked at every state of
// seeded random games: every set of the game index, asked in turn, against a walk made afresh.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../../cli/sets';
import { fourSoulsRandom, seatView } from '../../bots';
import { loadGame } from '../../core/engine';
import { activeAmong, currentDefId, gameIndex, keptAmong } from '../../core/evaluate';
import { seedRng } from '../../random/rng';
import { fourSouls } from '.';

const bundled = await loadSets(fileURLToPath(new URL('../../../sets', import.meta.url)));
const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
const game = loadGame(fourSouls, base.cards, base.variants);

describe('the active cards among a set of the game index', () => {
  it('are what a walk of the active cards finds, at every state of seeded games', () => {
    const kept = keptAmong();
    let found = 0;
    for (const seats of [2, 3, 4]) {
      const created = game.create({ seed: `among-${seats}`, seats });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      const rng = seedRng(`among-${seats}:bots`);
      for (let a = 0; a < 400 && !state.result; a += 1) {
        const ctx = game.ctx(state);
        const index = gameIndex(ctx.defs);
        const active = ctx.game.activeCards(ctx);
        for (const sets of [index.modifiers, index.replacers, index.watchers]) {
          for (const ids of sets.values()) {
            const walked = active.filter((card) => ids.has(currentDefId(state, card)));
            expect(activeAmong(ctx, active, ids, kept)).toEqual(walked);
            found += walked.length;
          }
        }
        const legal = game.legalActions(state);
        if (legal.length === 0) break;
        const action = legal.length > 1 ? fourSoulsRandom.choose(seatView(game, state, state.prompt!.seat), legal, rng) : legal[0]!;
        expect(game.applyInPlace(state, action, legal).ok).toBe(true);
      }
    }
    // (the games put cards of those sets in play, so the bits were asked for some)
    expect(found).toBeGreaterThan(0);
  });
});
