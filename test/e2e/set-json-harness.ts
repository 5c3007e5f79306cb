// What an end-to-end test of the studio needs: the built web host started in a child process,
// Chromium driven by playwright-core, bounded waits that say what they waited for, and
// screenshots in test-results/. (Needs a build: `npm run test:e2e` and `npm test` make one.)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import chromiumSettings from '../chromium.json';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = resolve(process.env.CARDWRIGHT_DIST ?? join(REPO, 'dist'));
const SERVE = join(DIST, 'web', 'serve.mjs');
const PAGE = join(DIST, 'renderer', 'index.html');
const RESULTS = join(REPO, 'test-results');
const CHROMIUM = process.env.CARDWRIGHT_CHROMIUM ?? chromiumSettings.executablePath;
/** Upper bound for anything the page should do after a click; generous for a loaded CI machine. */
export const UI_TIMEOUT_MS = 20_000;

export type Server = { url: string; child: ChildProcess; log: () => string; stop: () => Promise<void> };

/** Fails early, in words, when the build or the browser is missing. */
export function requireBuildAndBrowser(): void {
  for (const [file, what] of [
    [SERVE, 'the web host bundle'],
    [PAGE, 'the studio page'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${what} (${file}) is missing: build first with \`node scripts/build.mjs\` (\`npm run test:e2e\` and \`npm test\` do).`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}: install it (\`apt-get install chromium\`) or set CARDWRIGHT_CHROMIUM.`);
}

/** Starts dist/web/serve.mjs (with `args`, such as `--workspace <dir>`) and reads the address it prints. */
export async function startServer(stateDir: string, args: string[] = []): Promise<Server> {
  const child = spawn(process.execPath, [SERVE, '--port', '0', '--print-json', '--state-dir', stateDir, ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const log = (): string => `stdout: ${stdout.trim() || '(none)'}\nstderr: ${stderr.trim() || '(none)'}`;
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`The web host printed no address within 20 s.\n${log()}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line === undefined || !stdout.includes('\n')) return;
      clearTimeout(timer);
      try {
        resolveUrl((JSON.parse(line) as { url: string }).url);
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
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return { url, child, log, stop };
}

export async function launchBrowser(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: chromiumSettings.args, viewport: { width: 1400, height: 900 }, timeout: 60_000 });
}

/** The page's uncaught errors and console errors, for failure messages. */
export function watchPage(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
}

/** Waits for a locator, failing with a sentence that names what was expected. */
export async function waitFor(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`${what} did not appear within ${timeout / 1000} s (${locator.toString()}).`);
  }
  return locator.first();
}

/** Polls `check` until it returns true; on timeout fails with `what` and the last thing seen. */
export async function eventually(what: string, check: () => Promise<boolean | string>, timeout = UI_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: boolean | string = false;
  while (Date.now() < deadline) {
    last = await check().catch((error: unknown) => `(check threw: ${(error as Error).message})`);
    if (last === true) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} (waited ${timeout / 1000} s)${typeof last === 'string' ? `; last seen: ${JSON.stringify(last.slice(0, 400))}` : ''}.`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name}.png`), fullPage: true }).catch(() => undefined);
}

/** Runs a test body; on failure keeps a screenshot of the page for whoever reads the log. */
export async function withScreenshot(page: () => Page, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    await screenshot(page(), `${name}-failure`);
    throw error;
  }
}

/** The editor's visible text; Monaco renders spaces as no-break spaces. */
export async function editorText(page: Page): Promise<string> {
  return (await page.locator('[data-testid="editor"] .view-lines').first().innerText()).replace(/\u00a0/g, ' ');
}
