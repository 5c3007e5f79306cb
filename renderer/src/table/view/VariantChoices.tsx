// The variants a game offers, each switched on by a checkbox and, once on, its parameters (a
// number, a yes or no, a choice or a word), in a fieldset. Written once for the New table dialog
// and the simulation's setup, which keep the values chosen each in their own way.
import type { VariantChoice, VariantParam } from '../model';

/** A variant's parameters by name. */
export type VariantValues = Record<string, number | boolean | string>;

/** The parameters a variant is switched on with: each at its default. */
export function variantDefaults(params: readonly VariantParam[]): VariantValues {
  return Object.fromEntries(params.map((p) => [p.name, p.default]));
}

export function VariantChoices(props: {
  /** The fieldset's class; a checkbox's and a labelled field's; and a parameter's, beside either. */
  className: string;
  checkClass: string;
  fieldClass: string;
  paramClass: string;
  offered: readonly VariantChoice[];
  /** The variants switched on, with their parameters (one left out shows its default). */
  values: Readonly<Record<string, VariantValues>>;
  onToggle: (variant: VariantChoice, on: boolean) => void;
  onParam: (variant: string, param: string, value: number | boolean | string) => void;
}) {
  const { className, checkClass, fieldClass, paramClass, offered, values, onToggle, onParam } = props;
  if (offered.length === 0) return null;
  return (
    <fieldset className={className}>
      <legend>Variants</legend>
      {offered.map((v) => {
        const on = Object.hasOwn(values, v.id);
        return (
          <div key={v.id} className="variant-choice">
            <label className={checkClass} title={v.doc}>
              <input type="checkbox" checked={on} onChange={(event) => onToggle(v, event.target.checked)} />
              <span>
                {v.name} {v.from === 'set' ? <span className="muted">(from a set)</span> : null}
              </span>
            </label>
            {on
              ? v.params.map((p) => (
                  <ParamField key={p.name} className={`${p.type === 'bool' ? checkClass : fieldClass} ${paramClass}`} variant={v} param={p} value={values[v.id]?.[p.name] ?? p.default} onChange={(value) => onParam(v.id, p.name, value)} />
                ))
              : null}
          </div>
        );
      })}
    </fieldset>
  );
}

function ParamField({ className, variant, param, value, onChange }: { className: string; variant: VariantChoice; param: VariantParam; value: number | boolean | string; onChange: (value: number | boolean | string) => void }) {
  const label = `${variant.name}: ${param.name}`;
  if (param.type === 'bool') {
    return (
      <label className={className} title={param.doc}>
        <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
    );
  }
  if (param.type === 'choice' && param.choices && param.choices.length > 0) {
    return (
      <label className={className} title={param.doc}>
        <span>{label}</span>
        <select value={String(value)} onChange={(event) => onChange(event.target.value)}>
          {param.choices.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
    );
  }
  if (param.type === 'int') {
    return (
      <label className={className} title={param.doc}>
        <span>{label}</span>
        <input type="number" min={param.min} max={param.max} step={1} value={Number(value)} onChange={(event) => onChange(Math.round(Number(event.target.value)))} />
      </label>
    );
  }
  return (
    <label className={className} title={param.doc}>
      <span>{label}</span>
      <input type="text" value={String(value)} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
