// What the page asks of the card language to draw faces (FaceSource), and its implementation
// over the language service, which runs in a worker (faces.worker.ts) so that compiling a
// large set never blocks typing. The whole API is this file: the worker exposes
// `createFacesApi()` through Comlink and the page calls it through `FaceSource`.
import { LanguageService } from '../../../card-dsl/service/service';
import { faceAt, setFaces, type FaceAt, type SetFaces } from '../../../card-dsl/service/faces';
import type { Position } from '../../../card-dsl/service/positions';
import type { SetManifest } from '../../../card-dsl/project';

export type FaceSet = { folder: string; manifest: SetManifest };
export type FaceFile = { path: string; text: string };

export interface FaceSource {
  /** Starts over with a workspace: its sets and the text of every card file. */
  load(sets: readonly FaceSet[], files: readonly FaceFile[]): Promise<void>;
  /** A card file's new text (typed, or changed on disk); null when it is gone. */
  update(path: string, text: string | null): Promise<void>;
  /** The card at a position of a file (0-based line and character). */
  faceAt(path: string, position: Position): Promise<FaceAt | null>;
  /** Every card of the set in `folder`; null when the set has no card file. */
  setFaces(folder: string): Promise<SetFaces | null>;
}

export function createFacesApi(): FaceSource {
  let service = new LanguageService();
  return {
    async load(sets, files) {
      service = new LanguageService();
      for (const set of sets) service.setManifest(set.folder, set.manifest);
      for (const file of files) service.openDocument(file.path, file.text);
    },
    async update(path, text) {
      if (text === null) service.closeDocument(path);
      else if (service.document(path)?.text !== text) service.openDocument(path, text);
    },
    async faceAt(path, position) {
      return faceAt(service, path, position);
    },
    async setFaces(folder) {
      const path = service.documents().find((p) => service.setFolderOf(p) === folder);
      return path === undefined ? null : setFaces(service, path);
    },
  };
}
