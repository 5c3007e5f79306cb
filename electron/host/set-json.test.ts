// The host's set file channels through `handle`, as the page calls them: export a set of the
// workspace as JSON (into exports/, or where a save dialog says), import a set file as .cards
// sources (problems listed, nothing half-written, an existing set kept unless replaced).
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSetFile } from '../../engine/defs';
import type { SetExportOutcome, SetImportOutcome } from '../shared/contract';
import type * as Files from './files';
import type * as FsPromises from 'node:fs/promises';
import { createHost, type Host } from './handlers';

// Writes can be made to fail on demand, to show that a failure leaves nothing behind.
const failures = vi.hoisted(() => ({ writeAfter: Infinity, renameTarget: null as string | null }));
vi.mock('./files', async (original) => {
  const actual = await original<typeof Files>();
  return {
    ...actual,
    writeFileAtomic: async (file: string, content: string, options?: { exclusive?: boolean }) => {
      if (failures.writeAfter <= 0) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      failures.writeAfter -= 1;
      return actual.writeFileAtomic(file, content, options);
    },
  };
});
vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof FsPromises>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (failures.renameTarget !== null && to.endsWith(failures.renameTarget) && from.includes('.import-')) throw Object.assign(new Error('busy'), { code: 'EBUSY' });
      return actual.rename(from, to);
    },
  };
});

let scratch: string;
let host: Host;
let saveAs: string | null;
/** The session of the workspace the test opened; requests name it, as the page's do. */
let session: string | null;

beforeEach(async () => {
  failures.writeAfter = Infinity;
  failures.renameTarget = null;
  saveAs = null;
  session = null;
  scratch = await mkdtemp(join(tmpdir(), 'cw-setjson-'));
  host = createHost({ host: 'web', version: '0.0.0-test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false, chooseSaveFile: async () => saveAs });
});

afterEach(async () => {
  await host.dispose();
  await rm(scratch, { recursive: true, force: true });
});

/** One request of the page, in its session (a workspace opened starts one). */
async function handle(channel: string, request: unknown) {
  const result = await host.handle(channel, request, { session });
  if (result.ok && (channel === 'workspace:create' || channel === 'workspace:open')) session = (result.value as { session: string }).session;
  return result;
}

async function ok<T>(channel: string, request: unknown): Promise<T> {
  const result = await handle(channel, request);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

const SOURCE = 'game stak-bots\n\nbot "Pip" rank 1 power 2 copies 2 {\n  entry: draw a card\n}\n\nbot "Zap" rank 2 power 1 {\n  entry: deal 1 damage to target top card of each opponent\'s stak\n}\n';

async function workspaceWithSet(source = SOURCE): Promise<string> {
  const folder = join(scratch, 'ws');
  await ok('workspace:create', { path: folder, name: 'Designs' });
  await ok('set:create', { game: 'stak-bots', set: 'core', name: 'Core' });
  await writeFile(join(folder, 'sets/stak-bots/core/cards.cards'), source);
  return folder;
}

async function exportedJson(folder: string): Promise<string> {
  const outcome = await ok<SetExportOutcome>('set:export-json', { set: 'sets/stak-bots/core', destination: 'exports' });
  expect(outcome).toEqual({ status: 'exported', path: 'exports/stak-bots-core.json', inWorkspace: true, cards: 2, variants: 0 });
  return readFile(join(folder, 'exports/stak-bots-core.json'), 'utf8');
}

const hidden = async (folder: string) => (await readdir(folder)).filter((name) => name.startsWith('.'));

describe('set:export-json', () => {
  it('writes the set file into exports/, valid against the set file schema', async () => {
    const folder = await workspaceWithSet();
    const parsed = parseSetFile(JSON.parse(await exportedJson(folder)));
    expect(parsed.ok && parsed.value.cards.map((c) => c.id)).toEqual(['stak-bots/core/pip', 'stak-bots/core/zap']);
  });

  it('writes where the save dialog says, and nothing when it is cancelled', async () => {
    await workspaceWithSet();
    saveAs = join(scratch, 'out', 'mine.json');
    expect(await ok('set:export-json', { set: 'sets/stak-bots/core', destination: 'choose' })).toMatchObject({ status: 'exported', path: saveAs, inWorkspace: false });
    expect(parseSetFile(JSON.parse(await readFile(saveAs, 'utf8'))).ok).toBe(true);
    saveAs = null;
    expect(await ok('set:export-json', { set: 'sets/stak-bots/core', destination: 'choose' })).toEqual({ status: 'cancelled' });
  });

  it('refuses a set with errors, each at its file, line and column', async () => {
    await workspaceWithSet('game stak-bots\n\nbot "Pip" rank 1 powr 2 {}\n');
    const outcome = await ok<SetExportOutcome>('set:export-json', { set: 'sets/stak-bots/core', destination: 'exports' });
    expect(outcome.status === 'invalid' && outcome.problems).toContainEqual({ path: 'sets/stak-bots/core/cards.cards:3:18', message: expect.stringMatching(/^CW2003 "powr" is not a stat of a bot/) });
  });

  it('refuses an unknown set and a malformed request', async () => {
    await workspaceWithSet();
    expect(await handle('set:export-json', { set: 'sets/stak-bots/none', destination: 'exports' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await handle('set:export-json', { set: '../elsewhere', destination: 'exports' })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });
});

describe('set:import-json', () => {
  it('writes a good file as .cards sources and a manifest', async () => {
    const folder = await workspaceWithSet();
    const text = (await exportedJson(folder)).replaceAll('stak-bots/core/', 'stak-bots/copy/').replace('"set": "core"', '"set": "copy"');
    const outcome = await ok<SetImportOutcome>('set:import-json', { content: text, replace: false });
    expect(outcome).toEqual({ status: 'imported', game: 'stak-bots', set: 'copy', name: 'Core', path: 'sets/stak-bots/copy', files: ['sets/stak-bots/copy/copy.cards', 'sets/stak-bots/copy/set.json'], cards: 2, variants: 0, replaced: false });
    expect(await readFile(join(folder, 'sets/stak-bots/copy/copy.cards'), 'utf8')).toBe(SOURCE);
    const snapshot = await ok<{ sets: { path: string }[] }>('workspace:snapshot', {});
    expect(snapshot.sets.map((s) => s.path)).toEqual(['sets/stak-bots/copy', 'sets/stak-bots/core']);
  });

  it('keeps a set of designer examples marked both ways: set.json to set file and back', async () => {
    const folder = await workspaceWithSet();
    const manifest = join(folder, 'sets/stak-bots/core/set.json');
    await writeFile(manifest, JSON.stringify({ ...JSON.parse(await readFile(manifest, 'utf8')), examples: true }));
    const exported = JSON.parse(await exportedJson(folder)) as { examples?: boolean };
    expect(exported.examples).toBe(true);
    const text = JSON.stringify({ ...exported, set: 'copy' }).replaceAll('stak-bots/core/', 'stak-bots/copy/');
    await ok<SetImportOutcome>('set:import-json', { content: text, replace: false });
    expect(JSON.parse(await readFile(join(folder, 'sets/stak-bots/copy/set.json'), 'utf8'))).toMatchObject({ name: 'Core', examples: true });
  });

  it('lists every problem of a broken file, and writes nothing', async () => {
    const folder = await workspaceWithSet();
    const file = JSON.parse(await exportedJson(folder)) as { cards: { stats: Record<string, unknown>; kind: string }[]; set: string };
    file.cards[0]!.stats.power = -5000;
    const schema = await ok<SetImportOutcome>('set:import-json', { content: JSON.stringify(file), replace: true });
    expect(schema.status === 'invalid' && schema.problems).toEqual([{ path: 'cards.0.stats.power', message: 'must be at least -1000, found the number -5000 (in "Pip")' }]);
    // Once the file fits the format, what the language cannot say or its checker refuses is listed.
    file.cards[0]!.stats.power = 2;
    file.cards[1]!.kind = 'robot';
    const language = await ok<SetImportOutcome>('set:import-json', { content: JSON.stringify(file), replace: true });
    expect(language.status === 'invalid' && language.problems).toEqual([{ path: 'cards.1.kind', message: expect.stringMatching(/^"robot" is not a card kind of Stak Bots/) }]);
    expect(await readFile(join(folder, 'sets/stak-bots/core/cards.cards'), 'utf8')).toBe(SOURCE);
    expect(await readdir(join(folder, 'sets/stak-bots'))).toEqual(['core']);
  });

  it('keeps an existing set unless told to replace it', async () => {
    const folder = await workspaceWithSet();
    const text = await exportedJson(folder);
    expect(await handle('set:import-json', { content: text, replace: false })).toMatchObject({ ok: false, error: { code: 'already-exists' } });
    await writeFile(join(folder, 'sets/stak-bots/core/pip.png'), 'art');
    expect(await ok('set:import-json', { content: text, replace: true })).toMatchObject({ status: 'imported', replaced: true });
    expect((await readdir(join(folder, 'sets/stak-bots/core'))).sort()).toEqual(['core.cards', 'pip.png', 'set.json']);
    expect(await hidden(join(folder, 'sets/stak-bots'))).toEqual([]);
  });

  it('leaves nothing behind when a write fails half-way', async () => {
    const folder = await workspaceWithSet();
    const text = (await exportedJson(folder)).replaceAll('stak-bots/core/', 'stak-bots/copy/').replace('"set": "core"', '"set": "copy"');
    failures.writeAfter = 1; // the card file is written, the manifest is not
    expect(await handle('set:import-json', { content: text, replace: false })).toMatchObject({ ok: false, error: { code: 'io-error' } });
    expect(await readdir(join(folder, 'sets/stak-bots'))).toEqual(['core']);
  });

  it('puts a replaced set back when the new one cannot be moved in', async () => {
    const folder = await workspaceWithSet();
    const text = await exportedJson(folder);
    await writeFile(join(folder, 'sets/stak-bots/core/extra.cards'), 'game stak-bots\n');
    failures.renameTarget = join('stak-bots', 'core');
    expect((await handle('set:import-json', { content: text, replace: true })).ok).toBe(false);
    expect((await readdir(join(folder, 'sets/stak-bots/core'))).sort()).toEqual(['cards.cards', 'extra.cards', 'set.json']);
    expect(await readFile(join(folder, 'sets/stak-bots/core/cards.cards'), 'utf8')).toBe(SOURCE);
    expect(await hidden(join(folder, 'sets/stak-bots'))).toEqual([]);
  });

  it('refuses content over the size limit before reading it', async () => {
    await workspaceWithSet();
    const result = await handle('set:import-json', { content: 'x'.repeat(4 * 1024 * 1024 + 1), replace: false });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('needs an open workspace', async () => {
    expect(await handle('set:import-json', { content: '{}', replace: false })).toMatchObject({ ok: false, error: { code: 'no-workspace' } });
    await mkdir(join(scratch, 'x'));
  });
});
