// Card faces end to end: a workspace with the bundled Four Souls base set and Stak Bots
// starter set, opened in the built studio (web host, Chromium). The preview follows the cursor
// and the typing; the gallery filters; a PNG and a print sheet are exported and checked on
// disk (the PNG decodes, the PDF has a page per nine cards). Screenshots go to test-results/.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, RESULTS, checkPrerequisites, crc32, gradientPng, previewFace as previewFaceIn, previewPane, screenshot, selectInFile, writeBundledWorkspace } from './harness';

const e2e = new Harness();
const waitFor = e2e.waitFor.bind(e2e);
const eventually = e2e.eventually.bind(e2e);
let temp: string;
let workspace: string;
let page: Page;

async function step(name: string, body: () => Promise<void>): Promise<void> {
  await e2e.withScreenshot(() => page, `faces-${name}`, body);
}


/** Decodes a PNG's chunks far enough to know it is whole: its size, and pixel data of that size. */
function decodePng(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length), `${type} checksum`).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8], 'bit depth').toBe(8);
      channels = ({ 2: 3, 6: 4 } as Record<number, number>)[body[9]!] ?? 0;
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  expect(channels).toBeGreaterThan(0);
  expect(inflateSync(Buffer.concat(data)).length).toBe(height * (1 + width * channels));
  return { width, height };
}

const preview = () => previewPane(page);
const previewFace = (name: string) => previewFaceIn(page, name);
const statIn = (face: Locator, stat: string) => face.locator(`[data-stat="${stat}"] text`).first();

const cursorOn = (file: string, needle: string) => selectInFile(e2e, page, file, needle);

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-faces-e2e-'));
  workspace = join(temp, 'workspace');
  await writeBundledWorkspace(workspace, 'Faces', ['four-souls/base', 'stak-bots/starter']);
  await mkdir(join(workspace, 'sets', 'stak-bots', 'starter', 'art'), { recursive: true });
  await writeFile(join(workspace, 'sets', 'stak-bots', 'starter', 'art', 'bolt-pup.png'), gradientPng(96, 72));
  const server = await e2e.startServer(join(temp, 'state'), { args: ['--workspace', workspace] });
  page = await e2e.firstPage(await e2e.launchBrowser(join(temp, 'profile'), { width: 1500, height: 950 }), 'faces');
  await page.goto(server.url);
  await waitFor(page.locator('[data-testid="editor"][data-ready="true"]'), 'the editor with the first card file');
});

afterAll(async () => {
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe('card faces', () => {
  it('previews the Four Souls card under the cursor, its text fitted in its box with the real fonts', async () => {
    await step('preview-four-souls', async () => {
      await cursorOn('monsters.cards', '"Pooter"');
      const face = await waitFor(previewFace('Pooter'), 'the face of Pooter in the preview');
      expect(await statIn(face, 'hp').textContent()).toBe('2');
      expect(await statIn(face, 'evasion').textContent()).toBe('3');
      expect(await statIn(face, 'attack').textContent()).toBe('1');
      expect(await face.locator('[data-part="rules"]').textContent()).toContain('Reward: loot 1');
      await screenshot(preview(), 'faces-preview-four-souls');

      // The longest card of the set: every line inside the rules box, measured in the page.
      await cursorOn('treasures.cards', '"Crystal Ball"');
      const ball = await waitFor(previewFace('Crystal Ball'), 'the face of Crystal Ball');
      const fit = await ball.evaluate((element) => {
        const box = element.querySelector('[data-part="rules-box"]') as SVGRectElement;
        const text = element.querySelector('[data-part="rules"]') as SVGGElement;
        const b = box.getBBox();
        const t = text.getBBox();
        return { inside: t.x >= b.x && t.y >= b.y && t.x + t.width <= b.x + b.width && t.y + t.height <= b.y + b.height, lines: text.querySelectorAll('text').length, box: [b.x, b.y, b.width, b.height], text: [t.x, t.y, t.width, t.height] };
      });
      expect(fit.inside, JSON.stringify(fit)).toBe(true);
      expect(fit.lines).toBeGreaterThan(8);
      expect(await ball.getAttribute('data-overflow')).toBe('false');
    });
  });

  it('previews a Stak Bots card with its art, and follows the typing', async () => {
    await step('preview-stak-bots', async () => {
      await cursorOn('starter.cards', 'Bolt Pup" rank 1 power 2');
      const face = await waitFor(previewFace('Bolt Pup'), 'the face of Bolt Pup');
      await eventually('the art of Bolt Pup shows on its face', async () => (await face.locator('image').count()) === 1);
      expect(await statIn(face, 'power').textContent()).toBe('2');
      // The match is still selected: typing replaces it.
      await page.keyboard.type('Bolt Pup" rank 1 power 7');
      await eventually('the face shows the power typed', async () => ((await statIn(previewFace('Bolt Pup'), 'power').textContent()) === '7' ? true : String(await statIn(previewFace('Bolt Pup'), 'power').textContent())));

      // The written text says one card, the rules now draw two: the face says so.
      await cursorOn('starter.cards', 'entry: draw a card');
      await page.keyboard.type('entry: draw 2 cards');
      const crawler = await waitFor(previewFace('Cog Crawler'), 'the face of Cog Crawler');
      await waitFor(preview().getByRole('note'), 'the note on the numbers the written text leaves out');
      expect(await preview().getByRole('note').textContent()).toContain('leaves out 2');
      expect(await crawler.locator('[data-problem="true"]').count()).toBe(1);
      expect(await crawler.locator('tspan[fill="#c01818"]').first().textContent()).toBe('2');
      await screenshot(preview(), 'faces-preview-stak-bots');
    });
  });

  it('shows every card of a set in the gallery, filtered, with a detail view', async () => {
    await step('gallery', async () => {
      await page.getByRole('tab', { name: 'Gallery' }).click();
      const gallery = await waitFor(page.getByRole('region', { name: 'Gallery' }), 'the gallery');
      await gallery.getByLabel('Set').selectOption({ label: 'Base (four-souls)' });
      const count = gallery.getByTestId('gallery-count');
      await eventually('the gallery counts the Four Souls cards', async () => /^(\d+) of \1 cards$/.test((await count.textContent()) ?? '') || String(await count.textContent()));
      const total = Number(/of (\d+)/.exec((await count.textContent())!)![1]);
      expect(total).toBeGreaterThan(150);
      await waitFor(gallery.getByTestId('gallery-card').first(), 'the first face of the gallery');
      // Virtualised: far fewer faces drawn than the set has.
      expect(await gallery.getByTestId('card-face').count()).toBeLessThan(60);
      await page.waitForTimeout(300);
      await screenshot(page, 'faces-gallery');

      await gallery.getByLabel('Kind').selectOption('monster');
      await eventually('only monsters are left', async () => (await count.textContent())?.startsWith('40 of') || String(await count.textContent()));
      await gallery.getByRole('searchbox', { name: 'Search cards' }).fill('pooter');
      await eventually('one monster matches "pooter"', async () => (await count.textContent()) === `1 of ${total} cards` || String(await count.textContent()));
      await gallery.getByRole('button', { name: 'Pooter' }).click();
      const detail = await waitFor(gallery.getByRole('complementary', { name: 'Pooter: details' }), 'the detail view of Pooter');
      expect(await detail.textContent()).toContain('Reward: loot 1');
      await screenshot(page, 'faces-gallery-detail');
    });
  });

  it('exports a PNG that decodes, and a print sheet with a page per nine cards', async () => {
    await step('export', async () => {
      const gallery = page.getByRole('region', { name: 'Gallery' });
      const detail = gallery.getByRole('complementary', { name: 'Pooter: details' });
      await detail.getByRole('button', { name: 'Export PNG' }).click();
      const notice = gallery.getByTestId('face-notice');
      await waitFor(notice, 'the notice of the export');
      expect(await notice.textContent()).toContain('exports/four-souls/base/pooter.png');
      const png = await readFile(join(workspace, 'exports', 'four-souls', 'base', 'pooter.png'));
      expect(decodePng(png)).toEqual({ width: 744, height: 1039 });
      await mkdir(RESULTS, { recursive: true });
      await writeFile(join(RESULTS, 'faces-export-pooter.png'), png);

      await detail.getByRole('button', { name: 'Close' }).click();
      await gallery.getByRole('searchbox', { name: 'Search cards' }).fill('');
      await gallery.getByLabel('Kind').selectOption('bonus');
      const count = gallery.getByTestId('gallery-count');
      await eventually('the ten bonus cards are shown', async () => (await count.textContent())?.startsWith('10 of') || String(await count.textContent()));
      await gallery.getByRole('button', { name: 'Print sheet (PDF)' }).click();
      await eventually('the print sheet is written', async () => ((await notice.textContent()) ?? '').includes('print-sheet-a4.pdf') || String(await notice.textContent()), 90_000);
      expect(await notice.textContent()).toContain('2-page print sheet (10 cards, A4)');
      const pdf = await PDFDocument.load(await readFile(join(workspace, 'exports', 'four-souls', 'base', 'print-sheet-a4.pdf')));
      expect(pdf.getPageCount()).toBe(2);
      const { width, height } = pdf.getPage(0).getSize();
      expect(Math.round((width / 72) * 25.4)).toBe(210);
      expect(Math.round((height / 72) * 25.4)).toBe(297);
      expect(e2e.problems).toEqual([]);
    });
  });
});
