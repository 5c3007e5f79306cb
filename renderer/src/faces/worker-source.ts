// FaceSource through the faces worker (Comlink does the messaging).
import { wrap, type Remote } from 'comlink';
import type { FaceSource } from './api';
import FacesWorker from './faces.worker?worker';

export function createWorkerFaceSource(): FaceSource & { dispose(): void } {
  const worker = new FacesWorker({ name: 'card-faces' });
  const remote: Remote<FaceSource> = wrap<FaceSource>(worker);
  return {
    load: (sets, files) => remote.load(sets, files),
    update: (path, text) => remote.update(path, text),
    faceAt: (path, position) => remote.faceAt(path, position),
    setFaces: (folder) => remote.setFaces(folder),
    dispose: () => worker.terminate(),
  };
}
