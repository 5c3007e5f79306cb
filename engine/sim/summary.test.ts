// A run's summary against figures worked out from the list of its games, one game at a time.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../cli/sets';
import { randomBot } from '../bots';
import { loadGame } from '../core/engine';
import { stakBots } from '../games/stak-bots';
import { mergeParts, playGames, summarize, type SimOptions } from '.';

const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)), process.cwd(), ['stak-bots']);
const starter = bundled.sets.find((s) => s.game === 'stak-bots' && s.set === 'starter')!;
const game = loadGame(stakBots, starter.cards, starter.variants);
// Three random players: shared table, uneven games, and now and then a draw.
const options: SimOptions = { seed: 'summary', players: 3, bots: [randomBot] };
const GAMES = 90;
const byGame = Array.from({ length: GAMES }, (_, g) => playGames(game, options, g, g + 1));
const whole = playGames(game, options, 0, GAMES);

const only = (counts: Record<string, number>) => {
  const keys = Object.keys(counts);
  expect(keys).toHaveLength(1);
  return Number(keys[0]);
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(0.99 * xs.length) - 1)]!;

describe('summarize', () => {
  const summary = summarize(whole, game);
  const lengths = byGame.map((p) => only(p.lengths));
  const turns = byGame.map((p) => only(p.turns));

  it('is the summary of the games one at a time', () => {
    expect(mergeParts(byGame)).toEqual(whole);
    expect(summarize(mergeParts(byGame), game)).toEqual(summary);
  });

  it('gives win rates that, with the draws and the games stopped, make every game', () => {
    expect(summary.seats).toEqual(['p1', 'p2', 'p3']);
    const rates = Object.values(summary.winRates).reduce((a, b) => a + b, 0);
    expect(rates + summary.draws / GAMES + summary.cappedGames / GAMES).toBeCloseTo(1, 12);
    expect(summary.winRates.p1).toBe(whole.wins.p1! / GAMES);
    expect(summary.cappedGames).toBe(Object.values(whole.capped).reduce((a, b) => a + b, 0));
  });

  it('gives the mean, p99 and longest game as the list of game lengths does', () => {
    expect(summary.actions).toMatchObject({ mean: mean(lengths), p99: p99(lengths), max: Math.max(...lengths) });
    expect(summary.turns).toMatchObject({ mean: mean(turns), p99: p99(turns), max: Math.max(...turns) });
    expect(summary.totalActions).toBe(lengths.reduce((a, b) => a + b, 0));
    // The run has games of many lengths: the figures are not all the same number.
    expect(new Set(lengths).size).toBeGreaterThan(10);
  });

  it('puts every game in exactly one bucket of each histogram', () => {
    for (const [histogram, values] of [
      [summary.actions.histogram, lengths],
      [summary.turns.histogram, turns],
    ] as const) {
      expect(histogram.length).toBeLessThanOrEqual(20);
      expect(histogram.reduce((n, b) => n + b.games, 0)).toBe(GAMES);
      for (const v of values) expect(histogram.filter((b) => b.from <= v && v < b.to)).toHaveLength(1);
      for (const b of histogram) expect(b.games).toBe(values.filter((v) => b.from <= v && v < b.to).length);
    }
  });

  it('has no souls or cards where the run counted none', () => {
    expect(summary.souls).toBeUndefined();
    expect(summary.cards).toBeUndefined();
  });
});
