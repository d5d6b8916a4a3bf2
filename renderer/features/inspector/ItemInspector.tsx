/** The selected item in full: attributes and types, size, read cost and JSON. */
import { useMemo } from 'react';
import {
  itemSize,
  KB,
  LARGE_ITEM_BYTES,
  MAX_ITEM_BYTES,
  NEAR_MAX_ITEM_BYTES,
  readUnits,
} from '../../../shared/dynamo/item-size.js';
import { toDynamoJson, toPlainJson } from '../../../shared/dynamo/plain-json.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import { attributeRows, TYPE_NAMES } from './attribute-view.js';
import { CopyButton } from '../../ui/CopyButton.js';
import { InspectorActions } from '../editing/index.js';
import { CopySelectedButton } from '../copy/index.js';
import { readTableOf } from '../../model/query/build-read.js';
import { ttlAttributeOfRead } from '../../store/table-details-slice.js';
import { TtlNote } from './TtlNote.js';
import './inspector.css';

const rcu = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} RCU`;

/** The selected item: its attributes with their types, its size and read cost, and its JSON. */
export function ItemInspector({ onClose }: { onClose(): void }) {
  const selection = useApp((s) => s.selection);
  const session = useApp((s) => s.session);
  const version = useApp((s) => s.read.version);
  const built = useApp((s) => s.read.built);
  const collection = selection && session ? session.collection(selection.collectionKey) : undefined;
  const item = collection?.items[selection!.itemIndex];
  if (!session || !collection || !item) {
    return (
      <aside id="item-inspector" className="inspector is-empty" aria-label="Item inspector">
        <CloseButton onClose={onClose} />
        <p className="empty">Select an item (click it, or move to it and press Enter) to see its attributes.</p>
      </aside>
    );
  }
  const type = collection.typeAt(selection!.itemIndex);
  const isParent = collection.parentIndex === selection!.itemIndex;
  return (
    <aside id="item-inspector" className="inspector" aria-label="Item inspector" data-version={version}>
      <CloseButton onClose={onClose} />
      <header className="inspector-head">
        <h3>
          {type}
          {isParent ? <span className="parent-mark"> parent</span> : null}
        </h3>
        <p className="muted">
          in collection <code>{collection.partitionKeyText}</code>
        </p>
      </header>
      {built ? <InspectorActions item={item} tableName={readTableOf(built)} /> : null}
      <CopySelectedButton items={[item]} />
      <ItemFacts item={item} />
      <AttributeTable item={item} keys={session.keyColumns} />
      <JsonView item={item} />
    </aside>
  );
}

function CloseButton({ onClose }: { onClose(): void }) {
  return (
    <button type="button" className="inspector-close" aria-label="Close the inspector" onClick={onClose}>
      ×
    </button>
  );
}

function ItemFacts({ item }: { item: Item }) {
  const size = useMemo(() => itemSize(item), [item]);
  return (
    <>
      <dl className="facts inspector-facts">
        <dt>Size</dt>
        <dd>
          {size.toLocaleString('en-US')} bytes (
          {((size / MAX_ITEM_BYTES) * 100).toFixed(size < MAX_ITEM_BYTES / 100 ? 2 : 1)}% of 400 KB)
        </dd>
        <dt>GetItem cost</dt>
        <dd>
          {rcu(readUnits(size, { consistent: true }))} strongly consistent ·{' '}
          {rcu(readUnits(size, { consistent: false }))} eventually consistent
        </dd>
      </dl>
      {size >= NEAR_MAX_ITEM_BYTES ? (
        <p className="size-warning" role="note">
          <strong>Near the 400 KB item limit:</strong> {Math.round(size / KB)} KB. The next write that grows this item
          may be refused; move large attributes to their own items or to S3.
        </p>
      ) : size >= LARGE_ITEM_BYTES ? (
        <p className="size-note" role="note">
          A large item ({Math.round(size / KB)} KB): every read of it costs {rcu(readUnits(size, { consistent: true }))}
          , and a Query of its collection reads it whole.
        </p>
      ) : null}
    </>
  );
}

function AttributeTable({ item, keys }: { item: Item; keys: readonly string[] }) {
  const rows = useMemo(() => attributeRows(item, keys), [item, keys]);
  const ttlAttribute = useApp(ttlAttributeOfRead);
  return (
    <table className="attributes" aria-label="Attributes">
      <thead>
        <tr>
          <th scope="col">Attribute</th>
          <th scope="col">Type</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name} className={r.isKey ? 'is-key' : undefined}>
            <th scope="row">
              <code>{r.name}</code>
              {r.isKey ? <span className="key-mark"> key</span> : null}
            </th>
            <td>
              <abbr title={TYPE_NAMES[r.type]}>{r.type}</abbr>
            </td>
            <td>
              {r.block ? <pre className="value-block">{r.text}</pre> : <span className="value">{r.text}</span>}
              {r.note ? <span className="value-note"> ({r.note})</span> : null}
              {r.name === ttlAttribute ? <TtlNote value={item[r.name]!} /> : null}
              {r.date && r.name !== ttlAttribute ? (
                <span className="value-date">
                  {' '}
                  = <time dateTime={r.date.text.replace(' UTC', 'Z').replace(' ', 'T')}>{r.date.text}</time> (as epoch{' '}
                  {r.date.unit})
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function JsonView({ item }: { item: Item }) {
  const format = useApp((s) => s.inspectorFormat);
  const setFormat = useApp((s) => s.setInspectorFormat);
  const plain = useMemo(() => toPlainJson(item, 2), [item]);
  const dynamo = useMemo(() => toDynamoJson(item, 2), [item]);
  return (
    <section className="json-view" aria-label="Item as JSON">
      <div className="json-toolbar">
        <div role="radiogroup" aria-label="JSON format" className="segmented">
          <label>
            <input type="radio" name="json-format" checked={format === 'plain'} onChange={() => setFormat('plain')} />{' '}
            Plain JSON
          </label>
          <label>
            <input type="radio" name="json-format" checked={format === 'dynamo'} onChange={() => setFormat('dynamo')} />{' '}
            DynamoDB JSON
          </label>
        </div>
        <CopyButton label="Copy plain JSON" text={plain} />
        <CopyButton label="Copy DynamoDB JSON" text={dynamo} />
      </div>
      <pre className="json" tabIndex={0} aria-label={format === 'plain' ? 'Plain JSON' : 'DynamoDB JSON'}>
        {format === 'plain' ? plain : dynamo}
      </pre>
    </section>
  );
}
