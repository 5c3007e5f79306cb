import { describe, expect, it } from 'vitest';
import { type FilesState, activeFile, dirtyFiles, emptyFiles, filesReducer, findFile, planExternalChange } from './files';

const V1 = '1'.repeat(64);
const V2 = '2'.repeat(64);
const V3 = '3'.repeat(64);

function run(...actions: Parameters<typeof filesReducer>[1][]): FilesState {
  return actions.reduce(filesReducer, emptyFiles);
}

const openA = { type: 'opened', path: 'sets/g/s/a.cards', content: 'game g\n', version: V1 } as const;
const openB = { type: 'opened', path: 'sets/g/s/b.cards', content: 'game g\n', version: V1 } as const;

describe('filesReducer', () => {
  it('opens a file as a clean, active tab', () => {
    const state = run(openA);
    expect(state.active).toBe('sets/g/s/a.cards');
    expect(activeFile(state)).toMatchObject({ version: V1, savedContent: 'game g\n', dirty: false, changedOnDisk: false });
  });

  it('opening an open file only activates it', () => {
    const state = run(openA, openB, { ...openA, content: 'other', version: V2 });
    expect(state.files.map((f) => f.path)).toEqual(['sets/g/s/a.cards', 'sets/g/s/b.cards']);
    expect(state.active).toBe('sets/g/s/a.cards');
    expect(findFile(state, 'sets/g/s/a.cards')?.version).toBe(V1);
  });

  it('puts a new tab right of the active one', () => {
    const state = run(openA, openB, { type: 'activated', path: 'sets/g/s/a.cards' }, { type: 'opened', path: 'c.cards', content: '', version: V1 });
    expect(state.files.map((f) => f.path)).toEqual(['sets/g/s/a.cards', 'c.cards', 'sets/g/s/b.cards']);
  });

  it('opens a tab in the background behind the active one, unless none is active', () => {
    const state = run(openA, { ...openB, background: true });
    expect(state.files.map((f) => f.path)).toEqual(['sets/g/s/a.cards', 'sets/g/s/b.cards']);
    expect(state.active).toBe('sets/g/s/a.cards');
    expect(run({ ...openB, background: true }).active).toBe('sets/g/s/b.cards');
    expect(run(openA, openB, { ...openA, background: true }).active).toBe('sets/g/s/b.cards');
  });

  it('an edit makes the file dirty, and editing back to the saved text makes it clean', () => {
    const edited = run(openA, { type: 'edited', path: openA.path, content: 'game g\nloot' });
    expect(activeFile(edited)?.dirty).toBe(true);
    expect(dirtyFiles(edited).map((f) => f.path)).toEqual([openA.path]);
    const undone = filesReducer(edited, { type: 'edited', path: openA.path, content: 'game g\n' });
    expect(activeFile(undone)?.dirty).toBe(false);
  });

  it('an edit that changes nothing keeps the same state object (no re-render)', () => {
    const state = run(openA);
    expect(filesReducer(state, { type: 'edited', path: openA.path, content: 'game g\n' })).toBe(state);
  });

  it('a save makes the file clean with the new version', () => {
    const state = run(
      openA,
      { type: 'edited', path: openA.path, content: 'game g\nloot' },
      { type: 'save-started', path: openA.path },
      { type: 'saved', path: openA.path, content: 'game g\nloot', version: V2, current: 'game g\nloot' },
    );
    expect(activeFile(state)).toMatchObject({ version: V2, savedContent: 'game g\nloot', dirty: false, saving: false });
  });

  it('text typed while the save was in flight stays dirty', () => {
    const state = run(
      openA,
      { type: 'edited', path: openA.path, content: 'game g\nloot' },
      { type: 'save-started', path: openA.path },
      { type: 'saved', path: openA.path, content: 'game g\nloot', version: V2, current: 'game g\nloot more' },
    );
    expect(activeFile(state)).toMatchObject({ version: V2, dirty: true });
  });

  it('a failed save keeps the file dirty with its old version', () => {
    const state = run(openA, { type: 'edited', path: openA.path, content: 'x' }, { type: 'save-started', path: openA.path }, { type: 'save-failed', path: openA.path });
    expect(activeFile(state)).toMatchObject({ version: V1, dirty: true, saving: false });
  });

  it('an external change to a clean file reloads it with the new version', () => {
    const state = run(openA);
    expect(planExternalChange(state, [openA.path, 'unrelated.cards'])).toEqual({ reload: [openA.path], flag: [] });
    const reloaded = filesReducer(state, { type: 'reloaded', path: openA.path, content: 'game g\n// new', version: V2 });
    expect(activeFile(reloaded)).toMatchObject({ version: V2, savedContent: 'game g\n// new', dirty: false, changedOnDisk: false });
  });

  it('an external change to a dirty file flags it and keeps the buffer base', () => {
    const dirty = run(openA, { type: 'edited', path: openA.path, content: 'mine' });
    expect(planExternalChange(dirty, [openA.path])).toEqual({ reload: [], flag: [openA.path] });
    const flagged = filesReducer(dirty, { type: 'changed-on-disk', path: openA.path });
    expect(activeFile(flagged)).toMatchObject({ version: V1, dirty: true, changedOnDisk: true });
  });

  it('a reload arriving after typing started flags the file instead of replacing it', () => {
    const state = run(openA, { type: 'edited', path: openA.path, content: 'mine' }, { type: 'reloaded', path: openA.path, content: 'theirs', version: V2 });
    expect(activeFile(state)).toMatchObject({ version: V1, savedContent: 'game g\n', dirty: true, changedOnDisk: true });
  });

  it('choosing to overwrite clears the base version so the next save does not compare', () => {
    const state = run(openA, { type: 'edited', path: openA.path, content: 'mine' }, { type: 'changed-on-disk', path: openA.path }, { type: 'overwrite-chosen', path: openA.path, diskVersion: null });
    expect(activeFile(state)).toMatchObject({ version: null, changedOnDisk: false, dirty: true });
  });

  it('a deleted file keeps its buffer and is flagged until saved again', () => {
    const deleted = run(openA, { type: 'deleted-on-disk', path: openA.path });
    expect(activeFile(deleted)).toMatchObject({ deletedOnDisk: true, changedOnDisk: true, dirty: false });
    const saved = filesReducer(deleted, { type: 'saved', path: openA.path, content: 'game g\n', version: V1, current: 'game g\n' });
    expect(activeFile(saved)).toMatchObject({ deletedOnDisk: false, changedOnDisk: false });
  });

  it('reverting to the disk text clears unsaved changes and flags', () => {
    const state = run(openA, { type: 'edited', path: openA.path, content: 'mine' }, { type: 'changed-on-disk', path: openA.path }, { type: 'reverted', path: openA.path, content: 'theirs', version: V3 });
    expect(activeFile(state)).toMatchObject({ version: V3, savedContent: 'theirs', dirty: false, changedOnDisk: false });
  });

  describe('restoring a backup', () => {
    const offer = { content: 'backed up', baseVersion: V1, savedAt: 1000 };

    it('offers the backup when the file opens and clears the offer once restored', () => {
      const opened = run({ ...openA, restoreOffer: offer });
      expect(activeFile(opened)?.restoreOffer).toEqual(offer);
      const restored = filesReducer(opened, { type: 'restored', path: openA.path, content: 'backed up', baseVersion: V1 });
      expect(activeFile(restored)).toMatchObject({ restoreOffer: null, dirty: true, version: V1, changedOnDisk: false });
    });

    it('keeps the backup base version when the disk changed since, so saving asks first', () => {
      const opened = run({ ...openA, version: V2, restoreOffer: offer });
      const restored = filesReducer(opened, { type: 'restored', path: openA.path, content: 'backed up', baseVersion: V1 });
      expect(activeFile(restored)).toMatchObject({ version: V1, dirty: true, changedOnDisk: true });
    });

    it('dismissing the offer leaves the buffer alone', () => {
      const state = run({ ...openA, restoreOffer: offer }, { type: 'restore-dismissed', path: openA.path });
      expect(activeFile(state)).toMatchObject({ restoreOffer: null, dirty: false, version: V1 });
    });
  });

  describe('closing', () => {
    it('activates the tab that takes the closed one’s place', () => {
      const state = run(openA, openB, { type: 'opened', path: 'c.cards', content: '', version: V1 }, { type: 'activated', path: 'sets/g/s/b.cards' });
      // Tabs are a, b, c, with b active.
      const closed = filesReducer(state, { type: 'closed', path: 'sets/g/s/b.cards' });
      expect(closed.files.map((f) => f.path)).toEqual(['sets/g/s/a.cards', 'c.cards']);
      expect(closed.active).toBe('c.cards');
    });

    it('closing the last tab leaves nothing active', () => {
      const closed = run(openA, { type: 'closed', path: openA.path });
      expect(closed).toEqual({ files: [], active: null });
    });

    it('closing an inactive tab keeps the active one', () => {
      const closed = run(openA, openB, { type: 'closed', path: openA.path });
      expect(closed.active).toBe(openB.path);
    });

    it('closing an unknown path changes nothing', () => {
      const state = run(openA);
      expect(filesReducer(state, { type: 'closed', path: 'nope' })).toBe(state);
    });
  });

  it('arranges the tabs in a remembered order, tabs it does not name after those it does', () => {
    const openC = { type: 'opened', path: 'sets/g/s/c.cards', content: '', version: V1 } as const;
    const state = run(openA, openB, openC);
    const arranged = filesReducer(state, { type: 'arranged', order: ['sets/g/s/c.cards', 'gone.cards', 'sets/g/s/a.cards'] });
    expect(arranged.files.map((f) => f.path)).toEqual(['sets/g/s/c.cards', 'sets/g/s/a.cards', 'sets/g/s/b.cards']);
    expect(arranged.active).toBe(state.active);
    expect(filesReducer(arranged, { type: 'arranged', order: ['sets/g/s/c.cards'] })).toBe(arranged);
  });

  it('reset forgets every file', () => {
    expect(run(openA, openB, { type: 'reset' })).toEqual(emptyFiles);
  });
});
