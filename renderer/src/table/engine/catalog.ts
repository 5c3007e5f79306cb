// What the table can be set up from: the games whose rules the engine runs, the sets bundled with
// the studio and the sets of the workspace (compiled from their sources by the language worker).
// A workspace set with the id of a bundled one takes its place, as a scenario's own sets do.
import { botsFor } from '../../../../engine/bots';
import type { GameModule } from '../../../../engine/core/context';
import { loadGame, type Game } from '../../../../engine/core/engine';
import type { CardDefinition, SetFile, VariantDefinition } from '../../../../engine/defs';
import { scenarioGames } from '../../../../engine/scenario';
import type { DeckCount } from '../../../../engine/defs/construction';
import type { Catalog, GameChoice, SetChoice, VariantChoice, WorkspaceSet } from '../model';

export type KnownSet = {
  id: string;
  game: string;
  name: string;
  source: 'bundled' | 'workspace';
  cards: CardDefinition[];
  variants: VariantDefinition[];
  broken: WorkspaceSet['broken'];
  /** A workspace set's folder in the workspace (its cards' art is under `<folder>/art/`). */
  folder?: string;
};

/** The games the table can play, by id. */
export const tableGames: Readonly<Record<string, GameModule>> = scenarioGames;

function setVariantChoice(v: VariantDefinition): VariantChoice {
  return {
    id: v.id,
    name: v.name,
    doc: v.text ?? '',
    from: 'set',
    params: v.params.map((p) => (typeof p.value === 'number' ? { name: p.name, type: 'int', default: p.value, ...(p.min !== undefined ? { min: p.min } : {}), ...(p.max !== undefined ? { max: p.max } : {}), doc: '' } : { name: p.name, type: 'word', default: p.value, doc: '' })),
  };
}

export function gameChoice(module: GameModule): GameChoice {
  const v = module.vocabulary;
  return {
    id: v.game,
    name: v.name,
    players: { ...v.players },
    bots: Object.keys(botsFor(v.game)),
    variants: v.variants.map((spec) => ({
      id: spec.id,
      name: spec.name,
      doc: spec.doc,
      from: 'rules',
      params: Object.entries(spec.params).map(([name, p]) =>
        p.type === 'int' ? { name, type: 'int', default: p.default, min: p.min, max: p.max, doc: p.doc } : p.type === 'bool' ? { name, type: 'bool', default: p.default, doc: p.doc } : { name, type: 'choice', default: p.default, choices: [...p.choices], doc: p.doc },
      ),
    })),
    options: v.ruleOptions.map((o) => ({ ...o })),
    deckScope: v.construction && v.construction.sections.length > 0 ? v.construction.scope : null,
    setsPerSeat: setsPerSeat(v),
  };
}

/**
 * How many sets each player's deck is made of where the game builds a deck from whole sets
 * (Smash Up: two factions, each a set): the `groups` rule of a seat's construction, its count
 * read with the rule numbers' defaults. Null for any other game.
 */
export function setsPerSeat(v: GameModule['vocabulary']): number | null {
  if (v.construction?.scope !== 'seat') return null;
  const rule = v.construction.rules.find((r) => r.kind === 'groups');
  if (!rule || rule.kind !== 'groups') return null;
  const count = (c: DeckCount): number | null => {
    if (typeof c === 'number') return c;
    if (typeof c === 'string') return v.ruleNumbers?.find((r) => r.name === c)?.default ?? null;
    const parts = ('times' in c ? c.times : c.plus).map(count);
    if (parts.some((p) => p === null)) return null;
    return 'times' in c ? parts.reduce<number>((a, b) => a * b!, 1) : parts.reduce<number>((a, b) => a + b!, 0);
  };
  return count(rule.count);
}

export class SetCatalog {
  private readonly bundled: KnownSet[];
  private workspace: KnownSet[] = [];

  constructor(bundled: readonly SetFile[]) {
    this.bundled = bundled.map((s) => ({ id: `${s.game}/${s.set}`, game: s.game, name: s.name, source: 'bundled', cards: s.cards, variants: s.variants, broken: [] }));
  }

  setWorkspace(sets: readonly WorkspaceSet[]): void {
    this.workspace = sets.map((s) => ({ id: s.id, game: s.game, name: s.name, source: 'workspace', cards: s.cards, variants: s.variants, broken: s.broken, folder: s.folder }));
  }

  /** Every set by id; a workspace set hides the bundled one of the same id. */
  all(): KnownSet[] {
    const ids = new Set(this.workspace.map((s) => s.id));
    return [...this.workspace, ...this.bundled.filter((s) => !ids.has(s.id))];
  }

  get(id: string): KnownSet | undefined {
    return this.all().find((s) => s.id === id);
  }

  catalog(): Catalog {
    const games = Object.values(tableGames).map(gameChoice);
    const sets: SetChoice[] = this.all()
      .filter((s) => Object.prototype.hasOwnProperty.call(tableGames, s.game))
      .map((s) => ({ id: s.id, game: s.game, name: s.name, source: s.source, cards: s.cards.length, variants: s.variants.map(setVariantChoice), broken: s.broken }));
    return { games, sets };
  }
}

export type Definitions = { ok: true; module: GameModule; cards: CardDefinition[]; variants: VariantDefinition[]; sets: KnownSet[] } | { ok: false; message: string };

/** The cards and variants of the named sets of `gameId`, the first of an id winning. */
export function definitionsOf(catalog: SetCatalog, gameId: string, setIds: readonly string[]): Definitions {
  const module = Object.prototype.hasOwnProperty.call(tableGames, gameId) ? tableGames[gameId] : undefined;
  if (!module) return { ok: false, message: `The table cannot play "${gameId}" yet (games: ${Object.keys(tableGames).join(', ')})` };
  if (setIds.length === 0) return { ok: false, message: 'Choose at least one set to play with' };
  const sets: KnownSet[] = [];
  for (const id of setIds) {
    const set = catalog.get(id);
    if (!set) return { ok: false, message: `There is no set "${id}"` };
    if (set.game !== gameId) return { ok: false, message: `The set ${set.name} (${id}) is a set of ${set.game}, not ${module.vocabulary.name}` };
    sets.push(set);
  }
  return { ok: true, module, ...mergedDefinitions(sets), sets };
}

/** The cards and variants of `sets`, the first of an id winning. */
export function mergedDefinitions(sets: readonly KnownSet[]): { cards: CardDefinition[]; variants: VariantDefinition[] } {
  const cards = new Map<string, CardDefinition>();
  const variants = new Map<string, VariantDefinition>();
  for (const set of sets) {
    for (const card of set.cards) if (!cards.has(card.id)) cards.set(card.id, card);
    for (const variant of set.variants) if (!variants.has(variant.id)) variants.set(variant.id, variant);
  }
  return { cards: [...cards.values()], variants: [...variants.values()] };
}

export type Built = { ok: true; game: Game; sets: KnownSet[] } | { ok: false; message: string };

/** A game of `gameId` with the cards and variants of the named sets. */
export function buildGame(catalog: SetCatalog, gameId: string, setIds: readonly string[]): Built {
  const found = definitionsOf(catalog, gameId, setIds);
  if (!found.ok) return found;
  if (found.cards.length === 0) return { ok: false, message: 'The chosen sets have no cards that compile' };
  return { ok: true, game: loadGame(found.module, found.cards, found.variants), sets: found.sets };
}
