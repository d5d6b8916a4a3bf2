/**
 * "New item": an item started from an entity of the table's design (its key templates asked for
 * by their variables, the keys and the type attribute filled in as the design builds them), or
 * from nothing. It then opens in the item editor like any other item, and is staged as a put
 * that writes only if its key is free.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { entityItemDraft } from '../../../shared/writes/entity-item.js';
import type { AttributeValue, Item, TableDescription } from '../../../shared/dynamo/types.js';
import { setOwn } from '../../../shared/dynamo/own-property.js';
import { valueOf } from '../../store/async-state.js';
import { useApp } from '../../store/index.js';
import { useTableDesign } from './use-table-design.js';

const EMPTY = '';

/** An item from nothing still needs the table's keys: their fields are there to fill in. */
function emptyKeys(table: TableDescription | undefined): Item | undefined {
  if (!table) return undefined;
  const item: Item = {};
  for (const k of table.KeySchema) {
    const type = table.AttributeDefinitions.find((d) => d.AttributeName === k.AttributeName)?.AttributeType ?? 'S';
    setOwn(item, k.AttributeName, { [type]: '' } as AttributeValue);
  }
  return item;
}

export function NewItem() {
  const [open, setOpen] = useState(false);
  const tableName = useApp((s) => s.tableName);
  const editing = useApp((s) => s.editor !== null);
  const button = useRef<HTMLButtonElement>(null);
  if (!tableName) return null;
  return (
    <div className="new-item">
      <button type="button" ref={button} disabled={editing} onClick={() => setOpen(true)}>
        New item
      </button>
      {open ? (
        <NewItemDialog
          tableName={tableName}
          onClose={(cancelled) => {
            setOpen(false);
            // Cancelled: back where the user was. Started: the editor takes focus.
            if (cancelled) button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function NewItemDialog({ tableName, onClose }: { tableName: string; onClose(cancelled: boolean): void }) {
  const inUse = useTableDesign();
  const table = useApp((s) => valueOf(s.table));
  const openEditor = useApp((s) => s.openEditor);
  const design = inUse?.tableName === tableName ? inUse.design : null;
  const entities = design?.entities ?? [];
  const [entity, setEntity] = useState<string>(entities[0]?.name ?? EMPTY);
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const id = useId();
  const described = table?.TableName === tableName ? table : undefined;
  const draft = useMemo(
    () => (design && entity !== EMPTY ? entityItemDraft(design, entity, values, described) : null),
    [design, entity, values, described],
  );
  const start = () => {
    if (draft && draft.problems.length > 0) return setTried(true);
    onClose(false);
    void openEditor('create', tableName, draft ? draft.item : emptyKeys(described));
  };
  return (
    <div
      role="dialog"
      aria-label="New item"
      className="item-editor new-item-dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose(true);
      }}
    >
      <h3>
        A new item <span className="muted">in table {tableName}</span>
      </h3>
      <label htmlFor={`${id}-entity`}>Entity</label>{' '}
      <select
        id={`${id}-entity`}
        value={entity}
        autoFocus
        onChange={(e) => {
          setEntity(e.target.value);
          setTried(false);
        }}
      >
        {entities.map((e) => (
          <option key={e.name} value={e.name}>
            {e.name}
          </option>
        ))}
        <option value={EMPTY}>None: an empty item</option>
      </select>
      {entities.length === 0 ? (
        <p className="muted">
          The design has no entities yet: read some items of the table, or import a model, to start from one.
        </p>
      ) : null}
      <p className="muted">To copy an existing item instead, select it and use Duplicate item in the inspector.</p>
      {draft ? (
        <>
          {draft.slots.length > 0 ? (
            <fieldset className="new-item-slots">
              <legend>Key values of {entity}</legend>
              {draft.slots.map((slot) => (
                <div key={slot} className="form-row">
                  <label htmlFor={`${id}-slot-${slot}`} className="form-name">
                    {slot}
                  </label>
                  <input
                    id={`${id}-slot-${slot}`}
                    spellCheck={false}
                    value={values[slot] ?? ''}
                    onChange={(e) => setValues({ ...values, [slot]: e.target.value })}
                  />
                </div>
              ))}
            </fieldset>
          ) : null}
          <table className="change-diff" aria-label="Keys of the new item">
            <thead>
              <tr>
                <th scope="col">Attribute</th>
                <th scope="col">Template</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {draft.keys.map((k) => (
                <tr key={k.attribute}>
                  <th scope="row">
                    <code>{k.attribute}</code>
                    {k.required ? null : <span className="muted"> (index)</span>}
                  </th>
                  <td>
                    <code>{k.template}</code>
                  </td>
                  <td>
                    <code>
                      {k.value ?? (k.required ? '(fill in the values above)' : '(left out until its values are given)')}
                    </code>
                  </td>
                </tr>
              ))}
              {design?.typeAttribute && draft.item[design.typeAttribute] ? (
                <tr>
                  <th scope="row">
                    <code>{design.typeAttribute}</code>
                  </th>
                  <td className="muted">type attribute</td>
                  <td>
                    <code>{JSON.stringify(draft.item[design.typeAttribute])}</code>
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {draft.notes.map((n) => (
            <p key={n} role="note">
              {n}
            </p>
          ))}
          {tried && draft.problems.length > 0 ? (
            <ul role="alert" className="field-problem">
              {draft.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <div className="item-editor-buttons">
        <button type="button" onClick={start}>
          Start the item
        </button>
        <button type="button" onClick={() => onClose(true)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
