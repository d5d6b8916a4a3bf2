/**
 * The confirm before a write to a connection that is not local, as the service enforces it: a
 * write there (a commit, an undo, a bulk run's creation, run or undo) carries the account and
 * region the user confirmed, and the service refuses one that does not match the connection's.
 * A page that skips its dialog (or a script calling the API) cannot write to AWS by accident, and a
 * confirmation given for one account cannot be spent on another after the connection changed.
 * The sandbox and local endpoints need none, as writing there cannot touch AWS.
 */
import { z } from 'zod';

/** What a connection's write access says of it (WriteAccess in api-writes.ts, which imports this file). */
interface Where {
  local: boolean;
  allowed: boolean;
  name: string;
  region: string;
  accountId?: string;
}

/** What the user confirmed: the account (when the connection names one) and the region the dialog showed. */
export const writeConfirmationSchema = z.strictObject(
  {
    accountId: z
      .string({ error: 'expected an account id as a string' })
      .regex(/^\d{12}$/, 'an AWS account id is 12 digits')
      .optional(),
    region: z
      .string({ error: 'expected a region as a string' })
      .min(1, 'a region must not be empty')
      .max(100, 'a region is at most 100 characters'),
  },
  { error: 'expected the confirmed account and region: {"accountId": "123456789012", "region": "eu-west-1"}' },
);

export type WriteConfirmation = { accountId?: string; region: string };

/** The confirmation of what `access` names: what the dialog showed, so what the user confirmed. */
export function confirmationOf(access: Pick<Where, 'accountId' | 'region'>): WriteConfirmation {
  return { ...(access.accountId ? { accountId: access.accountId } : {}), region: access.region };
}

export interface ConfirmationProblem {
  field: 'confirmed' | 'confirmed.accountId' | 'confirmed.region';
  message: string;
}

/**
 * Why a write to `access` with `confirmed` must be refused, or undefined when it may go on. A
 * local connection needs no confirmation; one with writing off is refused by the write itself
 * (WritesOff says what to do first), so no confirmation is asked of it here.
 */
export function confirmationProblem(
  access: Where,
  confirmed: WriteConfirmation | undefined,
): ConfirmationProblem | undefined {
  if (access.local || !access.allowed) return undefined;
  const where = `"${access.name}" (${access.accountId ? `account ${access.accountId}, ` : ''}region ${access.region})`;
  if (!confirmed)
    return {
      field: 'confirmed',
      message: `confirmed: ${where} is not a local connection; a write to it must carry the account and region the user confirmed: ${JSON.stringify(confirmationOf(access))}`,
    };
  if (confirmed.region !== access.region)
    return {
      field: 'confirmed.region',
      message: `confirmed.region: the write was confirmed for region "${confirmed.region}", but ${where} writes to region "${access.region}"; ask the user again`,
    };
  if (confirmed.accountId !== access.accountId)
    return {
      field: 'confirmed.accountId',
      message: access.accountId
        ? `confirmed.accountId: the write was confirmed for ${confirmed.accountId ? `account ${confirmed.accountId}` : 'no account'}, but ${where} writes to account ${access.accountId}; ask the user again`
        : `confirmed.accountId: the write was confirmed for account ${confirmed.accountId}, but ${where} does not know its account; ask the user again, naming none`,
    };
  return undefined;
}
