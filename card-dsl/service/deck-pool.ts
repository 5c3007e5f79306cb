// The cards a deck of a game can draw on: every card of the workspace's sets of that game, as
// the deck checker needs it (kind, tags, stats, dice, what it starts with) and as its face
// shows it, plus the variants those sets declare (their `rule:` lines may change construction
// numbers). Cards compile one by one, from the same memory as the faces, so opening the deck
// builder after the gallery compiles nothing again. The sets bundled with the studio come after
// the workspace's (already compiled; their faces are made once); a workspace set with the id of
// a bundled one takes its place, as on the table.
import type { SetFile, VariantDefinition, Vocabulary } from '../../engine/defs';
import { deckCardOf, type DeckCard } from '../../engine/decks/cards';
import { compileFile } from '../compile/compiler';
import { compileRemembered, faceBodyOf, setFaces, type CardFace } from './faces';
import type { Workspace } from './workspace';

export type PoolCard = DeckCard & {
  /** Copies the set lists (its `copies`): a game's default composition. */
  copies: number;
  face: CardFace;
};

export type PoolSet = {
  set: string;
  setName: string;
  /** The set's folder in the workspace; a bundled set's is `bundled:<game>/<set>`. */
  folder: string;
  source: 'workspace' | 'bundled';
  cards: number;
  broken: number;
};

export type DeckPool = {
  game: string;
  sets: PoolSet[];
  cards: PoolCard[];
  variants: VariantDefinition[];
};

/** Every card and variant of the workspace's sets of `game`, set by set in folder order, then of the bundled sets the workspace has no set of that id for. */
export function deckPool(ws: Workspace, game: string, bundled: readonly SetFile[] = []): DeckPool {
  const byFolder = new Map<string, string>();
  for (const path of ws.documents()) {
    const folder = ws.setFolderOf(path);
    if (!byFolder.has(folder) && ws.vocabularyOf(path)?.game === game) byFolder.set(folder, path);
  }
  const out: DeckPool = { game, sets: [], cards: [], variants: [] };
  for (const [, first] of [...byFolder].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const part = setPool(ws, first);
    out.sets.push(part.set);
    out.cards.push(...part.cards);
    for (const variant of part.variants) if (!out.variants.some((v) => v.id === variant.id)) out.variants.push(variant);
  }
  const vocabulary = ws.games.get(game) ?? null;
  for (const file of bundled) {
    if (file.game !== game || out.sets.some((s) => s.set === file.set)) continue;
    const part = bundledPool(file, vocabulary);
    out.sets.push(part.set);
    out.cards.push(...part.cards);
    for (const variant of file.variants) if (!out.variants.some((v) => v.id === variant.id)) out.variants.push(variant);
  }
  return out;
}

/** A bundled set's part of the pool: it never changes, so it is made once. */
const bundledParts = new WeakMap<SetFile, { set: PoolSet; cards: PoolCard[] }>();

function bundledPool(file: SetFile, vocabulary: Vocabulary | null): { set: PoolSet; cards: PoolCard[] } {
  const known = bundledParts.get(file);
  if (known) return known;
  const folder = `bundled:${file.game}/${file.set}`;
  const names = new Map(file.cards.map((c) => [c.id, c.name]));
  const at = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  const cards = file.cards.map((card): PoolCard => ({ ...deckCardOf(card, file.set, file.name), copies: card.copies, face: { ...faceBodyOf(card, vocabulary, file.set, file.name, names), path: folder, range: at } }));
  const part = { set: { set: file.set, setName: file.name, folder, source: 'bundled' as const, cards: cards.length, broken: 0 }, cards };
  bundledParts.set(file, part);
  return part;
}

/** One set's part of the pool, worked out once per version of the set. */
function setPool(ws: Workspace, first: string): { set: PoolSet; cards: PoolCard[]; variants: VariantDefinition[] } {
  return ws.cached(first, 'deck-pool', (set) => {
    const faces = setFaces(ws, first);
    const faceOf = new Map(faces.cards.map((f) => [`${f.path}\u0000${f.name}`, f]));
    const cards: PoolCard[] = [];
    const variants: VariantDefinition[] = [];
    for (const path of set.paths) {
      const doc = ws.document(path);
      const vocabulary = ws.vocabularyOf(path);
      if (!doc || !vocabulary) continue;
      for (const decl of doc.parsed.file.decls) {
        if (decl.type === 'variant') {
          const compiled = compileFile({ ...doc.parsed.file, decls: [decl] }, { game: vocabulary, set: faces.set }).variants[0];
          if (compiled) variants.push({ id: compiled.id, name: compiled.name, ...(compiled.doc !== undefined ? { text: compiled.doc } : {}), params: compiled.params, abilities: compiled.rules });
          continue;
        }
        if (decl.type !== 'card') continue;
        const card = compileRemembered(ws, path, decl, vocabulary).card;
        const face = card ? faceOf.get(`${path}\u0000${card.name}`) : undefined;
        if (!card || !face) continue;
        cards.push({ ...deckCardOf(card, faces.set, faces.setName), copies: card.copies, face });
      }
    }
    return { set: { set: faces.set, setName: faces.setName, folder: set.folder, source: 'workspace', cards: cards.length, broken: faces.broken.length }, cards, variants };
  });
}
