/**
 * The table-level fields of the "Create table" dialog (name, keys with their types, billing and
 * capacity, class, deletion protection, TTL attribute, stream), each showing the problem the
 * checks found for it beside it, so a person fixes the field the message names.
 */
import type { ReactElement } from 'react';
import type {
  CreateTableDraft,
  KeyAttributeType,
  KeyDraft,
  StreamChoice,
  TableClassChoice,
} from '../../../shared/table-admin/create-table-draft.js';
import { CheckField, Field } from '../../ui/Field.js';

export type Problems = ReadonlyMap<string, string>;

interface Props {
  draft: CreateTableDraft;
  problems: Problems;
  onChange(patch: Partial<CreateTableDraft>): void;
}

export const KEY_TYPES: { type: KeyAttributeType; label: string }[] = [
  { type: 'S', label: 'String (S)' },
  { type: 'N', label: 'Number (N)' },
  { type: 'B', label: 'Binary (B)' },
];

/** A key attribute: its name and its type, each its own labelled field. */
export function KeyFields(props: {
  label: string;
  value: KeyDraft;
  field: string;
  problems: Problems;
  hint?: string;
  onChange(k: KeyDraft): void;
}): ReactElement {
  const { label, value, field, problems, onChange } = props;
  return (
    <div className="form-row">
      <Field label={label} problem={problems.get(`${field}.name`)} {...(props.hint ? { hint: props.hint } : {})}>
        <input value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </Field>
      <Field label={`${label} type`} problem={problems.get(`${field}.type`)}>
        <select value={value.type} onChange={(e) => onChange({ ...value, type: e.target.value as KeyAttributeType })}>
          {KEY_TYPES.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

const STREAMS: { value: StreamChoice; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'NEW_AND_OLD_IMAGES', label: 'On: new and old images' },
  { value: 'NEW_IMAGE', label: 'On: new image' },
  { value: 'OLD_IMAGE', label: 'On: old image' },
  { value: 'KEYS_ONLY', label: 'On: keys only' },
];

export function CreateTableFields({ draft, problems, onChange }: Props) {
  return (
    <fieldset className="bulk-form">
      <legend>Table</legend>
      <Field label="Table name" problem={problems.get('tableName')} hint="3 to 255 of a-z A-Z 0-9 _ . -">
        <input value={draft.tableName} onChange={(e) => onChange({ tableName: e.target.value })} />
      </Field>
      <KeyFields
        label="Partition key"
        field="partitionKey"
        value={draft.partitionKey}
        problems={problems}
        onChange={(partitionKey) => onChange({ partitionKey })}
      />
      <KeyFields
        label="Sort key"
        field="sortKey"
        hint="empty: no sort key"
        value={draft.sortKey}
        problems={problems}
        onChange={(sortKey) => onChange({ sortKey })}
      />
      <div className="form-row">
        <Field label="Billing mode">
          <select
            value={draft.billing}
            onChange={(e) => onChange({ billing: e.target.value as CreateTableDraft['billing'] })}
          >
            <option value="PAY_PER_REQUEST">On-demand</option>
            <option value="PROVISIONED">Provisioned</option>
          </select>
        </Field>
        {draft.billing === 'PROVISIONED' ? (
          <>
            <Field label="Read capacity units" problem={problems.get('readUnits')} hint="the table's and each GSI's">
              <input
                inputMode="numeric"
                value={draft.readUnits}
                onChange={(e) => onChange({ readUnits: e.target.value })}
              />
            </Field>
            <Field label="Write capacity units" problem={problems.get('writeUnits')}>
              <input
                inputMode="numeric"
                value={draft.writeUnits}
                onChange={(e) => onChange({ writeUnits: e.target.value })}
              />
            </Field>
          </>
        ) : null}
      </div>
      <div className="form-row">
        <Field label="Table class">
          <select
            value={draft.tableClass}
            onChange={(e) => onChange({ tableClass: e.target.value as TableClassChoice })}
          >
            <option value="STANDARD">Standard</option>
            <option value="STANDARD_INFREQUENT_ACCESS">Standard-Infrequent Access</option>
          </select>
        </Field>
        <Field label="Stream">
          <select value={draft.stream} onChange={(e) => onChange({ stream: e.target.value as StreamChoice })}>
            {STREAMS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="TTL attribute" problem={problems.get('ttlAttribute')} hint="empty: TTL off">
          <input value={draft.ttlAttribute} onChange={(e) => onChange({ ttlAttribute: e.target.value })} />
        </Field>
      </div>
      <CheckField
        label="Deletion protection"
        checked={draft.deletionProtection}
        onChange={(deletionProtection) => onChange({ deletionProtection })}
      />
    </fieldset>
  );
}
