import { describe, expect, it } from 'vitest';
import type { CardImpact, SimSummary } from '../../../engine/sim';
import { bucketLabel, leastSeatGames, measuredImpacts, points, savedWhen, strongestImpacts, timeLeft, unsure, variantsWords } from './words';

const card = (name: string, had: number, impact: number | null): CardImpact => ({ id: name, name, kind: 'bot', games: had, had, winRateHad: 0.5, winRateNotHad: 0.5, impact, margin: impact === null ? null : 0.01 });

describe('the simulation in words', () => {
  it('labels buckets by their lengths, and the last one of the longest games as open', () => {
    expect(bucketLabel({ from: 7, to: 8 })).toBe('7');
    expect(bucketLabel({ from: 12, to: 16 })).toBe('12–15');
    expect(bucketLabel({ from: 300, to: 9000, rest: true })).toBe('300+');
  });

  it('writes differences of rates as points with their sign', () => {
    expect(points(0.0512)).toBe('+5.1 points');
    expect(points(-0.123)).toBe('−12.3 points');
  });

  it('plots only cards had, and not had, often enough, the largest either way from most helpful down', () => {
    const summary = { games: 1000, players: 2, cards: { impacts: [card('Rare', 10, 0.4), card('Always', 1995, 0.3), card('Up', 500, 0.05), card('Down', 500, -0.2), card('Flat', 500, 0.001), card('None', 500, null)] } } as unknown as SimSummary;
    const least = leastSeatGames(summary);
    expect(least).toBe(40);
    expect(measuredImpacts(summary, least).map((c) => c.name)).toEqual(['Up', 'Down', 'Flat']);
    expect(strongestImpacts(measuredImpacts(summary, least), 2).map((c) => c.name)).toEqual(['Up', 'Down']);
    expect(strongestImpacts(measuredImpacts(summary, least), 3).map((c) => c.name)).toEqual(['Up', 'Flat', 'Down']);
    expect(leastSeatGames({ games: 10, players: 2 } as SimSummary)).toBe(20);
  });

  it('calls an impact within its margin unsure', () => {
    expect(unsure({ ...card('A', 100, 0.05), margin: 0.04 })).toBe(false);
    expect(unsure({ ...card('B', 100, -0.03), margin: 0.04 })).toBe(true);
    expect(unsure(card('C', 100, null))).toBe(true);
  });

  it('says how long the rest of a run will take at the pace so far', () => {
    expect(timeLeft(0, 100, 1)).toBeNull();
    expect(timeLeft(100, 100, 5)).toBeNull();
    expect(timeLeft(50, 100, 0.5)).toBe('under a second left');
    expect(timeLeft(10, 100, 1)).toBe('about 9 s left');
    expect(timeLeft(1000, 20_000, 30)).toBe('about 10 min left');
    expect(timeLeft(1000, 1_000_000, 30)).toBe('about 8.3 h left');
  });

  it('names the variants switched on with their parameters, in one order whatever order they were set in', () => {
    expect(variantsWords({})).toBe('none');
    expect(variantsWords({ recycling: {}, 'stak-depth': { cards: 4 } })).toBe('recycling, stak-depth (cards 4)');
    expect(variantsWords({ 'super-shop': { cents: 7 }, 'chosen-characters': { pick: 'any' } })).toBe(variantsWords({ 'chosen-characters': { pick: 'any' }, 'super-shop': { cents: 7 } }));
  });

  it('says when a report was saved, and nothing for a time that is none', () => {
    expect(savedWhen('2026-11-29T18:20:00.000Z')).toMatch(/^(29|30) Nov 2026, \d\d:\d\d$/);
    expect(savedWhen('not a time')).toBeNull();
  });
});
