// The sandbox table's engine, as the worker holds it: a Match of the chosen game over lines of
// play, the bots of the bot seats, and the snapshot of the table the page draws. Every request
// is a method taking and returning plain data (Comlink carries them), and none throws: a refusal
// is an answer with a sentence.
import { botsFor, seatView } from '../../../../engine/bots';
import { tableDeckLists } from '../../../../engine/decks';
import type { Action } from '../../../../engine/core/context';
import { loadGame, type Game, type GameConfig } from '../../../../engine/core/engine';
import { statOf } from '../../../../engine/core/evaluate';
import { GOD_SEAT, isGodAction } from '../../../../engine/core/god';
import { cardRefIn, type CardRef } from '../../../../engine/core/state';
import { Match } from '../../../../engine/core/match';
import { SET_FILE_FORMAT, SET_FILE_VERSION, type SetFile, type TableDecks, type TableStart } from '../../../../engine/defs';
import type { TableLayout } from '../../../../engine/defs/table-layout';
import { tableLayoutOf } from '../../../../engine/games/tables';
import { seedRng } from '../../../../engine/random/rng';
import { jsonSyntaxError } from '../../../../card-dsl/decompile/json-syntax';
import { reloadDefinitions, type ReloadReport } from '../../../../engine/table/reload';
import { parse, stringify } from 'yaml';
import { recordScenario } from '../../../../engine/table/record';
import { makeReplay } from '../../../../engine/table/replay';
import { tableOfScenario } from '../../../../engine/table/from-scenario';
import { branchesOfLines, configOfTable, loadTable, originOf, saveTable, TABLE_SNAPSHOT_EVERY, type TableSetup } from '../../../../engine/table/table';
import type { Answer, BrokenDefinition, DeckPick, SimulationSource, CardDetail, Catalog, DeckReport, DeckText, GodMenu, HiddenInfo, SeatPlayer, TableConfig, TableSnapshot, TableStart as StartedTable, WorkspaceSet } from '../model';
import { buildGame, definitionsOf, mergedDefinitions, SetCatalog, tableGames, type KnownSet } from './catalog';
import { checkDecks, dealtOf, type CheckedDeck } from './decks';
import type { DealtDecks } from '../../../../engine/decks';
import { cardNames, changedFaces, faceOf, facesOf } from './faces';
import { godMenu, putAction } from './god-menu';
import { branchId, Lines } from './lines';
import { LogBook } from './log';
import { openReplay } from './open-replay';
import { snapshotParts, viewerOf } from './snapshot';

/** What a rematch deals again when it reads no deck files: the decks the table dealt, and its automatic passing. */
type KeptDeal = { decks?: TableDecks; autoPass?: false };

const refuse = (message: string) => ({ ok: false as const, message });
const done = <T>(value: T): Answer<T> => ({ ok: true, value });

/** A monotonic clock for the benchmark's figures; the engine itself never reads one. */
const now = (): number => (typeof performance !== 'undefined' ? performance.now() : 0);

type Table = {
  id: number;
  config: TableConfig;
  /** The sets as the table was set up with them (a saved table keeps these), and as they are now. */
  startSets: KnownSet[];
  sets: KnownSet[];
  /** The lines of play; `lines.match` is the one being played. */
  lines: Lines;
  /** Where play began when not the game's setup (a table started from a scenario: its arrangement, layout and dice). */
  start?: TableStart;
  /** The saved decks dealt instead of the game's default composition. */
  decks?: TableDecks;
  /** The game's automatic passing is off (a replay or saved table made so); it is on unless said. */
  autoPass?: false;
  /**
   * The table plays with definitions of its own (a replay's): the workspace's sets, even of the
   * same ids, do not reload it.
   */
  ownDefinitions?: true;
  log: LogBook;
  layout: TableLayout;
  players: SeatPlayer[];
  lastPerson: string | null;
  /** Faces to send with the next snapshot (new or changed definitions). */
  faces: TableSnapshot['faces'];
  /**
   * The game whose definitions the page's faces show. The point shown may be played with other
   * definitions (a jump back to before a hot reload, another line): the next snapshot then sends
   * the faces that differ, so the cards look as they were at that point.
   */
  facesGame: Game;
  stale: BrokenDefinition[];
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

  /**
   * The workspace's sets as they compile now. A running table whose sets changed plays on with
   * the new definitions (hot reload): the answer then carries its snapshot.
   */
  setWorkspaceSets(sets: readonly WorkspaceSet[]): { catalog: Catalog; snapshot: TableSnapshot | null } {
    this.sets.setWorkspace(sets);
    const t = this.table;
    const snapshot = t && !t.ownDefinitions && t.sets.some((s) => s.source === 'workspace' || sets.some((w) => w.id === s.id)) ? this.reload(t) : null;
    return { catalog: this.sets.catalog(), snapshot };
  }

  /** Hot reload: the table's sets as they are now, if anything of them changed. */
  private reload(t: Table): TableSnapshot | null {
    const found = definitionsOf(this.sets, t.config.game, t.config.sets);
    if (!found.ok) return null;
    const before = t.lines.match.game;
    const stale = found.sets.flatMap((s) => s.broken);
    const staleChanged = JSON.stringify(stale) !== JSON.stringify(t.stale);
    t.sets = found.sets;
    t.stale = stale;
    const same = found.cards.length === before.source.cards.length && JSON.stringify(found.cards) === JSON.stringify(before.source.cards) && JSON.stringify(found.variants) === JSON.stringify(before.variants);
    if (same) {
      if (!staleChanged) return null;
      this.notice = stale.length > 0 ? staleWords(stale) : 'Every card of the table compiles again';
      return this.snapshot();
    }
    const started = now();
    const { game, report } = reloadDefinitions(before, t.lines.match.state, found.cards, found.variants);
    const forked = t.lines.reload(game);
    this.lastEngineMs = now() - started;
    // The snapshot sends the faces of what changed (the game shown is now the reloaded one).
    this.notice = reloadWords(game, report, stale, forked);
    return this.snapshot();
  }

  // ---- Starting --------------------------------------------------------------------------

  /** Checks saved decks for a table of the game with `players` seats (the New table dialog shows what they break). */
  checkDecks(game: string, players: number, decks: readonly DeckText[]): Answer<DeckReport[]> {
    const module = Object.prototype.hasOwnProperty.call(tableGames, game) ? tableGames[game]! : null;
    if (!module) return refuse(`The table cannot play "${game}" yet`);
    return done(checkDecks(module, this.sets.all(), players, decks).map((c) => c.report));
  }

  /**
   * The card and variant definitions of `setIds` as the table would play them now (the
   * workspace's as they last compiled), and what the saved `decks` deal, for the simulation's
   * workers, which load the game themselves: the table's catalog stays the one place that knows
   * what a set holds. Decks are checked and refused as a new table's are.
   */
  simulationSource(game: string, setIds: readonly string[], players: number, decks: readonly DeckText[] = [], picks: Readonly<Record<string, DeckPick>> = {}): Answer<SimulationSource> {
    const dealing = this.dealing(game, setIds, players, decks, picks);
    if (!dealing.ok) return refuse(dealing.message);
    const found = definitionsOf(this.sets, game, dealing.setIds);
    if (!found.ok) return refuse(found.message);
    if (found.cards.length === 0) return refuse('The chosen sets have no cards that compile');
    return done({ cards: found.cards, variants: found.variants, sets: found.sets.map((s) => s.id), ...(dealing.dealt ? { decks: dealing.dealt } : {}) });
  }

  /**
   * The saved decks checked for a table of `players` and what they deal (refused as `dealtOf`
   * says), with the chosen sets and those the decks draw on.
   */
  private dealing(game: string, setIds: readonly string[], players: number, decks: readonly DeckText[], picks: Readonly<Record<string, DeckPick>>): { ok: true; checked: CheckedDeck[]; dealt: DealtDecks | null; setIds: string[] } | { ok: false; message: string } {
    const module = Object.prototype.hasOwnProperty.call(tableGames, game) ? tableGames[game]! : null;
    const checked = module && decks.length > 0 ? checkDecks(module, this.sets.all(), players, decks) : [];
    const dealing = dealtOf(checked, picks);
    if (!dealing.ok) return dealing;
    const ids = [...setIds];
    for (const c of checked) if (c.report.ok) for (const id of c.report.sets) if (!ids.includes(id) && this.sets.get(id)) ids.push(id);
    return { ok: true, checked, dealt: dealing.dealt, setIds: ids };
  }

  /**
   * Starts a table. `decks` are the texts of the saved decks `config.decks` names: they are dealt
   * instead of the game's default composition, and the sets they draw on join the table's. Without
   * any, `kept` may give the decks to deal as a table dealt them before (a rematch).
   */
  start(config: TableConfig, decks: readonly DeckText[] = [], kept: KeptDeal = {}): Answer<StartedTable> {
    this.lastEngineMs = 0;
    const dealing = this.dealing(config.game, config.sets, config.seats.length, decks, config.decks ?? {});
    if (!dealing.ok) return refuse(dealing.message);
    const { checked, dealt } = dealing;
    config = { ...config, sets: dealing.setIds, variants: { ...dealt?.variants, ...config.variants } };
    const built = buildGame(this.sets, config.game, config.sets);
    if (!built.ok) return refuse(built.message);
    const { game } = built;
    const players = config.seats;
    const seed = config.seed.trim() === '' ? '1' : config.seed.trim();
    const tableDecks: TableDecks | undefined = dealt
      ? { ...(dealt.cards ? { cards: dealt.cards } : {}), ...(dealt.seatCards ? { seatCards: dealt.seatCards } : {}), ...(dealt.seatElite ? { seatElite: dealt.seatElite } : {}), files: Object.fromEntries(checked.map((c) => [c.place, c.path])) }
      : kept.decks;
    const gameConfig: GameConfig = {
      seed,
      seats: players.length,
      variants: config.variants,
      options: config.options,
      ...(kept.autoPass === false ? { autoPass: false } : {}),
      ...(tableDecks?.cards ? { cards: tableDecks.cards } : {}),
      ...(tableDecks?.seatCards ? { seatCards: tableDecks.seatCards } : {}),
      ...(tableDecks?.seatElite ? { seatElite: tableDecks.seatElite } : {}),
    };
    let made: ReturnType<typeof Match.create>;
    try {
      made = Match.create(game, gameConfig, { snapshotEvery: TABLE_SNAPSHOT_EVERY });
    } catch (error) {
      return refuse(`The game could not be set up: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!made.ok) return refuse(`The game could not be set up: ${made.error.message}`);
    const match = made.match;
    const layout = tableLayoutOf(game.module.vocabulary);
    const id = (this.tables += 1);
    const stale = built.sets.flatMap((s) => s.broken);
    this.table = { id, config: { ...config, seed }, startSets: built.sets, sets: built.sets, lines: new Lines(match, game), log: new LogBook(match), layout, players, lastPerson: null, faces: null, facesGame: game, stale, ...(tableDecks ? { decks: tableDecks } : {}), ...(kept.autoPass === false ? { autoPass: false as const } : {}) };
    this.notice = stale.length > 0 ? staleWords(stale) : null;
    return done({ snapshot: this.snapshot(-1), layout, faces: facesOf(game, built.sets), config: { ...config, seed } });
  }

  /**
   * A new game of the table shown (a rematch), as `config` says (its seed, seats, variants and
   * options), from the game's setup. A table that plays definitions of its own (a replay's) deals
   * them again, and the decks it dealt, rather than the sets of the same ids the studio knows now:
   * a rematch of a replay plays the replay's cards. Any other table starts as `start` starts one,
   * from its sets as they are now and the decks `decks` hold; a table that names no deck files to
   * read again (a saved table loaded) deals the decks it dealt, and keeps its automatic passing.
   */
  rematch(config: TableConfig, decks: readonly DeckText[] = []): Answer<StartedTable> {
    const t = this.table;
    if (!t || config.game !== t.config.game) return this.start(config, decks);
    if (!t.ownDefinitions) {
      const picked = Object.keys(config.decks ?? {}).length > 0;
      return this.start(config, decks, { ...(!picked && t.decks ? { decks: t.decks } : {}), ...(t.autoPass === false ? { autoPass: false } : {}) });
    }
    this.lastEngineMs = 0;
    const { cards, variants } = mergedDefinitions(t.startSets);
    const game = loadGame(tableGames[config.game]!, cards, variants);
    const seed = config.seed.trim() === '' ? '1' : config.seed.trim();
    const seats = t.lines.match.state.seats.map((s) => ({ id: s.id, name: s.name }));
    let made: ReturnType<typeof Match.create>;
    try {
      made = Match.create(game, configOfTable({ seed, seats, variants: config.variants, options: config.options, ...(t.autoPass === false ? { autoPass: false } : {}), ...(t.decks ? { decks: t.decks } : {}) }), { snapshotEvery: TABLE_SNAPSHOT_EVERY });
    } catch (error) {
      return refuse(`The game could not be set up: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!made.ok) return refuse(`The game could not be set up: ${made.error.message}`);
    const match = made.match;
    const sets = t.startSets;
    const own = { ...(t.decks ? { decks: t.decks } : {}), ...(t.autoPass === false ? { autoPass: false as const } : {}) };
    this.table = { id: (this.tables += 1), config: { ...config, seed }, startSets: sets, sets, lines: new Lines(match, game), ...own, ownDefinitions: true, log: new LogBook(match), layout: t.layout, players: config.seats, lastPerson: null, faces: null, facesGame: game, stale: [] };
    this.notice = 'A rematch with the replay’s own cards';
    return done({ snapshot: this.snapshot(-1), layout: t.layout, faces: facesOf(game, sets), config: { ...config, seed } });
  }

  // ---- Playing -------------------------------------------------------------------------------

  /** Plays the legal action at `index` of the snapshot numbered `serial` (refused if the table has moved on). */
  act(index: number, serial: number): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    if (serial !== this.serial) return refuse('The table changed before the action arrived; look again');
    const action = t.lines.match.legalActions()[index];
    if (!action) return refuse('There is no such action now');
    return this.play(t, action);
  }

  /** Plays the free move (a deal) at `index` of the snapshot numbered `serial`. */
  actFree(index: number, serial: number): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    if (serial !== this.serial) return refuse('The table changed before the action arrived; look again');
    const action = t.lines.match.game.freeActions(t.lines.match.state)[index];
    if (!action) return refuse('There is no such move now');
    return this.play(t, action);
  }

  /** Plays an action given in full: a god tool, or a free move (a deal). */
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
    this.lastEngineMs = now() - started;
    if (!applied.ok) return refuse(sentence(applied.message));
    if (!isGodAction(action) && this.playerOf(t, action.seat)?.kind === 'you') t.lastPerson = action.seat;
    this.notice = applied.forked ? `A new line of play starts here; ${t.lines.get(t.lines.get(t.lines.current)?.forkOf ?? 0)?.name ?? 'the old line'} is kept in the log` : null;
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
    const bots = botsFor(t.lines.match.game.module.vocabulary.game);
    while (played < max && !t.lines.match.state.result) {
      const state = t.lines.match.state;
      const seat = state.prompt?.seat;
      const player = seat === undefined ? undefined : this.playerOf(t, seat);
      if (!seat || player?.kind !== 'bot') break;
      const legal = t.lines.match.legalActions();
      if (legal.length === 0) break;
      let action = legal[0]!;
      if (legal.length > 1) {
        const bot = bots[player.bot] ?? bots.random!;
        // Seeded by the position, so a bot undone and asked again makes the same choice.
        action = bot.choose(seatView(t.lines.match.game, state, seat), [...legal], seedRng(`${t.config.seed}:bot:${t.lines.match.position}`));
      }
      const applied = t.lines.apply(action);
      if (!applied.ok) return refuse(`The ${player.bot} bot of ${seat} chose an action the rules refused: ${applied.message}`);
      played += 1;
      if (now() - started >= budgetMs) break;
    }
    this.lastEngineMs = now() - started;
    if (played > 0) this.notice = null;
    return done({ ...this.snapshot(), played });
  }

  // ---- God tools ----------------------------------------------------------------------------

  godMenu(): GodMenu | null {
    const t = this.table;
    return t ? godMenu(t.lines.match.game, t.lines.match.state, this.sets.all().filter((s) => s.game === t.config.game)) : null;
  }

  /** Puts a card of any set of the game (or the card being edited) into a zone. */
  putCard(def: string, zone: string, at?: 'top' | 'bottom'): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const action = putAction(t.lines.match.game, t.lines.match.state, def, zone, this.sets.all().filter((s) => s.game === t.config.game), at);
    if (typeof action === 'string') return refuse(action);
    if (typeof action.definition === 'string') {
      const parsed = JSON.parse(action.definition) as Parameters<typeof faceOf>[1];
      t.faces = { ...(t.faces ?? {}), [def]: faceOf(t.lines.match.game, parsed, this.sets.all(), cardNames(t.lines.match.game)) };
    }
    return this.play(t, action);
  }

  // ---- Saved tables and scenarios -------------------------------------------------------------

  /** The table as a saved-table file (engine/defs/table-file.ts), as text. */
  saveTable(): Answer<string> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const file = saveTable({ setup: this.setupOf(t), branches: branchesOfLines(t.lines.toSaved()), current: branchId(t.lines.current), match: t.lines.match });
    return done(`${JSON.stringify(file, null, 2)}\n`);
  }

  /** The line being played, up to where it stands, as a replay file that `cardwright replay` checks. */
  exportReplay(): Answer<string> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const setup = this.setupOf(t);
    const replay = makeReplay({ setup: { ...setup, sets: t.startSets.map((s) => ({ id: s.id, cards: s.cards, variants: s.variants })), seats: setup.seats.map((s) => ({ id: s.id, name: s.name })) }, match: t.lines.match });
    return done(`${JSON.stringify(replay, null, 2)}\n`);
  }

  /** A saved table read back: the table as it was saved, every line of play with it. */
  loadTable(text: string): Answer<StartedTable> {
    const syntax = jsonSyntaxError(text);
    if (syntax) return { ok: false, message: 'This is not a saved table: its JSON is broken', problems: [{ path: `line ${syntax.line}, column ${syntax.column}`, message: syntax.message }] };
    const resolved = new Map<string, KnownSet>();
    const loaded = loadTable(JSON.parse(text) as unknown, tableGames, (set) => {
      const known = this.sets.get(set.id);
      if (!known) return `there is no set ${set.id}${set.origin === 'workspace' ? ' in the workspace' : ' among the bundled sets'}`;
      resolved.set(set.id, known);
      return { cards: known.cards, variants: known.variants };
    });
    if (!loaded.ok) return { ok: false, message: `This table cannot be loaded (${loaded.problems.length === 1 ? 'a problem' : `${loaded.problems.length} problems`})`, problems: loaded.problems };
    const { file, game, match, lines, warnings } = loaded;
    const startSets: KnownSet[] = file.sets.map((set) => {
      const known = resolved.get(set.id) ?? this.sets.get(set.id);
      return { id: set.id, game: file.game, name: known?.name ?? set.id, source: set.origin, cards: set.cards ?? known?.cards ?? [], variants: set.variants ?? known?.variants ?? [], broken: [], ...(known?.folder ? { folder: known.folder } : {}) };
    });
    const players: SeatPlayer[] = file.seats.map((seat) => (seat.bot ? { kind: 'bot', bot: seat.bot } : { kind: 'you' }));
    const config: TableConfig = { game: file.game, sets: file.sets.map((s) => s.id), variants: file.variants, options: file.options, seats: players, seed: file.seed };
    const layout = tableLayoutOf(game.module.vocabulary);
    const id = (this.tables += 1);
    const log = new LogBook(match);
    const began = originOf(game, file);
    const origin = began.ok && began.origin ? began.origin : undefined;
    this.table = { id, config, startSets, sets: startSets, lines: Lines.fromSaved(game, match, lines, file.current.branch, origin), ...(file.start ? { start: file.start } : {}), ...(file.decks ? { decks: file.decks } : {}), ...(file.autoPass === false ? { autoPass: false as const } : {}), log, layout, players, lastPerson: null, faces: null, facesGame: match.game, stale: [] };
    this.notice = warnings.length > 0 ? `Loaded with ${warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`}: ${warnings.map((w) => `${w.message} (at ${w.path})`).join('; ')}` : null;
    return done({ snapshot: this.snapshot(-1), layout, faces: facesOf(match.game, startSets), config });
  }

  /**
   * A replay file opened at the table (open-replay.ts): the replay's game, seats (every one
   * yours), seed, variants, options, start and decks, its sets by the definitions it carries, and
   * its actions with its hot reloads as the main line, at its end. Where the replay went astray,
   * the line stops after the last action whose state matched and the notice says where and how.
   * `name` is how the notice calls the file.
   */
  loadReplay(text: string, name = 'The replay'): Answer<StartedTable & { astray: boolean }> {
    const opened = openReplay(text, name, this.sets);
    if (!opened.ok) return opened;
    const { file, game, match, origin, sets, notice, astray } = opened.value;
    const players: SeatPlayer[] = file.seats.map(() => ({ kind: 'you' }));
    const config: TableConfig = { game: file.game, sets: sets.map((s) => s.id), variants: file.variants, options: file.options, seats: players, seed: file.seed };
    const layout = tableLayoutOf(game.module.vocabulary);
    const id = (this.tables += 1);
    const own = { ...(file.start ? { start: file.start } : {}), ...(file.decks ? { decks: file.decks } : {}), ...(file.autoPass === false ? { autoPass: false as const } : {}) };
    this.table = { id, config, startSets: sets, sets, lines: new Lines(match, game, origin ?? undefined), ...own, ownDefinitions: true, log: new LogBook(match), layout, players, lastPerson: null, faces: null, facesGame: match.game, stale: [] };
    this.notice = notice;
    return done({ snapshot: this.snapshot(-1), layout, faces: facesOf(match.game, sets), config, astray });
  }

  /**
   * The line played so far as a scenario (YAML text): from the setup (`from` 0: every action a
   * step), or from the layout after `from` actions with the steps since; with notes on what a
   * layout cannot carry.
   */
  recordScenario(name: string, from: number): Answer<{ text: string; notes: string[] }> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const setup = this.setupOf(t);
    // A table dealt from saved decks gives the scenario their lists, so it deals the same cards.
    const sets = t.startSets.filter((s) => s.game === t.config.game).map((s) => ({ set: s.id.split('/')[1]!, name: s.name, cards: s.cards, variants: s.variants }));
    const lists = t.decks ? tableDeckLists(tableGames[t.config.game]!.vocabulary, sets, setup.variants, setup.seats.length, t.decks) : null;
    if (lists && !lists.ok) return refuse(lists.message);
    const dealt = lists?.ok ? { dealtLists: { ...(lists.deck ? { deck: lists.deck } : {}), ...(lists.decks ? { decks: lists.decks } : {}) } } : {};
    const recorded = recordScenario({ setup: { game: setup.game, sets: t.config.sets, variants: setup.variants, options: setup.options, seats: setup.seats.map((s) => ({ id: s.id, name: s.name })), seed: setup.seed, ...(t.start ? { start: t.start } : {}), ...dealt }, match: t.lines.match, name, from });
    if (!recorded.ok) return refuse(sentence(recorded.message));
    const notes = recorded.notes.map((n) => `# Note: ${n}`).join('\n');
    return done({ text: `${notes ? `${notes}\n` : ''}${stringify(recorded.document, { lineWidth: 0 })}`, notes: recorded.notes });
  }

  /**
   * A table started from a scenario file (YAML text): its setup, arrangement and layout, and its
   * steps played as the line's first actions (engine/table/from-scenario.ts). Every seat is
   * played by hand; a step that cannot be played stops the line there, and the notice says so.
   */
  startFromScenario(text: string, name = 'the scenario'): Answer<StartedTable> {
    let document: unknown;
    try {
      document = parse(text, { maxAliasCount: 100 });
    } catch (error) {
      const where = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
      return { ok: false, message: `${name} is not YAML`, problems: [{ path: where ? `line ${where.line}, column ${where.col}` : '(file)', message: error instanceof Error ? error.message.split('\n')[0]! : String(error) }] };
    }
    const sets: SetFile[] = this.sets.all().map((s) => ({ format: SET_FILE_FORMAT, version: SET_FILE_VERSION, game: s.game, set: s.id.split('/')[1]!, name: s.name, cards: s.cards, variants: s.variants }) as SetFile);
    const made = tableOfScenario(document, sets, tableGames);
    if (!made.ok) return { ok: false, message: `${name} cannot start a table (${made.problems.length === 1 ? 'a problem' : `${made.problems.length} problems`})`, problems: made.problems };
    const { setup, game, match, result } = made;
    const startSets: KnownSet[] = setup.sets.map((set) => {
      const known = this.sets.get(set.id);
      return { id: set.id, game: setup.game, name: known?.name ?? set.id, source: known?.source ?? 'workspace', cards: set.cards ?? known?.cards ?? [], variants: set.variants ?? known?.variants ?? [], broken: known?.broken ?? [], ...(known?.folder ? { folder: known.folder } : {}) };
    });
    const players: SeatPlayer[] = setup.seats.map(() => ({ kind: 'you' }));
    const config: TableConfig = { game: setup.game, sets: startSets.map((s) => s.id), variants: setup.variants, options: setup.options, seats: players, seed: setup.seed };
    const began = originOf(game, setup);
    const origin = began.ok && began.origin ? began.origin : undefined;
    const layout = tableLayoutOf(game.module.vocabulary);
    const id = (this.tables += 1);
    this.table = { id, config, startSets, sets: startSets, lines: new Lines(match, game, origin), ...(setup.start ? { start: setup.start } : {}), log: new LogBook(match), layout, players, lastPerson: null, faces: null, facesGame: match.game, stale: [] };
    const stopped = result.failures.find((f) => f.kind !== 'expectation');
    const differ = result.failures.filter((f) => f.kind === 'expectation').length;
    const played = `${match.position} ${match.position === 1 ? 'action' : 'actions'} of its steps played`;
    this.notice = stopped ? `Started from ${name}: its steps stop at ${stopped.path} (${stopped.message}); ${played}` : `Started from ${name}: ${played}${differ > 0 ? `; ${differ} of its expectations do not hold here` : ''}`;
    return done({ snapshot: this.snapshot(-1), layout, faces: facesOf(game, startSets), config });
  }

  /** The table's setup as a saved table names it: bundled sets by id, the workspace's with the definitions played. */
  private setupOf(t: Table): TableSetup {
    const state = t.lines.match.state;
    return {
      game: t.config.game,
      sets: t.startSets.map((s) => (s.source === 'bundled' ? { id: s.id, origin: 'bundled' as const } : { id: s.id, origin: 'workspace' as const, cards: s.cards, variants: s.variants })),
      variants: t.config.variants,
      options: t.config.options,
      seats: state.seats.map((seat, i) => ({ id: seat.id, name: seat.name, bot: t.players[i]?.kind === 'bot' ? (t.players[i] as { bot: string }).bot : null })),
      seed: t.config.seed,
      ...(t.start ? { start: t.start } : {}),
      ...(t.decks ? { decks: t.decks } : {}),
      ...(t.autoPass === false ? { autoPass: false } : {}),
    };
  }

  // ---- Undo, redo, jumps, lines --------------------------------------------------------------

  /** Takes back the last action of a person (and the bots' actions after it); one action at a table of bots only. */
  undo(): Answer<TableSnapshot> {
    return this.moveOverBots((t) => t.lines.undo(), 'Nothing to undo');
  }

  /** Plays the undone actions again up to the next one made by hand (a person's or a god tool). */
  redo(): Answer<TableSnapshot> {
    return this.moveOverBots((t) => t.lines.redo(), 'Nothing to redo');
  }

  /**
   * Undo or redo (`move`) until the action at the new position was made by hand (or at once at a
   * table of bots only): the bots' moves go with the person's they answered.
   */
  private moveOverBots(move: (t: Table) => boolean, nothing: string): Answer<TableSnapshot> {
    const t = this.table;
    if (!t) return refuse('No table is set up');
    const started = now();
    const anyPerson = t.players.some((p) => p.kind === 'you');
    let moved = false;
    while (move(t)) {
      moved = true;
      const match = t.lines.match;
      const action = match.actionAt(match.position);
      if (!anyPerson || !action || this.madeByHand(t, action)) break;
    }
    this.lastEngineMs = now() - started;
    this.notice = moved ? null : nothing;
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

  /** More about the card numbered `id`, for the zoomed view; null when there is no such card. */
  cardDetail(card: CardRef): CardDetail | null {
    const t = this.table;
    if (!t) return null;
    const state = t.lines.match.state;
    const id = cardRefIn(state, card);
    const instance = id === null ? undefined : state.cards[id];
    if (id === null || !instance) return null;
    const game = t.lines.match.game;
    const viewer = viewerOf(state, t.players, t.lastPerson);
    const zone = state.zones[instance.zone];
    const ctx = game.ctx(state);
    const visible = this.hidden === 'all' ? game.module.canSee(ctx, id, zone?.owner ?? null) || game.module.canSee(ctx, id, null) : game.module.canSee(ctx, id, viewer);
    const def = visible ? ctx.defs.get(instance.def) : undefined;
    return {
      id,
      def: def ? def.id : null,
      name: def?.name ?? 'A face-down card',
      zone: zone?.type ?? instance.zone,
      stats: def ? Object.entries(def.stats).map(([name, printed]) => ({ name, printed, now: statOf(ctx, id, name) })) : [],
      counters: { ...instance.counters },
      damage: instance.damage,
      exhausted: instance.exhausted,
      states: def && game.module.cardState ? (game.module.vocabulary.states ?? []).filter((s) => game.module.cardState!(ctx, id, s.name)).map((s) => s.name) : [],
      rulesText: def ? faceOf(game, def, t.sets, cardNames(game), true).rulesText : '',
    };
  }

  private playerOf(t: Table, seat: string): SeatPlayer | undefined {
    const index = t.lines.match.state.seats.findIndex((s) => s.id === seat);
    return index < 0 ? undefined : t.players[index];
  }

  /** An action a person made: a person's seat's, or a god tool. */
  private madeByHand(t: Table, action: Action): boolean {
    return action.seat === GOD_SEAT || this.playerOf(t, action.seat)?.kind === 'you';
  }

  private snapshot(forceLogFrom?: number): TableSnapshot {
    const t = this.table!;
    const state = t.lines.match.state;
    const viewer = viewerOf(state, t.players, t.lastPerson);
    const parts = snapshotParts(t.lines.match.game, state, t.lines.match.legalActions(), t.layout, t.players, this.hidden, viewer, t.lines.match.game.freeActions(state));
    const changed = t.lines.takeChangedFrom();
    if (Number.isFinite(changed)) t.log.forgetFrom(changed);
    const from = forceLogFrom ?? changed;
    const entries = t.log.from(t.lines.match, state, (seat) => this.playerOf(t, seat), Math.max(0, from));
    const waitingSeat = state.result ? null : (state.prompt?.seat ?? null);
    const game = t.lines.match.game;
    if (game !== t.facesGame) {
      const differ = changedFaces(t.facesGame, game, t.sets);
      if (differ) t.faces = { ...(t.faces ?? {}), ...differ };
      t.facesGame = game;
    }
    const faces = t.faces;
    t.faces = null;
    this.serial += 1;
    return {
      serial: this.serial,
      tableId: t.id,
      game: t.lines.match.game.module.vocabulary.game,
      gameName: t.lines.match.game.module.vocabulary.name,
      seed: t.config.seed,
      ...parts,
      turn: { ...state.turn },
      priority: state.priority,
      waiting: waitingSeat === null ? null : { seat: waitingSeat, bot: this.playerOf(t, waitingSeat)?.kind === 'bot' },
      hidden: this.hidden,
      position: t.lines.match.position,
      length: t.lines.match.length,
      log: { from: from < 0 ? -1 : Math.min(from, t.lines.match.length), entries: from < 0 ? [t.log.setup, ...entries] : entries },
      lines: t.lines.list().map((l) => ({ id: l.id, name: l.name, length: l.actions.length, forkOf: l.forkOf, forkAt: l.forkAt })),
      line: t.lines.current,
      stale: t.stale,
      notice: this.notice,
      faces,
      godSteps: t.log.godSteps(t.lines.match.position),
      engineMs: this.lastEngineMs,
    };
  }
}

/** A refusal as a sentence: the kernel's "god tool: no card …" starts with a capital. */
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

function staleWords(stale: readonly BrokenDefinition[]): string {
  const names = stale.map((b) => b.name);
  const list = names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  return `${list} ${names.length === 1 ? 'does' : 'do'} not compile: the table keeps the last good ${names.length === 1 ? 'definition' : 'definitions'}`;
}

/** What a hot reload did, in a sentence for the table's notice. */
function reloadWords(game: Game, report: ReloadReport, stale: readonly BrokenDefinition[], forked: boolean): string {
  const name = (id: string) => game.defs.get(id)?.name ?? id;
  const parts: string[] = [];
  if (report.changed.length > 0) parts.push(`${report.changed.map(name).slice(0, 3).join(', ')}${report.changed.length > 3 ? ` and ${report.changed.length - 3} more` : ''} changed`);
  if (report.added.length > 0) parts.push(`${report.added.length} new ${report.added.length === 1 ? 'card' : 'cards'}`);
  if (report.removed.length > 0) parts.push(`${report.removed.length} removed`);
  let text = parts.length > 0 ? `Reloaded: ${parts.join('; ')}. The table plays on with the new definitions` : 'Reloaded the sets';
  if (stale.length > 0) text += `. ${staleWords(stale)}`;
  else if (report.kept.length > 0) text += `. ${report.kept.map((k) => k.name).join(', ')} kept ${report.kept.length === 1 ? 'its' : 'their'} last definition (in play, gone from the sets)`;
  if (forked) text += '. The undone actions are kept as a line of their own';
  return text;
}
