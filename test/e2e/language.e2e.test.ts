// The card language in the studio's editor, end to end in Chromium: a workspace of two
// sets, a card typed with a misspelt verb (squiggle, status bar count, Problems entry), its
// quick fix from the light bulb, hover, completion, go to definition into another file,
// renaming a card across the set's files and a scenario, formatting, a problem of a file
// that is not open leading to it, and a card named like a card of the other set (CW2030). Needs a build first (`npm run test:e2e`, `npm test`).
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, REPO, checkPrerequisites, clickWord as clickWordIn, editorFor, editorText, fileItem, paste as pasteIn, screenshot, tabFor } from './harness';

const MINE = 'sets/stak-bots/starter/mine.cards';
const STARTER = 'sets/stak-bots/starter/starter.cards';
const BROKEN = 'sets/stak-bots/workshop/broken.cards';
const SCENARIO = 'sets/stak-bots/starter/scenarios/pups.scenario.yaml';
const MINE_TEXT = 'game stak-bots\n\nbot "Tin Pup" rank 1 power 1 {\n  entry: scrap each card in your hand named "Bolt Pup"\n}\n';

const e2e = new Harness();
const waitFor = e2e.waitFor.bind(e2e);
const eventually = e2e.eventually.bind(e2e);
let temp: string;
let workspace: string;
let page: Page;

const editor = (path: string) => editorFor(page, path);
const problemEntries = (path: string) => page.locator(`[data-testid="problem"][data-path="${path}"]`);
const text = () => editorText(page);

const clickWord = (word: string, offset?: number) => clickWordIn(e2e, page, word, offset);
const paste = (value: string) => pasteIn(page, value);

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-language-'));
  workspace = join(temp, 'workspace');
  const starter = join(workspace, 'sets', 'stak-bots', 'starter');
  const workshop = join(workspace, 'sets', 'stak-bots', 'workshop');
  await mkdir(join(starter, 'scenarios'), { recursive: true });
  await mkdir(workshop, { recursive: true });
  await writeFile(join(workspace, 'cardwright.json'), `${JSON.stringify({ version: 1, name: 'Language', games: ['stak-bots'] })}\n`);
  await cp(join(REPO, 'sets', 'stak-bots', 'starter', 'set.json'), join(starter, 'set.json'));
  await cp(join(REPO, 'sets', 'stak-bots', 'starter', 'starter.cards'), join(starter, 'starter.cards'));
  await writeFile(join(workspace, MINE), MINE_TEXT);
  await writeFile(join(workspace, SCENARIO), 'version: 1\nname: Two Bolt Pups\ngame: stak-bots\nsets: [stak-bots/starter]\nseed: 1\nseats: 2\ngiven:\n  p1: { stak: [Bolt Pup, Bolt Pup] }\n');
  await writeFile(join(workshop, 'set.json'), `${JSON.stringify({ version: 1, game: 'stak-bots', name: 'Workshop' })}\n`);
  await writeFile(join(workspace, BROKEN), 'game stak-bots\n\nbot "Oops" rank 1 power 1 {\n  entry: scarp this\n}\n');
  const server = await e2e.startServer(join(temp, 'state'), { args: ['--workspace', workspace] });
  page = await e2e.firstPage(await e2e.launchBrowser(join(temp, 'profile')), 'language');
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
});

afterAll(async () => {
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

async function step(name: string, body: () => Promise<void>): Promise<void> {
  await e2e.withScreenshot(() => page, name, body);
}

describe('the card language in the editor', () => {
  it('lists the problems of every set, open or not, with counts in the status bar', async () => {
    await step('language-open', async () => {
      await (await waitFor(fileItem(page, MINE), 'mine.cards in the explorer')).click();
      await waitFor(editor(MINE), 'The editor on mine.cards');
      await eventually('The status bar should count the error of the unopened broken.cards', async () => (await page.getByTestId('error-count').innerText()) === '1' || page.getByTestId('error-count').innerText());
      await page.keyboard.press('Control+Shift+M');
      const panel = await waitFor(page.getByRole('region', { name: 'Problems' }), 'The Problems panel after Ctrl+Shift+M');
      await waitFor(problemEntries(BROKEN), 'The problem of broken.cards (a file that is not open)');
      expect(await panel.getByRole('button', { name: /unknown verb "scarp"/ }).count()).toBe(1);
    });
  });

  it('underlines a misspelt verb as it is typed and lists it in Problems', async () => {
    await step('language-typo', async () => {
      await page.locator('[data-testid="editor"] .view-lines').first().click();
      await page.keyboard.press('Control+End');
      await paste('\nbot "Rust Pup" rank 1 power 2 {\n  entry: scarp this\n}\n');
      await waitFor(page.locator('[data-testid="editor"] .squiggly-error'), 'A red squiggle under "scarp"');
      await waitFor(problemEntries(MINE), 'The Problems entry of mine.cards');
      expect(await problemEntries(MINE).first().getAttribute('data-code')).toBe('CW2007');
      await eventually('The status bar should count two errors', async () => (await page.getByTestId('error-count').innerText()) === '2');
      await screenshot(page, 'language-problem');
    });
  });

  it('fixes it with the quick fix from the light bulb', async () => {
    await step('language-quick-fix', async () => {
      await clickWord('scarp', 0.5);
      const bulb = await waitFor(page.locator('.lightBulbWidget'), 'The light bulb beside the misspelt verb');
      await bulb.click();
      const fix = await waitFor(page.getByText('Change to "scrap"'), 'The quick fix "Change to "scrap""');
      await screenshot(page, 'language-light-bulb');
      await fix.click();
      await eventually('The verb should read "scrap"', async () => (await text()).includes('entry: scrap this') || text());
      await eventually('The squiggle should go', async () => (await page.locator('[data-testid="editor"] .squiggly-error').count()) === 0);
      await eventually('The Problems entry of mine.cards should go', async () => (await problemEntries(MINE).count()) === 0);
      expect(await page.getByTestId('error-count').innerText()).toBe('1');
    });
  });

  it('explains a word on hover', async () => {
    await step('language-hover', async () => {
      const word = page.locator('[data-testid="editor"] .view-line span span', { hasText: 'scrap' }).first();
      await word.hover();
      const hover = await waitFor(page.locator('.monaco-hover .hover-contents, .monaco-hover-content').filter({ hasText: 'scrap' }), 'A hover on "scrap"');
      expect(await hover.innerText()).toMatch(/Stak Bots/);
      await screenshot(page, 'language-hover');
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
    });
  });

  it('completes words with their documentation', async () => {
    await step('language-completion', async () => {
      await clickWord('this', 1);
      await page.keyboard.press('End');
      // Typed as a person types: the list opens by itself.
      await page.keyboard.type(' then dr', { delay: 30 });
      const row = page.locator('.suggest-widget .monaco-list-row', { hasText: 'draw' });
      // On a loaded machine the list that opens by itself can be dropped for a late answer; asked for, it comes.
      const widget = await waitFor(row, 'The completion "draw"').catch(async () => {
        await page.keyboard.press('Control+Space');
        return waitFor(row, 'The completion "draw", asked for with Ctrl+Space');
      });
      // The focused item's documentation, beside the list (Ctrl+Space shows it).
      await page.keyboard.press('Control+Space');
      await waitFor(page.locator('.suggest-details', { hasText: 'Players draw cards.' }), 'The documentation of "draw" beside the list');
      await screenshot(page, 'language-completion');
      await widget.click();
      await page.keyboard.insertText(' a card');
      await eventually('The completed effect should read "then draw a card"', async () => (await text()).includes('entry: scrap this then draw a card') || text());
      await eventually('No error after the completion', async () => (await page.getByTestId('error-count').innerText()) === '1');
    });
  });

  it('goes to a card\'s definition in another file of the set', async () => {
    await step('language-definition', async () => {
      await clickWord('Bolt', 0.5);
      await page.keyboard.press('F12');
      await waitFor(editor(STARTER), 'starter.cards opened by go to definition');
      await eventually('The cursor should be on the line declaring "Bolt Pup"', async () => (await page.getByTestId('cursor-position').innerText()).startsWith('Ln 7,') || page.getByTestId('cursor-position').innerText());
      await waitFor(page.getByTestId('breadcrumb-symbol').filter({ hasText: 'Bolt Pup' }), 'The breadcrumb naming the card "Bolt Pup"');
    });
  });

  it('renames a card in every file of its set and in its scenarios', async () => {
    await step('language-rename', async () => {
      const input = await e2e.openRenameBox(page);
      await input.fill('Spark Pup');
      await page.keyboard.press('Enter');
      await eventually('starter.cards should declare "Spark Pup"', async () => (await text()).includes('bot "Spark Pup"') || text());
      await tabFor(page, MINE).first().click();
      await waitFor(editor(MINE), 'mine.cards shown again');
      await eventually('mine.cards should name "Spark Pup" now', async () => (await text()).includes('named "Spark Pup"') || text());
      await eventually('The scenario on disk should name "Spark Pup"', async () => (await readFile(join(workspace, SCENARIO), 'utf8')).includes('[Spark Pup, Spark Pup]'));
      expect(await page.getByTestId('error-count').innerText()).toBe('1');
      await screenshot(page, 'language-rename');
    });
  });

  it('formats the document', async () => {
    await step('language-format', async () => {
      await page.locator('[data-testid="editor"] .view-lines').first().click();
      await page.keyboard.press('Control+End');
      await paste('bot   "Odd" rank 1 power 1 {\n        entry: draw a card\n}\n');
      await eventually('The badly laid out card should be in the editor', async () => (await text()).includes('        entry: draw a card'));
      await page.keyboard.press('Shift+Alt+F');
      await eventually('The card should be laid out canonically', async () => {
        const now = await text();
        return (now.includes('bot "Odd" rank 1 power 1 {\n  entry: draw a card\n}') && !now.includes('        entry')) || now;
      });
      await screenshot(page, 'language-format');
    });
  });

  it('formats on save once the setting is on, and keeps the setting', async () => {
    await step('language-format-on-save', async () => {
      const toggle = page.getByRole('button', { name: /Format on save/ });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await eventually('The setting should read on', async () => (await toggle.getAttribute('aria-pressed')) === 'true');
      expect(await page.evaluate(() => localStorage.getItem('cardwright.format-on-save'))).toBe('true');
      await page.locator('[data-testid="editor"] .view-lines').first().click();
      await page.keyboard.press('Control+End');
      await paste('bot "Saved Pup" rank 1 power 1 {\n      entry: draw a card\n}\n');
      await page.keyboard.press('Control+s');
      await eventually('mine.cards on disk should hold the card laid out canonically', async () => {
        const disk = await readFile(join(workspace, MINE), 'utf8');
        return disk.includes('bot "Saved Pup" rank 1 power 1 {\n  entry: draw a card\n}') || disk;
      });
    });
  });

  it('inserts a new card of the game from its snippet (Ctrl+Alt+C)', async () => {
    await step('language-snippet', async () => {
      await clickWord('Rust', 0.5);
      await page.keyboard.press('Control+Alt+c');
      const item = await waitFor(page.locator('.suggest-widget .monaco-list-row', { hasText: 'bot card' }), 'The snippet "bot card"');
      expect(await page.locator('.suggest-widget .monaco-list-row').count(), 'only the card snippets are offered').toBe(1);
      await screenshot(page, 'language-snippet');
      await item.click();
      await page.keyboard.type('Fresh Pup');
      await page.keyboard.press('Escape');
      await eventually('A new bot with its required stats should follow the card the cursor was in', async () => {
        const now = await text();
        return /bot "Rust Pup"[^]*\n}\n\nbot "Fresh Pup" rank 1 power 1 \{\n {2}\n}/.test(now) || now;
      });
      expect(await page.getByTestId('error-count').innerText()).toBe('1');
    });
  });

  it('opens a file at its problem from the Problems panel', async () => {
    await step('language-problem-click', async () => {
      await problemEntries(BROKEN).first().click();
      await waitFor(editor(BROKEN), 'broken.cards opened from its problem');
      await eventually('The cursor should be at the problem', async () => (await page.getByTestId('cursor-position').innerText()).startsWith('Ln 4,') || page.getByTestId('cursor-position').innerText());
      await screenshot(page, 'language-problems-panel');
      expect(e2e.uncaught(), 'uncaught errors in the page').toEqual([]);
    });
  });

  it('warns of a card named like a card of another set of the workspace, as check does', async () => {
    await step('language-name-in-scope', async () => {
      await page.locator('[data-testid="editor"] .view-lines').first().click();
      await page.keyboard.press('Control+End');
      await paste('\nbot "Cog Crawler" rank 1 power 1 {\n  entry: draw a card\n}\n');
      await waitFor(page.locator('[data-testid="editor"] .squiggly-warning'), 'A warning squiggle under "Cog Crawler"');
      const entry = page.locator(`[data-testid="problem"][data-path="${BROKEN}"][data-code="CW2030"]`);
      await waitFor(entry, 'The CW2030 entry of broken.cards in Problems');
      expect(await entry.innerText()).toMatch(/"Cog Crawler" is also a card of stak-bots\/starter/);
      await screenshot(page, 'language-name-in-scope');
      expect(e2e.uncaught(), 'uncaught errors in the page').toEqual([]);
    });
  });
});
