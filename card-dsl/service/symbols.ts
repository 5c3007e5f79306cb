// The outline of a file: its cards and variants, in source order.
import type { Range } from './positions';
import type { Workspace } from './workspace';

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
  const out: DocumentSymbol[] = [];
  for (const decl of doc.parsed.file.decls) {
    if (decl.type === 'card') {
      const stats = decl.header.flatMap((h) => (h.type === 'stat' ? [`${h.key.text} ${h.values.map((v) => v.value).join(' ')}`] : []));
      out.push({
        name: decl.name.text,
        kind: 'card',
        cardKind: decl.kind.text,
        detail: [decl.kind.text, ...stats].join(' · '),
        range: lines.range(decl.range),
        selectionRange: lines.range(decl.name.range),
      });
    } else if (decl.type === 'variant') {
      out.push({ name: decl.name.text, kind: 'variant', cardKind: null, detail: 'variant', range: lines.range(decl.range), selectionRange: lines.range(decl.name.range) });
    }
  }
  return out;
}
