/**
 * The table details panel's rows as text, from the facts the service read (TableDetails): each
 * row says its value, or why it has none (the permission missing, the endpoint not supporting
 * the call, the error). Pure, so the documented AWS answers are its unit tests.
 */
import type { Fact, TableDetails } from '../../../shared/api-table-admin.js';
import type { TableFacts } from '../../../shared/table-admin/table-facts.js';

export interface DetailRow {
  /** The row's name, as the UI contract names it ("Time to live", "Point-in-time recovery"). */
  label: string;
  text: string;
  /** Why the value is missing, when it is: the row is drawn as a note, not as a value. */
  missing?: 'denied' | 'unsupported' | 'failed';
}

/** What a row says when its call did not answer with a value. */
export function missingText(f: Exclude<Fact<unknown>, { state: 'ok' }>): string {
  if (f.state === 'denied') return `Not allowed: this identity lacks the permission ${f.permission}`;
  if (f.state === 'unsupported') return `Not supported by this endpoint (${f.operation})`;
  return `Could not be read: ${f.error.name}: ${f.error.message}`;
}

const day = (iso?: string) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '?');
const count = (n: number | undefined, unit: string) =>
  n === undefined ? `? ${unit}` : `${n.toLocaleString('en-US')} ${unit}`;

function row<T>(label: string, f: Fact<T>, text: (v: T) => string): DetailRow {
  return f.state === 'ok' ? { label, text: text(f.value) } : { label, text: missingText(f), missing: f.state };
}

export function billingText(t: TableFacts): string {
  if (t.billingMode === 'PAY_PER_REQUEST') {
    const max = t.onDemandMax;
    const limits = max && (max.read !== undefined || max.write !== undefined);
    return `On-demand${limits ? ` (at most ${max.read ?? 'unlimited'} reads / ${max.write ?? 'unlimited'} writes per second)` : ''}`;
  }
  if (t.billingMode === 'PROVISIONED')
    return `Provisioned (${t.provisioned?.read ?? '?'} RCU / ${t.provisioned?.write ?? '?'} WCU)`;
  return '—';
}

export function ttlText(v: { status: string; attributeName?: string }): string {
  const on = { ENABLED: 'On', ENABLING: 'Turning on', DISABLING: 'Turning off', DISABLED: 'Off' }[v.status] ?? v.status;
  return v.attributeName && v.status !== 'DISABLED' ? `${on}, attribute ${v.attributeName}` : on;
}

export function detailRows(d: TableDetails): DetailRow[] {
  const t = d.table;
  const fromTable = (label: string, text: (v: TableFacts) => string) => row(label, t, text);
  return [
    fromTable('Status', (v) => v.status ?? '—'),
    fromTable('Billing mode', billingText),
    fromTable('Warm throughput', (v) =>
      v.warm
        ? `${count(v.warm.read, 'reads')} / ${count(v.warm.write, 'writes')} per second${v.warm.status ? ` (${v.warm.status})` : ''}`
        : 'Not reported by this endpoint',
    ),
    fromTable('Table class', (v) => (v.tableClass === 'STANDARD_INFREQUENT_ACCESS' ? 'Standard-IA' : 'Standard')),
    fromTable('Deletion protection', (v) => (v.deletionProtection ? 'On' : 'Off')),
    fromTable('Encryption', (v) => v.encryption),
    row('Time to live', d.timeToLive, ttlText),
    fromTable('Streams', (v) =>
      v.stream?.enabled ? `On (${v.stream.viewType ?? '?'})${v.stream.arn ? `, ${v.stream.arn}` : ''}` : 'Off',
    ),
    row('Kinesis streaming', d.kinesis, (ks) =>
      ks.length === 0 ? 'None' : ks.map((k) => `${k.streamArn} (${k.status ?? '?'})`).join('; '),
    ),
    row('Point-in-time recovery', d.continuousBackups, (c) =>
      c.pitr === 'ENABLED'
        ? `On: restorable from ${day(c.earliestRestorable)} to ${day(c.latestRestorable)}, recovery period ${c.recoveryPeriodInDays ?? 35} days`
        : 'Off',
    ),
    row('Backups', d.backups, (bs) =>
      bs.length === 0
        ? 'None'
        : bs
            .map(
              (b) =>
                `${b.name} (${b.type ?? '?'}, ${count(b.sizeBytes, 'bytes')}, created ${day(b.created)}${b.status && b.status !== 'AVAILABLE' ? `, ${b.status}` : ''})`,
            )
            .join('; '),
    ),
    fromTable('Replicas', (v) =>
      v.replicas.length === 0
        ? 'None (not a global table)'
        : v.replicas.map((r) => `${r.region} (${r.status ?? '?'})`).join(', '),
    ),
    row('Tags', d.tags, (ts) => (ts.length === 0 ? 'None' : ts.map((x) => `${x.key}=${x.value}`).join(', '))),
  ];
}
