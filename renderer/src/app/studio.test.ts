// The studio's behaviour against an in-memory host and plain-string buffers.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventPayload, HostApi, HostError, Result, TextPlace, WorkspaceLayout, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { StorageBackups } from '../state/backups';
import { findFile } from '../state/files';
import { Preferences } from '../state/preferences';
import { memoryStorage } from '../state/storage';
import { BACKUP_DELAY_MS, Studio } from './studio';
import type { Buffers } from './types';

const ROOT = '/work/demo';
const A = 'sets/stak-bots/core/bots.cards';
const B = 'sets/stak-bots/core/variants.cards';

const SESSION = 'S'.repeat(22);
const version = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const fail = (code: HostError['code'], message: string): Result<never> => ({ ok: false, error: { code, message } });

/** A host keeping the workspace's files in a map, recording writes. */
class FakeHost {
  files = new Map<string, string>([
    [A, 'game stak-bots\nbot "Rivet" {}\n'],
    [B, 'game stak-bots\n'],
    ['sets/stak-bots/core/set.json', '{}'],
  ]);
  open = true;
  /** Sessions the studio started and closed, in order. */
  sessionLog: string[] = [];
  writes: { path: string; content: string; baseVersion: string | null }[] = [];
  /** The layout the host remembers for the workspace, and every one saved. */
  layout: WorkspaceLayout | undefined = undefined;
  savedLayouts: WorkspaceLayout[] = [];
  examples: (string | null)[] = [];
  created: { path: string; content: string }[] = [];
  private changeListeners: ((payload: EventPayload<'workspace:changed'>) => void)[] = [];
  private menuListeners: ((payload: EventPayload<'menu:command'>) => void)[] = [];

  snapshot(): WorkspaceSnapshot {
    return {
      root: ROOT,
      name: 'Demo',
      sets: [
        {
          game: 'stak-bots',
          set: 'core',
          path: 'sets/stak-bots/core',
          name: 'Core',
          files: [...this.files.keys()].sort().map((path) => ({ path, size: 1 })),
        },
      ],
    };
  }

  /** Changes a file as another program would, and tells the studio. */
  editOutside(path: string, content: string): void {
    this.files.set(path, content);
    for (const listener of this.changeListeners) listener({ paths: [path], structure: false });
  }

  menu(command: EventPayload<'menu:command'>['command']): void {
    for (const listener of this.menuListeners) listener({ command });
  }

  api(): HostApi {
    return {
      appInfo: async () => ok({ name: 'Cardwright', version: '0.1.0', host: 'web', platform: 'linux', nativeDialogs: false }),
      recentWorkspaces: async () => ok({ paths: [ROOT] }),
      chooseFolder: async () => fail('unsupported', 'no picker'),
      startSession: async () => (this.sessionLog.push('start'), ok(this.open ? { session: SESSION, workspace: this.snapshot(), ...(this.layout ? { layout: this.layout } : {}) } : null)),
      openWorkspace: async ({ path }) =>
        path === ROOT
          ? ((this.open = true), this.sessionLog.push('open'), ok({ session: SESSION, workspace: this.snapshot(), ...(this.layout ? { layout: this.layout } : {}) }))
          : fail('not-a-workspace', `${path} has no cardwright.json`),
      openExample: async ({ folder }) => {
        this.examples.push(folder);
        if (folder === '/refused') return fail('io-error', 'The folder /refused could not be written');
        this.open = true;
        return ok({ session: SESSION, workspace: this.snapshot(), start: { path: B, line: 1, column: 6 } });
      },
      saveLayout: async (layout) => {
        this.layout = layout;
        this.savedLayouts.push(layout);
        return ok({});
      },
      createWorkspace: async () => fail('already-exists', 'exists'),
      closeWorkspace: async () => ((this.open = false), this.sessionLog.push('close'), ok({})),
      workspaceSnapshot: async () => (this.open ? ok(this.snapshot()) : fail('no-workspace', 'No workspace is open')),
      createSet: async () => fail('unsupported', 'not in this test'),
      readImage: async () => fail('unsupported', 'not in this test'),
      writeExport: async () => fail('unsupported', 'not in this test'),
      printSheet: async () => fail('unsupported', 'not in this test'),
      readFile: async ({ path }) => {
        const content = this.files.get(path);
        return content === undefined ? fail('not-found', `${path} does not exist`) : ok({ path, content, version: version(content) });
      },
      writeFile: async ({ path, content, baseVersion }) => {
        this.writes.push({ path, content, baseVersion: baseVersion ?? null });
        const current = this.files.get(path);
        if (baseVersion && current !== undefined && version(current) !== baseVersion) return fail('conflict', `${path} changed on disk`);
        this.files.set(path, content);
        return ok({ path, version: version(content) });
      },
      createFile: async ({ path, content }) => {
        if (this.files.has(path)) return fail('already-exists', `${path} already exists`);
        this.created.push({ path, content });
        this.files.set(path, content);
        return ok({ path, version: version(content) });
      },
      deleteFile: async ({ path }) => {
        this.files.delete(path);
        return ok({ path });
      },
      exportSetJson: async () => fail('unsupported', 'not in this test'),
      importSetJson: async () => fail('unsupported', 'not in this test'),
      readDeck: async () => fail('unsupported', 'not in this test'),
      saveDeck: async () => fail('unsupported', 'not in this test'),
      deleteDeck: async () => fail('unsupported', 'not in this test'),
      deleteSaved: async () => fail('unsupported', 'not in this test'),
      restoreSaved: async () => fail('unsupported', 'not in this test'),
      onWorkspaceChanged: (listener) => {
        this.changeListeners.push(listener);
        return () => undefined;
      },
      onMenuCommand: (listener) => {
        this.menuListeners.push(listener);
        return () => undefined;
      },
    };
  }
}

/** Buffers as plain strings; `type` stands for the user typing. */
class FakeBuffers implements Buffers {
  texts = new Map<string, string>();
  private listeners: ((path: string) => void)[] = [];
  cursorAtEnd = new Set<string>();
  cursorAt = new Map<string, TextPlace>();
  create(path: string, content: string, options: { cursorAtEnd?: boolean; cursorAt?: TextPlace } = {}): string {
    this.texts.set(path, content);
    if (options.cursorAtEnd) this.cursorAtEnd.add(path);
    if (options.cursorAt) this.cursorAt.set(path, options.cursorAt);
    return content;
  }
  has(path: string): boolean {
    return this.texts.has(path);
  }
  text(path: string): string | null {
    return this.texts.get(path) ?? null;
  }
  replace(path: string, content: string): string {
    this.texts.set(path, content);
    return content;
  }
  dispose(path: string): void {
    this.texts.delete(path);
  }
  disposeAll(): void {
    this.texts.clear();
  }
  onDidChange(listener: (path: string) => void): () => void {
    this.listeners.push(listener);
    return () => undefined;
  }
  type(path: string, content: string): void {
    this.texts.set(path, content);
    for (const listener of this.listeners) listener(path);
  }
}

function setup(
  options: {
    open?: boolean;
    storage?: ReturnType<typeof memoryStorage>;
    now?: () => number;
    fieldHistory?: (step: 'undo' | 'redo') => boolean;
    beforeSave?: (path: string) => Promise<void>;
  } = {},
) {
  const host = new FakeHost();
  host.open = options.open ?? true;
  const buffers = new FakeBuffers();
  const storage = options.storage ?? memoryStorage();
  const timers: { work: () => void; cancelled: boolean }[] = [];
  let clock = 0;
  const studio = new Studio({
    host: host.api(),
    loadBuffers: async () => buffers,
    backups: new StorageBackups(storage, () => 5000),
    preferences: new Preferences(storage),
    schedule: (work) => {
      const timer = { work, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    now: options.now ?? (() => (clock += 1000)),
    ...(options.fieldHistory ? { fieldHistory: options.fieldHistory } : {}),
    ...(options.beforeSave ? { beforeSave: options.beforeSave } : {}),
  });
  const runTimers = (): void => {
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.work();
  };
  const file = (path: string) => findFile(studio.state.files, path);
  /** Answers the dialog the studio is waiting on, once it shows. */
  const answer = async (button: string, values: Record<string, string> = {}): Promise<void> => {
    for (let i = 0; i < 20 && !studio.state.dialog; i += 1) await Promise.resolve();
    expect(studio.state.dialog, `a dialog to answer with ${button}`).not.toBeNull();
    studio.answerDialog({ button, values });
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const until = async (condition: () => unknown): Promise<void> => {
    for (let i = 0; i < 20 && !condition(); i += 1) await settle();
    expect(condition()).toBeTruthy();
  };
  return { host, buffers, storage, studio, runTimers, timers, file, answer, settle, until };
}

describe('Studio start-up', () => {
  it('shows the welcome screen with recent workspaces when nothing is open', async () => {
    const { studio } = setup({ open: false });
    await studio.start();
    expect(studio.state.phase).toBe('welcome');
    expect(studio.state.recent).toEqual([ROOT]);
    expect(studio.state.welcomeError).toBeNull();
  });

  it('shows the workspace the host already has open, with its first card source', async () => {
    const { studio } = setup();
    await studio.start();
    expect(studio.state.phase).toBe('workspace');
    expect(studio.state.workspace?.name).toBe('Demo');
    expect(studio.state.files.active).toBe(A);
  });

  it('reopens the file last worked on in that workspace', async () => {
    const storage = memoryStorage();
    new Preferences(storage).setLastActiveFile(ROOT, B);
    const { studio } = setup({ storage });
    await studio.start();
    expect(studio.state.files.active).toBe(B);
  });

  it('explains a refused token instead of showing an empty studio', async () => {
    const { studio, host } = setup();
    const api = host.api();
    const refused = new Studio({
      host: { ...api, appInfo: async () => fail('unauthorized', 'Missing or wrong token') },
      loadBuffers: async () => new FakeBuffers(),
      backups: new StorageBackups(null),
      preferences: new Preferences(null),
    });
    await refused.start();
    expect(refused.state.phase).toBe('unavailable');
    expect(refused.state.unavailableReason).toContain('token');
    expect(studio.state.phase).toBe('starting');
  });

  it('starts the window\'s session, and ends it when the window leaves the workspace', async () => {
    const { studio, host } = setup();
    await studio.start();
    expect(host.sessionLog).toEqual(['start']);
    await studio.leaveWorkspace();
    expect(host.sessionLog).toEqual(['start', 'close']);
    expect(studio.state.phase).toBe('welcome');
  });

  it('says nothing when the user declines to open a typed folder', async () => {
    const { studio, host } = setup({ open: false });
    const api = host.api();
    const declining = new Studio({
      host: { ...api, openWorkspace: async () => fail('cancelled', 'not confirmed') },
      loadBuffers: async () => new FakeBuffers(),
      backups: new StorageBackups(null),
      preferences: new Preferences(null),
    });
    await declining.start();
    expect(await declining.openWorkspace('/typed/folder')).toBe(false);
    expect(declining.state.welcomeError).toBeNull();
    expect(studio.state.phase).toBe('starting');
  });

  it('shows why a folder could not be opened', async () => {
    const { studio } = setup({ open: false });
    await studio.start();
    expect(await studio.openWorkspace('/elsewhere')).toBe(false);
    expect(studio.state.welcomeError).toContain('has no cardwright.json');
    expect(await studio.openWorkspace(ROOT)).toBe(true);
    expect(studio.state.phase).toBe('workspace');
  });
});

describe('editing and saving', () => {
  it('marks an edited file dirty, backs it up, and saves it with its base version', async () => {
    const { studio, buffers, host, runTimers, file, storage } = setup();
    await studio.start();
    const opened = file(A);
    buffers.type(A, 'game stak-bots\nbot "Rivet" { power: 3 }\n');
    expect(file(A)?.dirty).toBe(true);

    runTimers();
    const backups = new StorageBackups(storage);
    expect(await backups.load(ROOT, A)).toMatchObject({ content: 'game stak-bots\nbot "Rivet" { power: 3 }\n', baseVersion: opened?.version });

    expect(await studio.save()).toBe(true);
    expect(host.writes).toEqual([{ path: A, content: 'game stak-bots\nbot "Rivet" { power: 3 }\n', baseVersion: opened?.version }]);
    expect(file(A)).toMatchObject({ dirty: false, version: version('game stak-bots\nbot "Rivet" { power: 3 }\n') });
    expect(studio.state.saveStatus).toBe(`Saved ${A}`);
    expect(await backups.load(ROOT, A)).toBeNull();
  });

  it('does not write a file without changes', async () => {
    const { studio, host } = setup();
    await studio.start();
    expect(await studio.save()).toBe(true);
    expect(host.writes).toEqual([]);
  });

  it('asks before overwriting a file changed on disk, and overwrites when told to', async () => {
    const { studio, buffers, host, answer, file } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n'); // changed outside, not reported

    const saving = studio.save();
    await answer('overwrite');
    expect(await saving).toBe(true);
    expect(host.files.get(A)).toBe('mine\n');
    expect(host.writes.map((w) => w.baseVersion === null)).toEqual([false, true]);
    expect(file(A)?.dirty).toBe(false);
  });

  it('keeps the text and flags the file when the user keeps editing instead', async () => {
    const { studio, buffers, host, answer, file } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');

    const saving = studio.save();
    await answer('keep');
    expect(await saving).toBe(false);
    expect(host.files.get(A)).toBe('theirs\n');
    expect(buffers.text(A)).toBe('mine\n');
    expect(file(A)).toMatchObject({ dirty: true, changedOnDisk: true });
    expect(studio.state.saveStatus).toContain('changed on disk');
  });

  it('saves every dirty file with save-all', async () => {
    const { studio, buffers, host } = setup();
    await studio.start();
    await studio.openFile(B);
    buffers.type(A, 'a2\n');
    buffers.type(B, 'b2\n');
    expect(await studio.saveAll()).toBe(true);
    expect(host.files.get(A)).toBe('a2\n');
    expect(host.files.get(B)).toBe('b2\n');
    expect(studio.state.saveStatus).toBe('Saved 2 files');
  });

  it('reports a failed write readably and keeps the file dirty', async () => {
    const { studio, buffers, host, file } = setup();
    await studio.start();
    const api = host.api();
    const failing = new Studio({
      host: { ...api, writeFile: async () => fail('io-error', 'The file is read-only (permission denied)') },
      loadBuffers: async () => buffers,
      backups: new StorageBackups(null),
      preferences: new Preferences(null),
    });
    await failing.start();
    buffers.type(A, 'x\n');
    expect(await failing.save(A)).toBe(false);
    expect(failing.state.message).toEqual({ kind: 'error', text: `Could not save ${A}: The file is read-only (permission denied)` });
    expect(findFile(failing.state.files, A)?.dirty).toBe(true);
    expect(file(A)).toBeDefined();
  });
});

describe('a save that finds the file changed on disk', () => {
  it('offers to compare, to use the disk version, or to overwrite', async () => {
    const { studio, buffers, host } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');
    const saving = studio.save();
    for (let i = 0; i < 20 && !studio.state.dialog; i += 1) await Promise.resolve();
    expect(studio.state.dialog?.buttons.map((b) => b.id)).toEqual(['compare', 'reload', 'overwrite', 'keep']);
    expect(studio.state.dialog?.cancelId).toBe('keep');
    studio.answerDialog({ button: 'keep', values: {} });
    expect(await saving).toBe(false);
  });

  it('compares the disk text with the buffer, then overwrites only the version compared', async () => {
    const { studio, buffers, host, answer, file } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');
    const saving = studio.save();
    await answer('compare');
    expect(await saving).toBe(false);
    expect(studio.state.compare).toEqual({ path: A, diskContent: 'theirs\n', diskVersion: version('theirs\n') });
    expect(file(A)).toMatchObject({ dirty: true, changedOnDisk: true });
    expect(host.files.get(A)).toBe('theirs\n');

    expect(await studio.overwriteCompared()).toBe(true);
    expect(studio.state.compare).toBeNull();
    expect(host.files.get(A)).toBe('mine\n');
    expect(host.writes.at(-1)?.baseVersion).toBe(version('theirs\n'));
    expect(file(A)).toMatchObject({ dirty: false, changedOnDisk: false });
  });

  it('asks again when the disk changed once more after the compare', async () => {
    const { studio, buffers, host, answer } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');
    const saving = studio.save();
    await answer('compare');
    await saving;
    host.files.set(A, 'theirs, later\n');
    const overwriting = studio.overwriteCompared();
    await answer('keep');
    expect(await overwriting).toBe(false);
    expect(host.files.get(A)).toBe('theirs, later\n');
  });

  it('takes the disk text into the editor from the question or from the compare view', async () => {
    const { studio, buffers, host, answer, file } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');
    const saving = studio.save();
    await answer('reload');
    expect(await saving).toBe(false);
    expect(buffers.text(A)).toBe('theirs\n');
    expect(file(A)).toMatchObject({ dirty: false, changedOnDisk: false, version: version('theirs\n') });

    buffers.type(A, 'mine again\n');
    host.files.set(A, 'theirs again\n');
    await studio.compareWithDisk(A);
    await studio.reloadCompared();
    expect(studio.state.compare).toBeNull();
    expect(buffers.text(A)).toBe('theirs again\n');
  });

  it('compares a file deleted on disk with empty text, and overwriting writes it again', async () => {
    const { studio, buffers, host } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.delete(A);
    await studio.compareWithDisk(A);
    expect(studio.state.compare).toEqual({ path: A, diskContent: '', diskVersion: null });
    expect(await studio.overwriteCompared()).toBe(true);
    expect(host.files.get(A)).toBe('mine\n');
  });

  it('closes the compare view with its tab', async () => {
    const { studio, buffers, host, answer } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');
    await studio.compareWithDisk(A);
    const closing = studio.closeFile(A);
    await answer('discard');
    await closing;
    expect(studio.state.compare).toBeNull();
  });
});

describe('changes made outside the studio', () => {
  it('reloads a clean file with the new text and version', async () => {
    const { studio, host, buffers, file, settle } = setup();
    await studio.start();
    host.editOutside(A, 'game stak-bots\n// from git\n');
    await settle();
    expect(buffers.text(A)).toBe('game stak-bots\n// from git\n');
    expect(file(A)).toMatchObject({ dirty: false, version: version('game stak-bots\n// from git\n') });
  });

  it('keeps unsaved text and flags the file when it was dirty', async () => {
    const { studio, host, buffers, file, settle } = setup();
    await studio.start();
    buffers.type(A, 'my unsaved work\n');
    host.editOutside(A, 'theirs\n');
    await settle();
    expect(buffers.text(A)).toBe('my unsaved work\n');
    expect(file(A)).toMatchObject({ dirty: true, changedOnDisk: true });
    // The active file shows a banner; a background tab gets a status message.
    expect(studio.state.message).toBeNull();
    await studio.openFile(B);
    buffers.type(B, 'more unsaved work\n');
    host.editOutside(B, 'theirs too\n');
    await settle();
    expect(file(B)).toMatchObject({ dirty: true, changedOnDisk: true });
    expect(studio.state.message).toBeNull();
    studio.activate(A);
    host.editOutside(B, 'theirs again\n');
    await settle();
    expect(studio.state.message).toMatchObject({ kind: 'warning', text: expect.stringContaining(B) });
  });

  it('keeps the text of a file deleted on disk, and saving writes it again', async () => {
    const { studio, host, buffers, file, settle } = setup();
    await studio.start();
    host.files.delete(A);
    host.editOutside(B, 'game stak-bots\n'); // any change event
    await studio.checkOpenFilesOnDisk();
    await settle();
    expect(file(A)).toMatchObject({ deletedOnDisk: true });
    expect(buffers.text(A)).toBe('game stak-bots\nbot "Rivet" {}\n');
    expect(await studio.save(A)).toBe(true);
    expect(host.files.get(A)).toBe('game stak-bots\nbot "Rivet" {}\n');
  });

  it('notices changes the watcher missed when the window regains focus, once', async () => {
    const { studio, host, buffers, file } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');
    await studio.checkOpenFilesOnDisk();
    expect(file(A)).toMatchObject({ changedOnDisk: true, dirty: true });
    studio.keepMine(A);
    await studio.checkOpenFilesOnDisk();
    expect(file(A)?.changedOnDisk).toBe(false);
  });

  it('can replace unsaved text with the disk version on request', async () => {
    const { studio, host, buffers, file } = setup();
    await studio.start();
    buffers.type(A, 'mine\n');
    host.files.set(A, 'theirs\n');
    await studio.reloadFromDisk(A);
    expect(buffers.text(A)).toBe('theirs\n');
    expect(file(A)).toMatchObject({ dirty: false, changedOnDisk: false, version: version('theirs\n') });
  });
});

describe('backups of unsaved text', () => {
  it('back up within the delay of the first change, however fast the typing goes on', async () => {
    let clock = 0;
    const { studio, buffers, timers, storage, runTimers } = setup({ now: () => clock });
    await studio.start();
    runTimers(); // the workspace's layout, saved once it is shown
    buffers.type(A, 'one\n');
    clock += 100;
    buffers.type(A, 'one two\n');
    clock += 100;
    buffers.type(A, 'one two three\n');
    // One write is due, from the first keystroke; later typing does not push it back.
    expect(timers.filter((t) => !t.cancelled)).toHaveLength(1);
    expect(timers.every((t) => !t.cancelled)).toBe(true);
    timers[0]!.work();
    expect((await new StorageBackups(storage).load(ROOT, A))?.content).toBe('one two three\n');
  });

  it('back up on the keystroke itself when typing keeps the due timer from running', async () => {
    let clock = 0;
    const { studio, buffers, timers, storage, runTimers, settle } = setup({ now: () => clock });
    await studio.start();
    runTimers();
    const backups = new StorageBackups(storage);
    buffers.type(A, 'one\n');
    clock += BACKUP_DELAY_MS - 1;
    buffers.type(A, 'one two\n');
    await settle();
    expect(await backups.load(ROOT, A), 'not yet due').toBeNull();
    // The timer has not run (the page was busy with input), and the delay is over.
    clock += 1;
    buffers.type(A, 'one two three\n');
    await settle();
    expect((await backups.load(ROOT, A))?.content).toBe('one two three\n');
    expect(timers.filter((t) => !t.cancelled), 'the late timer is cancelled').toHaveLength(0);
    // The next change starts a new delay.
    buffers.type(A, 'one two three four\n');
    expect(timers.filter((t) => !t.cancelled)).toHaveLength(1);
  });

  it('write the late backup of another file when typing goes on in this one', async () => {
    let clock = 0;
    const { studio, buffers, storage, runTimers, settle } = setup({ now: () => clock });
    await studio.start();
    runTimers();
    await studio.openFile(B);
    buffers.type(B, 'typed in B\n');
    clock += BACKUP_DELAY_MS;
    buffers.type(A, 'typed in A\n');
    await settle();
    expect((await new StorageBackups(storage).load(ROOT, B))?.content).toBe('typed in B\n');
  });

  it('show the offer of a file with a backup at once, even when another file was active', async () => {
    const storage = memoryStorage();
    new Preferences(storage).setLastActiveFile(ROOT, A);
    await new StorageBackups(storage).save(ROOT, B, 'typed before the crash\n', version('game stak-bots\n'));
    const { studio, file } = setup({ storage });
    await studio.start();
    expect(studio.state.files.active).toBe(B);
    expect(file(B)?.restoreOffer?.content).toBe('typed before the crash\n');
    expect(file(A)).toBeDefined();
    expect(studio.state.message).toMatchObject({ kind: 'info', text: expect.stringContaining(B) });
  });

  it('offers a backup when its file is opened again, and restores it on request', async () => {
    const storage = memoryStorage();
    const original = 'game stak-bots\nbot "Rivet" {}\n';
    await new StorageBackups(storage).save(ROOT, B, 'typed before the crash\n', version('game stak-bots\n'));
    const { studio, buffers, file } = setup({ storage });
    await studio.start();
    // The file with a backup is reopened even though it was not the active one.
    expect(file(B)?.restoreOffer).toMatchObject({ content: 'typed before the crash\n' });
    expect(buffers.text(A)).toBe(original);

    studio.restoreBackup(B);
    expect(buffers.text(B)).toBe('typed before the crash\n');
    expect(file(B)).toMatchObject({ dirty: true, restoreOffer: null, changedOnDisk: false });
  });

  it('forgets a backup the user discards', async () => {
    const storage = memoryStorage();
    await new StorageBackups(storage).save(ROOT, A, 'old\n', null);
    const { studio, file } = setup({ storage });
    await studio.start();
    expect(file(A)?.restoreOffer).not.toBeNull();
    studio.discardBackup(A);
    expect(file(A)?.restoreOffer).toBeNull();
    expect(await new StorageBackups(storage).load(ROOT, A)).toBeNull();
  });

  it('drops a backup equal to the file', async () => {
    const storage = memoryStorage();
    await new StorageBackups(storage).save(ROOT, A, 'game stak-bots\nbot "Rivet" {}\n', null);
    const { studio, file } = setup({ storage });
    await studio.start();
    expect(file(A)?.restoreOffer).toBeNull();
    expect(await new StorageBackups(storage).load(ROOT, A)).toBeNull();
  });
});

describe('closing and leaving', () => {
  it('asks before closing a dirty tab; cancel keeps it, discard drops text and backup', async () => {
    const { studio, buffers, runTimers, answer, file, storage } = setup();
    await studio.start();
    buffers.type(A, 'unsaved\n');
    runTimers();

    const cancelled = studio.closeFile(A);
    await answer('cancel');
    expect(await cancelled).toBe(false);
    expect(file(A)).toBeDefined();

    const discarded = studio.closeFile(A);
    await answer('discard');
    expect(await discarded).toBe(true);
    expect(file(A)).toBeUndefined();
    expect(buffers.has(A)).toBe(false);
    expect(await new StorageBackups(storage).load(ROOT, A)).toBeNull();
  });

  it('saves before closing when asked to', async () => {
    const { studio, buffers, answer, host, file } = setup();
    await studio.start();
    buffers.type(A, 'keep me\n');
    const closing = studio.closeFile(A);
    await answer('save');
    expect(await closing).toBe(true);
    expect(host.files.get(A)).toBe('keep me\n');
    expect(file(A)).toBeUndefined();
  });

  it('goes back to the welcome screen on open-workspace, saving first if asked', async () => {
    const { studio, buffers, answer, host } = setup();
    await studio.start();
    buffers.type(A, 'saved on the way out\n');
    const leaving = studio.command('open-workspace', 'keyboard');
    await answer('save');
    await leaving;
    expect(host.files.get(A)).toBe('saved on the way out\n');
    expect(studio.state.phase).toBe('welcome');
    expect(studio.state.files.files).toEqual([]);
  });
});

describe('new files', () => {
  it('creates a file in the selected set with its game line, and opens it', async () => {
    const { studio, host, answer, buffers } = setup();
    await studio.start();
    const creating = studio.command('new-file', 'keyboard');
    await answer('create', { name: 'monsters' });
    await creating;
    expect(host.created).toEqual([{ path: 'sets/stak-bots/core/monsters.cards', content: 'game stak-bots\n\n' }]);
    expect(studio.state.files.active).toBe('sets/stak-bots/core/monsters.cards');
    expect(buffers.cursorAtEnd.has('sets/stak-bots/core/monsters.cards')).toBe(true);
    expect(studio.state.workspace?.sets[0]?.files.some((f) => f.path === 'sets/stak-bots/core/monsters.cards')).toBe(true);
  });

  it('asks again with the reason when the name is refused', async () => {
    const { studio, answer, until } = setup();
    await studio.start();
    const creating = studio.newFile();
    await answer('create', { name: 'bots' }); // exists already
    await until(() => studio.state.dialog?.error);
    expect(studio.state.dialog?.error).toContain('already exists');
    expect(studio.state.dialog?.fields?.[0]?.value).toBe('bots');
    await answer('cancel');
    await creating;
    expect(studio.state.dialog).toBeNull();
  });
});

describe('commands', () => {
  it('runs a command once when the menu and the keyboard both send it', async () => {
    let clock = 0;
    const { studio, host, buffers } = setup({ now: () => clock });
    await studio.start();
    buffers.type(A, 'x\n');
    await studio.command('save', 'keyboard');
    buffers.type(A, 'y\n');
    clock = 100;
    host.menu('save'); // the same key press, seen by the menu
    await Promise.resolve();
    expect(host.writes).toHaveLength(1);
    clock = 2000;
    await studio.command('save', 'menu');
    expect(host.writes).toHaveLength(2);
  });

  it('zooms in steps and remembers the zoom', async () => {
    const storage = memoryStorage();
    const { studio } = setup({ storage });
    await studio.start();
    await studio.command('zoom-in', 'menu');
    await studio.command('zoom-in', 'keyboard');
    expect(studio.state.zoom).toBe(1.2);
    expect(new Preferences(storage).zoom()).toBe(1.2);
    await studio.command('zoom-reset', 'page');
    expect(studio.state.zoom).toBe(1);
  });

  it('says where exports are when no part of the page takes Export', async () => {
    const { studio } = setup();
    await studio.start();
    await studio.command('export', 'menu');
    expect(studio.state.message).toMatchObject({ kind: 'info', text: expect.stringContaining('Gallery') });
  });

  it('opens and closes the command palette, and closes it when a command runs', async () => {
    const { studio } = setup();
    await studio.start();
    await studio.command('command-palette', 'keyboard');
    expect(studio.state.palette).toBe(true);
    await studio.command('command-palette', 'keyboard');
    expect(studio.state.palette).toBe(false); // its key again closes it
    await studio.command('command-palette', 'page');
    studio.closePalette();
    expect(studio.state.palette).toBe(false);
    await studio.command('command-palette', 'keyboard');
    expect(studio.state.palette).toBe(true);
    const ran: string[] = [];
    studio.registerCommand('toggle-gallery', () => void ran.push('gallery'));
    await studio.command('toggle-gallery', 'page');
    expect(ran).toEqual(['gallery']);
    expect(studio.state.palette).toBe(false);
    expect(() => studio.registerCommand('toggle-gallery', () => undefined)).toThrow(/registered twice/);
  });

  it('passes undo and redo to the editor', async () => {
    const { studio } = setup();
    await studio.start();
    const calls: string[] = [];
    studio.attachEditor({ undo: () => calls.push('undo'), redo: () => calls.push('redo'), focus: () => undefined });
    await studio.command('undo', 'menu');
    await studio.command('redo', 'menu');
    expect(calls).toEqual(['undo', 'redo']);
  });

  it('leaves the editor alone when a text field took the menu undo', async () => {
    const fieldSteps: string[] = [];
    const { studio } = setup({ fieldHistory: (step) => (fieldSteps.push(step), true) });
    await studio.start();
    const calls: string[] = [];
    studio.attachEditor({ undo: () => calls.push('undo'), redo: () => calls.push('redo'), focus: () => undefined });
    await studio.command('undo', 'menu');
    await studio.command('redo', 'menu');
    expect(fieldSteps).toEqual(['undo', 'redo']);
    expect(calls).toEqual([]);
  });
});

describe('Studio and the other parts of the page', () => {
  it('gives undo and redo to a part that is shown (the deck builder), else to the editor', async () => {
    const { studio } = setup();
    await studio.start();
    const calls: string[] = [];
    let shown = true;
    studio.attachEditor({ undo: () => calls.push('editor undo'), redo: () => calls.push('editor redo'), focus: () => undefined });
    studio.registerPart({
      hasUnsavedChanges: () => false,
      flush: async () => undefined,
      undo: () => shown && calls.push('part undo') > 0,
      redo: () => shown && calls.push('part redo') > 0,
    });
    await studio.command('undo', 'menu');
    await studio.command('redo', 'menu');
    shown = false;
    await studio.command('undo', 'keyboard');
    expect(calls).toEqual(['part undo', 'part redo', 'editor undo']);
  });

  it('counts a part\'s unsaved work, and lets it save before the workspace is left', async () => {
    const { studio } = setup();
    await studio.start();
    let unsaved = true;
    const stop = studio.registerPart({
      hasUnsavedChanges: () => unsaved,
      flush: async () => {
        unsaved = false;
      },
      undo: () => false,
      redo: () => false,
    });
    expect(studio.hasUnsavedChanges()).toBe(true);
    await studio.command('open-workspace', 'keyboard');
    expect(unsaved).toBe(false);
    expect(studio.state.phase).toBe('welcome');
    stop();
    unsaved = true;
    expect(studio.hasUnsavedChanges()).toBe(false);
  });

  it('lets a part run before a file is saved, and saves the text it leaves', async () => {
    let buffers: FakeBuffers | null = null;
    const { studio, host, buffers: b } = setup({
      beforeSave: async (path) => {
        buffers?.type(path, `${buffers.text(path)}// formatted\n`);
      },
    });
    buffers = b;
    await studio.start();
    b.type(A, 'game stak-bots\nbot "Rivet" {}\n\n');
    expect(await studio.save(A)).toBe(true);
    expect(host.files.get(A)).toBe('game stak-bots\nbot "Rivet" {}\n\n// formatted\n');
    expect(findFile(studio.state.files, A)?.dirty).toBe(false);
  });

  it('routes a registered command to its part, once, and refuses a second registration', async () => {
    const { studio } = setup();
    await studio.start();
    const calls: string[] = [];
    const unregister = studio.registerCommand('format-document', () => void calls.push('format'));
    expect(() => studio.registerCommand('format-document', () => undefined)).toThrow(/twice/);
    await studio.command('format-document', 'keyboard');
    expect(calls).toEqual(['format']);
    unregister();
    await studio.command('format-document', 'page');
    expect(calls).toEqual(['format']);
  });

  it('opens a file in the background without changing the active tab', async () => {
    const { studio } = setup();
    await studio.start();
    expect(studio.state.files.active).toBe(A);
    await studio.openFile(B, { background: true });
    expect(studio.state.files.files.map((f) => f.path)).toEqual([A, B]);
    expect(studio.state.files.active).toBe(A);
  });
});

describe('the layout of a workspace', () => {
  const C = 'sets/stak-bots/core/set.json';

  it('opens the tabs as they were left, in their order, showing the one shown then with its cursor', async () => {
    const { studio, host, buffers } = setup();
    host.layout = { tabs: [C, B, A], active: B, cursor: { line: 1, column: 4 }, opened: [], closed: [] };
    await studio.start();
    expect(studio.state.files.files.map((f) => f.path)).toEqual([C, B, A]);
    expect(studio.state.files.active).toBe(B);
    expect(buffers.cursorAt.get(B)).toEqual({ line: 1, column: 4 });
  });

  it('leaves out remembered tabs whose files are gone, and falls back when the shown one is', async () => {
    const { studio, host } = setup();
    host.layout = { tabs: ['sets/stak-bots/core/gone.cards', B], active: 'sets/stak-bots/core/gone.cards', cursor: { line: 3, column: 1 }, opened: [], closed: [] };
    await studio.start();
    expect(studio.state.files.files.map((f) => f.path).sort()).toEqual([A, B]);
    expect(studio.state.files.active).toBe(A);
  });

  it('saves tabs and folders soon after they change, and a moved cursor once typing pauses', async () => {
    const { studio, host, runTimers, timers } = setup();
    await studio.start();
    runTimers();
    expect(host.savedLayouts.at(-1)).toEqual({ tabs: [A], active: A, cursor: null, opened: [], closed: [] });
    await studio.openFile(B);
    studio.explorer.toggle('sets/stak-bots/core/scenarios');
    studio.explorer.toggle('sets/stak-bots');
    expect(host.savedLayouts).toHaveLength(1); // not at once: after a moment
    runTimers();
    expect(host.savedLayouts.at(-1)).toEqual({ tabs: [A, B], active: B, cursor: null, opened: ['sets/stak-bots/core/scenarios'], closed: ['sets/stak-bots'] });
    const saves = host.savedLayouts.length;
    for (let column = 1; column <= 5; column += 1) studio.setCursor({ line: 2, column });
    // Each move waits again: one save once the cursor rests.
    expect(timers.filter((t) => !t.cancelled)).toHaveLength(1);
    runTimers();
    expect(host.savedLayouts).toHaveLength(saves + 1);
    expect(host.savedLayouts.at(-1)?.cursor).toEqual({ line: 2, column: 5 });
  });

  it('saves nothing half-laid-out while the remembered tabs open', async () => {
    const { studio, host, runTimers } = setup();
    host.layout = { tabs: [A, B, C], active: C, cursor: null, opened: [], closed: [] };
    await studio.start();
    runTimers();
    expect(host.savedLayouts.every((layout) => layout.tabs.length === 3)).toBe(true);
  });

  it('opens the example workspace on its card, with the cursor on it', async () => {
    const { studio, host, buffers } = setup({ open: false });
    await studio.start();
    expect(await studio.openExample('  ')).toBe(true);
    expect(host.examples).toEqual([null]);
    expect(studio.state.phase).toBe('workspace');
    expect(studio.state.files.active).toBe(B);
    expect(buffers.cursorAt.get(B)).toEqual({ line: 1, column: 6 });
    expect(studio.state.message?.text).toContain(`copied to ${ROOT}`);
  });

  it('copies the example into a folder the user named, and says why it could not', async () => {
    const { studio, host } = setup({ open: false });
    await studio.start();
    expect(await studio.openExample('/refused')).toBe(false);
    expect(host.examples).toEqual(['/refused']);
    expect(studio.state.phase).toBe('welcome');
    expect(studio.state.welcomeError).toContain('could not be written');
  });

  it('opens the explorer folders above the file shown', async () => {
    const { studio, host } = setup();
    host.files.set('sets/stak-bots/core/scenarios/one.scenario.yaml', 'name: one\n');
    await studio.start();
    expect(studio.explorer.isOpen('sets/stak-bots/core/scenarios')).toBe(false);
    studio.explorer.toggle('sets/stak-bots');
    await studio.openFile('sets/stak-bots/core/scenarios/one.scenario.yaml');
    expect(studio.explorer.isOpen('sets/stak-bots/core/scenarios')).toBe(true);
    expect(studio.explorer.isOpen('sets/stak-bots')).toBe(true);
  });
});

