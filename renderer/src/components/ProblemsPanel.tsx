// The problems panel: every diagnostic of the workspace (every set, open or not), by file,
// filtered by severity. An entry opens its file at the place. Arrow keys move between entries.
import { memo, useDeferredValue, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { Severity } from '../../../card-dsl/diagnostics/catalog';
import { useLanguage, useLanguageStore } from '../hooks/useLanguage';
import { SEVERITIES, problemCounts, problemGroups, type FileGroup } from '../language/problems';
import type { LanguageFeatures } from '../language/features';
import { CloseIcon } from './icons';
import { SeverityIcon } from './SeverityIcon';

/** Entries drawn at most; a workspace with more says how many are left out. */
const MAX_ENTRIES = 500;

const SEVERITY_LABEL: Record<Severity, [string, string]> = { error: ['error', 'errors'], warning: ['warning', 'warnings'], info: ['note', 'notes'] };
export const severityCount = (severity: Severity, n: number) => `${n} ${SEVERITY_LABEL[severity][n === 1 ? 0 : 1]}`;

export function ProblemsPanel() {
  const language = useLanguage();
  const problems = language.client.problems;
  const open = useLanguageStore(problems, (s) => s.open);
  const state = useLanguageStore(problems, (s) => s);
  // The list (up to 500 entries) follows the worker's answers at a lower priority: React draws
  // it in slices between frames and drops a drawing that a newer answer made stale, so typing
  // with the panel open never waits for it. The counts and filters follow at once.
  const listed = useDeferredValue(state);
  // Nothing to work out while the panel is closed (the worker's answers arrive as one types).
  const groups = useMemo(() => (open ? problemGroups(listed) : []), [listed, open]);
  const counts = useMemo(() => (open ? problemCounts(state) : { error: 0, warning: 0, info: 0 }), [state, open]);
  const listedTotal = useMemo(() => (open ? Object.values(problemCounts(listed)).reduce((n, c) => n + c, 0) : 0), [listed, open]);
  const panelRef = useRef<HTMLElement>(null);

  // Opening the panel (Ctrl+Shift+M, the status bar) puts the keyboard in it.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('.problem-entry, .problems-filter')?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape') {
      problems.setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const entries = [...(panelRef.current?.querySelectorAll<HTMLElement>('.problem-entry') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const next = entries[Math.max(0, Math.min(entries.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <section className="problems-panel" aria-label="Problems" data-testid="problems-panel" ref={panelRef} onKeyDown={onKeyDown}>
      <header className="pane-header problems-header">
        <h2 className="pane-title">Problems</h2>
        <div className="problems-filters" role="group" aria-label="Show severities">
          {SEVERITIES.map((severity) => (
            <button
              key={severity}
              type="button"
              className={`problems-filter ${severity}`}
              aria-pressed={state.shown.has(severity)}
              title={`Show ${SEVERITY_LABEL[severity][1]}`}
              onClick={() => problems.toggleSeverity(severity)}
            >
              <SeverityIcon severity={severity} /> {severityCount(severity, counts[severity])}
            </button>
          ))}
        </div>
        <button type="button" className="icon-button" aria-label="Close problems" title="Close (Ctrl+Shift+M)" onClick={() => problems.setOpen(false)}>
          <CloseIcon />
        </button>
      </header>
      <ProblemList groups={groups} total={listedTotal} language={language} />
    </section>
  );
}

/** The entries, by file: drawn again only when the (deferred) groups change. */
const ProblemList = memo(function ProblemList({ groups, total, language }: { groups: readonly FileGroup[]; total: number; language: LanguageFeatures }) {
  let budget = MAX_ENTRIES;
  const shownTotal = groups.reduce((n, g) => n + g.diagnostics.length, 0);
  return (
    <div className="problems-body">
      {groups.length === 0 ? <p className="muted problems-empty">{total === 0 ? 'No problems in the workspace.' : 'No problems of the chosen severities.'}</p> : null}
      {groups.map((group) => {
        if (budget <= 0) return null;
        const list = group.diagnostics.slice(0, budget);
        budget -= list.length;
        return (
          <div key={group.path} className="problem-file" role="group" aria-label={`${group.path}: ${group.diagnostics.length} problems`}>
            <h3 className="problem-file-name" title={group.path}>
              <span className="problem-file-base">{group.path.split('/').pop()}</span> <span className="muted">{group.path}</span> <span className="problem-file-count">{group.diagnostics.length}</span>
            </h3>
            <ul>
              {list.map((d, i) => (
                <li key={`${d.code}:${d.range.start.line}:${d.range.start.character}:${i}`}>
                  <button type="button" className={`problem-entry ${d.severity}`} data-testid="problem" data-path={group.path} data-code={d.code} onClick={() => void language.reveal(group.path, d.range)}>
                    <SeverityIcon severity={d.severity} />
                    <span className="problem-message">{d.message}</span>
                    <span className="problem-where muted">
                      {d.code} [Ln {d.range.start.line + 1}, Col {d.range.start.character + 1}]
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {shownTotal > MAX_ENTRIES ? <p className="muted problems-empty">{shownTotal - MAX_ENTRIES} more not listed: fix or filter the ones above.</p> : null}
    </div>
  );
});
