// The page's side of the language worker: starts it, keeps it told of the workspace (its
// sets and every `.cards` file, read through the host) and keeps the problems of every set.
// Open buffers are synchronised by the editor adapters (documents.ts), which know Monaco.
import type { Remote } from 'comlink';
import type { HostApi, WorkspaceSnapshot } from '../../../electron/shared/contract';
import type { Store } from '../state/store';
import type { CardLanguage, FileSource, SetSource } from './api';
import { ProblemsStore } from './problems';

export type LanguageWorker = Remote<CardLanguage>;

/** What the client reads of the studio: its workspace, as it changes. */
export type WorkspaceSource = Store<{ workspace: WorkspaceSnapshot | null }>;

export type LanguageClientDeps = {
  host: Pick<HostApi, 'readFile' | 'onWorkspaceChanged'>;
  workspace: WorkspaceSource;
  /** Starts the worker (tests run the same API in the page). */
  startWorker: () => LanguageWorker;
  /**
   * When to start: the worker's start-up (loading and parsing its code, reading and checking
   * the workspace) waits for this, so that it does not compete with the editor's own.
   */
  startSignal?: Promise<void>;
};

/** Files read at once when a workspace opens. */
const READ_CONCURRENCY = 6;

export const isCardsFile = (path: string) => path.endsWith('.cards');

export class LanguageClient {
  readonly problems = new ProblemsStore();
  private readonly startWorker: () => LanguageWorker;
  private started: LanguageWorker | null = null;
  private readonly startSignal: Promise<void>;
  private readonly host: LanguageClientDeps['host'];
  private readonly source: WorkspaceSource;
  private root: string | null = null;
  private snapshot: WorkspaceSnapshot | null = null;
  /** Bumped when another workspace opens: reads of the previous one are dropped. */
  private generation = 0;
  private problemsRun: Promise<void> | null = null;
  private problemsAgain = false;
  private readonly cleanups: (() => void)[] = [];
  /** Resolves once the first workspace's files are in the worker. */
  private loaded: Promise<void> = Promise.resolve();
  private readonly changeListeners = new Set<(paths: readonly string[] | null) => void>();

  constructor(deps: LanguageClientDeps) {
    this.host = deps.host;
    this.source = deps.workspace;
    this.startWorker = deps.startWorker;
    this.startSignal = deps.startSignal ?? Promise.resolve();
  }

  /** The worker, started on first use. */
  get worker(): LanguageWorker {
    this.started ??= this.startWorker();
    return this.started;
  }

  /** Follows the workspace from the start signal on. */
  start(): void {
    let disposed = false;
    this.cleanups.push(() => (disposed = true));
    const started: Promise<void> = this.startSignal.then(() => {
      if (disposed) return;
      this.cleanups.push(
        this.source.subscribe(() => this.onWorkspace(this.source.get().workspace)),
        this.host.onWorkspaceChanged((payload) => void this.onDiskChanged(payload.paths)),
      );
      this.onWorkspace(this.source.get().workspace);
      // When there was nothing to load, `loaded` is still this very promise: waiting on it
      // would be a promise resolved with itself.
      return this.loaded === started ? undefined : this.loaded;
    });
    this.loaded = started;
  }

  /** Resolves once the client has started (the editor adapters wait for it too). */
  whenStarted(): Promise<void> {
    return this.startSignal;
  }

  /** Resolves when the open workspace's files have reached the worker. */
  whenLoaded(): Promise<void> {
    return this.loaded;
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /**
   * Calls `listener` once the worker's copy of the workspace has changed: another workspace
   * (null), or files added, removed or changed on disk (their paths). Typing in an open buffer
   * reaches the worker through the editor adapters and is not reported here.
   */
  onDidChange(listener: (paths: readonly string[] | null) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(paths: readonly string[] | null): void {
    for (const listener of [...this.changeListeners]) listener(paths);
  }

  // ---- The workspace ----

  private onWorkspace(snapshot: WorkspaceSnapshot | null): void {
    if (snapshot === this.snapshot) return;
    const previous = this.snapshot;
    this.snapshot = snapshot;
    if (!snapshot) {
      this.root = null;
      this.generation += 1;
      this.problems.clear();
      this.loaded = Promise.resolve(this.worker.loadWorkspace([], [])).then(() => this.changed(null));
      return;
    }
    if (snapshot.root !== this.root || !previous) {
      this.root = snapshot.root;
      this.loaded = this.loadAll(snapshot);
      return;
    }
    void this.applyListing(previous, snapshot);
  }

  private async loadAll(snapshot: WorkspaceSnapshot): Promise<void> {
    const generation = (this.generation += 1);
    this.problems.clear();
    const files = await this.readAll(cardsPaths(snapshot));
    if (generation !== this.generation) return;
    await this.worker.loadWorkspace(setSources(snapshot), files);
    this.changed(null);
    this.refreshProblems();
  }

  /** The listing changed (a file or set added or removed): tell the worker the difference. */
  private async applyListing(before: WorkspaceSnapshot, after: WorkspaceSnapshot): Promise<void> {
    const generation = this.generation;
    const touched: string[] = [];
    const beforeSets = new Map(setSources(before).map((s) => [s.folder, JSON.stringify(s.manifest)]));
    for (const set of setSources(after)) {
      if (beforeSets.get(set.folder) === JSON.stringify(set.manifest)) continue;
      await this.worker.setManifest(set.folder, set.manifest);
      touched.push(set.folder);
    }
    const afterFolders = new Set(after.sets.map((s) => s.path));
    for (const folder of beforeSets.keys()) {
      if (afterFolders.has(folder)) continue;
      await this.worker.setManifest(folder, null);
      touched.push(folder);
    }
    const had = new Set(cardsPaths(before));
    const has = new Set(cardsPaths(after));
    for (const path of had) {
      if (has.has(path)) continue;
      await this.worker.setDiskText(path, null);
      touched.push(path);
    }
    const added = await this.readAll([...has].filter((path) => !had.has(path)));
    if (generation !== this.generation) return;
    for (const file of added) {
      await this.worker.setDiskText(file.path, file.text);
      touched.push(file.path);
    }
    if (touched.length > 0) this.changed(touched);
    this.refreshProblems();
  }

  /** Files changed on disk (by another program, or saved by the studio). */
  private async onDiskChanged(paths: readonly string[]): Promise<void> {
    const generation = this.generation;
    const changed = paths.filter(isCardsFile);
    if (changed.length === 0 || !this.snapshot) return;
    for (const path of changed) {
      const result = await this.host.readFile({ path });
      if (generation !== this.generation) return;
      if (result.ok) await this.worker.setDiskText(path, result.value.content);
      else if (result.error.code === 'not-found') await this.worker.setDiskText(path, null);
    }
    this.changed(changed);
    this.refreshProblems();
  }

  private async readAll(paths: readonly string[]): Promise<FileSource[]> {
    const out: FileSource[] = [];
    let next = 0;
    const reader = async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const result = await this.host.readFile({ path });
        if (result.ok) out.push({ path, text: result.value.content });
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, paths.length) }, reader));
    return out;
  }

  // ---- Problems ----

  /** Asks the worker for the sets whose problems changed; calls made while one runs are merged into one more. */
  refreshProblems(): Promise<void> {
    if (this.problemsRun) {
      this.problemsAgain = true;
      return this.problemsRun;
    }
    this.problemsRun = (async () => {
      do {
        this.problemsAgain = false;
        const generation = this.generation;
        const update = await this.worker.problems(this.problems.known());
        if (generation === this.generation) this.problems.apply(update);
      } while (this.problemsAgain);
    })()
      .catch(() => undefined)
      .finally(() => {
        this.problemsRun = null;
      });
    return this.problemsRun;
  }

  /** The workspace's sets as the worker takes them. */
  sets(): SetSource[] {
    return this.snapshot ? setSources(this.snapshot) : [];
  }

  /** The scenario files of the set holding `path` (for renaming a card in them too). */
  scenarioPaths(path: string): string[] {
    const set = this.snapshot?.sets.find((s) => path.startsWith(`${s.path}/`));
    return set ? set.files.map((f) => f.path).filter((p) => p.endsWith('.scenario.yaml')) : [];
  }
}

function cardsPaths(snapshot: WorkspaceSnapshot): string[] {
  return snapshot.sets.flatMap((set) => set.files.map((f) => f.path).filter(isCardsFile));
}

function setSources(snapshot: WorkspaceSnapshot): SetSource[] {
  return snapshot.sets.map((set) => ({ folder: set.path, manifest: { game: set.game, set: set.set, name: set.name } }));
}
