/**
 * The service's half of the confirm before writing to AWS: each method that writes asks here
 * first, with the connection it writes to and what the request says the user confirmed, and a
 * write to a connection that is not local without the matching account and region is refused
 * (403, naming the field) before anything is read or written. The rule is
 * shared/writes/write-confirmation.ts; the page's half is its WriteConfirmDialog.
 */
import { ApiError } from '../../shared/api-errors.js';
import { confirmationProblem, type WriteConfirmation } from '../../shared/writes/write-confirmation.js';
import type { WriteService } from './write-service.js';

export async function requireConfirmed(
  writes: Pick<WriteService, 'access'>,
  connectionId: string | undefined,
  confirmed: WriteConfirmation | undefined,
): Promise<void> {
  const problem = confirmationProblem(await writes.access(connectionId), confirmed);
  if (problem)
    throw new ApiError({ name: 'WriteNotConfirmed', statusCode: 403, field: problem.field, message: problem.message });
}
