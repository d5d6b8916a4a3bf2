import { Field } from './Field.js';
import type { DraftProps } from './ReadForm.js';

/** Filter and projection as text, with their placeholder maps as JSON. Folded away until wanted. */
export function ExpressionFields({ draft, edit, problem }: DraftProps) {
  const get = draft.operation === 'get';
  const used = draft.filter || draft.projection || draft.names || draft.values;
  const hasProblem = ['filter', 'projection', 'names', 'values'].some((f) => problem(f as 'filter'));
  return (
    <details className="expression-fields" open={Boolean(used) || hasProblem}>
      <summary>{get ? 'Projection' : 'Filter and projection'}{used ? ' (set)' : ''}</summary>
      <div className="form-grid">
        {!get ? (
          <Field label="Filter expression" hint="applied after Limit: scanned can exceed returned" problem={problem('filter')}>
            <textarea rows={2} spellCheck={false} value={draft.filter} placeholder="#s = :open AND Total > :min" onChange={(e) => edit({ filter: e.target.value })} />
          </Field>
        ) : null}
        <Field label="Projection expression" problem={problem('projection')}>
          <input spellCheck={false} value={draft.projection} placeholder="PK, SK, #s" onChange={(e) => edit({ projection: e.target.value })} />
        </Field>
        <Field label="Expression attribute names" hint='JSON, e.g. {"#s": "status"}' problem={problem('names')}>
          <textarea rows={2} spellCheck={false} value={draft.names} onChange={(e) => edit({ names: e.target.value })} />
        </Field>
        {!get ? (
          <Field label="Expression attribute values" hint='JSON: {":open": "OPEN"} or DynamoDB JSON {":open": {"S": "OPEN"}}' problem={problem('values')}>
            <textarea rows={2} spellCheck={false} value={draft.values} onChange={(e) => edit({ values: e.target.value })} />
          </Field>
        ) : null}
      </div>
    </details>
  );
}
