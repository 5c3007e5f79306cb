// What card faces ask of the card language: the compiled card at a position (the preview) and
// every compiled card of a set (the gallery). The language worker answers both from the same
// documents as the editor's diagnostics (renderer/src/language/api.ts), so the faces never keep
// a second copy of the workspace; `onDidChange` says when that copy changed on disk.
import type { FaceAt, SetFaces } from '../../../card-dsl/service/faces';
import type { Position } from '../../../card-dsl/service/positions';
import type { LanguageClient } from '../language/client';

export interface FaceSource {
  /** The card at a position of a file (0-based line and character). */
  faceAt(path: string, position: Position): Promise<FaceAt | null>;
  /** Every card of the set in `folder`; null when the set has no card file. */
  setFaces(folder: string): Promise<SetFaces | null>;
  /**
   * Calls `listener` once the worker's copy of the workspace changed: another workspace
   * (null), or files added, removed or changed on disk (their paths).
   */
  onDidChange(listener: (paths: readonly string[] | null) => void): () => void;
}

/** The faces' questions, asked of the language worker. */
export function languageFaceSource(client: LanguageClient): FaceSource {
  return {
    faceAt: (path, position) => client.worker.faceAt(path, position),
    setFaces: (folder) => client.worker.setFaces(folder),
    onDidChange: (listener) => client.onDidChange(listener),
  };
}
