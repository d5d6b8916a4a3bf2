import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { SORT_KEY_OPERATORS, type SortKeyOperator } from '../../../shared/expressions/model.js';
import { Field } from './Field.js';
import { KEY_TYPE_NAMES } from './key-value.js';
import type { DraftProps } from './ReadForm.js';

const OP_LABELS: Record<SortKeyOperator, string> = {
  '=': '= equals', '<': '< less than', '<=': '<= at most', '>': '> greater than', '>=': '>= at least',
  between: 'between (inclusive)', begins_with: 'begins with',
};

/** The key part of the form: typed per the key schema of the table or the index chosen. */
export function KeyFields({ draft, table, edit, problem }: DraftProps) {
  if (draft.operation === 'scan') return null;
  const result = keySchemaFor(table, draft.operation === 'get' ? undefined : draft.index || undefined);
  if (!result.ok) return <p className="field-problem">{result.message}</p>;
  const s = result.schema;
  const pkHint = `${s.partitionKey} · ${KEY_TYPE_NAMES[s.partitionKeyType]}`;
  const skHint = s.sortKey && s.sortKeyType ? `${s.sortKey} · ${KEY_TYPE_NAMES[s.sortKeyType]}` : undefined;
  const ops = SORT_KEY_OPERATORS.filter((op) => op !== 'begins_with' || s.sortKeyType !== 'N');
  return (
    <>
      <Field label="Partition key" hint={pkHint} problem={problem('pk')} className="key-field">
        <input value={draft.pk} inputMode={s.partitionKeyType === 'N' ? 'decimal' : undefined} spellCheck={false}
          placeholder={s.partitionKeyType === 'B' ? 'base64' : undefined} onChange={(e) => edit({ pk: e.target.value })} />
      </Field>
      {draft.operation === 'get' ? (
        skHint ? (
          <Field label="Sort key value" hint={skHint} problem={problem('sk')}>
            <input value={draft.sk} spellCheck={false} onChange={(e) => edit({ sk: e.target.value })} />
          </Field>
        ) : null
      ) : skHint ? (
        <>
          <Field label="Sort key condition" hint={skHint} problem={problem('skOp')}>
            <select value={draft.skOp} onChange={(e) => edit({ skOp: e.target.value as SortKeyOperator | '' })}>
              <option value="">none (whole collection)</option>
              {ops.map((op) => <option key={op} value={op}>{OP_LABELS[op]}</option>)}
            </select>
          </Field>
          {draft.skOp !== '' ? (
            <Field label="Sort key value" problem={problem('sk')}>
              <input value={draft.sk} spellCheck={false} onChange={(e) => edit({ sk: e.target.value })} />
            </Field>
          ) : null}
          {draft.skOp === 'between' ? (
            <Field label="Sort key upper value" problem={problem('sk2')}>
              <input value={draft.sk2} spellCheck={false} onChange={(e) => edit({ sk2: e.target.value })} />
            </Field>
          ) : null}
        </>
      ) : null}
    </>
  );
}
