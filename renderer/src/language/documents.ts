// Keeps the worker's copy of each open `.cards` buffer in step with Monaco (one message per
// change, with the edits in offsets and the buffer's version) and shows the worker's
// diagnostics as markers: asked for a moment after the last keystroke, and dropped when the
// buffer has changed since they were computed.
import type { editor as MonacoEditor, IDisposable } from 'monaco-editor/editor/editor.api';
import type { ServiceDiagnostic } from '../../../card-dsl/service/diagnostics';
import type { monaco as MonacoApi } from '../editor/monaco';
import type { LanguageClient } from './client';
import { isCardsFile } from './client';
import { pathOf, toMonacoRange } from './positions';

type Monaco = typeof MonacoApi;

/**
 * Quiet time after a keystroke before diagnostics are asked for: shorter than the time between
 * two keys of a quick typist, so a pause is answered at once, and long enough that keys typed
 * in a burst are checked once.
 */
export const DIAGNOSTICS_DELAY_MS = 25;
export const MARKER_OWNER = 'cards';

export class DocumentSync {
  /** Per buffer: its model, and the stamp of the worker's answer whose markers it shows. */
  private readonly synced = new Map<string, { model: MonacoEditor.ITextModel; listener: IDisposable; stamp?: number }>();
  private readonly disposables: IDisposable[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The buffer typed in last: its diagnostics are asked for first. */
  private lastEdited: string | null = null;
  /** Models the adapters made to show files that are not open (peeking at references). */
  readonly shadows = new Set<MonacoEditor.ITextModel>();

  constructor(
    private readonly monaco: Monaco,
    private readonly client: LanguageClient,
    /** Told after each round of diagnostics (the outline follows the text then). */
    private readonly onRefreshed: () => void = () => undefined,
  ) {}

  start(): void {
    this.disposables.push(
      this.monaco.editor.onDidCreateModel((model) => this.open(model)),
      this.monaco.editor.onWillDisposeModel((model) => this.close(model)),
    );
    for (const model of this.monaco.editor.getModels()) this.open(model);
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
    for (const { listener } of this.synced.values()) listener.dispose();
    this.synced.clear();
    if (this.timer) clearTimeout(this.timer);
  }

  /** The path of a synchronised buffer's model. */
  has(path: string): boolean {
    return this.synced.has(path);
  }

  /** A read-only view of a file that is not open, for peeking at it (the studio replaces it if the file is opened). */
  shadow(uri: MonacoEditor.ITextModel['uri'], text: string): MonacoEditor.ITextModel {
    const existing = this.monaco.editor.getModel(uri);
    if (existing) return existing;
    this.creatingShadow = true;
    try {
      const model = this.monaco.editor.createModel(text, 'cards', uri);
      this.shadows.add(model);
      return model;
    } finally {
      this.creatingShadow = false;
    }
  }

  private creatingShadow = false;

  private open(model: MonacoEditor.ITextModel): void {
    const path = pathOf(model.uri);
    if (path === null || !isCardsFile(path) || this.creatingShadow || this.shadows.has(model)) return;
    this.synced.get(path)?.listener.dispose();
    const listener = model.onDidChangeContent((event) => {
      // Monaco lists one event's changes so that applying them in order is right.
      const edits = event.changes.map((c) => ({ start: c.rangeOffset, end: c.rangeOffset + c.rangeLength, text: c.text }));
      void this.client.worker.changeBuffer(path, edits, event.versionId);
      this.lastEdited = path;
      this.schedule();
    });
    this.synced.set(path, { model, listener });
    void this.client.worker.openBuffer(path, model.getValue(), model.getVersionId());
    this.schedule(0);
  }

  private close(model: MonacoEditor.ITextModel): void {
    if (this.shadows.delete(model)) return;
    const path = pathOf(model.uri);
    const entry = path === null ? undefined : this.synced.get(path);
    if (!entry || entry.model !== model || path === null) return;
    entry.listener.dispose();
    this.synced.delete(path);
    this.monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
    void this.client.worker.closeBuffer(path);
    void this.client.refreshProblems();
  }

  /** Asks for every open buffer's diagnostics after `delay` of quiet (typing again restarts the wait). */
  schedule(delay = DIAGNOSTICS_DELAY_MS): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.refresh();
    }, delay);
  }

  /**
   * One round trip for every open buffer's diagnostics and the workspace's problems, applied in
   * one task: markers and counts change in the same frame. Most keystrokes change no
   * diagnostic; the worker then sends none, and the markers stay as they are.
   */
  private async refresh(): Promise<void> {
    const paths = [...this.synced.keys()].sort((a, b) => Number(b === this.lastEdited) - Number(a === this.lastEdited));
    const shown: Record<string, number> = {};
    for (const path of paths) {
      const stamp = this.synced.get(path)?.stamp;
      if (stamp !== undefined) shown[path] = stamp;
    }
    const answers = await this.client.check(paths, shown);
    for (const { path, version, stamp, value } of answers) {
      const entry = this.synced.get(path);
      // A result for an older text would put squiggles in the wrong places: the next one comes.
      if (!entry || entry.model.isDisposed() || version !== entry.model.getVersionId() || value === null) continue;
      entry.stamp = stamp;
      this.monaco.editor.setModelMarkers(entry.model, MARKER_OWNER, value.map((d) => this.marker(d)));
    }
    this.onRefreshed();
  }

  private marker(d: ServiceDiagnostic): MonacoEditor.IMarkerData {
    const severity = d.severity === 'error' ? this.monaco.MarkerSeverity.Error : d.severity === 'warning' ? this.monaco.MarkerSeverity.Warning : this.monaco.MarkerSeverity.Info;
    const range = toMonacoRange(d.range);
    // An empty range (a missing word at the end of a line) still gets a visible squiggle.
    const empty = range.startLineNumber === range.endLineNumber && range.startColumn === range.endColumn;
    return { ...range, endColumn: range.endColumn + (empty ? 1 : 0), severity, message: d.message, code: d.code, source: 'cards' };
  }
}
