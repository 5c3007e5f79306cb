// Paths as the commands print them: relative to a folder when inside it, absolute otherwise.
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { errnoCode } from '../electron/host/files';
import { fileProblem } from './files';

export function relativeTo(from: string, path: string): string {
  const absolute = resolve(path);
  const base = resolve(from);
  return absolute.startsWith(base + '/') || absolute.startsWith(base + '\\') ? absolute.slice(base.length + 1).replaceAll('\\', '/') : absolute;
}

export type Found = {
  /** The files, absolute, sorted. */
  files: string[];
  /** Paths given that do not exist, as given. */
  missing: string[];
  /** Lines to print about what could not be searched or is not a file to read (a FIFO, a device). */
  problems: string[];
};

/**
 * Files whose names end with `suffix` under the given files and folders, sorted, and the paths
 * that do not exist. Links are not followed; hidden and installed folders are not searched; a
 * file named on the command line is taken whatever its name (reading it refuses what is not a
 * regular file). In a folder, a FIFO, device or socket with the suffix is reported, not taken.
 */
export async function findFiles(paths: string[], suffix: string, shownFrom = process.cwd()): Promise<Found> {
  const found = new Set<string>();
  const missing: string[] = [];
  const problems: string[] = [];
  const walk = async (dir: string) => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      problems.push(fileProblem(error, relativeTo(shownFrom, dir)));
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') await walk(path);
      else if (!entry.name.endsWith(suffix) || entry.isDirectory() || entry.isSymbolicLink()) continue;
      else if (entry.isFile()) found.add(path);
      else problems.push(`${relativeTo(shownFrom, path)}: not a regular file (a FIFO, device or socket); skipped`);
    }
  };
  for (const path of paths) {
    const absolute = resolve(path);
    let info;
    try {
      info = await stat(absolute);
    } catch (error) {
      if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') missing.push(path);
      else problems.push(fileProblem(error, path));
      continue;
    }
    if (info.isDirectory()) await walk(absolute);
    else found.add(absolute);
  }
  return { files: [...found].sort((a, b) => a.localeCompare(b)), missing, problems };
}
