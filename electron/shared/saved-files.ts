// The files the studio saves beside the sets: tables, replays and simulation reports, each in a
// folder of its own at the workspace's root. The host lists them (the explorer's "Saved" tree)
// and the parts that write them name their paths from here.

import { SIM_REPORT_SUFFIX } from '../../engine/defs/sim-report-file';

export const SAVED_FILE_KINDS = ['table', 'replay', 'simulation'] as const;
export type SavedFileKind = (typeof SAVED_FILE_KINDS)[number];

export const SAVED_FILES: Readonly<Record<SavedFileKind, { folder: string; suffix: string; label: string }>> = {
  table: { folder: 'tables', suffix: '.table.json', label: 'Tables' },
  replay: { folder: 'replays', suffix: '.replay.json', label: 'Replays' },
  simulation: { folder: 'simulations', suffix: SIM_REPORT_SUFFIX, label: 'Simulation reports' },
};

/** The kind of a saved file from its path (`tables/<name>.table.json`…), or null for any other path. */
export function savedKindOf(path: string): SavedFileKind | null {
  for (const kind of SAVED_FILE_KINDS) {
    const { folder, suffix } = SAVED_FILES[kind];
    if (!path.startsWith(`${folder}/`) || !path.endsWith(suffix)) continue;
    const name = path.slice(folder.length + 1);
    // Only a file directly in the folder, with a name before its suffix.
    if (!name.includes('/') && name.length > suffix.length) return kind;
  }
  return null;
}

/** A saved file's name without its folder and suffix: `tables/first-test.table.json` → `first-test`. */
export function savedName(path: string, kind: SavedFileKind): string {
  const { folder, suffix } = SAVED_FILES[kind];
  return path.slice(folder.length + 1, path.length - suffix.length);
}
