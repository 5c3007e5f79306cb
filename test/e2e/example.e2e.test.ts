// A newcomer's day in the studio, end to end in Chromium, finding controls by role and name as
// a screen reader would: "Open an example" on the welcome screen (the bundled sets copied into
// Documents, a card's face in the Preview), the explorer's folders and filter by keyboard, a
// card typed with a misspelt verb (squiggle, Problems entry), its quick fix (the face follows),
// a rename, the set exported as JSON (checked against the published schema), a broken set file
// imported (its field errors) and a good one (its decompiled source), the command palette, and
// the next start reopening the workspace with its tabs. Every wait is on a condition.
import Ajv2020 from 'ajv/dist/2020.js';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Harness,
  REPO,
  type Server,
  checkPrerequisites,
  clickWord as clickWordIn,
  editorFor,
  editorText,
  paste,
  previewFace,
  previewPane,
  runCommand,
  screenshot,
  statusMessage,
  tabFor,
  unnamedControls,
} from './harness';

const STARTER = 'sets/stak-bots/starter/starter.cards';
const MONSTERS = 'sets/four-souls/base/monsters.cards';
const EXPORTED = 'exports/stak-bots-starter.json';
/** Copying some 360 files and compiling the first face: generous for a loaded machine. */
const FIRST_FACE_MS = 90_000;

const e2e = new Harness();
const waitFor = e2e.waitFor.bind(e2e);
const eventually = e2e.eventually.bind(e2e);
let temp: string;
let home: string;
let state: string;
let server: Server;
let context: BrowserContext;
let page: Page;
let example: string;

const text = () => editorText(page);
const clickWord = (word: string, offset?: number) => clickWordIn(e2e, page, word, offset);
const errorCount = () => page.getByTestId('error-count').innerText();
const tree = () => page.getByRole('tree', { name: 'Files' });
const statusSays = (wanted: string) => eventually(`The status bar should say "${wanted}"`, async () => (await statusMessage(page)).includes(wanted) || statusMessage(page));
const importDialog = () => page.getByRole('dialog', { name: 'Import set JSON' });

/** The host, with a home folder of its own: the example goes into its Documents. */
function startHost(): Promise<Server> {
  return e2e.startServer(state, { env: { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), USERPROFILE: home } });
}

async function step(name: string, body: () => Promise<void>): Promise<void> {
  await e2e.withScreenshot(() => page, `example-${name}`, body);
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-example-'));
  home = join(temp, 'home');
  state = join(temp, 'state');
  await mkdir(home, { recursive: true });
  server = await startHost();
  context = await e2e.launchBrowser(join(temp, 'profile'));
  page = await e2e.firstPage(context, 'example');
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
});

afterAll(async () => {
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe('a newcomer with the example workspace', () => {
  it('opens the example from the welcome screen on a card, its face in the Preview', async () => {
    await step('open', async () => {
      const button = await waitFor(page.getByRole('button', { name: 'Open an example' }), 'The "Open an example" button on the welcome screen');
      await screenshot(page, 'example-welcome');
      expect(await unnamedControls(page), 'controls of the welcome screen without a name').toEqual([]);
      await button.click();
      await waitFor(editorFor(page, MONSTERS), 'The editor on monsters.cards', FIRST_FACE_MS);
      const face = await waitFor(previewFace(page, 'Pooter'), 'The face of Pooter in the Preview', FIRST_FACE_MS);
      expect(await face.locator('[data-part="rules"]').textContent()).toContain('Reward: loot 1');
      example = join(home, 'Documents', 'Cardwright Examples');
      const bundledScenarios = (await readdir(join(REPO, 'sets', 'four-souls', 'base', 'scenarios'))).length;
      expect((await readdir(join(example, 'sets', 'four-souls', 'base', 'scenarios'))).length).toBe(bundledScenarios);
      expect(await readdir(join(example, 'sets', 'stak-bots', 'starter'))).toEqual(expect.arrayContaining(['set.json', 'starter.cards', 'scenarios']));
      await statusSays(`The example sets were copied to ${example}`);
      await screenshot(page, 'editor-with-face');
      expect(await unnamedControls(page), 'controls of the workbench without a name').toEqual([]);
    });
  });

  it('shows a set’s folders as folders, filters them, and walks them with the keyboard', async () => {
    await step('explorer', async () => {
      const scenarios = tree().locator('[data-path="sets/four-souls/base/scenarios"]');
      await waitFor(scenarios, 'The Four Souls scenarios folder in the explorer');
      expect(await scenarios.getAttribute('role')).toBe('treeitem');
      expect(await scenarios.getAttribute('aria-expanded')).toBe('false');
      const bundledScenarios = (await readdir(join(REPO, 'sets', 'four-souls', 'base', 'scenarios'))).length;
      expect(await scenarios.getAttribute('aria-description')).toBe(`${bundledScenarios} files`);
      // Closed, the folder is one row: no scenario of it is in the tree.
      expect(await tree().locator('[data-path^="sets/four-souls/base/scenarios/"]').count()).toBe(0);

      // The keyboard: into the explorer, onto the folder, open it, into it, and back out.
      await page.keyboard.press('Control+Shift+KeyE');
      await eventually('A row of the tree should have the keyboard', async () => (await page.evaluate(() => document.activeElement?.getAttribute('role'))) === 'treeitem');
      await scenarios.focus();
      await page.keyboard.press('ArrowRight');
      await eventually('The scenarios folder should open', async () => (await scenarios.getAttribute('aria-expanded')) === 'true');
      expect(await tree().locator('[data-path^="sets/four-souls/base/scenarios/"]').count()).toBe((await readdir(join(REPO, 'sets', 'four-souls', 'base', 'scenarios'))).length);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const focusedPath = () => page.evaluate(() => document.activeElement?.getAttribute('data-path') ?? '');
      await eventually('The keyboard should be on the second scenario', async () => /scenarios\/.+\.scenario\.yaml$/.test(await focusedPath()) || focusedPath());
      const second = await focusedPath();
      await screenshot(page, 'example-explorer-folders');
      await page.keyboard.press('Enter');
      await waitFor(editorFor(page, second), `The scenario ${second} opened with Enter`);
      // Back to the tree, where the keyboard left it; Left goes to the folder, and again closes it.
      await page.keyboard.press('Control+Shift+KeyE');
      await page.keyboard.press('ArrowLeft');
      await eventually('The keyboard should be on the folder', async () => (await focusedPath()) === 'sets/four-souls/base/scenarios' || focusedPath());
      await page.keyboard.press('ArrowLeft');
      await eventually('The folder should close', async () => (await scenarios.getAttribute('aria-expanded')) === 'false');

      // The filter keeps the matching files, shown in their folders.
      const filter = page.getByRole('searchbox', { name: 'Filter files' });
      await filter.fill('starter');
      await eventually('Only starter.cards and set.json of the starter set should match', async () => {
        const files = await tree().locator('[data-testid="file-item"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-path')));
        return JSON.stringify(files) === JSON.stringify([STARTER]) || JSON.stringify(files);
      });
      await screenshot(page, 'example-explorer-filter');
      await filter.press('Enter');
      await waitFor(editorFor(page, STARTER), 'starter.cards opened with Enter in the filter box');
      await filter.fill('');
    });
  });

  it('underlines a misspelt verb, lists it in Problems, and the quick fix gives the card its face', async () => {
    await step('typo', async () => {
      await page.locator('[data-testid="editor"] .view-lines').first().click();
      await page.keyboard.press('Control+End');
      await paste(page, '\nbot "Rust Pup" rank 1 power 2 {\n  entry: scarp this\n}\n');
      await waitFor(page.locator('[data-testid="editor"] .squiggly-error'), 'A red squiggle under "scarp"');
      await eventually('The status bar should count the error', async () => (await errorCount()) === '1' || errorCount());
      await page.getByRole('button', { name: /^Problems: 1 error/ }).click();
      const problems = await waitFor(page.getByRole('region', { name: 'Problems' }), 'The Problems panel');
      const entry = await waitFor(problems.getByRole('button', { name: /unknown verb "scarp"/ }), 'The Problems entry for "scarp"');
      // The entry leads to the place; the panel then goes (Ctrl+Shift+M), leaving the editor its room.
      await entry.click();
      await eventually('The cursor should be on the misspelt verb', async () => (await page.getByTestId('cursor-position').innerText()).startsWith('Ln 216,') || page.getByTestId('cursor-position').innerText());
      await page.keyboard.press('Control+Shift+KeyM');
      await eventually('The Problems panel should close', async () => (await page.getByRole('region', { name: 'Problems' }).count()) === 0);
      await clickWord('scarp', 0.5);
      await waitFor(previewPane(page).getByText('Rust Pup does not compile'), 'The Preview saying Rust Pup does not compile');
      await screenshot(page, 'example-problem');

      const bulb = await waitFor(page.locator('.lightBulbWidget'), 'The light bulb beside the misspelt verb');
      await bulb.click();
      const fix = await waitFor(page.getByText('Change to "scrap"'), 'The quick fix "Change to "scrap""');
      await fix.click();
      await eventually('The verb should read "scrap"', async () => (await text()).includes('entry: scrap this') || text());
      await eventually('The squiggle should go', async () => (await page.locator('[data-testid="editor"] .squiggly-error').count()) === 0);
      await eventually('No error should be counted', async () => (await errorCount()) === '0' || errorCount());
      const face = await waitFor(previewFace(page, 'Rust Pup'), 'The face of Rust Pup, now that it compiles');
      await eventually('The face should print the fixed rules', async () => ((await face.locator('[data-part="rules"]').textContent()) ?? '').includes('scrap') || String(await face.locator('[data-part="rules"]').textContent()));
      await screenshot(page, 'example-quick-fix');
    });
  });

  it('renames the card, and the face takes the new name', async () => {
    await step('rename', async () => {
      await clickWord('Rust', 0.5);
      const input = await e2e.openRenameBox(page);
      await input.fill('Rust Hound');
      await page.keyboard.press('Enter');
      await eventually('starter.cards should declare "Rust Hound"', async () => (await text()).includes('bot "Rust Hound"') || text());
      await waitFor(previewFace(page, 'Rust Hound'), 'The face of the renamed card');
      await page.keyboard.press('Control+KeyS');
      await eventually('The renamed card should be saved', async () => (await readFile(join(example, STARTER), 'utf8')).includes('bot "Rust Hound" rank 1 power 2 {\n  entry: scrap this\n}'));
    });
  });

  it('exports the set as JSON from the command palette, valid against the published schema', async () => {
    await step('export', async () => {
      await page.keyboard.press('F1');
      const palette = await waitFor(page.getByRole('dialog', { name: 'Command palette' }), 'The command palette (F1)');
      expect(await palette.getByRole('option').count(), 'every command of a workspace').toBeGreaterThan(20);
      expect(await unnamedControls(page), 'controls of the palette without a name').toEqual([]);
      await page.keyboard.press('Escape');
      await eventually('Escape should close the palette', async () => (await palette.count()) === 0);
      await runCommand(e2e, page, 'Export Set as JSON', 'example-command-palette');
      await statusSays(`Exported 45 cards of Starter to ${EXPORTED}`);
      const schema = JSON.parse(await readFile(join(REPO, 'docs/schema/set.schema.json'), 'utf8')) as object;
      const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
      const exported = JSON.parse(await readFile(join(example, EXPORTED), 'utf8')) as { cards: { name: string }[] };
      expect(validate(exported) ? [] : validate.errors).toEqual([]);
      expect(exported.cards.map((card) => card.name)).toContain('Rust Hound');
    });
  });

  it('lists a broken set file’s problems field by field, then imports a good one as source', async () => {
    await step('import', async () => {
      const good = JSON.parse((await readFile(join(example, EXPORTED), 'utf8')).replaceAll('"stak-bots/starter/', '"stak-bots/imported/')) as { cards: Record<string, unknown>[] };
      Object.assign(good, { set: 'imported', name: 'Imported Bots' });
      const broken = structuredClone(good);
      (broken.cards[1]!.stats as Record<string, unknown>).power = 'lots';

      await runCommand(e2e, page, 'Import Set JSON');
      await waitFor(importDialog(), 'The "Import set JSON" dialog');
      await importDialog().getByLabel('Set file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken, null, 2)) });
      await eventually('The dialog should show the chosen file', async () => (await importDialog().getByTestId('dialog-field-file-chosen').innerText()) === 'Chosen: broken.json');
      await importDialog().getByRole('button', { name: 'Import' }).click();
      const list = await waitFor(importDialog().getByRole('list', { name: 'Problems' }), 'The list of the file’s problems');
      expect(await list.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^cards\.1\.stats\.power expected a number, found the text "lots"/)]);
      await screenshot(page, 'example-import-errors');
      expect(await readdir(join(example, 'sets', 'stak-bots'))).toEqual(['starter']);

      await importDialog().getByLabel('Set file').setInputFiles({ name: 'imported.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good, null, 2)) });
      await eventually('The dialog should show the good file', async () => (await importDialog().getByTestId('dialog-field-file-chosen').innerText()) === 'Chosen: imported.json');
      await importDialog().getByRole('button', { name: 'Import' }).click();
      const imported = 'sets/stak-bots/imported/imported.cards';
      await waitFor(editorFor(page, imported), 'The decompiled source open in the editor');
      await eventually('The editor should show the decompiled cards', async () => {
        const shown = await text();
        return (shown.startsWith('game stak-bots') && shown.includes('bot "Bolt Pup" rank 1 power 2 copies 3')) || shown;
      });
      expect(await readFile(join(example, imported), 'utf8')).toContain('bot "Rust Hound" rank 1 power 2 {\n  entry: scrap this\n}\n');
      await statusSays('Imported Imported Bots: 45 cards');
      await screenshot(page, 'example-imported');
    });
  });

  it('makes a new set with the wizard: its game, its name and a first card from the game’s snippet', async () => {
    await step('new-set', async () => {
      await page.keyboard.press('Control+Alt+Shift+KeyN');
      const first = page.getByRole('dialog', { name: 'New set' });
      await waitFor(first, 'The new-set wizard (Ctrl+Alt+Shift+N)');
      const optionsOf = (select: Locator) => select.evaluate((element) => [...(element as HTMLSelectElement).options].map((option) => option.value));
      const game = first.getByRole('combobox', { name: 'Game', exact: true });
      expect(await optionsOf(game), 'every game of the engine').toEqual(expect.arrayContaining(['four-souls', 'stak-bots', 'smash-up', 'destiny']));
      await game.selectOption('four-souls');
      await first.getByLabel('Set name', { exact: true }).fill('Wrath of the Lamb');
      await screenshot(page, 'example-new-set');
      await first.getByRole('button', { name: 'Next' }).click();
      const second = page.getByRole('dialog', { name: 'First card of Wrath of the Lamb' });
      await waitFor(second, 'The wizard’s second step');
      const kind = second.getByRole('combobox', { name: 'Kind of card', exact: true });
      expect(await optionsOf(kind)).toEqual(expect.arrayContaining(['monster', 'loot', 'character']));
      await kind.selectOption('monster');
      await second.getByLabel('Card name', { exact: true }).fill('Wrath Pooter');
      await second.getByRole('button', { name: 'Create set' }).click();
      const file = 'sets/four-souls/wrath-of-the-lamb/cards.cards';
      await waitFor(editorFor(page, file), 'The new set’s card file open');
      await waitFor(previewFace(page, 'Wrath Pooter'), 'The face of the first card');
      expect(await readFile(join(example, file), 'utf8')).toMatch(/^game four-souls\nset "Wrath of the Lamb"\n\nmonster "Wrath Pooter" hp \d+ evasion \d+ attack \d+ \{\n {2}\n\}\n$/);
      await screenshot(page, 'example-new-set-card');
    });
  });

  it('opens the example again on the next start, with its tabs and the one shown', async () => {
    await step('next-start', async () => {
      const tabs = async () => page.locator('[data-testid="tab"]').evaluateAll((all) => all.map((tab) => tab.getAttribute('data-path')));
      const before = await tabs();
      const shown = 'sets/four-souls/wrath-of-the-lamb/cards.cards';
      expect(before).toEqual(expect.arrayContaining([MONSTERS, STARTER, 'sets/stak-bots/imported/imported.cards', shown]));
      // The host keeps the layout; it is written a moment after the tabs change.
      await eventually('The host should have the layout with every tab', async () => {
        const saved = await readFile(join(state, 'workspace-layouts.json'), 'utf8').catch(() => '');
        return before.every((path) => saved.includes(`"${path}"`)) && saved.includes(`"active":"${shown}"`);
      });
      await e2e.close();

      // A new host on the same state folder, and a browser with a fresh profile: only the host remembers.
      server = await startHost();
      context = await e2e.launchBrowser(join(temp, 'profile-2'));
      page = await e2e.firstPage(context, 'next-start');
      await page.goto(server.url, { waitUntil: 'domcontentloaded' });
      await waitFor(editorFor(page, shown), 'The tab shown when the studio was left, shown again', FIRST_FACE_MS);
      await eventually('Every tab should be open again, in order', async () => JSON.stringify(await tabs()) === JSON.stringify(before) || JSON.stringify(await tabs()));
      expect(await tabFor(page, shown).first().getAttribute('aria-selected')).toBe('true');
      await screenshot(page, 'example-next-start');
      expect(e2e.uncaught(), 'uncaught errors in the page').toEqual([]);
    });
  });
});
