// Hot reload: a running game takes newly compiled card definitions (and its sets' variants)
// without starting again. Cards keep everything that is theirs (zone, counters, damage,
// exhaustion): an instance names its definition by id, so a new definition of the same id is
// simply what the card is from now on. A card whose definition disappeared (deleted, or no
// longer compiling) keeps its last good one, and the report says so.
//
// API:
//   reloadDefinitions(game, state, cards, variants)  -> { game, report }: the game to play on with
//       (the state is not changed; `Match.reload(game)` switches a match to it and has the module
//       re-derive what it keeps in the state, as `rederive` does)
//   rederive(game, state)                            the module's `tableEdited` on the state
//   definitionChanges(from, to)                      what changed between two games' definitions
//   applyDefinitionChanges(game, changes)            the game those changes make (saved tables)
import type { Game } from '../core/engine';
import { loadGame } from '../core/engine';
import { FIRST_CARD, type CardRef, type GameState } from '../core/state';
import type { CardDefinition, VariantDefinition } from '../defs';

export type ReloadReport = {
  added: string[];
  changed: string[];
  /** Gone from the sets, and no card in the game uses them. */
  removed: string[];
  /** Gone from the sets (or no longer compiling) but used by cards in the game: kept as they were. */
  kept: { id: string; name: string; cards: CardRef[] }[];
  /** Variants in force whose declaration disappeared: kept as they were. */
  keptVariants: string[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The definition ids the state's cards use: printed, and copied for a while. */
function usedDefinitions(state: GameState): Map<string, CardRef[]> {
  const used = new Map<string, CardRef[]>();
  const note = (def: string, card: CardRef) => used.set(def, [...(used.get(def) ?? []), card]);
  for (let n = FIRST_CARD; n < state.cards.length; n += 1) note(state.cards[n]!.def, n);
  for (const copy of state.copies ?? []) note(copy.def, copy.card);
  return used;
}

/** The game `game` becomes with new definitions, for `state` (whose cards decide what must be kept). */
export function reloadDefinitions(game: Game, state: GameState, cards: readonly CardDefinition[], variants: readonly VariantDefinition[]): { game: Game; report: ReloadReport } {
  const before = new Map(game.source.cards.map((d) => [d.id, d]));
  const after = new Map(cards.map((d) => [d.id, d]));
  const used = usedDefinitions(state);
  const report: ReloadReport = { added: [], changed: [], removed: [], kept: [], keptVariants: [] };
  for (const [id, def] of after) {
    const old = before.get(id);
    if (!old) report.added.push(id);
    else if (!same(old, def)) report.changed.push(id);
  }
  const kept: CardDefinition[] = [];
  for (const [id, def] of before) {
    if (after.has(id)) continue;
    const users = used.get(id);
    if (users) {
      kept.push(def);
      report.kept.push({ id, name: def.name, cards: users });
    } else report.removed.push(id);
  }
  const keptVariants = game.variants.filter((v) => state.variants[v.id] !== undefined && !variants.some((n) => n.id === v.id));
  report.keptVariants = keptVariants.map((v) => v.id);
  return { game: loadGame(game.source.module, [...cards, ...kept], [...variants, ...keptVariants]), report };
}

/** The module re-derives what it keeps in the state about the cards (Four Souls: health maxima, the bank). */
export function rederive(game: Game, state: GameState): void {
  const ctx = game.ctx(state);
  game.module.tableEdited?.(ctx);
}

/**
 * What changed from one game's definitions to another's: the new and changed cards, every id in
 * the new game's order (the order the definitions are loaded in is kept exactly), and the
 * variants now.
 */
export type DefinitionChanges = { cards: CardDefinition[]; order: string[]; variants: VariantDefinition[] };

export function definitionChanges(from: Game, to: Game): DefinitionChanges {
  const before = new Map(from.source.cards.map((d) => [d.id, d]));
  return { cards: to.source.cards.filter((d) => !same(before.get(d.id), d)), order: to.source.cards.map((d) => d.id), variants: [...to.variants] };
}

/** The game a set of changes makes of `game` (the inverse of `definitionChanges`); null when an id in the order has no definition. */
export function applyDefinitionChanges(game: Game, changes: DefinitionChanges): Game | null {
  const all = new Map(game.source.cards.map((d) => [d.id, d]));
  for (const d of changes.cards) all.set(d.id, d);
  const cards: CardDefinition[] = [];
  for (const id of changes.order) {
    const def = all.get(id);
    if (!def) return null;
    cards.push(def);
  }
  return loadGame(game.source.module, cards, changes.variants);
}
