import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp, type Started } from './app';
import { PRINT_PARTITION } from './print';
import { FakeBrowserWindow, FakeWebContents, fakeElectron, resetFakeElectron } from './testing/fake-electron';

// Never the real package: requiring it from Node tries to download Electron's binary.
vi.mock('electron', async () => (await import('./testing/fake-electron')).fakeElectron);

let base: string;
let started: Started;
/** A request from the studio page in the app's first window. */
const appFrame = () => ({ senderFrame: { url: 'cardwright://app/index.html' }, sender: { id: FakeBrowserWindow.instances[0]?.webContents.id ?? 0 } });

/** The workspace session of the window's page, once it has opened one. */
let session: string | null = null;

function invoke(channel: string, request: unknown) {
  const handler = fakeElectron.ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(appFrame(), request, session) as Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }>;
}

const card = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 630 880"><title>Card ${n}</title><rect width="630" height="880" fill="#abc"/></svg>`;

beforeEach(async () => {
  resetFakeElectron();
  base = await mkdtemp(join(tmpdir(), 'cardwright-print-test-'));
  await mkdir(join(base, 'dist', 'renderer'), { recursive: true });
  await writeFile(join(base, 'dist', 'renderer', 'index.html'), '<!doctype html><title>Cardwright</title>');
  fakeElectron.app.userData = join(base, 'user-data');
  started = startApp({ mainDir: join(base, 'dist', 'electron'), version: '1.2.3' });
  fakeElectron.app.makeReady();
  await started.ready;
  session = null;
  // A typed folder is confirmed in a native dialog; the user says yes.
  fakeElectron.dialog.messageBoxAnswers.push(0);
  const created = await invoke('workspace:create', { path: join(base, 'ws'), name: 'Prints' });
  if (!created.ok) throw new Error(created.error?.message);
  session = (created.value as { session: string }).session;
});

afterEach(async () => {
  await started?.host?.dispose();
  await rm(base, { recursive: true, force: true });
});

describe('export:print-pdf in the desktop app', () => {
  it('prints the faces nine to a page in a hidden window without script, and writes the PDF into exports/', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 two pages');
    FakeWebContents.nextPdf = pdf;
    const answer = await invoke('export:print-pdf', { path: 'exports/stak-bots/starter/print-sheet-a4.pdf', paper: 'a4', styles: "@font-face{font-family:'X'}", cards: Array.from({ length: 10 }, (_, i) => card(i)) });
    expect(answer).toEqual({ ok: true, value: { path: 'exports/stak-bots/starter/print-sheet-a4.pdf', pages: 2, bytes: pdf.length } });
    expect(await readFile(join(base, 'ws', 'exports', 'stak-bots', 'starter', 'print-sheet-a4.pdf'))).toEqual(Buffer.from(pdf));

    const printer = FakeBrowserWindow.instances[1]!;
    expect(printer.options).toMatchObject({ show: false, webPreferences: { partition: PRINT_PARTITION, javascript: false, sandbox: true, contextIsolation: true, nodeIntegration: false } });
    expect(printer.destroyed).toBe(true);
    const html = printer.loadedText!;
    expect(html.match(/<section class="page">/g)).toHaveLength(2);
    expect(html.match(/<div class="card"/g)).toHaveLength(10);
    expect(html).toContain('Card 9');
    expect(html).toContain("@font-face{font-family:'X'}");
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('@page{size:210mm 297mm;margin:0}');
    expect(printer.webContents.printCalls).toEqual([{ pageSize: 'A4', printBackground: true, preferCSSPageSize: true, margins: { top: 0, bottom: 0, left: 0, right: 0 } }]);
    // The temporary page is gone; while it was there, its session let nothing else load.
    expect(existsSync(printer.loadedFile!)).toBe(false);
    const session = printer.webContents.session;
    expect(session.allows(`file://${printer.loadedFile!}`)).toBe(true);
    expect(session.allows('data:font/woff2;base64,AAAA')).toBe(true);
    expect(session.allows('https://example.com/tracker.png')).toBe(false);
    expect(session.allows('file:///etc/passwd')).toBe(false);
    const granted: boolean[] = [];
    session.permissionRequestHandler!({}, 'media', (g) => granted.push(g));
    expect(granted).toEqual([false]);
  });

  it('prints Letter pages when asked', async () => {
    const answer = await invoke('export:print-pdf', { path: 'exports/sheet.pdf', paper: 'letter', styles: '', cards: [card(1)] });
    expect(answer).toMatchObject({ ok: true, value: { pages: 1 } });
    const printer = FakeBrowserWindow.instances[1]!;
    expect(printer.webContents.printCalls[0]).toMatchObject({ pageSize: 'Letter' });
    expect(printer.loadedText).toContain('@page{size:215.9mm 279.4mm;margin:0}');
  });

  it('refuses requests the contract does not allow, before any window opens', async () => {
    for (const request of [
      { path: 'sets/stak-bots/sheet.pdf', paper: 'a4', styles: '', cards: [card(1)] },
      { path: 'exports/sheet.png', paper: 'a4', styles: '', cards: [card(1)] },
      { path: 'exports/../sheet.pdf', paper: 'a4', styles: '', cards: [card(1)] },
      { path: 'exports/sheet.pdf', paper: 'a3', styles: '', cards: [card(1)] },
      { path: 'exports/sheet.pdf', paper: 'a4', styles: '', cards: [] },
      { path: 'exports/sheet.pdf', paper: 'a4', styles: '', cards: [card(1)], script: 'alert(1)' },
    ]) {
      const answer = await invoke('export:print-pdf', request);
      expect(answer.ok, JSON.stringify(request)).toBe(false);
      expect(answer.error?.code).toBe('invalid-request');
    }
    expect(FakeBrowserWindow.instances).toHaveLength(1);
  });
});
