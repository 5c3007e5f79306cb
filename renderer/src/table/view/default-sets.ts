// The sets the New table dialog ticks for a game before the designer changes anything.
import type { Catalog } from '../model';

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
