// The print sheet as a PDF made in the page (the web studio has no printer to ask): each face
// drawn at 300 dpi, nine to a page as electron/shared/print-sheet.ts lays them out, with crop
// marks. pdf-lib writes the file; it is loaded only when a sheet is made.
import { PDFDocument, rgb } from 'pdf-lib';
import { CARD_MM, CARDS_PER_PAGE, PAPERS, sheetLayout, type Paper } from '../../../electron/shared/print-sheet';
import type { CardFace } from '../../../card-dsl/service/faces';
import type { Progress } from './export';

const POINTS_PER_MM = 72 / 25.4;

export async function sheetPdf(faces: readonly CardFace[], paper: Paper, picture: (face: CardFace) => Promise<Uint8Array>, progress: Progress, signal: AbortSignal): Promise<Uint8Array> {
  const layout = sheetLayout(paper);
  const doc = await PDFDocument.create();
  doc.setTitle(`Print sheet: ${faces[0]?.setName ?? 'cards'} (${PAPERS[paper].label})`);
  doc.setCreator('Cardwright');
  doc.setProducer('Cardwright');
  const pt = (mm: number) => mm * POINTS_PER_MM;
  const pageHeight = pt(layout.page.height);
  let page = null;
  for (let i = 0; i < faces.length; i += 1) {
    signal.throwIfAborted();
    progress(i, faces.length, `Drawing ${faces[i]!.name} (${i + 1} of ${faces.length})`);
    const slot = layout.slots[i % CARDS_PER_PAGE]!;
    if (i % CARDS_PER_PAGE === 0) {
      page = doc.addPage([pt(layout.page.width), pageHeight]);
      for (const mark of layout.marks) {
        page.drawLine({ start: { x: pt(mark.x1), y: pageHeight - pt(mark.y1) }, end: { x: pt(mark.x2), y: pageHeight - pt(mark.y2) }, thickness: 0.5, color: rgb(0, 0, 0) });
      }
    }
    const image = await doc.embedJpg(await picture(faces[i]!));
    page!.drawImage(image, { x: pt(slot.x), y: pageHeight - pt(slot.y + CARD_MM.height), width: pt(CARD_MM.width), height: pt(CARD_MM.height) });
  }
  return doc.save();
}
