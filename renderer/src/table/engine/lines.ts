// Lines of play over one game. The line being played is a Match: undo, redo and jumping move
// within it (the Match keeps the undone actions for redo). Acting from an earlier point starts a
// new line that shares the actions up to there, and the old line is kept whole (its actions,
// where it was left, its hot reloads) so that it can be switched back to; switching plays the
// other line again from the start, with its reloads, which costs a few milliseconds (the Match
// replays from its copies of the state). Saved tables store the lines as the file's branches
// (engine/table/table.ts).
import type { Action } from '../../../../engine/core/context';
import type { Game } from '../../../../engine/core/engine';
import { MATCH_FORMAT, MATCH_VERSION, Match, type Era, type MatchOptions } from '../../../../engine/core/match';
import type { GameEvent } from '../../../../engine/core/state';
import type { ReloadRecord } from '../../../../engine/defs';
import { applyDefinitionChanges } from '../../../../engine/table/reload';
import { reloadsOf, TABLE_SNAPSHOT_EVERY, type LineOfPlay } from '../../../../engine/table/table';

export type Line = {
  id: number;
  name: string;
  /** The line's actions, from the start (for the line being played, as of the last switch). */
  actions: Action[];
  /** How far the line was played when it was left. */
  at: number;
  /** The line it was started from, and after how many of that line's actions. */
  forkOf: number | null;
  forkAt: number;
  /** Its hot reloads (for the line being played, the Match's own eras). */
  reloads: ReloadRecord[];
};

export type Applied = { ok: true; events: GameEvent[]; forked: boolean } | { ok: false; message: string };

const sameAction = (a: Action, b: Action | undefined): boolean => {
  if (!b) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => a[k] === b[k]);
};

/** A line's id in a saved table: the first line is the main one. */
export const branchId = (id: number): string => (id === 1 ? 'main' : `line-${id}`);

export class Lines {
  private readonly lines = new Map<number, Line>();
  private nextId = 2;
  current = 1;
  /** The first log index changed since `takeChangedFrom` was last called. */
  private changedFrom = Number.POSITIVE_INFINITY;

  /**
   * `base` is the game the table was set up with (before any hot reload); `origin` the state play
   * began from when not the game's setup (a table started from a scenario's layout).
   */
  constructor(
    public match: Match,
    private readonly base: Game,
    private readonly origin: MatchOptions['origin'] = undefined,
  ) {
    this.lines.set(1, { id: 1, name: 'Line 1', actions: [], at: 0, forkOf: null, forkAt: 0, reloads: [] });
  }

  /** Lines read from a saved table: `match` plays the one numbered `current` (their order is kept; ids from 1). */
  static fromSaved(base: Game, match: Match, saved: readonly LineOfPlay[], current: string, origin?: MatchOptions['origin']): Lines {
    const ids = new Map(saved.map((line, i) => [line.id, i + 1]));
    const lines = new Lines(match, base, origin);
    lines.lines.clear();
    for (const [i, line] of saved.entries()) {
      const id = i + 1;
      lines.lines.set(id, { id, name: line.name ?? `Line ${id}`, actions: [...line.actions], at: line.at, forkOf: line.from ? (ids.get(line.from.branch) ?? null) : null, forkAt: line.from?.at ?? 0, reloads: [...(line.reloads ?? [])] });
    }
    lines.nextId = saved.length + 1;
    lines.current = ids.get(current) ?? 1;
    return lines;
  }

  /** Every line as it stands (the one being played from the Match). */
  list(): Line[] {
    const out: Line[] = [];
    for (const line of this.lines.values()) out.push(line.id === this.current ? this.live(line) : line);
    return out;
  }

  private live(line: Line): Line {
    return { ...line, actions: this.match.toJSON().actions, at: this.match.position, reloads: reloadsOf(this.match.eras()) };
  }

  get(id: number): Line | undefined {
    return this.list().find((line) => line.id === id);
  }

  /** The lines as a saved table keeps them, the main line first. */
  toSaved(): LineOfPlay[] {
    return this.list().map((line) => ({ id: branchId(line.id), name: line.name, actions: line.actions, at: line.at, from: line.forkOf === null ? null : { branch: branchId(line.forkOf), at: line.forkAt }, reloads: line.reloads }));
  }

  /** Marks the log as changed from `index` on (for the page's log). */
  private changed(index: number): void {
    this.changedFrom = Math.min(this.changedFrom, index);
  }

  /** Where the log changed since the last call (Infinity: nowhere), and forgets it. */
  takeChangedFrom(): number {
    const from = this.changedFrom;
    this.changedFrom = Number.POSITIVE_INFINITY;
    return from;
  }

  /**
   * Applies an action. When undone actions follow and the action is not the next of them, the
   * line as it stands is kept and a new line goes on from here.
   */
  apply(action: Action): Applied {
    const match = this.match;
    const at = match.position;
    const forks = match.canRedo && !sameAction(action, match.toJSON().actions[at]);
    if (match.canRedo && !forks) {
      // The same action as the one undone: that is redo, and the line stays as it was.
      if (!match.redo()) return { ok: false, message: 'The next action could not be played again' };
      this.changed(at);
      return { ok: true, events: [...(match.eventsOf(at) ?? [])], forked: false };
    }
    const kept = forks ? this.live(this.lines.get(this.current)!) : null;
    const applied = match.apply(action);
    if (!applied.ok) return { ok: false, message: applied.error.message };
    if (kept) this.fork(kept, at);
    this.changed(at);
    return { ok: true, events: applied.events, forked: forks };
  }

  /**
   * Plays on with new definitions from here (a hot reload). Undone actions after this point are
   * kept as a line of their own, as when acting from an earlier point; answers whether one was.
   */
  reload(game: Game): boolean {
    const match = this.match;
    const forks = match.canRedo;
    const kept = forks ? this.live(this.lines.get(this.current)!) : null;
    match.reload(game);
    if (kept) this.fork(kept, match.position);
    this.changed(match.position);
    return forks;
  }

  /** Keeps `old` (the line being played, as it stood) whole and goes on in a new line leaving it after `at` actions. */
  private fork(old: Line, at: number): void {
    this.lines.set(old.id, { ...old, at: old.actions.length });
    const id = this.nextId++;
    this.lines.set(id, { id, name: `Line ${id}`, actions: [], at: 0, forkOf: old.id, forkAt: at, reloads: [] });
    this.current = id;
  }

  undo(): boolean {
    if (!this.match.undo()) return false;
    this.changed(this.match.position);
    return true;
  }

  redo(): boolean {
    const at = this.match.position;
    if (!this.match.redo()) return false;
    this.changed(at);
    return true;
  }

  /** Moves to the point after `k` actions of the current line. */
  jump(k: number): boolean {
    const from = this.match.position;
    if (!this.match.undoTo(k)) return false;
    this.changed(Math.min(from, k));
    return true;
  }

  /**
   * Goes over to another line, where it was left: its actions are played again from the start
   * with its reloads. A line whose actions the rules now refuse stops before the first refused.
   */
  switchTo(id: number): boolean {
    if (id === this.current) return true;
    const target = this.lines.get(id);
    if (!target) return false;
    const eras: Era[] = [];
    let game = this.base;
    for (const reload of target.reloads) {
      const next = applyDefinitionChanges(game, reload.changes);
      if (!next) return false;
      eras.push({ at: reload.at, game: next });
      game = next;
    }
    const file = { format: MATCH_FORMAT, version: MATCH_VERSION, game: this.base.module.vocabulary.game, config: this.match.config, actions: target.actions, at: target.at } as const;
    const origin = this.origin ? { origin: this.origin } : {};
    let made = Match.fromJSON(this.base, file, { reloads: eras, snapshotEvery: TABLE_SNAPSHOT_EVERY, ...origin });
    if (!made.ok && made.error.action !== undefined) {
      const stop = made.error.action;
      made = Match.fromJSON(this.base, { ...file, actions: target.actions.slice(0, stop), at: Math.min(target.at, stop) }, { reloads: eras.filter((e) => e.at <= stop), snapshotEvery: TABLE_SNAPSHOT_EVERY, ...origin });
    }
    if (!made.ok) return false;
    const me = this.lines.get(this.current)!;
    this.lines.set(me.id, this.live(me));
    this.match = made.match;
    this.current = id;
    this.changed(0);
    return true;
  }
}
