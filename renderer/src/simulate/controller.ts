// The simulation's side of the studio: the run being set up (kept here, so it survives a switch
// of views), the run being played on the worker pool with its progress, and the last result. The
// sets come from the table's catalog, which already follows the workspace as it compiles.
import { mergeParts } from '../../../engine/sim';
import { defaultSets } from '../table/view/default-sets';
import { deckPlaces, picksAt } from '../table/deck-places';
import type { Answer, Catalog, DeckPick, SimulationSource } from '../table/model';
import { randomSeed } from '../table/controller';
import { Store } from '../state/store';
import { MAX_GAMES, type SimConfig, type SimJob, type SimSummary } from './model';
import type { SimPool } from './pool';
import { FILE_FIELD, fileSlug, NAME_FIELD, PATH_FIELD, writeNew, type Ask, type FileHost } from '../table/table-files';
import { formatSimReportFile, parseSimReportFile, SIM_REPORT_SUFFIX } from '../../../engine/defs/sim-report-file';
import { openReportQuestion, reportOf, resultOf, saveReportQuestion, SIMULATIONS_FOLDER } from './report-files';

/** What the simulation needs of the table: its catalog of sets, and the definitions of some of them. */
export type SimSets = {
  readonly state: { catalog: Catalog | null; setsCompiling: boolean };
  readonly store: { subscribe(listener: () => void): () => void };
  prepareCatalog(): void;
  simulationSource(game: string, sets: readonly string[], players: number, decks: Readonly<Record<string, DeckPick>>): Promise<Answer<SimulationSource>>;
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
  /** Whether the result shows its changes from the one before. */
  compare: boolean;
  problem: string | null;
};

/** Whether two results can be compared: the same game with as many seats. */
export function comparable(result: SimResult, previous: SimResult | null): previous is SimResult {
  return previous !== null && previous.config.game === result.config.game && previous.summary.players === result.summary.players;
}

export type SimulationDeps = {
  sets: SimSets;
  pool: SimPool;
  /** The workspace's files (saved reports), questions to the user and the status bar. */
  files: { host: FileHost; ask: Ask; inform(text: string, kind?: 'info' | 'error'): void };
  /** Opens a card's source in the editor; a sentence saying why not when it cannot. */
  openCard?: (id: string, name: string) => Promise<string | null>;
  now?: () => number;
};

/** The bots a new seat gets: greedy where the game has one for the first seat, random for the rest (as `cardwright sim`). */
export function defaultBots(bots: readonly string[], seats: number): string[] {
  return Array.from({ length: seats }, (_, i) => (i === 0 && bots.includes('greedy') ? 'greedy' : 'random'));
}

export class SimulationController {
  readonly store = new Store<SimulationState>({ config: null, run: { status: 'idle' }, result: null, previous: null, compare: true, problem: null });
  private abort: AbortController | null = null;
  private jobs = 0;
  private readonly now: () => number;
  private readonly cleanups: (() => void)[] = [];

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

  /** A first run's setup once the catalog is known; sets gone from the catalog are dropped from it. */
  private catalogChanged(): void {
    const catalog = this.deps.sets.state.catalog;
    if (!catalog) return;
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
    const choice = catalog.games.find((g) => g.id === game)!;
    const players = Math.min(choice.players.max, Math.max(choice.players.min, seats));
    return { game, sets: defaultSets(catalog, game, players), bots: defaultBots(choice.bots, players), games: this.state.config?.games ?? 1000, seed, variants: [], decks: {} };
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
      if (!choice || seats < choice.players.min || seats > choice.players.max) return config;
      const more = defaultBots(choice.bots, seats).slice(config.bots.length);
      // A seat gone takes its deck with it.
      const decks = Object.fromEntries(Object.entries(config.decks).filter(([place]) => place === 'table' || Number(place.slice(1)) <= seats));
      return { ...config, bots: [...config.bots.slice(0, seats), ...more], decks };
    });
  }

  setBot(seat: number, bot: string): void {
    this.change((config) => (seat < 0 || seat >= config.bots.length ? config : { ...config, bots: config.bots.map((b, i) => (i === seat ? bot : b)) }));
  }

  toggleSet(id: string, on: boolean): void {
    this.change((config) => ({ ...config, sets: on ? (config.sets.includes(id) ? config.sets : [...config.sets, id]) : config.sets.filter((s) => s !== id) }));
  }

  toggleVariant(id: string, on: boolean): void {
    this.change((config) => ({ ...config, variants: on ? (config.variants.includes(id) ? config.variants : [...config.variants, id]) : config.variants.filter((v) => v !== id) }));
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
    if (!Number.isInteger(config.games) || config.games < 1) return 'Play at least one game';
    if (config.games > MAX_GAMES) return `Play at most ${MAX_GAMES.toLocaleString('en')} games in one run`;
    if (config.sets.length === 0) return 'Choose at least one set to play with';
    return null;
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
    this.patch({ run: { status: 'preparing' }, problem: null });
    try {
      await this.whenCompiled(abort.signal);
      const decks = this.pickedDecks(config);
      const source = await this.deps.sets.simulationSource(config.game, config.sets, config.bots.length, decks);
      if (abort.signal.aborted) return;
      if (!source.ok) return this.patch({ problem: source.message });
      const seed = config.seed.trim() === '' ? '1' : config.seed.trim();
      const job: SimJob = { id: (this.jobs += 1), game: config.game, cards: source.value.cards, variants: source.value.variants, bots: config.bots, seed, switchedOn: config.variants, ...(source.value.decks ? { decks: source.value.decks } : {}) };
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
      // A saved report opened to compare with stays the comparison; otherwise it is the run before.
      this.patch({ previous: this.state.previous?.from ? this.state.previous : this.state.result, result: { config: { ...config, seed, decks }, summary: summed.summary, sets: source.value.sets, stopped: played.stopped, seconds, workers } });
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
    let name = `${result.config.game}-${result.config.seed}`;
    let error: string | undefined;
    for (;;) {
      const answer = await ask(saveReportQuestion(name, error));
      if (answer.button !== 'save') return;
      name = (answer.values[NAME_FIELD] ?? '').trim();
      if (name === '') {
        error = 'Give the report a name';
        continue;
      }
      const path = `${SIMULATIONS_FOLDER}/${fileSlug(name)}${SIM_REPORT_SUFFIX}`;
      const written = await writeNew(host, ask, path, formatSimReportFile(reportOf(result)), null, 'report');
      if (written.ok) return inform(`Saved the simulation report to ${written.path}`);
      if ('cancelled' in written) continue;
      error = `The report could not be saved: ${written.message}`;
    }
  }

  /** Reads a saved report and compares the last result with it (it becomes the run before). */
  async openReport(): Promise<void> {
    const { host, ask, inform } = this.deps.files;
    let path = `${SIMULATIONS_FOLDER}/`;
    let error: string | undefined;
    let problems: { path: string; message: string }[] | undefined;
    for (;;) {
      const answer = await ask(openReportQuestion(path, error, problems));
      if (answer.button !== 'open') return;
      problems = undefined;
      path = (answer.values[PATH_FIELD] ?? '').trim();
      const picked = answer.values[FILE_FIELD] ?? '';
      const pickedName = answer.values[`${FILE_FIELD}:name`] ?? '';
      let text: string;
      let name: string;
      if (picked !== '' && pickedName !== '') {
        text = picked;
        name = pickedName;
      } else if (path === '' || path.endsWith('/')) {
        error = 'Name a report, or choose one';
        continue;
      } else {
        const read = await host.readFile({ path });
        if (!read.ok) {
          error = read.error.code === 'not-found' ? `There is no file ${path} in the workspace` : read.error.message;
          continue;
        }
        text = read.value.content;
        name = path;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (thrown) {
        error = `${name} is not JSON: ${thrown instanceof Error ? thrown.message : String(thrown)}`;
        continue;
      }
      const parsed = parseSimReportFile(raw);
      if (!parsed.ok) {
        error = `${name} is not a simulation report Cardwright can read`;
        problems = parsed.problems;
        continue;
      }
      this.patch({ previous: resultOf(parsed.value, name), compare: true });
      const result = this.state.result;
      if (result && !comparable(result, this.state.previous)) inform(`${name} is of another game or table than the last result: run one like it to compare`, 'error');
      else inform(`Comparing with ${name}`);
      return;
    }
  }

  /** Opens a card of the result in the editor, where it is the workspace's. */
  async openCard(id: string, name: string): Promise<void> {
    const problem = (await this.deps.openCard?.(id, name)) ?? null;
    if (problem) this.deps.files.inform(problem, 'error');
  }

  /** Puts away a saved report compared with: the next run is compared with the run before it. */
  forgetReport(): void {
    if (this.state.previous?.from) this.patch({ previous: null });
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
