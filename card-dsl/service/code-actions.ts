// Quick fixes: a diagnostic with a did-you-mean suggestion offers to replace its words with
// the suggestion.
import { setDiagnostics, type ServiceDiagnostic } from './diagnostics';
import type { Range, TextEdit } from './positions';
import type { Workspace } from './workspace';

export type CodeAction = {
  title: string;
  kind: 'quickfix';
  /** The diagnostic it fixes. */
  diagnostics: ServiceDiagnostic[];
  /** Edits of the same document. */
  edits: TextEdit[];
  isPreferred: boolean;
};

/** The quick fixes for the diagnostics that touch `range` (a cursor is an empty range). */
export function codeActions(ws: Workspace, path: string, range: Range): CodeAction[] {
  if (!ws.document(path)) return [];
  try {
    const lines = ws.lines(path);
    const wanted = lines.offsets(range);
    const actions: CodeAction[] = [];
    for (const d of setDiagnostics(ws, path).get(path) ?? []) {
      if (d.suggestion === undefined || d.range.end < wanted.start || d.range.start > wanted.end) continue;
      const at = lines.range(d.range);
      const shown: ServiceDiagnostic = { range: at, severity: d.severity, code: d.code, message: d.message, suggestion: d.suggestion };
      actions.push({ title: `Change to "${d.suggestion}"`, kind: 'quickfix', diagnostics: [shown], edits: [{ range: at, newText: d.suggestion }], isPreferred: true });
    }
    return actions;
  } catch {
    return [];
  }
}
