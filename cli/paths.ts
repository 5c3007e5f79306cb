// Paths as the commands print them: relative to a folder when inside it, absolute otherwise.
import { resolve } from 'node:path';

export function relativeTo(from: string, path: string): string {
  const absolute = resolve(path);
  const base = resolve(from);
  return absolute.startsWith(base + '/') || absolute.startsWith(base + '\\') ? absolute.slice(base.length + 1).replaceAll('\\', '/') : absolute;
}
