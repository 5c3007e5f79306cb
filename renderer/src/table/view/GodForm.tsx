// The small form a god tool asks its values in ("Set damage of Pooter": a number; "Move Tiny":
// a zone and a place), beside the card or seat it is for. Enter applies, Escape cancels.
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export type GodField =
  | { id: string; label: string; kind: 'number'; value: number; min?: number; max?: number }
  | { id: string; label: string; kind: 'select'; value: string; options: { value: string; label: string }[] };

export type GodFormSpec = {
  title: string;
  fields: GodField[];
  submit: string;
  /** Applies the values; answers whether the table took them (the form stays open otherwise). */
  apply: (values: Record<string, string | number>) => Promise<boolean>;
};

type Props = { anchor: HTMLElement | null; spec: GodFormSpec; onClose: () => void };

export function GodForm({ anchor, spec, onClose }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const ids = useId();
  const [values, setValues] = useState<Record<string, string | number>>(() => Object.fromEntries(spec.fields.map((f) => [f.id, f.value])));
  const [busy, setBusy] = useState(false);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const rect = anchor?.getBoundingClientRect() ?? { left: window.innerWidth / 2 - 140, bottom: window.innerHeight / 3, top: window.innerHeight / 3 };
    const box = ref.current?.getBoundingClientRect();
    const width = box?.width ?? 280;
    const height = box?.height ?? 160;
    const left = Math.max(8, Math.min(window.innerWidth - width - 8, rect.left));
    const below = rect.bottom + 6;
    setPlace({ left, top: below + height > window.innerHeight - 8 ? Math.max(8, rect.top - height - 6) : below });
  }, [anchor]);
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLInputElement | HTMLSelectElement>('input, select');
    first?.focus();
    if (first instanceof HTMLInputElement) first.select();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void spec.apply(values).then((ok) => {
      setBusy(false);
      if (ok) {
        onClose();
        anchor?.focus();
      }
    });
  };
  return (
    <form
      ref={ref}
      className="t-god-form"
      role="dialog"
      aria-labelledby={`${ids}-title`}
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
          anchor?.focus();
        }
        event.stopPropagation();
      }}
    >
      <h3 id={`${ids}-title`}>{spec.title}</h3>
      {spec.fields.map((field) => (
        <label key={field.id} className="dialog-field">
          <span>{field.label}</span>
          {field.kind === 'number' ? (
            <input type="number" min={field.min} max={field.max} value={values[field.id]} onChange={(event) => setValues((v) => ({ ...v, [field.id]: event.target.value === '' ? '' : Math.round(Number(event.target.value)) }))} />
          ) : (
            <select value={String(values[field.id])} onChange={(event) => setValues((v) => ({ ...v, [field.id]: event.target.value }))}>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </label>
      ))}
      <div className="dialog-buttons">
        <button
          type="button"
          className="button small"
          onClick={() => {
            onClose();
            anchor?.focus();
          }}
        >
          Cancel
        </button>
        <button type="submit" className="button small primary" disabled={busy}>
          {spec.submit}
        </button>
      </div>
    </form>
  );
}
