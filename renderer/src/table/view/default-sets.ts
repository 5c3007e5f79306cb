// What the New table dialog (and the simulation's setup) start a game with before the designer
// changes anything: the sets ticked, and the variants offered.
import type { Catalog, GameChoice, SetChoice, VariantChoice } from '../model';

/** Variants of the rules, then those the chosen sets declare (offered as soon as they compile). */
export function offeredVariants(game: GameChoice | null, gameSets: readonly SetChoice[], chosen: readonly string[]): VariantChoice[] {
  const out = [...(game?.variants ?? [])];
  for (const set of gameSets) if (chosen.includes(set.id)) for (const v of set.variants) if (!out.some((o) => o.id === v.id)) out.push(v);
  return out;
}

/**
 * The sets a new table of `game` starts with: the workspace's, else the first bundled one that is
 * not examples. Where each player's deck is whole sets (Smash Up's two factions), enough sets for
 * every seat: the workspace's first, then bundled ones.
 */
export function defaultSets(catalog: Catalog, game: string, seats: number): string[] {
  const sets = catalog.sets.filter((s) => s.game === game);
  const own = sets.filter((s) => s.source === 'workspace' && s.cards > 0);
  const perSeat = catalog.games.find((g) => g.id === game)?.setsPerSeat ?? null;
  if (perSeat !== null) {
    const needed = perSeat * seats;
    const bundled = sets.filter((s) => s.source === 'bundled' && s.cards > 0 && !s.id.endsWith('/examples') && !own.some((o) => o.id === s.id));
    return own.length >= needed ? own.map((s) => s.id) : [...own, ...bundled.slice(0, needed - own.length)].map((s) => s.id);
  }
  if (own.length > 0) return own.map((s) => s.id);
  const first = sets.find((s) => !s.id.endsWith('/examples')) ?? sets[0];
  return first ? [first.id] : [];
}
