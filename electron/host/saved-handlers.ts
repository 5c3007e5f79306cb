// The host's handlers for the files the studio saves beside the sets (tables, replays,
// simulation reports; shared/saved-files.ts): delete one by moving it to a backup in its
// folder's hidden `.deleted/`, and put it back from there.
import { lstat, rm, utimes } from 'node:fs/promises';
import { SAVED_FILES, savedKindOf, savedName } from '../shared/saved-files';
import type { TextFiles } from './deck-handlers';
import { BACKUP_STAMP, DELETED_FOLDER, backupPath, moveToBackup } from './deleted-files';
import { HostFailure, errnoCode, resolveInside, toHostFailure } from './files';
import type { HandlerContext, Handlers } from './handlers';

/** The backup of saved file `path` deleted at `when`: `<folder>/.deleted/<name>.<yyyymmdd-hhmmss><suffix>` (UTC). */
export function deletedSavedPath(path: string, when: Date, attempt = 0): string {
  const kind = savedKind(path);
  const { folder, suffix } = SAVED_FILES[kind];
  return backupPath(`${folder}/${DELETED_FOLDER}`, savedName(path, kind), suffix, when, attempt);
}

/** Whether `backup` is a name `deletedSavedPath` gives `path` (at any time). */
export function isSavedBackupOf(path: string, backup: string): boolean {
  const kind = savedKindOf(path);
  if (!kind) return false;
  const { folder, suffix } = SAVED_FILES[kind];
  const start = `${folder}/${DELETED_FOLDER}/${savedName(path, kind)}`;
  return backup.startsWith(start) && backup.endsWith(suffix) && BACKUP_STAMP.test(backup.slice(start.length, backup.length - suffix.length));
}

function savedKind(path: string) {
  const kind = savedKindOf(path);
  if (!kind) throw new HostFailure('invalid-request', `${path} is not a saved table, replay or simulation report`);
  return kind;
}

/** What is at `path` (checked inside the workspace) without following a link: a file, a link, something else, or nothing. */
async function entryAt(root: string, path: string): Promise<'file' | 'link' | 'other' | 'missing'> {
  try {
    const info = await lstat(await resolveInside(root, path));
    return info.isSymbolicLink() ? 'link' : info.isFile() ? 'file' : 'other';
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return 'missing';
    throw toHostFailure(error, `The file ${path}`);
  }
}

/** `rootOf` is the workspace of the caller's session (it refuses a caller without one). */
export function savedFileHandlers(
  files: TextFiles,
  rootOf: (context: HandlerContext) => string,
  now: () => Date = () => new Date(),
): Pick<Handlers, 'saved:delete' | 'saved:restore'> {
  return {
    'saved:delete': async ({ path }, context) => {
      const root = rootOf(context);
      const { folder } = SAVED_FILES[savedKind(path)];
      // Only what the listing shows: a file directly in a real folder, never through a link.
      if ((await entryAt(root, folder)) === 'link') throw new HostFailure('unsupported', `${folder} is a link; Cardwright deletes saved files only from a folder inside the workspace`);
      switch (await entryAt(root, path)) {
        case 'missing':
          throw new HostFailure('not-found', `${path} is not there any more (deleted or renamed outside the studio?); nothing was deleted`);
        case 'link':
          throw new HostFailure('unsupported', `${path} is a link; Cardwright deletes only the saved files it lists, never through a link`);
        case 'other':
          throw new HostFailure('unsupported', `${path} is not a file; nothing was deleted`);
        case 'file':
          break;
      }
      const when = now();
      return { path, backup: await moveToBackup(files, context, path, null, (attempt) => deletedSavedPath(path, when, attempt)) };
    },
    'saved:restore': async ({ path, backup }, context) => {
      const root = rootOf(context);
      if (!isSavedBackupOf(path, backup)) throw new HostFailure('invalid-request', `${backup} is not a backup of ${path}`);
      switch (await entryAt(root, backup)) {
        case 'missing':
          throw new HostFailure('not-found', `The backup ${backup} is gone, so ${path} cannot be put back`);
        case 'link':
        case 'other':
          throw new HostFailure('unsupported', `The backup ${backup} is not a file of its own (a link or a folder); Cardwright does not put it back`);
        case 'file':
          break;
      }
      const kept = await resolveInside(root, backup);
      const { mtime } = await lstat(kept);
      const { content } = await files.read(context, backup);
      try {
        await files.create(context, path, content);
      } catch (error) {
        if (error instanceof HostFailure && error.code === 'already-exists') {
          throw new HostFailure('already-exists', `${path} exists again (saved or made since it was deleted), so it was not put back; its backup stays in ${backup}`);
        }
        throw error;
      }
      // As it was: listed with the time it was saved, and no copy left behind in .deleted/.
      await utimes(await resolveInside(root, path), mtime, mtime).catch(() => undefined);
      await rm(kept, { force: true }).catch(() => undefined);
      return { path };
    },
  };
}
