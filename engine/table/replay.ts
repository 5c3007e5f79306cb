// Replays: a line of play in a file anyone can check (engine/defs/replay-file.ts), and the check
// itself, which plays the file's actions again from its seed with its definitions and compares
// the state hashes bit for bit. `cardwright replay FILE` runs the check.
//
// API:
//   makeReplay({ setup, match })   the replay of the actions a match has applied (its reloads too)
//   checkReplay(raw, modules)      { ok: true, hash, actions } or where the replay went astray
import type { GameModule } from '../core/context';
import { hashState, loadGame, type Game } from '../core/engine';
import { MATCH_FORMAT, MATCH_VERSION, Match, type Era } from '../core/match';
import { parseReplayFile, REPLAY_FILE_FORMAT, REPLAY_FILE_VERSION, type FileProblem, type ReplayFile } from '../defs';
import type { CardDefinition, VariantDefinition } from '../defs';
import { applyDefinitionChanges } from './reload';
import { actionRecord, reloadsOf } from './table';
import { actionWords } from '../scenario/words';

/** A checkpoint every this many actions: where a replay first differs is found within this many. */
export const CHECKPOINT_EVERY = 25;

export type ReplaySetup = {
  game: string;
  /** Every set with the definitions it was played with. */
  sets: { id: string; cards: CardDefinition[]; variants: VariantDefinition[] }[];
  variants: Record<string, Record<string, number | boolean | string>>;
  options: Record<string, boolean>;
  seats: { id: string; name?: string }[];
  seed: string;
  autoPass?: boolean;
};

function configOf(setup: Pick<ReplayFile, 'seed' | 'seats' | 'variants' | 'options' | 'autoPass'>) {
  return { seed: setup.seed, seats: setup.seats, variants: setup.variants, options: setup.options, ...(setup.autoPass === false ? { autoPass: false } : {}) };
}

/** The replay of what `match` has applied so far. */
export function makeReplay(args: { setup: ReplaySetup; match: Match }): ReplayFile {
  const { setup, match } = args;
  const actions = match.actions();
  const eras = match.eras().filter((e, i) => i === 0 || e.at <= actions.length);
  // The checkpoints come from a copy of the line, so the match shown does not move.
  const copy = Match.fromJSON(eras[0]!.game, { format: MATCH_FORMAT, version: MATCH_VERSION, game: setup.game, config: match.config, actions, at: 0 }, { reloads: eras.slice(1) });
  if (!copy.ok) throw new Error(`the match does not replay: ${copy.error.message}`);
  const checkpoints: ReplayFile['checkpoints'] = [];
  for (let at = CHECKPOINT_EVERY; at < actions.length; at += CHECKPOINT_EVERY) {
    copy.match.undoTo(at);
    checkpoints.push({ at, hash: copy.match.hash() });
  }
  return {
    format: REPLAY_FILE_FORMAT,
    version: REPLAY_FILE_VERSION,
    game: setup.game,
    sets: setup.sets.map((s) => ({ id: s.id, cards: s.cards, variants: s.variants })),
    variants: setup.variants,
    options: setup.options,
    seats: setup.seats,
    seed: setup.seed,
    ...(setup.autoPass === false ? { autoPass: false } : {}),
    actions: actions.map(actionRecord),
    reloads: reloadsOf(eras),
    checkpoints,
    hash: match.hash(),
  };
}

export type ReplayCheck =
  | { ok: true; hash: string; actions: number }
  /** The file is not a replay this Cardwright can play (each problem located in the file). */
  | { ok: false; kind: 'file'; problems: FileProblem[] }
  /** The actions played, but to another state; `after` is the first checkpoint that differs, `matched` the last that did. */
  | { ok: false; kind: 'mismatch'; message: string; after: number; matched: number; expected: string; actual: string }
  /** An action was refused: the rules now decide otherwise at `action` (0-based). */
  | { ok: false; kind: 'refused'; message: string; action: number; matched: number };

export function checkReplay(raw: unknown, modules: Readonly<Record<string, GameModule>>): ReplayCheck {
  const parsed = parseReplayFile(raw);
  if (!parsed.ok) return { ok: false, kind: 'file', problems: parsed.problems };
  const file = parsed.value;
  const module = Object.prototype.hasOwnProperty.call(modules, file.game) ? modules[file.game] : undefined;
  if (!module) return { ok: false, kind: 'file', problems: [{ path: 'game', message: `no game "${file.game}" (games: ${Object.keys(modules).join(', ')})` }] };
  const game = loadGame(
    module,
    file.sets.flatMap((s) => s.cards),
    file.sets.flatMap((s) => s.variants),
  );
  const eras: Era[] = [];
  let before: Game = game;
  for (const [i, reload] of file.reloads.entries()) {
    const next = applyDefinitionChanges(before, reload.changes);
    if (!next) return { ok: false, kind: 'file', problems: [{ path: `reloads[${i}].changes.order`, message: 'names a card that neither the game before nor the changes define' }] };
    if (reload.at > file.actions.length) return { ok: false, kind: 'file', problems: [{ path: `reloads[${i}].at`, message: `the replay has only ${file.actions.length} actions` }] };
    eras.push({ at: reload.at, game: next });
    before = next;
  }
  const made = Match.fromJSON(game, { format: MATCH_FORMAT, version: MATCH_VERSION, game: file.game, config: configOf(file), actions: [], at: 0 }, { reloads: eras.filter((e) => e.at === 0) });
  if (!made.ok) return { ok: false, kind: 'file', problems: [{ path: '(file)', message: made.error.message }] };
  const match = made.match;
  const checkpoints = new Map(file.checkpoints.map((c) => [c.at, c.hash]));
  let matched = 0;
  for (let i = 0; i < file.actions.length; i += 1) {
    const era = eras.find((e) => e.at === i && e.at > 0);
    if (era) match.reload(era.game);
    const action = file.actions[i]!;
    const applied = match.apply(action);
    if (!applied.ok) {
      const words = actionWords({ state: match.state, defs: match.game.ctx(match.state).defs }, action);
      return { ok: false, kind: 'refused', action: i, matched, message: `action ${i + 1} (${words}) was refused: ${applied.error.message}` };
    }
    const expected = checkpoints.get(i + 1);
    if (expected !== undefined) {
      const actual = hashState(match.state);
      if (actual !== expected) return { ok: false, kind: 'mismatch', after: i + 1, matched, expected, actual, message: `the state after action ${i + 1} differs (hash ${actual}, the replay says ${expected}); it matched after action ${matched}` };
      matched = i + 1;
    }
  }
  const last = eras.find((e) => e.at === file.actions.length && e.at > 0);
  if (last) match.reload(last.game);
  const actual = match.hash();
  if (actual !== file.hash) return { ok: false, kind: 'mismatch', after: file.actions.length, matched, expected: file.hash, actual, message: `the final state differs (hash ${actual}, the replay says ${file.hash}); it matched after action ${matched}` };
  return { ok: true, hash: actual, actions: file.actions.length };
}
