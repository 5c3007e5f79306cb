// A set as the studio and the command line see it: its manifest and its .cards files, read
// through every phase (parse, check, compile) into one list of located diagnostics and, when
// there are no errors, the set file the engine loads.
import type { SetFile, Vocabulary } from '../engine/defs';
import { vocabularies } from '../engine/games/vocabularies';
import { cardId, compileSet } from './compile/compiler';
import { numbersDisagree } from './compile/rules-text';
import { diagnostic, type Diagnostic } from './diagnostics/catalog';
import { check, lineOf, lineStarts } from './semantics/checker';
import { checkNamesInScope, type ScopeSet } from './semantics/scope';
import type { File } from './syntax/ast';
import { parse } from './syntax/parser';

export type SourceFile = { path: string; text: string };
export type SetManifest = { game: string; set: string; name: string; description?: string };
export type Located = { path: string; diagnostic: Diagnostic };

export type BuiltSet = {
  files: { path: string; text: string; file: File }[];
  /** Every diagnostic of every phase, by file and then position. */
  diagnostics: Located[];
  /** The compiled set; null when any file has an error. */
  setFile: SetFile | null;
};

export const games: ReadonlyMap<string, Vocabulary> = vocabularies;

export type BuildOptions = {
  games?: ReadonlyMap<string, Vocabulary>;
  /** Other sets in scope (the workspace's, the bundled ones): a card named like one of theirs is reported (CW2030). */
  scope?: readonly ScopeSet[];
};

export function buildSet(sources: readonly SourceFile[], manifest: SetManifest, options: BuildOptions = {}): BuiltSet {
  const known = options.games ?? games;
  const diagnostics: Located[] = [];
  // One file order for every phase (the compiler takes files by path), so that the checker and
  // the compiler agree on which of two same-named cards comes first.
  const ordered = [...sources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const files = ordered.map((s) => {
    const parsed = parse(s.text);
    for (const d of parsed.diagnostics) diagnostics.push({ path: s.path, diagnostic: d });
    return { path: s.path, text: s.text, file: parsed.file };
  });
  diagnostics.push(...check(files.map((f) => ({ path: f.path, file: f.file, source: f.text })), { games: known, set: manifest.set }));
  if (options.scope) diagnostics.push(...checkNamesInScope(files, manifest.game, `${manifest.game}/${manifest.set}`, options.scope));
  const vocabulary = known.get(manifest.game);
  let setFile: SetFile | null = null;
  if (vocabulary) {
    const compiled = compileSet(files, { game: vocabulary, set: manifest.set, name: manifest.name, description: manifest.description });
    diagnostics.push(...compiled.diagnostics);
    setFile = compiled.setFile;
    if (setFile) diagnostics.push(...printedNumbers(files, setFile));
  }
  const order = new Map(ordered.map((s, i) => [s.path, i]));
  const unique = withoutKnockOns(dedupe(diagnostics), files).sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0) || a.diagnostic.range.start - b.diagnostic.range.start || a.diagnostic.code.localeCompare(b.diagnostic.code));
  if (unique.some((d) => d.diagnostic.severity === 'error')) setFile = null;
  return { files, diagnostics: unique, setFile };
}

/**
 * Cards whose printed text leaves out a number their effects use (a text that says "deal 2"
 * over an effect that deals 3): a warning on the text, since either may be the typo.
 */
function printedNumbers(files: BuiltSet['files'], setFile: SetFile): Located[] {
  const out: Located[] = [];
  const byId = new Map(setFile.cards.map((c) => [c.id, c]));
  for (const { path, file } of files) {
    for (const decl of file.decls) {
      if (decl.type !== 'card') continue;
      const card = byId.get(cardId(setFile.game, setFile.set, decl.name.text));
      const text = decl.body.find((item) => item.type === 'text');
      if (!card || !text || text.type !== 'text') continue;
      const disagree = numbersDisagree(card);
      if (!disagree) continue;
      const list = (numbers: number[]) => (numbers.length === 0 ? 'no numbers' : [...new Set(numbers)].join(', '));
      out.push({ path, diagnostic: diagnostic('CW3007', text.textRange, { missing: list(disagree.missing), said: list(disagree.textNumbers) }) });
    }
  }
  return out;
}

/**
 * The same finding reported by two phases (the checker, then the compiler that refuses the
 * card) is shown once: the first of a code whose range overlaps another's in the same file.
 */
function dedupe(list: Located[]): Located[] {
  const kept: Located[] = [];
  const byKey = new Map<string, Located[]>();
  for (const d of list) {
    const key = `${d.path}\u0000${d.diagnostic.code}`;
    const same = byKey.get(key) ?? [];
    const r = d.diagnostic.range;
    if (same.some((k) => k.diagnostic.range.start <= r.end && r.start <= k.diagnostic.range.end)) continue;
    same.push(d);
    byKey.set(key, same);
    kept.push(d);
  }
  return kept;
}

/**
 * One error, not its echoes: the compiler refusing a declaration (CW3012) is left out where the
 * declaration already has an error of another code, which says what is wrong.
 */
function withoutKnockOns(list: Located[], files: BuiltSet['files']): Located[] {
  const declsOf = new Map(files.map((f) => [f.path, f.file.decls]));
  const declAt = (path: string, offset: number) => (declsOf.get(path) ?? []).find((d) => d.range.start <= offset && offset <= d.range.end);
  return list.filter((d) => {
    if (d.diagnostic.code !== 'CW3012') return true;
    const decl = declAt(d.path, d.diagnostic.range.start);
    if (!decl) return true;
    return !list.some((other) => other !== d && other.path === d.path && other.diagnostic.code !== 'CW3012' && other.diagnostic.severity === 'error' && decl.range.start <= other.diagnostic.range.start && other.diagnostic.range.start <= decl.range.end);
  });
}

/** 1-based line and column of an offset, for messages such as `file:3:14`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  return lineIndex(text)(offset);
}

/** `lineColumn` for many offsets of one text: the line starts are found once. */
export function lineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = lineStarts(text);
  return (offset) => {
    const at = Math.min(Math.max(0, offset), text.length);
    const line = lineOf(starts, at);
    return { line, column: at - starts[line - 1]! + 1 };
  };
}
