// Re-parsing after an edit: only the declarations around the edit are parsed again (from the
// last one starting before it to the first one ending after it: one card for a keystroke in a
// card, the two around a new card being typed between them); the ones after keep their trees,
// moved by the edit's change in length. Anything else (an edit in the file's header, or a
// window that no longer reads as whole declarations ending where it did) parses the whole file
// again. The result always equals a full parse.
import type * as A from './ast';
import { inOrder, KEPT_DIAGNOSTICS, parse, parseDecls, startsDecl, startsLine, type ParseResult } from './parser';

export type Edit = { start: number; end: number; text: string };

export type Parsed = ParseResult & { source: string };

export function parseText(source: string): Parsed {
  return { ...parse(source), source };
}

/** Applies `edit` to `previous.source` and parses the result, reusing what the edit left alone. */
export function reparse(previous: Parsed, edit: Edit): Parsed & { reused: boolean } {
  const source = previous.source.slice(0, edit.start) + edit.text + previous.source.slice(edit.end);
  const full = () => ({ ...parseText(source), reused: false });
  // A text with more problems than a parse keeps: which are kept depends on the whole text.
  if (previous.omitted > 0) return full();
  // Without a game line, its finding sits on the first declaration's first word.
  if (!previous.file.game) return full();
  const decls = previous.file.decls;
  // The window: from the last declaration starting before the edit (the parser began one
  // there, and the text before it is unchanged) to the first one ending after it.
  let first = -1;
  for (let low = 0, high = decls.length - 1; low <= high; ) {
    const mid = (low + high) >> 1;
    if (decls[mid]!.range.start < edit.start) {
      first = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (first < 0) return full();
  const from = decls[first]!.range.start;
  // What comes before the window must have ended by itself: a declaration (or a header) with
  // problems may have ended where the next line read like a declaration, which the edit may
  // change.
  const prior = first > 0 ? decls[first - 1]!.range.start : 0;
  if (first > 0 && decls[first - 1]!.type === 'broken') return full();
  if (previous.diagnostics.some((d) => d.range.start < from && (d.range.end > from || d.range.start >= prior))) return full();
  let last = first;
  while (last < decls.length && decls[last]!.range.end <= edit.end) last += 1;
  const delta = edit.text.length - (edit.end - edit.start);
  const oldEnd = last < decls.length ? decls[last]!.range.end : previous.source.length;
  const to = oldEnd + delta;
  const again = parseDecls(source, from, to);
  const next = decls[last + 1];
  if (last < decls.length) {
    // The window must still read as whole declarations, the last ending where it did.
    const end = again.decls[again.decls.length - 1];
    if (!end || end.range.end !== to) return full();
    // The window's own end of text is not the file's: what was said about it would be wrong,
    // and a block left open at it would have read on into the next declaration's lines.
    if (again.diagnostics.some((d) => d.range.end >= to || (d.code === 'CW1005' && d.range.start >= end.range.start))) return full();
    if (next && !startsLine(source, next.range.start + delta)) return full();
    // Text the parser could not read after the window (a stray "}") may belong to it now.
    if (next?.type === 'broken') return full();
    // A broken declaration (or a card missing its "}") runs on to the next line that reads like
    // a declaration: the window's end only if what follows does.
    if (next && !startsDecl(next.type === 'card' ? next.kind.text : 'variant')) return full();
  }
  if (again.omitted > 0) return full();
  // What was said about the text before the window and after it (from the next declaration
  // on) stands; what was said in between is said again by the window's parse.
  const after = next ? next.range.start : Infinity;
  const diagnostics = inOrder([
    ...previous.diagnostics.filter((d) => d.range.start < from),
    ...again.diagnostics,
    ...previous.diagnostics.filter((d) => d.range.start >= after).map((d) => ({ ...d, range: { start: d.range.start + delta, end: d.range.end + delta } })),
  ]);
  if (diagnostics.length > KEPT_DIAGNOSTICS) return full();
  const file: A.File = {
    ...previous.file,
    range: { start: 0, end: source.length },
    decls: [...decls.slice(0, first), ...again.decls, ...decls.slice(last + 1).map((d) => moveDecl(d, delta))],
  };
  return { file, diagnostics, omitted: 0, source, reused: true };
}

/** Declarations moved by an edit before them: the declaration as parsed, and how far it moved since. */
const movedFrom = new WeakMap<A.Decl, { origin: A.Decl; delta: number }>();

/**
 * The declaration as it was parsed, of which `decl` is a moved copy (an edit before it changed
 * only where it starts), or `decl` itself: what is remembered about a declaration's text can be
 * remembered under this.
 */
export function originOf(decl: A.Decl): A.Decl {
  return movedFrom.get(decl)?.origin ?? decl;
}

/** Parts of a declaration moved only when first read: most moved declarations are never read past their name. */
const LAZY_PARTS = new Set(['header', 'body']);

/**
 * A declaration moved by `delta`. A keystroke in the middle of a 1,000-card file moves the
 * hundreds of declarations after it: their ranges, kind and name are moved at once, their
 * header and body (most of their nodes) when something first reads them, and a declaration
 * moved again is moved from the one parsed, so no chain of copies grows.
 */
export function moveDecl(decl: A.Decl, delta: number): A.Decl {
  if (delta === 0) return decl;
  const from = movedFrom.get(decl);
  const origin = from?.origin ?? decl;
  const total = (from?.delta ?? 0) + delta;
  if (total === 0) return origin;
  const source = origin as unknown as Record<string, unknown>;
  const moved: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    if (!LAZY_PARTS.has(key)) {
      // shift() moves the ranges inside a node; the declaration's own fields are moved here.
      moved[key] = shift({ [key]: source[key] }, total)[key];
      continue;
    }
    Object.defineProperty(moved, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = shift(source[key], total);
        Object.defineProperty(moved, key, { value, enumerable: true, configurable: true, writable: true });
        return value;
      },
    });
  }
  const result = moved as unknown as A.Decl;
  movedFrom.set(result, { origin, delta: total });
  return result;
}

/**
 * A copy of a node with every range moved by `delta` (ranges are the only offsets in a tree).
 * An edit in the middle of a 1,000-card file moves hundreds of declarations, so this runs on
 * every keystroke there: plain loops, no intermediate arrays.
 */
export function shift<T>(node: T, delta: number): T {
  if (delta === 0) return node;
  const move = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) {
      const list = new Array<unknown>(value.length);
      for (let i = 0; i < value.length; i += 1) list[i] = move(value[i]);
      return list;
    }
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      const field = source[key];
      if (typeof field !== 'object' || field === null) out[key] = field;
      else if ((key === 'range' || key.endsWith('Range')) && 'start' in field) {
        const r = field as { start: number; end: number };
        out[key] = { start: r.start + delta, end: r.end + delta };
      } else out[key] = move(field);
    }
    return out;
  };
  return move(node) as T;
}
