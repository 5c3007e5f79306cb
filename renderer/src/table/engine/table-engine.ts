// The sandbox table's engine, as the worker holds it: a Match of the chosen game over lines of
// play, the bots of the bot seats, and the snapshot of the table the page draws. Every request
// is a method taking and returning plain data (Comlink carries them), and none throws: a refusal
// is an answer with a sentence.
import { botsFor, seatView } from '../../../../engine/bots';
import type { Action } from '../../../../engine/core/context';
import type { Game, GameConfig } from '../../../../engine/core/engine';
import { statOf } from '../../../../engine/core/evaluate';
import { Match } from '../../../../engine/core/match';
import type { GameEvent } from '../../../../engine/core/state';
import type { SetFile } from '../../../../engine/defs';
import type { TableLayout } from '../../../../engine/defs/table-layout';
import { tableLayoutOf } from '../../../../engine/games/tables';
import { seedRng } from '../../../../engine/random/rng';
import type { Answer, CardDetail, Catalog, HiddenInfo, LogEntry, SeatPlayer, TableConfig, TableSnapshot, TableStart, WorkspaceSet } from '../model';
import { buildGame, SetCatalog, type KnownSet } from './catalog';
import { cardNames, faceOf, facesOf } from './faces';
import { Lines } from './lines';
import { snapshotParts, viewerOf } from './snapshot';
import { actionText, eventText, type Words } from './words';

const refuse = (message: string) => ({ ok: false as const, message });
const done = <T>(value: T): Answer<T> => ({ ok: true, value });

/** A monotonic clock for budgets; the engine itself never reads one. */
const now = (): number => (typeof performance !== 'undefined' ? performance.now() : 0);

type Table = {
  id: number;
  config: TableConfig;
  game: Game;
  sets: KnownSet[];
  match: Match;
  lines: Lines;
  layout: TableLayout;
  players: SeatPlayer[];
  /** The log as the page has it, one entry per action of the current line (index 0: the first action). */
  entries: LogEntry[];
  setup: LogEntry;
  lastPerson: string | null;
};

export class TableEngine {
  private readonly sets: SetCatalog;
  private table: Table | null = null;
  private hidden: HiddenInfo = 'all';
  private serial = 0;
  private tables = 0;
  private notice: string | null = null;
  /** Time the engine spent on the last request, in milliseconds (for the benchmark). */
  lastEngineMs = 0;

  constructor(bundled: readonly SetFile[]) {
    this.sets = new SetCatalog(bundled);
  }

  catalog(): Catalog {
    return this.sets.catalog();
  }

  /** The workspace's sets, as they compile now. */
  setWorkspaceSets(sets: readonly WorkspaceSet[]): Catalog {
    this.sets.setWorkspace(sets);
    return this.sets.catalog();
  }

  // ---- Starting --------------------------------------------------------------------------

  start(config: TableConfig): Answer<TableStart> {
    const built = buildGame(this.sets, config.game, config.sets);
    if (!built.ok) return refuse(built.message);
    const { game } = built;
    const players = config.seats;
    const seed = config.seed.trim() === '' ? '1' : config.seed.trim();
    const gameConfig: GameConfig = { seed, seats: players.length, variants: config.variants, options: config.options };
    let made: ReturnType<typeof Match.create>;
    try {
      made = Match.create(game, gameConfig);
    } catch (error) {
      return refuse(`The game could not be set up: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!made.ok) return refuse(`The game could not be set up: ${made.error.message}`);
    const match = made.match;
    const id = (this.tables += 1);
    const layout = tableLayoutOf(game.module.vocabulary);
    const w = this.words(game, match);
    const setup: LogEntry = { index: -1, turn: 1, active: match.state.turn.active, text: 'Setup', seat: null, bot: false, god: false, events: match.startEvents.map((e) => eventText(w, e)) };
    this.table = { id, config: { ...config, seed }, game, sets: built.sets, match, lines: new Lines(match), layout, players, entries: [], setup, lastPerson: null };
    this.notice = null;
    return done({ snapshot: this.snapshot(-1), layout, faces: facesOf(game, built.sets), config: { ...config, seed } });
  }

  // ---- Playing -------------------------------------------------------------------------------

  /** Plays the legal action at `index` of the snapshot numbered `serial` (refused if the table has moved on). */
  act(index: number, serial: number): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    if (serial !== this.serial) return refuse('The table changed before the action arrived; look again');
    const action = t.match.legalActions()[index];
    if (!action) return refuse('There is no such action now');
    return this.play(t, action);
  }

  /** Plays an action given in full (a free move, a god step). */
  actWith(action: Action): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    return this.play(t, action);
  }

  private play(t: Table, action: Action): Answer<TableSnapshot> {
    const started = now();
    let applied: ReturnType<Lines['apply']>;
    try {
      applied = t.lines.apply(action);
    } catch (error) {
      return refuse(`The rules failed on this action: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!applied.ok) return refuse(applied.message);
    if (this.playerOf(t, action.seat)?.kind === 'you') t.lastPerson = action.seat;
    this.notice = applied.forked ? `A new line starts here; ${t.lines.get(t.lines.list().find((l) => l.id === t.lines.current)?.forkOf ?? 0)?.name ?? 'the old line'} is kept in the log` : null;
    this.lastEngineMs = now() - started;
    return done(this.snapshot());
  }

  /**
   * Plays the bot seats while a bot is to act, for at most `budgetMs` and `max` actions, and
   * answers the table as it then stands with how many actions were played.
   */
  runBots(budgetMs: number, max: number): Answer<TableSnapshot & { played: number }> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const started = now();
    let played = 0;
    const bots = botsFor(t.game.module.vocabulary.game);
    while (played < max && !t.match.state.result) {
      const state = t.match.state;
      const seat = state.prompt?.seat;
      const player = seat === undefined ? undefined : this.playerOf(t, seat);
      if (!seat || player?.kind !== 'bot') break;
      const legal = t.match.legalActions();
      if (legal.length === 0) break;
      let action = legal[0]!;
      if (legal.length > 1) {
        const bot = bots[player.bot] ?? bots.random!;
        // Seeded by the position, so a bot undone and asked again makes the same choice (a redo).
        action = bot.choose(seatView(t.game, state, seat), [...legal], seedRng(`${t.config.seed}:bot:${t.match.position}`));
      }
      const applied = t.lines.apply(action);
      if (!applied.ok) return refuse(`The ${player.bot} bot of ${seat} chose an action the rules refused: ${applied.message}`);
      played += 1;
      if (now() - started >= budgetMs) break;
    }
    this.lastEngineMs = now() - started;
    return done({ ...this.snapshot(), played });
  }

  // ---- Undo, redo, jumps, lines --------------------------------------------------------------

  private personSeat(t: Table, seat: string): boolean {
    return this.playerOf(t, seat)?.kind === 'you';
  }

  /** Takes back the last action of a person (and the bots' actions after it); one action at a table of bots only. */
  undo(): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const started = now();
    const anyPerson = t.players.some((p) => p.kind === 'you');
    const log = t.match.toJSON().actions;
    let moved = false;
    while (t.lines.undo()) {
      moved = true;
      const undone = log[t.match.position];
      if (!anyPerson || !undone || this.personSeat(t, undone.seat)) break;
    }
    this.lastEngineMs = now() - started;
    this.notice = moved ? null : 'Nothing to undo';
    return done(this.snapshot());
  }

  /** Plays the undone actions again up to the next decision of a person. */
  redo(): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const started = now();
    const anyPerson = t.players.some((p) => p.kind === 'you');
    const log = t.match.toJSON().actions;
    let moved = false;
    while (t.lines.redo()) {
      moved = true;
      const next = log[t.match.position];
      if (!anyPerson || !next || this.personSeat(t, next.seat)) break;
    }
    this.lastEngineMs = now() - started;
    this.notice = moved ? null : 'Nothing to redo';
    return done(this.snapshot());
  }

  /** Moves to the point after `k` actions of the current line (0: the start). */
  jump(k: number): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const started = now();
    if (!t.lines.jump(k)) return refuse(`There is no point after ${k} actions in this line`);
    this.lastEngineMs = now() - started;
    this.notice = null;
    return done(this.snapshot());
  }

  switchLine(id: number): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const started = now();
    if (!t.lines.switchTo(id)) return refuse('There is no such line');
    this.lastEngineMs = now() - started;
    this.notice = `Now playing ${t.lines.get(id)?.name ?? 'the line'}`;
    return done(this.snapshot());
  }

  // ---- What the table shows ------------------------------------------------------------------

  setHidden(hidden: HiddenInfo): Answer<TableSnapshot> {
    this.hidden = hidden;
    if (!this.table) return refuse('No table is set up');
    return done(this.snapshot());
  }

  current(): Answer<TableSnapshot> {
    return this.table ? done(this.snapshot(-1)) : refuse('No table is set up');
  }

  cardDetail(id: string): CardDetail | null {
    const t = this.table;
    if (!t) return null;
    const state = t.match.state;
    const instance = state.cards[id];
    if (!instance) return null;
    const snap = this.snapshotCards(t)[id];
    const visible = snap?.def ?? null;
    const def = visible ? t.game.defs.get(visible) : undefined;
    const ctx = t.game.ctx(state);
    return {
      id,
      def: visible,
      name: def?.name ?? 'A face-down card',
      zone: state.zones[instance.zone]?.type ?? instance.zone,
      stats: def ? Object.entries(def.stats).map(([name, printed]) => ({ name, printed, now: statOf(ctx, id, name) })) : [],
      counters: { ...instance.counters },
      damage: instance.damage,
      exhausted: instance.exhausted,
      states: snap?.states ?? [],
      rulesText: def ? faceOf(t.game, def, t.sets, cardNames(t.game), true).rulesText : '',
    };
  }

  private snapshotCards(t: Table) {
    return snapshotParts(t.game, t.match.state, t.match.legalActions(), t.layout, t.players, this.hidden, viewerOf(t.match.state, t.players, t.lastPerson)).cards;
  }

  private playerOf(t: Table, seat: string): SeatPlayer | undefined {
    const index = t.match.state.seats.findIndex((s) => s.id === seat);
    return index < 0 ? undefined : t.players[index];
  }

  private words(game: Game, match: Match): Words {
    return { state: match.state, defs: game.defs, vocabulary: game.module.vocabulary };
  }

  /** The log entries of the current line from action `from` on (-1: with the setup). */
  private logFrom(t: Table, from: number): LogEntry[] {
    const log = t.match.toJSON().actions;
    const w = this.words(t.game, t.match);
    t.entries.length = Math.min(t.entries.length, Math.max(0, from));
    const last = t.entries.length > 0 ? t.entries[t.entries.length - 1]! : t.setup;
    let current = { turn: last.turn, active: last.active };
    const advance = (events: readonly GameEvent[]) => {
      for (const event of events) if (event.type === 'turn-began') current = { turn: current.turn + 1, active: typeof event.player === 'string' ? event.player : current.active };
    };
    // The turn an action was taken in: the previous entry's, moved on by the turns its events began.
    if (t.entries.length > 0) advance(t.match.eventsOf(t.entries.length - 1) ?? []);
    for (let i = t.entries.length; i < log.length; i += 1) {
      const action = log[i]!;
      const events = t.match.eventsOf(i) ?? [];
      const player = this.playerOf(t, action.seat);
      const entry: LogEntry = { index: i, turn: current.turn, active: current.active, text: actionText(w, action), seat: action.seat, bot: player?.kind === 'bot', god: action.kind.startsWith('god-'), events: events.map((e) => eventText(w, e)) };
      t.entries.push(entry);
      advance(events);
    }
    return t.entries.slice(Math.max(0, from));
  }

  private snapshot(forceLogFrom?: number): TableSnapshot {
    const t = this.table!;
    const state = t.match.state;
    const viewer = viewerOf(state, t.players, t.lastPerson);
    const parts = snapshotParts(t.game, state, t.match.legalActions(), t.layout, t.players, this.hidden, viewer);
    const changed = t.lines.takeChangedFrom();
    const from = forceLogFrom !== undefined ? forceLogFrom : Math.min(changed, t.entries.length);
    const entries = this.logFrom(t, Math.max(0, from));
    const waitingSeat = state.result ? null : (state.prompt?.seat ?? null);
    this.serial += 1;
    return {
      serial: this.serial,
      tableId: t.id,
      game: t.game.module.vocabulary.game,
      gameName: t.game.module.vocabulary.name,
      seed: t.config.seed,
      ...parts,
      turn: { ...state.turn },
      priority: state.priority,
      waiting: waitingSeat === null ? null : { seat: waitingSeat, bot: this.playerOf(t, waitingSeat)?.kind === 'bot' },
      hidden: this.hidden,
      position: t.match.position,
      length: t.match.length,
      log: { from: from < 0 ? -1 : from, entries: from < 0 ? [t.setup, ...entries] : entries },
      lines: t.lines.list().map((l) => ({ id: l.id, name: l.name, length: l.actions.length, forkOf: l.forkOf, forkAt: l.forkAt })),
      line: t.lines.current,
      stale: t.sets.flatMap((s) => s.broken),
      notice: this.notice,
    };
  }
}
