// Dice in the studio, end to end in Chromium: a Destiny set whose character has a die in the
// short form and whose upgrade has one in the long form. The preview prints the dice down the
// picture's left side with the chance of damage, and the hover of a die shows its exact odds.
// Saves dice-face.png (the preview), dice-face-large.png (the face at full size), dice-face-x.png
// (a die with faces valued X) and dice-hover.png. Needs a build first (`npm run test:e2e`, `npm test`).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, checkPrerequisites, previewFace, previewPane, screenshot, selectInFile } from './harness';

const CARDS = [
  'game destiny',
  '',
  'character "Rey Harlow" health 10 points 11 #hero #yellow {',
  '  die { 1RD, 2RD, +1RD, 3RD1, 1R, - }',
  "  special: deal 1 damage to target card in each opponent's characters",
  '}',
  '',
  'upgrade "Pulse Carbine" cost 3 #weapon {',
  '  die: melee 1 | melee 2 | +1 melee | disrupt 1 | special | blank',
  '  special: remove-dice 1',
  '}',
  '',
  'character "Hoard Keeper" health 7 points 6 #villain {',
  '  die { XRD, 2RD, +XRD, 1R, -, - } where X is the number of cards in your hand',
  '}',
  '',
].join('\n');

const e2e = new Harness();
const waitFor = e2e.waitFor.bind(e2e);
let temp: string;
let page: Page;

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-dice-e2e-'));
  const workspace = join(temp, 'workspace');
  const set = join(workspace, 'sets', 'destiny', 'heroes');
  await mkdir(set, { recursive: true });
  await writeFile(join(workspace, 'cardwright.json'), `${JSON.stringify({ version: 1, name: 'Dice', games: ['destiny'] })}\n`);
  await writeFile(join(set, 'set.json'), `${JSON.stringify({ version: 1, game: 'destiny', name: 'Heroes' })}\n`);
  await writeFile(join(set, 'heroes.cards'), CARDS);
  const server = await e2e.startServer(join(temp, 'state'), { args: ['--workspace', workspace] });
  page = await e2e.firstPage(await e2e.launchBrowser(join(temp, 'profile'), { width: 1500, height: 950 }), 'dice');
  await page.goto(server.url);
  await waitFor(page.locator('[data-testid="editor"][data-ready="true"]'), 'the editor with the card file');
});

afterAll(async () => {
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

describe('dice in the studio', () => {
  it('prints a die down the face and the chance of damage from it', async () => {
    await e2e.withScreenshot(() => page, 'dice-face', async () => {
      await selectInFile(e2e, page, 'heroes.cards', '"Rey Harlow"');
      const face = await waitFor(previewFace(page, 'Rey Harlow'), 'the face of Rey Harlow in the preview');
      const faces = await face.locator('[data-die-face]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-die-face')));
      expect(faces).toEqual(['1RD', '2RD', '+1RD', '3RD', '1R', '-']);
      // Base ranged faces 1, 2 and 3 (3 of 6); the modifier adds only with one of them, never on the same die.
      expect(await face.locator('[data-part="dice-odds"]').textContent()).toBe('Damage  1+ 50%  2+ 33%  3+ 17%');
      await screenshot(previewPane(page), 'dice-face');
      // The same markup at its full size (630 × 880), to see the faces' detail.
      const markup = await face.evaluate((node) => (node.tagName.toLowerCase() === 'svg' ? node : node.querySelector('svg'))?.outerHTML ?? '');
      expect(markup).toContain('data-part="dice-odds"');
      const large = await page.context().newPage();
      await large.setViewportSize({ width: 650, height: 900 });
      await large.setContent(`<body style="margin:10px;background:#222">${markup.replace(/ width="\d+" height="\d+"/, ' width="630" height="880"')}</body>`);
      await screenshot(large, 'dice-face-large');
      await large.close();
    });
  });

  it('prints a face valued X with an X, its odds counting it 0', async () => {
    await e2e.withScreenshot(() => page, 'dice-face-x', async () => {
      await selectInFile(e2e, page, 'heroes.cards', '"Hoard Keeper"');
      const face = await waitFor(previewFace(page, 'Hoard Keeper'), 'the face of Hoard Keeper in the preview');
      const faces = await face.locator('[data-die-face]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-die-face')));
      expect(faces).toEqual(['XRD', '2RD', '+XRD', '1R', '-', '-']);
      // Only the 2RD face counts in the odds: X is known only as the face is counted.
      expect(await face.locator('[data-part="dice-odds"]').textContent()).toBe('Damage  1+ 17%  2+ 17%');
      await screenshot(previewPane(page), 'dice-face-x');
    });
  });

  it('shows the odds of a die in its hover', async () => {
    await e2e.withScreenshot(() => page, 'dice-hover', async () => {
      const word = page.locator('[data-testid="editor"] .view-line span span').filter({ hasText: /^die$/ }).first();
      await waitFor(word, 'the word die in the editor');
      await word.hover();
      const hover = await waitFor(page.locator('.monaco-hover .hover-contents, .monaco-hover-content').filter({ hasText: 'Expected damage' }), 'the hover of the die');
      const shown = await hover.innerText();
      expect(shown).toContain('1RD, 2RD, +1RD, 3RD1, 1R, -');
      expect(shown).toMatch(/ranged\s+4\s+2\/3 \(67%\)/);
      expect(shown).toMatch(/1\+\s+1\/2 \(50%\)/);
      await screenshot(page, 'dice-hover');
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
    });
  });
});
