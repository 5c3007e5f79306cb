import { describe, expect, it } from 'vitest';
import { printedDice } from '../../../card-dsl/dice/printed';
import type { CardFace } from '../../../card-dsl/service/faces';
import { facesOf } from '../../../engine/games/faces';
import { vocabulary } from '../../../engine/games/destiny/vocabulary';
import { renderFace } from './svg';
import { fixedMeasure } from './testing';

const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
const face = (symbol: string, value = 0, modifier = false, cost = 0) => ({ symbol, value, modifier, cost });
const blank = face('blank');
const character = (dice: CardFace['dice']): CardFace => ({
  id: 'destiny/test/kessa-vane',
  name: 'Kessa Vane',
  slug: 'kessa-vane',
  game: 'destiny',
  set: 'test',
  setName: 'Test',
  kind: 'character',
  stats: [{ name: 'health', value: 11 }, { name: 'points', value: 12 }],
  tags: ['hero'],
  copies: 1,
  designerChosen: false,
  rulesText: 'Special: deal 2 damage to target character.',
  printedText: null,
  mismatch: null,
  dice,
  path: 'a.cards',
  range,
});
const draw = (card: CardFace, options = {}) => renderFace(card, facesOf(vocabulary), fixedMeasure, options).svg;
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!);

describe("a card's dice on its face", () => {
  const dice = printedDice([{ faces: [face('melee', 1), face('melee', 1), face('ranged', 2, false, 1), face('melee', 1, true), face('special'), blank] }])!;

  it('prints the six faces down the left side, in order, a modifier in blue and a cost apart', () => {
    const svg = draw(character(dice));
    const faces = [...svg.matchAll(/data-die-face="([^"]*)"/g)].map((m) => m[1]);
    expect(faces).toEqual(['1MD', '1MD', '2RD', '+1MD', 'Sp', '-']);
    const ys = [...svg.matchAll(/<g data-die-face="[^"]*" aria-label="[^"]*"><rect x="([\d.]+)" y="([\d.]+)"/g)].map((m): [number, number] => [Number(m[1]), Number(m[2])]);
    // One column at the picture's left edge, top to bottom.
    expect(ys).toHaveLength(6);
    expect(new Set(ys.map(([x]) => x)).size).toBe(1);
    expect(ys.map(([, y]) => y)).toEqual([...ys.map(([, y]) => y)].sort((a, b) => a - b));
    expect(svg).toMatch(/data-die-face="\+1MD" aria-label="modifier \+1 melee"><rect[^>]*fill="#2d5da8"/);
    expect(svg).toMatch(/data-die-face="2RD" aria-label="2 ranged, costs 1">.*?<circle[^>]*\/><text[^>]*>1<\/text>/);
  });

  it('prints the chance of damage along the foot of the picture', () => {
    // Three of six faces deal damage alone (the modifier needs a base die of melee beside it): 1/2.
    // 2 or more: the ranged 2 face only, 1/6.
    expect(dice.atLeast).toEqual([
      { n: 1, chance: '1/2', percent: '50%' },
      { n: 2, chance: '1/6', percent: '17%' },
    ]);
    expect(texts(draw(character(dice)))).toContain('Damage  1+ 50%  2+ 17%');
  });

  it('puts a second die in a second column and gives the odds of both together', () => {
    const three = { faces: [face('melee', 1), face('melee', 1), face('melee', 1), blank, blank, blank] };
    const two = printedDice([three, three])!;
    expect(two.atLeast.map((s) => s.chance)).toEqual(['3/4', '1/4']);
    const svg = draw(character(two));
    expect(svg.match(/data-part="die"/g)).toHaveLength(2);
    expect(texts(svg)).toContain('Damage  1+ 75%  2+ 25%');
  });

  it('draws no dice on a card without them, nor on a small face', () => {
    expect(printedDice([])).toBeNull();
    expect(draw(character(null))).not.toContain('data-part="die"');
    expect(draw(character(dice), { small: true })).not.toContain('data-part="die"');
  });
});
