// The icon of a problem's severity, labelled for screen readers.
import type { Severity } from '../../../card-dsl/diagnostics/catalog';

export function SeverityIcon({ severity }: { severity: Severity }) {
  const label = severity === 'error' ? 'Error' : severity === 'warning' ? 'Warning' : 'Note';
  return (
    <svg className={`icon severity-icon ${severity}`} viewBox="0 0 16 16" width="14" height="14" role="img" aria-label={label} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      {severity === 'error' ? (
        <>
          <circle cx="8" cy="8" r="6" />
          <path d="M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4" />
        </>
      ) : severity === 'warning' ? (
        <>
          <path d="M8 2l6.2 11H1.8z" />
          <path d="M8 6.5v3M8 11.6v.1" />
        </>
      ) : (
        <>
          <circle cx="8" cy="8" r="6" />
          <path d="M8 7.2v4M8 4.8v.1" />
        </>
      )}
    </svg>
  );
}
