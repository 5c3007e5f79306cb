// The syntax diagnostics of one parse, bounded: junk text (random bytes) has a problem every
// few characters, and making, sorting and merging millions of them would cost far more than
// reading the text. The first ones by position are kept; the rest are only counted.
import { diagnostic, type Code, type Diagnostic } from '../diagnostics/catalog';
import { MAX_DIAGNOSTICS_PER_FILE } from '../diagnostics/dedupe';
import type { Range } from './tokens';

/** Syntax diagnostics kept per parse: twice what a file shows, since the same finding twice is shown once. */
export const KEPT_DIAGNOSTICS = 2 * MAX_DIAGNOSTICS_PER_FILE;

/** Diagnostics by position (a stable sort: at one place, the earlier reported come first). */
export function inOrder(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => a.range.start - b.range.start);
}

/**
 * Diagnostics as they are reported: kept while among the first KEPT_DIAGNOSTICS by position,
 * counted otherwise. A run of one code on overlapping or touching ranges counts once, as it
 * would be shown once. A phrase the parser tries and abandons takes its diagnostics back
 * (`mark`, `rollback`); while one is tried nothing is dropped, so a mark stays valid.
 */
export class FoundProblems {
  private list: Diagnostic[] = [];
  /** Diagnostics starting after this offset are only counted. */
  private keptUpTo = Infinity;
  private trials = 0;
  private last = new Map<Code, Range>();
  omitted = 0;

  /** Reports a diagnostic; `args` may be a function, called only if the diagnostic is kept. */
  add(code: Code, range: Range, args: Record<string, string | number> | (() => Record<string, string | number>) = {}): void {
    if (this.trials === 0) {
      if (this.list.length >= 2 * KEPT_DIAGNOSTICS) this.keepFirst();
      if (range.start > this.keptUpTo) {
        this.count(code, range);
        return;
      }
    }
    this.list.push(diagnostic(code, range, typeof args === 'function' ? args() : args));
  }

  /** Takes diagnostics another reading made (an ability read between quotes), under the same limits. */
  addMade(made: readonly Diagnostic[]): void {
    for (const d of made) {
      if (this.trials === 0 && d.range.start > this.keptUpTo) this.count(d.code, d.range);
      else this.list.push(d);
    }
  }

  /** Starts a trial; `rollback` with the result takes back what was reported since. Pair with `settle`. */
  mark(): number {
    this.trials += 1;
    return this.list.length;
  }
  rollback(mark: number): void {
    this.list.length = Math.min(mark, this.list.length);
  }
  /** Ends a trial (whether it was taken back or not). */
  settle(): void {
    this.trials -= 1;
  }

  /** The kept diagnostics, at most KEPT_DIAGNOSTICS, by position. */
  kept(): Diagnostic[] {
    this.keepFirst();
    return inOrder(this.list);
  }

  private keepFirst(): void {
    if (this.list.length <= KEPT_DIAGNOSTICS) return;
    const sorted = inOrder(this.list);
    for (let k = KEPT_DIAGNOSTICS; k < sorted.length; k += 1) this.count(sorted[k]!.code, sorted[k]!.range);
    this.list = sorted.slice(0, KEPT_DIAGNOSTICS);
    this.keptUpTo = Math.min(this.keptUpTo, this.list[KEPT_DIAGNOSTICS - 1]!.range.start);
  }

  /** Counts a diagnostic left out. */
  count(code: Code, range: Range): void {
    const last = this.last.get(code);
    if (last && last.start <= range.end && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
      return;
    }
    this.last.set(code, { start: range.start, end: range.end });
    this.omitted += 1;
  }
}
