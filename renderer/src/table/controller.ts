// The sandbox table's side of the page: starts the engine worker when the table is first needed,
// keeps the table's snapshot and log for the components, sends the user's actions one at a time,
// paces the bots, and hands the workspace's compiled sets to the engine (hot reload). It never
// touches the DOM; components read its store and call its methods.
import { SAVED_FILES } from '../../../electron/shared/saved-files';
import type { Remote } from 'comlink';
import type { CardFace } from '../../../card-dsl/service/faces';
import type { TableLayout } from '../../../engine/defs/table-layout';
import type { DialogSpec, StudioState } from '../app/types';
import { deckListings, type DeckListing } from '../decks/controller';
import { shareSnapshot } from './share';
import { Store } from '../state/store';
import type { TableSetsUpdate } from '../language/table-sets';
import type { Action, Answer, CardDetail, CardRef, Catalog, DeckPick, DeckReport, DeckText, SimulationSource, GodMenu, HiddenInfo, LogEntry, TableConfig, TableSnapshot, TableStart as StartedTable, WorkspaceSet } from './model';
import type { TableEngine } from './engine/table-engine';
import { FILE_FIELD, FOLDER_FIELD, FROM_FIELD, NAME_FIELD, PATH_FIELD, REPLAYS_FOLDER, TABLES_FOLDER, fileSlug, loadQuestion, openReplayQuestion, recordQuestion, replayQuestion, saveQuestion, scenarioQuestion, writeNew, type Ask, type FileHost } from './table-files';

/**
 * The engine worker's methods as the page calls them: each answers a promise of what the method
 * returns (Comlink's own type makes a union of promises of a method returning a union).
 */
export type EngineApi = {
  [K in keyof TableEngine as TableEngine[K] extends (...args: never[]) => unknown ? K : never]: TableEngine[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export type BotSpeed = 'slow' | 'normal' | 'fast' | 'full';

/** How long a bot waits before each action at each speed; `full` plays as fast as the page paints. */
export const BOT_DELAY_MS: Record<BotSpeed, number> = { slow: 900, normal: 350, fast: 80, full: 0 };

export type TableMessage = { kind: 'info' | 'error'; text: string };

export type TableState = {
  /** The engine worker has been started. */
  started: boolean;
  catalog: Catalog | null;
  /** The workspace's sets changed and are being compiled again: the catalog is not yet up to date. */
  setsCompiling: boolean;
  /** The table being played, with what drawing it needs. */
  layout: TableLayout | null;
  faces: Readonly<Record<string, CardFace>>;
  config: TableConfig | null;
  snapshot: TableSnapshot | null;
  /** The current line's log: [0] the setup, [i + 1] the action at index i. */
  log: readonly LogEntry[];
  bots: { playing: boolean; speed: BotSpeed };
  /** The New table dialog, open or not, with a problem to show in it. */
  dialog: { open: boolean; problem: string | null; starting: boolean };
  message: TableMessage | null;
  /** Where the table was last saved or loaded from, with the file's version. */
  saved: { path: string; version: string } | null;
  /** The point of the line a recorded scenario starts from (null: the setup). */
  recordFrom: number | null;
  /** God mode: the god tools are offered on every card and seat, and the table is marked. */
  god: { on: boolean; menu: GodMenu | null; putZone: string | null };
};

/** What the table needs of the language worker: the workspace's sets compiled for play. */
export type TableLanguage = {
  tableSets(known: Record<string, number>): Promise<TableSetsUpdate>;
  /** Calls `listener` when the worker's copy of the workspace changed (another workspace: null). */
  onDidChange(listener: (paths: readonly string[] | null) => void): () => void;
};

export type TableDeps = {
  startEngine: () => Remote<TableEngine> | EngineApi;
  language: TableLanguage;
  studio: Store<StudioState>;
  /** Files of the workspace (saved tables, recorded scenarios) and questions to the user. */
  host: FileHost;
  ask: Ask;
  /** Subscribes to typing in the editor's buffers (path changed). */
  onBufferChange?: (listener: (path: string) => void) => () => void;
  /** Runs `work` after `ms`; returns a cancel function. */
  schedule?: (work: () => void, ms: number) => () => void;
  /** Resolves once the page has painted what was last rendered. */
  afterPaint?: () => Promise<void>;
};

/** Sets are compiled again this long after the last keystroke, for hot reload and the dialog. */
const RECOMPILE_DELAY_MS = 300;

export function randomSeed(): string {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return String(words[0]! % 1_000_000);
}

export class TableController {
  readonly store = new Store<TableState>({
    started: false,
    catalog: null,
    setsCompiling: false,
    layout: null,
    faces: {},
    config: null,
    snapshot: null,
    log: [],
    bots: { playing: true, speed: 'normal' },
    dialog: { open: false, problem: null, starting: false },
    message: null,
    god: { on: false, menu: null, putZone: null },
    saved: null,
    recordFrom: null,
  });

  private engine: EngineApi | null = null;
  /** Requests to the engine go one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly schedule: (work: () => void, ms: number) => () => void;
  private readonly afterPaint: () => Promise<void>;
  private botTimer: (() => void) | null = null;
  private botRunning = false;
  private recompileTimer: (() => void) | null = null;
  /** Refreshes of the workspace's sets asked for and not yet answered. */
  private refreshing = 0;
  private knownSets: Record<string, number> = {};
  private workspaceSets = new Map<string, WorkspaceSet>();
  private readonly cleanups: (() => void)[] = [];
  private lastUndoSource: { source: string; at: number } | null = null;

  constructor(private readonly deps: TableDeps) {
    this.schedule =
      deps.schedule ??
      ((work, ms) => {
        const timer = setTimeout(work, ms);
        return () => clearTimeout(timer);
      });
    this.afterPaint = deps.afterPaint ?? (() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }

  get state(): TableState {
    return this.store.get();
  }

  private patch(change: Partial<TableState>): void {
    this.store.update((state) => ({ ...state, ...change }));
  }

  start(): void {
    let root = this.deps.studio.get().workspace?.root ?? null;
    this.cleanups.push(
      this.deps.language.onDidChange(() => this.scheduleRecompile()),
      this.deps.studio.subscribe(() => {
        const now = this.deps.studio.get().workspace?.root ?? null;
        if (now === root) return;
        root = now;
        this.knownSets = {};
        this.workspaceSets.clear();
        this.scheduleRecompile();
      }),
    );
    if (this.deps.onBufferChange) this.cleanups.push(this.deps.onBufferChange((path) => path.endsWith('.cards') && this.scheduleRecompile()));
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.botTimer?.();
    this.recompileTimer?.();
  }

  /** The engine worker, started on first use; the catalog is asked for at once. */
  private ensureEngine(): EngineApi {
    if (!this.engine) {
      this.engine = this.deps.startEngine() as EngineApi;
      this.patch({ started: true });
      void this.refreshSets();
    }
    return this.engine;
  }

  private run<T>(work: (engine: EngineApi) => Promise<T>): Promise<T> {
    const engine = this.ensureEngine();
    const next = this.queue.then(async () => {
      const started = performance.now();
      const answer = await work(engine);
      this.lastRoundTripMs = performance.now() - started;
      return answer;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** How long the last request to the worker took, from sending it to its answer (the benchmark reads it). */
  lastRoundTripMs = 0;

  // ---- The workspace's sets ------------------------------------------------------------------

  private scheduleRecompile(): void {
    if (!this.engine) return; // nothing to tell an engine that has not started
    this.recompileTimer?.();
    this.recompileTimer = this.schedule(() => {
      this.recompileTimer = null;
      void this.refreshSets();
    }, RECOMPILE_DELAY_MS);
    this.noteCompiling();
  }

  /** Marks the sets as compiling while a recompile waits or runs, so nothing starts on stale sets. */
  private noteCompiling(): void {
    const compiling = this.recompileTimer !== null || this.refreshing > 0;
    if (compiling !== this.state.setsCompiling) this.patch({ setsCompiling: compiling });
  }

  /** Asks the language worker for the sets that changed and hands them to the engine. */
  async refreshSets(): Promise<void> {
    this.refreshing += 1;
    this.noteCompiling();
    try {
      await this.refreshSetsNow();
    } finally {
      this.refreshing -= 1;
      this.noteCompiling();
    }
  }

  private async refreshSetsNow(): Promise<void> {
    let update: TableSetsUpdate;
    try {
      update = this.deps.studio.get().workspace ? await this.deps.language.tableSets(this.knownSets) : { sets: [], removed: Object.keys(this.knownSets) };
    } catch {
      update = { sets: [], removed: [] };
    }
    for (const folder of update.removed) {
      delete this.knownSets[folder];
      this.workspaceSets.delete(folder);
    }
    for (const set of update.sets) {
      this.knownSets[set.folder] = set.version;
      const { version: _version, ...rest } = set;
      this.workspaceSets.set(set.folder, rest);
    }
    const changed = update.sets.length > 0 || update.removed.length > 0 || this.state.catalog === null;
    if (!changed) return;
    const answer = await this.run((engine) => engine.setWorkspaceSets([...this.workspaceSets.values()]));
    this.patch({ catalog: answer.catalog });
    // The running table plays on with the new definitions.
    if (answer.snapshot) {
      this.show({ ok: true, value: answer.snapshot });
      this.afterSnapshot();
    }
  }

  // ---- For the simulation ------------------------------------------------------------------

  /** Starts the engine (and so the catalog of sets) if it has not started: the simulation's form needs the catalog. */
  prepareCatalog(): void {
    this.ensureEngine();
  }

  /** The definitions of the chosen sets and what the chosen decks deal, from the table's catalog (see TableEngine.simulationSource). */
  async simulationSource(game: string, setIds: readonly string[], players: number, decks: Readonly<Record<string, DeckPick>>): Promise<Answer<SimulationSource>> {
    const texts = await this.deckTexts({ ...decks });
    if (typeof texts === 'string') return { ok: false, message: texts };
    return this.run((engine) => engine.simulationSource(game, [...setIds], players, texts, { ...decks }));
  }

  // ---- New table -----------------------------------------------------------------------------

  openDialog(): void {
    this.ensureEngine();
    this.patch({ dialog: { open: true, problem: null, starting: false } });
  }

  closeDialog(): void {
    this.patch({ dialog: { open: false, problem: null, starting: false } });
  }

  /** The workspace's saved decks of a game, by name (the New table dialog offers them). */
  workspaceDecks(game: string): DeckListing[] {
    return deckListings(this.deps.studio.get().workspace).filter((d) => d.game === game);
  }

  /** Reads the decks a config names from the workspace; a deck that cannot be read is a sentence. */
  private async deckTexts(decks: TableConfig['decks']): Promise<DeckText[] | string> {
    const out: DeckText[] = [];
    for (const [place, pick] of Object.entries(decks ?? {})) {
      const read = await this.deps.host.readFile({ path: pick.path });
      if (!read.ok) return read.error.code === 'not-found' ? `There is no deck ${pick.path} in the workspace any more` : read.error.message;
      out.push({ place, path: pick.path, text: read.value.content });
    }
    return out;
  }

  /** Checks the decks a dialog's config names against the game's construction rules, for the dialog to show. */
  async checkDecks(game: string, players: number, decks: TableConfig['decks']): Promise<DeckReport[] | string> {
    const texts = await this.deckTexts(decks);
    if (typeof texts === 'string') return texts;
    if (texts.length === 0) return [];
    const checked = await this.run((engine) => engine.checkDecks(game, players, texts));
    return checked.ok ? checked.value : checked.message;
  }

  /** Starts a table as `config` says; `rematch`: a new game of the table shown (TableEngine.rematch keeps a replay's own cards). */
  async startTable(config: TableConfig, how: 'new' | 'rematch' = 'new'): Promise<boolean> {
    this.stopBots();
    this.patch({ dialog: { ...this.state.dialog, starting: true, problem: null } });
    const decks = await this.deckTexts(config.decks);
    if (typeof decks === 'string') {
      this.patch({ dialog: { open: true, starting: false, problem: decks } });
      return false;
    }
    const started = await this.run((engine) => (how === 'rematch' ? engine.rematch(config, decks) : engine.start(config, decks)));
    if (!started.ok) {
      this.patch({ dialog: { open: true, starting: false, problem: started.message } });
      return false;
    }
    const { snapshot, layout, faces } = started.value;
    this.store.update((state) => ({
      ...state,
      layout,
      faces,
      config: started.value.config,
      snapshot,
      log: snapshot.log.entries,
      dialog: { open: false, problem: null, starting: false },
      message: snapshot.notice ? { kind: 'info', text: snapshot.notice } : null,
      god: { on: state.god.on, menu: null, putZone: null },
      saved: null,
      recordFrom: null,
      // A new table's bots play (at the speed chosen last).
      bots: { ...state.bots, playing: true },
    }));
    this.afterSnapshot();
    void this.refreshGodMenu();
    return true;
  }

  // ---- Saved tables and scenarios ------------------------------------------------------------

  /** Saves the table into the workspace (asking for a name the first time, or with `as`). */
  async saveTable(as: boolean): Promise<void> {
    if (!this.state.snapshot || !this.deps.studio.get().workspace) return;
    let path = as ? null : (this.state.saved?.path ?? null);
    let name = this.state.saved ? this.state.saved.path.replace(/^.*\//, '').replace(/\.table\.json$/, '') : `${this.state.snapshot.game}-${this.state.snapshot.seed}`;
    let error: string | undefined;
    for (;;) {
      if (path === null) {
        const answer = await this.deps.ask(saveQuestion(name, error));
        if (answer.button !== 'save') return;
        name = (answer.values[NAME_FIELD] ?? '').trim();
        if (name === '') {
          error = 'Give the table a name';
          continue;
        }
        path = `${TABLES_FOLDER}/${fileSlug(name)}${SAVED_FILES.table.suffix}`;
      }
      const file = await this.run((engine) => engine.saveTable());
      if (!file.ok) return this.say('error', file.message);
      const own = this.state.saved?.path === path ? this.state.saved.version : null;
      const written = await writeNew(this.deps.host, this.deps.ask, path, file.value, own, 'table');
      if (written.ok) {
        this.patch({ saved: { path: written.path, version: written.version } });
        this.say('info', `Saved the table to ${written.path}`);
        return;
      }
      if ('cancelled' in written) {
        path = null;
        continue;
      }
      if (own === null && !as && this.state.saved) return this.say('error', `The table could not be saved: ${written.message}`);
      error = `The table could not be saved: ${written.message}`;
      path = null;
    }
  }

  /** The file at `path` was deleted: if the table came from it, the table stays but Save asks for a name. */
  forgetSavedFile(path: string): void {
    if (this.state.saved?.path === path) this.patch({ saved: null });
  }

  /**
   * Loads a saved table: by its path in the workspace, or from a file chosen on disk. With `path`
   * (the explorer's), that workspace file is loaded at once; the question is asked only if it
   * cannot be, with why and the path filled in.
   */
  async loadTable(path?: string): Promise<void> {
    await this.openFile({
      path,
      start: this.state.saved?.path ?? `${TABLES_FOLDER}/`,
      question: loadQuestion,
      button: 'load',
      what: 'a table file',
      open: (engine, text) => engine.loadTable(text),
      opened: (loaded, chosen) => {
        this.showStarted(loaded);
        const { position, length, notice } = loaded.snapshot;
        // (A table that loaded with warnings keeps them in the message.)
        this.patch({ saved: chosen.version === null ? null : { path: chosen.path, version: chosen.version }, recordFrom: null, bots: { ...this.state.bots, playing: false } });
        this.say('info', `Loaded ${chosen.name}: ${position} of ${length} actions played${notice ? `. ${notice}` : ''}`);
      },
    });
  }

  /**
   * Opens a replay file at the table (TableEngine.loadReplay): by its path in the workspace
   * (`replays/` to start with), or a file chosen on disk; with `path`, as `loadTable`. A replay
   * is not a saved table: Save asks for a name. One that went astray says so as an alert.
   */
  async openReplay(path?: string): Promise<void> {
    await this.openFile({
      path,
      start: this.lastReplay ?? `${REPLAYS_FOLDER}/`,
      question: openReplayQuestion,
      button: 'open',
      what: 'a replay file',
      open: (engine, text, name) => engine.loadReplay(text, name),
      opened: (opened, chosen) => {
        if (chosen.version !== null) this.lastReplay = chosen.path;
        this.showStarted(opened);
        this.patch({ saved: null, recordFrom: null, ...(opened.astray && opened.snapshot.notice ? { message: { kind: 'error' as const, text: opened.snapshot.notice } } : {}) });
      },
    });
  }

  private lastReplay: string | null = null;

  /**
   * Opens a file at the table (a saved table, a replay): the workspace file at `path` at once
   * when given, else the question asked; a file that cannot be read or opened asks (again) with
   * why, its problems located, and the path filled in, until one opens or the user cancels.
   */
  private async openFile<T extends StartedTable>(how: {
    path: string | undefined;
    /** The path the question offers first when none is given. */
    start: string;
    question: (path: string, error?: string, problems?: { path: string; message: string }[]) => DialogSpec;
    /** The question's button that opens. */
    button: string;
    /** The file, in "Name a table file, or choose one". */
    what: string;
    open: (engine: EngineApi, text: string, name: string) => Promise<Answer<T>>;
    opened: (value: T, chosen: { name: string; path: string; version: string | null }) => void;
  }): Promise<void> {
    let path = how.path?.trim() ?? how.start;
    let values: Record<string, string> | null = how.path === undefined ? null : { [PATH_FIELD]: path };
    let error: string | undefined;
    let problems: { path: string; message: string }[] | undefined;
    this.ensureEngine();
    for (;;) {
      if (values === null) {
        const answer = await this.deps.ask(how.question(path, error, problems));
        if (answer.button !== how.button) return;
        values = answer.values;
        path = (values[PATH_FIELD] ?? '').trim();
      }
      problems = undefined;
      const chosen = await this.readChosen(values, path, how.what);
      values = null;
      if ('error' in chosen) {
        error = chosen.error;
        continue;
      }
      this.stopBots();
      await this.refreshSets();
      const opened = await this.run((engine) => how.open(engine, chosen.text, chosen.name));
      if (!opened.ok) {
        error = opened.message;
        problems = opened.problems;
        continue;
      }
      how.opened(opened.value, { name: chosen.name, path, version: chosen.version });
      return;
    }
  }

  /** Starts a table from a scenario file: by its path in the workspace, or a file chosen on disk. */
  async startFromScenario(): Promise<void> {
    let path = this.lastScenario ?? 'sets/';
    let error: string | undefined;
    let problems: { path: string; message: string }[] | undefined;
    this.ensureEngine();
    for (;;) {
      const answer = await this.deps.ask(scenarioQuestion(path, error, problems));
      if (answer.button !== 'start') return;
      problems = undefined;
      path = (answer.values[PATH_FIELD] ?? '').trim();
      const chosen = await this.readChosen(answer.values, path, 'a scenario file');
      if ('error' in chosen) {
        error = chosen.error;
        continue;
      }
      const { text, name } = chosen;
      this.stopBots();
      await this.refreshSets();
      const started = await this.run((engine) => engine.startFromScenario(text, name));
      if (!started.ok) {
        error = started.message;
        problems = started.problems;
        continue;
      }
      if (name === path) this.lastScenario = path;
      this.showStarted(started.value);
      this.patch({ saved: null, recordFrom: null, dialog: { open: false, problem: null, starting: false } });
      return;
    }
  }

  private lastScenario: string | null = null;

  /**
   * The file a load question answered with: the one chosen on disk, or else the one named by
   * its path in the workspace (`version` is the workspace file's, null for a chosen file).
   */
  private async readChosen(values: Record<string, string>, path: string, what: string): Promise<{ text: string; name: string; version: string | null } | { error: string }> {
    const picked = values[FILE_FIELD] ?? '';
    const pickedName = values[`${FILE_FIELD}:name`] ?? '';
    if (picked !== '' && pickedName !== '') return { text: picked, name: pickedName, version: null };
    if (path === '' || path.endsWith('/')) return { error: `Name ${what}, or choose one` };
    const read = await this.deps.host.readFile({ path });
    if (!read.ok) return { error: read.error.code === 'not-found' ? `There is no file ${path} in the workspace` : read.error.message };
    return { text: read.value.content, name: path, version: read.value.version };
  }

  /** Writes the line being played as a replay file in the workspace. */
  async exportReplay(): Promise<void> {
    const snapshot = this.state.snapshot;
    if (!snapshot || !this.deps.studio.get().workspace) return;
    let name = `${snapshot.game}-${snapshot.seed}-${snapshot.position}`;
    let error: string | undefined;
    for (;;) {
      const answer = await this.deps.ask(replayQuestion(name, error));
      if (answer.button !== 'export') return;
      name = (answer.values[NAME_FIELD] ?? '').trim();
      if (name === '') {
        error = 'Give the replay a name';
        continue;
      }
      const replay = await this.run((engine) => engine.exportReplay());
      if (!replay.ok) return this.say('error', replay.message);
      const written = await writeNew(this.deps.host, this.deps.ask, `${REPLAYS_FOLDER}/${fileSlug(name)}${SAVED_FILES.replay.suffix}`, replay.value, null, 'replay');
      if ('cancelled' in written) continue;
      if (!written.ok) {
        error = `The replay could not be written: ${written.message}`;
        continue;
      }
      this.say('info', `Exported ${written.path}: check it with npx cardwright replay ${written.path}`);
      return;
    }
  }

  /** Marks the point of the line a recorded scenario starts from (its layout there), or clears it. */
  markRecording(): void {
    const snapshot = this.state.snapshot;
    if (!snapshot) return;
    const at = this.state.recordFrom === snapshot.position ? null : snapshot.position;
    this.patch({ recordFrom: at, message: { kind: 'info', text: at === null ? 'A recorded scenario starts from the setup again' : `A recorded scenario starts here, after action ${at}, from the table's layout` } });
  }

  /** Writes the table's setup (or its layout at a point) and the actions since as a scenario in the workspace. */
  async recordScenario(): Promise<void> {
    const snapshot = this.state.snapshot;
    if (!snapshot || !this.deps.studio.get().workspace) return;
    const folders = [...this.workspaceSets.values()].filter((s) => s.game === snapshot.game).map((s) => s.folder);
    let folder = folders[0] ?? `sets/${snapshot.game}/scenarios`;
    let name = `${snapshot.game}-${snapshot.seed}-${snapshot.position}`;
    let from = Math.min(this.state.recordFrom ?? 0, snapshot.position);
    let error: string | undefined;
    for (;;) {
      const answer = await this.deps.ask(recordQuestion(name, folder, from, snapshot.position, error));
      if (answer.button !== 'record') return;
      name = (answer.values[NAME_FIELD] ?? '').trim();
      folder = (answer.values[FOLDER_FIELD] ?? '').trim().replace(/\/+$/, '');
      const start = Number((answer.values[FROM_FIELD] ?? '0').trim() || '0');
      if (name === '' || folder === '') {
        error = 'Give the scenario a name and a folder';
        continue;
      }
      if (!Number.isInteger(start) || start < 0 || start > snapshot.position) {
        error = `Start after an action from 0 to ${snapshot.position}`;
        continue;
      }
      from = start;
      const scenario = await this.run((engine) => engine.recordScenario(name, from));
      if (!scenario.ok) {
        error = scenario.message;
        continue;
      }
      const written = await writeNew(this.deps.host, this.deps.ask, `${folder}/${fileSlug(name)}.scenario.yaml`, scenario.value.text, null, 'scenario');
      if ('cancelled' in written) continue;
      if (!written.ok) {
        error = `The scenario could not be written: ${written.message}`;
        continue;
      }
      const notes = scenario.value.notes.length > 0 ? ` (${scenario.value.notes.length === 1 ? 'a note' : `${scenario.value.notes.length} notes`} at its top)` : '';
      this.say('info', `Recorded ${written.path}${notes}: run it with npx cardwright test ${written.path}`);
      return;
    }
  }

  private say(kind: TableMessage['kind'], text: string): void {
    this.patch({ message: { kind, text } });
  }

  /** A table the worker set up (started or loaded) becomes the one shown. */
  private showStarted(started: { snapshot: TableSnapshot; layout: TableLayout; faces: Record<string, CardFace>; config: TableConfig }): void {
    const { snapshot, layout, faces, config } = started;
    this.store.update((state) => ({ ...state, layout, faces, config, snapshot, log: snapshot.log.entries, message: snapshot.notice ? { kind: 'info', text: snapshot.notice } : null, god: { ...state.god, menu: null, putZone: null } }));
    this.afterSnapshot();
    void this.refreshGodMenu();
  }

  /** The same table again, with the same seed or a new one. */
  async rematch(newSeed: boolean): Promise<void> {
    const config = this.state.config;
    if (!config) return;
    await this.startTable({ ...config, seed: newSeed ? randomSeed() : config.seed }, 'rematch');
  }

  // ---- Acting --------------------------------------------------------------------------------

  private show(answer: Answer<TableSnapshot>): boolean {
    if (!answer.ok) {
      this.patch({ message: { kind: 'error', text: answer.message } });
      return false;
    }
    this.store.update((state) => {
      if (state.snapshot && answer.value.tableId !== state.snapshot.tableId) return state;
      // Unchanged cards, zones and seats stay the same objects, so the board redraws only what changed.
      const snapshot = shareSnapshot(state.snapshot, answer.value);
      const log = snapshot.log.from < 0 ? snapshot.log.entries : [...state.log.slice(0, snapshot.log.from + 1), ...snapshot.log.entries];
      const faces = snapshot.faces ? { ...state.faces, ...snapshot.faces } : state.faces;
      return { ...state, snapshot, log, faces, message: snapshot.notice ? { kind: 'info', text: snapshot.notice } : snapshot.log.entries.length > 0 ? null : state.message };
    });
    if (this.state.god.on) void this.refreshGodMenu();
    return true;
  }

  /** Plays a legal action of the current snapshot (by its index there). */
  async act(index: number): Promise<void> {
    const serial = this.state.snapshot?.serial;
    if (serial === undefined) return;
    this.show(await this.run((engine) => engine.act(index, serial)));
    this.afterSnapshot();
  }

  /** Plays a move off the stack (a deal) of the current snapshot, by its index there. */
  async actFree(index: number): Promise<void> {
    const serial = this.state.snapshot?.serial;
    if (serial === undefined) return;
    this.show(await this.run((engine) => engine.actFree(index, serial)));
    this.afterSnapshot();
  }

  async actWith(action: Action): Promise<boolean> {
    const shown = this.show(await this.run((engine) => engine.actWith(action)));
    this.afterSnapshot();
    return shown;
  }

  /**
   * Undo or redo for the table. `source` tells the keyboard from the menu: Electron's menu and
   * the page's own key handler may both report one key press.
   */
  async step(direction: 'undo' | 'redo', source: 'keyboard' | 'menu' | 'button' = 'button'): Promise<void> {
    if (!this.state.snapshot) return;
    const now = performance.now();
    const last = this.lastUndoSource;
    if (last && last.source !== source && source !== 'button' && last.source !== 'button' && now - last.at < 400) return;
    this.lastUndoSource = { source, at: now };
    this.pauseIfBotWaits();
    this.show(await this.run((engine) => (direction === 'undo' ? engine.undo() : engine.redo())));
    this.pauseIfBotWaits();
  }

  async jump(k: number): Promise<void> {
    this.stopBots();
    this.show(await this.run((engine) => engine.jump(k)));
    this.pauseIfBotWaits();
  }

  async switchLine(id: number): Promise<void> {
    this.stopBots();
    this.show(await this.run((engine) => engine.switchLine(id)));
    this.pauseIfBotWaits();
  }

  async setHidden(hidden: HiddenInfo): Promise<void> {
    this.show(await this.run((engine) => engine.setHidden(hidden)));
  }

  cardDetail(id: CardRef): Promise<CardDetail | null> {
    return this.run((engine) => engine.cardDetail(id));
  }

  dismissMessage(): void {
    this.patch({ message: null });
  }

  // ---- God tools -----------------------------------------------------------------------------

  setGod(on: boolean): void {
    this.patch({ god: { ...this.state.god, on } });
    if (on) {
      this.setBots({ playing: false });
      void this.refreshGodMenu();
    }
  }

  /** Chooses the zone the god panel puts cards into (from a zone's own button). */
  putInto(zone: string): void {
    if (!this.state.god.on) this.setGod(true);
    this.patch({ god: { ...this.state.god, putZone: zone } });
  }

  /** What the god tools may name now (asked again after every change while god mode is on). */
  async refreshGodMenu(): Promise<void> {
    if (!this.state.snapshot) return;
    const serial = this.state.snapshot.serial;
    const menu = await this.run((engine) => engine.godMenu());
    if (this.state.snapshot?.serial !== serial) return;
    this.patch({ god: { ...this.state.god, menu } });
  }

  /** Plays a god tool; the log writes it as a god step. */
  async god(action: Action): Promise<boolean> {
    this.stopBots();
    const shown = this.show(await this.run((engine) => engine.actWith(action)));
    this.pauseIfBotWaits();
    return shown;
  }

  /** Puts a card of any set of the game (by definition id) into a zone. */
  async putCard(def: string, zone: string, at?: 'top' | 'bottom'): Promise<boolean> {
    this.stopBots();
    const shown = this.show(await this.run((engine) => engine.putCard(def, zone, at)));
    this.pauseIfBotWaits();
    return shown;
  }

  // ---- Bots ----------------------------------------------------------------------------------

  /** After going back in time, bots wait to be told to play on (they would replay what was undone). */
  private pauseIfBotWaits(): void {
    if (this.state.snapshot?.waiting?.bot && this.state.bots.playing) this.setBots({ playing: false });
    else this.afterSnapshot();
  }

  private stopBots(): void {
    this.botTimer?.();
    this.botTimer = null;
  }

  setBots(change: Partial<TableState['bots']>): void {
    this.patch({ bots: { ...this.state.bots, ...change } });
    this.stopBots();
    this.afterSnapshot();
  }

  /** One bot action now, whatever the bots are doing. */
  async stepBot(): Promise<void> {
    if (!this.state.snapshot?.waiting?.bot) return;
    this.show(await this.run((engine) => engine.runBots(0, 1)));
  }

  /** Schedules the bots' next move when a bot is to act and they are playing. */
  private afterSnapshot(): void {
    const snapshot = this.state.snapshot;
    if (!snapshot?.waiting?.bot || snapshot.result || !this.state.bots.playing || this.botTimer || this.botRunning) return;
    const speed = this.state.bots.speed;
    this.botTimer = this.schedule(() => {
      this.botTimer = null;
      void this.botTurn(speed);
    }, BOT_DELAY_MS[speed]);
  }

  private async botTurn(speed: BotSpeed): Promise<void> {
    if (this.botRunning) return;
    this.botRunning = true;
    try {
      // At full speed the worker plays for a slice of a frame and the page paints each slice.
      const answer = await this.run((engine) => (speed === 'full' ? engine.runBots(12, 400) : engine.runBots(0, 1)));
      this.show(answer);
      if (speed === 'full') await this.afterPaint();
    } finally {
      this.botRunning = false;
    }
    this.afterSnapshot();
  }
}
