/** The engine's dry run of a copy, said plainly: items, bytes, write units, price, keys taken already. */
import type { BulkDryRun } from '../../../shared/api-bulk.js';

const n = (x: number) => x.toLocaleString('en-US');
const keyText = (key: Record<string, unknown>) =>
  Object.entries(key)
    .map(([k, v]) => `${k}=${String(Object.values(v as object)[0])}`)
    .join(', ');

export function CopyDryRunView({ dry }: { dry: BulkDryRun }) {
  return (
    <div role="region" aria-label="Copy dry run" className="copy-dry-run">
      <p>{dry.message}</p>
      <dl className="facts">
        <dt>Items</dt>
        <dd>{n(dry.items)}</dd>
        <dt>Bytes</dt>
        <dd>{n(dry.bytes)}</dd>
        <dt>Write units</dt>
        <dd>{n(dry.writeUnits)}</dd>
        <dt>On-demand price</dt>
        <dd>
          ${dry.usd.toFixed(dry.usd < 0.01 ? 6 : 2)} ({dry.priceLabel})
        </dd>
        <dt>Keys that exist already</dt>
        <dd>{n(dry.existing ?? 0)}</dd>
      </dl>
      {dry.existingKeys?.length ? (
        <ul aria-label="Keys that exist already">
          {dry.existingKeys.map((k) => (
            <li key={keyText(k)}>{keyText(k)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
