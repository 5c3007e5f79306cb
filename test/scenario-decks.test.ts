// Scenarios that bring decks (`decks:` by seat, for a game whose players build their own): each
// deck is checked against the game's construction, `<seat>.construction` lists what it breaks,
// and it is dealt to its seat with the characters it buys elite. What cannot be dealt, and a
// construction path without a deck, are problems of the scenario, located by path.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSets } from '../cli/sets';
import { loadGame } from '../engine/core/engine';
import { destiny } from '../engine/games/destiny';
import { runScenario, scenarioGames } from '../engine/scenario';

const bundled = (await loadSets(fileURLToPath(new URL('../sets', import.meta.url)))).sets;

const HERO_DECK = ['Sunforged Blade', 'Longshot Rifle', "Ranger's Cloak", 'Quick Draw', 'Dawn Insight', 'Hidden Workshop', 'Scout Speeder', 'Old Beacon', 'Second Wind', 'Supply Drop', 'Rally', 'Scavenge', 'Steady Aim', 'Regroup', 'Patch Up'];
const VILLAIN_DECK = ['Shock Maul', 'Heavy Repeater', 'Plated Armour', 'Ambush Training', 'Battle Rage', 'War Chest', 'Drop Ship', 'Mortar Nest', 'Requisition', 'Orders from Above', 'Press the Attack', 'Plunder the Dead', 'Iron Resolve', 'Total Muster', 'Iron Tithe'];
const twice = (names: string[]) => names.map((card) => ({ card, count: 2 }));

function scenario(decks: unknown, expect: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return runScenario(parse(JSON.stringify({ version: 1, name: 'decks', game: 'destiny', sets: ['destiny/heroes', 'destiny/villains'], seed: 4, seats: 2, decks, expect, ...extra })), bundled, scenarioGames);
}

const heroes = (vela: Record<string, unknown> = {}) => ({
  characters: [{ card: 'Vela Dawnstrider', count: 1, ...vela }, { card: 'Ranger Kess', count: 1 }, { card: 'Tomo the Mechanic', count: 1 }],
  deck: twice(HERO_DECK),
  battlefield: [{ card: 'Sunken Outpost', count: 1 }],
});
const villains = { characters: [{ card: 'Warlord Skarn', count: 1 }, { card: 'Legion Trooper', count: 2 }], deck: twice(VILLAIN_DECK), battlefield: [{ card: 'Ashen Foundry', count: 1 }] };
const failures = (result: ReturnType<typeof scenario>) => result.failures.map((f) => f.message);

describe('scenarios with decks', () => {
  it('deals each seat its deck and says which rules it breaks', () => {
    const legal = scenario({ p1: heroes({ elite: true }), p2: villains }, { 'p1.construction': [], 'p2.construction': [], 'p1.characters.count': 3, 'p2.characters.count': 3, 'p1.hand.count': 5, 'p1.deck.count': 25 });
    expect(failures(legal)).toEqual([]);
    // The elite tick counts its second point value: 16 + 7 + 7 = 30 is legal, a ticked Tomo is not elite material.
    const ticked = scenario({ p1: { ...heroes({ elite: true }), characters: [...heroes({ elite: true }).characters.slice(0, 2), { card: 'Tomo the Mechanic', count: 1, elite: true }] }, p2: villains }, { 'p1.construction': [] });
    expect(failures(ticked)).toEqual(['p1.construction: expected [], actual [elite]']);
  });

  it('gives an elite character two dice and another one, as the deck says', () => {
    // The battlefield roll uses every character die: four scripted faces for p1's elite team, then p2's three.
    const steps = [{ p1: 'done' }, { p2: 'done' }];
    const elite = scenario({ p1: heroes({ elite: true }), p2: villains }, { 'dice.left': 0 }, { dice: [1, 1, 1, 1, 6, 6, 6], steps });
    expect(failures(elite)).toEqual([]);
    const plain = scenario({ p1: heroes(), p2: villains }, { 'dice.left': 1 }, { dice: [1, 1, 1, 1, 6, 6, 6], steps });
    expect(failures(plain)).toEqual([]);
  });

  it('reports a deck that cannot be dealt, a seat that is not there, and a construction path without a deck', () => {
    const typo = scenario({ p1: { ...heroes(), battlefield: [{ card: 'Sunken Outpst', count: 1 }] }, p2: villains, p3: villains }, {});
    expect(failures(typo)).toEqual(['decks.p1.battlefield[0]: "Sunken Outpst" is not a card of the deck\'s sets (did you mean "Sunken Outpost"?).', 'decks.p3: no seat "p3" (seats: p1, p2)']);
    const none = runScenario(parse(JSON.stringify({ version: 1, name: 'no deck', game: 'destiny', sets: ['destiny/heroes', 'destiny/villains'], seed: 4, seats: 2, expect: { 'p1.construction': [] } })), bundled, scenarioGames);
    expect(failures(none)).toEqual(['expect["p1.construction"]: p1 brings no deck: give it one under decks: to check its construction']);
  });

  it('refuses decks by seat for a game whose decks the table shares', () => {
    const stak = runScenario(parse(JSON.stringify({ version: 1, name: 'stak', game: 'stak-bots', sets: ['stak-bots/starter'], seed: 4, seats: 2, decks: { p1: { supply: [{ card: 'Bolt Pup', count: 3 }] } }, expect: { 'p1.stak.count': 0 } })), bundled, scenarioGames);
    expect(failures(stak)[0]).toBe("decks: Stak Bots deals from decks the table shares: a scenario cannot give a seat its own deck (give the table's under deck:)");
  });
});

describe('scenarios with the deck the table shares', () => {
  const stak = (fields: Record<string, unknown>, expect: Record<string, unknown>) =>
    runScenario(parse(JSON.stringify({ version: 1, name: 'stak', game: 'stak-bots', sets: ['stak-bots/starter'], seed: 4, seats: 2, ...fields, expect })), bundled, scenarioGames);

  it('deals the table only the deck\'s cards', () => {
    // Twenty-four cards: a stak of 9 and a hand of 2 for each seat, then the first player's draw leaves 1.
    const deck = { supply: [{ card: 'Bolt Pup', count: 12 }, { card: 'Gearhead', count: 12 }] };
    expect(failures(stak({ deck }, { 'supply.count': 1, 'p1.stak.count': 9, 'p2.hand.count': 2 }))).toEqual([]);
    // Without the deck the starter set's whole supply is dealt: the same expectation fails.
    expect(failures(stak({}, { 'supply.count': 1 }))).toEqual([expect.stringMatching(/^supply\.count: expected 1, actual \d+$/)]);
  });

  it('reports a card the sets do not have, a deck for a game of seat decks, and both forms at once', () => {
    const typo = stak({ deck: { supply: [{ card: 'Bolt Pupp', count: 12 }] } }, { 'supply.count': 0 });
    expect(failures(typo)).toEqual(['deck.supply[0]: "Bolt Pupp" is not a card of the deck\'s sets (did you mean "Bolt Pup"?).']);
    const both = stak({ deck: { supply: [{ card: 'Bolt Pup', count: 12 }] }, decks: { p1: { supply: [{ card: 'Bolt Pup', count: 3 }] } } }, { 'supply.count': 0 });
    expect(failures(both)).toContain('deck: a scenario brings one deck the table shares (deck:) or a deck for each seat (decks:), not both');
    const destinyTable = scenario(undefined, {}, { deck: heroes() });
    expect(failures(destinyTable)[0]).toBe('deck: Star Wars: Destiny deals each player from their own deck: give each seat its deck under decks:');
  });
});

describe('elite lists in a game config', () => {
  it('refuses an elite card that is not in the seat\'s deck, or a seat that is not there', () => {
    const game = loadGame(destiny, bundled.filter((s) => s.game === 'destiny').flatMap((s) => s.cards));
    const seatCards = { p1: ['destiny/heroes/ranger-kess', 'destiny/heroes/sunken-outpost'], p2: ['destiny/villains/legion-trooper', 'destiny/villains/ashen-foundry'] };
    expect(game.create({ seed: '1', seats: 2, seatCards, seatElite: { p1: ['destiny/heroes/vela-dawnstrider'] } })).toMatchObject({ ok: false, error: { message: 'seatElite: "destiny/heroes/vela-dawnstrider" is not a card of the deck of p1' } });
    expect(game.create({ seed: '1', seats: 2, seatCards, seatElite: { p9: [] } })).toMatchObject({ ok: false, error: { message: expect.stringContaining('seatElite: no seat is called "p9"') } });
    expect(game.create({ seed: '1', seats: 2, seatCards, seatElite: { p1: [] } }).ok).toBe(true);
  });
});
