// Reads card sources from disk for the language commands: `.cards` files grouped by the set
// folder they live in (a folder with `set.json`), or, for a file outside any set, a set of
// its own named after its folder. Reading is here; parsing, checking and compiling are in
// card-dsl/ (pure).
import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildSet, lineIndex, type BuiltSet, type Located, type SetManifest, type SourceFile } from '../card-dsl/project';
import type { ScopeSet } from '../card-dsl/semantics/scope';
import { CARD_SOURCE_EXTENSION, parseSetManifest, SET_MANIFEST } from '../electron/shared/workspace-schema';
import { fileProblem, readText } from './files';
import { findFiles, relativeTo, type Found } from './paths';

/** A .cards file larger than this is refused rather than read. */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
/** A set.json larger than this is refused (the studio reads manifests of at most 1 MB too). */
const MAX_MANIFEST_BYTES = 1024 * 1024;

export type SourceSet = {
  /** The set folder, or the folder of a lone file. */
  folder: string;
  manifest: SetManifest;
  sources: SourceFile[];
  /** Problems reading the folder (manifest, unreadable files), as lines to print. */
  problems: string[];
};

/** Every `.cards` file under the given files and folders, sorted, with the paths that do not exist. */
export function findCardFiles(paths: string[], shownFrom = process.cwd()): Promise<Found> {
  return findFiles(paths, CARD_SOURCE_EXTENSION, shownFrom);
}

/** The set folder holding `file`: the nearest folder up with a set.json, else the file's own folder. */
async function setFolderOf(file: string): Promise<{ folder: string; hasManifest: boolean }> {
  for (let dir = dirname(file), steps = 0; steps < 3; dir = dirname(dir), steps += 1) {
    if (await stat(join(dir, SET_MANIFEST)).then((s) => s.isFile()).catch(() => false)) return { folder: dir, hasManifest: true };
    if (dirname(dir) === dir) break;
  }
  return { folder: dirname(file), hasManifest: false };
}

/** A source's text, or the line that says why it cannot be read (not a regular file, too large, not UTF-8…). */
async function readSource(file: string, shown: string): Promise<SourceFile | string> {
  try {
    return { path: shown, text: await readText(file, shown, MAX_SOURCE_BYTES) };
  } catch (error) {
    return fileProblem(error, shown);
  }
}

/** Groups files into sets (every .cards file of a set folder joins, named or not). */
export async function readSourceSets(files: string[], shownFrom = process.cwd()): Promise<SourceSet[]> {
  const byFolder = new Map<string, { hasManifest: boolean; files: Set<string> }>();
  for (const file of files) {
    const { folder, hasManifest } = await setFolderOf(file);
    const entry = byFolder.get(folder) ?? { hasManifest, files: new Set<string>() };
    entry.files.add(file);
    byFolder.set(folder, entry);
  }
  const out: SourceSet[] = [];
  for (const [folder, entry] of [...byFolder].sort((a, b) => a[0].localeCompare(b[0]))) {
    const problems: string[] = [];
    // A set is checked whole: its other files define cards the named ones may refer to.
    let all = [...entry.files];
    if (entry.hasManifest) {
      const found = await findCardFiles([folder], shownFrom);
      for (const problem of found.problems) problems.push(problem);
      all = found.files;
    }
    const sources: SourceFile[] = [];
    for (const file of all) {
      const read = await readSource(file, relativeTo(shownFrom, file));
      if (typeof read === 'string') problems.push(read);
      else sources.push(read);
    }
    let manifest: SetManifest = { game: gameOf(sources) ?? 'unknown', set: slug(basename(folder)), name: basename(folder) };
    if (entry.hasManifest) {
      const shownManifest = relativeTo(shownFrom, join(folder, SET_MANIFEST));
      let text: string | null = null;
      try {
        text = await readText(join(folder, SET_MANIFEST), shownManifest, MAX_MANIFEST_BYTES);
      } catch (error) {
        problems.push(fileProblem(error, shownManifest));
      }
      const parsed = text === null ? null : parseSetManifest(text);
      if (parsed && !parsed.ok) problems.push(`${shownManifest}: ${parsed.problem.replace(/\s+/g, ' ')}`);
      else if (parsed) manifest = { game: parsed.value.game, set: slug(basename(folder)), name: parsed.value.name, ...(parsed.value.description ? { description: parsed.value.description } : {}), ...(parsed.value.examples ? { examples: true } : {}) };
    }
    out.push({ folder, manifest, sources, problems });
  }
  return out;
}

/** The game a file names on its `game` line (the first file that names one). */
function gameOf(sources: SourceFile[]): string | null {
  for (const s of sources) {
    const m = /^\s*game\s+([a-z0-9-]+)/m.exec(s.text);
    if (m) return m[1]!;
  }
  return null;
}

export function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'set'
  );
}

/** Builds a set; `scope`: the other sets it is used beside, for names they share (CW2030). */
export function build(set: SourceSet, scope?: readonly ScopeSet[]): BuiltSet {
  return buildSet(set.sources, set.manifest, scope ? { scope } : {});
}

/** Line indexes by file, kept for as long as the map of texts they were made from. */
const indexes = new WeakMap<ReadonlyMap<string, string>, Map<string, ReturnType<typeof lineIndex>>>();
function positionIn(texts: ReadonlyMap<string, string>, path: string, offset: number): { line: number; column: number } {
  let byPath = indexes.get(texts);
  if (!byPath) indexes.set(texts, (byPath = new Map()));
  let index = byPath.get(path);
  if (!index) byPath.set(path, (index = lineIndex(texts.get(path) ?? '')));
  return index(offset);
}

/** `file:line:col code message`, as compilers print them. */
export function formatLocated(located: Located, texts: ReadonlyMap<string, string>): string {
  const { line, column } = positionIn(texts, located.path, located.diagnostic.range.start);
  return `${located.path}:${line}:${column} ${located.diagnostic.code} ${located.diagnostic.severity}: ${located.diagnostic.message}`;
}

export function locatedJson(located: Located, texts: ReadonlyMap<string, string>) {
  const start = positionIn(texts, located.path, located.diagnostic.range.start);
  const end = positionIn(texts, located.path, located.diagnostic.range.end);
  return {
    file: located.path,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    code: located.diagnostic.code,
    severity: located.diagnostic.severity,
    message: located.diagnostic.message,
    ...(located.diagnostic.suggestion !== undefined ? { suggestion: located.diagnostic.suggestion } : {}),
  };
}
