// The explorer's "Saved" tree as rows: a row for each kind of saved file the workspace holds
// (tables, replays, simulation reports), its files beneath it, newest first. The kinds are open
// by default (their folder's path is the key the explorer remembers); a filter keeps the files
// whose names hold every term, and shows their kinds open.
import type { SavedFileEntry } from '../../../electron/shared/contract';
import { SAVED_FILE_KINDS, SAVED_FILES, type SavedFileKind, savedName } from '../../../electron/shared/saved-files';

type RowBase = { path: string; level: number; setSize: number; posInSet: number };
export type SavedRow =
  | (RowBase & { kind: 'group'; open: boolean; files: SavedFileKind; label: string; count: number })
  | (RowBase & { kind: 'file'; entry: SavedFileEntry; name: string });

/** The kinds that hold files whose names hold every term, with those files. */
export function savedGroups(saved: readonly SavedFileEntry[], terms: readonly string[]): { kind: SavedFileKind; files: { entry: SavedFileEntry; name: string }[] }[] {
  return SAVED_FILE_KINDS.map((kind) => {
    const files = saved
      .filter((entry) => entry.kind === kind)
      .map((entry) => ({ entry, name: savedName(entry.path, kind) }))
      .filter(({ name }) => terms.every((term) => name.toLowerCase().includes(term)));
    return { kind, files };
  }).filter((group) => group.files.length > 0);
}

export function savedRows(saved: readonly SavedFileEntry[], isOpen: (path: string) => boolean, terms: readonly string[]): SavedRow[] {
  const groups = savedGroups(saved, terms);
  const rows: SavedRow[] = [];
  groups.forEach((group, g) => {
    const { folder, label } = SAVED_FILES[group.kind];
    const open = terms.length > 0 || isOpen(folder);
    rows.push({ kind: 'group', path: folder, level: 1, setSize: groups.length, posInSet: g + 1, open, files: group.kind, label, count: group.files.length });
    if (!open) return;
    group.files.forEach(({ entry, name }, i) => rows.push({ kind: 'file', path: entry.path, level: 2, setSize: group.files.length, posInSet: i + 1, entry, name }));
  });
  return rows;
}

/** When a file was saved, in words relative to `now`: "just now", "5 min ago", "3 h ago", else its date. */
export function savedWhen(modified: number, now: number): string {
  const minutes = Math.floor((now - modified) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return new Date(modified).toISOString().slice(0, 10);
}
