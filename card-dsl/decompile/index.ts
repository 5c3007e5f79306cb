// Decompiling: a set file (the JSON `cardwright compile` writes) back to card-language source,
// in the form the formatter prints, so that an exported or hand-written set can be edited.
// `readSetJson` is the whole import, pure: the text parsed as JSON, checked against the set file
// schema, decompiled and read back; either every file to write, or every problem, each at its
// JSON path. Nothing here touches a disk: the host and the command line write the files.
import { migrateSetFile, SET_FILE_VERSION, SetFile, type Vocabulary } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { hintText, suggest } from '../semantics/suggest';
import type { AbilityEnv } from './abilities';
import { cardDecl, variantDecl } from './cards';
import { fileText, type PlacedDecl } from './layout';
import { jsonSyntaxProblem, schemaProblems, type SetProblem } from './problems';
import { verify, type WrittenFile } from './verify';

export type { SetProblem } from './problems';

/** A set as card-language source: the manifest's fields and the files of its folder. */
export type DecompiledSet = {
  game: string;
  set: string;
  name: string;
  description?: string;
  /** A set of designer examples (its set.json says so). */
  examples?: boolean;
  /** File names inside `sets/<game>/<set>/`, with their text. */
  files: { name: string; text: string }[];
};

export type DecompileOptions = { games?: ReadonlyMap<string, Vocabulary> };
export type DecompileResult = { ok: true; value: DecompiledSet } | { ok: false; problems: SetProblem[] };

/** The file of the variants, beside the file of the cards (one file when the set is called so). */
const VARIANTS_FILE = 'variants.cards';

export function decompileSet(set: SetFile, options: DecompileOptions = {}): DecompileResult {
  const games = options.games ?? vocabularies;
  const vocab = games.get(set.game);
  if (!vocab) return { ok: false, problems: [{ path: 'game', message: `"${set.game}" is not a game Cardwright knows${hintText(suggest(set.game, [...games.keys()]))} (it knows ${[...games.keys()].join(', ')})` }] };
  const problems: SetProblem[] = [];
  const env: AbilityEnv = { vocab, set: set.set, cardNames: new Map(set.cards.map((c) => [c.id, c.name])), variant: null };
  const cards: PlacedDecl[] = [];
  set.cards.forEach((card, i) => {
    const written = cardDecl(env, card, `cards.${i}`);
    problems.push(...written.problems);
    if (written.node) cards.push({ node: written.node, path: `cards.${i}` });
  });
  const variants: PlacedDecl[] = [];
  set.variants.forEach((variant, i) => {
    const written = variantDecl(env, variant, `variants.${i}`);
    problems.push(...written.problems);
    if (written.node) variants.push({ node: written.node, path: `variants.${i}` });
  });
  if (problems.length > 0) return { ok: false, problems };

  const cardsFile = `${set.set}.cards`;
  const groups: { name: string; decls: PlacedDecl[] }[] =
    variants.length === 0 ? [{ name: cardsFile, decls: cards }] : cardsFile === VARIANTS_FILE ? [{ name: cardsFile, decls: [...cards, ...variants] }] : [{ name: cardsFile, decls: cards }, { name: VARIANTS_FILE, decls: variants }];
  const files: WrittenFile[] = groups.map((g) => ({ name: g.name, text: fileText(set.game, g.decls, problems), decls: g.decls }));
  if (problems.length > 0) return { ok: false, problems };

  const manifest = { game: set.game, set: set.set, name: set.name, ...(set.description !== undefined ? { description: set.description } : {}), ...(set.examples ? { examples: true } : {}) };
  problems.push(...verify(set, files, manifest, games));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { ...manifest, files: files.map((f) => ({ name: f.name, text: f.text })) } };
}

export type ReadResult = { ok: true; set: SetFile; value: DecompiledSet } | { ok: false; problems: SetProblem[] };

/** A set file's text, all the way to card-language source, or every problem with it. */
export function readSetJson(text: string, options: DecompileOptions = {}): ReadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return { ok: false, problems: [jsonSyntaxProblem(text, error)] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: [{ path: '(file)', message: `expected a set file (an object with format "cardwright-set"), found ${Array.isArray(raw) ? 'a list' : JSON.stringify(raw)}` }] };
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > SET_FILE_VERSION) {
    return { ok: false, problems: [{ path: 'version', message: `written by a newer Cardwright (set file version ${version}); this one reads up to version ${SET_FILE_VERSION}` }] };
  }
  const migrated = migrateSetFile(raw);
  const parsed = SetFile.safeParse(migrated);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error.issues, migrated) };
  const decompiled = decompileSet(parsed.data, options);
  return decompiled.ok ? { ok: true, set: parsed.data, value: decompiled.value } : decompiled;
}
