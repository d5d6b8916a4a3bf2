/**
 * The item editor's form view: one row per attribute, with a visible label naming it, its type
 * control and its value field; the table's key attributes marked as keys, their type fixed by the
 * table and not removable (a changed key value moves the item). Attributes are added by name and
 * type, and removed one by one. Every problem sits beside its field.
 */
import { useId, useMemo, useState } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { emptyValue, type FormType, type ItemForm } from '../../../shared/writes/form/item-form.js';
import { formProblems } from '../../../shared/writes/form/form-problems.js';
import { FieldProblem, FieldsContext, NewTypePicker, TypeControl, useField } from './form-fields.js';
import { isNested, ValueField } from './ValueField.js';

interface KeyInfo {
  role: 'partition key' | 'sort key';
  type?: string;
}

function keysOf(table: TableDescription | undefined): Map<string, KeyInfo> {
  const out = new Map<string, KeyInfo>();
  for (const k of table?.KeySchema ?? []) {
    const type = table!.AttributeDefinitions.find((d) => d.AttributeName === k.AttributeName)?.AttributeType;
    out.set(k.AttributeName, { role: k.KeyType === 'HASH' ? 'partition key' : 'sort key', ...(type ? { type } : {}) });
  }
  return out;
}

export function ItemFormView({
  form,
  table,
  onChange,
}: {
  form: ItemForm;
  table: TableDescription | undefined;
  onChange(form: ItemForm): void;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const problems = useMemo(() => new Map(formProblems(form).map((p) => [p.path, p.message])), [form]);
  const keys = useMemo(() => keysOf(table), [table]);
  const set = (i: number, value: ItemForm['attributes'][number]['value']) =>
    onChange({ attributes: form.attributes.map((a, j) => (j === i ? { ...a, value } : a)) });
  return (
    <FieldsContext.Provider value={{ idPrefix, problems }}>
      <div role="group" aria-label="Item as a form" className="item-form">
        <ul className="form-rows">
          {form.attributes.map((a, i) => (
            <AttributeRow
              key={`${i}:${a.name}`}
              name={a.name}
              index={i}
              value={a.value}
              keyInfo={keys.get(a.name)}
              onChange={(v) => set(i, v)}
              onRemove={() => onChange({ attributes: form.attributes.filter((_, j) => j !== i) })}
            />
          ))}
        </ul>
        <AddAttribute
          names={form.attributes.map((a) => a.name)}
          onAdd={(name, type) => onChange({ attributes: [...form.attributes, { name, value: emptyValue(type) }] })}
        />
      </div>
    </FieldsContext.Provider>
  );
}

function AttributeRow({
  name,
  index,
  value,
  keyInfo,
  onChange,
  onRemove,
}: {
  name: string;
  index: number;
  value: ItemForm['attributes'][number]['value'];
  keyInfo: KeyInfo | undefined;
  onChange(v: typeof value): void;
  onRemove(): void;
}) {
  const { id } = useField(name);
  const keyNote = `${id}-key`;
  const remove = (
    <button type="button" className="form-remove" aria-label={`Remove ${name}`} onClick={onRemove}>
      Remove
    </button>
  );
  return (
    <li className={`form-row${keyInfo ? ' is-key' : ''}`}>
      <label htmlFor={id} className="form-name" aria-describedby={keyInfo ? keyNote : undefined}>
        {name}
      </label>
      {keyInfo ? (
        <span id={keyNote} className="key-mark">
          {keyInfo.role}
          {keyInfo.type ? ` (${keyInfo.type})` : ''}
        </span>
      ) : null}
      <TypeControl
        path={name}
        value={value}
        onChange={onChange}
        {...(keyInfo && (keyInfo.type === undefined || keyInfo.type === value.type)
          ? { fixed: `The ${keyInfo.role}'s type is fixed by the table${keyInfo.type ? ` (${keyInfo.type})` : ''}` }
          : {})}
      />
      {keyInfo || !isNested(value) ? null : remove}
      <ValueField path={name} value={value} onChange={onChange} />
      {keyInfo || isNested(value) ? null : remove}
      <FieldProblem path={name} />
      <FieldProblem path={`attribute ${index + 1}`} />
    </li>
  );
}

function AddAttribute({ names, onAdd }: { names: string[]; onAdd(name: string, type: FormType): void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<FormType>('S');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const add = () => {
    if (name === '') return setProblem('Name the new attribute first.');
    if (names.includes(name))
      return setProblem(`The item already has an attribute "${name}"; change that one, or remove it first.`);
    setProblem(null);
    onAdd(name, type);
    setName('');
  };
  return (
    <div className="form-add" role="group" aria-label="Add an attribute">
      <label htmlFor={id}>New attribute name</label>
      <input
        id={id}
        value={name}
        spellCheck={false}
        onChange={(e) => {
          setName(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') add();
        }}
      />
      <NewTypePicker label="New attribute type" value={type} onChange={setType} />
      <button type="button" onClick={add}>
        Add attribute
      </button>
      {problem ? (
        <span role="alert" className="field-problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
