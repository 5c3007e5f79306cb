// Copies of unsaved buffers, so that text typed before a crash, a killed browser or an
// accidental reload can be restored when its file is opened again. The studio uses the
// IndexedDB store (indexeddb-backups.ts); web storage backs the same interface where IndexedDB
// is missing, and in tests.
import { z } from 'zod';
import { type KeyValueStorage, keysWithPrefix, readItem, removeItem, writeItem } from './storage';

export const Backup = z.object({
  content: z.string(),
  baseVersion: z.string().nullable(),
  savedAt: z.number(),
});
export type Backup = z.infer<typeof Backup>;

/**
 * Backups by workspace root and workspace-relative path. Writes and removals are applied in
 * the order they are made, so a removal after a save is never undone by an earlier write.
 */
export type BackupStore = {
  /** False when the backup could not be written (storage full or unavailable). */
  save(root: string, path: string, content: string, baseVersion: string | null): Promise<boolean>;
  load(root: string, path: string): Promise<Backup | null>;
  remove(root: string, path: string): Promise<void>;
  /** Workspace-relative paths that have a backup in this workspace, sorted. */
  paths(root: string): Promise<string[]>;
};

/** Older backups lived under this prefix in localStorage (see moveStorageBackups). */
export const STORAGE_PREFIX = 'cardwright.backup.v1:';
// Root and path are joined with a character neither can contain.
const SEPARATOR = '\u0000';

export function parseBackup(text: string | null): Backup | null {
  if (text === null) return null;
  try {
    const parsed = Backup.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Backups in web storage. Chromium writes localStorage to disk only seconds after a change
 * (it batches commits), so a killed browser loses the newest backups: this store is the
 * fallback, not the studio's first choice.
 */
export class StorageBackups implements BackupStore {
  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private key(root: string, path: string): string {
    return `${STORAGE_PREFIX}${root}${SEPARATOR}${path}`;
  }

  async save(root: string, path: string, content: string, baseVersion: string | null): Promise<boolean> {
    const backup: Backup = { content, baseVersion, savedAt: this.now() };
    return writeItem(this.storage, this.key(root, path), JSON.stringify(backup));
  }

  async load(root: string, path: string): Promise<Backup | null> {
    return parseBackup(readItem(this.storage, this.key(root, path)));
  }

  async remove(root: string, path: string): Promise<void> {
    removeItem(this.storage, this.key(root, path));
  }

  async paths(root: string): Promise<string[]> {
    const prefix = `${STORAGE_PREFIX}${root}${SEPARATOR}`;
    return keysWithPrefix(this.storage, prefix)
      .map((key) => key.slice(prefix.length))
      .sort();
  }
}

/** Splits an older storage key into its workspace root and path. */
export function storageKeyParts(key: string): { root: string; path: string } | null {
  if (!key.startsWith(STORAGE_PREFIX)) return null;
  const rest = key.slice(STORAGE_PREFIX.length);
  const at = rest.indexOf(SEPARATOR);
  return at < 0 ? null : { root: rest.slice(0, at), path: rest.slice(at + 1) };
}

/**
 * Moves backups an older studio kept in web storage into `target`, so an upgrade loses none.
 * Each is removed from web storage only once `target` holds it.
 */
export async function moveStorageBackups(storage: KeyValueStorage | null, target: BackupStore): Promise<number> {
  let moved = 0;
  for (const key of keysWithPrefix(storage, STORAGE_PREFIX)) {
    const parts = storageKeyParts(key);
    const backup = parseBackup(readItem(storage, key));
    if (!parts || !backup) {
      removeItem(storage, key);
      continue;
    }
    if (await target.save(parts.root, parts.path, backup.content, backup.baseVersion)) {
      removeItem(storage, key);
      moved += 1;
    }
  }
  return moved;
}
