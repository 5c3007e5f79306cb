// The deck builder end to end, in the built studio (web host, Chromium), on a workspace with
// the bundled Stak Bots starter and Four Souls base sets. For each game a deck is built by
// click, keyboard and drag and drop, seen illegal with its violation and rule, made legal,
// looked at (statistics, draw odds) and found saved on disk; a pasted list with a misspelt card
// shows the nearest name by line; the deck's text is exported and copied; the header fits one
// row at 1280 px, the deck's actions in a Deck menu; undo and redo; a card renamed in the
// editor is renamed in the saved deck. Screenshots go to test-results/decks-*.png.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeckText, type DeckFile } from '../../engine/defs/deck-file';
import { Harness, checkPrerequisites, screenshot, selectInFile, unnamedControls, writeBundledWorkspace } from './harness';

const harness = new Harness();
let temp: string;
let workspace: string;
let page: Page;

const region = (name: string): Locator => page.getByRole('region', { name, exact: true });
const legality = (): Locator => page.getByTestId('deck-legality');
const entry = (section: string, card: string): Locator => region('Deck').getByRole('group', { name: new RegExp(`^${section},`) }).locator('li', { hasText: card });

async function step(name: string, body: () => Promise<void>): Promise<void> {
  await harness.withScreenshot(() => page, `decks-${name}`, body);
}

/** The deck file on disk, once it reads as a deck that `check` accepts. */
async function deckOnDisk(path: string, what: string, check: (deck: DeckFile) => boolean): Promise<DeckFile> {
  let found: DeckFile | null = null;
  await harness.eventually(what, async () => {
    const read = readDeckText(await readFile(join(workspace, path), 'utf8').catch(() => ''));
    if (!read.ok) return 'no deck on disk yet';
    found = read.value;
    return check(read.value) || JSON.stringify(read.value.sections);
  });
  return found!;
}

/** Picks an item of the header's Deck menu. */
async function deckMenu(item: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Deck tools' }).getByRole('button', { name: 'Deck', exact: true }).click();
  await page.getByRole('menu', { name: 'Deck' }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** The header's Undo, once its title says it takes back `what`, clicked. */
async function undo(what: string): Promise<void> {
  const button = page.getByRole('toolbar', { name: 'Deck tools' }).getByRole('button', { name: 'Undo', exact: true });
  await harness.eventually(`Undo taking back ${what}`, async () => (await button.getAttribute('title')) === `Undo: ${what} (Ctrl+Z)` || String(await button.getAttribute('title')));
  await button.click();
}

/** Whether every control of the header is on its first one's row, in a window `width` px wide (then back to 1600). */
async function headerOnOneRow(width: number): Promise<boolean> {
  try {
    await page.setViewportSize({ width, height: 800 });
    return await page.getByRole('toolbar', { name: 'Deck tools' }).evaluate((bar) => {
      const boxes = [...bar.children].map((c) => c.getBoundingClientRect()).filter((b) => b.width > 0);
      return boxes.every((b) => b.top < boxes[0]!.bottom && b.bottom > boxes[0]!.top);
    });
  } finally {
    await page.setViewportSize({ width: 1600, height: 1000 });
  }
}

async function newDeck(name: string, game: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New deck' });
  if (!(await form.isVisible())) {
    await deckMenu('Close deck');
  }
  await harness.waitFor(form, 'the new deck form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Game').selectOption({ label: game });
  await form.getByRole('button', { name: 'Create deck' }).click();
  await harness.waitFor(region('Deck'), `the deck ${name}`);
  await harness.eventually(`the deck named ${name}`, async () => (await page.getByLabel('Deck name').inputValue()) === name);
  await harness.eventually('the cards of the game in the browser', async () => (await region('Card browser').getByRole('option').count()) > 0 || 'no cards');
}

/** Drags a card row of the browser onto a section of the deck, with the small moves dnd-kit needs. */
async function drag(from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 3, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 3 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(20, b.height / 2), { steps: 12 });
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + Math.min(22, b.height / 2), { steps: 2 });
  await page.mouse.up();
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-decks-e2e-'));
  workspace = join(temp, 'workspace');
  await writeBundledWorkspace(workspace, 'Decks', ['four-souls/base', 'stak-bots/starter', 'destiny/heroes']);
  const server = await harness.startServer(join(temp, 'state'), { args: ['--workspace', workspace] });
  const context = await harness.launchBrowser(join(temp, 'profile'), { width: 1600, height: 1000 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
  page = await harness.firstPage(context, 'decks');
  await page.goto(server.url);
  await harness.waitFor(page.getByTestId('sidebar'), 'the studio with the workspace open');
});

afterAll(async () => {
  await harness.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe('deck builder', () => {
  it('builds a Stak Bots deck by click, keyboard and drag and drop; shows it illegal with its rule; makes it legal and saves it', async () => {
    await step('stak-bots', async () => {
      await page.getByRole('tab', { name: 'Decks' }).click();
      await newDeck('Scrap Rush', 'Stak Bots');
      const browser = region('Card browser');

      // By click.
      await browser.getByLabel('Search cards').fill('bolt');
      await browser.getByRole('button', { name: 'Add Bolt Pup' }).click();
      await browser.getByRole('button', { name: 'Add Bolt Pup' }).click();
      await harness.waitFor(entry('Supply', 'Bolt Pup'), 'Bolt Pup in the supply');
      expect(await entry('Supply', 'Bolt Pup').getAttribute('aria-label')).toBe('2 × Bolt Pup');

      // By keyboard: + adds the active card, - takes one away.
      await browser.getByLabel('Search cards').fill('gearhead');
      await browser.getByRole('listbox', { name: 'Cards' }).focus();
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await page.keyboard.press('-');
      await harness.eventually('two Gearheads in the supply', async () => (await entry('Supply', 'Gearhead').getAttribute('aria-label').catch(() => null)) === '2 × Gearhead');

      // By drag and drop, from the browser onto the supply.
      await browser.getByLabel('Search cards').fill('scrap titan');
      await drag(browser.getByRole('option', { name: /^Scrap Titan/ }), region('Deck').getByRole('group', { name: /^Supply,/ }));
      await harness.waitFor(entry('Supply', 'Scrap Titan'), 'Scrap Titan dropped in the supply');

      // Five cards cannot deal six players a stak and a hand: one violation, with its rule.
      const violations = region('Violations');
      const supply = violations.locator('[data-rule="supply-deals"]');
      await harness.waitFor(supply, 'the supply-deals violation');
      expect(await supply.textContent()).toContain('The Supply has 5 cards; it needs at least 66 (6 players × (stak-size 9 + hand-size 2)): 61 short.');
      expect(await supply.textContent()).toContain('The supply deals every player a stak and a starting hand.');
      expect(await legality().textContent()).toBe('1 violation');
      await screenshot(page, 'decks-stak-bots-illegal');

      // Statistics of what is there: kinds and the curve of a stat, as charts with their numbers.
      const statistics = region('Statistics');
      expect(await statistics.getByRole('img', { name: /^Cards by kind:/ }).getAttribute('aria-label')).toBe('Cards by kind: bot: 5');
      expect(await statistics.getByRole('img', { name: /^Cards by (power|rank):/ }).getAttribute('aria-label')).toMatch(/^Cards by (power|rank): /);

      // Made legal: a table of two needs 22 cards; the sets' own composition gives them.
      await page.getByLabel('Players').selectOption('2');
      await harness.eventually('the violation now counts for two players', async () => (await supply.textContent())?.includes('it needs at least 22 (2 players × (stak-size 9 + hand-size 2)): 17 short.') || String(await supply.textContent()));
      await deckMenu('Default composition');
      await harness.eventually('a legal deck', async () => (await legality().textContent()) === 'Legal for 2 players' || String(await legality().textContent()));
      await harness.waitFor(violations.getByText(/A legal Stak Bots deck for 2 players/), 'the legal note in Violations');

      // Draw odds of a card the designer picks: exact (hypergeometric), opening hand and by turn.
      await statistics.getByLabel('of', { exact: true }).selectOption({ label: 'Scrap Titan' });
      const odds = statistics.getByTestId('odds-summary');
      const deck = await deckOnDisk('decks/stak-bots/scrap-rush.deck.json', 'the default composition saved', (d) => d.sections.supply!.length > 10);
      const total = deck.sections.supply!.reduce((n, e) => n + e.count, 0);
      const titans = deck.sections.supply!.find((e) => e.card === 'Scrap Titan')!.count;
      // 1 - C(total - titans, 2) / C(total, 2): no Titan among the two cards of the opening hand.
      const opening = 1 - ((total - titans) * (total - titans - 1)) / (total * (total - 1));
      expect(await odds.textContent()).toContain(`${titans} of ${total} cards in the Supply count. Opening hand (2 cards): ${(opening * 100).toFixed(1)}%`);
      await harness.waitFor(statistics.getByRole('img', { name: /^Chance of at least 1 Scrap Titan by turn: turn 1 / }), 'the odds by turn plot');
      await screenshot(page, 'decks-stak-bots-legal');
      // The builder previews the card pointed at itself: the editor's preview pane is not beside it.
      expect(await page.getByRole('complementary', { name: 'Card preview' }).count()).toBe(0);

      // Undo takes the composition back; redo brings it again; each is saved.
      await undo("Fill with the sets' cards");
      await harness.eventually('the deck before the composition', async () => (await legality().textContent()) === '1 violation');
      await deckOnDisk('decks/stak-bots/scrap-rush.deck.json', 'the undone deck saved', (d) => d.sections.supply!.length === 3);
      await region('Deck').focus();
      await page.keyboard.press('Control+Shift+Z');
      await harness.eventually('the composition again', async () => (await legality().textContent()) === 'Legal for 2 players');
      await deckOnDisk('decks/stak-bots/scrap-rush.deck.json', 'the redone deck saved', (d) => d.sections.supply!.length > 10);
      await harness.waitFor(page.getByRole('status', { name: 'Save status' }).getByText('Saved'), 'the deck saved');
      expect(await page.locator('[data-testid="deck-item"][data-path="decks/stak-bots/scrap-rush.deck.json"]').count()).toBe(1);
    });
  });

  it('imports a pasted list with a misspelt card, naming its line and the nearest card, and exports the deck as text', async () => {
    await step('text', async () => {
      await deckMenu('Import text…');
      const dialog = page.getByRole('dialog', { name: 'Import a deck list' });
      await dialog.getByLabel('Deck list text').fill('# Supply\n4x Bolt Pup\n3x Gearhed\n2 Scrap Titan\n');
      const problems = dialog.getByRole('list', { name: 'Import problems' });
      await harness.waitFor(problems, 'the import problems');
      expect(await problems.textContent()).toBe('Line 3: no card "Gearhed" in the deck\'s sets (did you mean "Gearhead"?)');
      await screenshot(page, 'decks-import-typo');
      await dialog.getByRole('button', { name: 'Replace the deck' }).click();
      await harness.waitFor(dialog.getByRole('status').getByText(/The deck is now 6 cards from the text; 1 line was not used/), 'what the import did');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await deckOnDisk('decks/stak-bots/scrap-rush.deck.json', 'the imported deck saved', (d) => JSON.stringify(d.sections.supply) === JSON.stringify([{ card: 'Bolt Pup', count: 4 }, { card: 'Scrap Titan', count: 2 }]));

      await deckMenu('Export text…');
      const exported = page.getByRole('dialog', { name: 'Deck list as text' });
      expect(await exported.getByLabel('Deck list text').inputValue()).toBe('// Scrap Rush (Stak Bots)\n// Sets: starter\n\n# Supply\n4x Bolt Pup\n2x Scrap Titan\n');
      await exported.getByRole('button', { name: 'Copy to clipboard' }).click();
      await harness.waitFor(exported.getByRole('status').getByText('Copied to the clipboard'), 'the copy confirmed');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('4x Bolt Pup');
      await screenshot(page, 'decks-export');
      await page.keyboard.press('Escape');
      await exported.waitFor({ state: 'hidden' });
    });
  });

  it('fits its header on one row from 1280 px wide, the deck\'s actions in a Deck menu the keyboard walks', async () => {
    await step('header', async () => {
      const header = page.getByRole('toolbar', { name: 'Deck tools' });
      const file = header.getByRole('button', { name: 'Deck', exact: true });
      const menu = page.getByRole('menu', { name: 'Deck' });
      const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
      const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
      for (const width of [1280, 1400, 1600]) expect(await headerOnOneRow(width), `the header on one row at ${width} px`).toBe(true);
      try {
        await page.setViewportSize({ width: 1280, height: 800 });
        // Undo and Redo are icons named for what they do; the title says what they take back.
        await expect(header.getByRole('button', { name: 'Undo', exact: true }).getAttribute('aria-keyshortcuts')).resolves.toBe('Control+Z');
        await expect(header.getByRole('button', { name: 'Redo', exact: true }).getAttribute('aria-keyshortcuts')).resolves.toBe('Control+Shift+Z');

        // Enter opens the menu at its first item; the arrows walk it, round the ends.
        expect(await file.getAttribute('aria-haspopup')).toBe('menu');
        await file.focus();
        await page.keyboard.press('Enter');
        await harness.waitFor(menu, 'the Deck menu');
        expect(await file.getAttribute('aria-expanded')).toBe('true');
        expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Default composition', 'Import text…', 'Export text…', 'Close deck', 'Delete deck…']);
        expect(await focused(item('Default composition'))).toBe(true);
        await page.keyboard.press('ArrowDown');
        expect(await focused(item('Import text…'))).toBe(true);
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        expect(await focused(item('Delete deck…'))).toBe(true);
        await screenshot(page, 'decks-header-1280');
        // Escape closes it and gives the focus back to the button.
        await page.keyboard.press('Escape');
        await harness.eventually('the menu closed', async () => (await menu.count()) === 0 || 'still open');
        expect(await focused(file)).toBe(true);

        // Delete deck… is the studio's command for the open deck: it asks first; Cancel keeps the deck.
        await deckMenu('Delete deck…');
        const ask = page.getByRole('dialog', { name: 'Delete the deck "Scrap Rush"?' });
        await harness.waitFor(ask, 'the question before deleting');
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await ask.waitFor({ state: 'hidden' });
        expect(await page.getByLabel('Deck name').inputValue()).toBe('Scrap Rush');
        expect(await readFile(join(workspace, 'decks/stak-bots/scrap-rush.deck.json'), 'utf8')).toContain('"Scrap Rush"');
      } finally {
        await page.setViewportSize({ width: 1600, height: 1000 });
      }
    });
  });

  it('offers the bundled sets beside the workspace\'s, each under its heading; a bundled card added draws on its set', async () => {
    await step('bundled-sets', async () => {
      const browser = region('Card browser');
      await browser.getByLabel('Search cards').fill('');
      await browser.getByLabel('Sets shown').selectOption('all');
      // The workspace's Starter first, then the bundled sets the workspace has no copy of (the
      // bundled Starter is hidden by the workspace's).
      await harness.waitFor(browser.locator('[data-set="starter"]'), 'the Starter heading');
      expect(await browser.locator('[data-set="starter"]').textContent()).toMatch(/^Starterworkspace · (\d+) of \1 · in the deck$/);
      expect(await browser.getByLabel('Sets shown').locator('option').allTextContents()).toEqual(["The deck's sets (1)", 'Every Stak Bots set (3)', 'Starter (workspace)', 'Designer examples (bundled)', 'Vanilla (bundled)']);
      // The last card is the bundled Vanilla set's last; + adds it.
      await browser.getByRole('listbox', { name: 'Cards' }).focus();
      await page.keyboard.press('End');
      const vanilla = browser.locator('[data-set="vanilla"]');
      await harness.waitFor(vanilla, 'the bundled Vanilla set');
      expect(await vanilla.textContent()).toBe('Vanillabundled · 6 of 6 · adding a card draws on it');
      expect(await browser.getByRole('listbox', { name: 'Cards' }).getByRole('option', { selected: true }).getAttribute('aria-label')).toBe('Bot Six, Bot, Vanilla (a set the deck does not draw on yet)');
      await page.keyboard.press('+');
      await harness.eventually('the Vanilla set now in the deck', async () => (await vanilla.textContent())!.endsWith('in the deck') || String(await vanilla.textContent()));
      const saved = await deckOnDisk('decks/stak-bots/scrap-rush.deck.json', 'the deck drawing on the bundled set', (d) => d.sections.supply!.some((e) => e.card === 'Bot Six'));
      expect(saved.sets).toEqual(['starter', 'vanilla']);
      await screenshot(page, 'decks-bundled-sets');
      // One undo takes back the card and the set it brought.
      await undo('Add Bot Six (from Vanilla)');
      await deckOnDisk('decks/stak-bots/scrap-rush.deck.json', 'the bundled card undone', (d) => !d.sections.supply!.some((e) => e.card === 'Bot Six') && d.sets.length === 1);
      await browser.getByLabel('Sets shown').selectOption('deck');
    });
  });

  it('builds a Four Souls deck, sees a second copy of a character refused by its rule, fixes it and drags a loot card in', async () => {
    await step('four-souls', async () => {
      await newDeck('Basement', 'Four Souls');
      expect(Number((await legality().textContent())!.split(' ')[0])).toBeGreaterThan(0);
      await page.getByLabel('Players').selectOption('2');
      await deckMenu('Default composition');
      await harness.eventually('the base set\'s composition is legal', async () => (await legality().textContent()) === 'Legal for 2 players' || String(await legality().textContent()));

      // A second Isaac breaks "each character is in the pool once".
      await entry('Character pool', 'Isaac').first().getByRole('button', { name: 'One more Isaac' }).click();
      const rule = region('Violations').locator('[data-rule="one-of-each-character"]');
      await harness.waitFor(rule, 'the one-of-each-character violation');
      expect(await rule.textContent()).toContain('"Isaac" has 2 copies; at most 1 of a card: 1 too many.');
      expect(await rule.textContent()).toContain('Each character is in the pool once.');
      expect(await entry('Character pool', 'Isaac').first().getAttribute('aria-label')).toBe('2 × Isaac, 1 problem');
      await screenshot(page, 'decks-four-souls-illegal');
      await rule.getByRole('button', { name: /^Show Character pool/ }).click();
      await page.keyboard.press('-');
      await harness.eventually('legal again', async () => (await legality().textContent()) === 'Legal for 2 players' || String(await legality().textContent()));
      expect(await headerOnOneRow(1280), 'the legal Four Souls deck\'s header on one row at 1280 px').toBe(true);

      // A variant brings its own construction rule: with bonus souls, exactly three are laid out.
      await entry('Bonus souls', 'Soul of Greed').getByRole('button', { name: 'Take Soul of Greed out of the deck' }).click();
      await harness.eventually('two bonus souls are still legal without the variant', async () => (await legality().textContent()) === 'Legal for 2 players' || String(await legality().textContent()));
      await page.getByText('Variants (0)').click();
      await page.getByRole('checkbox', { name: /^Bonus souls/ }).check();
      const laidOut = region('Violations').locator('[data-rule="bonus-souls-laid-out"]');
      await harness.waitFor(laidOut, 'the bonus souls variant\'s rule broken');
      expect(await laidOut.textContent()).toContain('The Bonus souls has 2 cards; it needs exactly 3: 1 short.');
      await screenshot(page, 'decks-four-souls-variant');
      await page.getByText('Variants (1)').click();
      await undo('Build for Bonus souls');
      await harness.waitFor(page.getByText('Variants (0)'), 'the variant undone');
      await undo('Remove Soul of Greed');
      await harness.waitFor(entry('Bonus souls', 'Soul of Greed'), 'Soul of Greed back');
      expect(await legality().textContent()).toBe('Legal for 2 players');

      // A loot card dragged from the browser into the loot deck adds a copy there.
      const browser = region('Card browser');
      await browser.getByLabel('Kind').selectOption({ label: 'Loot' });
      await browser.getByLabel('Search cards').fill('bomb');
      const row = browser.getByRole('option', { name: /^Bomb!/ }).first();
      const before = Number((await row.getAttribute('aria-label'))!.match(/, (\d+) in the deck/)?.[1] ?? 0);
      // Onto the section's heading: the section itself is taller than the screen.
      await drag(row, region('Deck').getByRole('heading', { name: 'Loot deck' }));
      await harness.eventually('one more Bomb! in the deck', async () => (await row.getAttribute('aria-label'))!.includes(`, ${before + 1} in the deck`) || String(await row.getAttribute('aria-label')));
      const saved = await deckOnDisk('decks/four-souls/basement.deck.json', 'the Four Souls deck saved', (d) => d.sections.loot!.some((e) => e.card === 'Bomb!' && e.count === before + 1));
      expect(saved.sections.characters!.find((e) => e.card === 'Isaac')!.count).toBe(1);
      await screenshot(page, 'decks-four-souls');
    });
  });

  it('renames a card in the decks that name it when it is renamed in the editor', async () => {
    await step('rename', async () => {
      await page.getByRole('tab', { name: 'Editor' }).click();
      await selectInFile(harness, page, 'stak-bots/starter/starter.cards', '"Scrap Titan"');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      const input = await harness.openRenameBox(page);
      await input.fill('Scrap Colossus');
      await page.keyboard.press('Enter');
      await deckOnDisk('decks/stak-bots/scrap-rush.deck.json', 'the deck naming the renamed card', (d) => d.sections.supply!.some((e) => e.card === 'Scrap Colossus'));
    });
  });

  it('lists the decks in the explorer, and opens one from there', async () => {
    await step('explorer', async () => {
      const sidebar = page.getByTestId('sidebar');
      for (const game of ['four-souls', 'stak-bots']) await sidebar.getByRole('treeitem', { name: game, exact: true }).click();
      const items = sidebar.locator('[data-testid="deck-item"]');
      // By the name each deck gives itself, its file name beside it.
      expect(await items.allTextContents()).toEqual(['Basementbasement.deck.json · Four Souls', 'Scrap Rushscrap-rush.deck.json · Stak Bots']);
      expect(await sidebar.getByRole('treeitem', { name: 'Scrap Rush', exact: true }).getAttribute('title')).toBe('Scrap Rush — decks/stak-bots/scrap-rush.deck.json');
      await sidebar.locator('[data-testid="deck-item"][data-path="decks/stak-bots/scrap-rush.deck.json"]').click();
      await harness.eventually('the Stak Bots deck open in the builder', async () => (await page.getByLabel('Deck name').inputValue()) === 'Scrap Rush');
      expect(await page.getByRole('tab', { name: 'Decks' }).getAttribute('aria-selected')).toBe('true');
      await screenshot(page, 'decks-explorer');
      // Every control of the builder (and of the explorer's decks) has a name a screen reader says.
      expect(await unnamedControls(page)).toEqual([]);
    });
  });

  it('deletes a deck from the explorer after asking, says where its file went, and undo puts it back', async () => {
    await step('delete', async () => {
      const sidebar = page.getByTestId('sidebar');
      const basement = sidebar.getByRole('treeitem', { name: 'Basement', exact: true });
      // Delete on the row asks; Cancel leaves it.
      await basement.focus();
      await page.keyboard.press('Delete');
      const ask = page.getByRole('dialog', { name: 'Delete the deck "Basement"?' });
      await harness.waitFor(ask, 'the question before deleting');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'hidden' });
      expect(await readFile(join(workspace, 'decks/four-souls/basement.deck.json'), 'utf8')).toContain('"Basement"');

      // Its context menu deletes it: the file moves to a backup the explorer does not list.
      await basement.click({ button: 'right' });
      const menu = page.getByRole('menu', { name: 'Deck basement.deck.json' });
      await harness.waitFor(menu, 'the deck\'s context menu');
      await screenshot(page, 'decks-context-menu');
      await menu.getByRole('menuitem', { name: 'Delete deck…' }).click();
      await harness.waitFor(ask, 'the question before deleting');
      await screenshot(page, 'decks-delete-ask');
      await ask.getByRole('button', { name: 'Delete deck' }).click();
      await basement.waitFor({ state: 'detached' });
      const note = sidebar.getByRole('status').filter({ hasText: 'Deleted “Basement”' });
      await harness.waitFor(note, 'the deleted deck noted in the explorer');
      await harness.eventually('the file moved to its backup', async () => {
        const kept = await readdir(join(workspace, 'decks/.deleted/four-souls')).catch(() => []);
        return (kept.length === 1 && /^basement\.\d{8}-\d{6}\.deck\.json$/.test(kept[0]!)) || kept.join(', ');
      });
      await expect(readFile(join(workspace, 'decks/four-souls/basement.deck.json'), 'utf8')).rejects.toThrow();
      await screenshot(page, 'decks-deleted');

      await note.getByRole('button', { name: 'Undo delete' }).click();
      await harness.waitFor(basement, 'the deck back in the explorer');
      await deckOnDisk('decks/four-souls/basement.deck.json', 'the deck written back', (d) => d.name === 'Basement' && d.sections.loot!.length > 0);
      await harness.eventually('the deck open again', async () => (await page.getByLabel('Deck name').inputValue()) === 'Basement');
    });
  });

  it('buys a Destiny character elite with a tick: the team\'s points count its second value, and only a character that may be elite offers it', async () => {
    await step('destiny-elite', async () => {
      await newDeck('Rangers', 'Star Wars: Destiny');
      expect(await headerOnOneRow(1280), 'the Destiny deck\'s header on one row at 1280 px').toBe(true);
      const browser = region('Card browser');
      for (const name of ['Vela Dawnstrider', 'Ranger Kess']) {
        await browser.getByLabel('Search cards').fill(name);
        const row = browser.getByRole('option', { name: new RegExp(`^${name},`) }).first();
        await harness.waitFor(row, name);
        await row.click();
        await page.keyboard.press('+');
        await harness.waitFor(entry('Team', name), `${name} on the team`);
      }
      const points = (total: number) => region('Deck').getByRole('status', { name: `Points: ${total} of 30` });
      await harness.waitFor(points(19), 'the team worth 12 + 7 points');
      // Vela is unique with a second point value: she offers the tick; Ranger Kess does not.
      const elite = region('Deck').getByRole('checkbox', { name: 'Elite Vela Dawnstrider' });
      expect(await elite.isChecked()).toBe(false);
      expect(await region('Deck').getByRole('checkbox', { name: 'Elite Ranger Kess' }).count()).toBe(0);
      await elite.check();
      await harness.waitFor(points(23), 'the team worth 16 + 7 points with Vela elite');
      const saved = await deckOnDisk('decks/destiny/rangers.deck.json', 'the elite tick saved', (d) => d.sections.characters!.some((e) => e.card === 'Vela Dawnstrider' && e.elite === true));
      expect(saved.version).toBe(2);
      await screenshot(page, 'decks-destiny-elite');
      await undo('Vela Dawnstrider elite');
      await harness.waitFor(points(19), 'the tick undone');
      expect(await elite.isChecked()).toBe(false);
    });
  });

  it('raised no page errors', () => {
    expect(harness.uncaught()).toEqual([]);
  });
});
