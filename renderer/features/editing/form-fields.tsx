/**
 * Pieces every field of the item form shares: a stable element id per field path, the problem
 * message beside the field that has it (the form's problems computed once, looked up by path),
 * and the explicit type control, which changes a value's type only as far as it converts and
 * says why when it does not.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { FORM_TYPES, TYPE_LABELS, type FormType, type FormValue } from '../../../shared/writes/form/item-form.js';
import { changeType } from '../../../shared/writes/form/type-change.js';

export interface FormFieldsContext {
  /** Element ids are this prefix plus the field's path, made safe for an id. */
  idPrefix: string;
  problems: ReadonlyMap<string, string>;
}

export const FieldsContext = createContext<FormFieldsContext>({ idPrefix: 'f', problems: new Map() });

export function useField(path: string): {
  id: string;
  problemId: string;
  problem: string | undefined;
  invalid: { 'aria-invalid'?: true; 'aria-describedby'?: string };
} {
  const ctx = useContext(FieldsContext);
  const id = `${ctx.idPrefix}-${Array.from(path, (c) => (/[A-Za-z0-9_-]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`)).join('')}`;
  const problem = ctx.problems.get(path);
  return {
    id,
    problemId: `${id}-problem`,
    problem,
    invalid: problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {},
  };
}

export function FieldProblem({ path }: { path: string }) {
  const { problemId, problem } = useField(path);
  return problem ? (
    <span id={problemId} className="field-problem form-problem">
      {problem}
    </span>
  ) : null;
}

/** The type control of a field: the only way its type changes. `fixed` names why it cannot (a key's type is the table's). */
export function TypeControl({
  path,
  value,
  onChange,
  fixed,
  children,
}: {
  path: string;
  value: FormValue;
  onChange(v: FormValue): void;
  fixed?: string;
  children?: ReactNode;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const pick = (to: FormType) => {
    const r = changeType(value, to, path);
    if ('problem' in r) setRefused(r.problem);
    else {
      setRefused(null);
      onChange(r.value);
    }
  };
  return (
    <span className="type-control">
      <select
        aria-label={`Type of ${path}`}
        value={value.type}
        disabled={fixed !== undefined}
        title={fixed}
        onChange={(e) => pick(e.target.value as FormType)}
      >
        {FORM_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </select>
      {children}
      {refused ? (
        <span role="alert" className="field-problem">
          {refused}
        </span>
      ) : null}
    </span>
  );
}

/** A type picker for something about to be added (an attribute, an element, an entry). */
export function NewTypePicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: FormType;
  onChange(t: FormType): void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as FormType)}>
      {FORM_TYPES.map((t) => (
        <option key={t} value={t}>
          {TYPE_LABELS[t]}
        </option>
      ))}
    </select>
  );
}
