// A replay opened at the sandbox table, end to end: a Stak Bots game played by clicking and
// exported as a replay, another table started, then the replay opened from the command palette
// (File > Open Replay at the Table…) and from the toolbar's Table file menu. The log shows the
// replay's moves with the table at its end; a replay whose hashes were tampered with opens at the
// actions that matched, and the table says at which action it went astray. Screenshots go to
// test-results/replay-*.png.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TablePage } from './table-page';
import { checkPrerequisites, Harness, runCommand, screenshot, workspaceOfSets } from './harness';

const h = new Harness();
let temp: string;
let workspace: string;
let page: Page;

const at = new TablePage(h, () => page);
const { log, position, logTexts, statusText } = at;
const play = (prefer: RegExp[]) => at.play(prefer);
const clickAndWait = (target: Locator, what: string) => at.clickAndWait(target, what);
const startStakBots = (seed: string) => at.startStakBots(seed);
const button = (name: string) => page.getByRole('button', { name, exact: true });







beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-replay-e2e-'));
  workspace = join(temp, 'workspace');
  await workspaceOfSets(workspace, 'Replays', ['stak-bots/starter']);
  page = await h.openStudio(temp, workspace, 'replay', { width: 1600, height: 1000 });
});

afterAll(async () => {
  await h.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

let moves: string[] = [];

describe('a replay opened at the table', () => {
  it('opens an exported replay from the File command at the end of its line, and goes back in its log', async () => {
    await h.withScreenshot(() => page, 'replay-open', async () => {
      // The empty table offers a replay beside a saved table.
      await page.keyboard.press('Control+Alt+B');
      await h.waitFor(button('Open a replay'), 'the empty table’s Open a replay button');
      await h.waitFor(button('Load a saved table'), 'the empty table’s Load button');
      await screenshot(page, 'replay-empty-table');
      await startStakBots('11');
      for (let i = 0; i < 4; i += 1) await play([/ play /, / pick /]);
      expect(await position()).toBe(4);
      moves = await logTexts();
      expect(moves).toHaveLength(5);

      await page.keyboard.press('e');
      const ask = await h.waitFor(page.getByRole('dialog', { name: 'Export replay' }), 'the Export replay dialog');
      await ask.getByLabel('Name').fill('strange game');
      await ask.getByRole('button', { name: 'Export' }).click();
      await h.eventually('the replay exported', async () => (await statusText()).includes('Exported replays/strange-game.replay.json') || (await statusText()));

      // Another table, with other moves.
      await startStakBots('42');
      await play([/end-turn/]);
      expect(await logTexts()).not.toEqual(moves);

      await runCommand(h, page, 'Open Replay at the Table');
      const open = await h.waitFor(page.getByRole('dialog', { name: 'Open replay' }), 'the Open replay dialog');
      await expect(open.getByLabel('Replay file in the workspace').inputValue()).resolves.toBe('replays/');
      await open.getByLabel('Replay file in the workspace').fill('replays/strange-game.replay.json');
      await open.getByRole('button', { name: 'Open', exact: true }).click();
      await h.eventually('the replay at the table', async () => (await position()) === 4 || `at ${await position()}`);
      expect(await logTexts()).toEqual(moves);
      // At the end of its line: nothing to redo, the last move the current one.
      await expect(button('Redo').isDisabled()).resolves.toBe(true);
      await expect(log().locator('[aria-current="step"]').textContent()).resolves.toContain(moves[4]);
      expect(await statusText()).toContain('Opened replays/strange-game.replay.json at the end of its line: 4 actions, each state as the replay recorded it');
      // Every seat is played by hand.
      expect(await page.getByText('Bot to act').count()).toBe(0);
      await screenshot(page, 'replay-opened');

      // Back to just after the second move, from the log; undo steps back from there.
      await clickAndWait(log().getByTestId('log-entry').nth(2).getByRole('button'), 'jumping back in the log');
      expect(await position()).toBe(2);
      await clickAndWait(button('Undo'), 'undoing');
      expect(await position()).toBe(1);
    });
  });

  it('opens a tampered replay at the actions that matched, and names the action where it went astray', async () => {
    await h.withScreenshot(() => page, 'replay-astray', async () => {
      const replay = JSON.parse(await readFile(join(workspace, 'replays', 'strange-game.replay.json'), 'utf8')) as { hashes: string[] };
      replay.hashes[2] = '0123456789abcdef';
      await writeFile(join(workspace, 'replays', 'tampered.replay.json'), `${JSON.stringify(replay, null, 2)}\n`);

      await button('Table file').click();
      await page.getByRole('menu', { name: 'Table file' }).getByRole('menuitem', { name: 'Open replay…', exact: true }).click();
      const open = await h.waitFor(page.getByRole('dialog', { name: 'Open replay' }), 'the Open replay dialog');
      await open.getByLabel('Replay file in the workspace').fill('replays/tampered.replay.json');
      await screenshot(page, 'replay-dialog');
      await open.getByRole('button', { name: 'Open', exact: true }).click();
      const alert = await h.waitFor(page.getByRole('alert').filter({ hasText: 'went astray' }), 'the notice that the replay went astray');
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain(`replays/tampered.replay.json went astray (at hashes[2]): the state after action 3 (${moves[3]}) differs`);
      expect(text).toContain('The table keeps the 2 actions that matched');
      expect(await position()).toBe(2);
      expect(await logTexts()).toEqual(moves.slice(0, 3));
      await screenshot(page, 'replay-astray');
    });
  });
});
