// Diagnostics of a file: those of its set, from the same phases as buildSet (parse, check,
// compile) but over the parses the workspace already holds, and remembering each card's
// result. What the checker and the compiler say about a card depends on the card's own text
// (and the game); only a few checks look across cards (names and ids are unique). So after an
// edit, only the cards whose text changed are checked and compiled in full; the others are
// checked with their header and body left out, which is enough for the checks across cards,
// and keep their remembered diagnostics, moved to where the card now is.
import { SET_FILE_FORMAT, SET_FILE_VERSION, parseSetFile, type CardDefinition } from '../../engine/defs';
import { cardId, compileFile } from '../compile/compiler';
import { numbersDisagree } from '../compile/rules-text';
import { diagnostic, type Code, type Diagnostic, type Severity } from '../diagnostics/catalog';
import { capPerFile, firstOfOverlapping, type Located } from '../diagnostics/dedupe';
import { check, slugify } from '../semantics/checker';
import { checkNamesInScope } from '../semantics/scope';
import { defaultChecks } from '../semantics/checks/index';
import { setChecks } from '../semantics/checks/set';
import type { Check, CheckContext, CheckRegistry } from '../semantics/registry';
import type { CardDecl, Decl } from '../syntax/ast';
import { originOf } from '../syntax/incremental';
import type { Range } from './positions';
import { rememberCompiled } from './faces';
import { setIdentity, workspaceScope } from './scope';
import { declIndexBefore, type SetState, type Workspace } from './workspace';

export type ServiceDiagnostic = {
  range: Range;
  severity: Severity;
  code: string;
  message: string;
  /** A did-you-mean replacement for the diagnostic's range (see codeActions). */
  suggestion?: string;
};


/**
 * Codes whose diagnostics depend on other cards: always taken from the latest check, never
 * remembered. (CW2009, a card named that does not exist, is listed for when references come.)
 */
const ACROSS_CARDS = new Set<Code>(['CW2009', 'CW2010', 'CW2011']);

/** What the phases said about one declaration, with ranges relative to its start. */
type DeclResult = {
  check: Diagnostic[];
  compile: Diagnostic[];
  card: CardDefinition | null;
  /** The printed-numbers warning, once computed (null: none). */
  printed?: Diagnostic | null;
};

/** Every diagnostic of the path's set, by path (offsets into each document's text). */
export function setDiagnostics(ws: Workspace, path: string): ReadonlyMap<string, readonly Diagnostic[]> {
  return ws.cached(path, 'diagnostics', (set) => analyse(ws, path, set));
}

function analyse(ws: Workspace, path: string, set: SetState): Map<string, Diagnostic[]> {
  const files = ws.setFiles(path);
  const { game, set: setId } = setIdentity(ws, set);
  const vocabulary = ws.games.get(game) ?? null;
  const base = set.folder.split(/[\\/]/).pop() ?? '';
  const memory = ws.persistentForSet<Map<string, DeclResult>>(path, 'decl-results', () => new Map());
  const kept = new Map<string, DeclResult>();
  const located: Located[] = [];

  // What each declaration's result is remembered under: everything its diagnostics depend on.
  // A declaration that may name other cards is never remembered (null).
  const keys = new Map<Decl, string | null>();
  let namesCards = false;
  const context = `${vocabulary?.game ?? ''}\u0000${setId}`;
  // A declaration object an edit did not touch keeps its key (the re-parse keeps the ones before the edit).
  const known = ws.persistent<WeakMap<Decl, { context: string; key: string | null }>>('decl-keys', () => new WeakMap());
  for (const f of files) {
    for (const decl of f.file.decls) {
      if (decl.type === 'broken') continue;
      const here = `${f.file.game?.text ?? ''}\u0000${context}`;
      // A declaration only moved by an edit before it has its parsed twin's text, and key.
      const origin = originOf(decl);
      let entry = known.get(origin);
      if (!entry || entry.context !== here) {
        const text = f.source.slice(decl.range.start, decl.range.end);
        entry = { context: here, key: mayNameCards(text) ? null : `${here}\u0000${text}` };
        known.set(origin, entry);
      }
      namesCards ||= entry.key === null;
      keys.set(decl, entry.key);
    }
  }

  // Parse: kept with each document.
  for (const f of files) for (const d of ws.document(f.path)?.parsed.diagnostics ?? []) located.push({ path: f.path, diagnostic: d });

  // Check: what is not remembered, in full. Of the rest, the checks across cards need only the
  // cards whose name or slug another card shares (or every card, when some card names others),
  // and those go in bare.
  const slugs = ws.persistent<Map<string, string>>('slugs', () => new Map());
  if (slugs.size > 50_000) slugs.clear();
  const slugOf = (name: string) => {
    let slug = slugs.get(name);
    if (slug === undefined) slugs.set(name, (slug = slugify(name)));
    return slug;
  };
  const nameCount = new Map<string, number>();
  const slugCount = new Map<string, number>();
  for (const f of files) {
    for (const decl of f.file.decls) {
      if (decl.type !== 'card') continue;
      nameCount.set(decl.name.text, (nameCount.get(decl.name.text) ?? 0) + 1);
      const slug = slugOf(decl.name.text);
      slugCount.set(slug, (slugCount.get(slug) ?? 0) + 1);
    }
  }
  const shared = (decl: Decl) => decl.type === 'card' && ((nameCount.get(decl.name.text) ?? 0) > 1 || (slugCount.get(slugOf(decl.name.text)) ?? 0) > 1);
  const hits = new Set<Decl>();
  const bareDecls = new Set<object>();
  const inputs = files.map((f) => {
    const decls: Decl[] = [];
    for (const decl of f.file.decls) {
      const key = keys.get(decl) ?? null;
      if (decl.type === 'broken') continue; // the checker never looks inside one
      if (key === null || !memory.has(key)) {
        decls.push(decl);
        continue;
      }
      hits.add(decl);
      if (!namesCards && !shared(decl)) continue;
      const copy = bare(decl);
      bareDecls.add(copy);
      decls.push(copy);
    }
    // The source only names lines in the messages about shared names; reading it costs a pass over the text.
    const named = f.file.decls.some(shared);
    return { path: f.path, source: named ? f.source : undefined, file: { ...f.file, decls }, original: f.file };
  });
  const checked = guard(() => check(inputs, { games: ws.games, set: set.manifest?.set, checks: checksSkipping(bareDecls) }), []);
  const fresh = new Map<Decl, Diagnostic[]>();
  const checkList: Located[] = [];
  const byPath = new Map(inputs.map((i) => [i.path, i.original]));
  for (const { path: p, diagnostic: d } of checked) {
    const file = byPath.get(p);
    const decl = file ? declHolding(file.decls, d.range) : null;
    if (decl && hits.has(decl) && !ACROSS_CARDS.has(d.code)) continue; // said about the bare copy
    checkList.push({ path: p, diagnostic: d });
    if (decl && !hits.has(decl) && !ACROSS_CARDS.has(d.code)) {
      const list = fresh.get(decl);
      if (list) list.push(d);
      else fresh.set(decl, [d]);
    }
  }

  // Compile, one declaration at a time (each card compiles alone), remembering the results.
  const results = new Map<Decl, DeclResult>();
  for (const f of files) {
    for (const decl of f.file.decls) {
      if (decl.type === 'broken') continue;
      const key = keys.get(decl) ?? null;
      const known = key !== null ? memory.get(key) : undefined;
      let result: DeclResult;
      if (known && hits.has(decl)) result = known;
      else {
        const compiled = vocabulary ? guard(() => compileFile({ ...f.file, decls: [decl] }, { game: vocabulary, set: setId }), null) : null;
        // The faces (gallery, preview, deck builder) compile the card the same way: they take this one.
        if (vocabulary && decl.type === 'card' && ws.vocabularyOf(f.path) === vocabulary) rememberCompiled(ws, f.path, decl, vocabulary, compiled);
        result = {
          check: (fresh.get(decl) ?? []).map((d) => moved(d, -decl.range.start)),
          compile: (compiled?.diagnostics ?? []).map((d) => moved(d, -decl.range.start)),
          card: compiled?.cards[0] ?? null,
        };
      }
      results.set(decl, result);
      if (key !== null) kept.set(key, result);
      if (hits.has(decl)) for (const d of result.check) checkList.push({ path: f.path, diagnostic: moved(d, decl.range.start) });
    }
  }
  // In the checker's order (by file, then position), so that the same twin wins below.
  const pathOrder = new Map(files.map((f, i) => [f.path, i]));
  checkList.sort((a, b) => (pathOrder.get(a.path) ?? 0) - (pathOrder.get(b.path) ?? 0) || a.diagnostic.range.start - b.diagnostic.range.start || a.diagnostic.range.end - b.diagnostic.range.end);
  for (const d of checkList) located.push(d); // not a spread: a huge list would overflow the call stack
  // A card named like a card of another set of its game in the workspace (CW2030), as `check` says it.
  for (const d of guard(() => checkNamesInScope(files, game, `${game}/${setId}`, workspaceScope(ws)), [])) located.push(d);

  // What compileSet adds: a card whose id another card took first is left out; the set file.
  if (vocabulary && files.length > 0) {
    const seen = new Map<string, { path: string; name: string; card: CardDefinition }>();
    for (const f of files) {
      const dupes: Located[] = [];
      for (const decl of f.file.decls) {
        const result = results.get(decl);
        if (!result) continue;
        for (const d of result.compile) located.push({ path: f.path, diagnostic: moved(d, decl.range.start) });
        const card = result.card;
        if (!card || decl.type !== 'card') continue;
        const first = seen.get(card.id);
        if (first) {
          const d = first.name === card.name ? diagnostic('CW2010', decl.name.range, { name: card.name, other: first.path }) : diagnostic('CW2011', decl.name.range, { id: card.id, other: first.name });
          dupes.push({ path: f.path, diagnostic: d });
        } else seen.set(card.id, { path: f.path, name: card.name, card });
      }
      for (const d of dupes) located.push(d);
    }
    // The set file's own fields (each card was validated when it compiled).
    const raw: Record<string, unknown> = { format: SET_FILE_FORMAT, version: SET_FILE_VERSION, game: vocabulary.game, set: setId, name: set.manifest?.name ?? base, cards: [] };
    if (set.manifest?.description !== undefined) raw.description = set.manifest.description;
    const parsed = guard(() => parseSetFile(raw), null);
    if (parsed && !parsed.ok) {
      for (const problem of parsed.problems) {
        located.push({ path: files[0]!.path, diagnostic: diagnostic('CW3012', { start: 0, end: 0 }, { what: 'set file', detail: `${problem.path}: ${problem.message}` }) });
      }
    } else {
      // As buildSet: printed text that leaves out a number the card's effects use.
      for (const f of files) {
        for (const decl of f.file.decls) {
          const result = results.get(decl);
          if (!result || decl.type !== 'card') continue;
          // buildSet looks the card up by the id its name gives; mostly that is the card itself.
          const own = result.card && seen.get(result.card.id)?.card === result.card ? result.card : null;
          const card = own ?? seen.get(cardId(vocabulary.game, setId, decl.name.text))?.card;
          if (!card) continue;
          // Remembered with the card, when the card is its own (not one that took its id first).
          let warning: Diagnostic | null;
          if (card === result.card) {
            if (result.printed === undefined) result.printed = printedNumbers(decl, card, -decl.range.start);
            warning = result.printed && moved(result.printed, decl.range.start);
          } else warning = printedNumbers(decl, card, 0);
          if (warning) located.push({ path: f.path, diagnostic: warning });
        }
      }
    }
  }
  // Only what this version of the set uses is remembered: the memory never outgrows the set.
  memory.clear();
  for (const [key, value] of kept) memory.set(key, value);

  // As buildSet: the same finding from two phases (the same code on overlapping words) is
  // shown once, the first; then at most MAX_DIAGNOSTICS_PER_FILE per file and a count.
  const order = new Map(files.map((f, i) => [f.path, i]));
  const unique = firstOfOverlapping(located).sort(
    (a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0) || a.diagnostic.range.start - b.diagnostic.range.start || (a.diagnostic.code < b.diagnostic.code ? -1 : a.diagnostic.code > b.diagnostic.code ? 1 : 0),
  );
  const omitted = new Map<string, number>();
  for (const f of files) {
    const count = ws.document(f.path)?.parsed.omitted ?? 0;
    if (count > 0) omitted.set(f.path, count);
  }
  const out = new Map<string, Diagnostic[]>(files.map((f) => [f.path, []]));
  for (const { path: p, diagnostic: d } of capPerFile(unique, omitted)) out.get(p)?.push(d);
  return out;
}

/** CW3007 on a card's printed text when it leaves out a number its effects use (buildSet's rule). */
function printedNumbers(decl: CardDecl, card: CardDefinition, delta: number): Diagnostic | null {
  const text = decl.body.find((item) => item.type === 'text');
  if (!text || text.type !== 'text') return null;
  const disagree = guard(() => numbersDisagree(card), null);
  if (!disagree) return null;
  const list = (numbers: number[]) => (numbers.length === 0 ? 'no numbers' : [...new Set(numbers)].join(', '));
  return moved(diagnostic('CW3007', text.textRange, { missing: list(disagree.missing), said: list(disagree.textNumbers) }), delta);
}

/**
 * A declaration without its header and body: what the checks across cards look at. Built
 * field by field: a moved declaration's header and body are not even read.
 */
function bare(decl: Decl): Decl {
  if (decl.type === 'card') return { type: 'card', range: decl.range, kind: decl.kind, name: decl.name, header: [], body: [] };
  if (decl.type === 'variant') return { type: 'variant', range: decl.range, name: decl.name, body: [] };
  return decl;
}

/**
 * The checker's checks, each skipping the bare copies of remembered declarations unless it
 * is one of the checks across cards (checks/set.ts): a bare card lacks its stats and
 * abilities, and what the other checks would say about it is already remembered.
 */
function checksSkipping(bareDecls: ReadonlySet<object>): CheckRegistry {
  const across = new Set<unknown>(Object.values(setChecks).flat());
  const registry: Record<string, Check<never>[]> = {};
  for (const [kind, list] of Object.entries(defaultChecks) as [string, readonly Check<never>[]][]) {
    registry[kind] = list.map((one) => (across.has(one) ? one : (node: never, ctx: CheckContext) => (ctx.decl && bareDecls.has(ctx.decl) ? undefined : one(node, ctx))));
  }
  return registry as CheckRegistry;
}

/** The declaration whose range holds `range`, if any. */
function declHolding(decls: readonly Decl[], range: { start: number; end: number }): Decl | null {
  const decl = decls[declIndexBefore(decls, range.start)];
  return decl && range.end <= decl.range.end ? decl : null;
}

function moved(d: Diagnostic, delta: number): Diagnostic {
  return delta === 0 ? d : { ...d, range: { start: d.range.start + delta, end: d.range.end + delta } };
}

/**
 * Whether a declaration has a string besides its name and its `text` items: a card named in
 * an effect, whose diagnostics would depend on the other cards, so it is never remembered.
 */
function mayNameCards(text: string): boolean {
  const rest = text.replace(/^[^"]*"(?:[^"\\\n]|\\.)*"?/, '').replace(/\btext\s+"(?:[^"\\\n]|\\.)*"?/g, '');
  return rest.includes('"');
}

/** The diagnostics of one file, with editor positions. */
export function diagnostics(ws: Workspace, path: string): ServiceDiagnostic[] {
  if (!ws.document(path)) return [];
  const lines = ws.lines(path);
  return (setDiagnostics(ws, path).get(path) ?? []).map((d) => {
    const out: ServiceDiagnostic = { range: lines.range(d.range), severity: d.severity, code: d.code, message: d.message };
    if (d.suggestion !== undefined) out.suggestion = d.suggestion;
    return out;
  });
}

/** The phases promise never to throw; should one still do so, the others' diagnostics stay. */
function guard<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
