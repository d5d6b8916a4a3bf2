/**
 * An SS, NS or BS value of the item form (ValueField.tsx): its members one field each, every one
 * labelled with its path (`tags member 2`) and with its own Remove, and a button to add one.
 * Apart from ValueField because members are plain text (or base64), never a nested value.
 */
import { memberPath } from '../../../shared/writes/form/form-problems.js';
import { BinaryField } from './BinaryField.js';
import { FieldProblem, useField } from './form-fields.js';
import { replaced, without } from './list-edits.js';

export function SetField({
  id,
  path,
  type,
  members,
  onChange,
}: {
  id: string;
  path: string;
  type: 'SS' | 'NS' | 'BS';
  members: string[];
  onChange(m: string[]): void;
}) {
  return (
    <div id={id} role="group" aria-label={`${path} (${type}, a set)`} className="form-nested">
      <ul className="form-rows">
        {members.map((m, i) => (
          <Member
            key={i}
            path={memberPath(path, i)}
            text={m}
            binary={type === 'BS'}
            onChange={(t) => onChange(replaced(members, i, t))}
            onRemove={() => onChange(without(members, i))}
          />
        ))}
      </ul>
      <button type="button" onClick={() => onChange([...members, ''])}>
        Add member to {path}
      </button>
    </div>
  );
}

function Member({
  path,
  text,
  binary,
  onChange,
  onRemove,
}: {
  path: string;
  text: string;
  binary: boolean;
  onChange(t: string): void;
  onRemove(): void;
}) {
  const { id, invalid } = useField(path);
  return (
    <li className="form-row">
      <label htmlFor={id} className="form-name">
        {path}
      </label>
      {binary ? (
        <BinaryField id={id} path={path} text={text} invalid={invalid} onChange={onChange} />
      ) : (
        <input
          id={id}
          className="form-text"
          spellCheck={false}
          value={text}
          {...invalid}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <button type="button" className="form-remove" aria-label={`Remove ${path}`} onClick={onRemove}>
        Remove
      </button>
      <FieldProblem path={path} />
    </li>
  );
}
