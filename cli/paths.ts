// Paths as the commands print them: relative to a folder when inside it, absolute otherwise.
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export function relativeTo(from: string, path: string): string {
  const absolute = resolve(path);
  const base = resolve(from);
  return absolute.startsWith(base + '/') || absolute.startsWith(base + '\\') ? absolute.slice(base.length + 1).replaceAll('\\', '/') : absolute;
}

/**
 * Files whose names end with `suffix` under the given files and folders, sorted, and the paths
 * that do not exist. Links are not followed; hidden and installed folders are not searched; a
 * file named on the command line is taken whatever its name.
 */
export async function findFiles(paths: string[], suffix: string): Promise<{ files: string[]; missing: string[] }> {
  const found = new Set<string>();
  const missing: string[] = [];
  const walk = async (dir: string) => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') await walk(join(dir, entry.name));
      else if (entry.isFile() && entry.name.endsWith(suffix)) found.add(join(dir, entry.name));
    }
  };
  for (const path of paths) {
    const absolute = resolve(path);
    const info = await stat(absolute).catch(() => null);
    if (!info) missing.push(path);
    else if (info.isDirectory()) await walk(absolute);
    else found.add(absolute);
  }
  return { files: [...found].sort((a, b) => a.localeCompare(b)), missing };
}
