// The card language in the studio: the worker's client, the editor adapters once Monaco has
// loaded, the outline of the active file (for the breadcrumb), format on save, and the
// language's commands (format document, insert a new card, show the problems panel, toggle
// format on save), each registered once with the studio, which routes keys and menu to them.
import type { editor as MonacoEditor } from 'monaco-editor/editor/editor.api';
import type { DocumentSymbol } from '../../../card-dsl/service/symbols';
import { applyTextEdits, type Range, type TextEdit } from '../../../card-dsl/service/positions';
import type { HostApi } from '../../../electron/shared/contract';
import type { Studio } from '../app/studio';
import type { EditorRuntime } from '../editor/runtime';
import type { Preferences } from '../state/preferences';
import { Store } from '../state/store';
import type { LanguageClient } from './client';
import { isCardsFile } from './client';
import { DocumentSync } from './documents';
import { BUFFER_SCHEME, pathOf, toMonacoRange } from './positions';
import { completeSnippetsOnlyOnce, registerProviders } from './providers';

export type LanguageSettings = { formatOnSave: boolean };
/** The card the cursor is in, for the breadcrumb. */
export type CursorSymbol = { path: string | null; symbol: DocumentSymbol | null };

/** A card renamed in the editor: the file it is declared in, its old and new name. */
export type CardRename = { path: string; from: string; to: string };

export type LanguageFeaturesDeps = {
  client: LanguageClient;
  studio: Studio;
  host: Pick<HostApi, 'readFile' | 'writeFile'>;
  preferences: Preferences;
};

export class LanguageFeatures {
  readonly client: LanguageClient;
  readonly settings: Store<LanguageSettings>;
  readonly cursorSymbol = new Store<CursorSymbol>({ path: null, symbol: null });
  private readonly studio: Studio;
  private readonly host: LanguageFeaturesDeps['host'];
  private readonly preferences: Preferences;
  private runtime: EditorRuntime | null = null;
  private documents: DocumentSync | null = null;
  private outlineTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly cleanups: (() => void)[] = [];
  private readonly renameListeners = new Set<(rename: CardRename) => void>();

  constructor(deps: LanguageFeaturesDeps) {
    this.client = deps.client;
    this.studio = deps.studio;
    this.host = deps.host;
    this.preferences = deps.preferences;
    this.settings = new Store({ formatOnSave: deps.preferences.formatOnSave() });
  }

  /** Calls `listener` each time a card is renamed in the editor (deck lists that name it follow). */
  onDidRenameCard(listener: (rename: CardRename) => void): () => void {
    this.renameListeners.add(listener);
    return () => this.renameListeners.delete(listener);
  }

  /** Registers the language's commands with the studio and follows the active file. */
  start(): void {
    let active: string | null = null;
    let line: number | null = null;
    this.cleanups.push(
      this.studio.registerCommand('format-document', () => this.formatDocument()),
      this.studio.registerCommand('new-card', () => this.insertNewCard()),
      this.studio.registerCommand('show-problems', () => this.toggleProblems()),
      this.studio.registerCommand('toggle-format-on-save', () => this.toggleFormatOnSave()),
      this.studio.store.subscribe(() => {
        const { files, cursor } = this.studio.state;
        if (files.active === active && (cursor?.line ?? null) === line) return;
        const switched = files.active !== active;
        active = files.active;
        line = cursor?.line ?? null;
        this.refreshOutline(switched ? 0 : 80);
      }),
    );
  }

  /** Monaco has loaded: the adapters start. */
  attach(runtime: EditorRuntime): void {
    if (this.runtime) return;
    this.runtime = runtime;
    const { monaco } = runtime;
    // The outline is asked for right after the markers, so the breadcrumb changes in their frame.
    const documents = new DocumentSync(monaco, this.client, () => this.refreshOutline(0));
    this.documents = documents;
    void this.client.whenStarted().then(() => {
      if (this.documents === documents) documents.start();
    });
    const providers = registerProviders(monaco, this.client, documents, {
      openForEdit: (paths) => this.openForEdit(paths),
      readFile: async (path) => {
        const result = await this.host.readFile({ path });
        return result.ok ? { content: result.value.content, version: result.value.version } : null;
      },
      renameInScenarioFiles: (files, from, to) => this.renameInScenarioFiles(files, from, to),
      renamedCard: (path, from, to) => {
        for (const listener of [...this.renameListeners]) listener({ path, from, to });
      },
    });
    // Go to definition and peeked references may lead into another file: the studio opens it.
    const opener = monaco.editor.registerEditorOpener({
      openCodeEditor: (source, resource, selection) => {
        const path = pathOf(resource);
        if (path === null || source.getModel()?.uri.toString() === resource.toString()) return false;
        const range = selection && 'endLineNumber' in selection ? selection : selection ? { startLineNumber: selection.lineNumber, startColumn: selection.column, endLineNumber: selection.lineNumber, endColumn: selection.column } : null;
        if (range) runtime.buffers.reveal(path, range);
        void this.studio.openFile(path);
        return true;
      },
    });
    this.cleanups.push(
      () => {
        documents.dispose();
        this.documents = null;
      },
      () => providers.forEach((p) => p.dispose()),
      () => opener.dispose(),
    );
    this.refreshOutline(0);
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /** Opens a file at a place (a problem, a reference), putting the cursor there. */
  async reveal(path: string, range: Range): Promise<void> {
    this.runtime?.buffers.reveal(path, toMonacoRange(range));
    await this.studio.openFile(path);
  }

  // ---- Commands ----

  async formatDocument(): Promise<void> {
    const editor = this.editor();
    if (!editor) return;
    await editor.getAction('editor.action.formatDocument')?.run();
  }

  /** Inserts a new card: the cursor moves to a line of its own after the card it is in, and the game's card snippets are offered. */
  async insertNewCard(): Promise<void> {
    const editor = this.editor();
    const model = editor?.getModel();
    const path = model ? pathOf(model.uri) : null;
    if (!editor || !model || path === null || !this.runtime) return;
    const position = editor.getPosition();
    if (!position) return;
    const { value: symbols } = await this.client.worker.documentSymbols(path);
    const inside = symbols.find((s) => s.range.start.line + 1 <= position.lineNumber && position.lineNumber <= s.range.end.line + 1);
    const line = inside ? inside.range.end.line + 1 : position.lineNumber;
    const lineText = model.getLineContent(line);
    const Range = this.runtime.monaco.Range;
    if (inside || lineText.trim() !== '') {
      // A blank line between cards, then the new one.
      const end = model.getLineMaxColumn(line);
      editor.executeEdits('new-card', [{ range: new Range(line, end, line, end), text: '\n\n' }]);
      editor.setPosition({ lineNumber: line + 2, column: 1 });
    } else editor.setPosition({ lineNumber: line, column: 1 });
    editor.focus();
    completeSnippetsOnlyOnce();
    editor.trigger('new-card', 'editor.action.triggerSuggest', {});
  }

  /** The file's cards to jump to (Monaco's outline picker). */
  showOutline(): void {
    const editor = this.editor();
    if (!editor) return;
    editor.focus();
    editor.trigger('breadcrumb', 'editor.action.quickOutline', {});
  }

  toggleProblems(): void {
    this.client.problems.setOpen(!this.client.problems.get().open);
  }

  toggleFormatOnSave(): void {
    const formatOnSave = !this.settings.get().formatOnSave;
    this.preferences.setFormatOnSave(formatOnSave);
    this.settings.update((s) => ({ ...s, formatOnSave }));
  }

  /** Formats a card file before it is saved, when the setting is on (one undoable edit). */
  async formatBeforeSave(path: string): Promise<void> {
    if (!this.settings.get().formatOnSave || !isCardsFile(path) || !this.runtime) return;
    const { monaco } = this.runtime;
    const model = monaco.editor.getModel(monaco.Uri.from({ scheme: BUFFER_SCHEME, path: `/${path}` }));
    if (!model) return;
    const { version, value } = await this.client.worker.formattingEdits(path, model.getOptions().tabSize);
    if (version !== model.getVersionId() || value.length === 0) return;
    model.pushStackElement();
    model.pushEditOperations([], value.map((e) => ({ range: toMonacoRange(e.range), text: e.newText })), () => null);
    model.pushStackElement();
  }

  // ---- Helpers ----

  /** The studio's editor (the one showing a buffer). */
  private editor(): MonacoEditor.ICodeEditor | null {
    const editors = this.runtime?.monaco.editor.getEditors() ?? [];
    return editors.find((e) => e.getModel()?.uri.scheme === BUFFER_SCHEME) ?? null;
  }

  /** Files a rename changes are opened as tabs behind the active one, so that every change is saved and undone as usual. */
  private async openForEdit(paths: readonly string[]): Promise<void> {
    for (const path of paths) if (!this.runtime?.buffers.has(path)) await this.studio.openFile(path, { background: true });
  }

  private async renameInScenarioFiles(files: readonly { path: string; content: string; version: string; edits: readonly TextEdit[] }[], from: string, to: string): Promise<void> {
    if (files.length === 0) return;
    const failed: string[] = [];
    for (const file of files) {
      const result = await this.host.writeFile({ path: file.path, content: applyTextEdits(file.content, file.edits), baseVersion: file.version });
      if (!result.ok) failed.push(file.path);
    }
    const done = files.length - failed.length;
    this.studio.inform(
      failed.length === 0
        ? `Renamed "${from}" to "${to}" in ${done} scenario file${done === 1 ? '' : 's'} too`
        : `Renamed "${from}" in ${done} scenario files; not in ${failed.join(', ')} (changed meanwhile or not writable)`,
      failed.length === 0 ? 'info' : 'warning',
    );
  }

  /** Asks the worker which card the cursor is in (a moment after the cursor or the text moved). */
  private refreshOutline(delay = 150): void {
    if (this.outlineTimer) clearTimeout(this.outlineTimer);
    this.outlineTimer = setTimeout(() => {
      this.outlineTimer = null;
      const path = this.studio.state.files.active;
      const line = this.studio.state.cursor?.line ?? null;
      if (path === null || line === null || !isCardsFile(path)) {
        this.cursorSymbol.update((o) => (o.path === path && o.symbol === null ? o : { path, symbol: null }));
        return;
      }
      void this.client.worker.symbolAt(path, line - 1).then((symbol) => {
        if (this.studio.state.files.active !== path) return;
        this.cursorSymbol.update((o) => (o.path === path && JSON.stringify(o.symbol) === JSON.stringify(symbol) ? o : { path, symbol }));
      });
    }, delay);
  }
}
