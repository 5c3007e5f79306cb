// The card faces' side of the studio: keeps the faces worker's copy of the workspace's card
// files in step with the studio (files on disk, text being typed), asks it for the card under
// the cursor (the preview) and for every card of a set (the gallery), loads art, and runs
// exports with their progress. Components read its store; it never touches the DOM itself.
import type { HostApi, WorkspaceSnapshot } from '../../../electron/shared/contract';
import type { BrokenCard, CardFace, SetFaces } from '../../../card-dsl/service/faces';
import type { Buffers, StudioState } from '../app/types';
import { describeHostError } from '../host/errors';
import { Store } from '../state/store';
import type { FaceFile, FaceSet, FaceSource } from './api';
import { artFileOf } from './art';

export type PreviewState =
  | { kind: 'none'; reason: 'no-file' | 'not-cards' | 'off-card' | 'loading' }
  | { kind: 'card'; face: CardFace }
  /** The card does not compile; `last` is how it looked when it last did. */
  | { kind: 'broken'; card: BrokenCard; last: CardFace | null };

export type FaceTask = { label: string; done: number; total: number };
export type FaceNotice = { kind: 'info' | 'error'; text: string };
export type Paper = 'a4' | 'letter';

export type FacesState = {
  view: 'editor' | 'gallery';
  /** The worker holds the workspace's card files. */
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

/** Typing is sent to the worker this long after the last keystroke. */
const UPDATE_DELAY_MS = 90;
const PREVIEW_DELAY_MS = 40;
const GALLERY_DELAY_MS = 250;
const READ_CONCURRENCY = 8;

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
  /** The text the worker holds, by path. */
  private readonly pushed = new Map<string, string>();
  private openPaths = new Set<string>();
  private readonly dirtyPaths = new Set<string>();
  private loading: Promise<void> = Promise.resolve();
  private updateTimer: ReturnType<typeof setTimeout> | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private galleryTimer: ReturnType<typeof setTimeout> | null = null;
  private previewSeq = 0;
  private gallerySeq = 0;
  private readonly artLoading = new Set<string>();
  /** The last face each card had, by path and name, for a card being edited into shape. */
  private readonly lastGood = new Map<string, CardFace>();
  private readonly cleanups: (() => void)[] = [];
  private abort: AbortController | null = null;
  private buffers: Buffers | null = null;

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
      this.host.onWorkspaceChanged((payload) => void this.onDisk(payload.paths)),
    );
    this.onStudio(null, last);
    void this.studio.buffers().then(
      (buffers) => {
        this.buffers = buffers;
        this.cleanups.push(
          buffers.onDidChange((path) => {
            if (!isCardFile(path)) return;
            this.dirtyPaths.add(path);
            this.scheduleUpdate();
          }),
        );
      },
      () => undefined,
    );
    return () => this.dispose();
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const timer of [this.updateTimer, this.previewTimer, this.galleryTimer]) if (timer) clearTimeout(timer);
    this.abort?.abort();
  }

  // ---- Keeping the worker in step ----------------------------------------------------------

  private onStudio(before: StudioState | null, state: StudioState): void {
    const workspace = state.workspace;
    if ((workspace?.root ?? null) !== this.root) {
      this.root = workspace?.root ?? null;
      this.snapshot = workspace;
      this.loading = this.reload(workspace);
      return;
    }
    if (workspace && workspace !== this.snapshot) {
      const previous = this.snapshot;
      this.snapshot = workspace;
      this.loading = this.loading.then(() => this.onTree(previous, workspace));
    }
    // Files opened (their text may differ from the disk's: a restored backup), reloaded or closed.
    if (before?.files !== state.files) {
      const open = new Set<string>();
      for (const file of state.files.files) {
        if (!isCardFile(file.path)) continue;
        open.add(file.path);
        const text = this.buffers?.text(file.path);
        if (text !== null && text !== undefined && this.pushed.get(file.path) !== text) {
          this.dirtyPaths.add(file.path);
          this.scheduleUpdate();
        }
      }
      for (const path of this.openPaths) if (!open.has(path)) void this.reread([path]);
      this.openPaths = open;
    }
    if (before?.files.active !== state.files.active || before?.cursor !== state.cursor) this.schedulePreview();
    if (before?.selectedSet !== state.selectedSet && this.state.gallery.folder === null) this.scheduleGallery();
  }

  private async reload(workspace: WorkspaceSnapshot | null): Promise<void> {
    this.pushed.clear();
    this.lastGood.clear();
    this.patch({ loaded: false, art: {}, gallery: { folder: this.state.gallery.folder, faces: null, loading: workspace !== null } });
    if (!workspace) {
      await this.source.load([], []);
      this.patch({ preview: { kind: 'none', reason: 'no-file' }, gallery: { folder: null, faces: null, loading: false } });
      return;
    }
    const root = workspace.root;
    const paths = workspace.sets.flatMap((set) => set.files.map((f) => f.path).filter(isCardFile));
    const files = await this.readAll(paths);
    if (this.root !== root) return;
    // The editor's text wins over the disk's for files being edited.
    const loaded: FaceFile[] = files.map((f) => ({ path: f.path, text: this.buffers?.text(f.path) ?? f.text }));
    await this.source.load(setsOf(workspace), loaded);
    for (const file of loaded) this.pushed.set(file.path, file.text);
    this.patch({ loaded: true });
    this.schedulePreview(0);
    this.scheduleGallery(0);
  }

  private async onTree(previous: WorkspaceSnapshot | null, next: WorkspaceSnapshot): Promise<void> {
    const key = (w: WorkspaceSnapshot | null) => JSON.stringify(w ? setsOf(w) : []);
    if (key(previous) !== key(next)) {
      await this.reload(next);
      return;
    }
    const before = new Set(previous?.sets.flatMap((s) => s.files.map((f) => f.path)) ?? []);
    const now = next.sets.flatMap((s) => s.files.map((f) => f.path));
    const added = now.filter((p) => isCardFile(p) && !before.has(p) && !this.pushed.has(p));
    const gone = [...this.pushed.keys()].filter((p) => !now.includes(p) && !this.openPaths.has(p));
    for (const path of gone) {
      this.pushed.delete(path);
      await this.source.update(path, null);
    }
    if (added.length > 0) await this.reread(added);
    else if (gone.length > 0) this.scheduleGallery();
  }

  private async onDisk(paths: readonly string[]): Promise<void> {
    const art = paths.filter((p) => !isCardFile(p) && p in this.state.art);
    if (art.length > 0) {
      const kept = { ...this.state.art };
      for (const path of art) delete kept[path];
      this.patch({ art: kept });
    }
    const cards = paths.filter((p) => isCardFile(p) && !this.openPaths.has(p));
    if (cards.length > 0) await this.reread(cards);
  }

  /** Reads files from disk into the worker (a file gone from disk leaves it). */
  private async reread(paths: readonly string[]): Promise<void> {
    const root = this.root;
    await this.loading;
    const files = await this.readAll(paths, true);
    if (this.root !== root) return;
    const read = new Set(files.map((f) => f.path));
    for (const file of files) {
      if (this.openPaths.has(file.path)) continue;
      this.pushed.set(file.path, file.text);
      await this.source.update(file.path, file.text);
    }
    for (const path of paths) {
      if (read.has(path) || this.openPaths.has(path)) continue;
      this.pushed.delete(path);
      await this.source.update(path, null);
    }
    this.schedulePreview();
    this.scheduleGallery();
  }

  private async readAll(paths: readonly string[], quiet = false): Promise<FaceFile[]> {
    const out: FaceFile[] = [];
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const result = await this.host.readFile({ path });
        if (result.ok) out.push({ path, text: result.value.content });
        else if (!quiet && result.error.code !== 'not-found') this.patch({ notice: { kind: 'error', text: `Card faces: could not read ${path}: ${describeHostError(result.error)}` } });
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, paths.length) }, worker));
    return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  private scheduleUpdate(): void {
    if (this.updateTimer) clearTimeout(this.updateTimer);
    this.updateTimer = setTimeout(() => {
      this.updateTimer = null;
      void this.flushUpdates().then(() => {
        this.schedulePreview(0);
        this.scheduleGallery();
      });
    }, UPDATE_DELAY_MS);
  }

  /** Sends the typed text to the worker now. */
  private async flushUpdates(): Promise<void> {
    await this.loading;
    if (this.updateTimer) {
      clearTimeout(this.updateTimer);
      this.updateTimer = null;
    }
    const sends: Promise<void>[] = [];
    for (const path of this.dirtyPaths) {
      const text = this.buffers?.text(path);
      if (text === null || text === undefined || this.pushed.get(path) === text) continue;
      this.pushed.set(path, text);
      sends.push(this.source.update(path, text));
    }
    this.dirtyPaths.clear();
    await Promise.all(sends);
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
    await this.loading;
    if (this.dirtyPaths.size > 0) await this.flushUpdates();
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
    if (found.status === 'card') {
      this.lastGood.set(`${path}\u0000${found.face.name}`, found.face);
      this.patch({ preview: { kind: 'card', face: found.face } });
      return;
    }
    const last = this.lastGood.get(`${path}\u0000${found.card.name}`) ?? (this.state.preview.kind === 'card' ? this.state.preview.face : this.state.preview.kind === 'broken' ? this.state.preview.last : null);
    this.patch({ preview: { kind: 'broken', card: found.card, last: last && last.path === path ? last : null } });
  }

  // ---- Gallery -------------------------------------------------------------------------------

  setView(view: FacesState['view']): void {
    if (view === this.state.view) return;
    this.patch({ view });
    if (view === 'gallery') this.scheduleGallery(0);
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

  private scheduleGallery(delay = GALLERY_DELAY_MS): void {
    if (this.galleryTimer) clearTimeout(this.galleryTimer);
    this.galleryTimer = setTimeout(() => {
      this.galleryTimer = null;
      void this.refreshGallery();
    }, delay);
  }

  private async refreshGallery(): Promise<void> {
    const seq = (this.gallerySeq += 1);
    await this.loading;
    if (this.dirtyPaths.size > 0) await this.flushUpdates();
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

function setsOf(workspace: WorkspaceSnapshot): FaceSet[] {
  return workspace.sets.map((set) => ({ folder: set.path, manifest: { game: set.game, set: set.set, name: set.name } }));
}

function emptySet(folder: string): SetFaces {
  return { game: '', set: '', setName: '', folder, cards: [], broken: [] };
}
