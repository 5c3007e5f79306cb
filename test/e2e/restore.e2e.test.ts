// Typing survives a killed studio: the browser and the web host are killed (SIGKILL, nothing
// flushed) in the middle of typing, and on the next start (a new host on the same port, as the
// host keeps it, and the browser on the same profile) the restore offer shows at once and
// brings back all but at most the last second of the typing.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_PATH, CARDS_TEXT, Harness, type Server, UI_TIMEOUT_MS, bounded, checkPrerequisites, editorFor, editorText, fileItem, screenshot, tabFor, typeAtEnd, writeWorkspace } from './harness';

const MANIFEST_PATH = 'sets/stak-bots/starter/set.json';
/** What a kill may cost: the typing of at most this long before it. */
const MAY_LOSE_MS = 1000;
const e2e = new Harness();
let temp: string;
let workspace: string;
let profile: string;
let server: Server;
let context: BrowserContext | null = null;

async function launch(): Promise<Page> {
  context = await e2e.launchBrowser(profile);
  return e2e.firstPage(context, 'restore');
}

/**
 * Types `word` a key at a time until the browser goes away, noting when each key was taken
 * (the page has handled a key when the browser acknowledges it).
 */
async function typeUntilKilled(page: Page, word: string, typed: { key: string; at: number }[]): Promise<void> {
  for (let i = 0; ; i += 1) {
    const key = word[i % word.length]!;
    try {
      await page.keyboard.type(key);
    } catch {
      return; // the browser was killed
    }
    typed.push({ key, at: Date.now() });
  }
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
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe.skipIf(process.platform !== 'linux')('unsaved typing and a killed browser and host', () => {
  const marker = `lasttyping${Date.now().toString(36)}`;

  it('offers the typing back at once after the browser and host were killed mid-typing, all but its last second', async () => {
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

      // Typing goes on, a key every few milliseconds, and the browser is killed in the middle of it.
      await page.locator('[data-testid="editor"] .view-lines').first().click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      const typed: { key: string; at: number }[] = [];
      const typing = typeUntilKilled(page, 'midtyping', typed);
      await e2e.eventually('Typing should go on for two seconds', async () => typed.length > 0 && Date.now() - typed[0]!.at > 2000);
      const pids = browserProcesses();
      expect(pids.length, 'the browser processes of this test').toBeGreaterThan(0);
      const killedAt = Date.now();
      server.child.kill('SIGKILL');
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone with its parent
        }
      }
      await bounded(typing, 5000);
      await bounded(context!.close(), 5000);
      e2e.forget(context!);
      context = null;
      expect(await readFile(join(workspace, CARDS_PATH), 'utf8'), 'nothing was saved').toBe(CARDS_TEXT);
      // Every key the page had taken a second before the kill must come back.
      const kept = typed.filter((key) => key.at <= killedAt - MAY_LOSE_MS).map((key) => key.key).join('');
      expect(kept.length, 'keys typed more than a second before the kill').toBeGreaterThan(10);

      // The next start: the host on the port it had (what it does by itself without --port),
      // so the page's origin, and its backups, are the same.
      server = await e2e.startServer(join(temp, 'state'), { port: server.port });
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
      const restored = (await editorText(page)).split('\n').find((line) => line.startsWith('midtyping')) ?? '';
      console.info(`restore: ${typed.length} keys typed, ${kept.length} of them over a second before the kill, ${restored.length} restored`);
      expect(restored.startsWith(kept), `the restored line (${restored.length} keys) should hold the ${kept.length} keys typed over a second before the kill`).toBe(true);
      expect(await tabFor(page, CARDS_PATH).first().getAttribute('data-dirty')).toBe('true');

      await tabFor(page, MANIFEST_PATH).first().click();
      await e2e.waitFor(page.getByRole('status').filter({ hasText: 'Restore unsaved changes' }), 'The restore offer of set.json');
    });
  });

  it('kept the restarted host alive and the page free of uncaught errors', () => {
    expect(server.child.exitCode, `the web host exited early.\n${server.log()}`).toBeNull();
    expect(e2e.uncaught(), 'uncaught errors in the pages').toEqual([]);
  });
});
