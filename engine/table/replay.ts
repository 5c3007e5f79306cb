// Replays: a line of play in a file anyone can check (engine/defs/replay-file.ts), and the check
// itself, which plays the file's actions again from its seed with its definitions and compares
// the state after every action with the hash the file holds, bit for bit. `cardwright replay
// FILE` runs the check.
//
// API:
//   makeReplay({ setup, match })   the replay of the actions a match has applied (its reloads too)
//   playReplay(raw, modules)       the replay played: its file, game, reloads, the Match as far as
//                                  it went and what it found (the table opens a replay from it)
//   checkReplay(raw, modules)      { ok: true, hash, actions } or where the replay went astray
import type { GameModule } from '../core/context';
import { hashState, loadGame, type Game, type GameConfig } from '../core/engine';
import { MATCH_FORMAT, MATCH_VERSION, Match, type Era } from '../core/match';
import { parseReplayFile, REPLAY_FILE_FORMAT, REPLAY_FILE_VERSION, type FileProblem, type ReplayFile, type TableDecks, type TableStart } from '../defs';
import type { CardDefinition, VariantDefinition } from '../defs';
import { applyDefinitionChanges } from './reload';
import { actionRecord, configOfTable, originOf, reloadsOf, type Origin } from './table';
import { actionText, tableWords } from './words';

export type ReplaySetup = {
  game: string;
  /** Every set with the definitions it was played with. */
  sets: { id: string; cards: CardDefinition[]; variants: VariantDefinition[] }[];
  variants: Record<string, Record<string, number | boolean | string>>;
  options: Record<string, boolean>;
  seats: { id: string; name?: string }[];
  seed: string;
  autoPass?: boolean;
  /** Where a table started from a scenario began. */
  start?: TableStart;
  /** The decks it was dealt from, when not the game's default composition. */
  decks?: TableDecks;
};

const matchFile = (game: string, config: GameConfig, actions: ReplayFile['actions'], at: number) => ({ format: MATCH_FORMAT, version: MATCH_VERSION, game, config, actions, at }) as const;

/**
 * The replay of what `match` has applied so far (undone actions are left out). The hashes come
 * from playing the line again on a copy, so the match shown does not move.
 */
export function makeReplay(args: { setup: ReplaySetup; match: Match }): ReplayFile {
  const { setup, match } = args;
  const actions = match.actions().map(actionRecord);
  const eras = match.eras().filter((e) => e.at <= actions.length);
  const began = originOf(eras[0]!.game, setup);
  if (!began.ok) throw new Error(`the table's start does not lay out: ${began.problems[0]!.message}`);
  const copy = Match.fromJSON(eras[0]!.game, matchFile(setup.game, match.config, actions, 0), { reloads: eras.slice(1), ...(began.origin ? { origin: began.origin } : {}) });
  if (!copy.ok) throw new Error(`the match does not replay: ${copy.error.message}`);
  const hashes: string[] = [];
  for (let at = 1; at <= actions.length; at += 1) {
    copy.match.redo();
    hashes.push(hashState(copy.match.state));
  }
  return {
    format: REPLAY_FILE_FORMAT,
    version: REPLAY_FILE_VERSION,
    game: setup.game,
    sets: setup.sets.map((s) => ({ id: s.id, cards: s.cards, variants: s.variants })),
    variants: setup.variants,
    options: setup.options,
    seats: setup.seats.map((s) => ({ id: s.id, ...(s.name ? { name: s.name } : {}) })),
    seed: setup.seed,
    ...(setup.autoPass === false ? { autoPass: false } : {}),
    ...(setup.start ? { start: setup.start } : {}),
    ...(setup.decks ? { decks: setup.decks } : {}),
    actions,
    reloads: reloadsOf(eras),
    hashes,
    hash: match.hash(),
  };
}

export type ReplayCheck =
  /**
   * `hashesChecked` false: the file was saved before cards were numbered, and its hashes are of
   * states in the earlier format; its actions were all played, but no hash could be compared.
   */
  | { ok: true; hash: string; actions: number; hashesChecked: boolean }
  /** The file is not a replay this Cardwright can play (each problem located in the file). */
  | { ok: false; kind: 'file'; problems: FileProblem[] }
  /**
   * The actions played, but the state after action `after` (1-based; the number of actions for
   * the final hash) is not the one the file holds; the states after the `after - 1` before it were.
   */
  | { ok: false; kind: 'mismatch'; message: string; after: number; expected: string; actual: string }
  /** The rules now refuse action `action` (0-based); the states before it matched. */
  | { ok: false; kind: 'refused'; message: string; action: number };

/** What playing a replay found. */
export type ReplayFinding =
  /** Every state was the one the file holds; `hash` the final state's. */
  | { kind: 'matched'; hash: string }
  /** Every action played, but the file's hashes are of states in an earlier format, so none was compared (see ReplayCheck). */
  | { kind: 'unchecked'; hash: string }
  /** The state after action `after` (1-based; the number of actions for the final hash) differs from the file's. */
  | { kind: 'mismatch'; message: string; after: number; expected: string; actual: string }
  /** The rules refuse action `action` (0-based). */
  | { kind: 'refused'; message: string; action: number };

export type PlayedReplay =
  | {
      ok: true;
      file: ReplayFile;
      /** The game the replay was set up with (before any reload). */
      game: Game;
      /** Every hot reload of the file as the game in force from it on. */
      eras: Era[];
      /** Where play began when not the game's setup (a scenario's layout). */
      origin: Origin | null;
      /**
       * The match as far as it went: every action when the replay holds; up to the action whose
       * state differs (that one included), or before the refused one, when it went astray.
       */
      match: Match;
      finding: ReplayFinding;
      /**
       * How many of the file's actions led to the states it holds (all those played when its
       * hashes cannot be compared): what a table opened from the replay keeps.
       */
      matched: number;
    }
  | { ok: false; problems: FileProblem[] };

export function checkReplay(raw: unknown, modules: Readonly<Record<string, GameModule>>): ReplayCheck {
  const played = playReplay(raw, modules);
  if (!played.ok) return { ok: false, kind: 'file', problems: played.problems };
  const { finding, file } = played;
  switch (finding.kind) {
    case 'matched':
    case 'unchecked':
      return { ok: true, hash: finding.hash, actions: file.actions.length, hashesChecked: finding.kind === 'matched' };
    case 'mismatch':
      return { ok: false, kind: 'mismatch', after: finding.after, expected: finding.expected, actual: finding.actual, message: finding.message };
    case 'refused':
      return { ok: false, kind: 'refused', action: finding.action, message: finding.message };
  }
}

/**
 * Plays a replay file again (see the file's header) and answers what it played and found; a file
 * that is not a replay this Cardwright can play is its problems, each located in the file. Never
 * throws: a fault of the rules or the cards while replaying is reported as a problem of the file.
 * `snapshotEvery` is the Match's option (a table keeps a copy every TABLE_SNAPSHOT_EVERY).
 */
export function playReplay(raw: unknown, modules: Readonly<Record<string, GameModule>>, options: { snapshotEvery?: number } = {}): PlayedReplay {
  try {
    return play(raw, modules, options);
  } catch (error) {
    // A fault of the rules or the cards while replaying: reported as the replay's finding, never a crash.
    return { ok: false, problems: [{ path: '(file)', message: `the engine failed while replaying: ${error instanceof Error ? error.message : String(error)}` }] };
  }
}

function play(raw: unknown, modules: Readonly<Record<string, GameModule>>, options: { snapshotEvery?: number }): PlayedReplay {
  const parsed = parseReplayFile(raw);
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  const file = parsed.value;
  const module = Object.prototype.hasOwnProperty.call(modules, file.game) ? modules[file.game] : undefined;
  if (!module) return { ok: false, problems: [{ path: 'game', message: `no game "${file.game}" (games: ${Object.keys(modules).join(', ')})` }] };
  const ids = new Map<string, string>();
  for (const [i, set] of file.sets.entries()) {
    if (!set.id.startsWith(`${file.game}/`)) return { ok: false, problems: [{ path: `sets[${i}].id`, message: `${set.id} is not a set of ${file.game}` }] };
    for (const [j, card] of set.cards.entries()) {
      const other = ids.get(card.id);
      if (other) return { ok: false, problems: [{ path: `sets[${i}].cards[${j}].id`, message: `card id "${card.id}" is also in ${other}` }] };
      ids.set(card.id, set.id);
    }
  }
  const game = loadGame(
    module,
    file.sets.flatMap((s) => s.cards),
    file.sets.flatMap((s) => s.variants),
  );
  const eras: Era[] = [];
  let before: Game = game;
  for (const [i, reload] of file.reloads.entries()) {
    const next = applyDefinitionChanges(before, reload.changes);
    if (!next) return { ok: false, problems: [{ path: `reloads[${i}].changes.order`, message: 'names a card that neither the game before this reload nor its changes define' }] };
    eras.push({ at: reload.at, game: next });
    before = next;
  }
  const eraAt = new Map(eras.map((e) => [e.at, e.game]));
  const first: Era[] = eraAt.has(0) ? [{ at: 0, game: eraAt.get(0)! }] : [];
  const began = originOf(game, file);
  if (!began.ok) return { ok: false, problems: began.problems };
  const origin = began.origin;
  const made = Match.fromJSON(game, matchFile(file.game, configOfTable(file), [], 0), { reloads: first, ...(origin ? { origin } : {}), ...(options.snapshotEvery ? { snapshotEvery: options.snapshotEvery } : {}) });
  if (!made.ok) return { ok: false, problems: [{ path: '(file)', message: `the game could not be set up: ${made.error.message}` }] };
  const match = made.match;
  const played = (finding: ReplayFinding, matched: number): PlayedReplay => ({ ok: true, file, game, eras, origin, match, finding, matched });
  const hashesChecked = file.hashesFrom === undefined;
  for (let i = 0; i < file.actions.length; i += 1) {
    if (i > 0 && eraAt.has(i)) match.reload(eraAt.get(i)!);
    const action = file.actions[i]!;
    const words = actionText(tableWords(match.game, match.state), action);
    const applied = match.apply(action);
    if (!applied.ok) return played({ kind: 'refused', action: i, message: `action ${i + 1} (${words}) was refused: ${applied.error.message}${hashesChecked ? '; the states before it matched' : ''}` }, i);
    if (!hashesChecked) continue;
    const actual = hashState(match.state);
    const expected = file.hashes[i]!;
    if (actual !== expected) {
      return played({ kind: 'mismatch', after: i + 1, expected, actual, message: `the state after action ${i + 1} (${words}) differs: hash ${actual}, the replay says ${expected}${i > 0 ? `; it matched after action ${i}` : ''}` }, i);
    }
  }
  const end = file.actions.length;
  if (end > 0 && eraAt.has(end)) match.reload(eraAt.get(end)!);
  const actual = match.hash();
  if (!hashesChecked) return played({ kind: 'unchecked', hash: actual }, end);
  if (actual !== file.hash) return played({ kind: 'mismatch', after: end, expected: file.hash, actual, message: `the final state differs: hash ${actual}, the replay says ${file.hash}` }, end);
  return played({ kind: 'matched', hash: actual }, end);
}
