// The sandbox table end to end: a workspace with the Stak Bots starter set and the Four Souls
// base set, opened in the built studio (web host, Chromium). Tables are set up in the New table
// dialog and played by clicking, as a designer would; every control is found by its role and
// accessible name. Screenshots go to test-results/table-*.png.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TablePage } from './table-page';
import { checkPrerequisites, DIST, Harness, RESULTS, UI_TIMEOUT_MS, selectInFile, workspaceOfSets } from './harness';

const run = promisify(execFile);
const CLI = join(DIST, 'cli', 'cardwright.mjs');

const h = new Harness();
let temp: string;
let workspace: string;
let page: Page;

const at = new TablePage(h, () => page);
const { table, legal, log, position } = at;
const clickAndWait = (target: Locator, what: string) => at.clickAndWait(target, what);
const prompt = () => page.getByRole('region', { name: 'Prompt' });
const stack = () => page.getByRole('region', { name: 'Stack' });
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

async function shoot(name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `table-${name}.png`) }).catch(() => undefined);
}

async function openNewTable(): Promise<Locator> {
  await page.keyboard.press('Control+Alt+P');
  return h.waitFor(page.getByRole('dialog', { name: 'New table' }), 'the New table dialog');
}

let shotDialog = false;

async function startTable(game: string, seats: string[], seed: string): Promise<void> {
  const dialog = await openNewTable();
  await h.eventually('the games listed', async () => (await dialog.getByLabel('Game').locator('option').count()) > 1 || 'no games yet');
  await dialog.getByLabel('Game').selectOption({ label: game });
  await dialog.getByLabel('Seats').fill(String(seats.length));
  for (const [i, who] of seats.entries()) await dialog.getByLabel(`Seat ${i + 1} (p${i + 1})`).selectOption({ label: who });
  await dialog.getByLabel('Seed').fill(seed);
  if (game === 'Four Souls' && !shotDialog) {
    shotDialog = true;
    await shoot('new-table-dialog');
  }
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await h.waitFor(table(), `the ${game} table`);
  const id = { 'Stak Bots': 'stak-bots', 'Four Souls': 'four-souls' }[game];
  await h.eventually(`a ${game} table`, async () => (await table().getAttribute('data-game')) === id || 'another game');
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-table-e2e-'));
  workspace = join(temp, 'workspace');
  await workspaceOfSets(workspace, 'Table', ['four-souls/base', 'stak-bots/starter']);
  page = await h.openStudio(temp, workspace, 'table', { width: 1600, height: 1000 });
});

afterAll(async () => {
  await h.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

/** Clicks the first legal action whose text matches one of `prefer` (in that order), else the first. */
const playPreferred = (prefer: RegExp[]): Promise<string> => at.play(prefer);

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

  it('plays Four Souls by hand: an attack with its die roll, and a response on the stack', async () => {
    await h.withScreenshot(() => page, 'table-four-souls', async () => {
      await startTable('Four Souls', ['You', 'You'], '5');
      await h.waitFor(legal().getByRole('button'), 'the legal actions');
      await shoot('four-souls-start');
      // Pass through the start of the turn (the loot 1 goes on the stack and resolves).
      for (let i = 0; i < 12 && (await legal().getByRole('button', { name: /^p1 attack / }).count()) === 0; i += 1) await clickAndWait(prompt().getByRole('button', { name: /pass$/ }), 'passing');
      // The monster itself offers the attack.
      const monster = table().locator('[data-zone="monster-slots"]').getByRole('button', { name: /: p1 attack / }).first();
      const name = (await monster.getAttribute('data-card'))!;
      await clickAndWait(monster, `attacking ${name} from the card`);
      await h.eventually('the attack on the stack', async () => ((await stack().textContent()) ?? '').includes(`attack of ${name}`) || ((await stack().textContent()) ?? ''));
      // Both pass: the attack resolves and its roll goes on the stack, with the die's result.
      for (let i = 0; i < 4 && !/attack roll/.test((await stack().textContent()) ?? ''); i += 1) await clickAndWait(prompt().getByRole('button', { name: /pass$/ }), 'passing');
      await h.eventually('the attack roll on the stack with its result', async () => /attack roll of .*: \d/.test((await stack().textContent()) ?? '') || ((await stack().textContent()) ?? ''));
      // p1 answers the roll with a loot card: it goes on the stack above the roll.
      const answer = legal().getByRole('button', { name: /^p1 play / }).first();
      const loot = ((await answer.textContent()) ?? '').replace(/^\d/, '').replace(/^p1 play /, '');
      await clickAndWait(answer, `answering with ${loot}`);
      const items = stack().getByRole('listitem');
      await h.eventually('the answer on top of the roll', async () => (await items.count()) >= 2 || `${await items.count()} items`);
      expect(await items.first().textContent()).toContain(loot);
      expect(await items.nth(1).textContent()).toMatch(/attack roll/);
      await shoot('four-souls-stack');
      // Hovering a card shows it large, with its rules text and its stats now.
      await table().locator('[data-zone="character"][data-owner="p1"] [data-testid="table-card"]').first().hover();
      const zoom = await h.waitFor(page.getByTestId('card-zoom'), 'the enlarged card');
      expect(await zoom.textContent()).toMatch(/hp/);
      await shoot('four-souls-zoom');
      await page.mouse.move(5, 5);
    });
  });

  it('changes the table by hand in god mode, each change a god step in the log', async () => {
    await h.withScreenshot(() => page, 'table-god', async () => {
      await page.keyboard.press('g');
      await h.waitFor(page.getByRole('region', { name: 'God tools' }), 'the god tools');
      await expect(button('God mode').getAttribute('aria-pressed')).resolves.toBe('true');
      const before = await position();
      // Damage on a monster, from its menu.
      const monster = table().locator('[data-zone="monster-slots"] [data-testid="table-card"]').first();
      const name = (await monster.getAttribute('data-card'))!;
      await monster.click({ button: 'right' });
      const menu = await h.waitFor(page.getByRole('menu', { name: `${name}: actions` }), 'the monster’s menu');
      await menu.getByRole('menuitem', { name: 'Set damage…' }).click();
      const form = await h.waitFor(page.getByRole('dialog', { name: `Damage on ${name}` }), 'the damage form');
      await form.getByLabel('Damage').fill('1');
      await clickAndWait(form.getByRole('button', { name: 'Set' }), 'setting the damage');
      expect(await position()).toBe(before + 1);
      await h.eventually('the god step in the log', async () => (await log().getByRole('button', { name: new RegExp(`^God\\s*god set ${name} damage to 1`) }).count()) === 1 || ((await log().textContent()) ?? '').slice(-300));
      await h.eventually('the damage on the card', async () => /1 damage/.test((await table().locator(`[data-zone="monster-slots"] [data-card="${name}"]`).first().getAttribute('aria-label')) ?? '') || 'no damage shown');
      // Cents of a player, from the player's menu.
      await table().getByRole('button', { name: 'Player 2 (p2): god tools' }).click();
      await page.getByRole('menu', { name: 'Player 2 (p2): actions' }).getByRole('menuitem', { name: 'Set cents…' }).click();
      const cents = await h.waitFor(page.getByRole('dialog', { name: 'Cents of Player 2' }), 'the cents form');
      await cents.getByLabel('cents').fill('9');
      await clickAndWait(cents.getByRole('button', { name: 'Set' }), 'setting the cents');
      await h.eventually('p2 holding 9¢', async () => (await table().locator('[data-seat="p2"]').getByLabel('Cents 9¢').count()) === 1 || 'not 9¢');
      // A card put from the panel, and the next die forced.
      const panel = page.getByRole('region', { name: 'God tools' });
      await panel.getByLabel('Find a card').fill('The D6');
      await panel.getByLabel('Into zone').selectOption({ label: 'p1 items (1)' });
      await clickAndWait(panel.getByRole('button', { name: 'Put card' }), 'putting The D6 into p1’s items');
      await h.waitFor(table().locator('[data-zone="items"][data-owner="p1"] [data-card="The D6"]'), 'The D6 among p1’s items');
      await panel.getByLabel('Next die results').fill('6');
      await clickAndWait(panel.getByRole('button', { name: 'Force dice' }), 'forcing the next die');
      await h.waitFor(panel.getByText('Next rolls: 6'), 'the forced roll shown');
      await shoot('four-souls-god');
      // God steps are undone like any action.
      await page.keyboard.press('Control+z');
      await h.eventually('the forced die undone', async () => (await position()) === before + 3 || `at ${await position()}`);
      await page.keyboard.press('g');
      await h.eventually('god mode left', async () => (await page.getByRole('region', { name: 'God tools' }).count()) === 0 || 'still in god mode');
    });
  });

  it('switches a variant on in the New table dialog', async () => {
    await h.withScreenshot(() => page, 'table-variant', async () => {
      const dialog = await openNewTable();
      await dialog.getByLabel('Game').selectOption({ label: 'Four Souls' });
      await dialog.getByRole('checkbox', { name: /^Bonus souls/ }).check();
      await dialog.getByLabel('Seed').fill('8');
      await dialog.getByRole('button', { name: 'Start', exact: true }).click();
      await h.eventually('the bonus souls on the table', async () => (await table().locator('[data-zone="bonus-souls"] [data-testid="table-card"]').count()) === 3 || `${await table().locator('[data-zone="bonus-souls"] [data-testid="table-card"]').count()} bonus souls`);
      await shoot('four-souls-variant');
    });
  });

  it('saves the table, plays on, and loads it back; exports a replay that the command line checks', async () => {
    await h.withScreenshot(() => page, 'table-save', async () => {
      await startTable('Stak Bots', ['You', 'Random bot'], '21');
      await button('Pause').click();
      // p1 plays; a bot asked in between is stepped on by hand.
      while ((await position()) < 3) {
        if (/Bot to act/.test((await prompt().textContent()) ?? '')) await clickAndWait(button('Step'), 'a bot step');
        else await playPreferred([/ play /]);
      }
      const saved = await position();
      await page.keyboard.press('Control+s');
      const ask = await h.waitFor(page.getByRole('dialog', { name: 'Save table' }), 'the Save table dialog');
      await ask.getByLabel('Name').fill('First test');
      await ask.getByRole('button', { name: 'Save' }).click();
      await h.eventually('the table saved', async () => ((await page.getByRole('status').allTextContents()).join(' ').includes('Saved the table to tables/first-test.table.json')) || (await page.getByRole('status').allTextContents()).join(' | '));
      const file = JSON.parse(await readFile(join(workspace, 'tables', 'first-test.table.json'), 'utf8')) as { format: string; version: number; current: { at: number } };
      expect(file).toMatchObject({ format: 'cardwright-table', current: { at: saved } });
      if (/Bot to act/.test((await prompt().textContent()) ?? '')) await clickAndWait(button('Step'), 'a bot step');
      else await playPreferred([/end-turn/]);
      expect(await position()).toBe(saved + 1);

      await page.keyboard.press('o');
      const load = await h.waitFor(page.getByRole('dialog', { name: 'Load table' }), 'the Load table dialog');
      await expect(load.getByLabel('Table file in the workspace').inputValue()).resolves.toBe('tables/first-test.table.json');
      await load.getByRole('button', { name: 'Load' }).click();
      await h.eventually('the saved table back', async () => (await position()) === saved || `at ${await position()}`);
      expect(await table().getAttribute('data-game')).toBe('stak-bots');
      await expect(button('Pause').getAttribute('aria-pressed')).resolves.toBe('true');

      await page.keyboard.press('e');
      const replay = await h.waitFor(page.getByRole('dialog', { name: 'Export replay' }), 'the Export replay dialog');
      await replay.getByLabel('Name').fill('first test');
      await replay.getByRole('button', { name: 'Export' }).click();
      const path = join(workspace, 'replays', 'first-test.replay.json');
      await h.eventually('the replay written', async () => (await readFile(path, 'utf8').then(() => true, () => false)) || 'no file yet');
      const checked = await run(process.execPath, [CLI, 'replay', path], { cwd: workspace });
      expect(checked.stdout).toMatch(new RegExp(`${saved} actions`));
    });
  });

  it('records scenarios from the setup and from a layout, and the command line runs them', async () => {
    await h.withScreenshot(() => page, 'table-record', async () => {
      await startTable('Stak Bots', ['You', 'You'], '11');
      for (let i = 0; i < 3; i += 1) await playPreferred([/ play /, / pick /]);
      // The second scenario starts from the layout at a quiet point (nothing under way): marked there.
      while (!/p1 to act in the action phase/.test((await prompt().textContent()) ?? '')) await playPreferred([/ pick /]);
      const mark = await position();
      await page.keyboard.press('m');
      await h.waitFor(log().getByText('Recording starts after this'), 'the recording mark in the log');
      for (let i = 0; i < 3; i += 1) await playPreferred([/ attack /, / pick /, / play /]);
      const record = async (name: string, from: string) => {
        await page.keyboard.press('r');
        const ask = await h.waitFor(page.getByRole('dialog', { name: 'Record a scenario' }), 'the Record a scenario dialog');
        await ask.getByLabel('Name').fill(name);
        await expect(ask.getByLabel('Folder (a set of the workspace)').inputValue()).resolves.toBe('sets/stak-bots/starter');
        await ask.getByLabel(/^Start after action/).fill(from);
        await ask.getByRole('button', { name: 'Record' }).click();
        await h.eventually(`${name} recorded`, async () => (await page.getByRole('status').allTextContents()).join(' ').includes(`Recorded sets/stak-bots/starter/${name}.scenario.yaml`) || (await page.getByRole('status').allTextContents()).join(' | '));
      };
      await record('from-the-setup', '0');
      await record('from-a-layout', String(mark));
      const text = await readFile(join(workspace, 'sets', 'stak-bots', 'starter', 'from-a-layout.scenario.yaml'), 'utf8');
      expect(text).toMatch(/^given:/m);
      const ran = await run(process.execPath, [CLI, 'test', 'sets/stak-bots/starter/from-the-setup.scenario.yaml', 'sets/stak-bots/starter/from-a-layout.scenario.yaml'], { cwd: workspace });
      expect(ran.stdout).toMatch(/2 passed, 0 failed/);
    });
  });

  it('starts a table from a scenario of the workspace: its layout, and its steps to undo', async () => {
    await h.withScreenshot(() => page, 'table-from-scenario', async () => {
      await openNewTable();
      await page.getByRole('button', { name: 'Start from a scenario…' }).click();
      const ask = await h.waitFor(page.getByRole('dialog', { name: 'Start from a scenario' }), 'the Start from a scenario dialog');
      await ask.getByLabel('Scenario in the workspace').fill('sets/four-souls/base/scenarios/attack-hit-kills-monster.scenario.yaml');
      await ask.getByRole('button', { name: 'Start', exact: true }).click();
      await h.eventually('the scenario’s table', async () => (await table().getAttribute('data-game')) === 'four-souls' && (await position()) > 0 || `at ${await position()}`);
      // The layout: Isaac against Maggy, Horf come into the emptied slot after Pooter died.
      await h.waitFor(table().locator('[data-zone="character"][data-owner="p1"] [data-card="Isaac"]'), 'Isaac, from the layout');
      await h.waitFor(table().locator('[data-zone="monster-slots"] [data-card="Horf"]'), 'Horf in the refilled slot');
      expect((await page.getByRole('status').allTextContents()).join(' ')).toMatch(/Started from sets\/four-souls\/base\/scenarios\/attack-hit-kills-monster.scenario.yaml: \d+ actions of its steps played/);
      await shoot('four-souls-from-scenario');
      // Back to the start: the layout, with Pooter in its slot.
      await log().getByTestId('log-scroll').evaluate((element) => (element.scrollTop = 0));
      await clickAndWait(log().getByRole('button', { name: /^Setup/ }), 'jumping back to the start');
      expect(await position()).toBe(0);
      await h.waitFor(table().locator('[data-zone="monster-slots"] [data-card="Pooter"]'), 'Pooter back in its slot');
    });
  });

  it('fits its toolbar on one row from 1280 px wide, the file actions in a Table file menu the keyboard walks', async () => {
    await h.withScreenshot(() => page, 'table-toolbar', async () => {
      const toolbar = page.getByRole('toolbar', { name: 'Table tools' });
      const file = toolbar.getByRole('button', { name: 'Table file', exact: true });
      const menu = page.getByRole('menu', { name: 'Table file' });
      const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
      const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
      // Every control of the toolbar on the first one's row.
      const oneRow = () => toolbar.evaluate((bar) => {
        const boxes = [...bar.children].map((c) => c.getBoundingClientRect()).filter((b) => b.width > 0);
        return boxes.every((b) => b.top < boxes[0]!.bottom && b.bottom > boxes[0]!.top);
      });
      try {
        await page.setViewportSize({ width: 1280, height: 800 });
        await startTable('Four Souls', ['You', 'Random bot'], '5');
        await button('Pause').click();
        for (const width of [1280, 1400, 1600]) {
          await page.setViewportSize({ width, height: 800 });
          expect(await oneRow(), `the toolbar on one row at ${width} px`).toBe(true);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        await expect(toolbar.getByRole('button', { name: 'Undo' }).getAttribute('aria-keyshortcuts')).resolves.toBe('Control+Z');

        // Enter opens the menu at its first item; the arrows walk it (round the ends), Home and End go to them.
        expect(await file.getAttribute('aria-haspopup')).toBe('menu');
        await file.focus();
        await page.keyboard.press('Enter');
        await h.waitFor(menu, 'the Table file menu');
        expect(await file.getAttribute('aria-expanded')).toBe('true');
        expect(await focused(item('Save table'))).toBe(true);
        await expect(item('Save table').getAttribute('aria-keyshortcuts')).resolves.toBe('Control+S');
        expect(await item('Save table').textContent()).toBe('Save tableCtrl+S');
        await page.keyboard.press('ArrowDown');
        expect(await focused(item('Save table as…'))).toBe(true);
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        expect(await focused(item('Record scenario…'))).toBe(true);
        await page.keyboard.press('Home');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        expect(await focused(item('Load table…'))).toBe(true);
        await shoot('toolbar-1280');
        // Escape closes it and gives the focus back to the button; Down opens it again.
        await page.keyboard.press('Escape');
        await h.eventually('the menu closed', async () => (await menu.count()) === 0 || 'still open');
        expect(await focused(file)).toBe(true);
        expect(await file.getAttribute('aria-expanded')).toBe('false');
        await page.keyboard.press('ArrowDown');
        await h.waitFor(menu, 'the Table file menu again');
        expect(await focused(item('Save table'))).toBe(true);
        // A click elsewhere closes it.
        await page.getByRole('region', { name: 'Prompt' }).click({ position: { x: 4, y: 4 } });
        await h.eventually('the menu closed by a click elsewhere', async () => (await menu.count()) === 0 || 'still open');
        // Picked with the pointer, an item does what its key does.
        await file.click();
        await item('Export replay…').click();
        const ask = await h.waitFor(page.getByRole('dialog', { name: 'Export replay' }), 'the Export replay dialog');
        expect(await menu.count()).toBe(0);
        await page.keyboard.press('Escape');
        await h.eventually('the dialog closed', async () => (await ask.count()) === 0 || 'still open');
      } finally {
        await page.setViewportSize({ width: 1600, height: 1000 });
      }
    });
  });

  it('plays on with a card edited in the editor', async () => {
    await h.withScreenshot(() => page, 'table-hot-reload', async () => {
      await startTable('Stak Bots', ['You', 'You'], '11');
      // p1's hand holds Pickpocket (power 2).
      const pickpocket = table().locator('[data-zone="hand"][data-owner="p1"] [data-card="Pickpocket"]');
      await h.waitFor(pickpocket, 'Pickpocket in p1’s hand');
      const power = pickpocket.locator('[data-stat="power"] text').first();
      expect(await power.textContent()).toBe('2');
      // To the editor: Pickpocket's power becomes 5, typed and not saved.
      await page.getByRole('tab', { name: 'Editor' }).click();
      await selectInFile(h, page, 'starter.cards', '"Pickpocket" rank 3 power 2');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('5');
      await page.keyboard.press('Control+Alt+b');
      await h.eventually('the table using the new Pickpocket', async () => (await power.textContent()) === '5' || `power ${await power.textContent()}`);
      await h.eventually('the table saying so', async () => /Reloaded: Pickpocket changed/.test((await page.getByRole('status').allTextContents()).join(' ')) || (await page.getByRole('status').allTextContents()).join(' | '));
      await shoot('stak-bots-hot-reload');
      // The table keeps going with it.
      await clickAndWait(legal().getByRole('button', { name: 'p1 play Pickpocket' }), 'playing the new Pickpocket');
      await h.waitFor(table().locator('[data-zone="stak"][data-owner="p1"] [data-card="Pickpocket"]'), 'Pickpocket on p1’s stak');
    });
  });
});

void stack;
