import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DeckPool, PoolCard } from '../../../card-dsl/service/deck-pool';
import type { EventPayload, HostApi, HostError, Result, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { formatDeckFile, readDeckText, type DeckFile } from '../../../engine/defs';
import { deckCard } from '../../../engine/decks/testing';
import { initialStudioState } from '../app/studio';
import type { StudioState } from '../app/types';
import { StorageBackups } from '../state/backups';
import { memoryStorage } from '../state/storage';
import { Store } from '../state/store';
import { DecksController, deckListings, deckPath } from './controller';

const ROOT = '/work/designs';
const version = (text: string) => createHash('sha256').update(text).digest('hex');
const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const fail = (code: HostError['code'], message: string): Result<never> => ({ ok: false, error: { code, message } });

const poolCard = (name: string, kind: string, copies = 1, set = 'starter'): PoolCard => ({ ...deckCard('stak-bots', name, { kind, set, stats: { rank: 1, power: 2 } }), copies, face: { name } as PoolCard['face'] });
const POOL: DeckPool = {
  game: 'stak-bots',
  sets: [{ set: 'starter', setName: 'Starter', folder: 'sets/stak-bots/starter', source: 'workspace', cards: 2, broken: 0 }],
  cards: [poolCard('Scrap Bot', 'bot', 3), poolCard('Bolt Pup', 'bot', 2)],
  variants: [],
};

const deck = (supply: DeckFile['sections']['supply'] = [], name = 'Rush'): DeckFile => ({ format: 'cardwright-deck', version: 2, game: 'stak-bots', name, sets: ['starter'], variants: {}, sections: { supply } });

class FakeHost {
  files = new Map<string, string>();
  saves: string[] = [];
  private listeners: ((payload: EventPayload<'workspace:changed'>) => void)[] = [];

  put(path: string, d: DeckFile): void {
    this.files.set(path, formatDeckFile(d));
  }

  deckOf(path: string): DeckFile | null {
    const text = this.files.get(path);
    const read = text === undefined ? null : readDeckText(text);
    return read?.ok ? read.value : null;
  }

  /** Another program changes a file, and the host says so. */
  editOutside(path: string, d: DeckFile): void {
    this.put(path, d);
    for (const listener of this.listeners) listener({ paths: [path], structure: false });
  }

  /** Deleted decks moved aside, by backup path. */
  aside = new Map<string, string>();

  api(): Pick<HostApi, 'readDeck' | 'saveDeck' | 'deleteDeck' | 'onWorkspaceChanged'> {
    return {
      readDeck: async ({ path }) => {
        const text = this.files.get(path);
        if (text === undefined) return fail('not-found', `${path} does not exist`);
        const read = readDeckText(text);
        return ok({ path, version: version(text), text, deck: read.ok ? read.value : null, problems: read.ok ? [] : read.problems });
      },
      saveDeck: async ({ path, deck: d, baseVersion }) => {
        const current = this.files.get(path);
        if (baseVersion === null && current !== undefined) return fail('already-exists', `${path} already exists`);
        if (baseVersion !== null && current !== undefined && version(current) !== baseVersion) return fail('conflict', `${path} changed on disk`);
        const text = formatDeckFile(d as DeckFile);
        this.files.set(path, text);
        this.saves.push(path);
        return ok({ path, version: version(text) });
      },
      deleteDeck: async ({ path, baseVersion }) => {
        const current = this.files.get(path);
        if (current === undefined) return fail('not-found', `${path} does not exist`);
        if (version(current) !== baseVersion) return fail('conflict', `${path} changed on disk`);
        const backup = `decks/.deleted/${path.split('/')[1]}/${path.split('/').pop()!.replace('.deck.json', '')}.20260101-000000.deck.json`;
        this.files.delete(path);
        this.aside.set(backup, current);
        return ok({ path, backup });
      },
      onWorkspaceChanged: (listener) => {
        this.listeners.push(listener);
        return () => undefined;
      },
    };
  }
}

/** A controller over the fake host whose timers run when `tick` is called. */
function setup(decks: string[], pool: DeckPool = POOL, answers: string[] = []) {
  const host = new FakeHost();
  const timers: (() => void)[] = [];
  const snapshot: WorkspaceSnapshot = { root: ROOT, name: 'Designs', sets: [], decks: decks.map((path) => ({ path, size: 1 })) };
  const store = new Store<StudioState>({ ...initialStudioState(1), phase: 'workspace', workspace: snapshot });
  const said: string[] = [];
  const asked: string[] = [];
  const backups = new StorageBackups(memoryStorage());
  const controller = new DecksController({
    host: host.api(),
    studio: {
      store,
      inform: (text) => void said.push(text),
      refreshTree: async () => undefined,
      ask: async (spec) => {
        asked.push(spec.title);
        return { button: answers.shift() ?? spec.cancelId, values: {} };
      },
    },
    pool: { deckPool: async () => pool, onDidChange: () => () => undefined },
    backups,
    schedule: (work) => {
      timers.push(work);
      return () => {
        const i = timers.indexOf(work);
        if (i >= 0) timers.splice(i, 1);
      };
    },
  });
  controller.start();
  const tick = async () => {
    for (const work of timers.splice(0)) work();
    await controller.flush();
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { host, controller, tick, said, asked, backups, store, settle };
}

const PATH = 'decks/stak-bots/rush.deck.json';
const id = (name: string) => POOL.cards.find((c) => c.name === name)!.id;

describe('DecksController', () => {
  it('opens a deck, adds and removes cards as undoable steps, and saves a moment after the last change', async () => {
    const { host, controller, tick, backups } = setup([PATH]);
    host.put(PATH, deck());
    await controller.openDeck(PATH);
    await controller.refreshPool();
    expect(controller.addCard(id('Scrap Bot'))).toBe(true);
    controller.addCard(id('Scrap Bot'));
    controller.addCard(id('Bolt Pup'));
    controller.removeCard(id('Bolt Pup'));
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 2 }]);
    expect(controller.hasUnsavedChanges()).toBe(true);
    // Every change is backed up at once, before the save.
    expect(readDeckText((await backups.load(ROOT, PATH))!.content)).toMatchObject({ ok: true, value: { sections: { supply: [{ card: 'Scrap Bot', count: 2 }] } } });
    await tick();
    expect(host.deckOf(PATH)!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 2 }]);
    expect(host.saves).toHaveLength(1);
    expect(controller.hasUnsavedChanges()).toBe(false);
    expect(await backups.load(ROOT, PATH)).toBeNull();

    expect(controller.undo()).toBe(true);
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 2 }, { card: 'Bolt Pup', count: 1 }]);
    controller.redo();
    controller.undo();
    controller.undo();
    controller.undo();
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 1 }]);
    await tick();
    expect(host.deckOf(PATH)!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 1 }]);
  });

  it('adds a card of a bundled set the deck does not draw on yet, drawing on that set in the same undoable step', async () => {
    const bundled: DeckPool = {
      ...POOL,
      sets: [...POOL.sets, { set: 'vanilla', setName: 'Vanilla', folder: 'bundled:stak-bots/vanilla', source: 'bundled', cards: 1, broken: 0 }],
      cards: [...POOL.cards, poolCard('Scrap Bot', 'bot', 1, 'vanilla')],
    };
    const { host, controller, tick } = setup([PATH], bundled);
    host.put(PATH, deck([{ card: 'Scrap Bot', count: 1 }]));
    await controller.openDeck(PATH);
    await controller.refreshPool();
    const vanillaBot = bundled.cards.find((c) => c.set === 'vanilla')!;
    expect(controller.addCard(vanillaBot.id)).toBe(true);
    // Two of its sets now name a Scrap Bot: the new entry says which.
    expect(controller.deck()).toMatchObject({ sets: ['starter', 'vanilla'], sections: { supply: [{ card: 'Scrap Bot', count: 1 }, { card: 'Scrap Bot', set: 'vanilla', count: 1 }] } });
    const open = controller.state.open;
    expect(open?.status === 'open' ? open.history.label : null).toBe('Add Scrap Bot (from Vanilla)');
    controller.addCard(vanillaBot.id);
    expect(open?.status === 'open' && controller.state.open?.status === 'open' ? controller.state.open.history.label : null).toBe('Add Scrap Bot');
    await tick();
    expect(host.deckOf(PATH)!.sets).toEqual(['starter', 'vanilla']);
    controller.undo();
    controller.undo();
    expect(controller.deck()).toMatchObject({ sets: ['starter'], sections: { supply: [{ card: 'Scrap Bot', count: 1 }] } });
  });

  it('deletes a deck after asking, by moving its file to a backup, and undo puts it back', async () => {
    const { host, controller, said, asked } = setup([PATH], POOL, ['cancel', 'delete']);
    host.put(PATH, deck([{ card: 'Scrap Bot', count: 2 }], 'Rush'));
    await controller.openDeck(PATH);
    controller.addCard(id('Bolt Pup'));
    // Cancelled: nothing happens, but the unsaved change was saved before asking.
    expect(await controller.deleteDeck(PATH)).toBe(false);
    expect(asked).toEqual(['Delete the deck "Rush"?']);
    expect(host.deckOf(PATH)!.sections.supply).toHaveLength(2);
    expect(controller.state.open?.path).toBe(PATH);

    expect(await controller.deleteDeck(PATH)).toBe(true);
    expect(host.files.has(PATH)).toBe(false);
    expect([...host.aside.keys()]).toEqual(['decks/.deleted/stak-bots/rush.20260101-000000.deck.json']);
    expect(controller.state.open).toBeNull();
    expect(controller.state.decks).toEqual([]);
    expect(controller.state.deleted).toMatchObject({ path: PATH, name: 'Rush', backup: 'decks/.deleted/stak-bots/rush.20260101-000000.deck.json' });
    expect(said.at(-1)).toBe('Deleted the deck "Rush"; its file was moved to decks/.deleted/stak-bots/rush.20260101-000000.deck.json (Undo delete puts it back)');

    expect(await controller.undoDelete()).toBe(true);
    expect(host.deckOf(PATH)).toMatchObject({ name: 'Rush', sections: { supply: [{ card: 'Scrap Bot', count: 2 }, { card: 'Bolt Pup', count: 1 }] } });
    expect(controller.state.deleted).toBeNull();
    expect(controller.state.open?.path).toBe(PATH);
  });

  it('lists decks by the name each gives itself, its file name beside it', () => {
    const snapshot: WorkspaceSnapshot = {
      root: ROOT,
      name: 'Designs',
      sets: [],
      decks: [
        { path: 'decks/stak-bots/rush.deck.json', size: 1, name: 'Scrap Rush' },
        { path: 'decks/four-souls/a.deck.json', size: 1, name: 'Zed' },
        { path: 'decks/stak-bots/broken.deck.json', size: 1 },
      ],
    };
    expect(deckListings(snapshot)).toEqual([
      { path: 'decks/four-souls/a.deck.json', game: 'four-souls', name: 'Zed', file: 'a.deck.json' },
      { path: 'decks/stak-bots/broken.deck.json', game: 'stak-bots', name: 'broken', file: 'broken.deck.json' },
      { path: 'decks/stak-bots/rush.deck.json', game: 'stak-bots', name: 'Scrap Rush', file: 'rush.deck.json' },
    ]);
  });

  it('creates a deck in its game\'s folder with the game\'s sections, and refuses a name taken', async () => {
    const { host, controller } = setup([]);
    expect(await controller.createDeck('  ', 'stak-bots', ['starter'])).toBe('Type a name for the deck');
    expect(await controller.createDeck('Scrap Rush!', 'stak-bots', ['starter'])).toBeNull();
    const path = deckPath('stak-bots', 'Scrap Rush!');
    expect(path).toBe('decks/stak-bots/scrap-rush.deck.json');
    expect(host.deckOf(path)).toEqual({ ...deck([], 'Scrap Rush!'), sections: { supply: [] } });
    expect(controller.state.open).toMatchObject({ status: 'open', path });
    expect(await controller.createDeck('Scrap Rush!', 'stak-bots', ['starter'])).toMatch(/already exists/);
    expect(await controller.createDeck('X', 'no-such-game', [])).toMatch(/knows no game/);
  });

  it('shows a file that is no deck with its problems, and opens it once mended on disk', async () => {
    const { host, controller, settle } = setup([PATH]);
    host.files.set(PATH, '{ "format": "cardwright-deck", ');
    await controller.openDeck(PATH);
    expect(controller.state.open).toMatchObject({ status: 'broken', problems: [{ path: '(file)' }] });
    host.editOutside(PATH, deck([{ card: 'Scrap Bot', count: 1 }]));
    await settle();
    await settle();
    expect(controller.state.open).toMatchObject({ status: 'open' });
  });

  it('reloads a deck changed on disk when it has nothing unsaved, as a step undo takes back', async () => {
    const { host, controller, settle, said } = setup([PATH]);
    host.put(PATH, deck([{ card: 'Scrap Bot', count: 1 }]));
    await controller.openDeck(PATH);
    host.editOutside(PATH, deck([{ card: 'Bolt Pup', count: 4 }]));
    await settle();
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Bolt Pup', count: 4 }]);
    expect(controller.hasUnsavedChanges()).toBe(false);
    expect(said.at(-1)).toMatch(/changed on disk and was reloaded/);
    controller.undo();
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 1 }]);
    expect(controller.hasUnsavedChanges()).toBe(true);
  });

  it('never writes over a deck changed on disk while it had unsaved changes: it asks, and keeps either', async () => {
    const { host, controller, tick } = setup([PATH]);
    host.put(PATH, deck());
    await controller.openDeck(PATH);
    await controller.refreshPool();
    controller.addCard(id('Scrap Bot'));
    // Another program writes first (without the host telling anyone yet).
    host.put(PATH, deck([{ card: 'Bolt Pup', count: 9 }]));
    await tick();
    expect(controller.state.open).toMatchObject({ conflict: true, dirty: true });
    expect(host.deckOf(PATH)!.sections.supply).toEqual([{ card: 'Bolt Pup', count: 9 }]);

    await controller.resolveConflict('disk');
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Bolt Pup', count: 9 }]);
    expect(controller.state.open).toMatchObject({ conflict: false, dirty: false });
    controller.undo();
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 1 }]);
    host.put(PATH, deck([{ card: 'Bolt Pup', count: 7 }]));
    await tick();
    expect(controller.state.open).toMatchObject({ conflict: true });
    await controller.resolveConflict('mine');
    expect(host.deckOf(PATH)!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 1 }]);
    expect(controller.state.open).toMatchObject({ conflict: false, dirty: false });
  });

  it('offers unsaved changes left in the backups last time, and keeps them until answered', async () => {
    const { host, controller, backups, store, said, settle } = setup([PATH]);
    host.put(PATH, deck());
    await backups.save(ROOT, PATH, formatDeckFile(deck([{ card: 'Bolt Pup', count: 2 }])), null);
    // Said when the workspace opens (here: opened again), before the deck is.
    const workspace = store.get().workspace!;
    store.update((s) => ({ ...s, workspace: null }));
    store.update((s) => ({ ...s, workspace }));
    await settle();
    expect(controller.state.restorable).toEqual([PATH]);
    expect(said.at(-1)).toBe(`Unsaved changes to the deck ${PATH} from last time can be restored: open it in the Decks view`);
    await controller.openDeck(PATH);
    expect(controller.state.open).toMatchObject({ restore: { sections: { supply: [{ card: 'Bolt Pup', count: 2 }] } } });
    await controller.refreshPool();
    controller.addCard(id('Scrap Bot'));
    expect((await backups.load(ROOT, PATH))!.content).toContain('Bolt Pup');
    controller.restoreBackup();
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Bolt Pup', count: 2 }]);
    expect(controller.state.restorable).toEqual([]);
    controller.undo();
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 1 }]);
  });

  it('renames a card in the open deck (undoably) and in the other decks of its game on disk', async () => {
    const other = 'decks/stak-bots/other.deck.json';
    const elsewhere = 'decks/four-souls/fs.deck.json';
    const { host, controller, said } = setup([PATH, other, elsewhere]);
    host.put(PATH, deck([{ card: 'Scrap Bot', count: 2 }]));
    host.put(other, deck([{ card: 'Scrap Bot', count: 1 }, { card: 'Bolt Pup', count: 1 }]));
    host.put(elsewhere, { ...deck([{ card: 'Scrap Bot', count: 1 }]), game: 'four-souls' });
    await controller.openDeck(PATH);
    await controller.renameCard('stak-bots', 'starter', 'Scrap Bot', 'Junk Bot');
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Junk Bot', count: 2 }]);
    expect(host.deckOf(other)!.sections.supply).toEqual([{ card: 'Junk Bot', count: 1 }, { card: 'Bolt Pup', count: 1 }]);
    expect(host.deckOf(elsewhere)!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 1 }]);
    expect(said.at(-1)).toBe('Renamed "Scrap Bot" to "Junk Bot" in 2 decks too');
    controller.undo();
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 2 }]);
  });

  it('imports pasted text with its problems by line, and exports the deck as text', async () => {
    const { host, controller } = setup([PATH]);
    host.put(PATH, deck());
    await controller.openDeck(PATH);
    await controller.refreshPool();
    const read = controller.importText('# Supply\n3x Scrap Bot\n2x Bolt Pupp\n', 'replace');
    expect(read.cards).toBe(3);
    expect(read.problems).toEqual([{ line: 3, message: 'no card "Bolt Pupp" in the deck\'s sets (did you mean "Bolt Pup"?)' }]);
    expect(controller.deck()!.sections.supply).toEqual([{ card: 'Scrap Bot', count: 3 }]);
    expect(controller.exportText()).toBe('// Rush (Stak Bots)\n// Sets: starter\n\n# Supply\n3x Scrap Bot\n');
  });
});
