/** A finished sandbox reset in one sentence. */
import type { SandboxResetOutcome } from '../../store/tables-slice.js';
import { count } from '../../../shared/text/count.js';

/** What a finished reset did, in one sentence: the samples restored, the user's tables named as kept. */
export function sandboxResetSummary({ restored, kept }: SandboxResetOutcome): string {
  const done = `Sandbox reset: ${count(restored.length, 'sample table')} restored.`;
  if (kept.length === 0) return done;
  return `${done} Your ${kept.length === 1 ? 'table' : 'tables'} ${kept.join(', ')} ${kept.length === 1 ? 'was' : 'were'} kept.`;
}
