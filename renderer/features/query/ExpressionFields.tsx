/** The plain form's filter and projection as text with their placeholder maps. */
import { dottedNameUses, withNamePlaceholder } from './dotted-names.js';
import { Field } from '../../ui/Field.js';
import type { DraftProps } from './draft-props.js';

/** Filter and projection as text, with their placeholder maps as JSON. Folded away until wanted. */
export function ExpressionFields({ draft, table, edit, problem }: DraftProps) {
  const get = draft.operation === 'get';
  const used = draft.filter || draft.projection || draft.names || draft.values;
  const hasProblem = ['filter', 'projection', 'names', 'values'].some((f) => problem(f as 'filter'));
  return (
    <details className="expression-fields" open={Boolean(used) || hasProblem}>
      <summary>
        {get ? 'Projection' : 'Filter and projection'}
        {used ? ' (set)' : ''}
      </summary>
      <div className="form-grid">
        {!get ? (
          <Field
            label="Filter expression"
            hint="applied after Limit: scanned can exceed returned"
            problem={problem('filter')}
          >
            <textarea
              rows={2}
              spellCheck={false}
              value={draft.filter}
              placeholder="#s = :open AND Total > :min"
              onChange={(e) => edit({ filter: e.target.value })}
            />
          </Field>
        ) : null}
        <Field label="Projection expression" problem={problem('projection')}>
          <input
            spellCheck={false}
            value={draft.projection}
            placeholder="PK, SK, #s"
            onChange={(e) => edit({ projection: e.target.value })}
          />
        </Field>
        <Field label="Expression attribute names" hint='JSON, e.g. {"#s": "status"}' problem={problem('names')}>
          <textarea rows={2} spellCheck={false} value={draft.names} onChange={(e) => edit({ names: e.target.value })} />
        </Field>
        {!get ? (
          <Field
            label="Expression attribute values"
            hint='JSON: {":open": "OPEN"} or DynamoDB JSON {":open": {"S": "OPEN"}}'
            problem={problem('values')}
          >
            <textarea
              rows={2}
              spellCheck={false}
              value={draft.values}
              onChange={(e) => edit({ values: e.target.value })}
            />
          </Field>
        ) : null}
      </div>
      <DottedNames {...{ draft, table, edit, problem }} />
    </details>
  );
}

/** A table attribute whose name has dots, written bare in the text: read as a nested path, one click to a #name. */
function DottedNames({ draft, table, edit }: DraftProps) {
  const uses = dottedNameUses(draft, table);
  if (uses.length === 0) return null;
  return (
    <div role="note" className="info-notice dotted-names">
      {uses.map((u) => {
        const parts = u.name.split('.');
        const fix = () => {
          const next = withNamePlaceholder(draft, u.name);
          if (!('error' in next)) edit({ filter: next.filter, projection: next.projection, names: next.names });
        };
        return (
          <p key={u.name}>
            In the {u.fields.join(' and ')}, <code>{u.name}</code> is read as a nested path ({parts.join(' → ')}), but
            the table has an attribute named &quot;{u.name}&quot;.{' '}
            <button type="button" className="link-button" onClick={fix}>
              Use the attribute &quot;{u.name}&quot; (as a #name)
            </button>
          </p>
        );
      })}
    </div>
  );
}
