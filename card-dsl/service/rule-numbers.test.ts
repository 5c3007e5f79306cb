// The language service on rule numbers, the words of this turn's events, granted abilities and
// the deck effects: hovers show what they are, completion offers them where they fit.
import { describe, expect, it } from 'vitest';
import { completionAt, hoverAt, labelsAt } from './testing';

const item = (line: string) => `game four-souls\nitem "A" #passive {\n  ${line}\n}`;

describe('hover', () => {
  it("shows a rule number's default, bounds and scope, on any of its words", () => {
    const limit = hoverAt(item('static: your hand li<|>mit is 8'));
    expect(limit?.contents).toContain('**hand-limit** — rule number of Four Souls: 10 (0 to 99; one per player');
    expect(limit?.contents).toContain('they discard down to it');
    // The range is the whole rule number, both words.
    expect(limit?.range).toEqual({ start: { line: 2, character: 15 }, end: { line: 2, character: 25 } });
    expect(hoverAt(item('static: purch<|>ases cost 2 more'))?.contents).toContain('**purchase-price**');
    expect(hoverAt(`game four-souls\nvariant "V" {\n  rule: souls-to<|>-win is 5\n}`)?.contents).toContain('Souls a player needs to win.');
  });

  it('shows the keyword table for the new words', () => {
    expect(hoverAt(item('tap: lose ha<|>lf your cents, rounded up'))?.contents).toContain('rounded down unless it says up');
    expect(hoverAt(item('tap: if you d<|>id not attack this turn: loot 1'))?.contents).toContain("This turn's events");
    expect(hoverAt(item('tap: sea<|>rch the treasure-deck for an item as found: put found into your items'))?.contents).toContain('then the zone is shuffled');
    expect(hoverAt(item('tap: this h<|>as { static: the cards in your character get +1 attack }'))?.contents).toContain('gives it to the cards for a while');
    expect(hoverAt(item('tap: tri<|>ple your cents'))?.contents).toContain('by 3');
  });

  it("shows the event of this turn's events, and a found card's name", () => {
    expect(hoverAt(item('tap: if an opponent purch<|>ased this turn: loot 1'))?.contents).toContain('A player bought an item.');
    expect(hoverAt(item('tap: search the treasure-deck for an item as fo<|>und: put found into your items'))?.contents).toContain('as found');
  });
});

describe('completion', () => {
  it("offers the game's rule numbers where a static line or an effect starts, and in a variant's rules", () => {
    expect(labelsAt(item('<|>'))).toEqual(expect.arrayContaining(['static: your hand limit is', 'static: your purchase price is']));
    // A number of the whole game is no card's to change.
    expect(labelsAt(item('<|>'))).not.toContain('static: your shop slots is');
    expect(labelsAt(item('tap: <|>'))).toEqual(expect.arrayContaining(['your hand limit is', 'search', 'double the cents of', 'reveal cards from the top of']));
    const variant = completionAt('game four-souls\nvariant "V" {\n  <|>\n}');
    expect(variant.map((i) => i.label)).toEqual(expect.arrayContaining(['rule: souls-to-win is', 'rule: shop slots is']));
    expect(variant.find((i) => i.label === 'rule: souls-to-win is')).toMatchObject({ detail: 'rule number (4; per player)', documentation: 'Souls a player needs to win.' });
  });

  it("offers this turn's events among the conditions", () => {
    expect(labelsAt(item('tap: if <|>'))).toContain('you did not');
  });
});
