// Saved decks at a new table, through the table engine: checked with their violations worded per
// rule, dealt instead of the game's default composition, refused while illegal until "Play
// anyway", and kept by saved tables and replays.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../../cli/sets';
import type { SetFile } from '../../../../engine/defs';
import { checkReplay } from '../../../../engine/table/replay';
import { runScenario, scenarioGames } from '../../../../engine/scenario';
import { parse } from 'yaml';
import type { DeckText, TableConfig, TableSnapshot } from '../model';
import { tableGames } from './catalog';
import { TableEngine } from './table-engine';

let bundled: SetFile[] = [];
beforeAll(async () => {
  bundled = (await loadSets(new URL('../../../../sets', import.meta.url).pathname)).sets;
});

function ok<T>(answer: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

const deckText = (deck: object) => JSON.stringify({ format: 'cardwright-deck', version: 1, name: 'A deck', variants: {}, ...deck });
const RUSH = 'decks/stak-bots/rush.deck.json';
const rush: DeckText = { place: 'table', path: RUSH, text: deckText({ name: 'Rush', game: 'stak-bots', sets: ['starter'], sections: { supply: [{ card: 'Bolt Pup', count: 12 }, { card: 'Gearhead', count: 12 }] } }) };
const SOULS = 'decks/four-souls/short.deck.json';
const shortSouls: DeckText = {
  place: 'table',
  path: SOULS,
  text: deckText({
    name: 'No bonus souls',
    game: 'four-souls',
    sets: ['base'],
    // Built for the bonus souls variant, whose section it leaves empty.
    variants: { 'bonus-souls': {} },
    sections: {
      characters: [{ card: 'Isaac', count: 1 }, { card: 'Cain', count: 1 }],
      loot: ['A Penny!', '2 Cents!', 'Bomb!', 'Lil Battery', 'Soul Heart', 'Red Heart'].map((card) => ({ card, count: 2 })),
      treasure: [{ card: '9 Volt', count: 1 }, { card: 'Baby Haunt', count: 1 }, { card: 'Crystal Ball', count: 1 }],
      monsters: [{ card: 'Pooter', count: 2 }, { card: 'Gaper', count: 2 }, { card: 'Chub', count: 1 }],
    },
  }),
};

/** The table's scenario from its setup, as the page saves it, run on the bundled sets. */
function recordAndRun(engine: TableEngine, name: string) {
  const { text } = ok(engine.recordScenario(name, 0));
  const document = parse(text) as { deck?: Record<string, unknown[]>; decks?: Record<string, Record<string, unknown[]>> };
  return { document, result: runScenario(document, bundled, scenarioGames) };
}

/** The hash of the table's state now, as a saved table holds it. */
const tableHash = (engine: TableEngine) => (JSON.parse(ok(engine.saveTable())) as { hash: string }).hash;

const config = (game: string, overrides: Partial<TableConfig> = {}): TableConfig => ({
  game,
  sets: [game === 'stak-bots' ? 'stak-bots/starter' : 'four-souls/base'],
  variants: {},
  options: {},
  seats: [{ kind: 'you' }, { kind: 'you' }],
  seed: '5',
  ...overrides,
});

/** The names of the cards face up in a seat's zones. */
function seatCards(engine: TableEngine, snap: TableSnapshot, seat: string): string[] {
  const names = new Map<string, string>();
  for (const set of bundled) for (const card of set.cards) names.set(card.id, card.name);
  return snap.zones.filter((z) => z.owner === seat).flatMap((z) => z.cards.map((c) => snap.cards[c]!.def).filter((d): d is string => d !== null).map((d) => names.get(d) ?? d));
}

describe('saved decks at the table', () => {
  it('the catalog says where a game deals decks from', () => {
    const games = new TableEngine(bundled).catalog().games;
    expect(games.find((g) => g.id === 'stak-bots')?.deckScope).toBe('table');
    expect(games.find((g) => g.id === 'four-souls')?.deckScope).toBe('table');
  });

  it('a legal deck is dealt instead of the default composition: only its cards reach the seats', () => {
    const engine = new TableEngine(bundled);
    expect(ok(engine.checkDecks('stak-bots', 2, [rush]))).toEqual([{ place: 'table', path: RUSH, ok: true, name: 'Rush', cards: 24, violations: [], unplayable: false, sets: ['stak-bots/starter'] }]);
    const started = ok(engine.start(config('stak-bots', { decks: { table: { path: RUSH, playAnyway: false } } }), [rush]));
    for (const seat of ['p1', 'p2']) {
      const names = seatCards(engine, started.snapshot, seat);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names)).toEqual(new Set(names.filter((n) => n === 'Bolt Pup' || n === 'Gearhead')));
    }
    const supply = started.snapshot.zones.find((z) => z.type === 'supply')!;
    // 24 cards, 2 × (9 in the stak + 2 in hand) dealt, the first player's first draw made.
    expect(supply.count).toBeLessThanOrEqual(2);
  });

  it('an illegal deck shows its violations per rule, and starts only when played anyway', () => {
    const engine = new TableEngine(bundled);
    const [report] = ok(engine.checkDecks('four-souls', 2, [shortSouls]));
    expect(report).toMatchObject({ ok: true, name: 'No bonus souls', unplayable: false, violations: [{ rule: 'bonus-souls-laid-out', where: 'bonus-souls', message: 'The Bonus souls has 0 cards; it needs exactly 3: 3 short.' }] });
    const refused = engine.start(config('four-souls', { decks: { table: { path: SOULS, playAnyway: false } } }), [shortSouls]);
    expect(refused).toEqual({ ok: false, message: `The deck ${SOULS} breaks a construction rule; tick "Play anyway" to play it` });
    const started = ok(engine.start(config('four-souls', { decks: { table: { path: SOULS, playAnyway: true } } }), [shortSouls]));
    const characters = ['p1', 'p2'].flatMap((seat) => started.snapshot.zones.filter((z) => z.owner === seat && z.type === 'character').flatMap((z) => z.cards.map((c) => started.snapshot.cards[c]!.def)));
    expect(characters.map((id) => bundled.flatMap((s) => s.cards).find((c) => c.id === id)?.name).sort()).toEqual(['Cain', 'Isaac']);
  });

  it('a deck naming a card that is not there, or a broken file, cannot be dealt', () => {
    const engine = new TableEngine(bundled);
    const typo: DeckText = { ...rush, text: rush.text.replace('Gearhead', 'Gearhed') };
    const [report] = ok(engine.checkDecks('stak-bots', 2, [typo]));
    expect(report).toMatchObject({ ok: true, unplayable: true, violations: [{ where: 'supply[1]', message: '"Gearhed" is not a card of the deck\'s sets (did you mean "Gearhead"?).' }] });
    expect(engine.start(config('stak-bots', { decks: { table: { path: RUSH, playAnyway: true } } }), [typo])).toMatchObject({ ok: false, message: expect.stringContaining('cannot be dealt') });
    const [broken] = ok(engine.checkDecks('stak-bots', 2, [{ ...rush, text: '{"format": "cardwright-deck"' }]));
    expect(broken).toMatchObject({ ok: false, problems: [expect.any(String)] });
    const [other] = ok(engine.checkDecks('stak-bots', 2, [shortSouls]));
    expect(other).toEqual({ place: 'table', path: SOULS, ok: false, problems: ['It is a deck of four-souls, not of stak-bots'] });
  });

  it('a saved table and a replay keep the decks dealt', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start(config('stak-bots', { decks: { table: { path: RUSH, playAnyway: false } } }), [rush]));
    const saved = ok(engine.saveTable());
    expect(JSON.parse(saved)).toMatchObject({ decks: { files: { table: RUSH }, cards: expect.arrayContaining(['stak-bots/starter/bolt-pup']) } });
    const again = new TableEngine(bundled);
    const loaded = ok(again.loadTable(saved));
    expect(new Set(seatCards(again, loaded.snapshot, 'p1'))).toEqual(new Set(seatCards(engine, ok(engine.start(config('stak-bots', { decks: { table: { path: RUSH, playAnyway: false } } }), [rush])).snapshot, 'p1')));
    const checked = checkReplay(JSON.parse(ok(again.exportReplay())) as unknown, tableGames);
    expect(checked.ok).toBe(true);
  });

  it('a replay’s rematch deals the decks the replay dealt', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start(config('stak-bots', { decks: { table: { path: RUSH, playAnyway: false } } }), [rush]));
    const dealt = tableHash(engine);
    const again = new TableEngine(bundled);
    const opened = ok(again.loadReplay(ok(engine.exportReplay())));
    const rematch = ok(again.rematch(opened.config));
    expect(tableHash(again)).toBe(dealt);
    const other = ok(again.rematch({ ...rematch.config, seed: '6' })).snapshot;
    for (const seat of ['p1', 'p2']) expect(new Set(seatCards(again, other, seat))).toEqual(new Set(['Bolt Pup', 'Gearhead']));
    expect(JSON.parse(ok(again.saveTable()))).toMatchObject({ decks: { files: { table: RUSH } } });
  });

  it('a loaded table’s rematch deals the decks it dealt, and keeps its automatic passing', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start(config('stak-bots', { decks: { table: { path: RUSH, playAnyway: false } } }), [rush]));
    const dealt = tableHash(engine);
    const again = new TableEngine(bundled);
    const loaded = ok(again.loadTable(ok(engine.saveTable())));
    // A loaded table names no deck file to read again: it deals the cards it dealt.
    expect(loaded.config.decks).toBeUndefined();
    const rematch = ok(again.rematch(loaded.config));
    expect(tableHash(again)).toBe(dealt);
    const other = ok(again.rematch({ ...rematch.config, seed: '6' })).snapshot;
    for (const seat of ['p1', 'p2']) expect(new Set(seatCards(again, other, seat))).toEqual(new Set(['Bolt Pup', 'Gearhead']));
    expect(JSON.parse(ok(again.saveTable()))).toMatchObject({ decks: { files: { table: RUSH } } });
    // Automatic passing switched off in the file stays off for the rematch.
    const file = JSON.parse(ok(engine.saveTable())) as Record<string, unknown>;
    const manual = new TableEngine(bundled);
    const opened = ok(manual.loadTable(JSON.stringify({ ...file, autoPass: false })));
    ok(manual.rematch(opened.config));
    expect(JSON.parse(ok(manual.saveTable()))).toMatchObject({ autoPass: false });
  });

  it('a table dealt from a deck records a scenario that deals the same deck and ends in the same state', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start(config('stak-bots', { seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }], decks: { table: { path: RUSH, playAnyway: false } } }), [rush]));
    ok(engine.runBots(1000, 30));
    const { document, result } = recordAndRun(engine, 'Rush, recorded');
    expect(document.deck).toEqual({ supply: [{ card: 'Bolt Pup', count: 12 }, { card: 'Gearhead', count: 12 }] });
    expect(document.decks).toBeUndefined();
    expect(result.failures).toEqual([]);
    expect(result.stepsRun).toBe(30);
    expect(result.hash).toBe(tableHash(engine));
    // A saved and loaded table records the same scenario.
    const again = new TableEngine(bundled);
    ok(again.loadTable(ok(engine.saveTable())));
    expect(recordAndRun(again, 'Rush, recorded').document).toEqual(document);
  });

  it('a Four Souls table dealt from a deck with several sections records it section by section', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start(config('four-souls', { seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }], variants: { 'bonus-souls': {} }, decks: { table: { path: SOULS, playAnyway: true } } }), [shortSouls]));
    ok(engine.runBots(2000, 60));
    const { document, result } = recordAndRun(engine, 'Short souls, recorded');
    expect(document.deck?.characters).toEqual([{ card: 'Isaac', count: 1 }, { card: 'Cain', count: 1 }]);
    expect(document.deck?.monsters).toEqual([{ card: 'Pooter', count: 2 }, { card: 'Gaper', count: 2 }, { card: 'Chub', count: 1 }]);
    expect(result.failures).toEqual([]);
    expect(result.hash).toBe(tableHash(engine));
  });
});

describe('Destiny decks at the table: elite characters', () => {
  const heroDeck = (elite: boolean) =>
    deckText({
      name: 'Dawn Rangers',
      game: 'destiny',
      sets: ['heroes'],
      sections: {
        characters: [{ card: 'Vela Dawnstrider', count: 1, ...(elite ? { elite: true } : {}) }, { card: 'Ranger Kess', count: 1 }, { card: 'Tomo the Mechanic', count: 1 }],
        deck: ['Sunforged Blade', 'Longshot Rifle', "Ranger's Cloak", 'Quick Draw', 'Dawn Insight', 'Hidden Workshop', 'Scout Speeder', 'Old Beacon', 'Second Wind', 'Supply Drop', 'Rally', 'Scavenge', 'Steady Aim', 'Regroup', 'Patch Up'].map((card) => ({ card, count: 2 })),
        battlefield: [{ card: 'Sunken Outpost', count: 1 }],
      },
    });
  const villainDeck = deckText({
    name: 'Iron Legion',
    game: 'destiny',
    sets: ['villains'],
    sections: {
      characters: [{ card: 'Warlord Skarn', count: 1, elite: true }, { card: 'Legion Trooper', count: 2 }],
      deck: ['Shock Maul', 'Heavy Repeater', 'Plated Armour', 'Ambush Training', 'Battle Rage', 'War Chest', 'Drop Ship', 'Mortar Nest', 'Requisition', 'Orders from Above', 'Press the Attack', 'Plunder the Dead', 'Iron Resolve', 'Total Muster', 'Iron Tithe'].map((card) => ({ card, count: 2 })),
      battlefield: [{ card: 'Ashen Foundry', count: 1 }],
    },
  });
  const HEROES = 'decks/destiny/heroes.deck.json';
  const VILLAINS = 'decks/destiny/villains.deck.json';
  const destinyConfig = config('destiny', { sets: ['destiny/heroes', 'destiny/villains'], decks: { p1: { path: HEROES, playAnyway: false }, p2: { path: VILLAINS, playAnyway: false } } });
  /** How many dice rest on each character of a seat, by name. */
  const characterDice = (snap: TableSnapshot, seat: string) => {
    const zone = snap.zones.find((z) => z.owner === seat && z.type === 'characters')!;
    const names = new Map(bundled.flatMap((s) => s.cards).map((c) => [c.id, c.name]));
    return Object.fromEntries(zone.cards.map((c) => [names.get(snap.cards[c]!.def ?? '') ?? c, snap.dice?.onCards[c]?.length ?? 0]));
  };

  it('a character the deck buys elite has two dice; the same deck without the tick gives it one', () => {
    const engine = new TableEngine(bundled);
    const elite = ok(engine.start(destinyConfig, [{ place: 'p1', path: HEROES, text: heroDeck(true) }, { place: 'p2', path: VILLAINS, text: villainDeck }]));
    expect(characterDice(elite.snapshot, 'p1')).toEqual({ 'Vela Dawnstrider': 2, 'Ranger Kess': 1, 'Tomo the Mechanic': 1 });
    expect(characterDice(elite.snapshot, 'p2')).toEqual({ 'Warlord Skarn': 2, 'Legion Trooper': 1 });
    // Without the tick Vela is bought at her lower value, though the team's points would allow her elite.
    const plain = ok(new TableEngine(bundled).start(destinyConfig, [{ place: 'p1', path: HEROES, text: heroDeck(false) }, { place: 'p2', path: VILLAINS, text: villainDeck }]));
    expect(characterDice(plain.snapshot, 'p1')).toEqual({ 'Vela Dawnstrider': 1, 'Ranger Kess': 1, 'Tomo the Mechanic': 1 });
  });

  it('a table dealt from both seats\' decks records them by seat, the elite character ticked', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start({ ...destinyConfig, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] }, [{ place: 'p1', path: HEROES, text: heroDeck(true) }, { place: 'p2', path: VILLAINS, text: villainDeck }]));
    ok(engine.runBots(2000, 40));
    const { document, result } = recordAndRun(engine, 'Dawn Rangers against the Iron Legion');
    expect(document.deck).toBeUndefined();
    expect(document.decks?.p1?.characters).toEqual([{ card: 'Vela Dawnstrider', count: 1, elite: true }, { card: 'Ranger Kess', count: 1 }, { card: 'Tomo the Mechanic', count: 1 }]);
    expect(document.decks?.p2?.battlefield).toEqual([{ card: 'Ashen Foundry', count: 1 }]);
    expect(result.failures).toEqual([]);
    expect(result.hash).toBe(tableHash(engine));
  });

  it('a table saved before the elite lists cannot be recorded, and says why', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start(destinyConfig, [{ place: 'p1', path: HEROES, text: heroDeck(true) }, { place: 'p2', path: VILLAINS, text: villainDeck }]));
    const saved = JSON.parse(ok(engine.saveTable())) as { decks: { seatElite?: Record<string, string[]> } };
    const { seatElite: _, ...oldDecks } = saved.decks;
    const old = new TableEngine(bundled);
    ok(old.loadTable(JSON.stringify({ ...saved, version: 2, decks: oldDecks })));
    expect(old.recordScenario('old', 0)).toEqual({ ok: false, message: "p1's deck was saved without its elite characters: start a new table from the deck to record it" });
  });

  it('a saved table keeps who is elite, and a table saved before version 3 still loads as it played', () => {
    const engine = new TableEngine(bundled);
    const started = ok(engine.start(destinyConfig, [{ place: 'p1', path: HEROES, text: heroDeck(true) }, { place: 'p2', path: VILLAINS, text: villainDeck }]));
    const saved = JSON.parse(ok(engine.saveTable())) as { version: number; decks: { seatElite?: Record<string, string[]> } };
    expect(saved.version).toBe(4);
    expect(saved.decks.seatElite).toEqual({ p1: ['destiny/heroes/vela-dawnstrider'], p2: ['destiny/villains/warlord-skarn'] });
    const loaded = ok(new TableEngine(bundled).loadTable(JSON.stringify(saved)));
    expect(characterDice(loaded.snapshot, 'p1')).toEqual(characterDice(started.snapshot, 'p1'));
    // Version 2 had no elite list: the setup's own reading (elite when the points allow) comes back, and with it the same game.
    const { seatElite: _, ...oldDecks } = saved.decks;
    const old = ok(new TableEngine(bundled).loadTable(JSON.stringify({ ...saved, version: 2, decks: oldDecks })));
    expect(characterDice(old.snapshot, 'p1')).toEqual({ 'Vela Dawnstrider': 2, 'Ranger Kess': 1, 'Tomo the Mechanic': 1 });
    expect(characterDice(old.snapshot, 'p2')).toEqual({ 'Warlord Skarn': 2, 'Legion Trooper': 1 });
  });
});
