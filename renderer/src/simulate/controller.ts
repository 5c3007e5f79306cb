// The simulation's side of the studio: the run being set up (kept here, so it survives a switch
// of views), the run being played on the worker pool with its progress, and the last result, run
// or read from a saved report. The sets come from the table's catalog, which already follows the
// workspace as it compiles.
import { mergeParts } from '../../../engine/sim';
import { deckPlaces, picksAt } from '../table/deck-places';
import type { Answer, Catalog, DeckPick, SimulationSource } from '../table/model';
import { randomSeed } from '../table/controller';
import { Store } from '../state/store';
import type { SimConfig, SimJob, SimSummary, VariantValues } from './model';
import type { SimPool } from './pool';
import type { Ask, FileHost } from '../table/table-files';
import { readReport, reportOf, resultOf, saveReport } from './report-files';
import { comparable, comparison } from './comparison';
import { restoredSetup, withDefaults } from './restore';
import { defaultBots, freshConfig, playedVariants, setupProblem, withSeats, withVariant, withVariantParam } from './setup';

export { comparable, comparison, defaultBots };

/** What the simulation needs of the table: its catalog of sets, and the definitions of some of them. */
export type SimSets = {
  readonly state: { catalog: Catalog | null; setsCompiling: boolean };
  readonly store: { subscribe(listener: () => void): () => void };
  prepareCatalog(): void;
  simulationSource(game: string, sets: readonly string[], players: number, decks: Readonly<Record<string, DeckPick>>): Promise<Answer<SimulationSource>>;
  /** The workspace's saved decks of a game (a report's decks are put back only where they still are). */
  workspaceDecks(game: string): readonly { path: string }[];
};

export type SimRun =
  | { status: 'idle' }
  | { status: 'preparing' }
  | {
      status: 'running';
      done: number;
      total: number;
      startedAt: number;
      workers: number;
      /** Win shares by seat over the games done so far, for the figures shown while it runs. */
      wins: Record<string, number>;
    }
  | { status: 'summing' };

export type SimResult = {
  config: SimConfig;
  summary: SimSummary;
  /** The sets played, as the catalog names them (those the decks draw on included). */
  sets: string[];
  /** Fewer games than asked for when the run was stopped. */
  stopped: boolean;
  seconds: number;
  workers: number;
  /** A result read from a saved report: where it was read. */
  from?: string;
  /** And when it was saved (ISO 8601), if the report says. */
  saved?: string;
};

export type SimulationState = {
  /** Null until the table's catalog is known. */
  config: SimConfig | null;
  run: SimRun;
  result: SimResult | null;
  /**
   * What the last result is compared with: the result before it (a run, an edit, a run again),
   * or a saved report opened for the purpose, which stays until another is opened or it is put away.
   */
  previous: SimResult | null;
  /** Whether `previous` is a saved report opened to compare with, kept for the runs after it. */
  reportKept: boolean;
  /** Whether the result shows its changes from the one before. */
  compare: boolean;
  problem: string | null;
  /** What of a report's setup could not be put back in the form, until the next run or report. */
  notRestored: string | null;
};

export type SimulationDeps = {
  sets: SimSets;
  pool: SimPool;
  /** The workspace's files (saved reports), questions to the user and the status bar. */
  files: { host: FileHost; ask: Ask; inform(text: string, kind?: 'info' | 'error'): void };
  /** Opens a card's source in the editor; a sentence saying why not when it cannot. */
  openCard?: (id: string, name: string) => Promise<string | null>;
  /** A clock for the durations of runs (milliseconds). */
  now?: () => number;
  /** The date a report is saved at. */
  today?: () => Date;
};

export class SimulationController {
  readonly store = new Store<SimulationState>({ config: null, run: { status: 'idle' }, result: null, previous: null, reportKept: false, compare: true, problem: null, notRestored: null });
  private abort: AbortController | null = null;
  private jobs = 0;
  private readonly now: () => number;
  private readonly cleanups: (() => void)[] = [];
  /** A report's setup waiting for the catalog to be put back in the form. */
  private pendingSetup: SimConfig | null = null;

  constructor(private readonly deps: SimulationDeps) {
    this.now = deps.now ?? (() => performance.now());
  }

  get state(): SimulationState {
    return this.store.get();
  }

  private patch(change: Partial<SimulationState>): void {
    this.store.update((state) => ({ ...state, ...change }));
  }

  start(): void {
    this.cleanups.push(this.deps.sets.store.subscribe(() => this.catalogChanged()));
    this.catalogChanged();
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.stop();
  }

  /** The view is shown: the catalog is asked for if it is not known yet. */
  shown(): void {
    this.deps.sets.prepareCatalog();
  }

  /**
   * A first run's setup once the catalog is known (or that of a report opened before it was);
   * sets gone from the catalog are dropped from it.
   */
  private catalogChanged(): void {
    const catalog = this.deps.sets.state.catalog;
    if (!catalog) return;
    if (this.pendingSetup) {
      // (A workspace's set is in the catalog once the workspace's sets have compiled.)
      if (this.deps.sets.state.setsCompiling) return;
      const played = this.pendingSetup;
      this.pendingSetup = null;
      const missing = this.restoreSetup(played, catalog);
      if (missing.length > 0) this.deps.files.inform(`Not put back in the setup: ${missing.join(', ')}`, 'error');
      return;
    }
    const config = this.state.config;
    if (!config) {
      const game = catalog.games.find((g) => g.id === 'stak-bots') ?? catalog.games[0];
      if (game) this.patch({ config: this.freshConfig(catalog, game.id, 2, randomSeed()) });
      return;
    }
    const sets = config.sets.filter((id) => catalog.sets.some((s) => s.id === id));
    if (sets.length !== config.sets.length) this.patch({ config: { ...config, sets } });
  }

  private freshConfig(catalog: Catalog, game: string, seats: number, seed: string): SimConfig {
    return freshConfig(catalog, game, seats, seed, this.state.config?.games ?? 1000);
  }

  // ---- Setting up ------------------------------------------------------------------------------

  private change(change: (config: SimConfig, catalog: Catalog) => SimConfig): void {
    const catalog = this.deps.sets.state.catalog;
    const config = this.state.config;
    if (!catalog || !config) return;
    this.patch({ config: change(config, catalog), problem: null });
  }

  setGame(game: string): void {
    this.change((config, catalog) => (config.game === game || !catalog.games.some((g) => g.id === game) ? config : this.freshConfig(catalog, game, config.bots.length, config.seed)));
  }

  setSeats(seats: number): void {
    this.change((config, catalog) => {
      const choice = catalog.games.find((g) => g.id === config.game);
      return choice ? withSeats(config, choice, seats) : config;
    });
  }

  setBot(seat: number, bot: string): void {
    this.change((config) => (seat < 0 || seat >= config.bots.length ? config : { ...config, bots: config.bots.map((b, i) => (i === seat ? bot : b)) }));
  }

  toggleSet(id: string, on: boolean): void {
    this.change((config) => ({ ...config, sets: on ? (config.sets.includes(id) ? config.sets : [...config.sets, id]) : config.sets.filter((s) => s !== id) }));
  }

  /** Switches a variant on with `values` (its parameters; those left out take their defaults), or off. */
  toggleVariant(id: string, on: boolean, values: VariantValues = {}): void {
    this.change((config) => withVariant(config, id, on, values));
  }

  /** Sets a parameter of a variant switched on. */
  setVariantParam(id: string, param: string, value: number | boolean | string): void {
    this.change((config) => withVariantParam(config, id, param, value));
  }

  /** The variants switched on that the game and the chosen sets offer now (a set unticked takes its variants with it). */
  switchedOn(config: SimConfig): Record<string, VariantValues> {
    return playedVariants(config, this.deps.sets.state.catalog);
  }

  /** The saved deck dealt at `place` (`table` or a seat), or the game's default composition (undefined). */
  setDeck(place: string, pick: DeckPick | undefined): void {
    this.change((config) => {
      const decks = { ...config.decks };
      if (pick) decks[place] = pick;
      else delete decks[place];
      return { ...config, decks };
    });
  }

  /** Where the game deals saved decks: `table`, each seat, or nowhere (no construction rules). */
  deckPlaces(config: SimConfig): string[] {
    return deckPlaces(this.deps.sets.state.catalog?.games.find((g) => g.id === config.game)?.deckScope ?? null, config.bots.length);
  }

  /** The decks the setup picked where the game deals them now. */
  pickedDecks(config: SimConfig): Record<string, DeckPick> {
    return picksAt(config.decks, this.deckPlaces(config));
  }

  setGames(games: number): void {
    this.change((config) => ({ ...config, games }));
  }

  setSeed(seed: string): void {
    this.change((config) => ({ ...config, seed }));
  }

  newSeed(): void {
    this.setSeed(randomSeed());
  }

  /** Why the setup cannot run as it is; null when it can. */
  problemWith(config: SimConfig): string | null {
    return setupProblem(config);
  }

  // ---- Running ---------------------------------------------------------------------------------

  get running(): boolean {
    return this.state.run.status !== 'idle';
  }

  /** Plays the run as set up; the result replaces the last one. */
  async run(): Promise<void> {
    const config = this.state.config;
    if (!config || this.running) return;
    const problem = this.problemWith(config);
    if (problem) return this.patch({ problem });
    const abort = new AbortController();
    this.abort = abort;
    this.patch({ run: { status: 'preparing' }, problem: null, notRestored: null });
    try {
      await this.whenCompiled(abort.signal);
      const decks = this.pickedDecks(config);
      const source = await this.deps.sets.simulationSource(config.game, config.sets, config.bots.length, decks);
      if (abort.signal.aborted) return;
      if (!source.ok) return this.patch({ problem: source.message });
      const seed = config.seed.trim() === '' ? '1' : config.seed.trim();
      const variants = this.switchedOn(config);
      const job: SimJob = { id: (this.jobs += 1), game: config.game, cards: source.value.cards, variants: source.value.variants, bots: config.bots, seed, switchedOn: variants, ...(source.value.decks ? { decks: source.value.decks } : {}) };
      const startedAt = this.now();
      const workers = this.deps.pool.size;
      let done = 0;
      const wins: Record<string, number> = {};
      this.patch({ run: { status: 'running', done, total: config.games, startedAt, workers, wins: {} } });
      const played = await this.deps.pool.run(
        job,
        config.games,
        ({ part }) => {
          done += part.games;
          for (const [seat, share] of Object.entries(part.wins)) wins[seat] = (wins[seat] ?? 0) + share;
          this.patch({ run: { status: 'running', done, total: config.games, startedAt, workers, wins: { ...wins } } });
        },
        abort.signal,
      );
      const seconds = (this.now() - startedAt) / 1000;
      if (played.problem) return this.patch({ problem: played.problem });
      if (played.parts.length === 0) return this.patch({ problem: played.stopped ? 'Stopped before a game was done' : 'No game was played' });
      this.patch({ run: { status: 'summing' } });
      const merged = mergeParts(played.parts.map((p) => p.part));
      const summed = await this.deps.pool.summarize(job, merged);
      if (!summed.ok) return this.patch({ problem: summed.message });
      // A saved report opened to compare with stays the comparison; otherwise it is the result before.
      this.patch({ previous: this.state.reportKept ? this.state.previous : this.state.result, result: { config: { ...config, seed, variants, decks }, summary: summed.summary, sets: source.value.sets, stopped: played.stopped, seconds, workers } });
    } finally {
      if (this.abort === abort) this.abort = null;
      this.patch({ run: { status: 'idle' } });
    }
  }

  // ---- Saved reports ---------------------------------------------------------------------------

  /** Saves the last result as a report in the workspace, asking its name. */
  async saveReport(): Promise<void> {
    const result = this.state.result;
    if (!result) return;
    const { host, ask, inform } = this.deps.files;
    const path = await saveReport(host, ask, reportOf(result, (this.deps.today?.() ?? new Date()).toISOString()), `${result.config.game}-${result.config.seed}`);
    if (path) inform(`Saved the simulation report to ${path}`);
  }

  /**
   * Reads a saved report and compares the last result, and the runs after it, with it until it is
   * put away. With `path` (a workspace file) it is read without asking; the dialog opens, with the
   * path and what was wrong, only when it cannot be.
   */
  async openReport(path?: string): Promise<void> {
    const { host, ask, inform } = this.deps.files;
    const read = await readReport(host, ask, 'compare', path);
    if (!read) return;
    this.patch({ previous: this.reportResult(read.file, read.name), reportKept: true, compare: true });
    const result = this.state.result;
    const compared = result ? comparison(result, this.state.previous!, (id) => this.gameName(id)) : null;
    if (compared && !compared.ok) inform(`${read.name} is not compared with the last result: ${compared.why}. Run one like it to compare`, 'error');
    else inform(`Comparing with ${read.name}`);
  }

  /**
   * Shows a saved report as the result, as if just run, with its setup put back in the form where
   * the workspace still has what it played (so Run plays it again); the result shown before stays
   * as the comparison when the two can be compared. With `path` (a workspace file) it is read
   * without asking; the dialog opens, with the path and what was wrong, only when it cannot be.
   */
  async viewReport(path?: string): Promise<void> {
    const { host, ask, inform } = this.deps.files;
    if (this.running) return inform('A run is under way: stop it, or wait for its result, to open a report', 'error');
    const read = await readReport(host, ask, 'view', path);
    if (!read || this.running) return;
    const shown = this.reportResult(read.file, read.name);
    const before = this.state.result;
    const compared = before ? comparison(shown, before, (id) => this.gameName(id)) : null;
    this.patch({ result: shown, previous: compared?.ok ? before : null, reportKept: false, compare: true, problem: null, notRestored: null });
    const words = [`Showing ${read.name}`];
    if (compared && !compared.ok) words.push(`not compared with the result before: ${compared.why}`);
    // Its setup goes back in the form once the games and sets are known (at once, mostly).
    const { catalog, setsCompiling } = this.deps.sets.state;
    let missing: string[] = [];
    if (catalog && !setsCompiling) missing = this.restoreSetup(shown.config, catalog);
    else {
      this.pendingSetup = shown.config;
      this.deps.sets.prepareCatalog();
    }
    if (missing.length > 0) words.push(`not put back in the setup: ${missing.join(', ')}`);
    inform(words.join('; '), missing.length > 0 ? 'error' : 'info');
  }

  /** A report's setup put back in the form as far as the workspace has it; what it has not, in words. */
  private restoreSetup(played: SimConfig, catalog: Catalog): string[] {
    const restored = restoredSetup(played, catalog, this.deps.sets.workspaceDecks(played.game).map((d) => d.path));
    const notRestored = restored.missing.length > 0 ? `Could not be put back in the setup (not here now): ${restored.missing.join(', ')}.` : null;
    this.patch({ notRestored, ...(restored.config ? { config: restored.config } : {}) });
    return restored.missing;
  }

  /** A report read as a result, its variants' parameters filled in from their defaults where it left them out. */
  private reportResult(file: Parameters<typeof resultOf>[0], name: string): SimResult {
    const result = resultOf(file, name);
    return { ...result, config: { ...result.config, variants: withDefaults(result.config.variants, result.config.game, result.sets, this.deps.sets.state.catalog) } };
  }

  private gameName(id: string): string {
    return this.deps.sets.state.catalog?.games.find((g) => g.id === id)?.name ?? id;
  }

  /** Opens a card of the result in the editor, where it is the workspace's. */
  async openCard(id: string, name: string): Promise<void> {
    const problem = (await this.deps.openCard?.(id, name)) ?? null;
    if (problem) this.deps.files.inform(problem, 'error');
  }

  /** Puts away a saved report compared with: the next run is compared with the result before it. */
  forgetReport(): void {
    if (this.state.reportKept) this.patch({ previous: null, reportKept: false });
  }

  setCompare(compare: boolean): void {
    this.patch({ compare });
  }

  /** Stops the run: the games already done are summed up, the ones being played are dropped. */
  stop(): void {
    this.abort?.abort();
  }

  /** Waits while the workspace's sets compile, so a run never plays a set as it was before a change. */
  private whenCompiled(signal: AbortSignal): Promise<void> {
    const sets = this.deps.sets;
    if (!sets.state.setsCompiling && sets.state.catalog) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = sets.store.subscribe(() => {
        if ((sets.state.setsCompiling || !sets.state.catalog) && !signal.aborted) return;
        stop();
        resolve();
      });
      signal.addEventListener('abort', () => {
        stop();
        resolve();
      }, { once: true });
    });
  }
}
