/** One filter condition of the builder: attribute, comparator and its operands. */
import {
  ATTRIBUTE_TYPE_NAMES,
  COMPARATORS,
  type AttributeTypeName,
  type Comparator,
} from '../../../shared/expressions/model.js';
import { Field } from '../../ui/Field.js';
import {
  emptyValue,
  ROW_OPERATORS,
  rowTakesValue,
  type FilterRow,
  type RowOperator,
  type ValueText,
} from '../../model/builder/builder-draft.js';
import { ValueEditor } from './ValueEditor.js';
import { DotReadingNote } from './DotReadingNote.js';

const PREFIX_TYPES = ['S', 'B', 'path'] as const;

/** One condition: attribute, comparator and the operands that comparator takes. */
export function FilterRowEditor({
  row,
  number,
  change,
  remove,
  problem,
}: {
  row: FilterRow;
  /** Its position in the whole filter, for names that tell rows apart ("Condition 2"). */
  number: number;
  change(row: FilterRow): void;
  remove(): void;
  problem(control: string): string | undefined;
}) {
  const set = (patch: Partial<FilterRow>) => change({ ...row, ...patch });
  const setList = (i: number, v: ValueText) => set({ list: row.list.map((x, j) => (j === i ? v : x)) });
  return (
    <div role="group" aria-label={`Condition ${number}`} className="filter-row">
      <Field label="Attribute" problem={problem(`${row.id}.path`)}>
        <input
          value={row.path}
          spellCheck={false}
          list="builder-attributes"
          placeholder="e.g. Status or address.city"
          onChange={(e) => set({ path: e.target.value })}
        />
      </Field>
      <DotReadingNote text={row.path} onChange={(path) => set({ path })} />
      <Field label="Comparator" problem={problem(`${row.id}.op`)}>
        <select value={row.op} onChange={(e) => set({ op: e.target.value as RowOperator })}>
          {ROW_OPERATORS.map((o) => (
            <option key={o.op} value={o.op}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      {row.op === 'size' ? (
        <Field label="Size is">
          <select value={row.sizeOp} onChange={(e) => set({ sizeOp: e.target.value as Comparator })}>
            {COMPARATORS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {row.op === 'attribute_type' ? (
        <Field label="Type to test for" problem={problem(`${row.id}.typeName`)}>
          <select value={row.typeName} onChange={(e) => set({ typeName: e.target.value as AttributeTypeName })}>
            {ATTRIBUTE_TYPE_NAMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {rowTakesValue(row.op) ? (
        <ValueEditor
          label={
            row.op === 'between'
              ? 'Lower value'
              : row.op === 'begins_with'
                ? 'Prefix'
                : row.op === 'size'
                  ? 'Size'
                  : 'Value'
          }
          value={row.value}
          onChange={(v) => set({ value: v })}
          problem={problem(`${row.id}.value`)}
          types={row.op === 'begins_with' ? PREFIX_TYPES : undefined}
        />
      ) : null}
      {row.op === 'between' ? (
        <ValueEditor
          label="Upper value"
          value={row.value2}
          onChange={(v) => set({ value2: v })}
          problem={problem(`${row.id}.value2`)}
        />
      ) : null}
      {row.op === 'in' ? (
        <div className="in-list">
          {row.list.map((v, i) => (
            <div key={i} className="in-item">
              <ValueEditor
                label={`Value ${i + 1}`}
                value={v}
                onChange={(x) => setList(i, x)}
                problem={problem(`${row.id}.list.${i}`)}
              />
              {row.list.length > 1 ? (
                <button
                  type="button"
                  aria-label={`Remove IN entry ${i + 1} of condition ${number}`}
                  onClick={() => set({ list: row.list.filter((_, j) => j !== i) })}
                >
                  Remove value
                </button>
              ) : null}
            </div>
          ))}
          <button type="button" onClick={() => set({ list: [...row.list, emptyValue(row.list.at(-1)?.type ?? 'S')] })}>
            Add value
          </button>
        </div>
      ) : null}
      <button type="button" className="remove-row" aria-label={`Remove condition ${number}`} onClick={remove}>
        Remove
      </button>
    </div>
  );
}
