// The card faces' side of the studio: asks the language worker (which holds the workspace's
// card files and the text being typed) for the card under the cursor (the preview) and for
// every card of a set (the gallery), asks again when the text changes, loads art, and runs
// exports with their progress. Components read its store; it never touches the DOM itself.
import type { HostApi, WorkspaceSnapshot } from '../../../electron/shared/contract';
import type { BrokenCard, CardFace, SetFaces } from '../../../card-dsl/service/faces';
import type { Buffers, StudioState } from '../app/types';
import { Store } from '../state/store';
import type { FaceSource } from './api';
import { artFileOf } from './art';
import { DIAGNOSTICS_DELAY_MS } from '../language/documents';

export type PreviewState =
  | { kind: 'none'; reason: 'no-file' | 'not-cards' | 'off-card' | 'loading' }
  | { kind: 'card'; face: CardFace }
  /** The card does not compile; `last` is how it looked when it last did. */
  | { kind: 'broken'; card: BrokenCard; last: CardFace | null };

export type FaceTask = { label: string; done: number; total: number };
export type FaceNotice = { kind: 'info' | 'error'; text: string };
export type Paper = 'a4' | 'letter';

export type FacesState = {
  /** What the centre shows: the editor, the gallery of faces, the sandbox table or the deck builder (renderer/src/decks). */
  view: 'editor' | 'gallery' | 'table' | 'decks' | 'simulation';
  /** The worker holds the open workspace's card files. */
  loaded: boolean;
  preview: PreviewState;
  gallery: { folder: string | null; faces: SetFaces | null; loading: boolean };
  /** Art pictures loaded so far, by file path, as data URLs. */
  art: Readonly<Record<string, string>>;
  task: FaceTask | null;
  notice: FaceNotice | null;
  paper: Paper;
};

export type StudioView = {
  store: Store<StudioState>;
  openFile(path: string): Promise<void>;
  /** The editor's buffers, where the text being typed lives. */
  buffers: () => Promise<Buffers>;
};

/**
 * The preview is asked for this long after the last keystroke or cursor move: as long as the
 * editor waits before asking for diagnostics, so that both answers usually reach the page in
 * the same frame and it is drawn once.
 */
const PREVIEW_DELAY_MS = DIAGNOSTICS_DELAY_MS;
const GALLERY_DELAY_MS = 250;

export const isCardFile = (path: string) => path.endsWith('.cards');

export class FacesController {
  readonly store = new Store<FacesState>({
    view: 'editor',
    loaded: false,
    preview: { kind: 'none', reason: 'loading' },
    gallery: { folder: null, faces: null, loading: false },
    art: {},
    task: null,
    notice: null,
    paper: 'a4',
  });

  private root: string | null = null;
  private snapshot: WorkspaceSnapshot | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private galleryTimer: ReturnType<typeof setTimeout> | null = null;
  private previewSeq = 0;
  private gallerySeq = 0;
  /** The set's cards changed (or another set was chosen) since the gallery last asked. */
  private galleryStale = true;
  private readonly artLoading = new Set<string>();
  /** The last face each card had, by path and name, for a card being edited into shape. */
  private readonly lastGood = new Map<string, CardFace>();
  private readonly cleanups: (() => void)[] = [];
  private abort: AbortController | null = null;

  constructor(
    readonly studio: StudioView,
    readonly host: HostApi,
    private readonly source: FaceSource,
  ) {}

  get state(): FacesState {
    return this.store.get();
  }

  private patch(change: Partial<FacesState>): void {
    this.store.update((state) => ({ ...state, ...change }));
  }

  start(): () => void {
    let last = this.studio.store.get();
    this.cleanups.push(
      this.studio.store.subscribe(() => {
        const next = this.studio.store.get();
        const before = last;
        last = next;
        this.onStudio(before, next);
      }),
      this.host.onWorkspaceChanged((payload) => this.onDisk(payload.paths)),
      this.source.onDidChange((paths) => this.onCards(paths)),
    );
    this.onStudio(null, last);
    // Typing reaches the worker through the editor's adapters; the faces follow it.
    void this.studio.buffers().then(
      (buffers) => {
        this.cleanups.push(
          buffers.onDidChange((path) => {
            if (!isCardFile(path)) return;
            if (path === this.studio.store.get().files.active) this.schedulePreview();
            this.scheduleGallery();
          }),
        );
      },
      () => undefined,
    );
    return () => this.dispose();
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const timer of [this.previewTimer, this.galleryTimer]) if (timer) clearTimeout(timer);
    this.abort?.abort();
  }

  // ---- Following the studio and the worker ---------------------------------------------------

  private onStudio(before: StudioState | null, state: StudioState): void {
    const workspace = state.workspace;
    this.snapshot = workspace;
    if ((workspace?.root ?? null) !== this.root) {
      // Another workspace: the worker says when it holds its files (onCards with null).
      this.root = workspace?.root ?? null;
      this.lastGood.clear();
      this.patch({
        loaded: false,
        art: {},
        preview: { kind: 'none', reason: workspace ? 'loading' : 'no-file' },
        gallery: { folder: null, faces: null, loading: workspace !== null },
      });
      return;
    }
    if (before?.files.active !== state.files.active || before?.cursor !== state.cursor) this.schedulePreview();
    if (before?.selectedSet !== state.selectedSet && this.state.gallery.folder === null) this.scheduleGallery();
  }

  /** The worker's copy of the workspace changed: a whole workspace (null) or some files. */
  private onCards(paths: readonly string[] | null): void {
    if (paths === null) {
      this.patch({ loaded: this.root !== null });
      this.schedulePreview(0);
      this.scheduleGallery(0);
      return;
    }
    this.schedulePreview();
    this.scheduleGallery();
  }

  /** Art changed on disk is loaded again when next shown (card files reach the worker by themselves). */
  private onDisk(paths: readonly string[]): void {
    const art = paths.filter((p) => !isCardFile(p) && p in this.state.art);
    if (art.length === 0) return;
    const kept = { ...this.state.art };
    for (const path of art) delete kept[path];
    this.patch({ art: kept });
  }

  // ---- Preview -------------------------------------------------------------------------------

  private schedulePreview(delay = PREVIEW_DELAY_MS): void {
    if (this.previewTimer) clearTimeout(this.previewTimer);
    this.previewTimer = setTimeout(() => {
      this.previewTimer = null;
      void this.refreshPreview();
    }, delay);
  }

  private async refreshPreview(): Promise<void> {
    const seq = (this.previewSeq += 1);
    if (!this.state.loaded) return;
    const state = this.studio.store.get();
    const path = state.files.active;
    if (seq !== this.previewSeq) return;
    if (!path) return this.patch({ preview: { kind: 'none', reason: 'no-file' } });
    if (!isCardFile(path)) return this.patch({ preview: { kind: 'none', reason: 'not-cards' } });
    const cursor = state.cursor ?? { line: 1, column: 1 };
    const found = await this.source.faceAt(path, { line: cursor.line - 1, character: cursor.column - 1 });
    // A newer request (another keystroke, another cursor move) answers instead.
    if (seq !== this.previewSeq) return;
    if (!found) return this.patch({ preview: { kind: 'none', reason: 'off-card' } });
    const shown = this.state.preview;
    if (found.status === 'card') {
      // Most keystrokes leave the card's face as it was: the preview is not drawn again.
      const face = shown.kind === 'card' && sameJson(shown.face, found.face) ? shown.face : found.face;
      this.lastGood.set(`${path}\u0000${face.name}`, face);
      if (face !== found.face) return;
      this.patch({ preview: { kind: 'card', face } });
      return;
    }
    const remembered = this.lastGood.get(`${path}\u0000${found.card.name}`) ?? (shown.kind === 'card' ? shown.face : shown.kind === 'broken' ? shown.last : null);
    const last = remembered && remembered.path === path ? remembered : null;
    if (shown.kind === 'broken' && shown.last === last && sameJson(shown.card, found.card)) return;
    this.patch({ preview: { kind: 'broken', card: found.card, last } });
  }

  // ---- Gallery -------------------------------------------------------------------------------

  setView(view: FacesState['view']): void {
    if (view === this.state.view) return;
    this.patch({ view });
    if (view === 'gallery' && this.galleryStale) this.scheduleGallery(0);
  }

  /** The set the gallery shows: chosen there, else the set selected in the sidebar. */
  galleryFolder(): string | null {
    const workspace = this.studio.store.get().workspace;
    const chosen = this.state.gallery.folder;
    if (chosen && workspace?.sets.some((s) => s.path === chosen)) return chosen;
    return this.studio.store.get().selectedSet ?? workspace?.sets[0]?.path ?? null;
  }

  chooseGallerySet(folder: string): void {
    this.patch({ gallery: { folder, faces: this.state.gallery.faces?.folder === folder ? this.state.gallery.faces : null, loading: true } });
    this.scheduleGallery(0);
  }

  /**
   * Asks for the gallery again after `delay`, while it is shown. Hidden, it is only marked
   * stale: every face of a 1,000-card set is worker time and a large message, and the editor's
   * markers wait behind it. Showing the gallery asks at once (setView).
   */
  private scheduleGallery(delay = GALLERY_DELAY_MS): void {
    if (this.state.view !== 'gallery') {
      this.galleryStale = true;
      return;
    }
    if (this.galleryTimer) clearTimeout(this.galleryTimer);
    this.galleryTimer = setTimeout(() => {
      this.galleryTimer = null;
      void this.refreshGallery();
    }, delay);
  }

  private async refreshGallery(): Promise<void> {
    const seq = (this.gallerySeq += 1);
    if (!this.state.loaded) return;
    this.galleryStale = false;
    const folder = this.galleryFolder();
    if (!folder) return this.patch({ gallery: { folder: this.state.gallery.folder, faces: null, loading: false } });
    const faces = await this.source.setFaces(folder);
    if (seq !== this.gallerySeq) return;
    this.patch({ gallery: { folder: this.state.gallery.folder, faces: faces ?? emptySet(folder), loading: false } });
  }

  // ---- Art -----------------------------------------------------------------------------------

  /** The art file of a card, if the workspace has one (art/<slug>.png, .jpg, .jpeg or .webp). */
  artPath(face: CardFace): string | null {
    return this.snapshot ? artFileOf(this.snapshot, face) : null;
  }

  /** The card's art as a data URL once loaded (loading starts on the first ask); null if it has none. */
  art(face: CardFace): string | null {
    const path = this.artPath(face);
    if (!path) return null;
    const known = this.state.art[path];
    if (known) return known;
    void this.loadArt(path);
    return null;
  }

  async loadArt(path: string): Promise<string | null> {
    const known = this.state.art[path];
    if (known) return known;
    if (this.artLoading.has(path)) return null;
    this.artLoading.add(path);
    try {
      const result = await this.host.readImage({ path });
      if (!result.ok) return null;
      const url = `data:${result.value.mime};base64,${result.value.data}`;
      this.patch({ art: { ...this.state.art, [path]: url } });
      return url;
    } finally {
      this.artLoading.delete(path);
    }
  }

  // ---- Exports -------------------------------------------------------------------------------

  setPaper(paper: Paper): void {
    this.patch({ paper });
  }

  dismissNotice(): void {
    this.patch({ notice: null });
  }

  /** Runs a long task with progress and a cancel; one at a time. */
  async runTask(label: string, work: (progress: (done: number, total: number, label?: string) => void, signal: AbortSignal) => Promise<string>): Promise<void> {
    if (this.state.task) return;
    const abort = new AbortController();
    this.abort = abort;
    this.patch({ task: { label, done: 0, total: 0 }, notice: null });
    try {
      const message = await work((done, total, now) => this.patch({ task: { label: now ?? label, done, total } }), abort.signal);
      this.patch({ notice: { kind: 'info', text: message } });
    } catch (error) {
      const text = abort.signal.aborted ? `${label}: cancelled; nothing was written` : `${label} failed: ${error instanceof Error ? error.message : String(error)}`;
      this.patch({ notice: { kind: abort.signal.aborted ? 'info' : 'error', text } });
    } finally {
      this.abort = null;
      this.patch({ task: null });
    }
  }

  cancelTask(): void {
    this.abort?.abort();
  }

  /** The workspace's folder on disk, to say where an export went. */
  where(path: string): string {
    const root = this.root ?? '';
    return root ? `${root.replace(/[\\/]+$/, '')}/${path}` : path;
  }
}

/** Plain data from the worker, compared as it was sent. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function emptySet(folder: string): SetFaces {
  return { game: '', set: '', setName: '', folder, cards: [], broken: [] };
}
