// Lines of play over one Match. Undo, redo and jumping move within the line being played (the
// Match keeps the undone actions for redo); acting from an earlier point starts a new line that
// shares the actions up to there, and the old line is kept whole so that it can be switched back
// to. Switching rewinds the Match to the last action the two lines share and replays the other
// line's actions after it, so only the actions that differ are replayed.
import type { Action } from '../../../../engine/core/context';
import type { Game } from '../../../../engine/core/engine';
import type { Match } from '../../../../engine/core/match';
import type { GameEvent } from '../../../../engine/core/state';

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
};

export type Applied = { ok: true; events: GameEvent[]; forked: boolean } | { ok: false; message: string };

const sameAction = (a: Action, b: Action | undefined): boolean => {
  if (!b) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => a[k] === b[k]);
};

export class Lines {
  private readonly lines = new Map<number, Line>();
  private nextId = 2;
  current = 1;
  /** The first log index changed since `takeChangedFrom` was last called. */
  private changedFrom = Number.POSITIVE_INFINITY;

  constructor(private readonly match: Match) {
    this.lines.set(1, { id: 1, name: 'Line 1', actions: [], at: 0, forkOf: null, forkAt: 0 });
  }

  list(): Line[] {
    const out: Line[] = [];
    for (const line of this.lines.values()) out.push(line.id === this.current ? { ...line, actions: this.match.toJSON().actions, at: this.match.position } : line);
    return out;
  }

  get(id: number): Line | undefined {
    return this.list().find((line) => line.id === id);
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
    const log = match.canRedo ? match.toJSON().actions : null;
    const forks = log !== null && !sameAction(action, log[at]);
    if (log !== null && !forks) {
      // The same action as the one undone: that is redo, and the line stays as it was.
      if (!match.redo()) return { ok: false, message: 'The next action could not be played again' };
      this.changed(at);
      return { ok: true, events: [...(match.eventsOf(at) ?? [])], forked: false };
    }
    const applied = match.apply(action);
    if (!applied.ok) return { ok: false, message: applied.error.message };
    if (forks) this.keepAndFork(log, at);
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
    if (forks) this.keepAndFork(match.toJSON().actions, match.position);
    match.reload(game);
    this.changed(match.position);
    return forks;
  }

  /** Keeps the line being played as it stands and goes on in a new one leaving it after `at` actions. */
  private keepAndFork(actions: Action[], at: number): void {
    const old = this.lines.get(this.current)!;
    this.lines.set(old.id, { ...old, actions, at: actions.length });
    const id = this.nextId++;
    this.lines.set(id, { id, name: `Line ${id}`, actions: [], at: 0, forkOf: old.id, forkAt: at });
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

  /** Goes over to another line, where it was left. */
  switchTo(id: number): boolean {
    if (id === this.current) return true;
    const target = this.lines.get(id);
    if (!target) return false;
    const match = this.match;
    const mine = match.toJSON().actions;
    const me = this.lines.get(this.current)!;
    this.lines.set(me.id, { ...me, actions: mine, at: match.position });
    let shared = 0;
    while (shared < mine.length && shared < target.actions.length && sameAction(mine[shared]!, target.actions[shared])) shared += 1;
    match.undoTo(Math.min(shared, match.position));
    // Replayed actions after the shared ones make the other line's log (redo stays possible).
    if (match.position < shared) match.undoTo(shared);
    for (let i = match.position; i < target.actions.length; i += 1) {
      const applied = match.apply(target.actions[i]!);
      if (!applied.ok) break; // a line the current rules refuse stops where they do
    }
    match.undoTo(Math.min(target.at, match.length));
    this.current = id;
    this.changed(shared);
    return true;
  }
}
