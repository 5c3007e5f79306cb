// Deleting a file of the workspace without losing it: the file is moved, in one rename, to a
// backup named after it and the time, in a hidden `.deleted` folder that no listing shows. Deck
// lists and saved files (tables, replays, reports) are deleted this way; the page can put them
// back, and the user can find them.
import { HostFailure } from './files';
import type { HandlerContext } from './handlers';
import type { TextFiles } from './deck-handlers';

/** The folder deleted files are kept in, beside (or under) the folder they were listed in. */
export const DELETED_FOLDER = '.deleted';

/** `when` as the backups name it: `yyyymmdd-hhmmss`, in UTC. */
export function backupStamp(when: Date): string {
  return when.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * The backup of a file named `<stem><suffix>` deleted at `when`: `<folder>/<stem>.<yyyymmdd-hhmmss><suffix>`;
 * `attempt` numbers a second delete of the same name in the same second (`-2`, `-3`…).
 */
export function backupPath(folder: string, stem: string, suffix: string, when: Date, attempt = 0): string {
  return `${folder}/${stem}.${backupStamp(when)}${attempt > 0 ? `-${attempt + 1}` : ''}${suffix}`;
}

/** The part of a backup's name after its stem: `.<yyyymmdd-hhmmss>[-<n>]`. */
export const BACKUP_STAMP = /^\.\d{8}-\d{6}(?:-\d+)?$/;

/** How many backups of one name one second may hold before a delete gives up. */
const MAX_ATTEMPTS = 20;

/**
 * Moves `path` to the first free name `backupAt(attempt)` gives, if the file is still
 * `baseVersion` (null: whatever it holds now), and answers that name. Never over another file.
 */
export async function moveToBackup(
  files: Pick<TextFiles, 'moveAside'>,
  context: HandlerContext,
  path: string,
  baseVersion: string | null,
  backupAt: (attempt: number) => string,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const backup = backupAt(attempt);
    try {
      await files.moveAside(context, path, baseVersion, backup);
      return backup;
    } catch (error) {
      // Two deletes of the same name in one second get their own backups.
      if (!(error instanceof HostFailure && error.code === 'already-exists') || attempt + 1 >= MAX_ATTEMPTS) throw error;
    }
  }
}
