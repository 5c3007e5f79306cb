// The checker: every file of a set, checked against its game's vocabulary and against the
// other files (card names and ids are unique across the set). It never throws, whatever the
// tree: broken nodes are skipped (the parser reported them), and the result's order depends
// only on the input (by file path, then position).
import type { Vocabulary } from '../../engine/defs';
import type { Diagnostic } from '../diagnostics/catalog';
import type { CardDecl, File } from '../syntax/ast';
import { defaultChecks } from './checks/index';
import type { CardEntry, CheckRegistry, SetIndex } from './registry';
import { suggestBudget } from './suggest';
import { isNode } from './tree';
import { runChecks } from './walker';
import { slugify } from '../compile/ids';

export { slugify };

export type CheckInput = {
  path: string;
  file: File;
  /** The file's text: only used to name lines in messages (`also at cards/a.cards:12`). */
  source?: string;
};

export type CheckOptions = {
  /** The games the studio knows, by id (`stak-bots`). */
  games: ReadonlyMap<string, Vocabulary>;
  /** The set's name from its manifest (set.json), for card ids when no file has a `set` line. */
  set?: string;
  /** The checks to run; all of them by default. */
  checks?: CheckRegistry;
};

export type FileDiagnostic = { path: string; diagnostic: Diagnostic };

/** Checks the files of one set. */
export function check(files: readonly CheckInput[], options: CheckOptions): FileDiagnostic[] {
  const inputs = (Array.isArray(files) ? files : []).filter((f) => isNode(f?.file));
  const set = indexSet(inputs, options);
  const suggestions = suggestBudget();
  const out: (FileDiagnostic & { order: number })[] = [];
  inputs.forEach((input, order) => {
    const game = input.file.game?.text;
    const vocabulary = (typeof game === 'string' && options.games.get(game)) || null;
    try {
      runChecks(
        { path: input.path, file: input.file, games: options.games, vocabulary, set, suggestions, report: (diagnostic) => out.push({ path: input.path, diagnostic, order }) },
        options.checks ?? defaultChecks,
      );
    } catch {
      // Only a tree the walker cannot read gets here; what was found before stays reported.
    }
  });
  return out.sort(compare).map(({ path, diagnostic }) => ({ path, diagnostic }));
}

/** Checks a single file (a set of one). */
export function checkFile(file: File, options: CheckOptions & { path?: string; source?: string }): Diagnostic[] {
  return check([{ path: options.path ?? '', file, source: options.source }], options).map((d) => d.diagnostic);
}

/** By file, then position; at the same position, in the order reported (the sort is stable). */
function compare(a: FileDiagnostic & { order: number }, b: FileDiagnostic & { order: number }): number {
  return cmp(a.path, b.path) || a.order - b.order || a.diagnostic.range.start - b.diagnostic.range.start || a.diagnostic.range.end - b.diagnostic.range.end;
}

// Code-unit order, not localeCompare: the same on every machine.
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `<game>/<set>/<slug>` (engine/defs/cards.ts); null without a game or a slug. */
export function cardId(game: string | null | undefined, set: string, name: string): string | null {
  const slug = slugify(name);
  return game && slug ? `${game}/${slugify(set) || 'set'}/${slug}` : null;
}

/** Every card of the set by name and by id, in the order of the files given, then of the source. */
export function indexSet(inputs: readonly CheckInput[], options: Pick<CheckOptions, 'set'>): SetIndex {
  const setName = options.set ?? inputs.find((i) => i.file.set)?.file.set?.name ?? '';
  const entries = new Map<CardDecl, CardEntry>();
  const byName = new Map<string, CardEntry[]>();
  const byId = new Map<string, CardEntry[]>();
  const add = (map: Map<string, CardEntry[]>, key: string, entry: CardEntry) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const input of inputs) {
    const decls = Array.isArray(input.file.decls) ? input.file.decls : [];
    const lines = typeof input.source === 'string' ? lineStarts(input.source) : null;
    for (const decl of decls) {
      if (decl?.type !== 'card' || typeof decl.name?.text !== 'string' || !isNode(decl.name)) continue;
      const id = cardId(input.file.game?.text, setName, decl.name.text);
      const entry: CardEntry = { path: input.path, card: decl, line: lines ? lineOf(lines, decl.name.range.start) : null, id };
      entries.set(decl, entry);
      add(byName, decl.name.text, entry);
      if (id) add(byId, id, entry);
    }
  }
  return { entries, byName, byId, names: [...byName.keys()] };
}

/** Offsets where each line starts. */
export function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i += 1) if (source.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** The 1-based line of an offset. */
export function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}
