import { describe, expect, it } from 'vitest';
import type { DeckPool, PoolCard } from '../../../card-dsl/service/deck-pool';
import type { DeckFile } from '../../../engine/defs';
import { deckCard } from '../../../engine/decks/testing';
import { vocabulary as fourSouls } from '../../../engine/games/four-souls/vocabulary';
import { browse, browseChoices, browseRows, noFilter, setsShown } from './browse';
import { deckReport, deckStatistics, drawOdds, entryKey, oddsChoices, ruleOf } from './report';

const card = (name: string, kind: string, spec: { tags?: string[]; stats?: Record<string, number>; set?: string; text?: string } = {}): PoolCard => ({
  ...deckCard('four-souls', name, { kind, tags: spec.tags, stats: spec.stats, set: spec.set }),
  copies: 1,
  face: { rulesText: spec.text ?? '', printedText: null } as PoolCard['face'],
});

const POOL: DeckPool = {
  game: 'four-souls',
  sets: [{ set: 'base', setName: 'Base', folder: 'sets/four-souls/base', source: 'workspace', cards: 6, broken: 0 }],
  cards: [
    card('Isaac', 'character', { stats: { hp: 2, attack: 1 } }),
    card('Maggy', 'character', { stats: { hp: 2, attack: 1 } }),
    card('Bomb!', 'loot', { tags: ['bomb'], text: 'Deal 1 damage.' }),
    card('A Penny!', 'loot', { text: 'Gain 1 cent.' }),
    card('Pooter', 'monster', { stats: { hp: 2, evasion: 3, attack: 1 } }),
    card('Other Set Card', 'loot', { set: 'extra' }),
  ],
  variants: [],
};

const deck = (sections: DeckFile['sections']): DeckFile => ({ format: 'cardwright-deck', version: 2, game: 'four-souls', name: 'T', sets: ['base'], variants: {}, sections });

describe('the deck report', () => {
  it('places each violation at its entry and names the rule it comes from', () => {
    const report = deckReport(deck({ characters: [{ card: 'Isaac', count: 2 }], loot: [{ card: 'Bomb!', count: 6 }] }), fourSouls, POOL, 2);
    const copies = report.byEntry.get(entryKey('characters', 0))!;
    expect(copies.map((v) => v.message)).toEqual(['"Isaac" has 2 copies; at most 1 of a card: 1 too many.']);
    expect(ruleOf(report, copies[0]!)!.doc).toBe('Each character is in the pool once.');
    expect(report.sizes).toEqual({ characters: 2, loot: 6 });
  });

  it('counts kinds, tags and stat curves of a section or the whole deck', () => {
    const { check } = deckReport(deck({ characters: [{ card: 'Isaac', count: 1 }, { card: 'Maggy', count: 1 }], loot: [{ card: 'Bomb!', count: 3 }, { card: 'A Penny!', count: 2 }], monsters: [{ card: 'Pooter', count: 2 }] }), fourSouls, POOL, 2);
    const all = deckStatistics(check, null);
    expect(all.cards).toBe(9);
    expect(all.byKind).toEqual([
      { label: 'loot', count: 5 },
      { label: 'character', count: 2 },
      { label: 'monster', count: 2 },
    ]);
    expect(all.byTag).toEqual([{ label: 'bomb', count: 3 }]);
    expect(all.stats.find((s) => s.name === 'hp')).toEqual({ name: 'hp', curve: [{ value: 2, count: 4 }], mean: 2 });
    expect(deckStatistics(check, ['loot']).cards).toBe(5);
  });

  it('works out the odds from the section the game draws from, with the opening hand and the draws per turn', () => {
    const { check } = deckReport(deck({ loot: [{ card: 'Bomb!', count: 3 }, { card: 'A Penny!', count: 7 }] }), fourSouls, POOL, 2);
    const odds = drawOdds(check, { card: 'Bomb!' }, 1, 3)!;
    // Four Souls: 3 loot in the opening hand, 1 a turn. No Bomb! in 3 of 10: C(7,3)/C(10,3) = 35/120.
    expect(odds).toMatchObject({ section: 'loot', deck: 10, hits: 3, opening: 3, perTurn: 1 });
    expect(odds.byTurn[0]!.chance).toBeCloseTo(1 - 35 / 120, 12);
    // By turn 3, five cards seen: C(7,5)/C(10,5) = 21/252.
    expect(odds.byTurn[2]).toEqual({ turn: 3, drawn: 5, chance: expect.closeTo(1 - 21 / 252, 12) });
    expect(drawOdds(check, { tag: 'bomb' }, 1, 1)!.hits).toBe(3);
    expect(oddsChoices(check)).toEqual({ cards: ['A Penny!', 'Bomb!'], tags: ['bomb'], first: 'A Penny!' });
  });
});

describe('the card browser\'s filters', () => {
  it('shows the cards of the deck\'s sets that pass the search and every filter', () => {
    const names = (filter: Partial<typeof noFilter>) => browse(POOL.cards, ['base'], { ...noFilter, ...filter }).map((c) => c.name);
    expect(names({})).toEqual(['Isaac', 'Maggy', 'Bomb!', 'A Penny!', 'Pooter']);
    expect(names({ kind: 'loot' })).toEqual(['Bomb!', 'A Penny!']);
    expect(names({ tag: 'bomb' })).toEqual(['Bomb!']);
    expect(names({ text: 'damage' })).toEqual(['Bomb!']);
    expect(names({ text: 'cent gain' })).toEqual(['A Penny!']);
    expect(names({ stat: { stat: 'evasion', op: '>=', value: 3 } })).toEqual(['Pooter']);
    expect(names({ stat: { stat: 'hp', op: '=', value: 2 }, kind: 'character' })).toEqual(['Isaac', 'Maggy']);
    expect(names({ stat: { stat: 'hp', op: '<=', value: 1 } })).toEqual([]);
    expect(browseChoices(POOL.cards)).toEqual({ kinds: ['character', 'loot', 'monster'], tags: ['bomb'], stats: ['attack', 'evasion', 'hp'] });
  });
});

describe('the card browser\'s sets', () => {
  const sets: DeckPool['sets'] = [...POOL.sets, { set: 'extra', setName: 'Extra', folder: 'bundled:four-souls/extra', source: 'bundled', cards: 1, broken: 0 }];

  it('shows the deck\'s sets, every set of the game (workspace and bundled) or one, with the same search', () => {
    expect(setsShown(sets, ['base'], 'deck')).toEqual(['base']);
    expect(setsShown(sets, ['base'], 'all')).toEqual(['base', 'extra']);
    expect(setsShown(sets, ['base'], 'set:extra')).toEqual(['extra']);
    // A set no longer in the pool falls back to the deck's.
    expect(setsShown(sets, ['base'], 'set:gone')).toEqual(['base']);
    const found = browse(POOL.cards, setsShown(sets, ['base'], 'all'), { ...noFilter, kind: 'loot' });
    expect(found.map((c) => c.name)).toEqual(['Bomb!', 'A Penny!', 'Other Set Card']);
  });

  it('puts each set\'s cards under a heading saying where the set comes from and whether the deck draws on it', () => {
    const found = browse(POOL.cards, ['base', 'extra'], { ...noFilter, kind: 'loot' });
    const rows = browseRows(found, sets, ['base']).map((row) => (row.type === 'set' ? `# ${row.set.setName} ${row.set.source} ${row.cards}/${row.set.cards} ${row.inDeck ? 'in' : 'out'}` : `${row.index} ${row.card.name}`));
    expect(rows).toEqual(['# Base workspace 2/6 in', '0 Bomb!', '1 A Penny!', '# Extra bundled 1/1 out', '2 Other Set Card']);
    expect(browseRows([], sets, ['base'])).toEqual([]);
  });
});
