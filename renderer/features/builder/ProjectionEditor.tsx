/** The builder's projection: which attributes a read returns. */
import { Field } from '../../ui/Field.js';
import { newId } from '../../model/builder/builder-draft.js';
import type { BuilderProps } from './builder-props.js';
import { parsePathText, pathText } from '../../model/builder/path-text.js';
import { DotReadingNote } from './DotReadingNote.js';

/** The attributes to return: one path per line; none returns whole items. */
export function ProjectionEditor({ draft, schema, edit, problem }: BuilderProps) {
  const entries = draft.projection;
  // The results view groups by the keys; items read without them cannot be placed in a collection.
  const heads = new Set(
    entries.map((e) => parsePathText(e.path)).flatMap((p) => (p.ok && p.path.length === 1 ? [p.path[0]] : [])),
  );
  const keys = schema
    ? [...new Set([schema.partitionKey, ...(schema.sortKey ? [schema.sortKey] : []), ...schema.tableKeys])]
    : [];
  const missing = entries.some((e) => e.path.trim() !== '') ? keys.filter((k) => !heads.has(k)) : [];
  const setPath = (id: string, path: string) =>
    edit((d) => ({ ...d, projection: d.projection.map((e) => (e.id === id ? { ...e, path } : e)) }));
  return (
    <fieldset className="projection">
      <legend>Projection</legend>
      {entries.length === 0 ? (
        <p className="muted">Whole items are returned. Add attributes to return only those.</p>
      ) : null}
      {entries.map((e, i) => (
        <div key={e.id} className="projection-entry">
          <Field label={`Attribute ${i + 1} to return`} problem={problem(e.id)}>
            <input
              value={e.path}
              spellCheck={false}
              list="builder-attributes"
              placeholder="e.g. Title or address.city"
              onChange={(ev) => setPath(e.id, ev.target.value)}
            />
          </Field>
          <DotReadingNote text={e.path} onChange={(path) => setPath(e.id, path)} />
          <button
            type="button"
            aria-label={`Remove projection entry ${i + 1}`}
            onClick={() => edit((d) => ({ ...d, projection: d.projection.filter((x) => x.id !== e.id) }))}
          >
            Remove
          </button>
        </div>
      ))}
      {missing.length > 0 ? (
        <p className="projection-note" role="note">
          The results are grouped by {keys.join(', ')}; items read without {missing.join(', ')} cannot be placed in a
          collection.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() =>
              edit((d) => ({
                ...d,
                projection: [...d.projection, ...missing.map((k) => ({ id: newId('p'), path: pathText([k]) }))],
              }))
            }
          >
            Add {missing.join(', ')} to the projection
          </button>
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => edit((d) => ({ ...d, projection: [...d.projection, { id: newId('p'), path: '' }] }))}
      >
        Add attribute to return
      </button>
    </fieldset>
  );
}
