// Exports of card faces, made in the page: a face is rasterised through a canvas (with its
// fonts embedded, since an SVG drawn as an image sees none of the page's) and the host writes
// the file into the workspace's exports/ folder with its atomic writer. PNGs go one file per
// card; a print sheet is printed by the desktop app, or written here with pdf-lib on the web.
import type { HostApi } from '../../../electron/shared/contract';
import { CARD_MM, pageCount, type Paper } from '../../../electron/shared/print-sheet';
import type { CardFace } from '../../../card-dsl/service/faces';
import { describeHostError } from '../host/errors';
import { embeddedFontCss, toBase64 } from './fonts';
import { renderFace, type RenderOptions } from './svg';
import type { GameFaces } from '../../../engine/defs/faces';
import type { Measure } from './fit';

/** Print resolution: 300 dots per inch. */
export const DPI = 300;
export const CARD_PIXELS = { width: Math.round((CARD_MM.width / 25.4) * DPI), height: Math.round((CARD_MM.height / 25.4) * DPI) };
/** Raw bytes per export:write request (base64 makes them a third larger). */
const PART_BYTES = 8 * 1024 * 1024;

export type ExportDeps = {
  host: HostApi;
  measure: Measure;
  facesOf: (face: CardFace) => GameFaces;
  /** The card's art as a data URL, loaded if need be; null when it has none. */
  art: (face: CardFace) => Promise<string | null>;
};

export type Progress = (done: number, total: number, label?: string) => void;

/** The folder of a set's exports: exports/<game>/<set>. */
export function exportFolder(face: Pick<CardFace, 'game' | 'set'>): string {
  return `exports/${face.game || 'cards'}/${face.set || 'set'}`;
}

/** A face ready to leave the page: fonts and art inside it, no marks for the designer. */
async function standalone(face: CardFace, deps: ExportDeps, options: RenderOptions = {}): Promise<string> {
  return renderFace(face, deps.facesOf(face), deps.measure, { art: await deps.art(face), fontCss: await embeddedFontCss(), ...options }).svg;
}

/** Draws SVG markup on a canvas of the given size. */
export async function rasterise(svg: string, width: number, height: number): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw on a canvas');
    context.drawImage(image, 0, 0, width, height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function canvasBytes(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg', quality?: number): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('the face could not be encoded');
  return new Uint8Array(await blob.arrayBuffer());
}

/** A face as PNG bytes at print resolution. */
export async function facePng(face: CardFace, deps: ExportDeps): Promise<Uint8Array> {
  return canvasBytes(await rasterise(await standalone(face, deps), CARD_PIXELS.width, CARD_PIXELS.height), 'image/png');
}

/** Writes bytes through the host, in parts, atomically at the last one. */
export async function writeExport(host: HostApi, path: string, bytes: Uint8Array, signal?: AbortSignal, progress?: (written: number) => void): Promise<void> {
  const parts = Math.max(1, Math.ceil(bytes.length / PART_BYTES));
  for (let part = 0; part < parts; part += 1) {
    signal?.throwIfAborted();
    const chunk = bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
    const result = await host.writeExport({ path, data: toBase64(chunk), part, last: part === parts - 1 });
    if (!result.ok) throw new Error(describeHostError(result.error));
    progress?.(Math.min(bytes.length, (part + 1) * PART_BYTES));
  }
}

export async function exportCardPng(face: CardFace, deps: ExportDeps): Promise<string> {
  const path = `${exportFolder(face)}/${face.slug || 'card'}.png`;
  await writeExport(deps.host, path, await facePng(face, deps));
  return path;
}

/** One PNG per card, into the set's export folder; returns the folder. */
export async function exportPngs(faces: readonly CardFace[], deps: ExportDeps, progress: Progress, signal: AbortSignal): Promise<string> {
  const folder = exportFolder(faces[0]!);
  for (let i = 0; i < faces.length; i += 1) {
    signal.throwIfAborted();
    progress(i, faces.length, `Exporting ${faces[i]!.name} (${i + 1} of ${faces.length})`);
    await exportCardPng(faces[i]!, deps);
  }
  progress(faces.length, faces.length);
  return folder;
}

/** The print sheet's path for a set and paper. */
export function sheetPath(face: Pick<CardFace, 'game' | 'set'>, paper: Paper): string {
  return `${exportFolder(face)}/print-sheet-${paper}.pdf`;
}

/** A print sheet: printed by the desktop app when it can, else made here with pdf-lib. */
export async function exportPrintSheet(faces: readonly CardFace[], paper: Paper, deps: ExportDeps & { canPrint: boolean }, progress: Progress, signal: AbortSignal): Promise<{ path: string; pages: number }> {
  const path = sheetPath(faces[0]!, paper);
  if (deps.canPrint) {
    const cards: string[] = [];
    for (let i = 0; i < faces.length; i += 1) {
      signal.throwIfAborted();
      progress(i, faces.length, `Preparing ${faces[i]!.name} (${i + 1} of ${faces.length})`);
      cards.push(renderFace(faces[i]!, deps.facesOf(faces[i]!), deps.measure, { art: await deps.art(faces[i]!), idPrefix: `p${i}` }).svg);
    }
    progress(faces.length, faces.length, `Printing ${pageCount(faces.length)} pages…`);
    const result = await deps.host.printSheet({ path, paper, styles: await embeddedFontCss(), cards });
    if (result.ok) return { path: result.value.path, pages: result.value.pages };
    if (result.error.code !== 'unsupported') throw new Error(describeHostError(result.error));
  }
  const { sheetPdf } = await import('./pdf');
  const bytes = await sheetPdf(faces, paper, async (face) => canvasBytes(await rasterise(await standalone(face, deps), CARD_PIXELS.width, CARD_PIXELS.height), 'image/jpeg', 0.92), progress, signal);
  progress(faces.length, faces.length, 'Writing the PDF…');
  await writeExport(deps.host, path, bytes, signal);
  return { path, pages: pageCount(faces.length) };
}
