// The simulation's setup as plain changes of it: a new game's first setup, seats added or taken
// away, variants switched on and off with their parameters, and what of it a run plays. The
// controller applies them to the setup it keeps.
import type { Catalog, GameChoice } from '../table/model';
import { defaultSets, offeredVariants } from '../table/view/default-sets';
import { MAX_GAMES, type SimConfig, type VariantValues } from './model';

/** The bots a new seat gets: greedy where the game has one for the first seat, random for the rest (as `cardwright sim`). */
export function defaultBots(bots: readonly string[], seats: number): string[] {
  return Array.from({ length: seats }, (_, i) => (i === 0 && bots.includes('greedy') ? 'greedy' : 'random'));
}

/** A first setup of `game` (one of the catalog's) with about `seats` seats. */
export function freshConfig(catalog: Catalog, game: string, seats: number, seed: string, games: number): SimConfig {
  const choice = catalog.games.find((g) => g.id === game)!;
  const players = Math.min(choice.players.max, Math.max(choice.players.min, seats));
  return { game, sets: defaultSets(catalog, game, players), bots: defaultBots(choice.bots, players), games, seed, variants: {}, decks: {} };
}

/** The setup with `seats` seats, new ones given their default bots; a seat gone takes its deck with it. */
export function withSeats(config: SimConfig, choice: GameChoice, seats: number): SimConfig {
  if (seats < choice.players.min || seats > choice.players.max) return config;
  const more = defaultBots(choice.bots, seats).slice(config.bots.length);
  const decks = Object.fromEntries(Object.entries(config.decks).filter(([place]) => place === 'table' || Number(place.slice(1)) <= seats));
  return { ...config, bots: [...config.bots.slice(0, seats), ...more], decks };
}

/** The setup with a variant switched on with `values` (those left out take their defaults), or off. */
export function withVariant(config: SimConfig, id: string, on: boolean, values: VariantValues): SimConfig {
  const variants = { ...config.variants };
  if (on) variants[id] = { ...values };
  else delete variants[id];
  return { ...config, variants };
}

/** The setup with a parameter of a variant switched on set; a variant off is left off. */
export function withVariantParam(config: SimConfig, id: string, param: string, value: number | boolean | string): SimConfig {
  return Object.hasOwn(config.variants, id) ? { ...config, variants: { ...config.variants, [id]: { ...config.variants[id], [param]: value } } } : config;
}

/** The variants a run plays: those switched on that the game and the chosen sets offer now (a set unticked takes its variants with it). */
export function playedVariants(config: SimConfig, catalog: Catalog | null): Record<string, VariantValues> {
  const choice = catalog?.games.find((g) => g.id === config.game) ?? null;
  const offered = offeredVariants(choice, catalog?.sets.filter((s) => s.game === config.game) ?? [], config.sets);
  return Object.fromEntries(Object.entries(config.variants).filter(([id]) => offered.some((v) => v.id === id)));
}

/** Why the setup cannot run as it is; null when it can. */
export function setupProblem(config: SimConfig): string | null {
  if (!Number.isInteger(config.games) || config.games < 1) return 'Play at least one game';
  if (config.games > MAX_GAMES) return `Play at most ${MAX_GAMES.toLocaleString('en')} games in one run`;
  if (config.sets.length === 0) return 'Choose at least one set to play with';
  return null;
}
