/**
 * The keys a bulk put's dry run found in the target already (the first of them when there are
 * more), one view for every dialog that runs a put: Copy names its list "Keys that exist
 * already", Import "Existing keys", and the e2e tests find each by its name.
 */
import type { BulkDryRun } from '../../../shared/api-bulk.js';
import { formatCompact } from '../../../shared/dynamo/format-compact.js';
import type { Item } from '../../../shared/dynamo/types.js';

const keyText = (key: Item) =>
  Object.entries(key)
    .map(([k, v]) => `${k}=${formatCompact(v, 60)}`)
    .join(', ');

export function DryRunExisting({ dry, name }: { dry: BulkDryRun; name: string }) {
  if (!dry.existingKeys?.length) return null;
  return (
    <>
      <p>
        {(dry.existing ?? 0) > dry.existingKeys.length
          ? `The first ${dry.existingKeys.length} keys that exist already:`
          : 'Keys that exist already:'}
      </p>
      <ul aria-label={name}>
        {dry.existingKeys.map((k) => (
          <li key={keyText(k)}>{keyText(k)}</li>
        ))}
      </ul>
    </>
  );
}
