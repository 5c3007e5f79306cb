// A set as the studio and the command line see it: its manifest and its .cards files, read
// through every phase (parse, check, compile) into one list of located diagnostics and, when
// there are no errors, the set file the engine loads.
import type { SetFile, Vocabulary } from '../engine/defs';
import { vocabularies } from '../engine/games/vocabularies';
import { cardId, compileSet } from './compile/compiler';
import { numbersDisagree } from './compile/rules-text';
import { diagnostic } from './diagnostics/catalog';
import { capPerFile, firstOfOverlapping, type Located } from './diagnostics/dedupe';
import { check, lineOf, lineStarts } from './semantics/checker';
import { checkNamesInScope, type ScopeSet } from './semantics/scope';
import type { File } from './syntax/ast';
import { parse } from './syntax/parser';

export type SourceFile = { path: string; text: string };
export type SetManifest = { game: string; set: string; name: string; description?: string; examples?: boolean };
export type { Located };

export type BuiltSet = {
  files: { path: string; text: string; file: File }[];
  /**
   * Every diagnostic of every phase, by file and then position; the same finding of two phases
   * once; at most MAX_DIAGNOSTICS_PER_FILE per file, then one that counts the rest.
   */
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
  const omitted = new Map<string, number>();
  const files = ordered.map((s) => {
    const parsed = parse(s.text);
    for (const d of parsed.diagnostics) diagnostics.push({ path: s.path, diagnostic: d });
    if (parsed.omitted > 0) omitted.set(s.path, parsed.omitted);
    return { path: s.path, text: s.text, file: parsed.file };
  });
  // Loops, not push(...list): a spread of a huge list overflows the call stack.
  for (const d of check(files.map((f) => ({ path: f.path, file: f.file, source: f.text })), { games: known, set: manifest.set })) diagnostics.push(d);
  if (options.scope) for (const d of checkNamesInScope(files, manifest.game, `${manifest.game}/${manifest.set}`, options.scope)) diagnostics.push(d);
  const vocabulary = known.get(manifest.game);
  let setFile: SetFile | null = null;
  if (vocabulary) {
    const compiled = compileSet(files, { game: vocabulary, set: manifest.set, name: manifest.name, description: manifest.description, examples: manifest.examples });
    for (const d of compiled.diagnostics) diagnostics.push(d);
    setFile = compiled.setFile;
    if (setFile) for (const d of printedNumbers(files, setFile)) diagnostics.push(d);
  }
  const order = new Map(ordered.map((s, i) => [s.path, i]));
  const unique = withoutKnockOns(firstOfOverlapping(diagnostics), files).sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0) || a.diagnostic.range.start - b.diagnostic.range.start || (a.diagnostic.code < b.diagnostic.code ? -1 : a.diagnostic.code > b.diagnostic.code ? 1 : 0));
  if (omitted.size > 0 || unique.some((d) => d.diagnostic.severity === 'error')) setFile = null;
  return { files, diagnostics: capPerFile(unique, omitted), setFile };
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
 * One error, not its echoes: the compiler refusing a declaration (CW3012) is left out where the
 * declaration already has an error of another code, which says what is wrong.
 */
function withoutKnockOns(list: Located[], files: BuiltSet['files']): Located[] {
  if (!list.some((d) => d.diagnostic.code === 'CW3012')) return list;
  // Per file: declarations by start, and the offsets of the other errors, sorted, so each
  // refusal is two binary searches (junk input can carry thousands of both).
  const declsOf = new Map(files.map((f) => [f.path, [...f.file.decls].sort((x, y) => x.range.start - y.range.start)]));
  const errorsOf = new Map<string, number[]>();
  for (const d of list) {
    if (d.diagnostic.code === 'CW3012' || d.diagnostic.severity !== 'error') continue;
    const offsets = errorsOf.get(d.path) ?? [];
    offsets.push(d.diagnostic.range.start);
    errorsOf.set(d.path, offsets);
  }
  for (const offsets of errorsOf.values()) offsets.sort((x, y) => x - y);
  return list.filter((d) => {
    if (d.diagnostic.code !== 'CW3012') return true;
    const decls = declsOf.get(d.path) ?? [];
    const offset = d.diagnostic.range.start;
    const decl = decls[lastAtOrBefore(decls.length, (i) => decls[i]!.range.start <= offset)];
    if (!decl || offset > decl.range.end) return true;
    const errors = errorsOf.get(d.path) ?? [];
    const first = lastAtOrBefore(errors.length, (i) => errors[i]! < decl.range.start) + 1;
    return !(first < errors.length && errors[first]! <= decl.range.end);
  });
}

/** The last index i below `length` for which `before(i)` holds (they hold up to some point), or -1. */
function lastAtOrBefore(length: number, before: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(mid)) low = mid + 1;
    else high = mid;
  }
  return low - 1;
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
