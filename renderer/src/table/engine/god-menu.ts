// The god tools as the page offers them: the kernel's menu (engine/core/god.ts) in words, and
// the `god-put` action for a card of any set of the game. A card of a set the table does not
// play (another workspace set, or the card the designer is editing) is put with its definition
// inline, which the kernel keeps in the state so that replays need nothing else.
import type { Action } from '../../../../engine/core/context';
import type { Game } from '../../../../engine/core/engine';
import { GOD_SEAT } from '../../../../engine/core/god';
import type { GameState } from '../../../../engine/core/state';
import type { CardDefinition } from '../../../../engine/defs';
import { zoneWords } from '../../../../engine/scenario/words';
import type { GodMenu } from '../model';
import type { KnownSet } from './catalog';

/** A zone in words: "p1 hand", "monster slots 2" for the second zone of a type laid out as several. */
export function zoneLabel(state: GameState, id: string): string {
  const zone = state.zones[id];
  if (!zone) return id;
  const alike = Object.values(state.zones).filter((z) => z.type === zone.type && z.owner === zone.owner);
  const words = zoneWords(zone).replace('.', ' ').replace(/-/g, ' ');
  return alike.length > 1 ? `${words} ${alike.indexOf(zone) + 1}` : words;
}

export function godMenu(game: Game, state: GameState, sets: readonly KnownSet[]): GodMenu {
  const menu = game.godTools(state);
  const ctx = game.ctx(state);
  const definitions: GodMenu['definitions'] = [];
  const seen = new Set<string>();
  for (const id of menu.definitions) {
    const def = ctx.defs.get(id)!;
    seen.add(id);
    definitions.push({ id, name: def.name, set: setName(sets, id), inGame: true });
  }
  for (const set of sets) {
    for (const def of set.cards) {
      if (seen.has(def.id)) continue;
      seen.add(def.id);
      definitions.push({ id: def.id, name: def.name, set: set.name, inGame: false });
    }
  }
  definitions.sort((a, b) => Number(b.inGame) - Number(a.inGame) || a.name.localeCompare(b.name));
  return {
    tools: menu.tools.map((t) => ({ kind: t.kind, unavailable: t.unavailable ?? null })),
    zones: menu.zones.map((id) => ({ id, label: zoneLabel(state, id), count: state.zones[id]!.cards.length, owner: state.zones[id]!.owner })),
    definitions,
    stats: menu.stats,
    counters: menu.counters,
    resources: menu.resources,
    players: menu.players.map((id) => ({ id, name: state.seats.find((s) => s.id === id)?.name ?? id })),
    phases: menu.phases,
    forcedRolls: [...(state.forcedRolls ?? [])],
  };
}

function setName(sets: readonly KnownSet[], id: string): string {
  return sets.find((s) => id.startsWith(`${s.id}/`))?.name ?? 'Rules';
}

/**
 * The god action that puts a card of definition `def` into `zone`: by id when the game has it,
 * else with the definition inline (found among `others`, every set of the game the page knows).
 */
export function putAction(game: Game, state: GameState, def: string, zone: string, others: readonly KnownSet[], at?: 'top' | 'bottom'): Action | string {
  const ctx = game.ctx(state);
  const base: Action = { seat: GOD_SEAT, kind: 'god-put', def, zone, ...(at && at !== 'top' ? { at } : {}) };
  if (ctx.defs.has(def)) return base;
  let found: CardDefinition | undefined;
  for (const set of others) found ??= set.cards.find((c) => c.id === def);
  if (!found) return `There is no card "${def}" in the sets of ${game.module.vocabulary.name} the studio knows`;
  return { ...base, definition: JSON.stringify(found) };
}
