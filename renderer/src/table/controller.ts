// The sandbox table's side of the page: starts the engine worker when the table is first needed,
// keeps the table's snapshot and log for the components, sends the user's actions one at a time,
// paces the bots, and hands the workspace's compiled sets to the engine (hot reload). It never
// touches the DOM; components read its store and call its methods.
import type { Remote } from 'comlink';
import type { CardFace } from '../../../card-dsl/service/faces';
import type { TableLayout } from '../../../engine/defs/table-layout';
import type { StudioState } from '../app/types';
import { deckListings, type DeckListing } from '../decks/controller';
import { shareSnapshot } from './share';
import { Store } from '../state/store';
import type { TableSetsUpdate } from '../language/table-sets';
import type { Action, Answer, CardDetail, CardRef, Catalog, DeckPick, DeckReport, DeckText, SimulationSource, GodMenu, HiddenInfo, LogEntry, TableConfig, TableSnapshot, WorkspaceSet } from './model';
import type { TableEngine } from './engine/table-engine';
import type { Ask, FileHost } from './table-files';
import { TableFileActions } from './table-file-actions';

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
  /** Saved tables, replays and scenarios: their questions, reads and writes. */
  private readonly files: TableFileActions;

  constructor(private readonly deps: TableDeps) {
    this.schedule =
      deps.schedule ??
      ((work, ms) => {
        const timer = setTimeout(work, ms);
        return () => clearTimeout(timer);
      });
    this.afterPaint = deps.afterPaint ?? (() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    this.files = new TableFileActions({
      state: () => this.state,
      patch: (change) => this.patch(change),
      run: (work) => this.run(work),
      ensureEngine: () => void this.ensureEngine(),
      stopBots: () => this.stopBots(),
      refreshSets: () => this.refreshSets(),
      showStarted: (started) => this.showStarted(started),
      hasWorkspace: () => Boolean(this.deps.studio.get().workspace),
      setFolders: (game) => [...this.workspaceSets.values()].filter((s) => s.game === game).map((s) => s.folder),
      host: deps.host,
      ask: deps.ask,
    });
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
  saveTable(as: boolean): Promise<void> {
    return this.files.saveTable(as);
  }

  /** The file at `path` was deleted: if the table came from it, the table stays but Save asks for a name. */
  forgetSavedFile(path: string): void {
    this.files.forgetSavedFile(path);
  }

  /** Loads a saved table: by its path in the workspace (the explorer's, at once), or a file chosen on disk. */
  loadTable(path?: string): Promise<void> {
    return this.files.loadTable(path);
  }

  /** Opens a replay file at the table: by its path in the workspace, or a file chosen on disk. */
  openReplay(path?: string): Promise<void> {
    return this.files.openReplay(path);
  }

  /** Starts a table from a scenario file: by its path in the workspace, or a file chosen on disk. */
  startFromScenario(): Promise<void> {
    return this.files.startFromScenario();
  }

  /** Writes the line being played as a replay file in the workspace. */
  exportReplay(): Promise<void> {
    return this.files.exportReplay();
  }

  /** Marks the point of the line a recorded scenario starts from (its layout there), or clears it. */
  markRecording(): void {
    this.files.markRecording();
  }

  /** Writes the table's setup (or its layout at a point) and the actions since as a scenario in the workspace. */
  recordScenario(): Promise<void> {
    return this.files.recordScenario();
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
