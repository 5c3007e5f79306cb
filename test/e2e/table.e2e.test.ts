// The sandbox table end to end: a workspace with the Stak Bots starter set and the Four Souls
// base set, opened in the built studio (web host, Chromium). Tables are set up in the New table
// dialog and played by clicking, as a designer would; every control is found by its role and
// accessible name. Screenshots go to test-results/table-*.png.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounded, checkPrerequisites, CHROMIUM, CHROMIUM_ARGS, Harness, REPO, RESULTS, UI_TIMEOUT_MS } from './harness';

const h = new Harness();
let temp: string;
let workspace: string;
let context: BrowserContext | null = null;
let page: Page;

const table = () => page.getByRole('region', { name: 'Table' });
const legal = () => page.getByRole('region', { name: 'Legal actions' });
const prompt = () => page.getByRole('region', { name: 'Prompt' });
const log = () => page.getByRole('region', { name: 'Log' });
const stack = () => page.getByRole('region', { name: 'Stack' });
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

async function shoot(name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `table-${name}.png`) }).catch(() => undefined);
}

/** The table's position in its line (actions played), as the page shows it. */
async function position(): Promise<number> {
  return Number(await table().getAttribute('data-position'));
}

async function serial(): Promise<number> {
  return Number(await table().getAttribute('data-serial'));
}

/** Clicks and waits for the table to show a newer snapshot. */
async function clickAndWait(target: Locator, what: string): Promise<void> {
  const before = await serial();
  await target.click();
  await h.eventually(`the table after ${what}`, async () => (await serial()) > before || `still at snapshot ${before}`);
}

async function openNewTable(): Promise<Locator> {
  await page.keyboard.press('Control+Alt+P');
  return h.waitFor(page.getByRole('dialog', { name: 'New table' }), 'the New table dialog');
}

async function startTable(game: string, seats: string[], seed: string): Promise<void> {
  const dialog = await openNewTable();
  await h.eventually('the games listed', async () => (await dialog.getByLabel('Game').locator('option').count()) > 1 || 'no games yet');
  await dialog.getByLabel('Game').selectOption({ label: game });
  await dialog.getByLabel('Seats').fill(String(seats.length));
  for (const [i, who] of seats.entries()) await dialog.getByLabel(`Seat ${i + 1} (p${i + 1})`).selectOption({ label: who });
  await dialog.getByLabel('Seed').fill(seed);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await h.waitFor(table(), `the ${game} table`);
  await h.eventually(`a ${game} table`, async () => ((await table().getAttribute('data-game')) === (game === 'Stak Bots' ? 'stak-bots' : 'four-souls')) || 'another game');
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-table-e2e-'));
  workspace = join(temp, 'workspace');
  await mkdir(workspace, { recursive: true });
  await writeFile(join(workspace, 'cardwright.json'), JSON.stringify({ version: 1, name: 'Table', games: [] }));
  for (const set of ['four-souls/base', 'stak-bots/starter']) await cp(join(REPO, 'sets', set), join(workspace, 'sets', set), { recursive: true });
  const server = await h.startServer(join(temp, 'state'));
  context = await chromium.launchPersistentContext(join(temp, 'profile'), { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1600, height: 1000 } });
  page = context.pages()[0] ?? (await context.newPage());
  h.watchPage(page, 'table');
  await page.goto(server.url);
  await h.waitFor(page.getByTestId('workspace-path'), 'the welcome screen');
  await page.getByTestId('workspace-path').fill(workspace);
  await page.getByTestId('workspace-path').press('Enter');
  await h.waitFor(page.locator('[data-testid="editor"][data-ready="true"]'), 'the editor', UI_TIMEOUT_MS * 2);
});

afterAll(async () => {
  await bounded(context?.close() ?? Promise.resolve());
  await h.stopServers();
  if (temp) await rm(temp, { recursive: true, force: true });
});

/** Clicks the first legal action whose text matches one of `prefer` (in that order), else the first. */
async function playPreferred(prefer: RegExp[]): Promise<string> {
  const buttons = legal().getByRole('button');
  const texts = (await buttons.allTextContents()).map((t) => t.replace(/^\d/, ''));
  let at = 0;
  for (const pattern of prefer) {
    const found = texts.findIndex((t) => pattern.test(t));
    if (found >= 0) {
      at = found;
      break;
    }
  }
  await clickAndWait(buttons.nth(at), `playing "${texts[at]}"`);
  return texts[at]!;
}

const result = () => page.getByTestId('table-result');

describe('the sandbox table', () => {
  it('plays a Stak Bots game to its end by clicking, at every seat', async () => {
    await h.withScreenshot(() => page, 'table-stak-bots-hot-seat', async () => {
      await startTable('Stak Bots', ['You', 'You'], '11');
      await h.waitFor(legal().getByRole('button'), 'the legal actions');
      await shoot('stak-bots-start');
      // A card in hand offers its actions on itself: playing it or discarding it.
      const hand = table().locator('[data-testid="zone"][data-zone="hand"][data-owner="p1"]');
      const card = hand.getByRole('button').first();
      const name = (await card.getAttribute('data-card'))!;
      await expect(card.getAttribute('aria-label')).resolves.toBe(`${name}: 2 actions`);
      await card.click();
      const menu = await h.waitFor(page.getByRole('menu', { name: `${name}: actions` }), 'the card’s menu of actions');
      await clickAndWait(menu.getByRole('menuitem', { name: `p1 play ${name}` }), `playing ${name} from the card`);
      expect(await position()).toBe(1);
      expect(await log().getByRole('button', { name: new RegExp(`^p1 play ${name}`) }).count()).toBe(1);

      for (let i = 0; i < 150 && !(await result().textContent()); i += 1) await playPreferred([/ attack /, / pick /, / play /, /end-turn/]);
      await h.eventually('the winner announced', async () => /wins/.test((await result().textContent()) ?? '') || 'no result yet');
      expect(await result().getAttribute('aria-live')).toBe('polite');
      await expect(legal().getByRole('button').count()).resolves.toBe(0);
      await shoot('stak-bots-won');
    });
  });

  it('undoes, redoes, jumps back in the log, branches and switches back', async () => {
    await h.withScreenshot(() => page, 'table-history', async () => {
      const end = await position();
      await table().focus();
      await page.keyboard.press('Control+z');
      await h.eventually('one action undone', async () => (await position()) === end - 1 || `at ${await position()}`);
      expect(await result().textContent()).toBe('');
      await page.keyboard.press('Control+Shift+z');
      await h.eventually('the action redone', async () => (await position()) === end || `at ${await position()}`);
      await button('Undo').click();
      await h.eventually('undone by the button', async () => (await position()) === end - 1 || `at ${await position()}`);

      // Back to just after the third action, from the log.
      await log().getByTestId('log-scroll').evaluate((element) => (element.scrollTop = 0));
      const third = log().getByTestId('log-entry').nth(3).getByRole('button');
      await clickAndWait(third, 'jumping back in the log');
      expect(await position()).toBe(3);
      expect(await log().locator('[aria-current="step"]').count()).toBe(1);

      // Another action than the line's next one starts a new line; the old one is kept.
      const next = (await log().getByTestId('log-entry').nth(4).getByRole('button').textContent()) ?? '';
      const buttons = legal().getByRole('button');
      const texts = await buttons.allTextContents();
      const other = texts.findIndex((t) => !next.startsWith(t.replace(/^\d/, '')));
      await clickAndWait(buttons.nth(other), 'acting from an earlier point');
      expect(await position()).toBe(4);
      const lines = log().getByLabel('Line');
      await h.waitFor(lines, 'the choice of lines');
      expect(await lines.locator('option').allTextContents()).toEqual([`Line 1 (${end} actions)`, 'Line 2 (4 actions)']);
      await shoot('stak-bots-branch');
      await clickAndWait(log().getByRole('button', { name: 'Switch to Line 1' }), 'switching back to the first line');
      // The old line comes back whole, played to its end.
      expect(await position()).toBe(end);
      expect(await result().textContent()).toMatch(/wins/);
      await expect(lines.inputValue()).resolves.toBe('1');
    });
  });

  it('plays against bots with Play, Pause and Step', async () => {
    await h.withScreenshot(() => page, 'table-bots', async () => {
      await startTable('Stak Bots', ['You', 'Greedy bot', 'Random bot'], '4');
      await button('Pause').click();
      await expect(button('Pause').getAttribute('aria-pressed')).resolves.toBe('true');
      // p1's turn by hand, then the bots wait their turn.
      for (let i = 0; i < 40 && (await prompt().textContent())?.includes('You act for'); i += 1) await playPreferred([/end-turn/]);
      await h.eventually('a bot to act', async () => /Bot to act/.test((await prompt().textContent()) ?? '') || ((await prompt().textContent()) ?? ''));
      const paused = await position();
      await page.waitForTimeout(600);
      expect(await position()).toBe(paused);
      await clickAndWait(button('Step'), 'one bot step');
      expect(await position()).toBe(paused + 1);
      await button('Play').click();
      await h.eventually('the bots played to p1’s decision', async () => ((await prompt().textContent()) ?? '').includes('You act for') || `at ${await position()}`, UI_TIMEOUT_MS * 2);
      expect(await position()).toBeGreaterThan(paused + 1);
      expect(await log().getByTestId('log-entry').count()).toBeGreaterThan(0);
      await shoot('stak-bots-bots');
      // Undo takes back the bots' actions too, to p1's last decision.
      await page.keyboard.press('Control+z');
      await h.eventually('back to p1’s last action', async () => (await position()) < paused || `at ${await position()}`);
    });
  });

  it('sets up a Four Souls table for two people', async () => {
    await h.withScreenshot(() => page, 'table-four-souls', async () => {
      await startTable('Four Souls', ['You', 'You'], '5');
      await h.waitFor(legal().getByRole('button'), 'the legal actions');
      await shoot('four-souls-start');
    });
  });
});

void readFile;
void stack;
