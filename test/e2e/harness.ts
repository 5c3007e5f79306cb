// What every end-to-end test shares: the built web host in a child process, Chromium through
// playwright-core, waits that fail with a sentence naming what was awaited (and the page's
// errors so far), screenshots in test-results/, and the workspaces and editor moves the tests
// make. Needs a build first: `npm run test:e2e` and `npm test` build before running the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import chromiumSettings from '../chromium.json';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Makes `folder` a workspace called `name` holding copies of bundled sets (`<game>/<set>`), for a test to open. */
export async function workspaceOfSets(folder: string, name: string, sets: readonly string[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), JSON.stringify({ version: 1, name, games: [] }));
  for (const set of sets) await cp(join(REPO, 'sets', set), join(folder, 'sets', set), { recursive: true });
}
/** The build under test; another folder can be named to try the harness on a stand-in page. */
export const DIST = resolve(process.env.CARDWRIGHT_DIST ?? join(REPO, 'dist'));
export const SERVE = join(DIST, 'web', 'serve.mjs');
export const PAGE = join(DIST, 'renderer', 'index.html');
export const RESULTS = join(REPO, 'test-results');
// Debian's Chromium in a sandboxed, offline container; the flags are shared with the benches.
export const CHROMIUM = process.env.CARDWRIGHT_CHROMIUM ?? chromiumSettings.executablePath;
export const CHROMIUM_ARGS = chromiumSettings.args;
export const VIEWPORT = { width: 1400, height: 900 };

export const CARDS_PATH = 'sets/stak-bots/starter/bots.cards';
export const CARDS_TEXT = ['game stak-bots', 'set "Starter"', '', 'card "Scrap Bot"', '  cost 1', ''].join('\n');
/** Upper bound for anything the page should do after a click; generous for a loaded CI machine. */
export const UI_TIMEOUT_MS = 20_000;

export type Server = { url: string; port: number; child: ChildProcess; log: () => string; stop: () => Promise<void> };
/** `port`: the port to listen on (default 0, a free one); `args`: more options, such as `--workspace <dir>`. */
export type ServerOptions = { args?: string[]; env?: NodeJS.ProcessEnv; port?: number };

/** Fails early, with what to do, when the build or the browser is missing. */
export function checkPrerequisites(): void {
  for (const [file, what] of [
    [SERVE, 'the web host bundle'],
    [PAGE, 'the studio page'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${what} (${file}) is missing: build first with \`node scripts/build.mjs\` (\`npm run test:e2e\` and \`npm test\` do).`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not at ${CHROMIUM}: install it (\`apt-get install chromium\`) or set CARDWRIGHT_CHROMIUM to a Chromium or Chrome binary.`);
  }
}

/** One test file's hosts, browsers and the errors its pages reported; `close` ends them all. */
export class Harness {
  readonly problems: string[] = [];
  readonly servers: Server[] = [];
  private readonly browsers: (Browser | BrowserContext)[] = [];

  /** Starts dist/web/serve.mjs with its own state folder (and `args`, such as `--workspace <dir>`), and reads the address it prints. */
  async startServer(stateDir: string, options: ServerOptions = {}): Promise<Server> {
    const child = spawn(process.execPath, [SERVE, '--port', String(options.port ?? 0), '--print-json', '--state-dir', stateDir, ...(options.args ?? [])], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...options.env },
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
    this.servers.push(server);
    return server;
  }

  /** Chromium with its own profile folder (kept between launches on the same folder). */
  async launchBrowser(profile: string, viewport = VIEWPORT): Promise<BrowserContext> {
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport, timeout: 60_000 });
    this.browsers.push(context);
    return context;
  }

  /** Chromium without a profile, for several contexts (tabs) of one browser. */
  async launchShared(): Promise<Browser> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
    this.browsers.push(browser);
    return browser;
  }

  /** The first page of a browser context, watched for errors. */
  async firstPage(context: BrowserContext, label: string): Promise<Page> {
    const page = context.pages()[0] ?? (await context.newPage());
    this.watchPage(page, label);
    return page;
  }

  /**
   * The studio in a browser of its own (profile under `temp`) on a new host, with `workspace`
   * opened from the welcome screen and its editor ready.
   */
  async openStudio(temp: string, workspace: string, label: string, viewport = VIEWPORT): Promise<Page> {
    const server = await this.startServer(join(temp, 'state'));
    const page = await this.firstPage(await this.launchBrowser(join(temp, 'profile'), viewport), label);
    await page.goto(server.url);
    await this.waitFor(page.getByTestId('workspace-path'), 'the welcome screen');
    await page.getByTestId('workspace-path').fill(workspace);
    await page.getByTestId('workspace-path').press('Enter');
    await this.waitFor(page.locator('[data-testid="editor"][data-ready="true"]'), 'the editor', UI_TIMEOUT_MS * 2);
    return page;
  }

  private describeProblems(): string {
    return this.problems.length === 0 ? '' : `\nPage errors so far:\n  ${this.problems.slice(-8).join('\n  ')}`;
  }

  /**
   * Opens the editor's rename box on the word under the cursor: F2, pressed again while the box
   * has not shown (a busy language worker can let the first one pass with no answer).
   */
  async openRenameBox(page: Page): Promise<Locator> {
    const input = page.locator('.rename-box input');
    let pressedAt = 0;
    await this.eventually('the rename box to open after F2', async () => {
      if (await input.first().isVisible()) return true;
      if (Date.now() - pressedAt > 3000) {
        await page.keyboard.press('F2');
        pressedAt = Date.now();
      }
      return false;
    });
    return input.first();
  }

  /** Waits for a locator, failing with a sentence that names what was expected. */
  async waitFor(locator: Locator, what: string, timeout = UI_TIMEOUT_MS, state: 'visible' | 'attached' = 'visible'): Promise<Locator> {
    try {
      await locator.first().waitFor({ state, timeout });
    } catch {
      throw new Error(`${what} did not ${state === 'visible' ? 'appear' : 'exist'} within ${timeout / 1000} s (${locator.toString()}).${this.describeProblems()}`);
    }
    return locator.first();
  }

  /** Polls `check` until it returns true; on timeout fails with `what` and the last detail. */
  async eventually(what: string, check: () => Promise<boolean | string>, timeout = UI_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeout;
    let last: boolean | string = false;
    while (Date.now() < deadline) {
      last = await check().catch((error: unknown) => `(check threw: ${(error as Error).message})`);
      if (last === true) return;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`${what} (waited ${timeout / 1000} s)${typeof last === 'string' ? `; last seen: ${JSON.stringify(last.slice(0, 400))}` : ''}.${this.describeProblems()}`);
  }

  /** Runs a test body; on failure keeps a screenshot of the page for whoever reads the log. */
  async withScreenshot(target: () => Page, name: string, body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      await screenshot(target(), `${name}-failure`);
      throw error;
    }
  }

  watchPage(target: Page, label: string): void {
    // The message, and where it was thrown (the first frames of the bundle's stack).
    target.on('pageerror', (error) => this.problems.push(`[${label}] ${error.message}${stackHead(error)}`));
    target.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`[${label}] console: ${message.text()}`);
    });
    // A name prompt, if the page asks for one when creating a workspace.
    target.on('dialog', (dialog) => void dialog.accept(dialog.type() === 'prompt' ? 'Fresh Deck' : undefined));
  }

  /** Uncaught page errors (console errors are kept for messages but not counted). */
  uncaught(): string[] {
    return this.problems.filter((p) => !p.includes('console:'));
  }

  /** Forgets a browser closed (or killed) by the test itself. */
  forget(browser: Browser | BrowserContext): void {
    const at = this.browsers.indexOf(browser);
    if (at >= 0) this.browsers.splice(at, 1);
  }

  async stopServers(): Promise<void> {
    await Promise.all(this.servers.map((server) => bounded(server.stop())));
  }

  /** Closes every browser and host, each within a bounded wait, so one stuck part cannot keep the others alive. */
  async close(): Promise<void> {
    await Promise.all(this.browsers.splice(0).map((browser) => bounded(browser.close())));
    await this.stopServers();
  }
}

function stackHead(error: Error): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at ')).slice(0, 3);
  return frames.length === 0 ? '' : ` (${frames.map((line) => line.trim()).join(' ')})`;
}

/** Bounded and quiet, so one stuck part cannot keep the others alive in afterAll. */
export function bounded(work: Promise<unknown>, ms = 15_000): Promise<unknown> {
  return Promise.race([work.catch(() => undefined), new Promise((r) => setTimeout(r, ms))]);
}

/** A screenshot of the page (or of one part of it) in test-results/. */
export async function screenshot(target: Page | Locator, name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  const path = join(RESULTS, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path })).catch(() => undefined);
}

export const editorFor = (target: Page, path: string): Locator => target.locator(`[data-testid="editor"][data-path="${path}"][data-ready="true"]`);
export const tabFor = (target: Page, path: string): Locator => target.locator(`[data-testid="tab"][data-path="${path}"]`);
export const fileItem = (target: Page, path: string): Locator => target.locator(`[data-testid="file-item"][data-path="${path}"]`);
export const cursorPosition = (target: Page): Promise<string> => target.getByTestId('cursor-position').innerText();
/** The Preview pane, and the face of a card drawn in it. */
export const previewPane = (target: Page): Locator => target.getByRole('region', { name: 'Preview' });
export const previewFace = (target: Page, card: string): Locator => previewPane(target).locator(`[data-testid="card-face"][data-card="${card}"]`);
/** The status bar's message. */
export const statusMessage = (target: Page): Promise<string> => target.getByTestId('status-message').first().innerText().catch(() => '');

/** Controls a screen reader would announce without a name: the lines of the page's ARIA snapshot naming a control's role and nothing else. */
export async function unnamedControls(target: Page): Promise<string[]> {
  const snapshot = await target.locator('body').ariaSnapshot();
  const control = /^\s*- (button|link|textbox|searchbox|combobox|checkbox|radio|switch|slider|spinbutton|tab|treeitem|option|menuitem)(?=$|:| \[)/;
  return snapshot.split('\n').filter((line) => control.test(line));
}

/** Runs a command from the palette, as a keyboard user would: Ctrl+Shift+P, its title, Enter. */
export async function runCommand(harness: Harness, target: Page, title: string, shot?: string): Promise<void> {
  await target.keyboard.press('Control+Shift+KeyP');
  const palette = target.getByRole('dialog', { name: 'Command palette' });
  await harness.waitFor(palette, 'The command palette (Ctrl+Shift+P)');
  await palette.getByRole('combobox', { name: 'Type a command' }).fill(title);
  await harness.waitFor(palette.getByRole('option', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), selected: true }), `The command "${title}" picked in the palette`);
  if (shot) await screenshot(target, shot);
  await target.keyboard.press('Enter');
  await harness.eventually('The palette should close once the command runs', async () => (await palette.count()) === 0);
}

/**
 * The editor's visible lines in order. Monaco reuses line elements, so their order in the page
 * is not always the text's: each is placed by its `top`. Spaces are drawn as no-break spaces.
 */
export async function editorText(target: Page): Promise<string> {
  const lines = await target.locator('[data-testid="editor"] .view-lines .view-line').evaluateAll((elements) =>
    elements.map((e) => ({ top: Number.parseFloat((e as HTMLElement).style.top) || 0, text: (e as HTMLElement).innerText })),
  );
  return lines
    .sort((a, b) => a.top - b.top)
    .map((l) => l.text.replace(/\u00a0/g, ' '))
    .join('\n');
}

/** Types a plain word on a new last line of the open editor (no quotes or brackets to auto-close). */
export async function typeAtEnd(target: Page, word: string): Promise<void> {
  await target.locator('[data-testid="editor"] .view-lines').first().click();
  await target.keyboard.press('Control+End');
  await target.keyboard.press('Enter');
  await target.keyboard.type(word);
  await target.keyboard.press('Escape');
}

/**
 * Opens `file` (a path ending) from the explorer and selects the first match of `needle` through
 * the find box (the cursor is on it). Each key waits for what the one before it opened: on a
 * slow machine the search would otherwise be typed into nowhere.
 */
export async function selectInFile(harness: Harness, target: Page, file: string, needle: string): Promise<void> {
  const cursor = () => target.getByTestId('cursor-position').textContent();
  await target.locator(`[data-testid="file-item"][data-path$="/${file}"]`).first().click();
  await harness.waitFor(target.locator(`[data-testid="editor"][data-path$="/${file}"][data-ready="true"]`), `the editor showing ${file}`);
  await target.locator('[data-testid="editor"] .view-lines').click();
  // From the top, so the first match in the file is found.
  await target.keyboard.press('Control+Home');
  await harness.eventually('the cursor at the top of the file', async () => (await cursor()) === 'Ln 1, Col 1' || String(await cursor()));
  // On a loaded machine a first Ctrl+F can arrive before the editor takes keys, or after a
  // redraw took the focus away from it: give the editor the focus back (and the cursor its place
  // at the top) when it lost it, and press again every few seconds until the find box shows.
  const findBox = target.locator('[data-testid="editor"] .find-widget.visible').first();
  const editorFocused = target.locator('[data-testid="editor"] .monaco-editor.focused');
  let pressedAt = 0;
  await harness.eventually('the editor’s find box after Ctrl+F', async () => {
    if (await findBox.isVisible()) return true;
    if (Date.now() - pressedAt > 3000) {
      if ((await editorFocused.count()) === 0) {
        await target.locator('[data-testid="editor"] .view-lines').click();
        await target.keyboard.press('Control+Home');
      }
      await target.keyboard.press('Control+f');
      pressedAt = Date.now();
    }
    return false;
  });
  const find = findBox;
  await target.keyboard.insertText(needle);
  await harness.eventually('the find box matching the text', async () => !((await find.locator('.matchesCount').textContent()) ?? '').startsWith('No results') || 'no results');
  await target.keyboard.press('Enter');
  await harness.eventually(`the cursor moved onto ${needle}`, async () => (await cursor()) !== 'Ln 1, Col 1' || 'still at Ln 1, Col 1');
  await target.keyboard.press('Escape');
  await target.locator('[data-testid="editor"] .find-widget.visible').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

/** Puts the cursor in the first `word` the editor shows, at `offset` of its width (clicking there). */
export async function clickWord(harness: Harness, target: Page, word: string, offset = 0.95): Promise<void> {
  const span = target.locator('[data-testid="editor"] .view-line span span', { hasText: word }).first();
  await harness.waitFor(span, `The word "${word}" in the editor`);
  // The editor redraws a line when its colours or squiggles arrive, which can replace the span
  // between finding it and measuring it: measure again until one reading holds both.
  let place: { box: { x: number; y: number; width: number; height: number }; chars: string } | null = null;
  await harness.eventually(`The word "${word}" measured on screen`, async () => {
    const box = await span.boundingBox().catch(() => null);
    const chars = box ? await span.innerText({ timeout: 1000 }).catch(() => null) : null;
    place = box && chars !== null && chars.replace(/\u00a0/g, ' ').includes(word) ? { box, chars: chars.replace(/\u00a0/g, ' ') } : null;
    return place !== null || 'the span was redrawn while measured';
  });
  const { box, chars } = place!;
  const at = chars.indexOf(word);
  const x = box.x + (box.width * (at + word.length * offset)) / Math.max(1, chars.length);
  await target.mouse.click(x, box.y + box.height / 2);
}

/** Pastes text at the cursor, as Ctrl+V would (typed text would be auto-indented and auto-closed). */
export async function paste(target: Page, text: string): Promise<void> {
  await target.evaluate((content) => {
    const data = new DataTransfer();
    data.setData('text/plain', content);
    const focused = document.activeElement ?? document.body;
    focused.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** A small workspace: one Stak Bots set with one card file (CARDS_PATH). */
export async function writeWorkspace(folder: string, name = 'E2E'): Promise<void> {
  const set = join(folder, 'sets', 'stak-bots', 'starter');
  await mkdir(set, { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), `${JSON.stringify({ version: 1, name, games: ['stak-bots'] })}\n`);
  await writeFile(join(set, 'set.json'), `${JSON.stringify({ version: 1, game: 'stak-bots', name: 'Starter' })}\n`);
  await writeFile(join(set, 'bots.cards'), CARDS_TEXT);
}

/** A workspace named `name` holding copies of bundled sets (`four-souls/base`, `stak-bots/starter`). */
export async function writeBundledWorkspace(folder: string, name: string, sets: readonly string[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'cardwright.json'), `${JSON.stringify({ version: 1, name, games: [...new Set(sets.map((s) => s.split('/')[0]))] })}\n`);
  for (const set of sets) await cp(join(REPO, 'sets', set), join(folder, 'sets', set), { recursive: true });
}

/** A small PNG (a diagonal gradient), for a card's art. */
export function gradientPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = 40 + ((x * 180) / width) | 0;
      rows[at + 1] = 90 + ((y * 120) / height) | 0;
      rows[at + 2] = 160;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
