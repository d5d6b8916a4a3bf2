/**
 * Where a create is: the call sent, the table's status as last described (CREATING, then ACTIVE
 * with its GSIs counted), TTL, then the items loaded of all; one `status` named "Create progress",
 * so a screen reader hears each step and a test waits for the state it names.
 */
import { PHASE_TEXT, type CreateProgress } from '../../model/table-admin/create-table-run.js';

export function progressText(p: CreateProgress): string {
  const details: string[] = [];
  if (p.status) details.push(`table ${p.status}`);
  if (p.indexes) details.push(`${p.indexesActive ?? 0} of ${p.indexes} global indexes ACTIVE`);
  if (p.total !== undefined) details.push(`${p.loaded ?? 0} of ${p.total} items loaded`);
  const warned = p.warnings?.length ? ` (${p.warnings.join('; ')})` : '';
  return `${PHASE_TEXT[p.phase]}${details.length ? `: ${details.join(', ')}` : ''}${warned}`;
}

export function CreateProgressView({ progress }: { progress: CreateProgress }) {
  return (
    <p role="status" aria-label="Create progress" className="muted">
      {progressText(progress)}
      {progress.total ? <progress max={progress.total} value={progress.loaded ?? 0} aria-label="Items loaded" /> : null}
    </p>
  );
}
