// The table's log as the page holds it: one entry per action of the line being played (and one
// for the setup), each with the turn it was taken in and its events in English. Entries are
// worded once and kept; the worker sends only those from the first one that changed.
import { isGodAction } from '../../../../engine/core/god';
import type { Match } from '../../../../engine/core/match';
import type { GameEvent, GameState } from '../../../../engine/core/state';
import { actionText, eventText, tableWords } from '../../../../engine/table/words';
import type { LogEntry, SeatPlayer } from '../model';

export class LogBook {
  /** One entry per action of the current line (index 0: the first action). */
  private entries: LogEntry[] = [];
  readonly setup: LogEntry;

  /** `match` may stand anywhere in its line: the setup is read from its start events. */
  constructor(match: Match) {
    const w = tableWords(match.game, match.state);
    const began = match.startEvents.find((e) => e.type === 'turn-began' && typeof e.player === 'string');
    const active = typeof began?.player === 'string' ? began.player : (match.state.seats[0]?.id ?? '');
    this.setup = { index: -1, turn: 1, active, text: 'Setup', seat: null, bot: false, god: false, events: match.startEvents.map((e) => eventText(w, e)) };
  }

  /** Forgets the entries from `index` on (the line changed there). */
  forgetFrom(index: number): void {
    this.entries.length = Math.min(this.entries.length, Math.max(0, index));
  }

  /**
   * The entries of the match's line from `from` on, wording the ones not yet worded. An action
   * is worded against the state after it (a card is named after it moved), which names every
   * card it played.
   */
  from(match: Match, state: GameState, players: (seat: string) => SeatPlayer | undefined, from: number): LogEntry[] {
    const log = match.toJSON().actions;
    if (this.entries.length > log.length) this.entries.length = log.length;
    const w = tableWords(match.game, state);
    const last = this.entries.length > 0 ? this.entries[this.entries.length - 1]! : this.setup;
    let current = { turn: last.turn, active: last.active };
    const advance = (events: readonly GameEvent[]) => {
      for (const event of events) if (event.type === 'turn-began') current = { turn: current.turn + 1, active: typeof event.player === 'string' ? event.player : current.active };
    };
    // The turn an action was taken in: the previous entry's, moved on by the turns its events began.
    if (this.entries.length > 0) advance(match.eventsOf(this.entries.length - 1) ?? []);
    for (let i = this.entries.length; i < log.length; i += 1) {
      const action = log[i]!;
      const events = match.eventsOf(i) ?? [];
      const god = isGodAction(action);
      this.entries.push({ index: i, turn: current.turn, active: current.active, text: actionText(w, action), seat: god ? null : action.seat, bot: !god && players(action.seat)?.kind === 'bot', god, events: events.map((e) => eventText(w, e)) });
      advance(events);
    }
    return this.entries.slice(Math.max(0, from));
  }

  /** God actions among the first `position` entries (those played on the line up to now). */
  godSteps(position: number): number {
    let n = 0;
    for (const entry of this.entries.slice(0, position)) if (entry.god) n += 1;
    return n;
  }
}
