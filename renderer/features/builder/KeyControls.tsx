/** The builder's operation, index, key condition and read options, typed by the key schema. */
import { useId } from 'react';
import { CheckField, Field } from '../../ui/Field.js';
import { KEY_TYPE_NAMES } from '../../model/query/key-value.js';
import { SortKeyFields, StraySortCondition, indexChange } from '../query/index.js';
import type { BuilderOperation } from '../../model/builder/builder-draft.js';
import type { BuilderProps } from './builder-props.js';
import { GSI_CONSISTENT_REASON } from '../../model/builder/build-request.js';

/** Query or Scan, the index, the key condition typed per its key schema, and the read's options. */
export function KeyControls({ draft, table, schema, edit, problem }: BuilderProps) {
  const opName = useId();
  const keys = (s: { KeySchema: { AttributeName: string }[] }) => s.KeySchema.map((k) => k.AttributeName).join(', ');
  const onGsi = schema?.index?.global === true;
  return (
    <div className="builder-keys">
      <fieldset className="builder-operation">
        <legend>Operation</legend>
        {(['Query', 'Scan'] as BuilderOperation[]).map((op) => (
          <label key={op}>
            <input
              type="radio"
              name={opName}
              value={op}
              checked={draft.operation === op}
              onChange={() => edit({ operation: op })}
            />{' '}
            {op}
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        <Field label="Index" problem={problem('index')}>
          <select value={draft.index} onChange={(e) => edit(indexChange(draft, table, e.target.value))}>
            <option value="">Table ({keys(table)})</option>
            {table.GlobalSecondaryIndexes?.map((i) => (
              <option key={i.IndexName} value={i.IndexName}>
                {i.IndexName}: global ({keys(i)})
              </option>
            ))}
            {table.LocalSecondaryIndexes?.map((i) => (
              <option key={i.IndexName} value={i.IndexName}>
                {i.IndexName}: local ({keys(i)})
              </option>
            ))}
          </select>
        </Field>
        {draft.operation === 'Query' && schema ? (
          <Field
            label="Partition key"
            hint={`${schema.partitionKey} · ${KEY_TYPE_NAMES[schema.partitionKeyType]} · tested with =`}
            problem={problem('pk')}
          >
            <input
              value={draft.pk}
              spellCheck={false}
              inputMode={schema.partitionKeyType === 'N' ? 'decimal' : undefined}
              placeholder={schema.partitionKeyType === 'B' ? 'base64' : undefined}
              onChange={(e) => edit({ pk: e.target.value })}
            />
          </Field>
        ) : null}
      </div>
      {draft.operation === 'Query' && schema?.sortKey && schema.sortKeyType ? (
        <div className="form-row">
          <SortKeyFields
            draft={draft}
            sortKeyType={schema.sortKeyType}
            hint={`${schema.sortKey} · ${KEY_TYPE_NAMES[schema.sortKeyType]}`}
            valueHint="lower bound"
            edit={edit}
            problem={problem}
          />
        </div>
      ) : draft.operation === 'Query' && schema && draft.skOp !== '' ? (
        <div className="form-row">
          <StraySortCondition
            label={schema.label}
            problem={problem('skOp')}
            clear={() => edit({ skOp: '', sk: '', sk2: '' })}
          />
        </div>
      ) : null}
      <div className="form-row">
        {draft.operation === 'Query' ? (
          <CheckField
            label="Newest first"
            checked={draft.desc}
            reason="ScanIndexForward = false: descending sort key"
            onChange={(v) => edit({ desc: v })}
          />
        ) : null}
        <Field label="Limit" hint="items evaluated per page" problem={problem('limit')} className="narrow">
          <input
            inputMode="numeric"
            value={draft.limit}
            placeholder="none"
            onChange={(e) => edit({ limit: e.target.value })}
          />
        </Field>
        <Field label="Item cap" hint="stop after; empty reads to the end" problem={problem('cap')} className="narrow">
          <input
            inputMode="numeric"
            value={draft.cap}
            placeholder="none"
            onChange={(e) => edit({ cap: e.target.value })}
          />
        </Field>
        <CheckField
          label="Consistent read"
          checked={draft.consistent && !onGsi}
          disabled={onGsi}
          reason={onGsi ? `${GSI_CONSISTENT_REASON}; "${draft.index}" is a GSI` : undefined}
          onChange={(v) => edit({ consistent: v })}
        />
        {problem('consistent') ? <span className="field-problem">{problem('consistent')}</span> : null}
      </div>
    </div>
  );
}
