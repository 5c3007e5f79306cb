// Star Wars: Destiny at the sandbox table, end to end, on its own layout
// (engine/games/destiny/table.ts): the bundled heroes and villains opened in the built studio (web
// host, Chromium). After the mulligans, the battlefield and the shields, a character is activated
// by clicking its card, its dice show in its owner's pool, and clicking a group of damage or
// shield dice resolves them: a character's damage or shields change; claiming the battlefield
// marks it with who claimed it. Screenshots:
// test-results/table-destiny-*.png. Needs a build first (`npm run test:e2e` and `npm test` build).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrerequisites, Harness, RESULTS, workspaceOfSets } from './harness';

const h = new Harness();
let temp: string;
let page: Page;

const table = () => page.getByRole('region', { name: 'Table' });
const legal = () => page.getByRole('region', { name: 'Legal actions' });
const prompt = () => page.getByRole('region', { name: 'Prompt' });
const pool = (seat: string) => table().locator(`[data-testid="dice-pool"][data-owner="${seat}"]`);
const characters = () => table().locator('[data-testid="zone"][data-zone="characters"] [data-testid="table-card"]');

async function shoot(name: string): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `table-destiny-${name}.png`) }).catch(() => undefined);
}

const serial = async () => Number(await table().getAttribute('data-serial'));

async function clickAndWait(target: Locator, what: string): Promise<void> {
  const before = await serial();
  await target.click();
  await h.eventually(`the table after ${what}`, async () => (await serial()) > before || `still at snapshot ${before}`);
}

/** Damage and shields on every character, as their cards say them ("Rey (2 damage, 1 shield)"). */
async function wounds(): Promise<string> {
  const labels = await characters().evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  return labels
    .map((l) => [...l.matchAll(/(\d+) (damage|shield)/g)].map((m) => `${m[1]} ${m[2]}`).join(' '))
    .join(' | ');
}

/** The seat the engine waits for, from the prompt's sentence ("p2 to act in the action phase."). */
async function seatToAct(): Promise<string> {
  const text = (await prompt().textContent()) ?? '';
  return /\b(p\d)\b/.exec(text)?.[1] ?? '';
}

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-table-destiny-e2e-'));
  const workspace = join(temp, 'workspace');
  await workspaceOfSets(workspace, 'Destiny table', ['destiny/heroes', 'destiny/villains']);
  page = await h.openStudio(temp, workspace, 'table-destiny', { width: 1600, height: 1000 });
});

afterAll(async () => {
  await h.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('Star Wars: Destiny at the sandbox table', () => {
  it('activates a character by clicking it, shows its dice in the pool, and resolves a group of them by clicking', async () => {
    await h.withScreenshot(() => page, 'table-destiny-play', async () => {
      await page.keyboard.press('Control+Alt+P');
      const dialog = await h.waitFor(page.getByRole('dialog', { name: 'New table' }), 'the New table dialog');
      await h.eventually('the games listed', async () => (await dialog.getByLabel('Game').locator('option').count()) > 1 || 'no games yet');
      await dialog.getByLabel('Game').selectOption({ label: 'Star Wars: Destiny' });
      // Both teams' sets listed and ticked: the workspace's sets arrive as the editor compiles them.
      // The bundled Reinforcements (plots and more for deck lists) and rule examples are listed too, not ticked: they deal no team.
      const sets = dialog.getByRole('group', { name: 'Sets' });
      const team = (name: string) => sets.getByRole('checkbox', { name: new RegExp(`^${name} \\(destiny/\\w+, workspace`) });
      await h.eventually('both Destiny teams ticked', async () => ((await team('Dawn Rangers').count()) === 1 && (await team('Iron Legion').count()) === 1 && (await team('Dawn Rangers').isChecked()) && (await team('Iron Legion').isChecked())) || `${await sets.getByRole('checkbox').count()} listed`);
      await expect(sets.getByRole('checkbox', { checked: true }).count()).resolves.toBe(2);
      for (let i = 0; i < 2; i += 1) await dialog.getByLabel(`Seat ${i + 1} (p${i + 1})`).selectOption({ label: 'You' });
      await dialog.getByLabel('Seed').fill('5');
      await dialog.getByRole('button', { name: 'Start', exact: true }).click();
      await h.eventually('a Destiny table', async () => (await table().getAttribute('data-game').catch(() => null)) === 'destiny' || 'another game');
      await h.waitFor(legal().getByRole('button'), 'the legal actions');
      await shoot('start');

      // Both teams, each character with its dice resting on it, and empty pools.
      await expect(characters().count()).resolves.toBe(6);
      await expect(table().getByTestId('dice-on-card').count()).resolves.toBe(6);
      await expect(pool('p1').getByTestId('die').count()).resolves.toBe(0);
      // Mulligans kept, the battlefield chosen (by clicking its card), the shields placed.
      for (let i = 0; i < 12 && (await legal().getByRole('button', { name: /^p\d activate / }).count()) === 0; i += 1) {
        const keep = legal().getByRole('button', { name: /^p\d done$/ });
        if ((await keep.count()) > 0) await clickAndWait(keep.first(), 'keeping the hand');
        else await clickAndWait(table().locator('button.t-card.candidate').first(), 'picking a card the prompt offers');
      }
      await expect(table().getByTestId('controller').count()).resolves.toBe(1);
      await expect(table().getByTestId('controller').textContent()).resolves.toMatch(/^Controlled by Player \d \(p\d\)$/);

      // Activate characters by clicking them, until a group of damage or shield dice can resolve.
      const before = await wounds();
      let resolved = false;
      for (let i = 0; i < 30 && !resolved; i += 1) {
        const seat = await seatToAct();
        const group = pool(seat).locator('button[data-testid="die"]:is([data-symbol="melee"], [data-symbol="ranged"], [data-symbol="shield"])');
        if ((await group.count()) > 0) {
          await shoot('pool');
          const symbol = (await group.first().getAttribute('data-symbol'))!;
          await expect(group.first().getAttribute('aria-label')).resolves.toMatch(new RegExp(`: ${seat} resolve ${symbol}$`));
          await clickAndWait(group.first(), `resolving ${symbol}`);
          // The prompt asks for the character, in words; clicking one answers it.
          for (let k = 0; k < 4 && (await table().locator('button.t-card.candidate').count()) > 0; k += 1) {
            await expect(prompt().textContent()).resolves.toMatch(/choose the character for \d+ (shields?|\w+ damage)/i);
            await shoot('choose');
            const target = symbol === 'shield' ? table().locator(`[data-zone="characters"][data-owner="${seat}"] button.t-card.candidate`) : table().locator(`[data-zone="characters"]:not([data-owner="${seat}"]) button.t-card.candidate`);
            await clickAndWait((await target.count()) > 0 ? target.first() : table().locator('button.t-card.candidate').first(), 'choosing the character');
          }
          resolved = true;
          break;
        }
        const activate = table().locator(`[data-zone="characters"][data-owner="${seat}"] button.t-card[aria-label*=": ${seat} activate "]`);
        if ((await activate.count()) > 0) {
          const name = (await activate.first().getAttribute('data-card'))!;
          const dice = Number(await activate.first().locator('xpath=..').getByTestId('dice-on-card').getAttribute('data-dice').catch(() => '0'));
          await clickAndWait(activate.first(), `activating ${name}`);
          // Its dice leave the card for the pool.
          await h.eventually(`${name}'s dice in the pool`, async () => (await pool(seat).getByTestId('die').count()) >= Math.max(1, dice) || `${await pool(seat).getByTestId('die').count()} dice`);
          continue;
        }
        // Nothing to activate and nothing to hit with: resolve what there is, or pass.
        const other = pool(seat).locator('button[data-testid="die"]');
        if ((await other.count()) > 0) await clickAndWait(other.first(), 'resolving another symbol');
        else await clickAndWait(legal().getByRole('button', { name: new RegExp(`^${seat} pass$`) }), 'passing');
        for (let k = 0; k < 6 && (await table().locator('button.t-card.candidate, button.t-die.candidate').count()) > 0; k += 1) await clickAndWait(table().locator('button.t-card.candidate, button.t-die.candidate').first(), 'answering the prompt');
        const done = legal().getByRole('button', { name: /^p\d done$/ });
        if ((await done.count()) > 0) await clickAndWait(done.first(), 'done');
      }
      expect(resolved, 'a damage or shield group resolved').toBe(true);
      await h.eventually('damage or shields changed', async () => (await wounds()) !== before || `still ${before}`);
      await shoot('resolved');
      await table().screenshot({ path: join(RESULTS, 'table-destiny-board.png') });
    });
  });

  it('shows the battlefield as claimed, and by whom, once a player claims it', async () => {
    await h.withScreenshot(() => page, 'table-destiny-claim', async () => {
      await expect(table().getByRole('status', { name: /^Claimed this round by/ }).count()).resolves.toBe(0);
      const claim = legal().getByRole('button', { name: /^p\d claim$/ });
      // Answer what the table asks until the player to act may claim.
      for (let i = 0; i < 8 && (await claim.count()) === 0; i += 1) {
        const candidate = table().locator('button.t-card.candidate, button.t-die.candidate');
        const done = legal().getByRole('button', { name: /^p\d done$/ });
        if ((await candidate.count()) > 0) await clickAndWait(candidate.first(), 'answering the prompt');
        else if ((await done.count()) > 0) await clickAndWait(done.first(), 'done');
        else break;
      }
      const claimer = /^(p\d)/.exec((await claim.first().textContent()) ?? '')?.[1] ?? '';
      await clickAndWait(claim.first(), 'claiming the battlefield');
      const mark = table().getByRole('status', { name: new RegExp(`^Claimed this round by Player \\d \\(${claimer}\\)$`) });
      await h.waitFor(mark, 'the claimed mark on the battlefield');
      await expect(table().getByTestId('controller').textContent()).resolves.toBe(`Controlled by Player ${claimer.slice(1)} (${claimer})`);
      await shoot('claimed');
      await table().locator('[data-testid="zone"][data-zone="battlefield"]').screenshot({ path: join(RESULTS, 'table-destiny-claimed-battlefield.png') });
    });
  });

  it('seats three players with the free-for-all variant, each with their team, and plays them in turn (SWD-X-MP-1)', async () => {
    await h.withScreenshot(() => page, 'table-destiny-free-for-all', async () => {
      await page.keyboard.press('Control+Alt+P');
      const dialog = await h.waitFor(page.getByRole('dialog', { name: 'New table' }), 'the New table dialog');
      await dialog.getByLabel('Game').selectOption({ label: 'Star Wars: Destiny' });
      await dialog.getByRole('checkbox', { name: /^Free-for-all/ }).check();
      await dialog.getByRole('spinbutton', { name: 'Seats' }).fill('3');
      for (let i = 0; i < 3; i += 1) await dialog.getByLabel(`Seat ${i + 1} (p${i + 1})`).selectOption({ label: 'You' });
      await dialog.getByLabel('Seed').fill('5');
      await dialog.getByRole('button', { name: 'Start', exact: true }).click();
      const seats = table().getByTestId('seat');
      await h.eventually('three seats at the table', async () => (await seats.count()) === 3 || `${await seats.count()} seats`);
      // Drawn around the table (some along the top, some along the bottom), in no single row.
      await expect(seats.evaluateAll((all) => all.map((s) => s.getAttribute('aria-label')).sort())).resolves.toEqual(['Player 1 (p1)', 'Player 2 (p2)', 'Player 3 (p3)']);
      // Two teams for three players: the first is dealt again; each elite leader has two dice.
      await h.eventually('nine characters', async () => (await characters().count()) === 9 || `${await characters().count()} characters`);
      await expect(table().locator('[data-testid="zone"][data-zone="battlefield"] [data-testid="table-card"]').count()).resolves.toBe(3);
      // Every player's mulligan, in seat order.
      for (const seat of ['p1', 'p2', 'p3']) {
        await h.eventually(`${seat}'s mulligan`, async () => (await seatToAct()) === seat || `waiting for ${await seatToAct()}`);
        await clickAndWait(legal().getByRole('button', { name: `${seat} done` }), `${seat} keeping the hand`);
      }
      await shoot('free-for-all');
      await table().screenshot({ path: join(RESULTS, 'table-destiny-free-for-all-board.png') });
    });
  });
});
