// What an end-to-end test needs around the built studio: the web host in a child process,
// Chromium through playwright-core, waits that fail with a sentence, and screenshots.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import chromiumSettings from '../chromium.json';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build under test; another folder can be named to try the harness on a stand-in page. */
export const DIST = resolve(process.env.CARDWRIGHT_DIST ?? join(REPO, 'dist'));
const SERVE = join(DIST, 'web', 'serve.mjs');
const PAGE = join(DIST, 'renderer', 'index.html');
export const RESULTS = join(REPO, 'test-results');
const CHROMIUM = process.env.CARDWRIGHT_CHROMIUM ?? chromiumSettings.executablePath;
/** Upper bound for anything the page should do after a click; generous for a loaded CI machine. */
export const UI_TIMEOUT_MS = 20_000;

export type Server = { url: string; child: ChildProcess; log: () => string; stop: () => Promise<void> };

export function requireBuildAndBrowser(): void {
  for (const [file, what] of [
    [SERVE, 'the web host bundle'],
    [PAGE, 'the studio page'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${what} (${file}) is missing: build first with \`node scripts/build.mjs\` (\`npm run test:e2e\` and \`npm test\` do).`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}: install it (\`apt-get install chromium\`) or set CARDWRIGHT_CHROMIUM.`);
}

/** Starts dist/web/serve.mjs with `args` and reads the address it prints. */
export async function startServer(args: string[]): Promise<Server> {
  const child = spawn(process.execPath, [SERVE, '--port', '0', '--print-json', ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const log = (): string => `stdout: ${stdout.trim() || '(none)'}\nstderr: ${stderr.trim() || '(none)'}`;
  const address = await new Promise<{ url: string }>((resolveAddress, reject) => {
    const timer = setTimeout(() => reject(new Error(`The web host printed no address within 20 s.\n${log()}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line === undefined || !stdout.includes('\n')) return;
      clearTimeout(timer);
      resolveAddress(JSON.parse(line) as { url: string });
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
  return { url: address.url, child, log, stop };
}

export function launchBrowser(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: chromiumSettings.args, viewport: { width: 1400, height: 900 }, timeout: 60_000 });
}

/** Errors the page reported, for failure messages. */
export class PageProblems {
  readonly list: string[] = [];

  watch(page: Page): void {
    page.on('pageerror', (error) => this.list.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') this.list.push(`console: ${message.text()}`);
    });
  }

  toString(): string {
    return this.list.length === 0 ? '' : `\nPage errors so far:\n  ${this.list.slice(-8).join('\n  ')}`;
  }
}

/** Waits for a locator, failing with a sentence that names what was expected. */
export async function waitFor(locator: Locator, what: string, problems: PageProblems, timeout = UI_TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`${what} did not appear within ${timeout / 1000} s (${locator.toString()}).${problems}`);
  }
  return locator.first();
}

/** Polls `check` until it returns true; on timeout fails with `what` and the last detail. */
export async function eventually(what: string, check: () => Promise<boolean | string>, problems: PageProblems, timeout = UI_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: boolean | string = false;
  while (Date.now() < deadline) {
    last = await check().catch((error: unknown) => `(check threw: ${(error as Error).message})`);
    if (last === true) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} (waited ${timeout / 1000} s)${typeof last === 'string' ? `; last seen: ${JSON.stringify(last.slice(0, 400))}` : ''}.${problems}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name}.png`) }).catch(() => undefined);
}

/**
 * The editor's visible lines in order. Monaco reuses line elements, so their order in the page
 * is not the text's: each is placed by its `top`. Spaces are drawn as no-break spaces.
 */
export async function editorText(page: Page): Promise<string> {
  const lines = await page.locator('[data-testid="editor"] .view-lines .view-line').evaluateAll((elements) =>
    elements.map((e) => ({ top: Number.parseFloat((e as HTMLElement).style.top) || 0, text: (e as HTMLElement).innerText })),
  );
  return lines
    .sort((a, b) => a.top - b.top)
    .map((l) => l.text.replace(/\u00a0/g, ' '))
    .join('\n');
}
