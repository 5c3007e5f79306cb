// Saved decks on the sandbox table, end to end: a workspace holding a legal Stak Bots supply and a
// Four Souls deck that breaks a construction rule, opened in the built studio (web host,
// Chromium). The New table dialog offers each, the legal deck's cards are the only ones dealt to
// the seats (Bolt Pup with its art, as the editor draws it), and the illegal deck shows its
// violation and starts only after "Play anyway". A scenario recorded at the dealt table carries
// the deck, and the command line plays it to the end.
// Screenshots go to test-results/table-decks-*.png. Needs a build first (`npm run test:e2e`).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrerequisites, DIST, gradientPng, Harness, RESULTS, workspaceOfSets } from './harness';

const run = promisify(execFile);

const h = new Harness();
let temp: string;
let workspace: string;
let page: Page;

const deck = (name: string, game: string, sections: Record<string, [string, number][]>, variants: Record<string, object> = {}) =>
  `${JSON.stringify({ format: 'cardwright-deck', version: 1, name, game, sets: [game === 'stak-bots' ? 'starter' : 'base'], variants, sections: Object.fromEntries(Object.entries(sections).map(([id, list]) => [id, list.map(([card, count]) => ({ card, count }))])) }, null, 2)}\n`;

async function shoot(name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `table-decks-${name}.png`) });
}

async function openNewTable(game: string): Promise<Locator> {
  await page.keyboard.press('Control+Alt+P');
  const dialog = await h.waitFor(page.getByRole('dialog', { name: 'New table' }), 'the New table dialog');
  await h.eventually('the games listed', async () => (await dialog.getByLabel('Game').locator('option').count()) > 1 || 'no games yet');
  await dialog.getByLabel('Game').selectOption({ label: game });
  await dialog.getByLabel('Seats').fill('2');
  await dialog.getByLabel('Seat 1 (p1)').selectOption({ label: 'You' });
  await dialog.getByLabel('Seat 2 (p2)').selectOption({ label: 'You' });
  await dialog.getByLabel('Seed').fill('21');
  return dialog;
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-table-decks-e2e-'));
  workspace = join(temp, 'workspace');
  await mkdir(join(workspace, 'decks', 'stak-bots'), { recursive: true });
  await mkdir(join(workspace, 'decks', 'four-souls'), { recursive: true });
  await workspaceOfSets(workspace, 'Decks at the table', ['four-souls/base', 'stak-bots/starter']);
  // Bolt Pup has art in the workspace: the table draws it on its faces, as the editor does.
  await mkdir(join(workspace, 'sets', 'stak-bots', 'starter', 'art'), { recursive: true });
  await writeFile(join(workspace, 'sets', 'stak-bots', 'starter', 'art', 'bolt-pup.png'), gradientPng(96, 72));
  await writeFile(join(workspace, 'decks', 'stak-bots', 'pups.deck.json'), deck('Pups and heads', 'stak-bots', { supply: [['Bolt Pup', 12], ['Gearhead', 12]] }));
  await writeFile(
    join(workspace, 'decks', 'four-souls', 'no-bonus.deck.json'),
    deck(
      'No bonus souls',
      'four-souls',
      {
        characters: [['Isaac', 1], ['Cain', 1]],
        loot: ['A Penny!', '2 Cents!', 'Bomb!', 'Lil Battery', 'Soul Heart', 'Red Heart'].map((card) => [card, 2]),
        treasure: [['9 Volt', 1], ['Baby Haunt', 1], ['Crystal Ball', 1]],
        monsters: [['Pooter', 2], ['Gaper', 2], ['Chub', 1]],
      },
      { 'bonus-souls': {} },
    ),
  );
  page = await h.openStudio(temp, workspace, 'table-decks', { width: 1600, height: 1000 });
});

afterAll(async () => {
  await h.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('saved decks at the table', () => {
  it('deals a saved Stak Bots supply: its cards are the only ones in the seats\' zones', async () => {
    await h.withScreenshot(() => page, 'table-decks-stak-bots', async () => {
      const dialog = await openNewTable('Stak Bots');
      const picker = dialog.getByLabel('Deck for the table');
      await expect(picker.locator('option').allTextContents()).resolves.toEqual(["The game's default composition", 'Pups and heads (pups.deck.json)']);
      await picker.selectOption({ label: 'Pups and heads (pups.deck.json)' });
      await h.waitFor(dialog.getByText('Pups and heads: 24 cards, legal for this table.'), 'the deck checked legal');
      await shoot('legal-deck');
      await dialog.getByRole('button', { name: 'Start', exact: true }).click();
      await h.eventually('a Stak Bots table', async () => (await page.getByRole('region', { name: 'Table' }).getAttribute('data-game')) === 'stak-bots' || 'no table yet');
      for (const seat of ['p1', 'p2']) {
        const zones = page.getByTestId('seat').and(page.locator(`[data-seat="${seat}"]`));
        await h.waitFor(zones.getByTestId('table-card'), `${seat}'s cards`);
        const names = await zones.getByTestId('table-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
        const faceUp = names.filter((n) => n !== 'Face-down card');
        expect(faceUp.length, `${seat}: ${names.join(', ')}`).toBeGreaterThan(0);
        expect(new Set(faceUp).size <= 2 && faceUp.every((n) => n === 'Bolt Pup' || n === 'Gearhead'), faceUp.join(', ')).toBe(true);
      }
      // Bolt Pup's art is on its faces; Gearhead, which has none, shows the empty frame.
      const pup = page.locator('[data-testid="table-card"][data-card="Bolt Pup"]');
      await h.eventually('the art of Bolt Pup on the table', async () => (await pup.first().locator('svg image').count()) === 1 || 'no art yet');
      expect(await page.locator('[data-testid="table-card"][data-card="Gearhead"]').first().locator('svg image').count()).toBe(0);
      await pup.first().hover();
      const zoom = await h.waitFor(page.getByTestId('card-zoom'), 'the zoomed card');
      await h.eventually('the art on the zoomed card', async () => (await zoom.locator('svg image').count()) === 1 || 'no art in the zoom');
      await shoot('stak-bots-table');
      // Recorded from the setup, the scenario carries the deck, so the command line deals the same table.
      await page.keyboard.press('r');
      const ask = await h.waitFor(page.getByRole('dialog', { name: 'Record a scenario' }), 'the Record a scenario dialog');
      await ask.getByLabel('Name').fill('pups-dealt');
      await ask.getByLabel(/^Start after action/).fill('0');
      await ask.getByRole('button', { name: 'Record' }).click();
      await h.eventually('the scenario recorded', async () => (await page.getByRole('status').allTextContents()).join(' ').includes('Recorded sets/stak-bots/starter/pups-dealt.scenario.yaml') || (await page.getByRole('status').allTextContents()).join(' | '));
      await shoot('recorded');
      const text = await readFile(join(workspace, 'sets', 'stak-bots', 'starter', 'pups-dealt.scenario.yaml'), 'utf8');
      expect(text).toContain('deck:\n  supply:\n    - card: Bolt Pup\n      count: 12\n');
      const ran = await run(process.execPath, [join(DIST, 'cli', 'cardwright.mjs'), 'test', 'sets/stak-bots/starter/pups-dealt.scenario.yaml'], { cwd: workspace });
      expect(ran.stdout).toMatch(/1 passed, 0 failed/);
    });
  });

  it('shows an illegal deck\'s violation and starts it only after "Play anyway"', async () => {
    await h.withScreenshot(() => page, 'table-decks-illegal', async () => {
      const dialog = await openNewTable('Four Souls');
      await dialog.getByLabel('Deck for the table').selectOption({ label: 'No bonus souls (no-bonus.deck.json)' });
      const violations = await h.waitFor(dialog.getByRole('list', { name: /^Violations of No bonus souls$/ }), 'the violations');
      await expect(violations.getByRole('listitem').allTextContents()).resolves.toEqual(['bonus-souls: The Bonus souls has 0 cards; it needs exactly 3: 3 short.']);
      const start = dialog.getByRole('button', { name: 'Start', exact: true });
      expect(await start.isDisabled()).toBe(true);
      await violations.scrollIntoViewIfNeeded();
      await shoot('illegal-deck');
      await dialog.getByRole('checkbox', { name: 'Play anyway' }).check();
      await h.eventually('Start enabled', async () => (await start.isEnabled()) || 'still disabled');
      await start.click();
      await h.eventually('a Four Souls table', async () => (await page.getByRole('region', { name: 'Table' }).getAttribute('data-game')) === 'four-souls' || 'no table yet');
      const characters = await page.getByTestId('seat').getByTestId('table-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
      expect(characters).toEqual(expect.arrayContaining(['Isaac', 'Cain']));
      await shoot('four-souls-table');
    });
  });
});
