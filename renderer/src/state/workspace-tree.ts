// The sidebar's view of a workspace: sets grouped by game, each set's files in their folders
// (a set's scenarios/ or art/ folder is one row until opened), and the same tree filtered by
// file name.
import type { SetEntry, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { CARD_SOURCE_EXTENSION } from '../../../electron/shared/workspace-schema';

export type TreeFile = { path: string; label: string; name: string; isCardSource: boolean };
/** A folder inside a set: `path` from the workspace root, `name` its last segment. */
export type TreeFolder = { path: string; name: string; folders: TreeFolder[]; files: TreeFile[] };
/** `files`: every file of the set (labels relative to the set); `root`: the same files in their folders. */
export type TreeSet = { entry: SetEntry; files: TreeFile[]; root: TreeFolder };
export type TreeGame = { game: string; path: string; sets: TreeSet[] };

export function isCardSource(path: string): boolean {
  return path.endsWith(CARD_SOURCE_EXTENSION);
}

/** Card sources first (they are what one edits), then the rest, each alphabetically. */
const fileOrder = (a: TreeFile, b: TreeFile) => Number(b.isCardSource) - Number(a.isCardSource) || a.label.localeCompare(b.label);

export function workspaceTree(snapshot: WorkspaceSnapshot): TreeGame[] {
  const games = new Map<string, TreeSet[]>();
  for (const entry of snapshot.sets) {
    const prefix = `${entry.path}/`;
    const files = entry.files
      .map((file) => {
        const label = file.path.startsWith(prefix) ? file.path.slice(prefix.length) : file.path;
        return { path: file.path, label, name: label.slice(label.lastIndexOf('/') + 1), isCardSource: isCardSource(file.path) };
      })
      .sort(fileOrder);
    const sets = games.get(entry.game) ?? [];
    sets.push({ entry, files, root: folderTree(entry.path, files) });
    games.set(entry.game, sets);
  }
  return [...games.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([game, sets]) => ({ game, path: `sets/${game}`, sets: sets.sort((a, b) => a.entry.set.localeCompare(b.entry.set)) }));
}

/** A set's files (labels relative to `setPath`) in nested folders, each folder's folders by name. */
export function folderTree(setPath: string, files: readonly TreeFile[]): TreeFolder {
  const root: TreeFolder = { path: setPath, name: '', folders: [], files: [] };
  for (const file of files) {
    let folder = root;
    const steps = file.label.split('/');
    for (const step of steps.slice(0, -1)) {
      let next = folder.folders.find((f) => f.name === step);
      if (!next) {
        next = { path: `${folder.path}/${step}`, name: step, folders: [], files: [] };
        folder.folders.push(next);
      }
      folder = next;
    }
    folder.files.push(file);
  }
  const sort = (folder: TreeFolder): void => {
    folder.folders.sort((a, b) => a.name.localeCompare(b.name));
    folder.files.sort(fileOrder);
    folder.folders.forEach(sort);
  };
  sort(root);
  return root;
}

/** How many files a folder holds, in it and below. */
export function fileCount(folder: TreeFolder): number {
  return folder.files.length + folder.folders.reduce((n, f) => n + fileCount(f), 0);
}

/**
 * The words of a filter: a file matches when its path in the set holds every one of them,
 * whatever the case (`scen pooter` finds scenarios/card-pooter-….scenario.yaml).
 */
export function filterTerms(filter: string): string[] {
  return filter.toLowerCase().split(/\s+/).filter((term) => term !== '');
}

export function fileMatches(file: TreeFile, terms: readonly string[]): boolean {
  const label = file.label.toLowerCase();
  return terms.every((term) => label.includes(term));
}

/** The tree with only the files that match (and the folders, sets and games that hold them); null when nothing does. */
export function filterTree(tree: readonly TreeGame[], terms: readonly string[]): TreeGame[] {
  if (terms.length === 0) return [...tree];
  const prune = (folder: TreeFolder): TreeFolder | null => {
    const files = folder.files.filter((file) => fileMatches(file, terms));
    const folders = folder.folders.map(prune).filter((f): f is TreeFolder => f !== null);
    return files.length === 0 && folders.length === 0 ? null : { ...folder, files, folders };
  };
  return tree.flatMap((game) => {
    const sets = game.sets.flatMap((set) => {
      const root = prune(set.root);
      return root ? [{ ...set, files: set.files.filter((file) => fileMatches(file, terms)), root }] : [];
    });
    return sets.length === 0 ? [] : [{ ...game, sets }];
  });
}

/** The parts of `text` a filter's terms cover, to mark them: [start, end) ranges, merged and in order. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The games, sets and folders above a file, from the top: what must be open to show it. */
export function foldersAbove(snapshot: WorkspaceSnapshot, path: string): string[] {
  const set = setOfPath(snapshot, path);
  if (!set) return [];
  const inside = path.slice(set.path.length + 1).split('/').slice(0, -1);
  return [`sets/${set.game}`, set.path, ...inside.map((_, i) => `${set.path}/${inside.slice(0, i + 1).join('/')}`)];
}

export function containsFile(snapshot: WorkspaceSnapshot, path: string): boolean {
  return snapshot.sets.some((set) => set.files.some((file) => file.path === path));
}

/** The first card source in sidebar order, to have something open in a fresh session. */
export function firstCardSource(snapshot: WorkspaceSnapshot): string | null {
  for (const game of workspaceTree(snapshot)) {
    for (const set of game.sets) {
      const file = set.files.find((f) => f.isCardSource);
      if (file) return file.path;
    }
  }
  return null;
}

/** The set a workspace-relative path belongs to, if any. */
export function setOfPath(snapshot: WorkspaceSnapshot, path: string): SetEntry | undefined {
  return snapshot.sets.find((set) => path === set.path || path.startsWith(`${set.path}/`));
}
