// Shapes shared by the studio controller and the components that show its state.
import type { AppInfo, TextPlace, WorkspaceSnapshot } from '../../../electron/shared/contract';
import type { FilesState } from '../state/files';

/**
 * The editor's text buffers, one per open file. The controller only needs these operations,
 * so it does not depend on Monaco (and can be tested with plain strings).
 */
export type Buffers = {
  /**
   * Creates the buffer and returns its text as the editor holds it (line endings may be
   * normalised). `cursorAtEnd` puts the cursor after the text when the file is first shown,
   * `cursorAt` at that place (in the middle of the view).
   */
  create(path: string, content: string, options?: { cursorAtEnd?: boolean; cursorAt?: TextPlace }): string;
  has(path: string): boolean;
  text(path: string): string | null;
  /**
   * Replaces the text as one undoable edit, leaving the cursor where the text did not change.
   * Does not report a change (the caller knows). Returns the resulting text.
   */
  replace(path: string, content: string): string;
  dispose(path: string): void;
  disposeAll(): void;
  onDidChange(listener: (path: string) => void): () => void;
};

/** What the controller asks of the visible editor. */
export type EditorControl = {
  undo(): void;
  redo(): void;
  focus(): void;
};

export type StatusMessage = { kind: 'info' | 'warning' | 'error'; text: string };

export type DialogField = {
  id: string;
  label: string;
  /**
   * A text field (default); a file picked from disk (the value is its text, `<id>:name` its
   * name); a check box ('true' or 'false'); a choice among `options` (the value is the one chosen).
   */
  type?: 'text' | 'file' | 'checkbox' | 'select';
  options?: { value: string; label: string }[];
  value: string;
  placeholder?: string;
  hint?: string;
  /** For a file: the types the picker offers (`.json,application/json`), and the name of the file already chosen. */
  accept?: string;
  fileName?: string;
};
export type DialogButton = { id: string; label: string; kind?: 'primary' | 'danger' };
export type DialogSpec = {
  title: string;
  message?: string;
  fields?: DialogField[];
  buttons: DialogButton[];
  /** The button that Escape (or closing the dialog) stands for. */
  cancelId: string;
  /** Why the previous answer was not accepted. */
  error?: string;
  /** Problems to list, each at its place (a JSON path, or file:line:col). */
  problems?: { path: string; message: string }[];
};
export type OpenDialog = DialogSpec & { id: number };
export type DialogAnswer = { button: string; values: Record<string, string> };

export type Phase =
  /** Asking the host what is open. */
  | 'starting'
  /** The host cannot be used (wrong token, host gone). */
  | 'unavailable'
  | 'welcome'
  | 'workspace';

export type CursorPosition = { line: number; column: number };

export type StudioState = {
  phase: Phase;
  info: AppInfo | null;
  /** Why the host is unavailable, when phase is 'unavailable'. */
  unavailableReason: string | null;
  workspace: WorkspaceSnapshot | null;
  recent: string[];
  files: FilesState;
  /** Folder of the set new files go into. */
  selectedSet: string | null;
  cursor: CursorPosition | null;
  /** A file being read from the host, to show while the editor is still empty. */
  opening: string | null;
  /** Last save outcome, e.g. "Saved sets/x/y.cards". */
  saveStatus: string;
  message: StatusMessage | null;
  welcomeError: string | null;
  busy: boolean;
  dialog: OpenDialog | null;
  /** The editor's text of a file set beside its text on disk, after a save found them apart. */
  compare: Compare | null;
  zoom: number;
  /** The command palette is open. */
  palette: boolean;
};

export type Compare = {
  path: string;
  diskContent: string;
  /** The disk version compared with; null when the file is gone from disk. */
  diskVersion: string | null;
};
