// The studio end to end: the built page (dist/renderer) served by the built web host
// (dist/web/serve.mjs), driven in Debian's Chromium through playwright-core. Covers opening a
// workspace by path, editing and saving a card file, the tab keeping its workspace across a
// reload, outside edits reaching the open editor, creating a workspace, and the note beside a
// set too large to list whole.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_PATH, CARDS_TEXT, Harness, type Server, UI_TIMEOUT_MS, checkPrerequisites, editorFor, editorText, screenshot, tabFor, writeWorkspace } from './harness';

const e2e = new Harness();
const waitFor = e2e.waitFor.bind(e2e);
const eventually = e2e.eventually.bind(e2e);
const withScreenshot = e2e.withScreenshot.bind(e2e);
const startServer = e2e.startServer.bind(e2e);
const watchPage = e2e.watchPage.bind(e2e);

let temp: string;
let workspace: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-e2e-'));
  workspace = join(temp, 'workspace');
  await writeWorkspace(workspace);
  context = await e2e.launchBrowser(join(temp, 'profile'));
  page = await e2e.firstPage(context, 'studio');
});

afterAll(async () => {
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe('studio in the browser', () => {
  let server: Server;
  const marker = `probe${Date.now().toString(36)}`;

  it('opens a workspace typed into the welcome screen', async () => {
    await withScreenshot(() => page, 'studio-open', async () => {
      server = await startServer(join(temp, 'state'));
      await page.goto(server.url, { waitUntil: 'domcontentloaded', timeout: UI_TIMEOUT_MS });
      await waitFor(page.getByTestId('welcome'), 'The welcome screen');
      await screenshot(page, 'studio-welcome');

      await (await waitFor(page.getByTestId('workspace-path'), 'The workspace path field')).fill(workspace);
      await page.getByTestId('open-workspace').first().click();
      await waitFor(page.getByTestId('sidebar'), 'The sidebar after opening the workspace');
      await eventually('The top bar should name the workspace "E2E"', async () => {
        const text = await page.getByTestId('workspace-name').first().innerText();
        return text.includes('E2E') || text;
      });
      await waitFor(page.locator(`[data-testid="file-item"][data-path="${CARDS_PATH}"]`), `The file ${CARDS_PATH} in the sidebar`);
    });
  });

  it('edits a card file, marks it dirty and saves it with Ctrl+S', async () => {
    await withScreenshot(() => page, 'studio-edit', async () => {
      await page.locator(`[data-testid="file-item"][data-path="${CARDS_PATH}"]`).first().click();
      await waitFor(editorFor(page, CARDS_PATH), `The editor with ${CARDS_PATH} ready`);
      await eventually('The editor should show the file', async () => (await editorText(page)).includes('Scrap Bot') || editorText(page));
      await eventually('The tab should start clean', async () => (await tabFor(page, CARDS_PATH).first().getAttribute('data-dirty')) === 'false');

      await page.locator('[data-testid="editor"] .view-lines').first().click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      // One plain word: no quotes or brackets to auto-close, nothing a suggestion could commit.
      await page.keyboard.type(marker);
      await page.keyboard.press('Escape');
      await eventually('The tab should be marked dirty after typing', async () => (await tabFor(page, CARDS_PATH).first().getAttribute('data-dirty')) === 'true');

      await page.keyboard.press('Control+s');
      await eventually('The save status should say "Saved"', async () => {
        const text = await page.getByTestId('save-status').first().innerText();
        return text.includes('Saved') || text;
      });
      await eventually('The tab should be clean after saving', async () => (await tabFor(page, CARDS_PATH).first().getAttribute('data-dirty')) === 'false');
      await eventually('The file on disk should contain the edit', async () => {
        const text = await readFile(join(workspace, CARDS_PATH), 'utf8');
        return text.includes(marker) || text;
      });
      const saved = await readFile(join(workspace, CARDS_PATH), 'utf8');
      expect(saved.startsWith('game stak-bots\nset "Starter"\n'), 'the start of the file is unchanged').toBe(true);
      await screenshot(page, 'studio-editor');
    });
  });

  it('re-opens the workspace and the saved edit after a reload', async () => {
    await withScreenshot(() => page, 'studio-reload', async () => {
      await page.reload({ waitUntil: 'domcontentloaded', timeout: UI_TIMEOUT_MS });
      await waitFor(page.getByTestId('sidebar'), 'The sidebar after a reload (the tab continues its session)');
      expect(await page.getByTestId('welcome').count(), 'no welcome screen while the tab has a workspace').toBe(0);
      await eventually('The top bar should still name "E2E"', async () => {
        const text = await page.getByTestId('workspace-name').first().innerText();
        return text.includes('E2E') || text;
      });
      await waitFor(editorFor(page, CARDS_PATH), `The first .cards file (${CARDS_PATH}) opened after the reload`);
      await eventually('The editor should show the saved edit after the reload', async () => (await editorText(page)).includes(marker) || editorText(page));
    });
  });

  it('shows an outside edit of the open, unmodified file', async () => {
    await withScreenshot(() => page, 'studio-outside-edit', async () => {
      await waitFor(editorFor(page, CARDS_PATH), 'The editor');
      const outside = `outside${Date.now().toString(36)}`;
      await writeFile(join(workspace, CARDS_PATH), `${CARDS_TEXT}${outside}\n`);
      await eventually('The editor should pick up the outside edit', async () => (await editorText(page)).includes(outside) || editorText(page));
      expect(await tabFor(page, CARDS_PATH).first().getAttribute('data-dirty'), 'reloading from disk leaves the tab clean').toBe('false');
    });
  });

  it('reopens the last workspace in a new host, and creates another from the welcome screen', async () => {
    // A second host started without --workspace shares the state folder, so it reopens the
    // workspace opened above; "Open…" then leads to the welcome screen, which lists it.
    const second = await startServer(join(temp, 'state'));
    const fresh = await context.newPage();
    watchPage(fresh, 'create');
    try {
      await withScreenshot(() => fresh, 'studio-create', async () => {
        await fresh.goto(second.url, { waitUntil: 'domcontentloaded', timeout: UI_TIMEOUT_MS });
        await waitFor(fresh.locator(`[data-testid="file-item"][data-path="${CARDS_PATH}"]`), 'The last workspace, reopened by a new host');
        await fresh.getByTestId('open-other-workspace').first().click();
        await waitFor(fresh.getByTestId('welcome'), 'The welcome screen after "Open…"');
        await waitFor(fresh.getByTestId('recent-workspace'), 'The recently opened workspace on the welcome screen');
        const folder = join(temp, 'created', 'fresh-deck');
        await fresh.getByTestId('workspace-path').first().fill(folder);
        await fresh.getByTestId('create-workspace').first().click();
        // A new workspace has no files yet, so the sidebar may have nothing to show.
        await waitFor(fresh.getByTestId('sidebar'), 'The sidebar after creating a workspace', UI_TIMEOUT_MS, 'attached');
        await eventually(`${folder}/cardwright.json should exist`, async () => existsSync(join(folder, 'cardwright.json')));
        const manifest = JSON.parse(await readFile(join(folder, 'cardwright.json'), 'utf8')) as { name: string };
        expect(manifest.name.length).toBeGreaterThan(0);
        await eventually(`The top bar should name the new workspace "${manifest.name}"`, async () => {
          const text = await fresh.getByTestId('workspace-name').first().innerText();
          return text.includes(manifest.name) || text;
        });
        await screenshot(fresh, 'studio-created');
      });
    } finally {
      await fresh.close().catch(() => undefined);
      await second.stop();
    }
  });

  it('says beside a set that holds more files than the explorer lists', async () => {
    await withScreenshot(() => page, 'studio-large-set', async () => {
      const large = join(temp, 'large');
      await writeWorkspace(large, 'Large');
      const set = join(large, 'sets', 'stak-bots', 'starter');
      await Promise.all(Array.from({ length: 2000 }, (_, i) => writeFile(join(set, `extra-${String(i).padStart(4, '0')}.cards`), '')));
      await page.getByRole('button', { name: 'Open…' }).click();
      await (await waitFor(page.getByTestId('workspace-path'), 'The welcome screen')).fill(large);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      const note = await waitFor(page.getByTestId('sidebar').getByRole('note'), 'The note beside the large set');
      expect(await note.innerText()).toMatch(/Only the first 2,000 files are listed/);
      await screenshot(page, 'studio-large-set');
    });
  });

  it('kept the web host alive and quiet throughout', () => {
    expect(server, 'the first test should have started the web host').toBeDefined();
    expect(server.child.exitCode, `the web host exited early.\n${server.log()}`).toBeNull();
    expect(e2e.uncaught(), 'uncaught errors in the page').toEqual([]);
  });
});
