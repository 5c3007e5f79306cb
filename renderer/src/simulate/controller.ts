// The simulation's side of the studio: the run being set up (kept here, so it survives a switch
// of views), the run being played on the worker pool with its progress, and the last result. The
// sets come from the table's catalog, which already follows the workspace as it compiles.
import { mergeParts } from '../../../engine/sim';
import { defaultSets } from '../table/view/default-sets';
import type { Answer, Catalog, DeckPick, SimulationSource } from '../table/model';
import { randomSeed } from '../table/controller';
import { Store } from '../state/store';
import { MAX_GAMES, type SimConfig, type SimJob, type SimSummary } from './model';
import type { SimPool } from './pool';

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
};

export type SimulationState = {
  /** Null until the table's catalog is known. */
  config: SimConfig | null;
  run: SimRun;
  result: SimResult | null;
  /** The result before the last, which the last is compared with (a run, an edit, a run again). */
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
    const scope = this.deps.sets.state.catalog?.games.find((g) => g.id === config.game)?.deckScope ?? null;
    return scope === 'table' ? ['table'] : scope === 'seat' ? config.bots.map((_, i) => `p${i + 1}`) : [];
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
      const places = this.deckPlaces(config);
      const decks = Object.fromEntries(Object.entries(config.decks).filter(([place]) => places.includes(place)));
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
      this.patch({ previous: this.state.result, result: { config: { ...config, seed, decks }, summary: summed.summary, sets: source.value.sets, stopped: played.stopped, seconds, workers } });
    } finally {
      if (this.abort === abort) this.abort = null;
      this.patch({ run: { status: 'idle' } });
    }
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
