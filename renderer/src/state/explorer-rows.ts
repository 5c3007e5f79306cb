// The explorer as the rows it shows, top to bottom, and what a key does to them: the keyboard
// half of the tree (WAI-ARIA's tree pattern), apart from React. Each row knows its level and
// its place among its siblings, which a screen reader announces ("3 of 12, level 3").
import type { SetEntry } from '../../../electron/shared/contract';
import { type TreeFile, type TreeFolder, type TreeGame, fileCount } from './workspace-tree';

type RowBase = { path: string; level: number; setSize: number; posInSet: number };
export type ExplorerRow =
  | (RowBase & { kind: 'game'; open: boolean; game: string })
  | (RowBase & { kind: 'set'; open: boolean; entry: SetEntry; empty: boolean })
  | (RowBase & { kind: 'folder'; open: boolean; folder: TreeFolder; count: number })
  | (RowBase & { kind: 'file'; file: TreeFile });

/** The rows shown, given which games, sets and folders are open. */
export function explorerRows(tree: readonly TreeGame[], isOpen: (path: string) => boolean): ExplorerRow[] {
  const rows: ExplorerRow[] = [];
  const folderRows = (folder: TreeFolder, level: number): void => {
    const size = folder.folders.length + folder.files.length;
    folder.folders.forEach((child, i) => {
      const open = isOpen(child.path);
      rows.push({ kind: 'folder', path: child.path, level, setSize: size, posInSet: i + 1, open, folder: child, count: fileCount(child) });
      if (open) folderRows(child, level + 1);
    });
    folder.files.forEach((file, i) => rows.push({ kind: 'file', path: file.path, level, setSize: size, posInSet: folder.folders.length + i + 1, file }));
  };
  tree.forEach((game, g) => {
    const gameOpen = isOpen(game.path);
    rows.push({ kind: 'game', path: game.path, level: 1, setSize: tree.length, posInSet: g + 1, open: gameOpen, game: game.game });
    if (!gameOpen) return;
    game.sets.forEach((set, s) => {
      const open = isOpen(set.entry.path);
      const empty = set.root.files.length === 0 && set.root.folders.length === 0;
      rows.push({ kind: 'set', path: set.entry.path, level: 2, setSize: game.sets.length, posInSet: s + 1, open, entry: set.entry, empty });
      if (open) folderRows(set.root, 3);
    });
  });
  return rows;
}

/** What a key press on a row does: move the focus to another row, open or close a row, or act on it (Enter, Space). */
export type TreeKeyResult = { focus: number } | { setOpen: string; open: boolean } | { activate: number } | null;

/** What treeKey needs of a row: a row that can open and close says whether it is open. */
export type TreeRowShape = { path: string; level: number; open?: boolean };

export function treeKey(rows: readonly TreeRowShape[], index: number, key: string): TreeKeyResult {
  const row = rows[index];
  if (!row) return rows.length > 0 ? { focus: 0 } : null;
  switch (key) {
    case 'ArrowDown':
      return { focus: Math.min(index + 1, rows.length - 1) };
    case 'ArrowUp':
      return { focus: Math.max(index - 1, 0) };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: rows.length - 1 };
    case 'ArrowRight':
      // A closed row opens; an open one hands the focus to its first child.
      if (row.open === undefined) return null;
      if (!row.open) return { setOpen: row.path, open: true };
      return rows[index + 1] && rows[index + 1]!.level > row.level ? { focus: index + 1 } : null;
    case 'ArrowLeft': {
      // An open row closes; any other row hands the focus to its parent.
      if (row.open === true) return { setOpen: row.path, open: false };
      for (let i = index - 1; i >= 0; i -= 1) if (rows[i]!.level < row.level) return { focus: i };
      return null;
    }
    case 'Enter':
    case ' ':
      return { activate: index };
    default:
      return null;
  }
}
