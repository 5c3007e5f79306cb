// The outline of a file: its cards and variants, in source order.
import type { Decl } from '../syntax/ast';
import type { LineIndex, Range } from './positions';
import { declIndexBefore, type Workspace } from './workspace';

export type DocumentSymbol = {
  name: string;
  kind: 'card' | 'variant';
  /** The card's kind (`bot`); null for a variant. */
  cardKind: string | null;
  /** A short summary: `bot · rank 1 · power 2`. */
  detail: string;
  /** The whole declaration. */
  range: Range;
  /** The name in quotes. */
  selectionRange: Range;
};

export function documentSymbols(ws: Workspace, path: string): DocumentSymbol[] {
  const doc = ws.document(path);
  if (!doc) return [];
  const lines = ws.lines(path);
  return doc.parsed.file.decls.flatMap((decl) => symbolOf(decl, lines) ?? []);
}

/** The card or variant whose declaration holds `line` (a cheap look-up: the breadcrumb asks on every cursor move). */
export function documentSymbolAt(ws: Workspace, path: string, line: number): DocumentSymbol | null {
  const doc = ws.document(path);
  if (!doc) return null;
  const lines = ws.lines(path);
  const end = lines.offsetAt({ line, character: Number.MAX_SAFE_INTEGER });
  const decl = doc.parsed.file.decls[declIndexBefore(doc.parsed.file.decls, end)];
  if (!decl || decl.range.end < lines.offsetAt({ line, character: 0 })) return null;
  return symbolOf(decl, lines);
}

function symbolOf(decl: Decl, lines: LineIndex): DocumentSymbol | null {
  if (decl.type === 'card') {
    const stats = decl.header.flatMap((h) => (h.type === 'stat' ? [`${h.key.text} ${h.values.map((v) => v.value).join(' ')}`] : []));
    return { name: decl.name.text, kind: 'card', cardKind: decl.kind.text, detail: [decl.kind.text, ...stats].join(' · '), range: lines.range(decl.range), selectionRange: lines.range(decl.name.range) };
  }
  if (decl.type === 'variant') return { name: decl.name.text, kind: 'variant', cardKind: null, detail: 'variant', range: lines.range(decl.range), selectionRange: lines.range(decl.name.range) };
  return null;
}
