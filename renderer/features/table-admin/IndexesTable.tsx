/**
 * The table's indexes as DynamoDB describes them now: kind, keys, projection, status (with
 * backfilling), item count and size, its key templates from the design (IndexTemplatesCell);
 * "Delete index" on a GSI and "Add index" below, each an UpdateTable previewed before it runs. A
 * GSI being built shows CREATING and its backfill (items so far) and one being dropped DELETING,
 * the details read again until it is ACTIVE or gone (use-follow-changes.ts).
 */
import { useState, type ReactNode } from 'react';
import type { TableFacts } from '../../../shared/table-admin/table-facts.js';
import { formatBytes } from '../../../shared/text/format-bytes.js';
import { useApp } from '../../store/index.js';
import type { AdminAction } from './AdminActionPreview.js';
import { indexStatusText } from '../../model/table-admin/index-progress.js';
import { IndexTemplatesCell } from './IndexTemplatesCell.js';

interface Props {
  table: string;
  facts: TableFacts;
  onAction(a: AdminAction): void;
  /** The Items cell, when the caller knows more than DynamoDB's count (what the reads on screen found). */
  itemsCell?(index: string, itemCount: number | undefined): ReactNode;
}

export function IndexesTable({ table, facts, onAction, itemsCell }: Props) {
  const api = useApp((s) => s.api);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [pk, setPk] = useState('');
  const [pkType, setPkType] = useState<'S' | 'N' | 'B'>('S');
  const [sk, setSk] = useState('');
  const [projection, setProjection] = useState<'ALL' | 'KEYS_ONLY'>('ALL');
  const keys = (k: TableFacts['indexes'][number]['keys']) =>
    k.map((x) => `${x.AttributeName} (${x.KeyType === 'HASH' ? 'partition' : 'sort'})`).join(', ');
  const addIndex = () => {
    const input = {
      TableName: table,
      AttributeDefinitions: [{ AttributeName: pk, AttributeType: pkType }],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: name,
            KeySchema: [
              { AttributeName: pk, KeyType: 'HASH' as const },
              ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: projection },
          },
        },
      ],
    };
    onAction({
      title: `Add index ${name}`,
      operation: 'UpdateTable',
      input,
      run: (confirmed) => api.updateTable({ input, confirmed }),
    });
  };
  return (
    <>
      <table className="index-table" aria-label="Indexes">
        <caption>Indexes</caption>
        <thead>
          <tr>
            <th scope="col">Index</th>
            <th scope="col">Kind</th>
            <th scope="col">Keys</th>
            <th scope="col">Key templates</th>
            <th scope="col">Projection</th>
            <th scope="col">Status</th>
            <th scope="col">Items</th>
            <th scope="col">Size</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {facts.indexes.map((i) => (
            <tr key={i.name}>
              <th scope="row">{i.name}</th>
              <td>{i.kind === 'global' ? 'GSI' : 'LSI'}</td>
              <td>{keys(i.keys)}</td>
              <IndexTemplatesCell table={table} keys={i.keys} />
              <td>
                {i.projection}
                {i.nonKeyAttributes ? ` (${i.nonKeyAttributes.join(', ')})` : ''}
              </td>
              <td>{indexStatusText(i, facts.itemCount)}</td>
              <td>{itemsCell ? itemsCell(i.name, i.itemCount) : (i.itemCount?.toLocaleString('en-US') ?? '—')}</td>
              <td>{i.sizeBytes === undefined ? '—' : formatBytes(i.sizeBytes)}</td>
              <td>
                {i.kind === 'global' ? (
                  <button
                    type="button"
                    aria-label={`Delete index ${i.name}`}
                    onClick={() => {
                      const input = {
                        TableName: table,
                        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: i.name } }],
                      };
                      onAction({
                        title: `Delete index ${i.name}`,
                        operation: 'UpdateTable',
                        input,
                        run: (confirmed) => api.updateTable({ input, confirmed }),
                      });
                    }}
                  >
                    Delete index
                  </button>
                ) : (
                  <span className="muted">An LSI is made with its table only</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {facts.indexes.length === 0 ? <p className="muted">No secondary index.</p> : null}
      <button type="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
        Add index
      </button>
      {adding ? (
        <div role="group" aria-label="New global secondary index" className="bulk-form">
          <label>
            Index name <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Partition key <input value={pk} onChange={(e) => setPk(e.target.value)} />
          </label>
          <label>
            Type{' '}
            <select value={pkType} onChange={(e) => setPkType(e.target.value as 'S' | 'N' | 'B')}>
              <option value="S">String</option>
              <option value="N">Number</option>
              <option value="B">Binary</option>
            </select>
          </label>
          <label>
            Sort key (an attribute already defined, or none){' '}
            <input value={sk} onChange={(e) => setSk(e.target.value)} />
          </label>
          <label>
            Projection{' '}
            <select value={projection} onChange={(e) => setProjection(e.target.value as 'ALL' | 'KEYS_ONLY')}>
              <option value="ALL">ALL</option>
              <option value="KEYS_ONLY">KEYS_ONLY</option>
            </select>
          </label>
          <button type="button" disabled={!name || !pk} onClick={addIndex}>
            Preview index
          </button>
        </div>
      ) : null}
    </>
  );
}
