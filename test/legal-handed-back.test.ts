// When the engine lists a seat's moves on the way to a prompt (to see whether the seat has
// anything to do), `applyInPlace` hands the legal actions back with the action's events; they
// must be exactly what `legalActions` lists for the state it leaves, and a Match must offer the
// same list. Checked at every action of seeded random and greedy Four Souls games, 2 to 4 players.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { fourSoulsGreedy, fourSoulsRandom, seatView } from '../engine/bots';
import type { Action } from '../engine/core/context';
import { loadGame } from '../engine/core/engine';
import { Match } from '../engine/core/match';
import { fourSouls } from '../engine/games/four-souls';
import { seedRng } from '../engine/random/rng';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
const game = loadGame(fourSouls, base.cards, base.variants);

describe('legal actions handed back by applyInPlace', () => {
  it('are the legal actions of the state the action leaves, whenever they are handed back', () => {
    let handedBack = 0;
    let actions = 0;
    for (let g = 0; g < 6; g += 1) {
      const created = game.create({ seed: `handed-back-${g}`, seats: 2 + (g % 3) });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      const bot = g % 2 === 0 ? fourSoulsRandom : fourSoulsGreedy;
      const rng = seedRng(`handed-back-${g}:bots`);
      while (!state.result && actions < 6000 * (g + 1)) {
        const legal = game.legalActions(state);
        if (legal.length === 0) break;
        const action = legal.length > 1 ? bot.choose(seatView(game, state, state.prompt!.seat), legal, rng) : legal[0]!;
        const applied = game.applyInPlace(state, action, legal);
        if (!applied.ok) throw new Error(applied.error.message);
        actions += 1;
        if (applied.legal === undefined) continue;
        handedBack += 1;
        expect(applied.legal).toEqual(game.legalActions(state));
      }
    }
    // Most Four Souls decisions are priority windows, whose moves are listed on the way.
    expect(handedBack).toBeGreaterThan(actions / 4);
  });

  it('are what a Match offers after an action, and undo offers the earlier list again', () => {
    const made = Match.create(game, { seed: 'handed-back-match', seats: 3 });
    if (!made.ok) throw new Error(made.error.message);
    const { match } = made;
    const rng = seedRng('handed-back-match:bots');
    const lists: (readonly Action[])[] = [];
    for (let i = 0; i < 400 && !match.state.result; i += 1) {
      const legal = match.legalActions();
      lists.push(legal);
      const action = legal.length > 1 ? fourSoulsRandom.choose(seatView(game, match.state, match.state.prompt!.seat), [...legal], rng) : legal[0]!;
      const applied = match.apply(action);
      if (!applied.ok) throw new Error(applied.error.message);
      expect(match.legalActions()).toEqual(game.legalActions(match.state));
    }
    expect(match.undo()).toBe(true);
    expect(match.legalActions()).toEqual(lists[lists.length - 1]);
  });
});
