// Typing survives a killed browser: the browser is killed (SIGKILL, nothing flushed) less than
// a second after the last keystroke, and on the next start the restore offer shows at once
// with that typing.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARDS_PATH,
  CARDS_TEXT,
  CHROMIUM,
  CHROMIUM_ARGS,
  Harness,
  type Server,
  UI_TIMEOUT_MS,
  bounded,
  checkPrerequisites,
  editorFor,
  editorText,
  fileItem,
  screenshot,
  tabFor,
  typeAtEnd,
  writeWorkspace,
} from './harness';

const MANIFEST_PATH = 'sets/stak-bots/starter/set.json';
const e2e = new Harness();
let temp: string;
let workspace: string;
let profile: string;
let server: Server;
let context: BrowserContext | null = null;

async function launch(): Promise<Page> {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 900 },
    timeout: 60_000,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  e2e.watchPage(page, 'restore');
  return page;
}

/**
 * The processes of the browser this test launched: those whose command line names its own
 * profile folder (a fresh temp folder, so no other browser on the machine matches).
 */
function browserProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (command.some((arg) => arg === `--user-data-dir=${profile}`)) pids.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-restore-'));
  workspace = join(temp, 'workspace');
  profile = join(temp, 'profile');
  await writeWorkspace(workspace, 'Restore');
  server = await e2e.startServer(join(temp, 'state'));
});

afterAll(async () => {
  if (context) await bounded(context.close());
  await e2e.stopServers();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe.skipIf(process.platform !== 'linux')('unsaved typing and a killed browser', () => {
  const marker = `lasttyping${Date.now().toString(36)}`;

  it('offers the last typing back at once after the browser was killed', async () => {
    let page = await launch();
    await e2e.withScreenshot(() => page, 'restore', async () => {
      await page.goto(server.url, { waitUntil: 'domcontentloaded', timeout: UI_TIMEOUT_MS });
      await (await e2e.waitFor(page.getByTestId('workspace-path'), 'The workspace path field')).fill(workspace);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await (await e2e.waitFor(fileItem(page, CARDS_PATH), `${CARDS_PATH} in the sidebar`)).click();
      await e2e.waitFor(editorFor(page, CARDS_PATH), 'The editor');
      await typeAtEnd(page, marker);
      await e2e.eventually('The tab should be dirty', async () => (await tabFor(page, CARDS_PATH).first().getAttribute('data-dirty')) === 'true');
      // A second file with unsaved typing, not the one worked on last: found through the backups.
      await fileItem(page, MANIFEST_PATH).first().click();
      await e2e.waitFor(editorFor(page, MANIFEST_PATH), 'The editor with set.json');
      await typeAtEnd(page, 'manifestnote');
      await tabFor(page, CARDS_PATH).first().click();
      await e2e.waitFor(editorFor(page, CARDS_PATH), 'The card file again');
      // Well past the backup delay (300 ms), well short of a web-storage commit (seconds).
      await page.waitForTimeout(800);

      const pids = browserProcesses();
      expect(pids.length, 'the browser processes of this test').toBeGreaterThan(0);
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone with its parent
        }
      }
      await bounded(context!.close(), 5000);
      context = null;
      expect(await readFile(join(workspace, CARDS_PATH), 'utf8'), 'nothing was saved').toBe(CARDS_TEXT);

      page = await launch();
      const started = Date.now();
      await page.goto(server.url, { waitUntil: 'domcontentloaded', timeout: UI_TIMEOUT_MS });
      const banner = await e2e.waitFor(page.getByRole('status').filter({ hasText: 'Restore unsaved changes' }), 'The restore offer after the restart');
      const shownAfter = Date.now() - started;
      console.info(`restore offer shown ${shownAfter} ms after navigation`);
      await e2e.waitFor(editorFor(page, CARDS_PATH), 'The file with the backup, shown in the editor');
      await screenshot(page, 'restore-offer');

      await banner.getByRole('button', { name: 'Restore' }).click();
      await e2e.eventually('The editor should hold the last typing again', async () => (await editorText(page)).includes(marker) || editorText(page));
      expect(await tabFor(page, CARDS_PATH).first().getAttribute('data-dirty')).toBe('true');

      await tabFor(page, MANIFEST_PATH).first().click();
      await e2e.waitFor(page.getByRole('status').filter({ hasText: 'Restore unsaved changes' }), 'The restore offer of set.json');
    });
  });

  it('kept the host alive and the page free of uncaught errors', () => {
    expect(server.child.exitCode, `the web host exited early.\n${server.log()}`).toBeNull();
    expect(e2e.uncaught(), 'uncaught errors in the pages').toEqual([]);
  });
});
