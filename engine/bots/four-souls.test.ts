// The Four Souls greedy bot keeps what its views said of the cards it may play or activate; the
// games it plays are the ones it plays with nothing kept (a view of another game each choice).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../cli/sets';
import type { Action } from '../core/context';
import { loadGame } from '../core/engine';
import { fourSouls } from '../games/four-souls';
import { seedRng } from '../random/rng';
import { fourSoulsGreedy, seatView } from '.';

const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)));
const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
const game = loadGame(fourSouls, base.cards, base.variants);

/** The actions of a seeded two-player greedy game, its first `count`; `afresh` gives every view a game of its own. */
function played(seed: string, count: number, afresh: boolean): Action[] {
  const created = game.create({ seed, seats: 2 });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const rng = seedRng(`${seed}:bots`);
  const out: Action[] = [];
  while (!state.result && out.length < count) {
    const legal = game.legalActions(state);
    if (legal.length === 0) break;
    const view = seatView(game, state, state.prompt!.seat);
    const action = legal.length > 1 ? fourSoulsGreedy.choose(afresh ? { ...view, game: {} } : view, legal, rng) : legal[0]!;
    out.push(action);
    expect(game.applyInPlace(state, action, legal).ok).toBe(true);
  }
  return out;
}

describe('Four Souls greedy bot', () => {
  it('plays the same games with what it keeps as with nothing kept', () => {
    for (const seed of ['kept-a', 'kept-b', 'kept-c']) {
      const kept = played(seed, 1500, false);
      expect(kept.length).toBeGreaterThan(100);
      expect(kept).toEqual(played(seed, 1500, true));
    }
  });
});
