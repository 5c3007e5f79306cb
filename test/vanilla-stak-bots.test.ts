// Vanilla Stak Bots (bench/vanilla-stak-bots/README.md) plays the recorded games: the first 50
// games for 2, 3 and 4 players, on the engine (alone and through a Match) with the vanilla set
// written in the card language, in the plain-JavaScript reference and in the contract's floor
// (plain JS with a Match's obligations; once on typed arrays, once on the engine's state
// format), match the fixture's fingerprints, lengths, results and game 0 action by action.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES, enginePlayer, vanillaConfig, VANILLA_OPTIONS } from '../bench/vanilla-stak-bots/engine';
import { dataFloorPlayer } from '../bench/vanilla-stak-bots/data-floor';
import { floorPlayer } from '../bench/vanilla-stak-bots/floor';
import { indexedFloorPlayer, type IndexedState } from '../bench/vanilla-stak-bots/indexed-floor';
import { costByKind } from '../bench/vanilla-stak-bots/kinds';
import { plainPlayer } from '../bench/vanilla-stak-bots/plain';
import { DECK_SIZE, HAND_SIZE, Mulberry32, record, shuffledSupply, STAK_SIZE } from '../bench/vanilla-stak-bots/streams';
import { buildSet } from '../card-dsl/project';
import { loadGame, type Game } from '../engine/core/engine';
import { stakBots } from '../engine/games/stak-bots';
import { FIRST_CARD, type CardInstance, type GameState } from '../engine/core/state';
import { writtenTurnFlags } from '../engine/core/card-flags';
import golden from './fixtures/vanilla-stak-bots-golden.json';

type Recorded = { fingerprint: string; totalActions: number; lengths: number[]; results: (number | string)[]; game0: string[] };
const GAMES = golden.games;
const recorded = (players: number) => (golden as unknown as Record<string, Recorded>)[`players${players}`]!;

const folder = fileURLToPath(new URL('../sets/stak-bots/vanilla', import.meta.url));
const manifest = JSON.parse(readFileSync(join(folder, 'set.json'), 'utf8')) as { game: string; name: string };
const sources = readdirSync(folder)
  .filter((name) => name.endsWith('.cards'))
  .map((name) => ({ path: name, text: readFileSync(join(folder, name), 'utf8') }));
const built = buildSet(sources, { game: manifest.game, set: 'vanilla', name: manifest.name });
const game: Game = loadGame(stakBots, built.setFile?.cards ?? []);

describe('the streams', () => {
  it('give the recorded mulberry32 outputs and the supplies of games 0 and 1', () => {
    for (const [seed, first] of [
      [1, golden.mulberry32_1_first3_uint32],
      [golden.policySeed, golden.mulberry32_12345_first3_uint32],
    ] as const) {
      const random = new Mulberry32(seed);
      expect([random.next(), random.next(), random.next()]).toEqual(first);
    }
    expect(shuffledSupply(0).join('')).toBe(golden.supplyGame0_bottomToTop);
    expect(shuffledSupply(1).join('')).toBe(golden.supplyGame1_bottomToTop);
  });
});

describe('the vanilla set', () => {
  it('compiles to ten bots of each power from 1 to 6, rank equal to power, with no abilities', () => {
    expect(built.diagnostics.filter((d) => d.diagnostic.severity === 'error')).toEqual([]);
    const cards = built.setFile!.cards;
    expect(cards.map((c) => [c.name, c.stats.power, c.stats.rank, c.copies, c.abilities.length])).toEqual(BOT_NAMES.map((name, i) => [name, i + 1, i + 1, 10, 0]));
  });

  it('is dealt by the engine seat by seat from the arranged supply, as the benchmark deals it', () => {
    for (const players of [2, 3, 4]) {
      const supply = shuffledSupply(7);
      const created = game.create(vanillaConfig(7, players, supply));
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      const power = (card: number) => game.defs.get(state.cards[card]!.def)!.stats.power;
      let top = DECK_SIZE;
      const draw = () => supply[(top -= 1)]!;
      const staks = Array.from({ length: players }, () => Array.from({ length: STAK_SIZE }, draw));
      const hands = Array.from({ length: players }, () => Array.from({ length: HAND_SIZE }, draw));
      for (let seat = 0; seat < players; seat += 1) {
        expect(state.zones[`p${seat + 1}/stak`]!.cards.map(power), `${players} players, stak ${seat}`).toEqual(staks[seat]);
        // Seat 0 has drawn its first card of the turn already.
        expect(state.zones[`p${seat + 1}/hand`]!.cards.map(power).slice(0, HAND_SIZE), `${players} players, hand ${seat}`).toEqual(hands[seat]);
      }
      expect(state.zones['p1/hand']!.cards.map(power)[HAND_SIZE]).toBe(supply[top - 1]);
      expect(state.zones.supply!.cards.map(power)).toEqual([...supply.slice(0, top - 1)]);
    }
  });
});

describe.each([2, 3, 4])('%i players: the first games as recorded', (players) => {
  const expected = recorded(players);

  it('in the plain-JavaScript reference', () => {
    expect(record(plainPlayer(players), GAMES)).toEqual(expected);
  });

  it("in the contract's floor (the reference listing actions and keeping events and a log)", () => {
    expect(record(floorPlayer(players), GAMES)).toEqual(expected);
  });

  it("in the contract's floor on the engine's state format", () => {
    expect(record(dataFloorPlayer(players), GAMES)).toEqual(expected);
  });

  it("in the contract's floor on a state of interned numbers", () => {
    expect(record(indexedFloorPlayer(players), GAMES)).toEqual(expected);
  });

  it('on the engine', () => {
    expect(record(enginePlayer(game, players, 'engine'), GAMES)).toEqual(expected);
  });

  it('times every action of the games it measures, by kind, once each', () => {
    // The reading plays games 0..19 unmeasured and 20..39 measured, with one policy throughout.
    const engine = enginePlayer(game, players, 'match');
    let measured = 0;
    for (let g = 0; g < 40; g += 1) {
      const actions = engine.playGame(null);
      if (g >= 20) measured += actions;
    }
    const costs = costByKind(game, players, 20);
    expect(costs.actions).toBe(measured);
    expect(costs.kinds.map((k) => k.kind).sort()).toEqual(['attack', 'discard', 'end-turn', 'play', 'scrap']);
    expect(costs.kinds.reduce((sum, k) => sum + k.share, 0)).toBeCloseTo(1, 9);
    expect(costs.kinds.reduce((sum, k) => sum + k.ofTime, 0)).toBeCloseTo(1, 9);
  });

  it("ends each game with the table the engine ends it with, in the engine's format", () => {
    const floor = dataFloorPlayer(players);
    const engine = enginePlayer(game, players, 'engine');
    for (let g = 0; g < 10; g += 1) {
      floor.playGame(null);
      engine.playGame(null);
      expect(table(floor.lastState!)).toEqual(table(engine.lastState!));
    }
  });

  it('ends each game with the same table on a state of interned numbers, read back into ids', () => {
    const floor = indexedFloorPlayer(players);
    const engine = enginePlayer(game, players, 'engine');
    for (let g = 0; g < 10; g += 1) {
      floor.playGame(null);
      engine.playGame(null);
      expect(table(withIds(floor.lastState!))).toEqual(table(engine.lastState!));
    }
  });
});

/**
 * An indexed state's table written in the engine's format: zones, seats and flags by name, the
 * cards a list by number (the engine's numbers, place 0 null), each zone a list of card numbers.
 */
function withIds(state: IndexedState): Pick<GameState, 'zones' | 'cards' | 'seats' | 'flags' | 'turn' | 'counts'> {
  const seat = (n: number) => (n < 0 ? null : state.seats[n]!.id);
  const zoneId = (n: number) => {
    const zone = state.zones[n]!;
    return zone.owner < 0 ? zone.type : `${seat(zone.owner)}/${zone.type}`;
  };
  const zones = Object.fromEntries(state.zones.map((zone, n) => [zoneId(n), { id: zoneId(n), type: zone.type, owner: seat(zone.owner), cards: [...zone.cards] }]));
  const cards: CardInstance[] = [null as never];
  for (let id = FIRST_CARD; id < state.cards.length; id += 1) {
    const card = state.cards[id]!;
    cards.push({ id, def: state.defIds[card.def]!, owner: seat(card.owner), controller: seat(card.controller), zone: zoneId(card.zone), faceUp: card.faceUp, exhausted: card.exhausted, damage: card.damage, counters: card.counters });
  }
  const flags: Record<string, number> = {};
  const turn = state.flags.turn;
  if (turn.fed) flags.fed = turn.fed;
  if (turn.attacks) flags.attacks = turn.attacks;
  if (turn.attackerLeft) flags['attacker-left'] = turn.attackerLeft;
  turn.attacker.forEach((value, n) => value && (flags[`attacker:${n}`] = value));
  turn.lost.forEach((value, n) => value && (flags[`lost:${n}`] = value));
  return { zones, cards, seats: state.seats, flags: { turn: flags, game: state.flags.game }, turn: { ...state.turn, active: seat(state.turn.active)! }, counts: state.counts } as never;
}

/**
 * A state's table with each card named by where it lies (`p1/stak#3`): the engine's shuffle picks
 * which of a bot's ten copies lies where, the floor numbers them in deal order, so only places
 * compare. The zones, every card's fields (and that it is the card of its number), how the cards
 * list is numbered (its length, place 0 null), the seats, the turn's flags and the counts are kept.
 */
function table(state: Pick<GameState, 'zones' | 'cards' | 'seats' | 'flags' | 'turn' | 'counts'>) {
  const name = new Map<number, string>();
  for (const zone of Object.keys(state.zones).sort()) state.zones[zone]!.cards.forEach((card, i) => name.set(card, `${zone}#${i}`));
  const renamed = (card: number) => name.get(card) ?? String(card);
  // A flag made from a card's number (`lost:12`) is named by where the card lies.
  const renamedFlag = (flag: string) => flag.replace(/:(\d+)$/, (_, card: string) => `:${renamed(Number(card))}`);
  const cards: [string, unknown][] = [];
  for (let n = FIRST_CARD; n < state.cards.length; n += 1) {
    const card = state.cards[n]!;
    cards.push([renamed(n), { ...card, id: card.id === n ? renamed(n) : `${card.id} at ${n}` }]);
  }
  return {
    zones: Object.fromEntries(Object.entries(state.zones).map(([id, zone]) => [id, { ...zone, cards: zone.cards.map(renamed) }])),
    numbered: { length: state.cards.length, placeZero: 0 in state.cards ? state.cards[0] : 'a hole' },
    cards: Object.fromEntries(cards),
    seats: state.seats,
    // The turn's flags as a layout writes them, those about single cards as `lost:12`: the engine
    // and the data floor keep those apart (`cardTurn`), the indexed floor's read-back writes them so.
    flags: { turn: Object.fromEntries(Object.entries(writtenTurnFlags({ ...state.flags, cardTurn: state.flags.cardTurn ?? {} })).sort().map(([flag, value]) => [renamedFlag(flag), value])), game: state.flags.game },
    turn: state.turn.number,
    actions: state.counts.actions,
  };
}

describe('the attacker rule', () => {
  it('read as the engine reads it by default (a covered attacker back on top attacks again), plays other games', () => {
    const lenient = { ...game, create: (config: Parameters<Game['create']>[0]) => game.create({ ...config, options: { ...VANILLA_OPTIONS, 'covered-attacker-attacks-again': true } }) };
    const played = record(enginePlayer(lenient, 2, 'engine'), GAMES);
    expect(played.fingerprint).not.toBe(recorded(2).fingerprint);
    // Game 0 opens with an attack, a play over the attacker and a scrap that brings it back:
    // the default reading then offers the attacks the benchmark's reading does not.
    expect(played.game0.slice(0, 3)).toEqual(recorded(2).game0.slice(0, 3));
    expect(played.game0).not.toEqual(recorded(2).game0);
  });
});
