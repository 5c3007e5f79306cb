// Backups of unsaved text in IndexedDB. Unlike localStorage, whose writes Chromium commits to
// disk seconds later, an IndexedDB transaction is on disk when it completes: the browser can
// be killed right after and the backup is still there on the next start.
//
// One object store keyed by [workspace root, path], so one workspace's backups are a key
// range. Readwrite transactions on one store run in the order they are made, which keeps a
// removal after a save from being overtaken by an earlier write. Written against the plain
// API (a dozen calls) rather than a wrapper library, which would add nothing this needs.
import { type Backup, type BackupStore, StorageBackups, moveStorageBackups, parseBackup } from './backups';
import type { KeyValueStorage } from './storage';

const DATABASE = 'cardwright';
const VERSION = 1;
const STORE = 'backups';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

export function openBackupDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
  };
  return done(request);
}

export class IndexedDbBackups implements BackupStore {
  constructor(
    private readonly database: IDBDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async save(root: string, path: string, content: string, baseVersion: string | null): Promise<boolean> {
    const backup: Backup = { content, baseVersion, savedAt: this.now() };
    try {
      // Stored as JSON text, read back through the schema like any outside data.
      const transaction = this.database.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(JSON.stringify(backup), [root, path]);
      // Commit now rather than when the put's answer has come back to a page that may be
      // busy with typing for a while: the write then reaches the disk without waiting on it.
      transaction.commit?.();
      await committed(transaction);
      return true;
    } catch {
      return false; // quota exceeded, storage cleared under us
    }
  }

  async load(root: string, path: string): Promise<Backup | null> {
    try {
      const value = await done(this.database.transaction(STORE).objectStore(STORE).get([root, path]));
      return typeof value === 'string' ? parseBackup(value) : null;
    } catch {
      return null;
    }
  }

  async remove(root: string, path: string): Promise<void> {
    try {
      const transaction = this.database.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).delete([root, path]);
      await committed(transaction);
    } catch {
      // A backup that cannot be removed is found equal to the file, or offered, later.
    }
  }

  async paths(root: string): Promise<string[]> {
    try {
      // Every [root, path] key: arrays sort after strings, so [root, []] bounds the range.
      const keys = await done(this.database.transaction(STORE).objectStore(STORE).getAllKeys(IDBKeyRange.bound([root], [root, []])));
      return keys
        .map((key) => (Array.isArray(key) && typeof key[1] === 'string' ? key[1] : null))
        .filter((path): path is string => path !== null)
        .sort();
    } catch {
      return [];
    }
  }
}

/**
 * The studio's backups: IndexedDB once it is open, with what an older studio left in web
 * storage moved in; web storage alone where IndexedDB cannot be opened. Calls made before the
 * database is open wait for it, in order.
 */
export function browserBackups(storage: KeyValueStorage | null, factory: IDBFactory | undefined): BackupStore {
  const ready: Promise<BackupStore> = (async () => {
    if (!factory) return new StorageBackups(storage);
    try {
      const store = new IndexedDbBackups(await openBackupDatabase(factory));
      await moveStorageBackups(storage, store);
      return store;
    } catch {
      return new StorageBackups(storage);
    }
  })();
  return {
    save: (root, path, content, baseVersion) => ready.then((store) => store.save(root, path, content, baseVersion)),
    load: (root, path) => ready.then((store) => store.load(root, path)),
    remove: (root, path) => ready.then((store) => store.remove(root, path)),
    paths: (root) => ready.then((store) => store.paths(root)),
  };
}
