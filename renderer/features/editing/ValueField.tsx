/**
 * One value of the item form, by its type: a text field for S and N (a number stays the text as
 * typed, never a JavaScript number), base64 with its hex beside it for B, true/false for BOOL,
 * nothing to edit for NULL, and for L, M and the sets a list of fields with their own add and
 * remove. Recursive: an element of a list or an entry of a map is a ValueField of its own, each
 * labelled with its path (`items[0]`, `address.city`, `tags member 2`).
 */
import { useState } from 'react';
import { emptyValue, type FormEntry, type FormType, type FormValue } from '../../../shared/writes/form/item-form.js';
import { listPath, mapPath } from '../../../shared/writes/form/form-problems.js';
import { FieldProblem, NewTypePicker, TypeControl, useField } from './form-fields.js';
import { BinaryField } from './BinaryField.js';
import { replaced, without } from './list-edits.js';
import { SetField } from './SetField.js';

interface Props {
  path: string;
  value: FormValue;
  onChange(v: FormValue): void;
}

export function ValueField({ path, value, onChange }: Props) {
  const { id, invalid } = useField(path);
  switch (value.type) {
    case 'S':
      return value.text.includes('\n') ? (
        <textarea
          id={id}
          className="form-text"
          rows={3}
          spellCheck={false}
          value={value.text}
          {...invalid}
          onChange={(e) => onChange({ type: 'S', text: e.target.value })}
        />
      ) : (
        <input
          id={id}
          className="form-text"
          spellCheck={false}
          value={value.text}
          {...invalid}
          onChange={(e) => onChange({ type: 'S', text: e.target.value })}
        />
      );
    case 'N':
      return (
        <input
          id={id}
          className="form-number"
          inputMode="decimal"
          spellCheck={false}
          value={value.text}
          {...invalid}
          onChange={(e) => onChange({ type: 'N', text: e.target.value })}
        />
      );
    case 'B':
      return (
        <BinaryField
          id={id}
          path={path}
          text={value.text}
          invalid={invalid}
          onChange={(text) => onChange({ type: 'B', text })}
        />
      );
    case 'BOOL':
      return (
        <select
          id={id}
          value={String(value.value)}
          onChange={(e) => onChange({ type: 'BOOL', value: e.target.value === 'true' })}
        >
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    case 'NULL':
      return (
        <span id={id} className="muted">
          NULL (no value)
        </span>
      );
    case 'L':
      return <ListField id={id} path={path} items={value.items} onChange={(items) => onChange({ type: 'L', items })} />;
    case 'M':
      return (
        <MapField
          id={id}
          path={path}
          entries={value.entries}
          onChange={(entries) => onChange({ type: 'M', entries })}
        />
      );
    default:
      return (
        <SetField
          id={id}
          path={path}
          type={value.type}
          members={value.members}
          onChange={(members) => onChange({ type: value.type, members })}
        />
      );
  }
}

/** A labelled field inside a list, map or set, with its type control and its remove button. */
/** Lists, maps and sets take a block of their own: their Remove sits by their type, not after their last element. */
export const isNested = (v: FormValue) =>
  v.type === 'L' || v.type === 'M' || v.type === 'SS' || v.type === 'NS' || v.type === 'BS';

function Row({ path, value, onChange, onRemove }: Props & { onRemove(): void }) {
  const { id } = useField(path);
  const remove = (
    <button type="button" className="form-remove" aria-label={`Remove ${path}`} onClick={onRemove}>
      Remove
    </button>
  );
  return (
    <li className="form-row">
      <label htmlFor={id} className="form-name">
        {path}
      </label>
      <TypeControl path={path} value={value} onChange={onChange} />
      {isNested(value) ? remove : null}
      <ValueField path={path} value={value} onChange={onChange} />
      {isNested(value) ? null : remove}
      <FieldProblem path={path} />
    </li>
  );
}

function ListField({
  id,
  path,
  items,
  onChange,
}: {
  id: string;
  path: string;
  items: FormValue[];
  onChange(items: FormValue[]): void;
}) {
  const [type, setType] = useState<FormType>('S');
  return (
    <div id={id} role="group" aria-label={`${path} (list)`} className="form-nested">
      <ol className="form-rows">
        {items.map((item, i) => (
          <Row
            key={i}
            path={listPath(path, i)}
            value={item}
            onChange={(v) => onChange(replaced(items, i, v))}
            onRemove={() => onChange(without(items, i))}
          />
        ))}
      </ol>
      {items.length === 0 ? <span className="muted">An empty list. </span> : null}
      <NewTypePicker label={`Type of the new element of ${path}`} value={type} onChange={setType} />
      <button type="button" onClick={() => onChange([...items, emptyValue(type)])}>
        Add element to {path}
      </button>
    </div>
  );
}

function MapField({
  id,
  path,
  entries,
  onChange,
}: {
  id: string;
  path: string;
  entries: FormEntry[];
  onChange(entries: FormEntry[]): void;
}) {
  const [type, setType] = useState<FormType>('S');
  return (
    <div id={id} role="group" aria-label={`${path} (map)`} className="form-nested">
      <ul className="form-rows">
        {entries.map((e, i) => {
          const entryPath = `${path} entry ${i + 1}`;
          return (
            <li key={i} className="form-entry">
              <EntryName
                path={entryPath}
                name={e.name}
                onChange={(name) => onChange(replaced(entries, i, { ...e, name }))}
              />
              <ul className="form-rows">
                <Row
                  path={mapPath(path, e.name)}
                  value={e.value}
                  onChange={(value) => onChange(replaced(entries, i, { ...e, value }))}
                  onRemove={() => onChange(without(entries, i))}
                />
              </ul>
            </li>
          );
        })}
      </ul>
      {entries.length === 0 ? <span className="muted">An empty map. </span> : null}
      <NewTypePicker label={`Type of the new entry of ${path}`} value={type} onChange={setType} />
      <button type="button" onClick={() => onChange([...entries, { name: '', value: emptyValue(type) }])}>
        Add entry to {path}
      </button>
    </div>
  );
}

function EntryName({ path, name, onChange }: { path: string; name: string; onChange(n: string): void }) {
  const { id, invalid } = useField(path);
  return (
    <span className="form-entry-name">
      <label htmlFor={id}>Name of {path}</label>
      <input id={id} spellCheck={false} value={name} {...invalid} onChange={(e) => onChange(e.target.value)} />
      <FieldProblem path={path} />
    </span>
  );
}
