/** The plain form's key fields, typed per the key schema of the table or index. */
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { Field } from '../../ui/Field.js';
import { KEY_TYPE_NAMES } from '../../model/query/key-value.js';
import { SortKeyFields, StraySortCondition } from './SortKeyFields.js';
import type { DraftProps } from './draft-props.js';

/** The key part of the form: typed per the key schema of the table or the index chosen. */
export function KeyFields({ draft, table, edit, problem }: DraftProps) {
  if (draft.operation === 'scan') return null;
  const result = keySchemaFor(table, draft.operation === 'get' ? undefined : draft.index || undefined);
  if (!result.ok) return <p className="field-problem">{result.message}</p>;
  const s = result.schema;
  const pkHint = `${s.partitionKey} · ${KEY_TYPE_NAMES[s.partitionKeyType]}`;
  const skHint = s.sortKey && s.sortKeyType ? `${s.sortKey} · ${KEY_TYPE_NAMES[s.sortKeyType]}` : undefined;
  return (
    <>
      <Field label="Partition key" hint={pkHint} problem={problem('pk')} className="key-field">
        <input
          value={draft.pk}
          inputMode={s.partitionKeyType === 'N' ? 'decimal' : undefined}
          spellCheck={false}
          placeholder={s.partitionKeyType === 'B' ? 'base64' : undefined}
          onChange={(e) => edit({ pk: e.target.value })}
        />
      </Field>
      {draft.operation === 'get' ? (
        skHint ? (
          <Field label="Sort key value" hint={skHint} problem={problem('sk')}>
            <input value={draft.sk} spellCheck={false} onChange={(e) => edit({ sk: e.target.value })} />
          </Field>
        ) : null
      ) : skHint ? (
        <>
          <SortKeyFields draft={draft} sortKeyType={s.sortKeyType!} hint={skHint} edit={edit} problem={problem} />
        </>
      ) : draft.skOp !== '' ? (
        <StraySortCondition
          label={s.label}
          problem={problem('skOp')}
          clear={() => edit({ skOp: '', sk: '', sk2: '' })}
        />
      ) : null}
    </>
  );
}
