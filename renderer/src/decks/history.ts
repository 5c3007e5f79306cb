// Undo and redo for a deck list: the decks before and after the one shown, each step with the
// words that say what it did ("Add Bomb!"), so the builder can say what Undo will take back.

export type Step<T> = { value: T; label: string };

export type History<T> = {
  past: readonly Step<T>[];
  present: T;
  /** What made the present (undone first). */
  label: string;
  future: readonly Step<T>[];
};

/** Steps kept; older ones are forgotten. */
export const HISTORY_LIMIT = 500;

export function startHistory<T>(value: T): History<T> {
  return { past: [], present: value, label: '', future: [] };
}

/** A new present; redo is no longer possible. The same value is no step. */
export function record<T>(history: History<T>, value: T, label: string): History<T> {
  if (value === history.present) return history;
  const past = [...history.past, { value: history.present, label: history.label }];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, present: value, label, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous.value, label: previous.label, future: [{ value: history.present, label: history.label }, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const next = history.future[0];
  if (!next) return history;
  return { past: [...history.past, { value: history.present, label: history.label }], present: next.value, label: next.label, future: history.future.slice(1) };
}

/** What Undo would take back, and what Redo would do again (null: nothing). */
export function undoLabel<T>(history: History<T>): string | null {
  return history.past.length > 0 ? history.label || 'the last change' : null;
}

export function redoLabel<T>(history: History<T>): string | null {
  return history.future[0]?.label ?? null;
}
