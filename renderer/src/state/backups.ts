// Copies of unsaved buffers in web storage, so that text typed before a crash or an
// accidental reload can be restored when its file is opened again.
import { z } from 'zod';
import { type KeyValueStorage, keysWithPrefix, readItem, removeItem, writeItem } from './storage';

const PREFIX = 'cardwright.backup.v1:';
// Root and path are joined with a character neither can contain.
const SEPARATOR = '\u0000';

const Backup = z.object({
  content: z.string(),
  baseVersion: z.string().nullable(),
  savedAt: z.number(),
});
export type Backup = z.infer<typeof Backup>;

export class BackupStore {
  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private key(root: string, path: string): string {
    return `${PREFIX}${root}${SEPARATOR}${path}`;
  }

  /** False when the backup could not be written (storage full or unavailable). */
  save(root: string, path: string, content: string, baseVersion: string | null): boolean {
    const backup: Backup = { content, baseVersion, savedAt: this.now() };
    return writeItem(this.storage, this.key(root, path), JSON.stringify(backup));
  }

  load(root: string, path: string): Backup | null {
    const text = readItem(this.storage, this.key(root, path));
    if (text === null) return null;
    try {
      const parsed = Backup.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  remove(root: string, path: string): void {
    removeItem(this.storage, this.key(root, path));
  }

  /** Workspace-relative paths that have a backup in this workspace. */
  paths(root: string): string[] {
    const prefix = `${PREFIX}${root}${SEPARATOR}`;
    return keysWithPrefix(this.storage, prefix)
      .map((key) => key.slice(prefix.length))
      .sort();
  }
}
