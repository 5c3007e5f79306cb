// Temp files a save leaves behind when the studio is killed between writing and renaming. The
// real file is never torn (the rename is atomic), but the temp file would stay forever as
// hidden litter beside it, so opening a workspace removes the ones found in it.
import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isTempInUse, isTempName } from './files';

/** A save lasts milliseconds; an older temp file nobody here is writing is litter. */
export const LEFTOVER_AGE_MS = 5_000;
/** Bounds like the watcher's, so a huge tree cannot stall opening. */
const MAX_FOLDERS = 2000;
const MAX_DEPTH = 8;

export type Leftovers = { removed: string[] };

/**
 * Removes temp files of interrupted saves under `root` (a real path): regular files with a
 * temp name, older than LEFTOVER_AGE_MS (another program may be saving right now) and not
 * being written by this process. Links are neither followed nor removed.
 */
export async function removeLeftoverTemps(root: string, now: number = Date.now()): Promise<Leftovers> {
  const removed: string[] = [];
  let folders = 0;
  const visit = async (folder: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || folders >= MAX_FOLDERS) return;
    folders += 1;
    let entries;
    try {
      entries = await readdir(join(root, folder), { withFileTypes: true });
    } catch {
      return; // gone or unreadable: nothing to tidy there
    }
    for (const entry of entries) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') await visit(path, depth + 1);
        continue;
      }
      if (!entry.isFile() || !isTempName(entry.name)) continue;
      const absolute = join(root, path);
      if (isTempInUse(absolute)) continue;
      const info = await lstat(absolute).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < LEFTOVER_AGE_MS) continue;
      try {
        await rm(absolute);
        removed.push(path);
      } catch {
        // Read-only folder or removed meanwhile: it stays hidden litter, nothing worse.
      }
    }
  };
  await visit('', 0);
  return { removed };
}
