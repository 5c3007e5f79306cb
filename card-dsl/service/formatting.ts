// Formatting: the formatter's edits (one per declaration or gap that changes, none for a file
// with syntax errors) in editor positions.
import { formatEdits, type FormatOptions } from '../compile/format';
import type { TextEdit } from './positions';
import type { Workspace } from './workspace';

export function formattingEdits(ws: Workspace, path: string, options: FormatOptions = {}): TextEdit[] {
  const doc = ws.document(path);
  if (!doc) return [];
  try {
    const lines = ws.lines(path);
    return formatEdits(doc.text, options).map((e) => ({ range: lines.range(e), newText: e.text }));
  } catch {
    return [];
  }
}
