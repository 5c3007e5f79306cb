// The simulation end to end, in the built studio (web host, Chromium): a designer makes one
// Stak Bots card much stronger in the workspace, plays 3,000 bot games of the set from the
// Simulation view, and finds the card among the most helpful in the impact plot; sorts the
// cards' table; puts the card back as it was in the editor and runs again, compared with the run
// before; saves the result as a report and compares with it; opens a card from the results in the
// editor; plays a saved deck; then starts a long Four Souls run and stops it part way, and the
// games done are summed up; plays Four Souls with a variant's parameter set, saves the report, and
// after a reload opens it through the command as the result, its setup back in the form; plays
// Smash Up with four factions of the workspace and reads the win rate of every faction pair and
// the VP of the bases, compared with a second run; and Destiny's teams and how its games ended.
// Screenshots go to test-results/simulation-*.png.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSimReportFile } from '../../engine/defs/sim-report-file';
import { Harness, checkPrerequisites, cursorPosition, runCommand, screenshot, selectInFile, unnamedControls, writeBundledWorkspace } from './harness';

const harness = new Harness();
let temp: string;
let workspace: string;
let page: Page;

const setup = (): Locator => page.getByRole('form', { name: 'Simulation setup' });
const results = (): Locator => page.getByRole('region', { name: 'Results' });

/** The Smash Up factions of the workspace: two players, so every game deals all four, two each. */
const SMASH_UP_FACTIONS = ['clockworks', 'gnomes', 'hive', 'night-owls'];

/** Plays only the workspace's sets of the game chosen: the bundled ones unchecked. */
async function workspaceSetsOnly(): Promise<void> {
  const sets = setup().getByRole('group', { name: 'Sets' }).getByRole('checkbox');
  for (const box of await sets.all()) {
    const name = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')) ?? '';
    if (name.includes('workspace')) await box.check();
    else await box.uncheck();
  }
}

/** A table's rows as text cells, the row header first. */
async function rowsOf(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

async function step(name: string, body: () => Promise<void>): Promise<void> {
  await harness.withScreenshot(() => page, `simulation-${name}`, body);
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-simulation-e2e-'));
  workspace = join(temp, 'workspace');
  await writeBundledWorkspace(workspace, 'Simulation', ['stak-bots/starter', 'four-souls/base', ...SMASH_UP_FACTIONS.map((f) => `smash-up/${f}`), 'destiny/heroes', 'destiny/villains']);
  // The designer's change: Bolt Pup, a plain rank-1 bot, now hits far above its rank.
  const cards = join(workspace, 'sets/stak-bots/starter/starter.cards');
  const text = await readFile(cards, 'utf8');
  const stronger = text.replace('bot "Bolt Pup" rank 1 power 2 copies 3', 'bot "Bolt Pup" rank 1 power 7 copies 3');
  expect(stronger).not.toBe(text);
  await writeFile(cards, stronger);
  // A saved deck of two of the set's bots, for the table's supply.
  await mkdir(join(workspace, 'decks', 'stak-bots'), { recursive: true });
  const supply = [{ card: 'Bolt Pup', count: 12 }, { card: 'Gearhead', count: 12 }];
  await writeFile(join(workspace, 'decks', 'stak-bots', 'pups.deck.json'), `${JSON.stringify({ format: 'cardwright-deck', version: 1, name: 'Pups and heads', game: 'stak-bots', sets: ['starter'], variants: {}, sections: { supply } }, null, 2)}\n`);
  const server = await harness.startServer(join(temp, 'state'), { args: ['--workspace', workspace] });
  const context = await harness.launchBrowser(join(temp, 'profile'), { width: 1500, height: 1000 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
  page = await harness.firstPage(context, 'simulation');
  await page.goto(server.url);
  await harness.waitFor(page.getByTestId('sidebar'), 'the studio with the workspace open');
});

afterAll(async () => {
  await harness.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe('simulation', () => {
  it('plays 3,000 Stak Bots games of the workspace set and shows the stronger card among the most helpful', async () => {
    await step('stak-bots', async () => {
      await page.keyboard.press('Control+Alt+KeyR');
      await harness.waitFor(setup(), 'the simulation setup');
      await harness.eventually('the workspace set chosen', async () => (await setup().getByRole('checkbox', { name: /^Starter workspace/ }).isChecked().catch(() => false)) || 'not yet');
      expect(await setup().getByLabel('Game', { exact: true }).inputValue()).toBe('stak-bots');
      expect(await setup().getByLabel('Seat p1').inputValue()).toBe('greedy');
      expect(await setup().getByLabel('Seat p2').inputValue()).toBe('random');
      await setup().getByLabel('Seat p1').selectOption('random');
      await setup().getByLabel('Games', { exact: true }).fill('3000');
      await setup().getByLabel('Seed').fill('11');
      await setup().getByLabel('Games', { exact: true }).press('Control+Enter');
      await harness.waitFor(results().getByRole('heading', { name: '3,000 games of Stak Bots' }), 'the result of 3,000 games', 120_000);
      expect(await results().textContent()).toContain('seed 11');
      // Two random bots: each seat wins a fair share.
      const wins = results().getByRole('img', { name: /^Wins by seat:/ });
      expect(await wins.getAttribute('aria-label')).toMatch(/^Wins by seat: p1 \(random\) \d+\.\d%, p2 \(random\) \d+\.\d%$/);
      const lengths = await results().getByRole('img', { name: /^Games by length in actions:/ }).getAttribute('aria-label');
      const counted = lengths!.replace(/^[^:]*: /, '').split(', ').reduce((n, bucket) => n + Number(bucket.split(': ')[1]), 0);
      expect(counted).toBe(3000);
      // The card made stronger does the most for the seat that plays it.
      const impact = await results().getByRole('img', { name: /^Cards of largest impact:/ }).getAttribute('aria-label');
      const ranked = impact!.replace(/^Cards of largest impact: /, '').split(', ');
      const bolt = ranked.findIndex((entry) => /^Bolt Pup \+\d+\.\d points$/.test(entry));
      expect(bolt, impact!).toBeGreaterThanOrEqual(0);
      expect(bolt, impact!).toBeLessThan(3);
      await screenshot(page, 'simulation-stak-bots');

      // The table sorts by any column; Impact, highest first.
      const table = results().getByRole('table', { name: 'Cards' });
      await table.getByRole('button', { name: 'Impact' }).click();
      expect(await table.getByRole('columnheader', { name: 'Impact' }).getAttribute('aria-sort')).toBe('descending');
      const top = await table.getByRole('rowheader').evaluateAll((cells) => cells.slice(0, 3).map((cell) => cell.textContent));
      expect(top).toContain('Bolt Pup');
      await table.getByRole('button', { name: 'Impact' }).click();
      expect(await table.getByRole('columnheader', { name: 'Impact' }).getAttribute('aria-sort')).toBe('ascending');
      expect(await unnamedControls(page)).toEqual([]);

      // The report, copied as JSON.
      await results().getByRole('button', { name: 'Copy report as JSON' }).click();
      const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { game: string; games: number; seed: string };
      expect(copied).toMatchObject({ game: 'stak-bots', games: 3000, seed: '11' });
    });
  });

  it('compares a run after an edit in the editor with the run before it', async () => {
    await step('stak-bots-compare', async () => {
      // Bolt Pup back to its printed power, in the editor, unsaved: the simulation plays the buffer.
      await page.getByRole('tab', { name: 'Editor' }).click();
      await selectInFile(harness, page, 'starter.cards', 'bot "Bolt Pup" rank 1 power 7');
      await page.keyboard.type('bot "Bolt Pup" rank 1 power 2');
      await page.keyboard.press('Control+Alt+KeyR');
      await harness.waitFor(setup(), 'the simulation setup again');
      await setup().getByRole('button', { name: 'Run' }).click();
      const changeHeader = results().getByRole('table', { name: 'Cards' }).getByRole('columnheader', { name: 'Change' });
      await harness.waitFor(changeHeader, 'the comparison with the run before', 120_000);
      expect(await results().getByRole('checkbox', { name: 'Compare with the run before' }).isChecked()).toBe(true);
      expect(await results().textContent()).toContain('3,000 games, seed 11 (the same seed');
      // The card made weaker again gives its seat less.
      const row = results().getByRole('table', { name: 'Cards' }).getByRole('row', { name: /^Bolt Pup / });
      const change = await row.getByRole('cell').last().textContent();
      expect(change).toMatch(/^−\d+\.\d points$/);
      await screenshot(page, 'simulation-stak-bots-compare');
      // Comparing can be switched off.
      await results().getByRole('checkbox', { name: 'Compare with the run before' }).uncheck();
      await harness.eventually('no Change column', async () => (await changeHeader.count()) === 0 || 'still shown');
      await results().getByRole('checkbox', { name: 'Compare with the run before' }).check();
    });
  });

  it('saves the result as a report in the workspace and compares with it', async () => {
    await step('stak-bots-report', async () => {
      await results().getByRole('button', { name: 'Save report…' }).click();
      const save = page.getByRole('dialog', { name: 'Save simulation report' });
      await harness.waitFor(save, 'the save dialog');
      await save.getByLabel('Name').fill('Weaker pup');
      await save.getByRole('button', { name: 'Save' }).click();
      const path = join(workspace, 'simulations', 'weaker-pup.sim.json');
      await harness.eventually('the report on disk', async () => (await readFile(path, 'utf8').catch(() => '')).includes('"cardwright-sim-report"') || 'not yet');
      const saved = parseSimReportFile(JSON.parse(await readFile(path, 'utf8')));
      expect(saved.ok && saved.value).toMatchObject({ game: 'stak-bots', seed: '11', games: 3000, bots: ['random', 'random'] });

      await results().getByRole('button', { name: 'Compare with a saved report…' }).click();
      const open = page.getByRole('dialog', { name: 'Compare with a saved report' });
      await harness.waitFor(open, 'the open dialog');
      await open.getByLabel('Report in the workspace').fill('simulations/weaker-pup.sim.json');
      await open.getByRole('button', { name: 'Compare' }).click();
      const compare = results().getByRole('checkbox', { name: 'Compare with simulations/weaker-pup.sim.json' });
      await harness.waitFor(compare, 'the comparison with the saved report');
      // The same run: nothing moved.
      const row = results().getByRole('table', { name: 'Cards' }).getByRole('row', { name: /^Bolt Pup / });
      expect(await row.getByRole('cell').last().textContent()).toBe('+0.0 points');
      await results().getByRole('button', { name: 'Put the report away' }).click();
      await harness.eventually('the comparison put away', async () => (await compare.count()) === 0 || 'still there');

      // A card's name opens its source in the editor, at its declaration.
      await results().getByRole('table', { name: 'Cards' }).getByRole('button', { name: 'Bolt Pup' }).click();
      await harness.waitFor(page.getByRole('tab', { name: 'Editor', selected: true }), 'the editor shown');
      await harness.eventually('the cursor on Bolt Pup', async () => (await cursorPosition(page)) === 'Ln 7, Col 1' || String(await cursorPosition(page)));
      await page.keyboard.press('Control+Alt+KeyR');
      await harness.waitFor(results(), 'the simulation again');
    });
  });

  it('plays a saved deck instead of the default composition', async () => {
    await step('stak-bots-deck', async () => {
      await setup().getByLabel('Deck for the table').selectOption({ label: 'Pups and heads (pups.deck.json)' });
      await harness.waitFor(setup().getByText('Pups and heads: 24 cards, legal for this table.'), 'the deck checked');
      await setup().getByLabel('Games', { exact: true }).fill('500');
      await setup().getByRole('button', { name: 'Run' }).click();
      await harness.waitFor(results().getByRole('heading', { name: '500 games of Stak Bots' }), 'the result of 500 games with the deck', 120_000);
      expect(await results().textContent()).toContain('decks table pups.deck.json');
      const names = await results().getByRole('table', { name: 'Cards' }).getByRole('rowheader').allTextContents();
      expect(names.sort()).toEqual(['Bolt Pup', 'Gearhead']);
      // Only the deck's cards could come to a seat: the rest of the set is not "never played".
      const cardsText = await results().getByRole('region', { name: 'Card impact' }).textContent();
      expect(cardsText).toContain('2 of 2 cards were played');
      expect(cardsText).not.toContain('Never played');
      await screenshot(page, 'simulation-stak-bots-deck');
    });
  });

  it('stops a long Four Souls run part way and sums up the games done', async () => {
    await step('four-souls-stopped', async () => {
      await setup().getByLabel('Game', { exact: true }).selectOption({ label: 'Four Souls' });
      await harness.eventually('the Four Souls base set chosen', async () => (await setup().getByRole('checkbox', { name: /^Base workspace/ }).isChecked().catch(() => false)) || 'not yet');
      await setup().getByLabel('Games', { exact: true }).fill('20000');
      await setup().getByRole('button', { name: 'Run' }).click();
      const progress = page.getByRole('progressbar', { name: 'Games played' });
      await harness.waitFor(progress, 'the run under way');
      await harness.eventually('some games played', async () => Number(await progress.getAttribute('aria-valuenow').catch(() => '0')) > 0 || 'none yet', 60_000);
      await screenshot(page, 'simulation-four-souls-running');
      await page.getByRole('button', { name: 'Stop' }).click();
      const note = results().getByRole('note');
      await harness.waitFor(note, 'the note of a stopped run', 60_000);
      expect(await note.textContent()).toMatch(/^Stopped after [\d,]+ of 20,000 games: the figures are those games'\.$/);
      const played = Number((await results().getByRole('heading', { level: 2 }).textContent())!.replace(/[^\d]/g, ''));
      expect(played).toBeGreaterThan(0);
      expect(played).toBeLessThan(20_000);
      await screenshot(page, 'simulation-four-souls-stopped');
      // The setup is kept for the next run: the view shows it as it was left.
      await page.getByRole('tab', { name: 'Editor' }).click();
      await page.getByRole('tab', { name: 'Simulation' }).click();
      expect(await setup().getByLabel('Games', { exact: true }).inputValue()).toBe('20000');
      expect(await results().getByRole('note').isVisible()).toBe(true);
    });
  });

  it('plays Four Souls with a variant\'s parameter set in the setup, and saves the report with it', async () => {
    await step('variants', async () => {
      await setup().getByRole('checkbox', { name: /^Super shop/ }).check();
      const cents = setup().getByLabel('Super shop: cents');
      expect(await cents.inputValue()).toBe('5');
      await cents.fill('9');
      await setup().getByLabel('Games', { exact: true }).fill('60');
      await setup().getByLabel('Seed').fill('4');
      expect(await unnamedControls(page)).toEqual([]);
      await setup().getByRole('button', { name: 'Run' }).click();
      await harness.waitFor(results().getByRole('heading', { name: '60 games of Four Souls' }), 'the result of 60 games with the super shop', 120_000);
      const text = await results().textContent();
      expect(text).toContain('variants super-shop (cents 9)');
      // Compared with the stopped run before it: the same game and seats; the variants differ, and say so.
      expect(text).toContain('variants none then, super-shop (cents 9) now');
      await screenshot(page, 'simulation-variants');

      await results().getByRole('button', { name: 'Save report…' }).click();
      const save = page.getByRole('dialog', { name: 'Save simulation report' });
      await harness.waitFor(save, 'the save dialog');
      await save.getByLabel('Name').fill('Super shop nine');
      await save.getByRole('button', { name: 'Save' }).click();
      const path = join(workspace, 'simulations', 'super-shop-nine.sim.json');
      await harness.eventually('the report on disk', async () => (await readFile(path, 'utf8').catch(() => '')).includes('"cardwright-sim-report"') || 'not yet');
      const saved = parseSimReportFile(JSON.parse(await readFile(path, 'utf8')));
      expect(saved.ok && saved.value).toMatchObject({ game: 'four-souls', seed: '4', games: 60, variants: { 'super-shop': { cents: 9 } } });
      expect(saved.ok && saved.value.saved).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  it('opens the saved report after a reload through the command: its result, where it came from, and its setup to run again', async () => {
    await step('report-opened', async () => {
      await page.reload();
      await harness.waitFor(page.getByTestId('sidebar'), 'the studio again');
      await runCommand(harness, page, 'Open Simulation Report');
      const open = page.getByRole('dialog', { name: 'Open simulation report' });
      await harness.waitFor(open, 'the open dialog');
      await open.getByLabel('Report in the workspace').fill('simulations/super-shop-nine.sim.json');
      await open.getByRole('button', { name: 'Open' }).click();
      const from = results().getByTestId('sim-report-from');
      await harness.waitFor(from, 'the report shown as the result');
      expect(await from.textContent()).toMatch(/^From the report simulations\/super-shop-nine\.sim\.json, saved \d{1,2} \w{3} \d{4}, \d\d:\d\d$/);
      expect(await results().getByRole('heading', { level: 2 }).textContent()).toBe('60 games of Four Souls');
      const wins = await results().getByRole('img', { name: /^Wins by seat:/ }).getAttribute('aria-label');
      // The setup is the report's again.
      await harness.eventually('the report\'s setup in the form', async () => (await setup().getByLabel('Game', { exact: true }).inputValue()) === 'four-souls' || 'not yet');
      expect(await setup().getByRole('checkbox', { name: /^Super shop/ }).isChecked()).toBe(true);
      expect(await setup().getByLabel('Super shop: cents').inputValue()).toBe('9');
      expect(await setup().getByLabel('Seed').inputValue()).toBe('4');
      expect(await setup().getByLabel('Games', { exact: true }).inputValue()).toBe('60');
      expect(await setup().getByRole('note').count()).toBe(0);
      await screenshot(page, 'simulation-report-opened');
      // Run plays it again: the same figures, compared with the report.
      await setup().getByRole('button', { name: 'Run' }).click();
      const compare = results().getByRole('checkbox', { name: 'Compare with simulations/super-shop-nine.sim.json' });
      await harness.waitFor(compare, 'the run again, compared with the report', 120_000);
      expect(await results().getByTestId('sim-report-from').count()).toBe(0);
      expect(await results().getByRole('img', { name: /^Wins by seat:/ }).getAttribute('aria-label')).toBe(wins);

      // The New table dialog offers the variants with the same fields (one component for both).
      await page.keyboard.press('Control+Alt+KeyP');
      const dialog = page.getByRole('dialog', { name: 'New table' });
      await harness.waitFor(dialog, 'the New table dialog');
      await dialog.getByLabel('Game').selectOption({ label: 'Four Souls' });
      await dialog.getByRole('checkbox', { name: /^Super shop/ }).check();
      expect(await dialog.getByLabel('Super shop: cents').inputValue()).toBe('5');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await harness.eventually('the dialog closed', async () => (await dialog.count()) === 0 || 'still open');
    });
  });

  it('plays Smash Up with four factions and shows the win rate of every faction pair and the VP of each base, compared with a second run', async () => {
    await step('smash-up', async () => {
      await page.getByRole('tab', { name: 'Simulation' }).click();
      await harness.waitFor(setup(), 'the simulation setup');
      await setup().getByLabel('Game', { exact: true }).selectOption({ label: 'Smash Up' });
      await harness.eventually('the Smash Up sets listed', async () => (await setup().getByRole('checkbox', { name: /workspace/ }).count()) === 4 || 'not yet');
      await workspaceSetsOnly();
      await setup().getByLabel('Seat p1').selectOption('random');
      await setup().getByLabel('Seat p2').selectOption('random');
      await setup().getByLabel('Games', { exact: true }).fill('300');
      await setup().getByLabel('Seed').fill('3');
      await setup().getByRole('button', { name: 'Run' }).click();
      await harness.waitFor(results().getByRole('heading', { name: '300 games of Smash Up' }), 'the result of 300 Smash Up games', 180_000);
      const section = results().getByRole('region', { name: 'Smash Up: faction pairs and bases' });
      await harness.waitFor(section, "the game's own section");
      const pairs = await rowsOf(section.getByRole('table', { name: 'Faction pairs' }));
      // Every pair of the four factions, and no other.
      const expected = SMASH_UP_FACTIONS.flatMap((a, i) => SMASH_UP_FACTIONS.slice(i + 1).map((b) => `${a} + ${b}`));
      expect(pairs.map((r) => r[0]).sort()).toEqual(expected);
      // Each game counts once per player; the wins of the pairs are the games won.
      const games = pairs.reduce((n, r) => n + Number(r[1]!.replace(/,/g, '')), 0);
      expect(games).toBe(600);
      const wins = pairs.reduce((n, r) => n + Number(r[2]!.replace(/,/g, '')), 0);
      const seatRates = (await results().getByRole('img', { name: /^Wins by seat:/ }).getAttribute('aria-label'))!.match(/\d+\.\d(?=%)/g)!.map(Number);
      expect(wins / 3).toBeCloseTo(seatRates.reduce((a, b) => a + b, 0), 0);
      for (const [, g, w, rate] of pairs) {
        const shown = /^(\d+\.\d)% ±(\d+\.\d)$/.exec(rate!.trim());
        expect(shown, rate).not.toBeNull();
        expect(Number(shown![1])).toBeCloseTo((100 * Number(w)) / Number(g!.replace(/,/g, '')), 1);
        expect(Number(shown![2])).toBeGreaterThan(0);
      }
      // Two seats split the four factions: a pair is played exactly as often as the pair it faces.
      const gamesOf = new Map(pairs.map((r) => [r[0]!, Number(r[1]!.replace(/,/g, ''))]));
      for (const pair of expected) {
        const other = SMASH_UP_FACTIONS.filter((f) => !pair.split(' + ').includes(f)).join(' + ');
        expect(gamesOf.get(pair), `${pair} against ${other}`).toBe(gamesOf.get(other));
      }
      const bases = await rowsOf(section.getByRole('table', { name: 'VP by base' }));
      expect(bases.length).toBeGreaterThan(2);
      for (const [, scored, mean] of bases) {
        expect(Number(scored)).toBeGreaterThan(0);
        expect(Number(mean)).toBeGreaterThan(0);
      }
      expect(await section.getByRole('img', { name: /^Win rate by faction pair: / }).getAttribute('aria-label')).toMatch(/clockworks \+ gnomes \d+\.\d% of \d+ games/);
      // Sorted by win rate, highest first.
      await section.getByRole('button', { name: 'Win rate' }).click();
      const sorted = (await rowsOf(section.getByRole('table', { name: 'Faction pairs' }))).map((r) => parseFloat(r[3]!));
      expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
      expect(await unnamedControls(page)).toEqual([]);

      // A second run with another seed: each pair's change beside its rate.
      await setup().getByLabel('Seed').fill('4');
      await setup().getByRole('button', { name: 'Run' }).click();
      const change = section.getByRole('columnheader', { name: 'Change' });
      await harness.waitFor(change, 'the pairs compared with the run before', 180_000);
      const compared = await rowsOf(section.getByRole('table', { name: 'Faction pairs' }));
      expect(compared).toHaveLength(6);
      for (const row of compared) expect(row[4], row.join(' | ')).toMatch(/^[+−]\d+\.\d points$/);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'simulation-smash-up');
    });
  });

  it("plays Destiny and shows the win rate of each team and how the games ended", async () => {
    await step('destiny', async () => {
      await page.getByRole('tab', { name: 'Simulation' }).click();
      await harness.waitFor(setup(), 'the simulation setup');
      await setup().getByLabel('Game', { exact: true }).selectOption({ label: 'Star Wars: Destiny' });
      await harness.eventually('the Destiny sets listed', async () => (await setup().getByRole('checkbox', { name: /workspace/ }).count()) === 2 || 'not yet');
      await workspaceSetsOnly();
      await setup().getByLabel('Games', { exact: true }).fill('100');
      await setup().getByLabel('Seed').fill('2');
      await setup().getByRole('button', { name: 'Run' }).click();
      await harness.waitFor(results().getByRole('heading', { name: '100 games of Star Wars: Destiny' }), 'the result of 100 Destiny games', 180_000);
      const section = results().getByRole('region', { name: 'Destiny: teams and endings' });
      await harness.waitFor(section, "the game's own section");
      const teams = await rowsOf(section.getByRole('table', { name: 'Teams' }));
      expect(teams.map((r) => r[1])).toEqual(['100', '100']);
      const endings = await section.getByRole('definition').allTextContents();
      expect(endings.map(Number).reduce((a, b) => a + b, 0)).toBe(100);
      const won = teams.reduce((n, r) => n + Number(r[2]), 0);
      expect(won).toBeCloseTo(Number(endings[0]) + Number(endings[1]), 6);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'simulation-destiny');
    });
  });
});
