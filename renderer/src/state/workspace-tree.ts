// The sidebar's view of a workspace: sets grouped by game, files labelled relative to their set.
import type { SetEntry, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { CARD_SOURCE_EXTENSION } from '../../../electron/shared/workspace-schema';

export type TreeFile = { path: string; label: string; isCardSource: boolean };
export type TreeSet = { entry: SetEntry; files: TreeFile[] };
export type TreeGame = { game: string; sets: TreeSet[] };

export function isCardSource(path: string): boolean {
  return path.endsWith(CARD_SOURCE_EXTENSION);
}

export function workspaceTree(snapshot: WorkspaceSnapshot): TreeGame[] {
  const games = new Map<string, TreeSet[]>();
  for (const entry of snapshot.sets) {
    const prefix = `${entry.path}/`;
    const files = entry.files
      .map((file) => ({
        path: file.path,
        label: file.path.startsWith(prefix) ? file.path.slice(prefix.length) : file.path,
        isCardSource: isCardSource(file.path),
      }))
      // Card sources first (they are what one edits), then the rest, each alphabetically.
      .sort((a, b) => Number(b.isCardSource) - Number(a.isCardSource) || a.label.localeCompare(b.label));
    const sets = games.get(entry.game) ?? [];
    sets.push({ entry, files });
    games.set(entry.game, sets);
  }
  return [...games.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([game, sets]) => ({ game, sets: sets.sort((a, b) => a.entry.set.localeCompare(b.entry.set)) }));
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
