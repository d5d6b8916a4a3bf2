/**
 * The engine's dry run of a copy, said plainly: its sentence (items, bytes, write units, price, keys
 * taken already, what happens to them) once, then the keys the target holds already.
 */
import type { BulkDryRun } from '../../../shared/api-bulk.js';

const keyText = (key: Record<string, unknown>) =>
  Object.entries(key)
    .map(([k, v]) => `${k}=${String(Object.values(v as object)[0])}`)
    .join(', ');

export function CopyDryRunView({ dry }: { dry: BulkDryRun }) {
  return (
    <div role="region" aria-label="Copy dry run" className="copy-dry-run">
      {/* The sentence has every figure; a table of the same figures beside it said each twice. */}
      <p>{dry.message}</p>
      {dry.existingKeys?.length ? (
        <>
          <p>
            {(dry.existing ?? 0) > dry.existingKeys.length
              ? `The first ${dry.existingKeys.length} keys that exist already:`
              : 'Keys that exist already:'}
          </p>
          <ul aria-label="Keys that exist already">
            {dry.existingKeys.map((k) => (
              <li key={keyText(k)}>{keyText(k)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
