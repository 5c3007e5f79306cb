// Saving and loading a sandbox table (the file format is engine/defs/table-file.ts). A table is
// a setup (game, sets, variants, options, seats, seed) and lines of play: the main line and the
// branches started from earlier points. The page keeps the lines it is not showing as
// `TableBranch` records (`branchOf` makes one from a match, `branchesOfLines` from lines kept
// as whole action lists) and the line it shows as a Match.
//
// API:
//   gameOfTable(setup, modules, resolve)  the game a table plays (sets resolved), or located problems
//   configOfTable(setup)                  the GameConfig it is created from
//   originOf(game, setup)                 where play begins: null, or a scenario's layout (Match option `origin`)
//   branchOf(match, id, from, name?)      a line of play as a record (its own actions and reloads)
//   branchesOfLines(lines)                lines kept as whole action lists, as records (shared actions written once)
//   saveTable({ setup, branches, current, match })  the file: `match` is the line shown (`current`)
//   lineOf(branches, id)                  a line's actions and reloads from the start of the game
//   TABLE_SNAPSHOT_EVERY                  the table's Match option `snapshotEvery` (undo within a frame)
//   loadTable(raw, modules, resolve)      the file read back: its game, a Match of the current line
//                                         at its position (state hash checked) and every line as a
//                                         whole action list; or problems, each located in the file
// A file's text is parsed by the caller (card-dsl/decompile/json-syntax.ts locates a syntax error).
import type { Action, GameModule } from '../core/context';
import { loadGame, type Game, type GameConfig } from '../core/engine';
import { MATCH_FORMAT, MATCH_VERSION, Match, type Era } from '../core/match';
import { parseTableFile, TABLE_FILE_FORMAT, TABLE_FILE_VERSION, type FileProblem, type ReloadRecord, type TableBranch, type TableFile, type TableDecks, type TableSeat, type TableSet, type TableStart } from '../defs';
import type { GameEvent, GameState } from '../core/state';
import { startFromLayout } from '../scenario/layout';
import { formatPath, Given } from '../scenario/schema';
import type { CardDefinition, VariantDefinition } from '../defs';
import { applyDefinitionChanges, definitionChanges } from './reload';

/**
 * The table's Match keeps a copy of the state every 16 actions (the engine's default is 128, for
 * bots playing thousands of games): undo then replays at most 15 actions, inside a frame even for
 * Four Souls (bench/table-engine.bench.mjs), for a few megabytes over a long game.
 */
export const TABLE_SNAPSHOT_EVERY = 16;

export type TableSetup = Pick<TableFile, 'game' | 'sets' | 'variants' | 'options' | 'seats' | 'seed'> & { autoPass?: boolean; start?: TableStart; decks?: TableDecks };

/** Finds a set the file names without its definitions (a bundled set, or a workspace set by its sources); a message when it cannot. */
export type SetResolver = (set: TableSet) => { cards: CardDefinition[]; variants: VariantDefinition[] } | string;

type Made<T> = ({ ok: true } & T) | { ok: false; problems: FileProblem[] };

export function gameOfTable(setup: TableSetup, modules: Readonly<Record<string, GameModule>>, resolve: SetResolver): Made<{ game: Game }> {
  const module = Object.prototype.hasOwnProperty.call(modules, setup.game) ? modules[setup.game] : undefined;
  if (!module) return { ok: false, problems: [{ path: 'game', message: `no game "${setup.game}" (games: ${Object.keys(modules).join(', ')})` }] };
  const problems: FileProblem[] = [];
  const cards: CardDefinition[] = [];
  const variants: VariantDefinition[] = [];
  const from = new Map<string, string>();
  setup.sets.forEach((set, i) => {
    if (!set.id.startsWith(`${setup.game}/`)) problems.push({ path: `sets[${i}].id`, message: `${set.id} is not a set of ${setup.game}` });
    const found = set.cards ? { cards: set.cards, variants: set.variants ?? [] } : resolve(set);
    if (typeof found === 'string') return problems.push({ path: `sets[${i}]`, message: found });
    for (const card of found.cards) {
      const other = from.get(card.id);
      if (other) problems.push({ path: `sets[${i}]`, message: `card id "${card.id}" is in both ${other} and ${set.id}` });
      from.set(card.id, set.id);
      cards.push(card);
    }
    for (const variant of found.variants) if (!variants.some((v) => v.id === variant.id)) variants.push(variant);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, game: loadGame(module, cards, variants) };
}

/** What a game is created from: a table's setup, a replay's or a recorded scenario's (seats need only their ids). */
export type GameSetup = Pick<TableSetup, 'seed' | 'variants' | 'options' | 'autoPass' | 'start' | 'decks'> & { seats: readonly { id: string; name?: string }[] };

export function configOfTable(setup: GameSetup): GameConfig {
  const start = setup.start;
  return {
    seed: setup.seed,
    seats: setup.seats.map((s) => ({ id: s.id, ...(s.name ? { name: s.name } : {}) })),
    variants: setup.variants,
    options: setup.options,
    ...(setup.autoPass === false ? { autoPass: false } : {}),
    ...(setup.decks?.cards ? { cards: setup.decks.cards } : {}),
    ...(setup.decks?.seatCards ? { seatCards: setup.decks.seatCards } : {}),
    ...(setup.decks?.seatElite ? { seatElite: setup.decks.seatElite } : {}),
    ...(start?.arrange ? { arrange: start.arrange } : {}),
    // Dice scripted with a layout wait for it (the origin); without one the setup may roll them.
    ...(start?.dice && !start.given ? { dice: start.dice } : {}),
  };
}

export type Origin = { state: GameState; events: GameEvent[] };

/**
 * Where a table's play begins: nothing (the game set up from its config) or, for a table started
 * from a scenario with a layout, that layout (a Match's `origin` option); problems located at
 * `start.given…` when the layout does not fit the game.
 */
export function originOf(game: Game, setup: GameSetup): { ok: true; origin: Origin | null } | { ok: false; problems: FileProblem[] } {
  const given = setup.start?.given;
  if (!given) return { ok: true, origin: null };
  const parsed = Given.safeParse(given);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => ({ path: formatPath(['start', 'given', ...i.path.map((k) => (typeof k === 'symbol' ? String(k) : k))]), message: i.message.replace(/^Invalid input: /, '') })) };
  const started = startFromLayout(game, configOfTable(setup), parsed.data, setup.start?.dice ?? []);
  if (!started.ok) return { ok: false, problems: started.problems.map((p) => ({ path: p.at[0] === 'given' ? formatPath(['start', ...p.at]) : 'start', message: p.message })) };
  return { ok: true, origin: { state: started.state, events: started.events } };
}

/** An action as the files record it: fields that hold nothing are left out (JSON would drop them anyway). */
export function actionRecord(action: Action): TableBranch['actions'][number] {
  const out: TableBranch['actions'][number] = { seat: action.seat, kind: action.kind };
  for (const [key, value] of Object.entries(action)) if (value !== undefined) out[key] = value;
  return out;
}

/** A match's reloads as records: what changed from the game before each. */
export function reloadsOf(eras: readonly Era[], since = 0): ReloadRecord[] {
  const out: ReloadRecord[] = [];
  for (let i = 1; i < eras.length; i += 1) if (eras[i]!.at >= since) out.push({ at: eras[i]!.at, changes: definitionChanges(eras[i - 1]!.game, eras[i]!.game) });
  return out;
}

/**
 * The line a match plays, as a record: its actions after `from.at` (all of them, undone ones
 * included, for the main line) and the reloads made on it (at or after that point).
 */
export function branchOf(match: Match, id: string, from: TableBranch['from'], name?: string): TableBranch {
  const since = from?.at ?? 0;
  const all = match.toJSON().actions.map(actionRecord);
  const at = match.position < match.length ? { at: match.position } : {};
  return { id, ...(name ? { name } : {}), from, actions: all.slice(since), reloads: reloadsOf(match.eras(), since), ...at };
}

/** A line of play kept whole: every action from the start of the game, where it was left, and where it leaves another line. */
export type LineOfPlay = {
  id: string;
  name?: string;
  actions: readonly Action[];
  /** How far it was played when left. */
  at: number;
  /** The line it was started from and after how many actions; null for the main line. */
  from: TableBranch['from'];
  /** Its hot reloads, at positions from the start of the game (`reloadsOf(match.eras())` for the line a Match plays). */
  reloads?: readonly ReloadRecord[];
};

/**
 * Lines kept whole as the file's branch records: each keeps only its actions after the point it
 * leaves its line from, and its reloads from there. The main line comes first; a line must come
 * after the line it leaves.
 */
export function branchesOfLines(lines: readonly LineOfPlay[]): TableBranch[] {
  return lines.map((line) => {
    const since = line.from?.at ?? 0;
    const actions = line.actions.slice(since).map(actionRecord);
    const reloads = (line.reloads ?? []).filter((r) => r.at >= since);
    return { id: line.id, ...(line.name ? { name: line.name } : {}), from: line.from, actions, reloads: reloads.map((r) => ({ at: r.at, changes: r.changes })), ...(line.at < line.actions.length ? { at: line.at } : {}) };
  });
}

/** The file for a table: `match` plays the line `current.branch`, which replaces that branch's record. */
export function saveTable(args: { setup: TableSetup; branches: readonly TableBranch[]; current: string; match: Match }): TableFile {
  const { setup, match } = args;
  const shown = args.branches.find((b) => b.id === args.current);
  if (!shown && args.branches.length > 0) throw new Error(`saveTable: the line shown, "${args.current}", is not among the branches`);
  const branches = shown ? args.branches.map((b) => (b.id === args.current ? branchOf(match, b.id, b.from, b.name) : b)) : [branchOf(match, args.current, null)];
  return {
    format: TABLE_FILE_FORMAT,
    version: TABLE_FILE_VERSION,
    game: setup.game,
    sets: setup.sets,
    variants: setup.variants,
    options: setup.options,
    seats: setup.seats.map((s: TableSeat) => ({ ...s })),
    seed: setup.seed,
    ...(setup.autoPass === false ? { autoPass: false } : {}),
    ...(setup.start ? { start: setup.start } : {}),
    ...(setup.decks ? { decks: setup.decks } : {}),
    branches,
    current: { branch: args.current, at: match.position },
    hash: match.hash(),
  };
}

type Line = { actions: Action[]; reloads: (ReloadRecord & { path: string })[]; owners: { branch: number; offset: number }[] };

/** A line's actions from the start of the game and its reloads (the ones it inherits first), or the path of what is wrong. */
export function lineOf(branches: readonly TableBranch[], id: string): Line | FileProblem {
  const index = branches.findIndex((b) => b.id === id);
  const branch = branches[index];
  if (!branch) return { path: 'current.branch', message: `no branch "${id}"` };
  const own = branch.reloads.map((r, j) => ({ ...r, path: `branches[${index}].reloads[${j}]` }));
  const since = branch.from?.at ?? 0;
  let parent: Line = { actions: [], reloads: [], owners: [] };
  if (branch.from) {
    const found = lineOf(branches.slice(0, index), branch.from.branch);
    if ('path' in found) return found;
    if (branch.from.at > found.actions.length) return { path: `branches[${index}].from.at`, message: `${branch.from.branch} has only ${found.actions.length} actions, not ${branch.from.at}` };
    parent = found;
  }
  const length = since + branch.actions.length;
  for (const [j, reload] of own.entries()) {
    if (reload.at < since || reload.at > length) return { path: `${reload.path}.at`, message: `a reload of this line is made between action ${since} and action ${length}, not at ${reload.at}` };
    if (j > 0 && reload.at <= own[j - 1]!.at) return { path: `${reload.path}.at`, message: 'reloads are listed in the order they were made, each at a later action than the one before' };
  }
  return {
    actions: [...parent.actions.slice(0, since), ...branch.actions],
    reloads: [...parent.reloads.filter((r) => r.at < since), ...own],
    owners: [...parent.owners.filter((o) => o.offset < since), { branch: index, offset: since }],
  };
}

/** Where the action at `position` of a line is written in the file. */
function actionPath(line: Line, position: number): string {
  let owner = line.owners[0]!;
  for (const o of line.owners) if (o.offset <= position) owner = o;
  return `branches[${owner.branch}].actions[${position - owner.offset}]`;
}

/** The hot reloads of a line as the games in force from each on; or where one cannot be made. */
function erasOf(game: Game, line: Line): Era[] | FileProblem {
  const eras: Era[] = [];
  let before = game;
  for (const reload of line.reloads) {
    const next = applyDefinitionChanges(before, reload.changes);
    if (!next) return { path: `${reload.path}.changes.order`, message: 'names a card that neither the game before this reload nor its changes define' };
    eras.push({ at: reload.at, game: next });
    before = next;
  }
  return eras;
}

export type LoadedTable = {
  file: TableFile;
  /** The game the table was set up with (before any reload). */
  game: Game;
  /** The line shown, at its position; its eras hold the reloads made along it. */
  match: Match;
  /** Every line, its actions from the start of the game (the order of the file's branches). */
  lines: LineOfPlay[];
  /** What did not come back as it was saved (the state hash differs, a line stops early); the table still loads. */
  warnings: FileProblem[];
};

/**
 * Reads a saved table back (see the file's header). A file that is not a saved table, names a
 * game or set there is not, or whose lines do not hold together is refused with its problems,
 * each located in the file. A table whose rules or cards changed since it was saved still
 * loads, as far as the rules now allow, with warnings saying what differs.
 */
export function loadTable(raw: unknown, modules: Readonly<Record<string, GameModule>>, resolve: SetResolver): Made<LoadedTable> {
  try {
    return readTable(raw, modules, resolve);
  } catch (error) {
    // A fault of the rules or the cards while playing the table back: say it, never crash.
    return { ok: false, problems: [{ path: '(file)', message: `the engine failed while playing the table back: ${error instanceof Error ? error.message : String(error)}` }] };
  }
}

function readTable(raw: unknown, modules: Readonly<Record<string, GameModule>>, resolve: SetResolver): Made<LoadedTable> {
  const parsed = parseTableFile(raw);
  if (!parsed.ok) return parsed;
  const file = parsed.value;
  const made = gameOfTable(file, modules, resolve);
  if (!made.ok) return made;
  const problems: FileProblem[] = [];
  const lines: LineOfPlay[] = [];
  let shown: Line | null = null;
  for (const branch of file.branches) {
    const line = lineOf(file.branches, branch.id);
    if ('path' in line) {
      problems.push(line);
      continue;
    }
    if (branch.id === file.current.branch) shown = line;
    const at = Math.min(branch.at ?? line.actions.length, line.actions.length);
    lines.push({ id: branch.id, ...(branch.name ? { name: branch.name } : {}), actions: line.actions, at, from: branch.from, reloads: line.reloads.map((r) => ({ at: r.at, changes: r.changes })) });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (!shown) return { ok: false, problems: [{ path: 'current.branch', message: `no branch "${file.current.branch}"` }] };
  if (file.current.at > shown.actions.length) return { ok: false, problems: [{ path: 'current.at', message: `the line "${file.current.branch}" has ${shown.actions.length} actions, not ${file.current.at}` }] };
  const eras = erasOf(made.game, shown);
  if (!Array.isArray(eras)) return { ok: false, problems: [eras] };
  const began = originOf(made.game, file);
  if (!began.ok) return began;
  const start = { snapshotEvery: TABLE_SNAPSHOT_EVERY, ...(began.origin ? { origin: began.origin } : {}) };
  const warnings: FileProblem[] = [];
  const matchFile = (actions: Action[], at: number) => ({ format: MATCH_FORMAT, version: MATCH_VERSION, game: file.game, config: configOfTable(file), actions, at }) as const;
  let loaded = Match.fromJSON(made.game, matchFile(shown.actions, file.current.at), { ...start, reloads: eras });
  if (!loaded.ok && loaded.error.action !== undefined) {
    // The rules now refuse an action of the line: the table stops before it, and says so.
    const stop = loaded.error.action;
    warnings.push({ path: actionPath(shown, stop), message: `${loaded.error.message}; the line stops before it` });
    loaded = Match.fromJSON(made.game, matchFile(shown.actions.slice(0, stop), Math.min(file.current.at, stop)), { ...start, reloads: eras.filter((e) => e.at <= stop) });
  }
  if (!loaded.ok) return { ok: false, problems: [{ path: '(file)', message: loaded.error.message }] };
  if (file.hash && warnings.length === 0 && loaded.match.hash() !== file.hash) {
    warnings.push({ path: 'hash', message: `the table played back to another state (hash ${loaded.match.hash()}, saved ${file.hash}): its cards or the rules changed since it was saved` });
  }
  return { ok: true, file, game: made.game, match: loaded.match, lines, warnings };
}
