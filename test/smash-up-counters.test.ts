// SU-POW-3: a card out of play keeps no power counters. The check runs after every step and
// walks hands, decks and discards only when something may have changed there; these cases
// make sure it still sees each way counters reach a card out of play.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { loadGame } from '../engine/core/engine';
import { smashUp } from '../engine/games/smash-up';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const game = loadGame(
  smashUp,
  bundled.sets.filter((s) => s.game === 'smash-up' && !s.examples).flatMap((s) => s.cards),
);

function started() {
  const created = game.create({ seed: 'counters', seats: 2 });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

describe('Smash Up: power counters out of play (SU-POW-3)', () => {
  it('a god tool that puts power counters on a card in hand sees them gone after the action', () => {
    const state = started();
    // A first action, so that the check has seen this state before.
    expect(game.applyInPlace(state, game.legalActions(state)[0]!).ok).toBe(true);
    const card = state.zones['p1/hand']!.cards[0]!;
    const applied = game.applyInPlace(state, { seat: 'god', kind: 'god-counters', card, counter: 'power', value: 2 });
    expect(applied.ok).toBe(true);
    expect(state.cards[card]!.counters).toEqual({});
  });

  it('a card carrying power counters that is moved to its discard loses them, also with nothing else happening', () => {
    const state = started();
    const minion = state.zones['p1/hand']!.cards.find((c) => state.cards[c]!.def.includes('/') && game.defs.get(state.cards[c]!.def)?.kind === 'minion');
    if (!minion) throw new Error('no minion in hand');
    // Counters given while it lies in play-like place are kept there; in the discard they go.
    state.cards[minion]!.counters = { power: 3 };
    const moved = game.applyInPlace(state, { seat: 'god', kind: 'god-move', card: minion, zone: 'p1/discard' });
    expect(moved.ok).toBe(true);
    expect(state.cards[minion]!.counters).toEqual({});
  });
});
