// Counts how often the engine looks into the state's tables while it plays vanilla Stak Bots:
// the cards table, the zones table and the turn and game flags. Each table is watched through
// a Proxy for the length of a few games (a counting run, never a timed one): every property
// read, write, `in` test, delete and listing of a table counts once.
import type { Game } from '../../engine/core/engine';
import type { GameState } from '../../engine/core/state';
import { Mulberry32, POLICY_SEED } from './streams';
import { vanillaConfig } from './engine';

export type Lookups = { reads: number; writes: number; tests: number; listings: number };
export type LookupCounts = { actions: number; games: number; cards: Lookups; zones: Lookups; turnFlags: Lookups; gameFlags: Lookups };

const none = (): Lookups => ({ reads: 0, writes: 0, tests: 0, listings: 0 });

function watched<T extends object>(table: T, count: Lookups): T {
  return new Proxy(table, {
    get(target, key, receiver) {
      count.reads += 1;
      return Reflect.get(target, key, receiver);
    },
    set(target, key, value, receiver) {
      count.writes += 1;
      return Reflect.set(target, key, value, receiver);
    },
    has(target, key) {
      count.tests += 1;
      return Reflect.has(target, key);
    },
    deleteProperty(target, key) {
      count.writes += 1;
      return Reflect.deleteProperty(target, key);
    },
    ownKeys(target) {
      count.listings += 1;
      return Reflect.ownKeys(target);
    },
  });
}

/** The flags' holder: its turn table is replaced every turn, and each new one is watched too. */
function watchedFlags(flags: GameState['flags'], turn: Lookups, game: Lookups): GameState['flags'] {
  const proxies = new WeakMap<object, object>();
  const wrap = (table: Record<string, number>, count: Lookups) => {
    let proxy = proxies.get(table);
    if (!proxy) proxies.set(table, (proxy = watched(table, count)));
    return proxy as Record<string, number>;
  };
  const known = new WeakSet<object>();
  return new Proxy(flags, {
    get(target, key) {
      const table = Reflect.get(target, key) as Record<string, number>;
      if (known.has(table)) return table;
      const proxy = key === 'turn' ? wrap(table, turn) : key === 'game' ? wrap(table, game) : table;
      known.add(proxy);
      return proxy;
    },
  });
}

/** Plays `games` games (engine alone, with the benchmark's policy) with every table watched. */
export function countLookups(game: Game, players: number, games: number): LookupCounts {
  const counts: LookupCounts = { actions: 0, games, cards: none(), zones: none(), turnFlags: none(), gameFlags: none() };
  const policy = new Mulberry32(POLICY_SEED);
  for (let g = 0; g < games; g += 1) {
    const created = game.create(vanillaConfig(g, players));
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    // Watched from the first decision on: setting up is counted apart from the actions.
    state.cards = watched(state.cards, counts.cards);
    state.zones = watched(state.zones, counts.zones);
    state.flags = watchedFlags(state.flags, counts.turnFlags, counts.gameFlags);
    while (!state.result) {
      const legal = game.legalActions(state);
      const applied = game.applyInPlace(state, legal[policy.below(legal.length)]!, legal);
      if (!applied.ok) throw new Error(applied.error.message);
      counts.actions += 1;
    }
  }
  return counts;
}
