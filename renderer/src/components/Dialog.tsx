// The studio's modal questions (Electron has no window.prompt, and native confirm boxes cannot
// say "Overwrite" or "Keep editing").
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { DialogField, OpenDialog } from '../app/types';
import { useStudio, useStudioController } from '../hooks/useStudio';
import './dialog-fields.css';

export function DialogHost() {
  const dialog = useStudio((state) => state.dialog);
  const open = dialog !== null;
  // Focus goes back where it was (usually the editor) once the questions are answered. A
  // layout effect runs before the browser moves focus away from the now inert page.
  useLayoutEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);
  // Keyed by id so that a new question starts with fresh fields.
  return dialog ? <Dialog key={`${dialog.id}:${dialog.error ?? ''}`} dialog={dialog} /> : null;
}

function Dialog({ dialog }: { dialog: OpenDialog }) {
  const studio = useStudioController();
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(dialog.fields ?? []));
  const [reading, setReading] = useState(0);
  const panelRef = useRef<HTMLFormElement>(null);
  const primary = dialog.buttons.find((button) => button.kind === 'primary') ?? dialog.buttons[0];

  useEffect(() => {
    // Focus the first field, or else the safest button, so the keyboard works at once.
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLElement>('input, select') ?? panel?.querySelector<HTMLElement>('[data-default="true"]');
    target?.focus();
    if (target instanceof HTMLInputElement && target.type === 'text') target.select();
  }, []);

  const answer = (button: string): void => studio.answerDialog({ button, values });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (primary && reading === 0) answer(primary.id);
  };
  const set = (id: string, value: string): void => setValues((current) => ({ ...current, [id]: value }));

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) answer(dialog.cancelId);
      }}
    >
      <form
        ref={panelRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`dialog-title-${dialog.id}`}
        data-testid="dialog"
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            answer(dialog.cancelId);
          }
        }}
      >
        <h2 id={`dialog-title-${dialog.id}`}>{dialog.title}</h2>
        {dialog.message ? <p className="dialog-message">{dialog.message}</p> : null}
        {(dialog.fields ?? []).map((field) =>
          field.type === 'file' ? (
            <FileField key={field.id} field={field} chosen={values[`${field.id}:name`] ?? ''} onReading={(delta) => setReading((n) => n + delta)} onChosen={(name, text) => setValues((current) => ({ ...current, [field.id]: text, [`${field.id}:name`]: name }))} />
          ) : field.type === 'select' ? (
            <label key={field.id} className="dialog-field">
              <span>{field.label}</span>
              <select data-testid={`dialog-field-${field.id}`} value={values[field.id] ?? ''} onChange={(event) => set(field.id, event.target.value)}>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {field.hint ? <small className="muted">{field.hint}</small> : null}
            </label>
          ) : field.type === 'checkbox' ? (
            <label key={field.id} className="dialog-check">
              <input type="checkbox" data-testid={`dialog-field-${field.id}`} checked={values[field.id] === 'true'} onChange={(event) => set(field.id, event.target.checked ? 'true' : 'false')} />
              <span>{field.label}</span>
            </label>
          ) : (
            <label key={field.id} className="dialog-field">
              <span>{field.label}</span>
              <input
                type="text"
                data-testid={`dialog-field-${field.id}`}
                value={values[field.id] ?? ''}
                placeholder={field.placeholder}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => set(field.id, event.target.value)}
              />
              {field.hint ? <small className="muted">{field.hint}</small> : null}
            </label>
          ),
        )}
        {dialog.error ? (
          <p className="dialog-error" role="alert">
            {dialog.error}
          </p>
        ) : null}
        {dialog.problems && dialog.problems.length > 0 ? (
          <ul className="dialog-problems" aria-label="Problems" data-testid="dialog-problems">
            {dialog.problems.map((problem, i) => (
              <li key={i}>
                <code className="problem-path">{problem.path}</code> <span className="problem-message">{problem.message}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="dialog-buttons">
          {dialog.buttons.map((button) => (
            <button
              key={button.id}
              type={button === primary ? 'submit' : 'button'}
              className={`button ${button.kind ?? ''}`}
              data-testid={`dialog-${button.id}`}
              data-default={button === primary ? 'true' : undefined}
              disabled={button === primary && reading > 0}
              onClick={button === primary ? undefined : () => answer(button.id)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </form>
    </div>
  );
}

/** Field values to start from: a file field also holds the name of the file already chosen. */
function initialValues(fields: readonly DialogField[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    values[field.id] = field.value;
    if (field.type === 'file') values[`${field.id}:name`] = field.fileName ?? '';
  }
  return values;
}

/** A file picked from disk: the browser's own picker, named by its label, and the name chosen. */
function FileField({ field, chosen, onChosen, onReading }: { field: DialogField; chosen: string; onChosen: (name: string, text: string) => void; onReading: (delta: number) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="dialog-field">
      <label htmlFor={`${id}-input`}>{field.label}</label>
      <span className="dialog-file">
        <input
          id={`${id}-input`}
          type="file"
          accept={field.accept}
          aria-describedby={`${id}-chosen`}
          data-testid={`dialog-field-${field.id}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            onReading(1);
            file
              .text()
              .then((text) => {
                setProblem(null);
                onChosen(file.name, text);
              })
              .catch((error: unknown) => setProblem(`${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`))
              .finally(() => onReading(-1));
          }}
        />
        <small id={`${id}-chosen`} className="muted" data-testid={`dialog-field-${field.id}-chosen`}>
          {problem ?? (chosen ? `Chosen: ${chosen}` : 'No file chosen yet')}
        </small>
      </span>
    </div>
  );
}
