/**
 * The indexes of the "Create table" dialog: each GSI or LSI with its name, keys (an LSI's
 * partition key is the table's, so only its sort key is asked), projection and INCLUDE's
 * attributes, added and removed here; each field labelled with its index's number so every
 * label in the dialog is one field's, and its problem beside it.
 */
import {
  newIndex,
  type CreateTableDraft,
  type IndexDraft,
  type ProjectionKind,
} from '../../../shared/table-admin/create-table-draft.js';
import { MAX_GSIS, MAX_LSIS } from '../../../shared/table-admin/create-table-checks.js';
import { Field } from '../../ui/Field.js';
import { KeyFields, type Problems } from './CreateTableFields.js';

interface Props {
  draft: CreateTableDraft;
  problems: Problems;
  onChange(indexes: IndexDraft[]): void;
}

export function CreateIndexFields({ draft, problems, onChange }: Props) {
  const set = (n: number, patch: Partial<IndexDraft>) =>
    onChange(draft.indexes.map((ix, k) => (k === n ? { ...ix, ...patch } : ix)));
  const gsis = draft.indexes.filter((i) => i.kind === 'GSI').length;
  return (
    <fieldset className="bulk-form">
      <legend>Indexes</legend>
      {problems.get('indexes') ? <p className="field-problem">{problems.get('indexes')}</p> : null}
      {draft.indexes.length === 0 ? <p className="muted">No secondary index.</p> : null}
      {draft.indexes.map((ix, n) => {
        const at = `indexes.${n}`;
        const label = `Index ${n + 1}`;
        return (
          <div role="group" aria-label={`${label} (${ix.kind})`} key={n} className="create-index">
            <h4>
              {label}: {ix.kind === 'GSI' ? 'global secondary index' : 'local secondary index'}
            </h4>
            {problems.get(`${at}.kind`) ? <p className="field-problem">{problems.get(`${at}.kind`)}</p> : null}
            <Field label={`${label} name`} problem={problems.get(`${at}.name`)}>
              <input value={ix.name} onChange={(e) => set(n, { name: e.target.value })} />
            </Field>
            {ix.kind === 'GSI' ? (
              <KeyFields
                label={`${label} partition key`}
                field={`${at}.partitionKey`}
                value={ix.partitionKey}
                problems={problems}
                onChange={(partitionKey) => set(n, { partitionKey })}
              />
            ) : problems.get(`${at}.partitionKey.name`) ? (
              <p className="field-problem">{problems.get(`${at}.partitionKey.name`)}</p>
            ) : (
              <p className="muted">Partition key: the table's ({draft.partitionKey.name || 'not named yet'}).</p>
            )}
            <KeyFields
              label={`${label} sort key`}
              field={`${at}.sortKey`}
              {...(ix.kind === 'GSI' ? { hint: 'empty: no sort key' } : {})}
              value={ix.sortKey}
              problems={problems}
              onChange={(sortKey) => set(n, { sortKey })}
            />
            <div className="form-row">
              <Field label={`${label} projection`}>
                <select
                  value={ix.projection}
                  onChange={(e) => set(n, { projection: e.target.value as ProjectionKind })}
                >
                  <option value="ALL">ALL</option>
                  <option value="KEYS_ONLY">KEYS_ONLY</option>
                  <option value="INCLUDE">INCLUDE</option>
                </select>
              </Field>
              {ix.projection === 'INCLUDE' ? (
                <Field
                  label={`${label} projected attributes`}
                  hint="comma separated"
                  problem={problems.get(`${at}.include`)}
                >
                  <input value={ix.include} onChange={(e) => set(n, { include: e.target.value })} />
                </Field>
              ) : null}
            </div>
            <button type="button" onClick={() => onChange(draft.indexes.filter((_, k) => k !== n))}>
              Remove {label.toLowerCase()}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        disabled={gsis >= MAX_GSIS}
        onClick={() => onChange([...draft.indexes, newIndex('GSI', draft)])}
      >
        Add global index
      </button>{' '}
      <button
        type="button"
        disabled={draft.indexes.length - gsis >= MAX_LSIS}
        onClick={() => onChange([...draft.indexes, newIndex('LSI', draft)])}
      >
        Add local index
      </button>
    </fieldset>
  );
}
