// The explorer's Saved tree end to end (web host, Chromium): a Stak Bots table played, saved and
// exported as a replay shows both files in the tree at once; another table started, the saved
// table opened from the tree (mouse) and the replay from it (keyboard) put the table back; a
// simulation report saved from the Simulation view appears too and opens there; the filter box
// narrows the tree; a report deleted from its context menu goes to simulations/.deleted/ and Undo
// delete puts it back; a table asks before it is deleted, and one deleted under the table is
// saved under a new name. Screenshots go to test-results/saved-*.png.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TablePage } from './table-page';
import { checkPrerequisites, Harness, screenshot, unnamedControls, workspaceOfSets } from './harness';

const h = new Harness();
let temp: string;
let workspace: string;
let page: Page;

const at = new TablePage(h, () => page);
const { table, position, logTexts, statusText } = at;
const startStakBots = (seed: string) => at.startStakBots(seed);
const saved = () => page.getByRole('tree', { name: 'Saved files' });
const savedFile = (name: string) => saved().getByRole('treeitem', { name, exact: true });

const onDisk = (path: string): Promise<boolean> => lstat(join(workspace, path)).then(() => true, () => false);
const backups = (folder: string): Promise<string[]> => readdir(join(workspace, folder, '.deleted')).catch(() => []);



/** Plays `moves` actions, a card played where one can be. */
async function play(moves: number): Promise<void> {
  for (let i = 0; i < moves; i += 1) await at.play([/ play /]);
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-saved-e2e-'));
  workspace = join(temp, 'workspace');
  await workspaceOfSets(workspace, 'Saved', ['stak-bots/starter']);
  page = await h.openStudio(temp, workspace, 'saved', { width: 1600, height: 1000 });
});

afterAll(async () => {
  await h.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

let moves: string[] = [];

describe('the saved files in the explorer', () => {
  it('lists a table and a replay as soon as they are saved, and opens each at the table', async () => {
    await h.withScreenshot(() => page, 'saved-table', async () => {
      // Nothing saved yet: no Saved tree.
      expect(await saved().count()).toBe(0);
      await startStakBots('11');
      await play(3);
      moves = await logTexts();

      await page.keyboard.press('Control+s');
      const save = await h.waitFor(page.getByRole('dialog', { name: 'Save table' }), 'the Save table dialog');
      await save.getByLabel('Name').fill('First test');
      await save.getByRole('button', { name: 'Save' }).click();
      await h.waitFor(savedFile('first-test'), 'the saved table in the explorer');
      expect(await saved().getByRole('treeitem', { name: 'Tables' }).getAttribute('aria-expanded')).toBe('true');
      expect(await savedFile('first-test').getAttribute('aria-description')).toBe('Saved table, saved just now');
      // The table just saved is the one shown.
      expect(await savedFile('first-test').getAttribute('aria-selected')).toBe('true');

      await page.keyboard.press('e');
      const exported = await h.waitFor(page.getByRole('dialog', { name: 'Export replay' }), 'the Export replay dialog');
      await exported.getByLabel('Name').fill('Odd game');
      await exported.getByRole('button', { name: 'Export' }).click();
      await h.waitFor(savedFile('odd-game'), 'the replay in the explorer');

      // Another table; then the saved one, clicked in the explorer, comes back without a question.
      await startStakBots('42');
      expect(await savedFile('first-test').getAttribute('aria-selected')).toBe('false');
      await savedFile('first-test').click();
      await h.eventually('the saved table loaded', async () => ((await position()) === 3 && (await statusText()).includes('Loaded tables/first-test.table.json')) || (await statusText()));
      expect(await logTexts()).toEqual(moves);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, 'saved-explorer');

      // The replay, from the keyboard: Down to it, Enter.
      await startStakBots('42');
      await savedFile('first-test').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('odd-game');
      await page.keyboard.press('Enter');
      await h.eventually('the replay opened', async () => ((await position()) === 3 && (await statusText()).includes('Opened replays/odd-game.replay.json')) || (await statusText()));
      expect(await logTexts()).toEqual(moves);
      expect(await unnamedControls(page)).toEqual([]);
    });
  });

  it('lists a simulation report as soon as it is saved, and opens it in the Simulation view', async () => {
    await h.withScreenshot(() => page, 'saved-report', async () => {
      const setup = page.getByRole('form', { name: 'Simulation setup' });
      const results = page.getByRole('region', { name: 'Results' });
      await page.keyboard.press('Control+Alt+KeyR');
      await h.waitFor(setup, 'the simulation setup');
      await setup.getByLabel('Games', { exact: true }).fill('200');
      await setup.getByLabel('Seed').fill('5');
      await setup.getByRole('button', { name: 'Run' }).click();
      await h.waitFor(results.getByRole('heading', { name: '200 games of Stak Bots' }), 'the result of 200 games', 60_000);
      await results.getByRole('button', { name: 'Save report…' }).click();
      const save = await h.waitFor(page.getByRole('dialog', { name: 'Save simulation report' }), 'the save dialog');
      await save.getByLabel('Name').fill('Two hundred');
      await save.getByRole('button', { name: 'Save' }).click();
      await h.waitFor(savedFile('two-hundred'), 'the report in the explorer');
      expect(await saved().getByRole('treeitem', { name: 'Simulation reports' }).count()).toBe(1);

      // From the table, the report opens in the Simulation view as the result, without a question.
      await page.keyboard.press('Control+Alt+KeyB');
      await h.waitFor(table(), 'the table again');
      await savedFile('two-hundred').click();
      const from = results.getByTestId('sim-report-from');
      await h.waitFor(from, 'the report shown as the result');
      expect(await from.textContent()).toMatch(/^From the report simulations\/two-hundred\.sim\.json, saved /);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, 'saved-report-opened');
    });
  });

  it('narrows the saved files with the explorer filter, and closes a kind from the keyboard', async () => {
    await h.withScreenshot(() => page, 'saved-filter', async () => {
      await page.getByRole('searchbox', { name: 'Filter files' }).fill('odd');
      await h.eventually('only the replay', async () => (await saved().getByRole('treeitem').allTextContents()).join(' | ').includes('first-test') ? 'the table still shown' : true);
      expect(await savedFile('odd-game').count()).toBe(1);
      expect(await page.getByText(/No file name matches/).count()).toBe(0);
      await screenshot(page, 'saved-filtered');
      await page.getByRole('searchbox', { name: 'Filter files' }).fill('');
      const tables = saved().getByRole('treeitem', { name: 'Tables' });
      await tables.focus();
      await page.keyboard.press('ArrowLeft');
      await h.eventually('the tables closed', async () => (await tables.getAttribute('aria-expanded')) === 'false' || 'still open');
      expect(await savedFile('first-test').count()).toBe(0);
      await page.keyboard.press('ArrowRight');
      await h.waitFor(savedFile('first-test'), 'the tables open again');
    });
  });

  it('deletes a report from its context menu and puts it back, and asks before deleting a table', async () => {
    await h.withScreenshot(() => page, 'saved-delete', async () => {
      const report = savedFile('two-hundred');
      const menu = page.getByRole('menu', { name: 'Simulation report two-hundred.sim.json' });
      // From the keyboard: Shift+F10 opens the menu on its first item, Escape gives the row its focus back.
      await report.focus();
      await page.keyboard.press('Shift+F10');
      await h.waitFor(menu, "the report's context menu from the keyboard");
      await expect(page.evaluate(() => document.activeElement?.querySelector('.menu-label')?.textContent)).resolves.toBe('Open');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('two-hundred');

      await report.click({ button: 'right' });
      await h.waitFor(menu, "the report's context menu");
      expect(await menu.getByRole('menuitem').locator('.menu-label').allTextContents()).toEqual(['Open', 'Delete…']);
      await screenshot(page, 'saved-delete');
      await menu.getByRole('menuitem', { name: 'Delete…' }).click();
      const ask = page.getByRole('dialog', { name: 'Delete simulations/two-hundred.sim.json?' });
      await h.waitFor(ask, 'the question before deleting');
      expect(await ask.textContent()).toContain('It is moved to simulations/.deleted/');
      await ask.getByRole('button', { name: 'Delete', exact: true }).click();

      // Gone from the tree (its kind too: it was the only report), kept as a backup on disk.
      await report.waitFor({ state: 'detached' });
      expect(await saved().getByRole('treeitem', { name: 'Simulation reports' }).count()).toBe(0);
      const note = page.getByRole('status').filter({ hasText: 'Deleted “two-hundred”' });
      await h.waitFor(note, 'the deleted report noted under the tree');
      expect(await onDisk('simulations/two-hundred.sim.json')).toBe(false);
      const kept = await backups('simulations');
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/^two-hundred\.\d{8}-\d{6}\.sim\.json$/);
      await screenshot(page, 'saved-deleted');

      await note.getByRole('button', { name: 'Undo delete' }).click();
      await h.waitFor(report, 'the report back in the tree');
      await note.waitFor({ state: 'detached' });
      expect(await onDisk('simulations/two-hundred.sim.json')).toBe(true);
      expect(await backups('simulations')).toEqual([]);

      // A table from the keyboard: Delete asks, and Cancel keeps it.
      const first = savedFile('first-test');
      await first.focus();
      await page.keyboard.press('Delete');
      const askTable = page.getByRole('dialog', { name: 'Delete tables/first-test.table.json?' });
      await h.waitFor(askTable, 'the question before deleting the table');
      expect(await askTable.textContent()).toContain('It is moved to tables/.deleted/');
      await askTable.getByRole('button', { name: 'Cancel' }).click();
      await askTable.waitFor({ state: 'hidden' });
      expect(await first.count()).toBe(1);
      expect(await onDisk('tables/first-test.table.json')).toBe(true);
      expect(await backups('tables')).toEqual([]);
      expect(await unnamedControls(page)).toEqual([]);
    });
  });

  it('keeps the table when the file it was loaded from is deleted, and Save then asks for a name', async () => {
    await h.withScreenshot(() => page, 'saved-delete-loaded', async () => {
      const first = savedFile('first-test');
      await first.click();
      await h.eventually('the saved table loaded', async () => (await first.getAttribute('aria-selected')) === 'true' || 'not the table shown');
      await h.eventually('at its position', async () => (await position()) === 3 || String(await position()));
      await first.focus();
      await page.keyboard.press('Delete');
      const ask = page.getByRole('dialog', { name: 'Delete tables/first-test.table.json?' });
      await h.waitFor(ask, 'the question before deleting the table');
      await ask.getByRole('button', { name: 'Delete', exact: true }).click();
      await first.waitFor({ state: 'detached' });
      await h.waitFor(page.getByRole('status').filter({ hasText: 'Deleted “first-test”' }), 'the deleted table noted');
      expect(await position()).toBe(3);
      expect(await logTexts()).toEqual(moves);

      // The table no longer says it was saved there: Save asks for a name instead of writing it back.
      await page.keyboard.press('Control+s');
      const save = await h.waitFor(page.getByRole('dialog', { name: 'Save table' }), 'the Save table dialog');
      await save.getByRole('button', { name: 'Cancel' }).click();
      await save.waitFor({ state: 'hidden' });
      expect(await onDisk('tables/first-test.table.json')).toBe(false);
      await page.getByRole('status').filter({ hasText: 'Deleted “first-test”' }).getByRole('button', { name: 'Undo delete' }).click();
      await h.waitFor(first, 'the table back in the tree');
    });
  });
});
