// Deck lists through the host: listed in the snapshot, saved atomically in the deck file's
// layout from the version read, refused when they are no deck, read back with located problems.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestWorkspace, type TestWorkspace } from './test-workspace';
import { readDeckText } from '../../engine/defs/deck-file';
import type { DeckRead, FileWritten, WorkspaceSnapshot } from '../shared/contract';
import { deletedDeckPath } from './deck-handlers';

let ws: TestWorkspace;
let folder: string;

const DECK = {
  format: 'cardwright-deck',
  version: 2,
  game: 'stak-bots',
  name: 'Rush',
  sets: ['starter'],
  variants: {},
  sections: { supply: [{ card: 'Scrap Bot', count: 3 }] },
};

beforeEach(async () => {
  ws = await openTestWorkspace('cw-decks-', 'Decks');
  ({ folder } = ws);
});

afterEach(() => ws.dispose());


const ok = <T,>(channel: string, request: unknown): Promise<T> => ws.ok<T>(channel, request);

const refused = (channel: string, request: unknown) => ws.refused(channel, request);

describe('deck lists', () => {
  it('creates a deck, lists it, reads it back and saves it again from its version', async () => {
    const created = await ok<FileWritten>('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: DECK, baseVersion: null });
    const text = await readFile(join(folder, 'decks', 'stak-bots', 'rush.deck.json'), 'utf8');
    expect(text).toContain('{ "card": "Scrap Bot", "count": 3 }');
    expect(readDeckText(text)).toEqual({ ok: true, value: DECK });

    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.decks).toEqual([{ path: 'decks/stak-bots/rush.deck.json', size: Buffer.byteLength(text), name: 'Rush' }]);

    const read = await ok<DeckRead>('deck:read', { path: 'decks/stak-bots/rush.deck.json' });
    expect(read).toMatchObject({ version: created.version, deck: DECK, problems: [] });

    const more = { ...DECK, sections: { supply: [{ card: 'Scrap Bot', count: 4 }] } };
    const saved = await ok<FileWritten>('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: more, baseVersion: read.version });
    expect(saved.version).not.toBe(created.version);
    // The first version is stale now: a save from it is a conflict, and nothing is written.
    const stale = await refused('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: DECK, baseVersion: created.version });
    expect(stale.code).toBe('conflict');
    expect(readDeckText(await readFile(join(folder, 'decks', 'stak-bots', 'rush.deck.json'), 'utf8'))).toEqual({ ok: true, value: more });
    // No temp file is left beside it.
    expect(await readdir(join(folder, 'decks', 'stak-bots'))).toEqual(['rush.deck.json']);
  });

  it('refuses to create a deck over another of the same name', async () => {
    await ok('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: DECK, baseVersion: null });
    expect((await refused('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: { ...DECK, name: 'Other' }, baseVersion: null })).code).toBe('already-exists');
  });

  it('refuses a deck that is no deck, a path outside decks/<game>/, and a game that is not its folder', async () => {
    const bad = await refused('deck:save', { path: 'decks/stak-bots/x.deck.json', deck: { ...DECK, sections: { supply: [{ card: 'Scrap Bot', count: 0 }] } }, baseVersion: null });
    expect(bad).toMatchObject({ code: 'invalid-request' });
    expect(bad.message).toMatch(/deck\.sections\.supply\.0\.count/);
    expect((await refused('deck:save', { path: 'decks/stak-bots/x.deck.json', deck: { ...DECK, extra: 1 }, baseVersion: null })).code).toBe('invalid-request');
    expect((await refused('deck:save', { path: 'sets/stak-bots/x.deck.json', deck: DECK, baseVersion: null })).code).toBe('invalid-request');
    expect((await refused('deck:save', { path: 'decks/x.deck.json', deck: DECK, baseVersion: null })).code).toBe('invalid-request');
    expect((await refused('deck:save', { path: 'decks/stak-bots/../../x.deck.json', deck: DECK, baseVersion: null })).code).toBe('invalid-request');
    const elsewhere = await refused('deck:save', { path: 'decks/four-souls/x.deck.json', deck: DECK, baseVersion: null });
    expect(elsewhere.message).toMatch(/saved in decks\/stak-bots\//);
    // Half a surrogate pair would be written as U+FFFD: refused.
    const lone = await refused('deck:save', { path: 'decks/stak-bots/x.deck.json', deck: { ...DECK, name: 'Bad \ud800' }, baseVersion: null });
    expect(lone.message).toMatch(/valid Unicode/);
    await expect(readdir(join(folder, 'decks'))).rejects.toThrow();
  });

  it('reads a broken deck file with its problems and its text, and lists only deck files of game folders', async () => {
    await mkdir(join(folder, 'decks', 'stak-bots'), { recursive: true });
    await writeFile(join(folder, 'decks', 'stak-bots', 'broken.deck.json'), '{ "format": "cardwright-deck", "version": 1, "game": "stak-bots" ');
    await writeFile(join(folder, 'decks', 'stak-bots', 'future.deck.json'), JSON.stringify({ ...DECK, version: 9 }));
    await writeFile(join(folder, 'decks', 'stak-bots', 'notes.txt'), 'not a deck');
    await writeFile(join(folder, 'decks', 'loose.deck.json'), JSON.stringify(DECK));
    await writeFile(join(folder, 'decks', 'stak-bots', 'elsewhere.deck.json'), JSON.stringify({ ...DECK, game: 'four-souls' }));

    const broken = await ok<DeckRead>('deck:read', { path: 'decks/stak-bots/broken.deck.json' });
    expect(broken.deck).toBeNull();
    expect(broken.text).toContain('"game": "stak-bots"');
    expect(broken.problems[0]!.message).toMatch(/^not JSON/);
    const future = await ok<DeckRead>('deck:read', { path: 'decks/stak-bots/future.deck.json' });
    expect(future.problems).toEqual([{ path: 'version', message: 'written by a newer Cardwright (deck version 9); this one reads up to 2' }]);
    const elsewhere = await ok<DeckRead>('deck:read', { path: 'decks/stak-bots/elsewhere.deck.json' });
    expect(elsewhere.problems).toEqual([{ path: 'game', message: 'the deck is for four-souls but sits in decks/stak-bots' }]);
    expect((await refused('deck:read', { path: 'decks/stak-bots/missing.deck.json' })).code).toBe('not-found');

    const snap = await ok<WorkspaceSnapshot>('workspace:snapshot', {});
    expect(snap.decks!.map((d) => d.path)).toEqual(['decks/stak-bots/broken.deck.json', 'decks/stak-bots/elsewhere.deck.json', 'decks/stak-bots/future.deck.json']);
    // Each with the name the deck gives itself, where its file says one.
    expect(snap.decks!.map((d) => d.name ?? null)).toEqual([null, 'Rush', 'Rush']);
  });

  it('deletes a deck by moving it aside, where no listing shows it, and refuses one changed since it was read', async () => {
    const created = await ok<FileWritten>('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: DECK, baseVersion: null });
    const text = await readFile(join(folder, 'decks', 'stak-bots', 'rush.deck.json'), 'utf8');
    const more = await ok<FileWritten>('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: { ...DECK, name: 'Rush 2' }, baseVersion: created.version });
    // From a version that is no longer on disk: refused, and the file stays.
    expect((await refused('deck:delete', { path: 'decks/stak-bots/rush.deck.json', baseVersion: created.version })).code).toBe('conflict');
    expect(await readdir(join(folder, 'decks', 'stak-bots'))).toEqual(['rush.deck.json']);

    const deleted = await ok<{ path: string; backup: string }>('deck:delete', { path: 'decks/stak-bots/rush.deck.json', baseVersion: more.version });
    expect(deleted.backup).toMatch(/^decks\/\.deleted\/stak-bots\/rush\.\d{8}-\d{6}\.deck\.json$/);
    expect(await readdir(join(folder, 'decks', 'stak-bots'))).toEqual([]);
    // Nothing lost: the backup holds the deck as it was, byte for byte.
    const kept = await readFile(join(folder, ...deleted.backup.split('/')), 'utf8');
    expect(readDeckText(kept)).toEqual({ ok: true, value: { ...DECK, name: 'Rush 2' } });
    expect(kept).not.toBe(text);
    expect((await ok<WorkspaceSnapshot>('workspace:snapshot', {})).decks).toEqual([]);
    expect((await refused('deck:delete', { path: 'decks/stak-bots/rush.deck.json', baseVersion: more.version })).code).toBe('not-found');

    // The same deck made and deleted again keeps both backups.
    const again = await ok<FileWritten>('deck:save', { path: 'decks/stak-bots/rush.deck.json', deck: DECK, baseVersion: null });
    const second = await ok<{ backup: string }>('deck:delete', { path: 'decks/stak-bots/rush.deck.json', baseVersion: again.version });
    expect(second.backup).not.toBe(deleted.backup);
    expect((await readdir(join(folder, 'decks', '.deleted', 'stak-bots'))).length).toBe(2);
    // Only deck paths: no way out of decks/<game>/.
    expect((await refused('deck:delete', { path: 'sets/stak-bots/x.cards', baseVersion: again.version })).code).toBe('invalid-request');
  });
});

describe('the name of a deleted deck\'s backup', () => {
  it('keeps the file name and adds the time (UTC), and a number for a second delete in the same second', () => {
    const when = new Date(Date.UTC(2026, 10, 27, 9, 5, 7));
    expect(deletedDeckPath('decks/four-souls/my-deck.deck.json', when)).toBe('decks/.deleted/four-souls/my-deck.20261127-090507.deck.json');
    expect(deletedDeckPath('decks/four-souls/my-deck.deck.json', when, 1)).toBe('decks/.deleted/four-souls/my-deck.20261127-090507-2.deck.json');
  });
});
