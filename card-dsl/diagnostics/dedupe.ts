// What a set's phases report, made readable: the same finding from two phases is shown once,
// and a file that is not card text at all (random bytes) shows its first problems and a
// count instead of tens of thousands of lines. Both in O(n log n), so junk of any size is
// reported as fast as it is parsed.
import type { Range } from '../syntax/tokens';
import { diagnostic, type Diagnostic, type Severity } from './catalog';

export type Located = { path: string; diagnostic: Diagnostic };

/** Diagnostics shown per file; the rest are counted in one more. */
export const MAX_DIAGNOSTICS_PER_FILE = 1000;

/**
 * The same finding reported by two phases (the checker, then the compiler that refuses the
 * card) is shown once: of the diagnostics with one code in one file whose ranges overlap (ends
 * touching count), the first in the list stays.
 *
 * For each group, the starts are known up front, so a prefix-maximum tree over the sorted
 * starts answers "does a kept range that starts at or before this one's end reach its start?"
 * in O(log n): exactly the overlap test against every kept range at once.
 */
export function firstOfOverlapping(list: readonly Located[]): Located[] {
  const groups = new Map<string, number[]>();
  list.forEach((d, i) => {
    const key = `${d.path}\u0000${d.diagnostic.code}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const keep = new Uint8Array(list.length);
  for (const indexes of groups.values()) {
    if (indexes.length === 1) {
      keep[indexes[0]!] = 1;
      continue;
    }
    const starts = [...new Set(indexes.map((i) => list[i]!.diagnostic.range.start))].sort((a, b) => a - b);
    const reach = new ReachTree(starts.length);
    for (const i of indexes) {
      const range: Range = list[i]!.diagnostic.range;
      if (reach.maxUpTo(countAtMost(starts, range.end)) >= range.start) continue;
      keep[i] = 1;
      reach.raise(countAtMost(starts, range.start), range.end);
    }
  }
  return list.filter((_, i) => keep[i] === 1);
}

/** How many of the sorted `values` are at most `limit`. */
function countAtMost(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! <= limit) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A Fenwick tree of maxima over positions 1..size, where values only ever rise. */
class ReachTree {
  private readonly tree: Float64Array;
  constructor(size: number) {
    this.tree = new Float64Array(size + 1).fill(-Infinity);
  }
  /** Position `at` (1-based) reaches at least `value`. */
  raise(at: number, value: number): void {
    for (let i = at; i < this.tree.length; i += i & -i) if (this.tree[i]! < value) this.tree[i] = value;
  }
  /** The largest value at positions 1..`count`; -Infinity when none. */
  maxUpTo(count: number): number {
    let best = -Infinity;
    for (let i = count; i > 0; i -= i & -i) if (this.tree[i]! > best) best = this.tree[i]!;
    return best;
  }
}

/**
 * The first `max` diagnostics of each file of a list sorted by file, then, where some were
 * left out, one diagnostic saying how many, at the first one left out, as severe as the worst
 * of them (so leaving them out never hides that a file has errors). `omitted` adds, by path,
 * syntax errors the parser only counted (they lie after every one it kept).
 */
export function capPerFile(sorted: readonly Located[], omitted: ReadonlyMap<string, number> = new Map(), max = MAX_DIAGNOSTICS_PER_FILE): Located[] {
  const out: Located[] = [];
  const done = new Set<string>();
  const summary = (path: string, from: number, to: number, at: number) => {
    const counts: Record<Severity, number> = { error: omitted.get(path) ?? 0, warning: 0, info: 0 };
    for (let k = from; k < to; k += 1) counts[sorted[k]!.diagnostic.severity] += 1;
    const total = counts.error + counts.warning + counts.info;
    if (total === 0) return;
    const worst: Severity = counts.error > 0 ? 'error' : counts.warning > 0 ? 'warning' : 'info';
    const made = diagnostic('CW0001', { start: at, end: at }, { count: total.toLocaleString('en-US'), shown: max.toLocaleString('en-US'), detail: leftOut(counts) });
    out.push({ path, diagnostic: { ...made, severity: worst } });
  };
  let i = 0;
  while (i < sorted.length) {
    const path = sorted[i]!.path;
    let end = i;
    while (end < sorted.length && sorted[end]!.path === path) end += 1;
    const shown = Math.min(end - i, max);
    for (let k = i; k < i + shown; k += 1) out.push(sorted[k]!);
    const last = sorted[i + shown - 1]!.diagnostic.range;
    summary(path, i + shown, end, end - i > max ? sorted[i + max]!.diagnostic.range.start : last.end);
    done.add(path);
    i = end;
  }
  // A file whose every problem was only counted (cannot happen with a parser that keeps some, but cheap to say).
  for (const [path, count] of omitted) if (count > 0 && !done.has(path)) summary(path, 0, 0, 0);
  return out;
}

function leftOut(counts: Record<Severity, number>): string {
  const names: Record<Severity, [string, string]> = { error: ['error', 'errors'], warning: ['warning', 'warnings'], info: ['note', 'notes'] };
  const parts = (['error', 'warning', 'info'] as const).filter((s) => counts[s] > 0).map((s) => `${counts[s].toLocaleString('en-US')} ${names[s][counts[s] === 1 ? 0 : 1]}`);
  return parts.join(', ');
}
