/**
 * The changes to the table's settings, each a request previewed before it runs
 * (AdminActionPreview): TTL on or off with its attribute, streams on or off, PITR on or off,
 * billing mode, deletion protection, and "Delete table", which needs the name typed in "Table
 * name to confirm" and is refused while deletion protection is on.
 */
import { useState } from 'react';
import type { TableDetails } from '../../../shared/api-table-admin.js';
import type { TableFacts } from '../../../shared/table-admin/table-facts.js';
import { useApp } from '../../store/index.js';
import type { AdminAction } from './AdminActionPreview.js';

interface Props {
  details: TableDetails;
  facts: TableFacts;
  onAction(a: AdminAction): void;
}

export function TableActions({ details, facts, onAction }: Props) {
  const api = useApp((s) => s.api);
  const table = details.TableName;
  const ttl = details.timeToLive.state === 'ok' ? details.timeToLive.value : undefined;
  const [ttlAttribute, setTtlAttribute] = useState(ttl?.attributeName ?? 'expiresAt');
  const [typed, setTyped] = useState('');
  const ttlOn = ttl?.status === 'ENABLED' || ttl?.status === 'ENABLING';
  const pitrOn = details.continuousBackups.state === 'ok' && details.continuousBackups.value.pitr === 'ENABLED';
  const update = (title: string, change: Record<string, unknown>) => {
    const input = { TableName: table, ...change };
    onAction({ title, operation: 'UpdateTable', input, run: (confirmed) => api.updateTable({ input, confirmed }) });
  };
  return (
    <div role="group" aria-label="Change the table" className="bulk-form">
      <label>
        TTL attribute <input value={ttlAttribute} onChange={(e) => setTtlAttribute(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={!ttlAttribute}
        onClick={() => {
          const input = { TableName: table, TimeToLiveSpecification: { Enabled: !ttlOn, AttributeName: ttlAttribute } };
          onAction({
            title: ttlOn ? 'Turn TTL off' : 'Turn TTL on',
            operation: 'UpdateTimeToLive',
            input,
            run: (confirmed) => api.updateTimeToLive({ input, confirmed }),
          });
        }}
      >
        {ttlOn ? 'Turn TTL off' : 'Turn TTL on'}
      </button>
      <button
        type="button"
        onClick={() =>
          facts.stream?.enabled
            ? update('Turn streams off', { StreamSpecification: { StreamEnabled: false } })
            : update('Turn streams on', {
                StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
              })
        }
      >
        {facts.stream?.enabled ? 'Turn streams off' : 'Turn streams on'}
      </button>
      <button
        type="button"
        onClick={() => {
          const input = {
            TableName: table,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: !pitrOn },
          };
          onAction({
            title: pitrOn ? 'Turn PITR off' : 'Turn PITR on',
            operation: 'UpdateContinuousBackups',
            input,
            run: (confirmed) => api.updateContinuousBackups({ input, confirmed }),
          });
        }}
      >
        {pitrOn ? 'Turn PITR off' : 'Turn PITR on'}
      </button>
      <button
        type="button"
        onClick={() =>
          facts.billingMode === 'PROVISIONED'
            ? update('Switch to on-demand', { BillingMode: 'PAY_PER_REQUEST' })
            : update('Switch to provisioned (5 RCU / 5 WCU)', {
                BillingMode: 'PROVISIONED',
                ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
              })
        }
      >
        {facts.billingMode === 'PROVISIONED' ? 'Switch to on-demand' : 'Switch to provisioned'}
      </button>
      <button
        type="button"
        onClick={() =>
          update(facts.deletionProtection ? 'Turn deletion protection off' : 'Turn deletion protection on', {
            DeletionProtectionEnabled: !facts.deletionProtection,
          })
        }
      >
        {facts.deletionProtection ? 'Turn deletion protection off' : 'Turn deletion protection on'}
      </button>
      <label>
        Table name to confirm <input value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={typed !== table || facts.deletionProtection === true}
        title={facts.deletionProtection ? 'Deletion protection is on: turn it off first' : undefined}
        onClick={() => {
          const input = { TableName: table };
          onAction({
            title: `Delete table ${table}`,
            operation: 'DeleteTable',
            input,
            run: (confirmed) => api.deleteTable({ input, confirmTableName: typed, confirmed }),
          });
        }}
      >
        Delete table
      </button>
    </div>
  );
}
