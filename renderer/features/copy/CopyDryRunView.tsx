/**
 * The engine's dry run of a copy, said plainly: its sentence (items, bytes, write units, price, keys
 * taken already, what happens to them) once, then the keys the target holds already.
 */
import type { BulkDryRun } from '../../../shared/api-bulk.js';
import { DryRunExisting } from '../editing/index.js';

export function CopyDryRunView({ dry }: { dry: BulkDryRun }) {
  return (
    <div role="region" aria-label="Copy dry run" className="copy-dry-run">
      {/* The sentence has every figure; a table of the same figures beside it said each twice. */}
      <p>{dry.message}</p>
      <DryRunExisting dry={dry} name="Keys that exist already" />
    </div>
  );
}
