// The export commands of the preview and the gallery, run as the controller's tasks (with
// progress, a cancel, and a notice saying where the files went).
import type { CardFace } from '../../../card-dsl/service/faces';
import { PAPERS } from '../../../electron/shared/print-sheet';
import type { FacesController } from './controller';
import { exportCardPng, exportPngs, exportPrintSheet, type ExportDeps } from './export';
import { faceMeasure, facesOfCard } from './hooks';
import { loadFaceFonts } from './fonts';

function deps(controller: FacesController): ExportDeps {
  return {
    host: controller.host,
    measure: faceMeasure(),
    facesOf: facesOfCard,
    art: async (face) => {
      const path = controller.artPath(face);
      return path ? controller.loadArt(path) : null;
    },
  };
}

export function exportCard(controller: FacesController, face: CardFace): Promise<void> {
  return controller.runTask(`Export ${face.name} as PNG`, async () => {
    await loadFaceFonts();
    const path = await exportCardPng(face, deps(controller));
    return `Saved ${face.name} as ${controller.where(path)}`;
  });
}

export function exportGallery(controller: FacesController, faces: readonly CardFace[]): Promise<void> {
  if (faces.length === 0) return Promise.resolve();
  return controller.runTask(`Export ${faces.length} PNGs`, async (progress, signal) => {
    await loadFaceFonts();
    const folder = await exportPngs(faces, deps(controller), progress, signal);
    return `Saved ${faces.length} PNG${faces.length === 1 ? '' : 's'} (one per card) in ${controller.where(folder)}/`;
  });
}

export function printSheet(controller: FacesController, faces: readonly CardFace[]): Promise<void> {
  if (faces.length === 0) return Promise.resolve();
  const paper = controller.state.paper;
  const canPrint = controller.studio.store.get().info?.host === 'electron';
  return controller.runTask(`Print sheet (${PAPERS[paper].label})`, async (progress, signal) => {
    await loadFaceFonts();
    const { path, pages } = await exportPrintSheet(faces, paper, { ...deps(controller), canPrint }, progress, signal);
    return `Saved a ${pages}-page print sheet (${faces.length} cards, ${PAPERS[paper].label}) as ${controller.where(path)}`;
  });
}
