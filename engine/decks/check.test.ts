// Every construction rule of every game, one legal deck and one deck that breaks it, with the
// exact message; and the list's own checks (unknown cards, sections, sets).
import { describe, expect, it } from 'vitest';
import type { DeckEntry, DeckFile } from '../defs';
import { vocabularies } from '../games/vocabularies';
import { checkDeck, type DeckCheckOptions } from './check';
import { deckCard, deckOf, destinyCards, legalDestinyDeck, smashUpCards, smashUpFaction } from './testing';

const destiny = vocabularies.get('destiny')!;
const smashUp = vocabularies.get('smash-up')!;
const fourSouls = vocabularies.get('four-souls')!;
const stakBots = vocabularies.get('stak-bots')!;

/** The violations' messages, each with its rule and place. */
function found(deck: DeckFile, options: DeckCheckOptions): string[] {
  return checkDeck(deck, options).violations.map((v) => `${v.rule} @${v.section ?? '-'}:${v.entry ?? '-'}: ${v.message}`);
}

function edit(deck: DeckFile, section: string, change: (entries: DeckEntry[]) => DeckEntry[]): DeckFile {
  return { ...deck, sections: { ...deck.sections, [section]: change([...(deck.sections[section] ?? [])]) } };
}

describe('Star Wars: Destiny', () => {
  const options = { vocabulary: destiny, cards: destinyCards() };
  const legal = legalDestinyDeck();

  it('takes a legal deck: 27 points with an elite Luke, 30 cards, one battlefield', () => {
    expect(found(legal, options)).toEqual([]);
  });

  it('team-points: a team over 30 points', () => {
    const deck = edit(legal, 'characters', (e) => [...e, { card: 'Rey', count: 1 }]);
    expect(found(deck, options)).toEqual(['team-points @characters:-: The Team and Plot are worth 38 points; at most 30: 8 over.']);
  });

  it('team-points: the plot counts toward the team', () => {
    const deck = { ...edit(legal, 'characters', () => [{ card: 'Luke Skywalker', count: 1, elite: true }, { card: 'Padawan', count: 1 }]), sections: { ...legal.sections, plot: [{ card: 'Hidden Agenda', count: 1 }] } };
    expect(found(deck, options)).toEqual([]);
    const over = edit(deck, 'characters', (e) => [e[0]!, { card: 'Padawan', count: 2 }]);
    expect(found(over, options)).toEqual(['team-points @characters:-: The Team and Plot are worth 37 points; at most 30: 7 over.']);
  });

  it('a-character: a team of nobody', () => {
    const deck = edit(legal, 'characters', () => []);
    expect(found(deck, options)).toEqual([
      'a-character @characters:-: The Team has 0 cards; it needs at least 1: 1 short.',
      'affiliation @deck:15: "Force Throw" is #hero, and the Team has no #hero card to allow it.',
      'colours @deck:15: "Force Throw" is #blue, and the Team has no #blue card to allow it.',
    ]);
  });

  it('unique-characters: a unique character twice', () => {
    const deck = edit(legal, 'characters', () => [{ card: 'Luke Skywalker', count: 2 }]);
    expect(found(deck, options)).toEqual(['unique-characters @characters:0: "Luke Skywalker" has 2 copies; at most 1 of a #unique card: 1 too many.']);
  });

  it('unique-characters: a non-unique character may come twice', () => {
    const deck = edit(legal, 'characters', () => [{ card: 'Padawan', count: 3 }]);
    expect(found(deck, options)).toEqual([]);
  });

  it('elite: only a unique character with a second point value is bought elite', () => {
    const deck = edit(legal, 'characters', (e) => [e[0]!, { card: 'Padawan', count: 1, elite: true }]);
    expect(found(deck, options)).toEqual(['elite @characters:1: "Padawan" is bought elite, but only a #unique card with a points-2 value can be: it is not #unique.']);
  });

  it('one-plot: two plots', () => {
    const deck = { ...legal, sections: { ...legal.sections, characters: [{ card: 'Padawan', count: 1 }], plot: [{ card: 'Hidden Agenda', count: 2 }] } };
    expect(found(deck, options)).toEqual(['one-plot @plot:-: The Plot has 2 cards; it takes at most 1: 1 too many.']);
  });

  it('heroes-or-villains: a hero and a villain on one team', () => {
    const deck = edit(legal, 'characters', () => [{ card: 'Padawan', count: 1 }, { card: 'Stormtrooper', count: 1 }]);
    expect(found(deck, options)).toEqual(['heroes-or-villains @characters:1: "Stormtrooper" is #villain and "Padawan" #hero: the Team takes only one of #hero and #villain.']);
  });

  it('affiliation: a villain card in a heroes\' deck', () => {
    const deck = edit(legal, 'deck', (e) => [...e.slice(0, -1), { card: 'Imperial Discipline', count: 1 }]);
    expect(found(deck, options)).toEqual([
      'affiliation @deck:15: "Imperial Discipline" is #villain, and the Team has no #villain card to allow it.',
      'colours @deck:15: "Imperial Discipline" is #red, and the Team has no #red card to allow it.',
    ]);
  });

  it('colours: a blue card with no blue character', () => {
    const deck = edit(legal, 'characters', () => [{ card: 'Rey', count: 1, elite: true }]);
    expect(found(deck, options)).toEqual(['colours @deck:15: "Force Throw" is #blue, and the Team has no #blue card to allow it.']);
  });

  it('copies-per-card: three copies of a card', () => {
    const deck = edit(legal, 'deck', (e) => [{ card: 'Jetpack', count: 3 }, { card: 'Scavenge', count: 1 }, ...e.slice(2, -1)]);
    expect(found(deck, options)).toEqual(['copies-per-card @deck:0: "Jetpack" has 3 copies; at most 2 of a card: 1 too many.']);
  });

  it('copies-per-card: a card whose copy-limit allows 4 (card text changing the limit)', () => {
    const cards = [...destinyCards(), deckCard('destiny', 'Supply Cache', { kind: 'support', tags: ['gray'], stats: { cost: 0, 'copy-limit': 4 } })];
    const four = edit(legal, 'deck', (e) => [{ card: 'Supply Cache', count: 4 }, ...e.slice(2, -1)]);
    expect(found(four, { ...options, cards })).toEqual([]);
    const five = edit(legal, 'deck', (e) => [{ card: 'Supply Cache', count: 5 }, ...e.slice(3, -1), { card: e[2]!.card, count: 1 }]);
    expect(found(five, { ...options, cards })).toEqual(['copies-per-card @deck:0: "Supply Cache" has 5 copies; at most 4 of this card, as its text says: 1 too many.']);
  });

  it('gives the team\'s points, elite characters at their second value, for the builder to show', () => {
    expect(checkDeck(legal, options).points).toEqual([{ rule: 'team-points', sections: ['characters', 'plot'], total: 27, max: 30 }]);
    const plain = edit(legal, 'characters', () => [{ card: 'Luke Skywalker', count: 1 }, { card: 'Padawan', count: 1 }]);
    expect(checkDeck(plain, options).points[0]!.total).toBe(23);
  });

  it('deck-size: 29 cards, and 31', () => {
    const short = edit(legal, 'deck', (e) => e.slice(0, -1));
    expect(found(short, options)).toEqual(['deck-size @deck:-: The Deck has 29 cards; it needs exactly 30: 1 short.']);
    const long = edit(legal, 'deck', (e) => [...e, { card: 'Force Throw', count: 1 }]);
    expect(found(long, options)).toEqual(['deck-size @deck:-: The Deck has 31 cards; it takes exactly 30: 1 too many.']);
  });

  it('one-battlefield: none, and two', () => {
    expect(found(edit(legal, 'battlefield', () => []), options)).toEqual(['one-battlefield @battlefield:-: The Battlefield has 0 cards; it needs exactly 1: 1 short.']);
    expect(found(edit(legal, 'battlefield', (e) => [...e, { card: 'Cloud City', count: 1 }]), options)).toEqual(['one-battlefield @battlefield:-: The Battlefield has 2 cards; it takes exactly 1: 1 too many.']);
  });

  it('wrong-section: a character in the deck', () => {
    const deck = edit(legal, 'deck', (e) => [...e.slice(0, -1), { card: 'Padawan', count: 1 }]);
    expect(found(deck, options)).toEqual(['wrong-section @deck:15: "Padawan" is a character card; the Deck takes upgrade, support or event cards.']);
  });
});

describe('Smash Up', () => {
  const options = { vocabulary: smashUp, cards: smashUpCards() };
  const legal = deckOf('smash-up', { deck: [...smashUpFaction('aliens'), ...smashUpFaction('dinosaurs')] }, { sets: ['aliens', 'dinosaurs', 'ninjas'] });

  it('takes two whole factions of 20 cards', () => {
    expect(found(legal, options)).toEqual([]);
  });

  it('two-factions and deck-size: a third faction', () => {
    const deck = edit(legal, 'deck', (e) => [...e, ...smashUpFaction('ninjas', 1).slice(0, 5)]);
    expect(found(deck, options)).toEqual([
      'two-factions @deck:-: The Faction deck draws on 3 sets (Aliens 20, Dinosaurs 20, Ninjas 5); it needs exactly 2, each a whole faction: 1 too many.',
      'two-factions @deck:-: Ninjas gives the Faction deck 5 cards; a faction gives exactly 20: 15 short.',
      'deck-size @deck:-: The Faction deck has 45 cards; it takes exactly 40 (factions-per-deck 2 × faction-size 20): 5 too many.',
    ]);
  });

  it('two-factions: one faction doubled is one faction', () => {
    const deck = deckOf('smash-up', { deck: smashUpFaction('aliens', 4) }, { sets: ['aliens'] });
    expect(found(deck, options)).toEqual([
      'two-factions @deck:-: The Faction deck draws on 1 set (Aliens 40); it needs exactly 2, each a whole faction: 1 short.',
      'two-factions @deck:-: Aliens gives the Faction deck 40 cards; a faction gives exactly 20: 20 too many.',
    ]);
  });

  it('deck-size: a faction short of a card', () => {
    const deck = edit(legal, 'deck', (e) => [{ ...e[0]!, count: 1 }, ...e.slice(1)]);
    expect(found(deck, options)).toEqual([
      'two-factions @deck:-: Aliens gives the Faction deck 19 cards; a faction gives exactly 20: 1 short.',
      'deck-size @deck:-: The Faction deck has 39 cards; it needs exactly 40 (factions-per-deck 2 × faction-size 20): 1 short.',
    ]);
  });
});

describe('Four Souls', () => {
  const c = (name: string, kind: string, tags: string[] = [], extra: { startsWith?: string[] } = {}) => deckCard('four-souls', name, { kind, tags, ...extra });
  const cards = [
    ...['Isaac', 'Cain', 'Maggy', 'Judas', 'Eve'].map((n) => c(n, 'character', [], { startsWith: [`four-souls/base/${n.toLowerCase()}-item`] })),
    ...['Isaac', 'Cain', 'Maggy', 'Judas', 'Eve'].map((n) => c(`${n} Item`, 'item', ['eternal'])),
    c('Bomb!', 'loot'),
    c('A Penny!', 'loot'),
    c('The Battery', 'item', ['active']),
    c('Lard', 'item', ['passive']),
    c('Pooter', 'monster'),
    c('Gaper', 'monster'),
    c('Ambush', 'bonus'),
    c('Soul of Greed', 'bonus-soul'),
    c('Soul of Gluttony', 'bonus-soul'),
    c('Soul of Guppy', 'bonus-soul'),
  ];
  const options = { vocabulary: fourSouls, cards };
  const legal = deckOf('four-souls', {
    characters: ['Isaac', 'Cain', 'Maggy', 'Judas'].map((card) => ({ card, count: 1 })),
    loot: [
      { card: 'Bomb!', count: 6 },
      { card: 'A Penny!', count: 6 },
    ],
    treasure: [
      { card: 'The Battery', count: 1 },
      { card: 'Lard', count: 1 },
    ],
    monsters: [
      { card: 'Pooter', count: 1 },
      { card: 'Gaper', count: 1 },
      { card: 'Ambush', count: 1 },
    ],
  });

  it('takes a legal table for four players', () => {
    expect(found(legal, options)).toEqual([]);
  });

  it('a-character-each: three characters for four players, legal for three', () => {
    const deck = edit(legal, 'characters', (e) => e.slice(0, 3));
    expect(found(deck, options)).toEqual(['a-character-each @characters:-: The Character pool has 3 cards; it needs at least 4 (4 players): 1 short.']);
    expect(found(deck, { ...options, players: 3 })).toEqual([]);
  });

  it('one-of-each-character: a character twice', () => {
    const deck = edit(legal, 'characters', (e) => [{ card: 'Isaac', count: 2 }, ...e.slice(1)]);
    expect(found(deck, options)).toEqual(['one-of-each-character @characters:0: "Isaac" has 2 copies; at most 1 of a card: 1 too many.']);
  });

  it('starting-loot: too little loot to deal', () => {
    const deck = edit(legal, 'loot', () => [{ card: 'Bomb!', count: 11 }]);
    expect(found(deck, options)).toEqual(['starting-loot @loot:-: The Loot deck has 11 cards; it needs at least 12 (4 players × starting-loot 3): 1 short.']);
  });

  it('shop-opens: one item for two shop slots', () => {
    const deck = edit(legal, 'treasure', (e) => e.slice(0, 1));
    expect(found(deck, options)).toEqual(['shop-opens @treasure:-: The Treasure deck has 1 card; it needs at least 2: 1 short.']);
  });

  it('monster-slots-open: bonus cards do not fill a monster slot', () => {
    const deck = edit(legal, 'monsters', (e) => e.slice(1));
    expect(found(deck, options)).toEqual(['monster-slots-open @monsters:-: The Monster deck has 1 monster card; it needs at least 2: 1 short.']);
  });

  it('wrong-section: a starting item in the treasure deck', () => {
    const deck = edit(legal, 'treasure', (e) => [...e, { card: 'Eve Item', count: 1 }]);
    expect(found(deck, options)).toEqual(['wrong-section @treasure:2: "Eve Item" is #eternal; the Treasure deck takes no #eternal card.']);
  });

  it('bonus souls: any number without the variant, exactly three with it', () => {
    const two = { ...legal, sections: { ...legal.sections, 'bonus-souls': [{ card: 'Soul of Greed', count: 1 }, { card: 'Soul of Gluttony', count: 1 }] } };
    expect(found(two, options)).toEqual([]);
    expect(found({ ...two, variants: { 'bonus-souls': {} } }, options)).toEqual(['bonus-souls-laid-out @bonus-souls:-: The Bonus souls has 2 cards; it needs exactly 3: 1 short.']);
    const doubled = { ...two, sections: { ...two.sections, 'bonus-souls': [{ card: 'Soul of Greed', count: 2 }] } };
    expect(found(doubled, options)).toEqual(['one-of-each-bonus-soul @bonus-souls:0: "Soul of Greed" has 2 copies; at most 1 of a card: 1 too many.']);
  });

  it('chosen characters (one of two) needs two characters a player; "any" needs one', () => {
    const deck = edit(legal, 'characters', (e) => [...e, { card: 'Eve', count: 1 }]);
    expect(found({ ...deck, variants: { 'chosen-characters': {} } }, options)).toEqual(['a-character-each @characters:-: The Character pool has 5 cards; it needs at least 8 (4 players × 2): 3 short.']);
    expect(found({ ...deck, variants: { 'chosen-characters': { pick: 'any' } } }, options)).toEqual([]);
  });

  it('copies-per-card: no limit in the published rules; a house rule variant of a set sets one', () => {
    const setVariants = [{ id: 'highlander', name: 'Highlander', params: [], abilities: [{ kind: 'rule-number' as const, rule: 'copies-per-card', op: 'set' as const, amount: 1 }] }];
    expect(found(legal, { ...options, setVariants })).toEqual([]);
    expect(found({ ...legal, variants: { highlander: {} } }, { ...options, setVariants })).toEqual([
      'copies-per-card @loot:0: "Bomb!" has 6 copies; at most 1 of a card: 5 too many.',
      'copies-per-card @loot:1: "A Penny!" has 6 copies; at most 1 of a card: 5 too many.',
    ]);
  });
});

describe('Stak Bots', () => {
  const cards = [deckCard('stak-bots', 'Bolt Pup', { kind: 'bot', stats: { rank: 1, power: 2 } }), deckCard('stak-bots', 'Gearhead', { kind: 'bot', stats: { rank: 2, power: 3 } })];
  const options = { vocabulary: stakBots, cards };
  const supply = (pups: number, gearheads: number) => deckOf('stak-bots', { supply: [{ card: 'Bolt Pup', count: pups }, { card: 'Gearhead', count: gearheads }] });

  it('supply-deals: enough for six staks of 9 and hands of 2', () => {
    expect(found(supply(40, 26), options)).toEqual([]);
    expect(found(supply(30, 10), options)).toEqual(['supply-deals @supply:-: The Supply has 40 cards; it needs at least 66 (6 players × (stak-size 9 + hand-size 2)): 26 short.']);
  });

  it('supply-deals: fewer players, and the stak depth variant, need fewer cards', () => {
    expect(found(supply(30, 10), { ...options, players: 3 })).toEqual([]);
    expect(found({ ...supply(30, 10), variants: { 'stak-depth': { cards: 4 } } }, options)).toEqual([]);
    expect(found({ ...supply(20, 10), variants: { 'stak-depth': { cards: 4 } } }, options)).toEqual(['supply-deals @supply:-: The Supply has 30 cards; it needs at least 36 (6 players × (stak-size 4 + hand-size 2)): 6 short.']);
  });
});

describe('the list itself', () => {
  const options = { vocabulary: destiny, cards: [...destinyCards(), deckCard('destiny', 'Jetpack', { kind: 'upgrade', set: 'spark', tags: ['gray'] })] };

  it('reports an unknown card with the nearest name, and an unknown section', () => {
    const deck = edit(edit(legalDestinyDeck(), 'deck', (e) => [{ card: 'Jetpak', count: 1 }, ...e.slice(1)]), 'sidebaord', () => [{ card: 'Rey', count: 1 }]);
    expect(found(deck, options)).toEqual([
      'unknown-card @deck:0: "Jetpak" is not a card of the deck\'s sets (did you mean "Jetpack"?).',
      'unknown-section @sidebaord:-: The deck has a section "sidebaord", which Star Wars: Destiny decks do not have.',
    ]);
  });

  it('asks which set a card comes from when two of the deck\'s sets have it', () => {
    const deck = { ...legalDestinyDeck(), sets: ['base', 'spark'] };
    expect(found(deck, options)).toEqual(['ambiguous-card @deck:0: "Jetpack" is a card of 2 of the deck\'s sets (base, spark): say which set it comes from.']);
    const said = edit(deck, 'deck', (e) => [{ ...e[0]!, set: 'spark' }, ...e.slice(1)]);
    expect(found(said, options)).toEqual([]);
  });

  it('reports a set, a variant and a game it does not know', () => {
    const deck = { ...legalDestinyDeck(), sets: ['base', 'bsae'], variants: { 'house-rule': {} }, game: 'destney' };
    expect(found(deck, options)).toEqual([
      'wrong-game @-:-: The deck is for destney, not Star Wars: Destiny.',
      'unknown-set @-:-: The deck draws on the set "bsae", which Star Wars: Destiny has not here (did you mean "base"?).',
      'unknown-variant @-:-: The deck is built for the variant "house-rule", which Star Wars: Destiny has not here.',
    ]);
  });
});
