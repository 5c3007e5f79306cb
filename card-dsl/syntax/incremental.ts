// Re-parsing after an edit: when the edit lies inside one declaration, only that
// declaration's text is parsed again; the ones after it keep their trees, moved by the
// edit's change in length. Anything else (an edit across declarations or in the file's
// header) parses the whole file again. The result always equals a full parse.
import type * as A from './ast';
import { inOrder, KEPT_DIAGNOSTICS, parse, parseDecls, startsLine, type ParseResult } from './parser';

export type Edit = { start: number; end: number; text: string };

export type Parsed = ParseResult & { source: string };

export function parseText(source: string): Parsed {
  return { ...parse(source), source };
}

/** Applies `edit` to `previous.source` and parses the result, reusing what the edit left alone. */
export function reparse(previous: Parsed, edit: Edit): Parsed & { reused: boolean } {
  const source = previous.source.slice(0, edit.start) + edit.text + previous.source.slice(edit.end);
  const decls = previous.file.decls;
  const index = decls.findIndex((d) => d.range.start < edit.start && edit.end < d.range.end);
  const decl = decls[index];
  // Only a card or variant whose text both starts before and ends after the edit is safe to
  // re-read alone; the text between declarations (blank lines, comments) joins the next one.
  if (!decl || decl.type === 'broken') return { ...parseText(source), reused: false };
  const delta = edit.text.length - (edit.end - edit.start);
  const from = decl.range.start;
  const to = decl.range.end + delta;
  const again = parseDecls(source, from, to);
  // The edited text must still read as exactly one whole declaration ending where it did.
  const only = again.decls[0];
  if (again.decls.length !== 1 || !only || only.type === 'broken' || only.range.end !== to) return { ...parseText(source), reused: false };
  const next = decls[index + 1];
  if (next && !startsLine(source, next.range.start + delta)) return { ...parseText(source), reused: false };
  // Text the parser could not read after this declaration (a stray "}") may belong to it now.
  if (next?.type === 'broken') return { ...parseText(source), reused: false };
  // A text with more problems than a parse keeps: which are kept depends on the whole text.
  if (previous.omitted > 0 || again.omitted > 0) return { ...parseText(source), reused: false };
  const diagnostics = inOrder([
    ...previous.diagnostics.filter((d) => d.range.end <= from),
    ...again.diagnostics,
    ...previous.diagnostics.filter((d) => d.range.start >= decl.range.end).map((d) => ({ ...d, range: { start: d.range.start + delta, end: d.range.end + delta } })),
  ]);
  if (diagnostics.length > KEPT_DIAGNOSTICS) return { ...parseText(source), reused: false };
  const file: A.File = {
    ...previous.file,
    range: { start: 0, end: source.length },
    decls: [...decls.slice(0, index), only, ...decls.slice(index + 1).map((d) => shift(d, delta))],
  };
  return { file, diagnostics, omitted: 0, source, reused: true };
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
