// Two browser tabs on one web host: each keeps its own workspace whatever the other opens,
// and of two saves of one file the second is told the file changed and offered to compare.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_PATH, CARDS_TEXT, Harness, type Server, UI_TIMEOUT_MS, VIEWPORT, checkPrerequisites, editorFor, editorText, fileItem, screenshot, tabFor, typeAtEnd, writeWorkspace } from './harness';

const e2e = new Harness();
let temp: string;
let first: string;
let second: string;
let context: BrowserContext;
let server: Server;
const pages: Page[] = [];

async function newTab(label: string): Promise<Page> {
  const page = await context.newPage();
  e2e.watchPage(page, label);
  pages.push(page);
  await page.goto(server.url, { waitUntil: 'domcontentloaded', timeout: UI_TIMEOUT_MS });
  return page;
}

async function openTyped(page: Page, folder: string): Promise<void> {
  await (await e2e.waitFor(page.getByTestId('workspace-path'), 'The workspace path field')).fill(folder);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await e2e.waitFor(page.getByTestId('sidebar'), `The sidebar of ${folder}`);
}

async function workspaceName(page: Page): Promise<string> {
  return page.getByTestId('workspace-name').first().innerText();
}

async function openCards(page: Page): Promise<void> {
  await (await e2e.waitFor(fileItem(page, CARDS_PATH), `${CARDS_PATH} in the sidebar`)).click();
  await e2e.waitFor(editorFor(page, CARDS_PATH), `The editor with ${CARDS_PATH}`);
}

async function saveStatus(page: Page): Promise<string> {
  return page.getByTestId('save-status').first().innerText();
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-tabs-'));
  first = join(temp, 'first');
  second = join(temp, 'second');
  await writeWorkspace(first, 'First');
  await writeWorkspace(second, 'Second');
  server = await e2e.startServer(join(temp, 'state'));
  const browser = await e2e.launchShared();
  context = await browser.newContext({ viewport: VIEWPORT });
});

afterAll(async () => {
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe('two tabs of one web host', () => {
  it('keep their own workspaces: a save in one never lands in the workspace the other opened', async () => {
    const tabA = await newTab('tab A');
    await e2e.withScreenshot(() => tabA, 'tabs-own-workspace', async () => {
      await openTyped(tabA, first);
      await e2e.eventually('Tab A should show "First"', async () => (await workspaceName(tabA)).includes('First') || workspaceName(tabA));
      await openCards(tabA);

      // Tab B starts in the workspace opened last, then opens the other one.
      const tabB = await newTab('tab B');
      await e2e.waitFor(tabB.getByTestId('sidebar'), 'Tab B starting in the last workspace');
      await tabB.getByRole('button', { name: 'Open…' }).click();
      await openTyped(tabB, second);
      await e2e.eventually('Tab B should show "Second"', async () => (await workspaceName(tabB)).includes('Second') || workspaceName(tabB));

      await tabA.bringToFront();
      const marker = `firsttab${Date.now().toString(36)}`;
      await typeAtEnd(tabA, marker);
      await tabA.keyboard.press('Control+s');
      await e2e.eventually('Tab A should say "Saved"', async () => (await saveStatus(tabA)).startsWith('Saved') || saveStatus(tabA));
      expect(await readFile(join(first, CARDS_PATH), 'utf8')).toContain(marker);
      expect(await readFile(join(second, CARDS_PATH), 'utf8')).toBe(CARDS_TEXT);
      expect(await workspaceName(tabA)).toContain('First');

      // A reload keeps each tab where it was.
      await tabA.reload({ waitUntil: 'domcontentloaded' });
      await e2e.eventually('Tab A should still show "First" after a reload', async () => (await workspaceName(tabA)).includes('First') || workspaceName(tabA));
      expect(await workspaceName(tabB)).toContain('Second');
      await screenshot(tabB, 'tabs-second-workspace');
    });
  });

  it('tell the second of two saves that the file changed, and let it compare and overwrite', async () => {
    // Both new tabs start in the workspace opened last ("Second").
    const tabC = await newTab('tab C');
    const tabD = await newTab('tab D');
    await e2e.withScreenshot(() => tabD, 'tabs-conflict', async () => {
      for (const tab of [tabC, tabD]) {
        await e2e.eventually('A new tab should show "Second"', async () => (await workspaceName(tab)).includes('Second') || workspaceName(tab));
        await openCards(tab);
      }
      await tabD.bringToFront();
      await typeAtEnd(tabD, 'fromd');
      await e2e.eventually('Tab D should be dirty', async () => (await tabFor(tabD, CARDS_PATH).first().getAttribute('data-dirty')) === 'true');

      await tabC.bringToFront();
      await typeAtEnd(tabC, 'fromc');
      await tabC.keyboard.press('Control+s');
      await e2e.eventually('Tab C should say "Saved"', async () => (await saveStatus(tabC)).startsWith('Saved') || saveStatus(tabC));

      await tabD.bringToFront();
      await tabD.keyboard.press('Control+s');
      const dialog = await e2e.waitFor(tabD.getByRole('dialog', { name: 'File changed on disk' }), 'The save-conflict question in tab D');
      for (const name of ['Compare', 'Reload from disk', 'Overwrite file on disk', 'Keep editing']) {
        expect(await dialog.getByRole('button', { name, exact: true }).count(), name).toBe(1);
      }
      expect(await readFile(join(second, CARDS_PATH), 'utf8')).toContain('fromc');
      expect(await saveStatus(tabD)).not.toMatch(/^Saved/);
      await screenshot(tabD, 'tabs-conflict-question');

      await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
      const compare = await e2e.waitFor(tabD.getByRole('region', { name: `Compare ${CARDS_PATH} with the file on disk` }), 'The compare view');
      await e2e.eventually('The compare view should count the differences', async () => {
        const text = await compare.getByTestId('compare-summary').innerText();
        return /^\d+ differences?$/.test(text) || text;
      });
      await e2e.eventually('Both texts should be in the compare view', async () => {
        const text = (await compare.innerText()).replace(/\u00a0/g, ' ');
        return (text.includes('fromc') && text.includes('fromd')) || text;
      });
      await screenshot(tabD, 'tabs-compare');

      await compare.getByRole('button', { name: 'Overwrite file on disk' }).click();
      await e2e.eventually('Tab D should say "Saved" after overwriting', async () => (await saveStatus(tabD)).startsWith('Saved') || saveStatus(tabD));
      const disk = await readFile(join(second, CARDS_PATH), 'utf8');
      expect(disk).toContain('fromd');
      expect(disk).not.toContain('fromc');
      expect(await editorText(tabD)).toContain('fromd');
    });
  });

  it('kept the host alive and the pages free of uncaught errors', () => {
    expect(server.child.exitCode, `the web host exited early.\n${server.log()}`).toBeNull();
    expect(e2e.uncaught(), 'uncaught errors in the pages').toEqual([]);
  });
});
