// What a card face shows, from the card's compiled definition: its name, kind, stats (in the
// order the game lists them), tags, the rules text generated from its abilities, the text the
// designer wrote, and where the two disagree in a number (the checker's CW3007 comparison).
// For the card under the cursor (the preview) and for every card of a set (the gallery).
// Each card compiles alone, so a card is compiled once per text and remembered.
import type { CardDefinition, Vocabulary } from '../../engine/defs';
import { cardId, compileFile, type CompileFileResult } from '../compile/compiler';
import { numbersDisagree, rulesText } from '../compile/rules-text';
import { printedDice, type PrintedDice } from '../dice/printed';
import { slugify } from '../compile/ids';
import type { Diagnostic } from '../diagnostics/catalog';
import type { CardDecl } from '../syntax/ast';
import type { Position, Range } from './positions';
import { declIndexBefore, type Workspace } from './workspace';

export type FaceStat = { name: string; value: number };

/** Printed numbers the generated wording uses but the written text leaves out. */
export type FaceMismatch = { missing: number[]; said: number[] };

export type CardFace = {
  id: string;
  name: string;
  /** The card's slug: its art file is `art/<slug>.png` (or .jpg, .jpeg, .webp) in the set folder. */
  slug: string;
  game: string;
  /** The set's id and display name. */
  set: string;
  setName: string;
  kind: string;
  stats: FaceStat[];
  tags: string[];
  copies: number;
  designerChosen: boolean;
  /** The English rules text generated from the abilities, one ability per line. */
  rulesText: string;
  /** The text the designer wrote (`text "…"`), if any. */
  printedText: string | null;
  /** The card's dice, drawn down the face's left side, and their odds; absent or null without dice. */
  dice?: PrintedDice | null;
  mismatch: FaceMismatch | null;
  /** Where the card is declared. */
  path: string;
  range: Range;
};

/** A card whose text does not compile (yet): enough to say which one, and why. */
export type BrokenCard = { name: string; kind: string; path: string; range: Range; problems: string[] };

export type FaceAt = { status: 'card'; face: CardFace } | { status: 'broken'; card: BrokenCard };

export type SetFaces = {
  game: string;
  set: string;
  setName: string;
  /** The set's folder. */
  folder: string;
  /** The set's cards in file order, then declaration order. */
  cards: CardFace[];
  broken: BrokenCard[];
};

export type Compiled = { card: CardDefinition | null; problems: string[] };

/** The card declared at a position of a document, as its face shows it; null off any card. */
export function faceAt(ws: Workspace, path: string, position: Position): FaceAt | null {
  const doc = ws.document(path);
  if (!doc) return null;
  const offset = ws.lines(path).offsetAt(position);
  const decls = doc.parsed.file.decls;
  const decl = decls[declIndexBefore(decls, offset)];
  if (!decl || decl.type !== 'card' || offset > decl.range.end) return null;
  const vocabulary = ws.vocabularyOf(path);
  return faceOf(ws, path, decl, vocabulary, names(ws, path, vocabulary));
}

/** Every card of the path's set as faces (the gallery): computed once per version of the set. */
export function setFaces(ws: Workspace, path: string): SetFaces {
  return ws.cached(path, 'faces', (set) => {
    const vocabulary = ws.vocabularyOf(path);
    const known = names(ws, path, vocabulary);
    const out: SetFaces = { game: vocabulary?.game ?? set.manifest?.game ?? '', set: setIdOf(ws, path), setName: setNameOf(ws, path), folder: set.folder, cards: [], broken: [] };
    for (const p of set.paths) {
      for (const decl of ws.document(p)?.parsed.file.decls ?? []) {
        if (decl.type !== 'card') continue;
        const face = faceOf(ws, p, decl, ws.vocabularyOf(p), known);
        if (face.status === 'card') out.cards.push(face.face);
        else out.broken.push(face.card);
      }
    }
    return out;
  });
}

function faceOf(ws: Workspace, path: string, decl: CardDecl, vocabulary: Vocabulary | null, known: ReadonlyMap<string, string>): FaceAt {
  const range = ws.lines(path).range(decl.range);
  const compiled = vocabulary ? compileRemembered(ws, path, decl, vocabulary) : { card: null, problems: ['The set has no known game: write `game <id>` at the top of the file.'] };
  const card = compiled.card;
  if (!card) return { status: 'broken', card: { name: decl.name.text, kind: decl.kind.text, path, range, problems: compiled.problems } };
  return { status: 'card', face: { ...faceBody(ws, path, compiled, card, vocabulary, known), path, range } };
}

/** What a face shows apart from where its card is. */
export type FaceBody = Omit<CardFace, 'path' | 'range'>;

/**
 * The face of a compiled card, remembered with the compiled card (one per card text) for as
 * long as the set's names, id and display name stay the same: the gallery of a 1,000-card set
 * redraws after a keystroke by generating one card's rules text, not a thousand.
 */
const bodies = new WeakMap<Compiled, { known: ReadonlyMap<string, string>; vocabulary: Vocabulary | null; setName: string; body: FaceBody }>();

function faceBody(ws: Workspace, path: string, compiled: Compiled, card: CardDefinition, vocabulary: Vocabulary | null, known: ReadonlyMap<string, string>): FaceBody {
  const setName = setNameOf(ws, path);
  const hit = bodies.get(compiled);
  if (hit && hit.known === known && hit.vocabulary === vocabulary && hit.setName === setName) return hit.body;
  const body = faceBodyOf(card, vocabulary, setIdOf(ws, path), setName, known);
  bodies.set(compiled, { known, vocabulary, setName, body });
  return body;
}

/** What the face of a compiled card shows, from the card alone (a bundled set's card has no document). */
export function faceBodyOf(card: CardDefinition, vocabulary: Vocabulary | null, set: string, setName: string, known: ReadonlyMap<string, string>): FaceBody {
  const disagree = card.text !== undefined ? safe(() => numbersDisagree(card), null) : null;
  return {
    id: card.id,
    name: card.name,
    slug: slugify(card.name),
    game: card.game,
    set,
    setName,
    kind: card.kind,
    stats: statsInOrder(card, vocabulary),
    tags: [...card.tags],
    copies: card.copies,
    designerChosen: card.designerChosen,
    // The dice are drawn beside the text, not read out in it.
    rulesText: safe(() => rulesText(card, vocabulary ?? undefined, known, { dice: false }), ''),
    printedText: card.text ?? null,
    dice: safe(() => printedDice(card.dice ?? []), null),
    mismatch: disagree ? { missing: disagree.missing, said: disagree.textNumbers } : null,
  };
}

/** The card's stats in the order its kind lists them, then any others by name. */
function statsInOrder(card: CardDefinition, vocabulary: Vocabulary | null): FaceStat[] {
  const order = vocabulary?.cardKinds.find((k) => k.name === card.kind)?.stats.map((s) => s.name) ?? [];
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  return Object.entries(card.stats)
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * A card compiled alone, remembered by everything its compilation depends on (its text, its
 * file's game line, the set's game and id), so typing in one card never recompiles the others.
 * The diagnostics compile each card the same way and leave their result here too, so the faces
 * and the deck builder's pool of a set the editor has checked compile nothing again.
 */
export function compileRemembered(ws: Workspace, path: string, decl: CardDecl, vocabulary: Vocabulary): Compiled {
  const found = remembered(ws, path, decl, vocabulary);
  if (!found) return { card: null, problems: [] };
  const hit = found.memory.now.get(found.key) ?? found.memory.before.get(found.key);
  if (hit) {
    found.memory.now.set(found.key, hit);
    return hit;
  }
  const doc = ws.document(path)!;
  const result = safe(() => compileFile({ ...doc.parsed.file, decls: [decl] }, { game: vocabulary, set: setIdOf(ws, path) }), null);
  return keep(ws, path, decl, found, result);
}

/** Keeps a card's compilation made elsewhere (the diagnostics), with the same call as compileRemembered's. */
export function rememberCompiled(ws: Workspace, path: string, decl: CardDecl, vocabulary: Vocabulary, result: CompileFileResult | null): void {
  const found = remembered(ws, path, decl, vocabulary);
  if (found && !found.memory.now.has(found.key)) keep(ws, path, decl, found, result);
}

type CompileMemory = { now: Map<string, Compiled>; before: Map<string, Compiled> };

function remembered(ws: Workspace, path: string, decl: CardDecl, vocabulary: Vocabulary): { key: string; memory: CompileMemory } | null {
  const doc = ws.document(path);
  if (!doc) return null;
  const text = doc.text.slice(decl.range.start, decl.range.end);
  const key = `${vocabulary.game}\u0000${setIdOf(ws, path)}\u0000${doc.parsed.file.game?.text ?? ''}\u0000${text}`;
  return { key, memory: ws.persistentForSet<CompileMemory>(path, 'face-compiled', () => ({ now: new Map(), before: new Map() })) };
}

function keep(ws: Workspace, path: string, decl: CardDecl, { key, memory }: { key: string; memory: CompileMemory }, result: CompileFileResult | null): Compiled {
  const doc = ws.document(path)!;
  const problems = [...doc.parsed.diagnostics.filter((d) => d.range.start >= decl.range.start && d.range.end <= decl.range.end), ...(result?.diagnostics ?? [])]
    .filter((d) => d.severity === 'error')
    .map((d) => describe(ws, path, d));
  const compiled: Compiled = { card: result?.cards[0] ?? null, problems: result?.cards[0] ? [] : problems.length > 0 ? problems : ['This card does not compile yet.'] };
  memory.now.set(key, compiled);
  // Two generations: what the set used lately stays, what nobody asked for since goes.
  if (memory.now.size > 4 * Math.max(64, ws.cards(path).size)) {
    memory.before = memory.now;
    memory.now = new Map();
  }
  return compiled;
}

function describe(ws: Workspace, path: string, d: Diagnostic): string {
  const at = ws.lines(path).positionAt(d.range.start);
  return `Line ${at.line + 1}: ${d.message}`;
}

/**
 * The names of the set's cards by id, for rules text that names another card. The same object
 * while the names stay the same (typing inside a card keeps it), so faces remembered with it
 * stay good.
 */
function names(ws: Workspace, path: string, vocabulary: Vocabulary | null): ReadonlyMap<string, string> {
  if (!vocabulary) return new Map();
  return ws.cached(path, 'face-names', () => {
    const setId = setIdOf(ws, path);
    const cardNames = [...ws.cards(path).keys()];
    const context = `${vocabulary.game}\u0000${setId}`;
    const last = ws.persistentForSet<{ context: string; cardNames: readonly string[]; names: ReadonlyMap<string, string> | null }>(path, 'face-names-last', () => ({ context: '', cardNames: [], names: null }));
    if (last.names && last.context === context && sameList(last.cardNames, cardNames)) return last.names;
    const out = new Map<string, string>();
    for (const name of cardNames) out.set(cardId(vocabulary.game, setId, name), name);
    Object.assign(last, { context, cardNames, names: out });
    return out;
  });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function setIdOf(ws: Workspace, path: string): string {
  const set = ws.setOf(path);
  const base = set.folder.split(/[\\/]/).pop() ?? '';
  return set.manifest?.set ?? (slugify(base) || 'set');
}

function setNameOf(ws: Workspace, path: string): string {
  const set = ws.setOf(path);
  return set.manifest?.name ?? set.folder.split(/[\\/]/).pop() ?? '';
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
