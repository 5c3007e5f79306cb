// Monaco's positions (1-based lines and columns) to the language service's (0-based lines and
// UTF-16 characters) and back, and a buffer's address to its workspace path. Nothing else: the
// adapters stay thin.
import type { IPosition, IRange, Uri } from 'monaco-editor/editor/editor.api';
import type { Position, Range } from '../../../card-dsl/service/positions';

/** The scheme of the studio's buffers (runtime.ts names them `cardwright:/<path>`). */
export const BUFFER_SCHEME = 'cardwright';

export function toServicePosition(position: IPosition): Position {
  return { line: position.lineNumber - 1, character: position.column - 1 };
}

export function toServiceRange(range: IRange): Range {
  return { start: { line: range.startLineNumber - 1, character: range.startColumn - 1 }, end: { line: range.endLineNumber - 1, character: range.endColumn - 1 } };
}

export function toMonacoRange(range: Range): IRange {
  return { startLineNumber: range.start.line + 1, startColumn: range.start.character + 1, endLineNumber: range.end.line + 1, endColumn: range.end.character + 1 };
}

/** The workspace path of a buffer's address, or null for any other model. */
export function pathOf(uri: Pick<Uri, 'scheme' | 'path'>): string | null {
  return uri.scheme === BUFFER_SCHEME && uri.path.startsWith('/') ? uri.path.slice(1) : null;
}
