// Whole games through playGames: a run split into parts plays the very games one part plays.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../cli/sets';
import { fourSoulsGreedy, fourSoulsRandom, randomBot, stakBotsGreedy } from '../bots';
import { loadGame } from '../core/engine';
import type { GameState, SeatId } from '../core/state';
import { fourSouls } from '../games/four-souls';
import { stakBots } from '../games/stak-bots';
import { emptyPart, mergeParts, playGames, type SimOptions, type SimTally } from '.';

const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)), process.cwd(), ['stak-bots', 'four-souls']);
const setOf = (game: string, set: string) => bundled.sets.find((s) => s.game === game && s.set === set)!;
const starter = setOf('stak-bots', 'starter');
const stakGame = loadGame(stakBots, starter.cards, starter.variants);
const base = setOf('four-souls', 'base');
const fourSoulsGame = loadGame(fourSouls, base.cards, base.variants);

const stakOptions: SimOptions = { seed: 'parts', players: 2, bots: [stakBotsGreedy, randomBot], cards: true };

describe('playGames', () => {
  it('plays in three parts, merged in any order, exactly what one part of every game plays', () => {
    const whole = playGames(stakGame, stakOptions, 0, 60);
    expect(whole.games).toBe(60);
    const parts = [playGames(stakGame, stakOptions, 0, 17), playGames(stakGame, stakOptions, 17, 41), playGames(stakGame, stakOptions, 41, 60)];
    expect(mergeParts(parts)).toEqual(whole);
    expect(mergeParts([parts[2]!, parts[0]!, emptyPart(2), parts[1]!])).toEqual(whole);
    // Something was counted: games were won, cards were played, games had lengths.
    expect(Object.values(whole.wins).reduce((a, b) => a + b, 0) + whole.draws + Object.values(whole.capped).reduce((a, b) => a + b, 0)).toBe(60);
    expect(Object.keys(whole.cards!).length).toBeGreaterThan(5);
    expect(Object.values(whole.lengths).reduce((a, b) => a + b, 0)).toBe(60);
    expect(whole.souls).toBeUndefined();
  });

  it('plays Four Souls in parts as in one, souls and cards included', () => {
    const options: SimOptions = { seed: 'souls', players: 3, bots: [fourSoulsGreedy, fourSoulsRandom], cards: true };
    const whole = playGames(fourSoulsGame, options, 0, 20);
    const parts = [playGames(fourSoulsGame, options, 12, 20), playGames(fourSoulsGame, options, 0, 5), playGames(fourSoulsGame, options, 5, 12)];
    expect(mergeParts(parts)).toEqual(whole);
    expect(whole.souls!.gained).toBeGreaterThan(0);
    expect(Object.values(whole.souls!.bySource).reduce((a, b) => a + b, 0)).toBe(whole.souls!.gained);
    for (const figures of Object.values(whole.cards!)) {
      const seats = Object.values(figures.seats);
      // A card played was had by the seat that played it; a seat has it at most once a game.
      if (figures.games > 0) expect(seats.length).toBeGreaterThan(0);
      for (const seat of seats) {
        expect(seat.had).toBeLessThanOrEqual(whole.games);
        expect(seat.wins).toBeLessThanOrEqual(seat.had);
      }
    }
  });

  it('plays the same games for the same options, and others for another seed', () => {
    const first = playGames(stakGame, stakOptions, 0, 30);
    expect(playGames(stakGame, stakOptions, 0, 30)).toEqual(first);
    expect(playGames(stakGame, { ...stakOptions, seed: 'other' }, 0, 30)).not.toEqual(first);
    // Games 10 to 19 of the run are not games 0 to 9.
    expect(playGames(stakGame, stakOptions, 10, 20)).not.toEqual(playGames(stakGame, stakOptions, 0, 10));
  });

  it('counts cards only when asked, and says after each game how many it has played', () => {
    const done: number[] = [];
    const part = playGames(stakGame, { ...stakOptions, cards: false }, 40, 45, (n) => done.push(n));
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(part.cards).toBeUndefined();
    const { cards: _cards, ...withCards } = playGames(stakGame, stakOptions, 40, 45);
    expect(withCards).toEqual(part);
  });

  it('hands a tally every game from its setup to its end, with the winners\' shares as the part counts them', () => {
    const calls: string[] = [];
    const shares: Record<SeatId, number> = {};
    const tally: SimTally = {
      begin: (state: GameState, events) => calls.push(`begin ${state.seed} ${events.length > 0}`),
      events: () => undefined,
      end(_state, winners) {
        calls.push('end');
        for (const { seat, share } of winners) shares[seat] = (shares[seat] ?? 0) + share;
      },
    };
    const part = playGames(stakGame, { ...stakOptions, tally }, 3, 6);
    expect(calls).toEqual(['begin parts:3 true', 'end', 'begin parts:4 true', 'end', 'begin parts:5 true', 'end']);
    for (const seat of ['p1', 'p2']) expect(shares[seat] ?? 0).toBeCloseTo(part.wins[seat]!);
  });

  it('switches variants on with their defaults, or with the parameters chosen, over those a deck was built for', () => {
    const variantsOf = (options: SimOptions): GameState['variants'][] => {
      const seen: GameState['variants'][] = [];
      playGames(stakGame, { ...options, tally: { begin: (state) => seen.push(state.variants), events: () => undefined, end: () => undefined } }, 0, 1);
      return seen;
    };
    expect(variantsOf({ ...stakOptions, variants: ['stak-depth'] })).toEqual([{ 'stak-depth': { cards: 9 } }]);
    expect(variantsOf({ ...stakOptions, variants: { 'stak-depth': { cards: 4 } } })).toEqual([{ 'stak-depth': { cards: 4 } }]);
    expect(variantsOf({ ...stakOptions, variants: { 'stak-depth': { cards: 4 } }, decks: { variants: { 'stak-depth': { cards: 12 }, recycling: {} } } })).toEqual([{ 'stak-depth': { cards: 4 }, recycling: {} }]);
    // The parameter plays: fewer cards in each stak, another game.
    expect(playGames(stakGame, { ...stakOptions, variants: { 'stak-depth': { cards: 4 } } }, 0, 5)).not.toEqual(playGames(stakGame, { ...stakOptions, variants: ['stak-depth'] }, 0, 5));
  });
});
