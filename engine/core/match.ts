// A game in progress: the working state, the log of actions applied (with each action's
// events), and snapshots every N actions, so that undo, redo and jumping to any point cost
// one restore and at most N replayed actions. The state stays plain data; a match saves as
// its config and actions (optionally with a snapshot) and loads by replaying them.
import type { Action, EngineError } from './context';
import { cloneJson, cloneState, hashState, type Game, type GameConfig } from './engine';
import type { GameEvent, GameState, SeatId } from './state';

export const MATCH_FORMAT = 'cardwright-match';
export const MATCH_VERSION = 1;

/**
 * Actions between snapshots, by measurement on Stak Bots (bench/stak-bots.bench.mjs): a
 * snapshot (a copy of the state, about 15 kB as JSON) costs as much as four or five actions,
 * so every 128 actions it adds under 5% to playing, and undo replays at most 127 actions
 * (about 0.6 ms typically, 2 ms at worst). Every 64 would double the cost for half the undo.
 */
export const SNAPSHOT_EVERY = 128;

export type MatchOptions = {
  /** Actions between snapshots (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
  /**
   * Where play begins when it is not the game set up from the config: a layout built by hand (a
   * table started from a scenario's `given`, engine/scenario/layout.ts `startFromLayout`). Going
   * back to the start restores a copy of it.
   */
  origin?: { state: GameState; events: GameEvent[] };
};

/** A saved match: what it was created from and what was played. */
export type MatchFile = {
  format: typeof MATCH_FORMAT;
  version: typeof MATCH_VERSION;
  game: string;
  config: GameConfig;
  /** Every action played, including those undone and not yet replaced (redo). */
  actions: Action[];
  /** How many of `actions` are applied now. */
  at: number;
  /** The state after `at` actions, to load without replaying (see `fromJSON`). */
  snapshot?: { at: number; state: GameState };
};

export type MatchError = EngineError & { /** The action in the log that failed to replay. */ action?: number };

export type Made<T> = { ok: true; match: T } | { ok: false; error: MatchError };

function fail(code: EngineError['code'], message: string, action?: number): { ok: false; error: MatchError } {
  return { ok: false, error: action === undefined ? { code, message } : { code, message, action } };
}

/**
 * The game (rules and definitions) in force from a point of the log on: the first from 0, and
 * one more for each hot reload (engine/table/reload.ts) at the position it happened.
 */
export type Era = { at: number; game: Game };

/**
 * An exact-length copy of an action's events, to keep in the log. The engine pushes them one by
 * one, and an array grown by pushing keeps room for more (V8 gives 17 slots to an array that
 * grows from empty, where an action has about five events on Stak Bots): kept as they are, that
 * spare room was a quarter of a Match's memory.
 */
function exactly(events: GameEvent[]): GameEvent[] {
  return events.slice();
}

export class Match {
  readonly config: GameConfig;
  readonly snapshotEvery: number;
  /** Events of creating the game (setup, the first turn starting). */
  readonly startEvents: readonly GameEvent[];
  private working: GameState;
  private log: Action[] = [];
  /** Events per logged action; null where unknown (loaded from a snapshot, not replayed yet). */
  private eventLog: (GameEvent[] | null)[] = [];
  /** The state after k actions, for k a multiple of `snapshotEvery` (0: made again from the config when needed). */
  private snapshots = new Map<number, GameState>();
  /** A snapshot loaded from a file, at any k. */
  private anchor: { at: number; state: GameState } | null = null;
  private cursor = 0;
  private legal: Action[] | null = null;
  private eraList: Era[];
  /** The state before any action when it is not the config's setup (see MatchOptions.origin). */
  private readonly origin: GameState | null;

  private constructor(game: Game, config: GameConfig, initial: GameState, startEvents: GameEvent[], options: MatchOptions) {
    this.eraList = [{ at: 0, game }];
    this.config = cloneJson(config) as GameConfig;
    this.snapshotEvery = Math.max(1, Math.floor(options.snapshotEvery ?? SNAPSHOT_EVERY));
    this.startEvents = startEvents;
    this.working = initial;
    this.origin = options.origin ? cloneState(options.origin.state) : null;
  }

  /** Starts a match of `game` with `config`. */
  static create(game: Game, config: GameConfig, options: MatchOptions = {}): Made<Match> {
    if (options.origin) {
      if (options.origin.state.game !== game.module.vocabulary.game) return fail('bad-config', `the layout is of "${options.origin.state.game}", not "${game.module.vocabulary.game}"`);
      return { ok: true, match: new Match(game, config, cloneState(options.origin.state), [...options.origin.events], options) };
    }
    const created = game.create(config);
    if (!created.ok) return created;
    return { ok: true, match: new Match(game, config, created.state, created.events, options) };
  }

  /**
   * Loads a saved match. By default the actions are replayed from the start (the rules decide
   * again; a log they refuse is an error naming the action). With `fromSnapshot` and a
   * snapshot in the file, the state is taken from it and only later actions are replayed;
   * earlier points are rebuilt from the start when undo reaches them.
   */
  static fromJSON(game: Game, file: MatchFile, options: MatchOptions & { fromSnapshot?: boolean; /** Hot reloads to redo, at their positions (saved tables). */ reloads?: readonly Era[] } = {}): Made<Match> {
    if (typeof file !== 'object' || file === null || file.format !== MATCH_FORMAT) return fail('bad-config', `not a ${MATCH_FORMAT} file`);
    if (file.version !== MATCH_VERSION) return fail('bad-config', `match file version ${String(file.version)} is not supported (expected ${MATCH_VERSION})`);
    if (file.game !== game.module.vocabulary.game) return fail('bad-config', `the match is of "${file.game}", not "${game.module.vocabulary.game}"`);
    if (typeof file.config !== 'object' || file.config === null) return fail('bad-config', 'the match file has no config');
    if (!Array.isArray(file.actions) || !Number.isInteger(file.at) || file.at < 0 || file.at > file.actions.length) return fail('bad-config', 'the match file has no valid actions and position');
    const made = Match.create(game, file.config, options);
    if (!made.ok) return made;
    const match = made.match;
    for (const era of options.reloads ?? []) {
      const previous = match.eraList.length > 1 ? match.eraList[match.eraList.length - 1]!.at : -1;
      if (!Number.isInteger(era.at) || era.at < 0 || era.at > file.actions.length || era.at <= previous) return fail('bad-config', `a reload at ${era.at} is not after the one before it within the log's ${file.actions.length} actions`);
      match.eraList.push({ at: era.at, game: era.game });
    }
    match.enterEra(0);
    match.log = file.actions.map((a) => ({ ...a }));
    match.eventLog = match.log.map(() => null);
    const snapshot = file.snapshot;
    if (options.fromSnapshot && snapshot && Number.isInteger(snapshot.at) && snapshot.at >= 0 && snapshot.at <= file.at) {
      if (snapshot.state?.counts?.actions !== snapshot.at || snapshot.state.game !== file.game) return fail('bad-config', `the snapshot is not the state after ${snapshot.at} actions`);
      match.anchor = { at: snapshot.at, state: cloneState(snapshot.state) };
      match.working = cloneState(snapshot.state);
      match.cursor = snapshot.at;
    }
    const replayed = match.replayTo(file.at);
    return replayed ? { ok: false, error: replayed } : { ok: true, match };
  }

  /** The game in force now: the one of the latest reload at or before this point of the log. */
  get game(): Game {
    return this.gameAt(this.cursor);
  }

  /** The games in force along the log, from its start: one more for each reload. */
  eras(): readonly Era[] {
    return this.eraList;
  }

  private gameAt(position: number): Game {
    // (Without a reload, the usual case, the game is the first era's: asked twice an action.)
    if (this.eraList.length === 1) return this.eraList[0]!.game;
    let game = this.eraList[0]!.game;
    for (const era of this.eraList) if (era.at <= position) game = era.game;
    return game;
  }

  /**
   * Plays on with another game (new card definitions, engine/table/reload.ts) from this point:
   * undone actions are forgotten, as after a new action, and the module re-derives what it keeps
   * about the cards. Going back before this point brings back the game then in force, so every
   * point of the log replays exactly as it was played.
   */
  reload(game: Game): void {
    if (this.cursor < this.log.length) this.truncate();
    // (The first era stays: its game created the state the log starts from.)
    const last = this.eraList[this.eraList.length - 1]!;
    if (this.eraList.length > 1 && last.at === this.cursor) last.game = game;
    else this.eraList.push({ at: this.cursor, game });
    this.enterEra(this.cursor);
    if (this.cursor > 0 && this.cursor % this.snapshotEvery === 0) this.snapshots.set(this.cursor, cloneState(this.working));
    if (this.anchor && this.anchor.at === this.cursor) this.anchor = { at: this.cursor, state: cloneState(this.working) };
    this.legal = null;
  }

  /** At the start of a reload's era, the module re-derives what it keeps about the cards. */
  private enterEra(position: number): void {
    if (!this.eraList.some((era, i) => i > 0 && era.at === position)) return;
    const game = this.gameAt(position);
    game.module.tableEdited?.(game.ctx(this.working));
  }

  /** The state now. Read it, never change it: every change goes through `apply`. */
  get state(): GameState {
    return this.working;
  }

  /** Actions applied so far (the position in the log). */
  get position(): number {
    return this.cursor;
  }

  /** Actions in the log, including undone ones that `redo` would apply again. */
  get length(): number {
    return this.log.length;
  }

  get canUndo(): boolean {
    return this.cursor > 0;
  }

  get canRedo(): boolean {
    return this.cursor < this.log.length;
  }

  /** The actions applied so far, in order. */
  actions(): Action[] {
    return this.log.slice(0, this.cursor);
  }

  /** The action at `index` (0-based) of the log, undone ones included, without copying the log. */
  actionAt(index: number): Readonly<Action> | undefined {
    return this.log[index];
  }

  /** The events of the action at `index` (0-based), or null if not known (see `fromJSON`). */
  eventsOf(index: number): readonly GameEvent[] | null {
    return this.eventLog[index] ?? null;
  }

  /** The legal actions now (listed once per position; do not change the array). */
  legalActions(): readonly Action[] {
    this.legal ??= this.game.legalActions(this.working);
    return this.legal;
  }

  view(seat: SeatId | null): GameState {
    return this.game.view(this.working, seat);
  }

  hash(): string {
    return hashState(this.working);
  }

  /**
   * Applies an action. An illegal one returns the engine's error and changes nothing; a legal
   * one after an undo replaces the undone actions (no more redo).
   */
  apply(action: Action): { ok: true; events: GameEvent[] } | { ok: false; error: EngineError } {
    const legal = this.legalActions();
    let applied: ReturnType<Game['applyInPlace']>;
    try {
      // (The next position's legal actions listed on the way: every apply asks for them first.)
      applied = this.game.applyInPlace(this.working, action, legal, true);
    } catch (error) {
      // A rules bug left the working state half-changed: rebuild it, then report.
      this.rebuild(this.cursor);
      throw error;
    }
    if (!applied.ok) return applied;
    if (this.cursor < this.log.length) this.truncate();
    this.log.push({ ...action });
    // (The copy, not the engine's array, is kept and handed back: see `exactly`.)
    const events = exactly(applied.events);
    applied.events = events;
    this.eventLog.push(events);
    this.cursor += 1;
    // The engine hands back the next legal actions, listed as the action's call ended.
    this.legal = applied.legal ?? null;
    if (this.cursor % this.snapshotEvery === 0) this.snapshots.set(this.cursor, cloneState(this.working));
    return applied;
  }

  /** Steps back one action; false at the start. */
  undo(): boolean {
    return this.cursor > 0 && this.undoTo(this.cursor - 1);
  }

  /** Applies the next undone action again; false if there is none. */
  redo(): boolean {
    return this.cursor < this.log.length && this.undoTo(this.cursor + 1);
  }

  /**
   * Moves to the state after `k` actions of the log (back, or forward over undone ones).
   * False if there is no such point. Replaying a log this match played cannot fail; an undone
   * tail loaded from a file that the rules refuse is dropped, and the match stops before it.
   */
  undoTo(k: number): boolean {
    if (!Number.isInteger(k) || k < 0 || k > this.log.length) return false;
    if (k === this.cursor) return true;
    if (k < this.cursor) this.restore(k);
    return this.replayTo(k) === null;
  }

  /** The match as a file: config and actions, and with `snapshot` the current state too. */
  toJSON(options: { snapshot?: boolean } = {}): MatchFile {
    const file: MatchFile = {
      format: MATCH_FORMAT,
      version: MATCH_VERSION,
      game: this.eraList[0]!.game.module.vocabulary.game,
      config: cloneJson(this.config) as GameConfig,
      actions: this.log.map((a) => ({ ...a })),
      at: this.cursor,
    };
    if (options.snapshot) file.snapshot = { at: this.cursor, state: cloneState(this.working) };
    return file;
  }

  /** Restores the nearest snapshot at or before `k` as the working state. */
  private restore(k: number): void {
    let at = k - (k % this.snapshotEvery);
    while (at > 0 && !this.snapshots.has(at)) at -= this.snapshotEvery;
    const anchor = this.anchor && this.anchor.at <= k && this.anchor.at > at ? this.anchor : null;
    const base = anchor ? anchor.state : this.snapshots.get(at);
    this.working = base ? cloneState(base) : this.initialState();
    this.cursor = anchor ? anchor.at : base ? at : 0;
    // A copy is taken after its era began; the state made afresh is before any.
    if (!base) this.enterEra(0);
    this.legal = null;
  }

  /** The state before any action: creating the game again gives it exactly (same config, same seed), or the origin's copy. */
  private initialState(): GameState {
    if (this.origin) return cloneState(this.origin);
    const created = this.eraList[0]!.game.create(this.config);
    if (!created.ok) throw new Error(`the match's config no longer creates a game: ${created.error.message}`);
    return created.state;
  }

  /** Replays logged actions from the cursor up to `k`, filling in snapshots and events. */
  private replayTo(k: number): MatchError | null {
    while (this.cursor < k) {
      const action = this.log[this.cursor]!;
      const applied = this.gameAt(this.cursor).applyInPlace(this.working, action);
      if (!applied.ok) {
        // The working state is unchanged by a refused action: the log ends here.
        const at = this.cursor;
        this.truncate();
        return { ...applied.error, message: `action ${at + 1} (${action.kind} by ${action.seat}): ${applied.error.message}`, action: at };
      }
      this.eventLog[this.cursor] ??= exactly(applied.events);
      this.cursor += 1;
      this.enterEra(this.cursor);
      if (this.cursor % this.snapshotEvery === 0 && !this.snapshots.has(this.cursor)) this.snapshots.set(this.cursor, cloneState(this.working));
    }
    this.legal = null;
    return null;
  }

  /** Makes the working state the state after `k` actions again (after a rules error). */
  private rebuild(k: number): void {
    this.restore(k);
    this.replayTo(k);
  }

  /** Forgets the undone actions (and snapshots after the cursor). */
  private truncate(): void {
    this.log.length = this.cursor;
    this.eventLog.length = this.cursor;
    for (const at of this.snapshots.keys()) if (at > this.cursor) this.snapshots.delete(at);
    if (this.anchor && this.anchor.at > this.cursor) this.anchor = null;
    this.eraList = this.eraList.filter((era) => era.at <= this.cursor);
    this.legal = null;
  }
}

export type Replayed = { ok: true; state: GameState; events: GameEvent[][] } | { ok: false; error: MatchError };

/** Plays `actions` from a fresh game of `config`: the same config and actions give the same state (hash). */
export function replay(game: Game, config: GameConfig, actions: readonly Action[]): Replayed {
  const created = game.create(config);
  if (!created.ok) return created;
  const { state } = created;
  const events: GameEvent[][] = [];
  for (let i = 0; i < actions.length; i += 1) {
    const action = actions[i]!;
    const applied = game.applyInPlace(state, action);
    if (!applied.ok) return fail(applied.error.code, `action ${i + 1} (${action.kind} by ${action.seat}): ${applied.error.message}`, i);
    events.push(applied.events);
  }
  return { ok: true, state, events };
}
