import { describe, expect, it } from 'vitest';
import { CardDefinition } from '../defs';
import { loadGame } from '../core/engine';
import { stakBots } from '../games/stak-bots';
import { seedRng } from '../random/rng';
import { randomBot, seatView, stakBotsGreedy } from '.';

const bots = [
  { id: 'stak-bots/t/small', name: 'Small', game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 1 }, copies: 20 },
  { id: 'stak-bots/t/mid', name: 'Mid', game: 'stak-bots', kind: 'bot', stats: { rank: 2, power: 3 }, copies: 20 },
  { id: 'stak-bots/t/big', name: 'Big', game: 'stak-bots', kind: 'bot', stats: { rank: 4, power: 6 }, copies: 20 },
].map((c) => CardDefinition.parse(c));
const game = loadGame(stakBots, bots);

function play(seed: string, seats: (typeof randomBot)[]) {
  const created = game.create({ seed, seats: seats.length });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  const rng = seedRng(`${seed}:bots`);
  while (!state.result) {
    const legal = game.legalActions(state);
    const seat = state.prompt!.seat;
    const bot = seats[Number(seat.slice(1)) - 1]!;
    const action = bot.choose(seatView(game, state, seat), legal, rng);
    expect(legal).toContainEqual(action);
    const applied = game.applyInPlace(state, action);
    expect(applied.ok).toBe(true);
  }
  return state.result;
}

describe('bots', () => {
  it('only ever choose legal actions, and games between them end', () => {
    for (let g = 0; g < 20; g += 1) expect(play(`legal${g}`, [stakBotsGreedy, randomBot, randomBot])).not.toBeNull();
  });

  it('greedy beats random in most games', () => {
    let greedyWins = 0;
    for (let g = 0; g < 60; g += 1) if (play(`duel${g}`, [stakBotsGreedy, randomBot])?.winners.includes('p1')) greedyWins += 1;
    expect(greedyWins).toBeGreaterThan(45);
  });

  it('see card identities only where their seat may', () => {
    const created = game.create({ seed: 'peek', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const view = seatView(game, state, 'p1');
    for (const card of state.zones['p1/hand']!.cards) expect(view.cardDef(card)).not.toBeNull();
    for (const card of state.zones['p2/hand']!.cards) expect(view.cardDef(card)).toBeNull();
    for (const card of state.zones.supply!.cards) expect(view.cardDef(card)).toBeNull();
  });
});
