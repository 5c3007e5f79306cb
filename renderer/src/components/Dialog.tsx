// The studio's modal questions (Electron has no window.prompt, and native confirm boxes cannot
// say "Overwrite" or "Keep editing").
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OpenDialog } from '../app/types';
import { useStudio, useStudioController } from '../hooks/useStudio';

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
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries((dialog.fields ?? []).map((field) => [field.id, field.value])));
  const panelRef = useRef<HTMLFormElement>(null);
  const primary = dialog.buttons.find((button) => button.kind === 'primary') ?? dialog.buttons[0];

  useEffect(() => {
    // Focus the first field, or else the safest button, so the keyboard works at once.
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLElement>('input') ?? panel?.querySelector<HTMLElement>('[data-default="true"]');
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
  }, []);

  const answer = (button: string): void => studio.answerDialog({ button, values });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (primary) answer(primary.id);
  };

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
        {(dialog.fields ?? []).map((field) => (
          <label key={field.id} className="dialog-field">
            <span>{field.label}</span>
            <input
              type="text"
              data-testid={`dialog-field-${field.id}`}
              value={values[field.id] ?? ''}
              placeholder={field.placeholder}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setValues((current) => ({ ...current, [field.id]: event.target.value }))}
            />
            {field.hint ? <small className="muted">{field.hint}</small> : null}
          </label>
        ))}
        {dialog.error ? (
          <p className="dialog-error" role="alert">
            {dialog.error}
          </p>
        ) : null}
        <div className="dialog-buttons">
          {dialog.buttons.map((button) => (
            <button
              key={button.id}
              type={button === primary ? 'submit' : 'button'}
              className={`button ${button.kind ?? ''}`}
              data-testid={`dialog-${button.id}`}
              data-default={button === primary ? 'true' : undefined}
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
