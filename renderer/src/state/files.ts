// The open files (tabs) as pure state. The text itself lives in the editor's buffers; this
// module tracks what the host knows about each file and whether the buffer differs from it.

/** A backup of unsaved text found when the file was opened, offered for restoring. */
export type RestoreOffer = { content: string; baseVersion: string | null; savedAt: number };

export type OpenFile = {
  path: string;
  /** Host version the buffer is based on; sent as baseVersion when saving. Null: not on disk. */
  version: string | null;
  /** Text of the file at `version`, to tell whether the buffer has unsaved changes. */
  savedContent: string;
  dirty: boolean;
  /** The file changed on disk while the buffer had unsaved changes (or was deleted). */
  changedOnDisk: boolean;
  deletedOnDisk: boolean;
  saving: boolean;
  restoreOffer: RestoreOffer | null;
};

export type FilesState = {
  /** In tab order. */
  files: OpenFile[];
  active: string | null;
};

export type FilesAction =
  /** `background`: the tab opens behind the active one (files a rename changes). */
  | { type: 'opened'; path: string; content: string; version: string; restoreOffer?: RestoreOffer | null; background?: boolean }
  | { type: 'activated'; path: string }
  | { type: 'edited'; path: string; content: string }
  | { type: 'save-started'; path: string }
  /** `content` is what was written; `current` what the buffer holds now (typing may continue during a save). */
  | { type: 'saved'; path: string; content: string; version: string; current: string }
  | { type: 'save-failed'; path: string }
  /** The host's text for a file that was clean when it changed on disk. */
  | { type: 'reloaded'; path: string; content: string; version: string }
  /** The buffer was replaced by the host's text at the user's request, unsaved changes or not. */
  | { type: 'reverted'; path: string; content: string; version: string }
  | { type: 'changed-on-disk'; path: string }
  | { type: 'deleted-on-disk'; path: string }
  | { type: 'kept-mine'; path: string }
  /**
   * The user chose to write over the disk: the next save compares with the disk version they
   * saw (`diskVersion`, from comparing), or with none at all (null: write whatever is there).
   */
  | { type: 'overwrite-chosen'; path: string; diskVersion: string | null }
  | { type: 'restored'; path: string; content: string; baseVersion: string | null }
  | { type: 'restore-dismissed'; path: string }
  | { type: 'closed'; path: string }
  /** The tabs in this order (a remembered layout); tabs it does not name keep their place after those it does. */
  | { type: 'arranged'; order: readonly string[] }
  | { type: 'reset' };

export const emptyFiles: FilesState = { files: [], active: null };

export function findFile(state: FilesState, path: string | null): OpenFile | undefined {
  return path === null ? undefined : state.files.find((file) => file.path === path);
}

export function activeFile(state: FilesState): OpenFile | undefined {
  return findFile(state, state.active);
}

export function dirtyFiles(state: FilesState): OpenFile[] {
  return state.files.filter((file) => file.dirty);
}

function update(state: FilesState, path: string, change: (file: OpenFile) => OpenFile): FilesState {
  const index = state.files.findIndex((file) => file.path === path);
  if (index < 0) return state;
  const before = state.files[index] as OpenFile;
  const after = change(before);
  if (shallowEqual(before, after)) return state;
  const files = state.files.slice();
  files[index] = after;
  return { ...state, files };
}

function shallowEqual(a: OpenFile, b: OpenFile): boolean {
  return (Object.keys(a) as (keyof OpenFile)[]).every((key) => a[key] === b[key]);
}

export function filesReducer(state: FilesState, action: FilesAction): FilesState {
  switch (action.type) {
    case 'opened': {
      if (findFile(state, action.path)) return state.active === action.path || action.background ? state : { ...state, active: action.path };
      const file: OpenFile = {
        path: action.path,
        version: action.version,
        savedContent: action.content,
        dirty: false,
        changedOnDisk: false,
        deletedOnDisk: false,
        saving: false,
        restoreOffer: action.restoreOffer ?? null,
      };
      // A new tab goes right of the active one, where the eye already is.
      const at = state.active === null ? state.files.length : state.files.findIndex((f) => f.path === state.active) + 1;
      const files = [...state.files.slice(0, at), file, ...state.files.slice(at)];
      return { files, active: action.background && state.active !== null ? state.active : action.path };
    }
    case 'activated':
      return findFile(state, action.path) && state.active !== action.path ? { ...state, active: action.path } : state;
    case 'edited':
      return update(state, action.path, (file) => ({ ...file, dirty: action.content !== file.savedContent }));
    case 'save-started':
      return update(state, action.path, (file) => ({ ...file, saving: true }));
    case 'saved':
      return update(state, action.path, (file) => ({
        ...file,
        version: action.version,
        savedContent: action.content,
        dirty: action.current !== action.content,
        saving: false,
        changedOnDisk: false,
        deletedOnDisk: false,
      }));
    case 'save-failed':
      return update(state, action.path, (file) => ({ ...file, saving: false }));
    case 'reloaded':
      return update(state, action.path, (file) =>
        // Typing may have started while the host was read: then the disk text must not
        // replace the buffer, and the tab is flagged instead.
        file.dirty
          ? { ...file, changedOnDisk: true }
          : { ...file, version: action.version, savedContent: action.content, changedOnDisk: false, deletedOnDisk: false },
      );
    case 'reverted':
      return update(state, action.path, (file) => ({
        ...file,
        version: action.version,
        savedContent: action.content,
        dirty: false,
        changedOnDisk: false,
        deletedOnDisk: false,
      }));
    case 'changed-on-disk':
      return update(state, action.path, (file) => ({ ...file, changedOnDisk: true }));
    case 'deleted-on-disk':
      // The buffer is kept; a save writes the file again.
      return update(state, action.path, (file) => ({ ...file, changedOnDisk: true, deletedOnDisk: true }));
    case 'kept-mine':
      return update(state, action.path, (file) => ({ ...file, changedOnDisk: false }));
    case 'overwrite-chosen':
      return update(state, action.path, (file) => ({ ...file, version: action.diskVersion, changedOnDisk: false }));
    case 'restored':
      // The backup's base version is kept so that saving still notices a change on disk made
      // after the backup was taken (the host refuses the write and the user is asked),
      // instead of silently writing over it.
      return update(state, action.path, (file) => ({
        ...file,
        version: action.baseVersion,
        dirty: action.content !== file.savedContent,
        changedOnDisk: action.baseVersion !== null && action.baseVersion !== file.version,
        restoreOffer: null,
      }));
    case 'restore-dismissed':
      return update(state, action.path, (file) => ({ ...file, restoreOffer: null }));
    case 'closed': {
      const index = state.files.findIndex((file) => file.path === action.path);
      if (index < 0) return state;
      const files = state.files.filter((file) => file.path !== action.path);
      if (state.active !== action.path) return { ...state, files };
      const neighbour = files[Math.min(index, files.length - 1)];
      return { files, active: neighbour ? neighbour.path : null };
    }
    case 'arranged': {
      const rank = (path: string) => {
        const at = action.order.indexOf(path);
        return at < 0 ? action.order.length : at;
      };
      const files = state.files.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file.path) - rank(b.file.path) || a.index - b.index).map(({ file }) => file);
      return files.every((file, i) => file === state.files[i]) ? state : { ...state, files };
    }
    case 'reset':
      return emptyFiles;
  }
}

/** What to do about a change on disk reported by the host, for the files that are open. */
export function planExternalChange(state: FilesState, changedPaths: readonly string[]): { reload: string[]; flag: string[] } {
  const changed = new Set(changedPaths);
  const reload: string[] = [];
  const flag: string[] = [];
  for (const file of state.files) {
    if (!changed.has(file.path)) continue;
    (file.dirty ? flag : reload).push(file.path);
  }
  return { reload, flag };
}
