// Set JSON end to end, in the built studio in Chromium: export the Stak Bots starter set from
// the explorer and validate the file against docs/schema/set.schema.json with Ajv; import a
// broken file and see its problems listed by JSON path; drop a good file on the explorer and
// see its decompiled source open; import it again over the existing set with "Replace".
import Ajv2020 from 'ajv/dist/2020.js';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, REPO, checkPrerequisites, editorFor, editorText, fileItem, screenshot } from './harness';

const e2e = new Harness();
const waitFor = e2e.waitFor.bind(e2e);
const eventually = e2e.eventually.bind(e2e);
const withScreenshot = e2e.withScreenshot.bind(e2e);
let temp: string;
let workspace: string;
let page: Page;

const EXPORTED = 'exports/stak-bots-starter.json';

beforeAll(async () => {
  checkPrerequisites();
  temp = await mkdtemp(join(tmpdir(), 'cardwright-setjson-'));
  workspace = join(temp, 'workspace');
  const set = join(workspace, 'sets/stak-bots/starter');
  await mkdir(set, { recursive: true });
  await writeFile(join(workspace, 'cardwright.json'), `${JSON.stringify({ version: 1, name: 'JSON trip', games: ['stak-bots'] })}\n`);
  for (const file of ['set.json', 'starter.cards']) await cp(join(REPO, 'sets/stak-bots/starter', file), join(set, file));
  const server = await e2e.startServer(join(temp, 'state'), { args: ['--workspace', workspace] });
  page = await e2e.firstPage(await e2e.launchBrowser(join(temp, 'profile')), 'set-json');
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  await waitFor(fileItem(page, 'sets/stak-bots/starter/starter.cards'), 'The starter set in the explorer');
});

afterAll(async () => {
  await e2e.close();
  if (temp) await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
});

const statusSays = (text: string) => eventually(`The status bar should say "${text}"`, async () => {
  const shown = await page.getByTestId('status-message').first().innerText().catch(() => '');
  return shown.includes(text) || shown;
});

const importDialog = () => page.getByRole('dialog', { name: 'Import set JSON' });

/** The exported set, renamed to another set of the same game: a file to import next to it. */
async function renamedExport(set: string, name: string): Promise<string> {
  const text = await readFile(join(workspace, EXPORTED), 'utf8');
  const file = JSON.parse(text.replaceAll('"stak-bots/starter/', `"stak-bots/${set}/`)) as Record<string, unknown>;
  return JSON.stringify({ ...file, set, name }, null, 2);
}

describe('set JSON in the studio', () => {
  it('exports the set as JSON that the published JSON Schema accepts', async () => {
    await withScreenshot(() => page, 'set-json-export', async () => {
      await page.getByRole('button', { name: 'Export set as JSON…' }).click();
      await statusSays(`Exported 44 cards of Starter to ${EXPORTED}`);
      await screenshot(page, 'set-json-exported');
      const schema = JSON.parse(await readFile(join(REPO, 'docs/schema/set.schema.json'), 'utf8')) as object;
      const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
      const exported = JSON.parse(await readFile(join(workspace, EXPORTED), 'utf8')) as { cards: unknown[] };
      expect(validate(exported) ? [] : validate.errors).toEqual([]);
      expect(exported.cards).toHaveLength(44);
    });
  });

  it('lists the problems of a broken file by JSON path, and imports nothing', async () => {
    await withScreenshot(() => page, 'set-json-broken', async () => {
      const broken = JSON.parse(await renamedExport('broken', 'Broken')) as { cards: Record<string, unknown>[] };
      (broken.cards[1]!.stats as Record<string, unknown>).power = 'lots';
      (broken.cards[3]!.abilities as Record<string, unknown>[])[0]!.kind = 'triggerd';
      await page.keyboard.press('Control+Alt+KeyI');
      await waitFor(importDialog(), 'The "Import set JSON" dialog (Ctrl+Alt+I)');
      await importDialog().getByLabel('Set file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken, null, 2)) });
      await eventually('The dialog should show the chosen file', async () => (await importDialog().getByTestId('dialog-field-file-chosen').innerText()) === 'Chosen: broken.json');
      await importDialog().getByRole('button', { name: 'Import' }).click();
      const list = importDialog().getByRole('list', { name: 'Problems' });
      await waitFor(list, 'The list of problems');
      const items = await list.getByRole('listitem').allInnerTexts();
      expect(items).toEqual([expect.stringMatching(/^cards\.1\.stats\.power expected a number, found the text "lots" \(in ".+"\)$/), expect.stringMatching(/^cards\.3\.abilities\.0\.kind unknown kind "triggerd" \(did you mean "triggered"\?\)/)]);
      expect(await importDialog().getByRole('alert').innerText()).toBe('broken.json has 2 problems; nothing was imported.');
      await screenshot(page, 'set-json-import-errors');
      await importDialog().getByRole('button', { name: 'Cancel' }).click();
      expect(await readdir(join(workspace, 'sets/stak-bots'))).toEqual(['starter']);
    });
  });

  it('imports a file dropped on the explorer and opens its decompiled source', async () => {
    await withScreenshot(() => page, 'set-json-drop', async () => {
      const text = await renamedExport('dropped', 'Dropped Bots');
      const dataTransfer = await page.evaluateHandle((json) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([json], 'dropped.json', { type: 'application/json' }));
        return transfer;
      }, text);
      const explorer = page.getByRole('complementary', { name: 'Workspace' });
      await explorer.dispatchEvent('dragover', { dataTransfer });
      await waitFor(page.getByText('Drop a set file (.json) to import it'), 'The drop hint over the explorer');
      await screenshot(page, 'set-json-dragging');
      await explorer.dispatchEvent('drop', { dataTransfer });
      const path = 'sets/stak-bots/dropped/dropped.cards';
      await waitFor(editorFor(page, path), `The decompiled source ${path} open in the editor`);
      await eventually('The editor should show the decompiled cards', async () => {
        const shown = await editorText(page);
        return (shown.startsWith('game stak-bots') && shown.includes('bot "Cog Crawler"')) || shown;
      });
      await statusSays('Imported Dropped Bots: 44 cards as card-language source in sets/stak-bots/dropped');
      await waitFor(fileItem(page, path), 'The imported file in the explorer');
      await screenshot(page, 'set-json-imported');
      const source = await readFile(join(workspace, path), 'utf8');
      expect(source).toContain('bot "Cog Crawler" rank 1 power 1 copies 3 designer-chosen {\n  text "Entry: draw a card."\n  entry: draw a card\n}\n');
    });
  });

  it('refuses to import over an existing set until "Replace" is ticked', async () => {
    await withScreenshot(() => page, 'set-json-replace', async () => {
      const text = await renamedExport('dropped', 'Dropped Again');
      await page.getByRole('button', { name: 'Import set JSON…' }).click();
      await waitFor(importDialog(), 'The "Import set JSON" dialog');
      await importDialog().getByLabel('Set file').setInputFiles({ name: 'again.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await eventually('The dialog should show the chosen file', async () => (await importDialog().getByTestId('dialog-field-file-chosen').innerText()) === 'Chosen: again.json');
      await importDialog().getByRole('button', { name: 'Import' }).click();
      await eventually('The dialog should say the set exists', async () => {
        const alert = await importDialog().getByRole('alert').innerText().catch(() => '');
        return alert.includes('already exists') || alert;
      });
      await importDialog().getByRole('checkbox', { name: /Replace the set/ }).check();
      await importDialog().getByRole('button', { name: 'Import' }).click();
      await statusSays('Replaced Dropped Again: 44 cards');
      expect(JSON.parse(await readFile(join(workspace, 'sets/stak-bots/dropped/set.json'), 'utf8'))).toMatchObject({ name: 'Dropped Again' });
      expect(e2e.uncaught(), 'uncaught errors in the page').toEqual([]);
    });
  });
});
