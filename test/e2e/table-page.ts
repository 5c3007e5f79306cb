// The sandbox table as the e2e tests drive it: its regions found by role and name, where it
// stands (its position in the line and the snapshot shown), a click that waits for the table to
// move on, the log's entries, and a two-seat Stak Bots table at every seat started from the New
// table dialog.
import type { Locator, Page } from 'playwright-core';
import type { Harness } from './harness';

export class TablePage {
  constructor(
    private readonly h: Harness,
    private readonly page: () => Page,
  ) {}

  table = (): Locator => this.page().getByRole('region', { name: 'Table' });
  legal = (): Locator => this.page().getByRole('region', { name: 'Legal actions' });
  log = (): Locator => this.page().getByRole('region', { name: 'Log' });

  /** Actions played in the line shown. */
  position = async (): Promise<number> => Number(await this.table().getAttribute('data-position'));
  /** The number of the snapshot shown: it grows each time the table changes. */
  serial = async (): Promise<number> => Number(await this.table().getAttribute('data-serial'));
  /** The log's entries as the page writes them (the setup first). */
  logTexts = async (): Promise<string[]> => this.log().getByTestId('log-entry').locator('.t-log-text').allTextContents();
  /** Every status line on the page, joined. */
  statusText = async (): Promise<string> => (await this.page().getByRole('status').allTextContents()).join(' | ');

  /** Clicks and waits for the table to show a newer snapshot. */
  async clickAndWait(target: Locator, what: string): Promise<void> {
    const before = await this.serial();
    await target.click();
    await this.h.eventually(`the table after ${what}`, async () => (await this.serial()) > before || `still at snapshot ${before}`);
  }

  /** Plays the first legal action matching one of `prefer` (in that order), else the first; says which. */
  async play(prefer: readonly RegExp[]): Promise<string> {
    const buttons = this.legal().getByRole('button');
    // Each button's text starts with its key (1 to 9) when it has one.
    const texts = (await buttons.allTextContents()).map((t) => t.replace(/^\d/, ''));
    const at = Math.max(0, prefer.map((p) => texts.findIndex((t) => p.test(t))).find((i) => i >= 0) ?? 0);
    await this.clickAndWait(buttons.nth(at), `playing "${texts[at]}"`);
    return texts[at]!;
  }

  /** A new two-seat Stak Bots table of `seed` from the New table dialog, both seats yours. */
  async startStakBots(seed: string): Promise<void> {
    const page = this.page();
    await page.keyboard.press('Control+Alt+P');
    const dialog = await this.h.waitFor(page.getByRole('dialog', { name: 'New table' }), 'the New table dialog');
    await this.h.eventually('the games listed', async () => (await dialog.getByLabel('Game').locator('option').count()) > 1 || 'no games yet');
    await dialog.getByLabel('Game').selectOption({ label: 'Stak Bots' });
    await dialog.getByLabel('Seats').fill('2');
    for (const i of [1, 2]) await dialog.getByLabel(`Seat ${i} (p${i})`).selectOption({ label: 'You' });
    await dialog.getByLabel('Seed').fill(seed);
    const before = (await this.table().count()) > 0 ? await this.serial() : -1;
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await this.h.eventually(`the Stak Bots table of seed ${seed}`, async () => ((await this.table().count()) > 0 && (await this.serial()) > before && (await this.position()) === 0) || 'not yet');
  }
}
