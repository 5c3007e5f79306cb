// A game's own figures over a run: the same whatever the split of its games into parts and the
// order the parts are merged in, and summed up into rates that add up to the run's wins.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../../cli/sets';
import { randomBot } from '../../bots';
import { loadGame, type Game } from '../../core/engine';
import { scenarioGames } from '../../scenario';
import { mergeParts, playGames, summarize, type SimOptions, type SimPart } from '..';
import { shareUnit } from '../part';

const bundled = await loadSets(fileURLToPath(new URL('../../../sets', import.meta.url)), process.cwd(), ['smash-up', 'destiny']);

function gameOf(id: string, sets: readonly string[]): Game {
  const chosen = bundled.sets.filter((s) => s.game === id && sets.includes(s.set));
  expect(chosen.map((s) => s.set).sort()).toEqual([...sets].sort());
  return loadGame(scenarioGames[id]!, chosen.flatMap((s) => s.cards), chosen.flatMap((s) => s.variants));
}

/** Splits [0, games) at the given game numbers. */
const split = (games: number, at: number[]): [number, number][] => {
  const cuts = [0, ...at, games];
  return cuts.slice(1).map((to, i) => [cuts[i]!, to]);
};

function mergedAnyWay(game: Game, options: SimOptions, games: number): SimPart {
  const whole = playGames(game, options, 0, games);
  for (const at of [[1], [3, 4, 9], Array.from({ length: games - 1 }, (_, g) => g + 1)]) {
    const parts = split(games, at).map(([from, to]) => playGames(game, options, from, to));
    // In order, backwards and shuffled by a fixed turn.
    for (const order of [parts, [...parts].reverse(), parts.map((_, i) => parts[(i * 7 + 3) % parts.length]!)]) {
      const merged = mergeParts(order);
      expect(merged.gameFigures).toEqual(whole.gameFigures);
      expect(summarize(merged, game)).toEqual(summarize(whole, game));
    }
  }
  return whole;
}

describe("Smash Up's figures: faction pairs and bases", () => {
  const game = gameOf('smash-up', ['gnomes', 'hive', 'clockworks', 'night-owls']);
  const options: SimOptions = { seed: 'pairs', players: 3, bots: [randomBot], gameFigures: true };
  const GAMES = 16;

  it('are the same for one part of the run as for any split of it merged in any order', () => {
    const whole = mergedAnyWay(game, options, GAMES);
    const part = whole.gameFigures;
    if (part?.kind !== 'smash-up') throw new Error('Smash Up figures');
    // Whole numbers only: wins in units of a share.
    for (const pair of Object.values(part.factionPairs)) expect(Number.isInteger(pair.winUnits)).toBe(true);
    expect(Object.values(part.factionPairs).reduce((n, p) => n + p.games, 0)).toBe(3 * GAMES);
  });

  it('sum up into rates with margins whose wins are the seats\' wins, and bases by times scored', () => {
    const whole = playGames(game, options, 0, GAMES);
    const summary = summarize(whole, game);
    const figures = summary.gameFigures;
    if (figures?.kind !== 'smash-up') throw new Error('Smash Up figures');
    const pairs = new Set(['clockworks', 'gnomes', 'hive', 'night-owls'].flatMap((a, i, all) => all.slice(i + 1).map((b) => `${a} + ${b}`)));
    for (const row of figures.factionPairs) {
      expect(pairs.has(row.pair), row.pair).toBe(true);
      expect(row.winRate).toBe(row.wins / row.games);
      expect(row.winMargin).toBeGreaterThan(0);
    }
    const wins = Object.values(whole.wins).reduce((a, b) => a + b, 0);
    expect(figures.factionPairs.reduce((n, r) => n + r.wins, 0)).toBeCloseTo(wins, 12);
    expect(figures.factionPairs.map((r) => r.games)).toEqual([...figures.factionPairs.map((r) => r.games)].sort((a, b) => b - a));
    expect(figures.bases.length).toBeGreaterThan(1);
    for (const base of figures.bases) expect(base.meanVp).toBe(base.vp / base.scored);
  });

  it('are left out unless asked for, and for a game that has none', () => {
    expect(playGames(game, { ...options, gameFigures: false }, 0, 2).gameFigures).toBeUndefined();
    expect(summarize(playGames(game, { ...options, gameFigures: false }, 0, 2), game).gameFigures).toBeUndefined();
  });
});

describe("Destiny's figures: teams and endings", () => {
  const game = gameOf('destiny', ['heroes', 'villains']);
  const options: SimOptions = { seed: 'teams', players: 2, bots: [randomBot], gameFigures: true };
  const GAMES = 12;

  it('are the same for one part of the run as for any split of it merged in any order', () => {
    const whole = mergedAnyWay(game, options, GAMES);
    const part = whole.gameFigures;
    if (part?.kind !== 'destiny') throw new Error('Destiny figures');
    const { defeat, cards, other } = part.endings;
    expect(defeat + cards + other).toBe(GAMES);
    const wins = Object.values(part.teams).reduce((n, t) => n + t.winUnits, 0) / shareUnit(2);
    expect(wins).toBe(Object.values(whole.wins).reduce((a, b) => a + b, 0));
    const figures = summarize(whole, game).gameFigures;
    expect(figures?.kind === 'destiny' && figures.teams.map((t) => t.games)).toEqual([GAMES, GAMES]);
  });
});
