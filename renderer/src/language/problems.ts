// The problems of the whole workspace, as the language worker reports them set by set, and
// what the problems panel shows of them: grouped by file, filtered by severity, counted.
import type { ServiceDiagnostic } from '../../../card-dsl/service/diagnostics';
import type { Severity } from '../../../card-dsl/diagnostics/catalog';
import { Store } from '../state/store';
import type { FileProblems, ProblemsUpdate } from './api';

export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

export type ProblemsState = {
  /** By set folder: the version the worker reported and its files' diagnostics. */
  sets: ReadonlyMap<string, { version: number; files: readonly FileProblems[] }>;
  /** Whether the panel is shown. */
  open: boolean;
  /** Severities the panel lists. */
  shown: ReadonlySet<Severity>;
};

export type ProblemCounts = Record<Severity, number>;
export type FileGroup = { path: string; diagnostics: readonly ServiceDiagnostic[] };

export class ProblemsStore extends Store<ProblemsState> {
  constructor() {
    super({ sets: new Map(), open: false, shown: new Set(SEVERITIES) });
  }

  /** Set folder -> version, as the worker's `problems` wants to know. */
  known(): Record<string, number> {
    return Object.fromEntries([...this.get().sets].map(([folder, set]) => [folder, set.version]));
  }

  apply(update: ProblemsUpdate): void {
    if (update.sets.length === 0 && update.removed.length === 0) return;
    this.update((state) => {
      const sets = new Map(state.sets);
      for (const folder of update.removed) sets.delete(folder);
      for (const set of update.sets) {
        // Files the update leaves out read as the page has them.
        const files = new Map((sets.get(set.folder)?.files ?? []).map((f) => [f.path, f]));
        for (const file of set.files) files.set(file.path, file);
        sets.set(set.folder, { version: set.version, files: set.paths.flatMap((path) => files.get(path) ?? []) });
      }
      return { ...state, sets };
    });
  }

  clear(): void {
    this.update((state) => (state.sets.size === 0 ? state : { ...state, sets: new Map() }));
  }

  setOpen(open: boolean): void {
    this.update((state) => (state.open === open ? state : { ...state, open }));
  }

  toggleSeverity(severity: Severity): void {
    this.update((state) => {
      const shown = new Set(state.shown);
      if (shown.has(severity)) shown.delete(severity);
      else shown.add(severity);
      return { ...state, shown };
    });
  }
}

export function problemCounts(state: ProblemsState): ProblemCounts {
  const counts: ProblemCounts = { error: 0, warning: 0, info: 0 };
  for (const set of state.sets.values()) for (const file of set.files) for (const d of file.diagnostics) counts[d.severity] += 1;
  return counts;
}

/** The files with shown problems, by path, each file's problems by position. */
export function problemGroups(state: ProblemsState): FileGroup[] {
  const groups: FileGroup[] = [];
  for (const set of state.sets.values()) {
    for (const file of set.files) {
      const diagnostics = file.diagnostics.filter((d) => state.shown.has(d.severity));
      if (diagnostics.length > 0) groups.push({ path: file.path, diagnostics: [...diagnostics].sort(byPosition) });
    }
  }
  return groups.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const byPosition = (a: ServiceDiagnostic, b: ServiceDiagnostic) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;
