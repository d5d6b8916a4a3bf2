/**
 * The labelled form control every panel uses: its label, hint and problem wired for screen readers
 * (aria-invalid, aria-describedby), so each form says what is wrong next to the field in one way.
 */
import { useId, type ReactElement, cloneElement } from 'react';

interface FieldProps {
  label: string;
  hint?: string;
  problem?: string;
  className?: string;
  /** The control; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint and its problem, wired for screen readers. */
export function Field({ label, hint, problem, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const describedBy = [hintId, problemId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}${problem ? ' has-problem' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span className="field-problem" id={problemId}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** A checkbox with its label after it, and why it is disabled when it is. */
export function CheckField({
  label,
  checked,
  disabled,
  reason,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  reason?: string;
  onChange(v: boolean): void;
}) {
  const id = useId();
  return (
    <div className="field check-field">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={reason ? `${id}-why` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {reason ? (
        <span className="field-hint" id={`${id}-why`}>
          {reason}
        </span>
      ) : null}
    </div>
  );
}
