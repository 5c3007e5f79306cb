// Smash Up at the sandbox table, end to end, on its own layout (engine/games/smash-up/table.ts):
// a workspace with four factions opened in the built studio (web host, Chromium). The New table
// dialog ticks enough factions for the seats; a minion is played onto a base by clicking its card
// in hand and the base in its menu, and the base's power total changes; a few turns are played by
// clicking; monsters a base brings are drawn at that base; a four-player table shows its five
// bases. Screenshots: test-results/table-smash-up-*.png.
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrerequisites, Harness, RESULTS, workspaceOfSets } from './harness';

const h = new Harness();
let temp: string;
let page: Page;

const FACTIONS = ['sky-raiders', 'clockworks', 'night-owls', 'gnomes'];

const table = () => page.getByRole('region', { name: 'Table' });
const legal = () => page.getByRole('region', { name: 'Legal actions' });
const prompt = () => page.getByRole('region', { name: 'Prompt' });
const bases = () => table().getByTestId('slot');

async function shoot(name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `table-smash-up-${name}.png`) }).catch(() => undefined);
}

const serial = async () => Number(await table().getAttribute('data-serial'));

async function clickAndWait(target: Locator, what: string): Promise<void> {
  const before = await serial();
  await target.click();
  await h.eventually(`the table after ${what}`, async () => (await serial()) > before || `still at snapshot ${before}`);
}

async function newTable(seats: number, seed: string): Promise<Locator> {
  await page.keyboard.press('Control+Alt+P');
  const dialog = await h.waitFor(page.getByRole('dialog', { name: 'New table' }), 'the New table dialog');
  await h.eventually('the games listed', async () => (await dialog.getByLabel('Game').locator('option').count()) > 1 || 'no games yet');
  await dialog.getByLabel('Game').selectOption({ label: 'Smash Up' });
  await dialog.getByLabel('Seats').fill(String(seats));
  for (let i = 0; i < seats; i += 1) await dialog.getByLabel(`Seat ${i + 1} (p${i + 1})`).selectOption({ label: 'You' });
  await dialog.getByLabel('Seed').fill(seed);
  return dialog;
}

async function start(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await h.eventually('a Smash Up table', async () => (await table().getAttribute('data-game').catch(() => null)) === 'smash-up' || 'another game');
  await h.waitFor(legal().getByRole('button'), 'the legal actions');
  // A hand without minions is offered the mulligan first (SU-SETUP-9): keep it.
  for (let i = 0; i < 4 && (await legal().getByRole('button', { name: /^p\d no$/ }).count()) > 0; i += 1) await clickAndWait(legal().getByRole('button', { name: /^p\d no$/ }).first(), 'keeping the hand');
}

/** A base's power against its breakpoint as its region says it ("Power 3 of 20"). */
async function power(base: Locator): Promise<{ total: number; breakpoint: number }> {
  const label = (await base.getAttribute('aria-label')) ?? '';
  const found = /Power (\d+) of (\d+)$/.exec(label);
  if (!found) throw new Error(`no power in "${label}"`);
  return { total: Number(found[1]), breakpoint: Number(found[2]) };
}

let turn = 0;

/**
 * Clicks a legal action matching one of `prefer`, in that order, else the first; among several
 * matching the same pattern, a different one each time (minions spread over the bases).
 */
async function playPreferred(prefer: RegExp[]): Promise<string> {
  const buttons = legal().getByRole('button');
  const texts = (await buttons.allTextContents()).map((t) => t.replace(/^\d+/, ''));
  let at = 0;
  for (const pattern of prefer) {
    const found = texts.flatMap((t, i) => (pattern.test(t) ? [i] : []));
    if (found.length > 0) {
      at = found[turn++ % found.length]!;
      break;
    }
  }
  await clickAndWait(buttons.nth(at), `playing "${texts[at]}"`);
  return texts[at]!;
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-table-smash-up-e2e-'));
  const workspace = join(temp, 'workspace');
  await workspaceOfSets(workspace, 'Smash Up table', FACTIONS.map((faction) => `smash-up/${faction}`));
  page = await h.openStudio(temp, workspace, 'table-smash-up', { width: 1600, height: 1000 });
});

afterAll(async () => {
  await h.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('Smash Up at the sandbox table', () => {
  it('ticks two factions per player, plays a minion onto a base by clicking, and the base’s power goes up', async () => {
    await h.withScreenshot(() => page, 'table-smash-up-play', async () => {
      const dialog = await newTable(2, '3');
      // Two factions per player: the four of the workspace are ticked without asking.
      // (The workspace's sets join the list as the editor compiles them; the defaults follow.)
      for (const faction of FACTIONS) await h.eventually(`${faction} ticked`, async () => dialog.getByRole('checkbox', { name: new RegExp(`smash-up/${faction}`) }).isChecked());
      await expect(dialog.getByTestId('sets-needed').textContent()).resolves.toBe("Each player's deck is 2 sets: 4 for 2 players, 4 chosen.");
      await shoot('dialog');
      await start(dialog);
      await shoot('start');
      // Players + 1 bases across the middle (SU-SETUP-6), nothing on them yet.
      await expect(bases().count()).resolves.toBe(3);
      for (const base of await bases().all()) expect((await power(base)).total).toBe(0);
      await expect(table().getByRole('listitem', { name: /^VP 0 of 15$/ }).count()).resolves.toBe(2);

      // A minion in p1's hand offers one play per base; its menu names them ("p1 play Tiny base Jungle").
      const hand = table().locator('[data-testid="zone"][data-zone="hand"][data-owner="p1"]');
      let played: { name: string; base: string } | null = null;
      for (const card of await hand.getByRole('button').all()) {
        const name = (await card.getAttribute('data-card'))!;
        if ((await card.getAttribute('aria-label')) !== `${name}: 3 actions`) continue;
        await card.click();
        const menu = await h.waitFor(page.getByRole('menu', { name: `${name}: actions` }), `the menu of ${name}`);
        const items = await menu.getByRole('menuitem').allTextContents();
        const second = (await bases().nth(1).getAttribute('data-card'))!;
        const onSecond = menu.getByRole('menuitem', { name: `p1 play ${name} base ${second}` });
        if ((await onSecond.count()) === 0) {
          expect(items.length, items.join(' | ')).toBe(3);
          await page.keyboard.press('Escape');
          continue;
        }
        await clickAndWait(onSecond, `playing ${name} on ${second}`);
        played = { name, base: second };
        break;
      }
      expect(played, 'a minion in hand').not.toBeNull();
      const base = table().locator(`[data-testid="slot"][data-card="${played!.base}"]`);
      const side = base.locator('[data-testid="slot-side"][data-seat="p1"]');
      await h.waitFor(side.locator(`[data-card="${played!.name}"]`), `${played!.name} on p1's side of ${played!.base}`);
      const after = await power(base);
      expect(after.total).toBeGreaterThan(0);
      expect(after.breakpoint).toBeGreaterThan(after.total);
      await expect(side.getAttribute('aria-label')).resolves.toBe(`Player 1 (p1) at ${played!.base}: power ${after.total}`);
      await expect(base.getByTestId('slot-total').textContent()).resolves.toBe(`Power${after.total} / ${after.breakpoint}`);
      // The minion shows its power on its corner: alone on the base, all of it.
      await expect(side.locator('.t-placed-value').textContent()).resolves.toBe(String(after.total));
      await shoot('played');

      // A few turns by clicking, as a designer tries a game: actions onto minions, minions onto
      // bases, other actions, then end the phase.
      let turns = 0;
      let attached = false;
      for (let i = 0; i < 200 && (turns < 6 || !attached); i += 1) {
        if ((await legal().getByRole('button').count()) === 0) break;
        const text = await playPreferred([/^p\d play .+ minion /, /^p\d play .+ base /, /^p\d play /, / pick /, /^p\d yes$/, /end-play$/, /./]);
        if (/end-play$/.test(text)) turns += 1;
        // An action played onto a minion is drawn with it.
        if (/ minion /.test(text) && !attached) {
          attached = true;
          await h.waitFor(table().locator('[data-testid="slot"] .t-placed .t-attached [data-testid="table-card"]'), 'the action over its minion');
          await shoot('attached');
        }
      }
      expect(attached, 'an action played onto a minion').toBe(true);
      const total = (await Promise.all((await bases().all()).map(power))).reduce((n, p) => n + p.total, 0);
      expect(total).toBeGreaterThan(0);
      await shoot('turns');
      // The prompt says who acts and what for, in words.
      await h.eventually('the prompt in words', async () => /p\d (to act in the play phase|: choose|may)/.test((await prompt().textContent()) ?? '') || ((await prompt().textContent()) ?? '').slice(0, 160));
    });
  });

  it('lays five bases across a four-player table, each player’s side in their colour', async () => {
    await h.withScreenshot(() => page, 'table-smash-up-four', async () => {
      const dialog = await newTable(4, '8');
      // Eight bundled factions for eight places: each player gets two of their own, no sharing.
      await expect(dialog.getByTestId('sets-needed').textContent()).resolves.toMatch(/8 for 4 players, 8 chosen\.$/);
      await start(dialog);
      // The table of the test before is a Smash Up table too: wait for the new one's bases.
      await h.eventually('the five bases of the new table', async () => (await bases().count()) === 5 || `${await bases().count()} bases`);
      // Play until the bases fill up (minions first), short of a base scoring.
      const onBases = table().locator('[data-testid="slot-side"] [data-testid="table-card"]');
      for (let i = 0; i < 80 && (await onBases.count()) < 10 && (await legal().getByRole('button').count()) > 0; i += 1) await playPreferred([/^p\d play .+ base /, /^p\d play /, / pick /, /end-play$/, /./]);
      expect(await onBases.count()).toBeGreaterThan(4);
      await shoot('four-players');
      await table().getByTestId('slots').screenshot({ path: join(RESULTS, 'table-smash-up-bases.png') });
      // Nothing of a base spills over the next one.
      const boxes = await Promise.all((await bases().all()).map((b) => b.boundingBox()));
      for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    });
  });
  it('draws the monsters a base brings at that base, their power in its breakpoint', async () => {
    await h.withScreenshot(() => page, 'table-smash-up-monsters', async () => {
      // With the modules' set and the monsters module on, the bases that bring monsters join the
      // base deck; try seeds until one lays such a base face up at the start.
      const monsters = table().getByTestId('slot-shared');
      for (let seed = 1; seed <= 12 && (await monsters.count()) === 0; seed += 1) {
        const dialog = await newTable(2, `monsters-${seed}`);
        const modules = dialog.getByRole('checkbox', { name: /smash-up\/modules/ });
        await h.eventually('the modules set listed', async () => (await modules.count()) > 0 || 'not yet');
        if (!(await modules.isChecked())) await modules.check();
        const variant = dialog.getByRole('checkbox', { name: /^Monsters and treasures/ });
        await h.waitFor(variant, 'the monsters and treasures variant');
        if (!(await variant.isChecked())) await variant.check();
        await start(dialog);
        await h.eventually(`the bases of seed monsters-${seed}`, async () => ((await page.getByText(new RegExp(`seed monsters-${seed}$`)).count()) > 0 && (await bases().count()) === 3 ? true : 'not yet'));
      }
      expect(await monsters.count(), 'a base with monsters at the start').toBeGreaterThan(0);
      const group = monsters.first();
      const base = group.locator('xpath=ancestor::section[@data-testid="slot"]');
      const name = (await base.getAttribute('data-card'))!;
      await expect(group.getAttribute('aria-label')).resolves.toBe(`Monsters at ${name}`);
      // The monsters are no player's: no side at that base holds them, and nobody has power there yet.
      const cards = group.getByTestId('table-card');
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(base.locator('[data-testid="slot-side"]').count()).resolves.toBe(0);
      expect((await power(base)).total).toBe(0);
      // Nor do they lie in a row of the middle any more.
      await expect(table().locator('[data-testid="zone"][data-zone="monsters"]').count()).resolves.toBe(0);
      await shoot('monsters');
      await base.screenshot({ path: join(RESULTS, 'table-smash-up-monster-base.png') });
    });
  });
});
