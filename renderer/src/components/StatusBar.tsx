// The bottom line: where the studio runs, what is open, where the cursor is, what just happened.
import { useMemo } from 'react';
import { useLanguage, useLanguageStore } from '../hooks/useLanguage';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { problemCounts } from '../language/problems';
import { activeFile } from '../state/files';
import { severityCount } from './ProblemsPanel';
import { SeverityIcon } from './SeverityIcon';

export function StatusBar() {
  const studio = useStudioController();
  const info = useStudio((state) => state.info);
  const root = useStudio((state) => state.workspace?.root ?? null);
  const file = useStudio((state) => activeFile(state.files));
  const cursor = useStudio((state) => state.cursor);
  const saveStatus = useStudio((state) => state.saveStatus);
  const message = useStudio((state) => state.message);
  const zoom = useStudio((state) => state.zoom);

  const hostLabel = info ? `${info.host === 'electron' ? 'Desktop' : 'Web'} · v${info.version}` : 'Connecting…';
  return (
    <footer className="status-bar" data-testid="status-bar">
      <span className={`status-item host ${info?.host ?? ''}`} data-testid="host-kind" title={info ? `Host: ${info.host} on ${info.platform}` : undefined}>
        {hostLabel}
      </span>
      {root ? (
        <span className="status-item path" title={root} data-testid="workspace-path-status">
          {root}
        </span>
      ) : null}
      {file ? (
        <span className="status-item file" data-testid="active-file">
          {file.path}
          {file.deletedOnDisk ? <span className="status-flag"> · deleted on disk</span> : file.changedOnDisk ? <span className="status-flag"> · changed on disk</span> : null}
        </span>
      ) : null}
      {root ? <ProblemsButton /> : null}
      <span className="status-spacer" />
      {message ? (
        <button type="button" className={`status-item message ${message.kind}`} data-testid="status-message" title={`${message.text}\n(click to dismiss)`} role={message.kind === 'error' ? 'alert' : 'status'} onClick={() => studio.dismissMessage()}>
          {message.text}
        </button>
      ) : null}
      <span className="status-item" data-testid="save-status" aria-live="polite">
        {saveStatus}
      </span>
      {file && cursor ? (
        <span className="status-item fixed" data-testid="cursor-position">
          Ln {cursor.line}, Col {cursor.column}
        </span>
      ) : null}
      {file ? <span className="status-item fixed">{file.path.endsWith('.cards') ? 'Cards' : 'Plain text'}</span> : null}
      {root ? <FormatOnSave /> : null}
      {zoom !== 1 ? (
        <button type="button" className="status-item fixed" title="Reset zoom" onClick={() => void studio.command('zoom-reset', 'page')}>
          {Math.round(zoom * 100)}%
        </button>
      ) : null}
    </footer>
  );
}

/** The workspace's problem counts; opens and closes the problems panel. */
function ProblemsButton() {
  const language = useLanguage();
  const problems = language.client.problems;
  const sets = useLanguageStore(problems, (s) => s.sets);
  const open = useLanguageStore(problems, (s) => s.open);
  const counts = useMemo(() => problemCounts({ sets, open, shown: new Set() }), [sets, open]);
  const label = `Problems: ${severityCount('error', counts.error)}, ${severityCount('warning', counts.warning)}, ${severityCount('info', counts.info)}`;
  return (
    <button type="button" className="status-item fixed problems-button" data-testid="problems-button" aria-label={label} aria-expanded={open} title={`${label} (Ctrl+Shift+M)`} onClick={() => problems.setOpen(!open)}>
      <SeverityIcon severity="error" /> <span data-testid="error-count">{counts.error}</span>
      <SeverityIcon severity="warning" /> <span data-testid="warning-count">{counts.warning}</span>
      {counts.info > 0 ? (
        <>
          <SeverityIcon severity="info" /> <span>{counts.info}</span>
        </>
      ) : null}
    </button>
  );
}

/** The format-on-save setting, kept with the other preferences. */
function FormatOnSave() {
  const studio = useStudioController();
  const language = useLanguage();
  const on = useLanguageStore(language.settings, (s) => s.formatOnSave);
  return (
    <button type="button" className="status-item fixed" aria-pressed={on} title="Format card files when saving them" onClick={() => void studio.command('toggle-format-on-save', 'page')}>
      Format on save: {on ? 'on' : 'off'}
    </button>
  );
}
