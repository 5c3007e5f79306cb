// Printing a sheet of card faces to PDF with Chromium's own printing (webContents.printToPDF):
// the page is written to a temporary file and shown in a hidden window that runs no script, in
// a session of its own that may load only that file and inline data. The window and the file
// are gone once the PDF is made.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { PAPERS, type Paper } from '../shared/print-sheet';

/** The session partition of print windows: in memory, apart from the studio's. */
export const PRINT_PARTITION = 'cardwright-print';

type WindowClass = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

export type PrinterDeps = {
  BrowserWindow: WindowClass;
  /** Where the temporary page goes (the system's temp folder by default). */
  tempDir?: string;
};

export function printWindowOptions(): BrowserWindowConstructorOptions {
  return {
    show: false,
    width: 800,
    height: 1100,
    webPreferences: {
      partition: PRINT_PARTITION,
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      devTools: false,
    },
  };
}

export function createPdfPrinter(deps: PrinterDeps): (html: string, paper: Paper) => Promise<Uint8Array> {
  return async (html, paper) => {
    const folder = await mkdtemp(join(deps.tempDir ?? tmpdir(), 'cardwright-print-'));
    const file = join(folder, 'sheet.html');
    let window: BrowserWindow | null = null;
    try {
      await writeFile(file, html, 'utf8');
      window = new deps.BrowserWindow(printWindowOptions());
      const page = pathToFileURL(file).href;
      const session = window.webContents.session;
      session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
      session.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !(details.url === page || details.url.startsWith('data:')) }));
      await window.loadFile(file);
      return await window.webContents.printToPDF({
        pageSize: PAPERS[paper].label,
        printBackground: true,
        preferCSSPageSize: true,
        margins: { top: 0, bottom: 0, left: 0, right: 0 },
      });
    } finally {
      if (window && !window.isDestroyed()) window.destroy();
      await rm(folder, { recursive: true, force: true });
    }
  };
}
