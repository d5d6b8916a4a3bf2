/** A typed value of the builder; L and M values as JSON checked while typed. */
import { useId } from 'react';
import { Field } from '../../ui/Field.js';
import { VALUE_TYPES, type ValueText, type ValueType } from '../../model/builder/builder-draft.js';

const HINTS: Partial<Record<ValueType, string>> = {
  B: 'base64',
  SS: 'JSON list or comma-separated',
  NS: 'JSON list or comma-separated',
  BS: 'JSON list of base64 texts',
  path: 'an attribute path, e.g. maxPrice',
};

/** A value with its type chosen beside it; L and M get a JSON editor checked as it is typed. */
export function ValueEditor({
  label,
  value,
  onChange,
  problem,
  types = VALUE_TYPES.map((t) => t.type),
}: {
  label: string;
  value: ValueText;
  onChange(v: ValueText): void;
  problem?: string;
  types?: readonly ValueType[];
}) {
  const dynamoId = useId();
  const setType = (type: ValueType) =>
    onChange({
      type,
      text: type === 'BOOL' ? 'true' : type === 'NULL' ? '' : value.text,
      ...(value.dynamoJson ? { dynamoJson: value.dynamoJson } : {}),
    });
  const json = value.type === 'L' || value.type === 'M';
  return (
    <div className={`value-editor${json ? ' is-json' : ''}`}>
      <Field label={`${label} type`} className="type-field">
        <select value={value.type} onChange={(e) => setType(e.target.value as ValueType)}>
          {VALUE_TYPES.filter((t) => types.includes(t.type)).map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
      </Field>
      {value.type === 'NULL' ? (
        <span className="muted null-note">NULL has no value to enter</span>
      ) : value.type === 'BOOL' ? (
        <Field label={label} problem={problem}>
          <select
            value={value.text.toLowerCase() === 'false' ? 'false' : 'true'}
            onChange={(e) => onChange({ ...value, text: e.target.value })}
          >
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        </Field>
      ) : json ? (
        <div className="json-field">
          <Field
            label={`${label} (JSON ${value.type === 'L' ? 'list' : 'object'})`}
            problem={problem}
            hint={problem ? undefined : value.text.trim() === '' ? undefined : 'valid JSON'}
          >
            <textarea
              rows={4}
              spellCheck={false}
              value={value.text}
              placeholder={
                value.type === 'L'
                  ? value.dynamoJson
                    ? '[{"S": "a"}, {"N": "1"}]'
                    : '["a", 1]'
                  : value.dynamoJson
                    ? '{"city": {"S": "Paris"}}'
                    : '{"city": "Paris"}'
              }
              onChange={(e) => onChange({ ...value, text: e.target.value })}
            />
          </Field>
          <span className="check-inline">
            <input
              id={dynamoId}
              type="checkbox"
              checked={value.dynamoJson === true}
              onChange={(e) => onChange({ ...value, dynamoJson: e.target.checked })}
            />
            <label htmlFor={dynamoId}>DynamoDB JSON (typed: {'{"S": …}'}, needed for sets and binary inside)</label>
          </span>
        </div>
      ) : (
        <Field
          label={value.type === 'path' ? `${label}: other attribute` : label}
          hint={HINTS[value.type]}
          problem={problem}
        >
          <input
            value={value.text}
            spellCheck={false}
            inputMode={value.type === 'N' ? 'decimal' : undefined}
            list={value.type === 'path' ? 'builder-attributes' : undefined}
            onChange={(e) => onChange({ ...value, text: e.target.value })}
          />
        </Field>
      )}
    </div>
  );
}
