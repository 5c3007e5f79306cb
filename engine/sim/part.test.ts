import { describe, expect, it } from 'vitest';
import { emptyPart, exactShares, mergeParts, shareUnit, type SimPart } from './part';

/** A part of three-player games, with the given win shares and a game length each. */
function part(wins: Record<string, number>, lengths: Record<string, number>, extra: Partial<SimPart> = {}): SimPart {
  const games = Object.values(lengths).reduce((a, b) => a + b, 0);
  return { ...emptyPart(3), games, wins: { ...emptyPart(3).wins, ...wins }, lengths, turns: lengths, totalActions: Object.entries(lengths).reduce((n, [l, g]) => n + Number(l) * g, 0), ...extra };
}

describe('mergeParts', () => {
  it('counts shares in units every share of the table is a whole number of', () => {
    expect([1, 2, 3, 4, 5, 6].map(shareUnit)).toEqual([1, 2, 6, 12, 60, 60]);
    expect(exactShares(0.1 + 0.2, 10)).toBe(0.3);
    // A value that is no whole number of units is kept as it is.
    expect(exactShares(0.123, 6)).toBe(0.123);
  });

  it('adds thirds up to the same total in any order, as one part playing every game would', () => {
    // Ten games each won by three seats together: added game by game, and as two parts of five.
    let byGame = 0;
    for (let g = 0; g < 10; g += 1) byGame += 1 / 3;
    let half = 0;
    for (let g = 0; g < 5; g += 1) half += 1 / 3;
    expect(half + half).not.toBe(byGame); // why the units: floats alone disagree
    const parts = [part({ p1: 1 / 3, p2: 5 / 6 }, { 10: 2 }), part({ p1: 5 / 3, p3: 1 / 2 }, { 12: 5 }), part({ p1: 2 / 3, p2: 1 / 6 }, { 10: 1, 30: 1 })];
    const orders = [parts, [parts[2]!, parts[1]!, parts[0]!], [parts[1]!, parts[0]!, parts[2]!]];
    const merged = orders.map(mergeParts);
    for (const m of merged) expect(m).toEqual(merged[0]);
    expect(merged[0]!.wins).toEqual({ p1: 16 / 6, p2: 1, p3: 0.5 });
    expect(merged[0]!).toMatchObject({ players: 3, games: 9, lengths: { 10: 3, 12: 5, 30: 1 }, totalActions: 120 });
  });

  it('merges souls and cards where any part has them, and keeps every seat', () => {
    const souls = { gained: 3, bySource: { bosses: 2, loot: 1 }, unreported: {} };
    const a = part({ p1: 1 }, { 5: 1 }, { souls, cards: { x: { games: 1, seats: { p1: { had: 1, wins: 1 }, p2: { had: 1, wins: 0 } } } }, capped: {}, draws: 0 });
    const b = part({}, { 7: 1 }, { souls: { gained: 1, bySource: { bosses: 1 }, unreported: { items: 1 } }, cards: { x: { games: 1, seats: { p1: { had: 1, wins: 0 } } }, y: { games: 0, seats: { p3: { had: 1, wins: 0 } } } }, capped: { 'stopped: cap': 1 } });
    const merged = mergeParts([a, emptyPart(3), b]);
    expect(merged.souls).toEqual({ gained: 4, bySource: { bosses: 3, loot: 1 }, unreported: { items: 1 } });
    expect(merged.cards).toEqual({ x: { games: 2, seats: { p1: { had: 2, wins: 1 }, p2: { had: 1, wins: 0 } } }, y: { games: 0, seats: { p3: { had: 1, wins: 0 } } } });
    expect(merged.capped).toEqual({ 'stopped: cap': 1 });
    expect(merged.wins).toEqual({ p1: 1, p2: 0, p3: 0 });
    // The parts are left as they were.
    expect(a.souls).toBe(souls);
    expect(souls.gained).toBe(3);
  });

  it('gives a copy of a single part, and an empty part for none', () => {
    const one = part({ p2: 2 / 3 }, { 9: 2 }, { souls: { gained: 0, bySource: {}, unreported: {} }, cards: {} });
    expect(mergeParts([one])).toEqual(one);
    expect(mergeParts([one])).not.toBe(one);
    expect(mergeParts([])).toEqual(emptyPart(0));
    expect(mergeParts([emptyPart(2), emptyPart(2)])).toEqual(emptyPart(2));
  });
});
