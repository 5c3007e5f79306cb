// Draw odds against values worked out by hand from binomial coefficients.
import { describe, expect, it } from 'vitest';
import { atLeastChance, atLeastFraction, cardsSeen, choose, oddsByTurn } from './odds';

describe('draw odds', () => {
  it('counts combinations exactly', () => {
    expect(choose(40, 5)).toBe(658_008n);
    expect(choose(37, 5)).toBe(435_897n);
    expect(choose(5, 6)).toBe(0n);
    // Beyond what a double holds exactly: C(200, 100) has 59 digits.
    expect(choose(200, 100).toString()).toHaveLength(59);
  });

  it('3 copies in 40 cards, 5 drawn: 1 - C(37,5)/C(40,5) = 222111/658008 = 667/1976', () => {
    const { numerator, denominator } = atLeastFraction({ deck: 40, hits: 3, drawn: 5 }, 1);
    expect(numerator * 1976n).toBe(denominator * 667n);
    expect(atLeastChance({ deck: 40, hits: 3, drawn: 5 }, 1)).toBeCloseTo(667 / 1976, 14);
  });

  it('both of 2 copies in 30 cards, 5 drawn: C(2,2)·C(28,3)/C(30,5) = 3276/142506 = 2/87', () => {
    expect(atLeastChance({ deck: 30, hits: 2, drawn: 5 }, 2)).toBeCloseTo(2 / 87, 14);
  });

  it('4 copies in 60 cards: 7 drawn 39.95%, 9 drawn 48.75%', () => {
    expect(atLeastChance({ deck: 60, hits: 4, drawn: 7 }, 1)).toBeCloseTo(0.3994996257446656, 12);
    expect(atLeastChance({ deck: 60, hits: 4, drawn: 9 }, 1)).toBeCloseTo(0.4875265311144606, 12);
  });

  it('is certain for at least none, impossible for more than there are, certain when the whole deck is drawn', () => {
    expect(atLeastChance({ deck: 30, hits: 2, drawn: 5 }, 0)).toBe(1);
    expect(atLeastChance({ deck: 30, hits: 2, drawn: 5 }, 3)).toBe(0);
    expect(atLeastChance({ deck: 30, hits: 2, drawn: 30 }, 2)).toBe(1);
    expect(atLeastChance({ deck: 0, hits: 0, drawn: 5 }, 1)).toBe(0);
  });

  it('sees the opening hand on turn 1 and the turn\'s draws after, never more than the deck', () => {
    expect(cardsSeen(5, 2, 1, 40)).toBe(5);
    expect(cardsSeen(5, 2, 3, 40)).toBe(9);
    expect(cardsSeen(5, 2, 30, 40)).toBe(40);
    const byTurn = oddsByTurn(60, 4, 1, 7, 1, 3);
    expect(byTurn.map((t) => t.drawn)).toEqual([7, 8, 9]);
    expect(byTurn[2]!.chance).toBeCloseTo(0.4875265311144606, 12);
  });
});
