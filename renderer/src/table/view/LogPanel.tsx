// The game's log (region "Log"): every action of the line being played and the events it caused,
// grouped by turn. Clicking an entry jumps to the point just after it; entries undone (after the
// current point) stay listed, dimmed, until an action replaces them. Where another line of play
// leaves this one, a marker offers to switch to it. Virtualised: a long game lists thousands of
// entries, and bots at full speed add hundreds a second. Rows have fixed heights (an entry shows
// two lines of its events; all of them are in its title), so the list is never measured: measuring
// rows forced the whole table's layout on every action.
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { LineSnap, LogEntry } from '../model';

type Row = { kind: 'turn'; turn: number; active: string } | { kind: 'entry'; entry: LogEntry } | { kind: 'fork'; line: LineSnap; at: number };

type Props = {
  log: readonly LogEntry[];
  position: number;
  lines: readonly LineSnap[];
  line: number;
  onJump: (k: number) => void;
  onSwitch: (id: number) => void;
  /** Where a recorded scenario starts (after this many actions), if marked. */
  recordFrom?: number | null;
};

const MAX_EVENTS = 12;
/** Row heights in rem (the studio's zoom scales them): a turn's heading, a fork, an entry. */
const ROW_REM = { turn: 1.9, fork: 2.4, entry: 4 } as const;

export const LogPanel = memo(function LogPanel({ log, position, lines, line, onJump, onSwitch, recordFrom = null }: Props) {
  const current = lines.find((l) => l.id === line);
  // Lines that leave this one: those started from it, and the one it was started from.
  const forks = useMemo(() => {
    const out = new Map<number, LineSnap[]>();
    for (const other of lines) {
      if (other.id === line) continue;
      const at = other.forkOf === line ? other.forkAt : current?.forkOf === other.id ? current.forkAt : null;
      if (at === null) continue;
      const list = out.get(at) ?? [];
      list.push(other);
      out.set(at, list);
    }
    return out;
  }, [lines, line, current]);
  const rows = useMemo(() => {
    const out: Row[] = [];
    let turn = -1;
    for (const entry of log) {
      // The setup has a heading of its own; then one per turn.
      const group = entry.index < 0 ? 0 : entry.turn;
      if (group !== turn) {
        turn = group;
        out.push({ kind: 'turn', turn: group, active: entry.active });
      }
      out.push({ kind: 'entry', entry });
      for (const other of forks.get(entry.index + 1) ?? []) out.push({ kind: 'fork', line: other, at: entry.index + 1 });
    }
    return out;
  }, [log, forks]);

  const scroller = useRef<HTMLDivElement>(null);
  // Read once: asking for a computed style on every render made the page work out its styles
  // again in the middle of each action's render.
  const rem = useMemo(() => (typeof document === 'undefined' ? 13 : Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 13), []);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => Math.round(ROW_REM[rows[i]?.kind ?? 'entry'] * rem),
    overscan: 8,
  });
  // Follow the current point: the newest entry as play goes on, the point jumped to otherwise
  // (once per frame, however many snapshots arrive).
  const currentRow = useMemo(() => rows.findIndex((r) => r.kind === 'entry' && r.entry.index === position - 1), [rows, position]);
  useEffect(() => {
    if (currentRow < 0) return;
    const frame = requestAnimationFrame(() => virtual.scrollToIndex(currentRow, { align: 'auto' }));
    return () => cancelAnimationFrame(frame);
  }, [currentRow, virtual]);

  return (
    <section className="t-panel t-log" role="region" aria-label="Log">
      <h2 className="t-panel-title">
        Log
        {lines.length > 1 ? (
          <label className="t-line-pick">
            <span>Line</span>
            <select value={line} onChange={(event) => onSwitch(Number(event.target.value))}>
              {lines.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({l.length} actions)
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </h2>
      <div className="t-log-scroll" ref={scroller} data-testid="log-scroll">
        <ol className="t-log-list" style={{ height: virtual.getTotalSize() }}>
          {virtual.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const style = { transform: `translateY(${item.start}px)` };
            if (row.kind === 'turn') {
              return (
                <li key={item.key} data-index={item.index} className="t-log-turn" style={{ ...style, height: item.size }}>
                  {row.turn === 0 ? 'Setup' : `Turn ${row.turn} · ${row.active}`}
                </li>
              );
            }
            if (row.kind === 'fork') {
              return (
                <li key={item.key} data-index={item.index} className="t-log-fork" style={{ ...style, height: item.size }}>
                  <span>
                    {row.line.name} went another way here ({row.line.length - row.at} more actions)
                  </span>
                  <button type="button" className="button small" onClick={() => onSwitch(row.line.id)}>
                    Switch to {row.line.name}
                  </button>
                </li>
              );
            }
            const entry = row.entry;
            const state = entry.index === position - 1 ? 'current' : entry.index >= position ? 'undone' : '';
            const more = entry.events.length - MAX_EVENTS;
            return (
              <li key={item.key} data-index={item.index} className={`t-log-entry ${state} ${entry.god ? 'god' : ''} ${entry.bot ? 'bot' : ''}`} style={{ ...style, height: item.size }} data-testid="log-entry">
                <button type="button" className="t-log-button" aria-current={state === 'current' ? 'step' : undefined} title={`${entry.index < 0 ? 'Back to the start' : 'Back to just after this action'}${entry.events.length > 0 ? `\n${entry.events.join('\n')}` : ''}`} onClick={() => onJump(entry.index + 1)}>
                  <span className="t-log-text">
                    {recordFrom !== null && entry.index === recordFrom - 1 ? <span className="t-record-mark">Recording starts after this</span> : null}
                    {entry.god ? <span className="t-god-mark">God</span> : null}
                    {entry.text}
                  </span>
                  {entry.events.length > 0 ? (
                    <span className="t-log-events">
                      {entry.events.slice(0, MAX_EVENTS).join(' · ')}
                      {more > 0 ? ` · ${more} more` : ''}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
});
