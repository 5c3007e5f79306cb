// The studio end to end: the built page (dist/renderer) served by the built web host
// (dist/web/serve.mjs), driven in Debian's Chromium through playwright-core. Covers opening a
// workspace by path, editing and saving a card file, the host keeping the workspace across a
// reload, outside edits reaching the open editor, and creating a workspace.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import chromiumSettings from '../chromium.json';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build under test; another folder can be named to try the harness on a stand-in page. */
const DIST = resolve(process.env.CARDWRIGHT_DIST ?? join(REPO, 'dist'));
const SERVE = join(DIST, 'web', 'serve.mjs');
const PAGE = join(DIST, 'renderer', 'index.html');
const RESULTS = join(REPO, 'test-results');
// Debian's Chromium in a sandboxed, offline container; the flags are shared with the benches.
const CHROMIUM = process.env.CARDWRIGHT_CHROMIUM ?? chromiumSettings.executablePath;
const CHROMIUM_ARGS = chromiumSettings.args;

const CARDS_PATH = 'sets/stak-bots/starter/bots.cards';
const CARDS_TEXT = ['game stak-bots', 'set "Starter"', '', 'card "Scrap Bot"', '  cost 1', ''].join('\n');
/** Upper bound for anything the page should do after a click; generous for a loaded CI machine. */
const UI_TIMEOUT_MS = 20_000;

type Server = { url: string; port: number; child: ChildProcess; log: () => string; stop: () => Promise<void> };

let temp: string;
let workspace: string;
let context: BrowserContext | null = null;
let page: Page;
const servers: Server[] = [];
const pageProblems: string[] = [];

/** Starts dist/web/serve.mjs in a child process and reads the address it prints. */
async function startServer(stateDir: string): Promise<Server> {
  const child = spawn(process.execPath, [SERVE, '--port', '0', '--print-json', '--state-dir', stateDir], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const log = (): string => `stdout: ${stdout.trim() || '(none)'}\nstderr: ${stderr.trim() || '(none)'}`;
  const address = await new Promise<{ url: string; port: number }>((resolveAddress, reject) => {
    const timer = setTimeout(() => reject(new Error(`The web host printed no address within 20 s.\n${log()}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line === undefined || !stdout.includes('\n')) return;
      clearTimeout(timer);
      try {
        resolveAddress(JSON.parse(line) as { url: string; port: number });
      } catch {
        reject(new Error(`The web host printed a line that is not JSON: ${line}`));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The web host exited (code ${code}) before printing its address.\n${log()}`));
    });
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const server = { ...address, child, log, stop };
  servers.push(server);
  return server;
}

function problems(): string {
  return pageProblems.length === 0 ? '' : `\nPage errors so far:\n  ${pageProblems.slice(-8).join('\n  ')}`;
}

/** Waits for a locator, failing with a sentence that names what was expected. */
async function waitFor(locator: Locator, what: string, timeout = UI_TIMEOUT_MS, state: 'visible' | 'attached' = 'visible'): Promise<Locator> {
  try {
    await locator.first().waitFor({ state, timeout });
  } catch {
    throw new Error(`${what} did not ${state === 'visible' ? 'appear' : 'exist'} within ${timeout / 1000} s (${locator.toString()}).${problems()}`);
  }
  return locator.first();
}

/** Polls `check` until it returns true; on timeout fails with `what` and the last detail. */
async function eventually(what: string, check: () => Promise<boolean | string>, timeout = UI_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: boolean | string = false;
  while (Date.now() < deadline) {
    last = await check().catch((error: unknown) => `(check threw: ${(error as Error).message})`);
    if (last === true) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} (waited ${timeout / 1000} s)${typeof last === 'string' ? `; last seen: ${JSON.stringify(last.slice(0, 400))}` : ''}.${problems()}`);
}

async function screenshot(target: Page, name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await target.screenshot({ path: join(RESULTS, `${name}.png`), fullPage: true }).catch(() => undefined);
}

/** Runs a test body; on failure keeps a screenshot of the page for whoever reads the log. */
async function withScreenshot(target: () => Page, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    await screenshot(target(), `${name}-failure`);
    throw error;
  }
}

const editorFor = (target: Page, path: string): Locator => target.locator(`[data-testid="editor"][data-path="${path}"][data-ready="true"]`);
const tabFor = (target: Page, path: string): Locator => target.locator(`[data-testid="tab"][data-path="${path}"]`);

/** The editor's visible text; Monaco renders spaces as no-break spaces. */
async function editorText(target: Page): Promise<string> {
  return (await target.locator('[data-testid="editor"] .view-lines').first().innerText()).replace(/\u00a0/g, ' ');
}

function watchPage(target: Page, label: string): void {
  target.on('pageerror', (error) => pageProblems.push(`[${label}] ${error.message}`));
  target.on('console', (message) => {
    if (message.type() === 'error') pageProblems.push(`[${label}] console: ${message.text()}`);
  });
  // A name prompt, if the page asks for one when creating a workspace.
  target.on('dialog', (dialog) => void dialog.accept(dialog.type() === 'prompt' ? 'Fresh Deck' : undefined));
}

async function writeWorkspace(folder: string): Promise<void> {
  const set = join(folder, 'sets', 'stak-bots', 'starter');
  await mkdir(set, { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), `${JSON.stringify({ version: 1, name: 'E2E', games: ['stak-bots'] })}\n`);
  await writeFile(join(set, 'set.json'), `${JSON.stringify({ version: 1, game: 'stak-bots', name: 'Starter' })}\n`);
  await writeFile(join(set, 'bots.cards'), CARDS_TEXT);
}

beforeAll(async () => {
  for (const [file, what] of [
    [SERVE, 'the web host bundle'],
    [PAGE, 'the studio page'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${what} (${file}) is missing: build first with \`node scripts/build.mjs\` (\`npm run test:e2e\` and \`npm test\` do).`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not at ${CHROMIUM}: install it (\`apt-get install chromium\`) or set CARDWRIGHT_CHROMIUM to a Chromium or Chrome binary.`);
  }
  temp = await mkdtemp(join(tmpdir(), 'cardwright-e2e-'));
  workspace = join(temp, 'workspace');
  await writeWorkspace(workspace);
  context = await chromium.launchPersistentContext(join(temp, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 900 },
    timeout: 60_000,
  });
  page = context.pages()[0] ?? (await context.newPage());
  watchPage(page, 'studio');
});

afterAll(async () => {
  // Each step is bounded and failures are ignored so one stuck part cannot keep the others alive.
  const bounded = (work: Promise<unknown>): Promise<unknown> => Promise.race([work.catch(() => undefined), new Promise((r) => setTimeout(r, 15_000))]);
  if (context) await bounded(context.close());
  await Promise.all(servers.map((server) => bounded(server.stop())));
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
      await waitFor(page.getByTestId('sidebar'), 'The sidebar after a reload (the host keeps the workspace open)');
      expect(await page.getByTestId('welcome').count(), 'no welcome screen while the host has a workspace').toBe(0);
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
    const fresh = await context!.newPage();
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

  it('kept the web host alive and quiet throughout', () => {
    expect(server, 'the first test should have started the web host').toBeDefined();
    expect(server.child.exitCode, `the web host exited early.\n${server.log()}`).toBeNull();
    const uncaught = pageProblems.filter((p) => !p.includes('console:'));
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
  });
});
