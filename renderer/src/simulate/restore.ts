// A saved report's setup put back into the simulation's form, as far as the workspace still has
// what it played: the game, its sets, the bots, the variants with their parameters, the saved
// decks, how many games and the seed. What cannot be put back is named, and the rest of the form
// takes what a new setup would.
import type { Catalog } from '../table/model';
import { deckPlaces } from '../table/deck-places';
import { offeredVariants } from '../table/view/default-sets';
import type { SimConfig, VariantValues } from './model';

export type Restored = {
  /** The setup to show; null when the report's game is not here at all (the form stays as it was). */
  config: SimConfig | null;
  /** What of the report's setup is not here, each a phrase ("the set four-souls/extra"). */
  missing: string[];
};

/**
 * `played` (a report's setup) as the form can hold it with `catalog` and the workspace's saved
 * decks of the game (`decks`, their paths). The sets the report names include those its decks drew
 * on, so choosing them all plays what it played.
 */
export function restoredSetup(played: SimConfig, catalog: Catalog, decks: readonly string[]): Restored {
  const game = catalog.games.find((g) => g.id === played.game);
  if (!game) return { config: null, missing: [`the game ${played.game}`] };
  const missing: string[] = [];
  const sets = played.sets.filter((id) => {
    const here = catalog.sets.some((s) => s.id === id && s.game === game.id);
    if (!here) missing.push(`the set ${id}`);
    return here;
  });
  const seats = Math.min(game.players.max, Math.max(game.players.min, played.bots.length));
  if (seats !== played.bots.length) missing.push(`${played.bots.length} seats (${game.name} seats ${game.players.min} to ${game.players.max})`);
  const bots = Array.from({ length: seats }, (_, i) => {
    const bot = played.bots[i];
    if (bot !== undefined && game.bots.includes(bot)) return bot;
    if (bot !== undefined) missing.push(`the bot "${bot}" of p${i + 1}`);
    return game.bots.includes('random') ? 'random' : game.bots[0]!;
  });
  const offered = offeredVariants(game, catalog.sets.filter((s) => s.game === game.id), sets);
  const variants: Record<string, VariantValues> = {};
  for (const [id, values] of Object.entries(played.variants)) {
    const variant = offered.find((v) => v.id === id);
    if (!variant) {
      missing.push(`the variant ${id}`);
      continue;
    }
    // Every parameter of the variant, as the report had it or else at its default.
    variants[id] = Object.fromEntries(variant.params.map((p) => [p.name, Object.hasOwn(values, p.name) ? values[p.name]! : p.default]));
    for (const name of Object.keys(values)) if (!variant.params.some((p) => p.name === name)) missing.push(`the parameter ${name} of ${id}`);
  }
  const places = deckPlaces(game.deckScope, seats);
  const picks: SimConfig['decks'] = {};
  for (const [place, pick] of Object.entries(played.decks)) {
    if (places.includes(place) && decks.includes(pick.path)) picks[place] = pick;
    else missing.push(`the deck ${pick.path}`);
  }
  return { config: { game: game.id, sets, bots, games: played.games, seed: played.seed, variants, decks: picks }, missing };
}

/** The parameters of each variant as the game offers it: those a report left out, at their defaults. */
export function withDefaults(variants: Readonly<Record<string, VariantValues>>, game: string, sets: readonly string[], catalog: Catalog | null): Record<string, VariantValues> {
  const choice = catalog?.games.find((g) => g.id === game) ?? null;
  const offered = catalog ? offeredVariants(choice, catalog.sets.filter((s) => s.game === game), sets) : [];
  return Object.fromEntries(
    Object.entries(variants).map(([id, values]) => {
      const variant = offered.find((v) => v.id === id);
      return [id, variant ? { ...Object.fromEntries(variant.params.map((p) => [p.name, p.default])), ...values } : { ...values }];
    }),
  );
}
