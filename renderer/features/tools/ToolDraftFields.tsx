/** Where a tool reads: table or index, partition keys, sort-key condition. */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { CheckField, Field } from '../../ui/Field.js';
import { SORT_OPERATORS, type ToolDraft, type ToolField } from '../../model/tools/tool-spec.js';

interface Props {
  table: TableDescription;
  draft: ToolDraft;
  edit(patch: Partial<ToolDraft>): void;
  problem(field: ToolField): string | undefined;
  patternLabel: string;
  patternHint: string;
  /** The key field's example, from the partition key attribute of the table or index read. */
  patternPlaceholder(partitionKey: string): string;
}

/** Where a tool reads: table or index, the partition keys, and the sort-key condition. */
export function ToolDraftFields({ table, draft, edit, problem, patternLabel, patternHint, patternPlaceholder }: Props) {
  const schema = keySchemaFor(table, draft.index || undefined);
  const partitionKey = schema.ok
    ? schema.schema.partitionKey
    : (table.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName ?? 'key');
  const indexes = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].map(
    (i) => i.IndexName,
  );
  return (
    <>
      <div className="form-row">
        <Field label="Read from" problem={problem('index')}>
          <select value={draft.index} onChange={(e) => edit({ index: e.target.value })}>
            <option value="">table {table.TableName}</option>
            {indexes.map((i) => (
              <option key={i} value={i}>
                index {i}
              </option>
            ))}
          </select>
        </Field>
        <Field label={patternLabel} hint={patternHint} problem={problem('pattern')} className="wide">
          <textarea
            rows={2}
            value={draft.pattern}
            placeholder={patternPlaceholder(partitionKey)}
            spellCheck={false}
            onChange={(e) => edit({ pattern: e.target.value })}
          />
        </Field>
      </div>
      <div className="form-row">
        <Field label="Sort key condition">
          <select value={draft.sortOp} onChange={(e) => edit({ sortOp: e.target.value as ToolDraft['sortOp'] })}>
            {SORT_OPERATORS.map(([op, text]) => (
              <option key={op} value={op}>
                {text}
              </option>
            ))}
          </select>
        </Field>
        {draft.sortOp !== '' ? (
          <Field label="Sort key value" problem={problem('sortValue')}>
            <input value={draft.sortValue} spellCheck={false} onChange={(e) => edit({ sortValue: e.target.value })} />
          </Field>
        ) : null}
        {draft.sortOp === 'between' ? (
          <Field label="Sort key upper value" problem={problem('sortValue2')}>
            <input value={draft.sortValue2} spellCheck={false} onChange={(e) => edit({ sortValue2: e.target.value })} />
          </Field>
        ) : null}
        <CheckField
          label="Largest sort key first"
          checked={draft.newestFirst}
          onChange={(v) => edit({ newestFirst: v })}
        />
      </div>
    </>
  );
}
