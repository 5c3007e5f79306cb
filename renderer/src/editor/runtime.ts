// Thin adapters between the studio and Monaco: text models as the controller's Buffers, and
// one editor view that shows whichever model is active.
import type { IRange, editor as MonacoEditor } from 'monaco-editor/editor/editor.api';
import type { TextPlace } from '../../../electron/shared/contract';
import type { Buffers, CursorPosition, EditorControl } from '../app/types';
import { minimalReplacement } from './text-diff';
import type { monaco as MonacoApi } from './monaco';
import { THEME_NAME } from './theme';

type Monaco = typeof MonacoApi;

export type EditorRuntime = {
  monaco: Monaco;
  buffers: MonacoBuffers;
  createView: (container: HTMLElement, options: ViewOptions) => EditorView;
  createDiffView: (container: HTMLElement, options: DiffViewOptions) => DiffView | null;
};

export type DiffViewOptions = {
  /** The open file whose buffer is shown on the right, still editable. */
  path: string;
  /** The file's text on disk, shown read-only on the left. */
  diskContent: string;
  fontSize: number;
};

export type DiffView = {
  /** How many blocks of lines differ, once Monaco has computed them. */
  onDiffCount(listener: (count: number) => void): void;
  setFontSize(size: number): void;
  dispose(): void;
};

export type ViewOptions = {
  fontSize: number;
  onCursor: (cursor: CursorPosition | null) => void;
};

export type EditorView = EditorControl & {
  /** The Monaco editor itself, for the language features' commands. */
  readonly editor: MonacoEditor.IStandaloneCodeEditor;
  /** Shows the buffer of `path` (null: none), restoring its cursor and scroll position. */
  show(path: string | null): boolean;
  setFontSize(size: number): void;
  dispose(): void;
};

/** Local monospace fonts only: the page loads nothing from the network. */
const EDITOR_FONT_FAMILY = "'JetBrains Mono', 'Cascadia Code', 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace";

let loading: Promise<EditorRuntime> | null = null;

/** Loads Monaco (once) and returns the adapters around it. */
export function loadEditorRuntime(): Promise<EditorRuntime> {
  loading ??= import('./monaco').then(({ monaco, languageOf }) => {
    const buffers = new MonacoBuffers(monaco, languageOf);
    return {
      monaco,
      buffers,
      createView: (container, options) => createView(monaco, buffers, container, options),
      createDiffView: (container, options) => createDiffView(monaco, buffers, languageOf, container, options),
    };
  });
  return loading;
}

export class MonacoBuffers implements Buffers {
  private readonly models = new Map<string, MonacoEditor.ITextModel>();
  readonly viewStates = new Map<string, MonacoEditor.ICodeEditorViewState>();
  private readonly listeners = new Set<(path: string) => void>();
  /** Set while the studio itself replaces text, so that it is not reported as typing. */
  private replacing = false;

  constructor(
    private readonly monaco: Monaco,
    private readonly languageOf: (path: string) => string,
  ) {}

  model(path: string): MonacoEditor.ITextModel | undefined {
    return this.models.get(path);
  }

  /** Files to show with the cursor after their text, the first time they are shown. */
  readonly cursorAtEnd = new Set<string>();

  create(path: string, content: string, options: { cursorAtEnd?: boolean; cursorAt?: TextPlace } = {}): string {
    this.dispose(path);
    if (options.cursorAtEnd) this.cursorAtEnd.add(path);
    const at = options.cursorAt;
    if (at) this.pendingReveal.set(path, { startLineNumber: at.line, startColumn: at.column, endLineNumber: at.line, endColumn: at.column });
    const uri = this.monaco.Uri.from({ scheme: 'cardwright', path: `/${path}` });
    // A model left behind under this address (a crash in between) is replaced.
    this.monaco.editor.getModel(uri)?.dispose();
    const model = this.monaco.editor.createModel(content, this.languageOf(path), uri);
    model.onDidChangeContent(() => {
      if (this.replacing) return;
      for (const listener of [...this.listeners]) listener(path);
    });
    this.models.set(path, model);
    return model.getValue();
  }

  has(path: string): boolean {
    return this.models.has(path);
  }

  text(path: string): string | null {
    return this.models.get(path)?.getValue() ?? null;
  }

  replace(path: string, content: string): string {
    const model = this.models.get(path);
    if (!model) return content;
    const change = minimalReplacement(model.getValue(), content);
    if (!change) return model.getValue();
    const start = model.getPositionAt(change.start);
    const end = model.getPositionAt(change.oldEnd);
    this.replacing = true;
    try {
      // An undoable edit: the replaced text is one Ctrl+Z away.
      model.pushStackElement();
      model.pushEditOperations(
        [],
        [{ range: new this.monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: change.text, forceMoveMarkers: true }],
        () => null,
      );
      model.pushStackElement();
    } finally {
      this.replacing = false;
    }
    return model.getValue();
  }

  dispose(path: string): void {
    this.models.get(path)?.dispose();
    this.models.delete(path);
    this.viewStates.delete(path);
    this.cursorAtEnd.delete(path);
  }

  disposeAll(): void {
    for (const path of [...this.models.keys()]) this.dispose(path);
  }

  onDidChange(listener: (path: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where to put the cursor when a file is next shown (or now, if it is shown). */
  readonly pendingReveal = new Map<string, IRange>();
  readonly revealListeners = new Set<(path: string) => void>();

  reveal(path: string, range: IRange): void {
    this.pendingReveal.set(path, range);
    for (const listener of [...this.revealListeners]) listener(path);
  }
}

function createView(monaco: Monaco, buffers: MonacoBuffers, container: HTMLElement, options: ViewOptions): EditorView {
  const editor = monaco.editor.create(container, {
    model: null,
    theme: THEME_NAME,
    fontSize: options.fontSize,
    fontFamily: EDITOR_FONT_FAMILY,
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    renderLineHighlight: 'all',
    smoothScrolling: true,
    tabSize: 2,
    insertSpaces: true,
    wordWrap: 'off',
    padding: { top: 8, bottom: 8 },
    fixedOverflowWidgets: true,
    bracketPairColorization: { enabled: false },
    guides: { indentation: true },
    scrollbar: { verticalScrollbarSize: 12, horizontalScrollbarSize: 12 },
    // Colours come from the language worker's semantic tokens (the grammar only paints first).
    'semanticHighlighting.enabled': true,
    lightbulb: { enabled: monaco.editor.ShowLightbulbIconMode.On },
    // Completion comes from the language worker alone: Monaco's word list would send each
    // buffer to its own worker and make every list wait for it.
    wordBasedSuggestions: 'off',
    suggest: { showWords: false },
    quickSuggestions: { other: true, comments: false, strings: true },
  });
  let shown: string | null = null;

  const reportCursor = (): void => {
    const position = editor.getModel() ? editor.getPosition() : null;
    options.onCursor(position ? { line: position.lineNumber, column: position.column } : null);
  };
  editor.onDidChangeCursorPosition(reportCursor);
  editor.onDidChangeModel(reportCursor);

  const applyReveal = (path: string): void => {
    const range = buffers.pendingReveal.get(path);
    if (!range || shown !== path) return;
    buffers.pendingReveal.delete(path);
    editor.setSelection(range);
    editor.revealRangeInCenterIfOutsideViewport(range);
    editor.focus();
  };
  buffers.revealListeners.add(applyReveal);

  return {
    editor,
    show(path) {
      if (shown !== null && editor.getModel() && buffers.has(shown)) {
        const state = editor.saveViewState();
        if (state) buffers.viewStates.set(shown, state);
      }
      const model = path === null ? undefined : buffers.model(path);
      if (!model) {
        editor.setModel(null);
        shown = null;
        return false;
      }
      if (editor.getModel() !== model) {
        editor.setModel(model);
        const state = buffers.viewStates.get(path as string);
        if (state) editor.restoreViewState(state);
        else if (buffers.cursorAtEnd.delete(path as string)) {
          const end = model.getPositionAt(model.getValueLength());
          editor.setPosition(end);
          editor.revealPosition(end);
        }
      }
      shown = path;
      applyReveal(path as string);
      return true;
    },
    setFontSize(size) {
      editor.updateOptions({ fontSize: size });
    },
    focus() {
      editor.focus();
    },
    undo() {
      editor.focus();
      editor.trigger('studio', 'undo', null);
    },
    redo() {
      editor.focus();
      editor.trigger('studio', 'redo', null);
    },
    dispose() {
      buffers.revealListeners.delete(applyReveal);
      editor.dispose();
    },
  };
}

/**
 * Monaco's diff editor: the disk's text on the left (read-only), the file's own buffer on the
 * right, so the user can keep editing while comparing. Null when the file has no buffer.
 */
function createDiffView(
  monaco: Monaco,
  buffers: MonacoBuffers,
  languageOf: (path: string) => string,
  container: HTMLElement,
  options: DiffViewOptions,
): DiffView | null {
  const modified = buffers.model(options.path);
  if (!modified) return null;
  const original = monaco.editor.createModel(options.diskContent, languageOf(options.path));
  const diff = monaco.editor.createDiffEditor(container, {
    theme: THEME_NAME,
    fontSize: options.fontSize,
    fontFamily: EDITOR_FONT_FAMILY,
    automaticLayout: true,
    originalEditable: false,
    readOnly: false,
    renderSideBySide: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    renderOverviewRuler: true,
    ignoreTrimWhitespace: false,
  });
  diff.setModel({ original, modified });
  const countListeners: ((count: number) => void)[] = [];
  diff.onDidUpdateDiff(() => {
    const count = diff.getLineChanges()?.length ?? 0;
    for (const listener of countListeners) listener(count);
  });
  return {
    onDiffCount(listener) {
      countListeners.push(listener);
    },
    setFontSize(size) {
      diff.updateOptions({ fontSize: size });
    },
    dispose() {
      // The buffer stays: it belongs to the open file. Only the disk copy goes.
      diff.setModel(null);
      diff.dispose();
      original.dispose();
    },
  };
}
