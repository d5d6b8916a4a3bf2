/**
 * The rule the service enforces before a write (shared/writes/write-confirmation.ts): a connection
 * that is not local, with writing on, needs the account and region it names, exactly; a local one
 * or one with writing off needs nothing here. The request's field is checked by the contract too.
 */
import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../../../shared/api.js';
import type { WriteAccess } from '../../../shared/api-writes.js';
import { confirmationOf, confirmationProblem } from '../../../shared/writes/write-confirmation.js';

const aws: WriteAccess = {
  connectionId: 'profile:prod',
  allowed: true,
  local: false,
  name: 'prod',
  region: 'eu-west-1',
  accountId: '210987654321',
};
const { accountId: _a, ...noAccount } = aws;

describe('confirmationProblem', () => {
  it.each([
    ['no confirmation', aws, undefined, 'confirmed'],
    ['another region', aws, { accountId: '210987654321', region: 'us-east-1' }, 'confirmed.region'],
    ['another account', aws, { accountId: '111122223333', region: 'eu-west-1' }, 'confirmed.accountId'],
    ['no account where the connection names one', aws, { region: 'eu-west-1' }, 'confirmed.accountId'],
    [
      'an account where the connection names none',
      noAccount,
      { accountId: '111122223333', region: 'eu-west-1' },
      'confirmed.accountId',
    ],
    ['region in another case', aws, { accountId: '210987654321', region: 'EU-WEST-1' }, 'confirmed.region'],
  ] as const)('refuses %s, naming the field', (_what, access, confirmed, field) => {
    expect(confirmationProblem(access, confirmed)?.field).toBe(field);
  });

  it('names what was expected when nothing was confirmed', () => {
    expect(confirmationProblem(aws, undefined)?.message).toBe(
      'confirmed: "prod" (account 210987654321, region eu-west-1) is not a local connection; a write to it must carry the account and region the user confirmed: {"accountId":"210987654321","region":"eu-west-1"}',
    );
  });

  it('takes the confirmation of what the dialog showed', () => {
    expect(confirmationProblem(aws, confirmationOf(aws))).toBeUndefined();
    expect(confirmationProblem(noAccount, confirmationOf(noAccount))).toBeUndefined();
    expect(confirmationOf(noAccount)).toEqual({ region: 'eu-west-1' });
  });

  it('asks nothing of a local connection, nor of one with writing off (the write says why it is refused)', () => {
    expect(confirmationProblem({ ...aws, local: true }, undefined)).toBeUndefined();
    expect(confirmationProblem({ ...aws, allowed: false }, undefined)).toBeUndefined();
  });
});

describe('the confirmed field of the contract', () => {
  it.each(['commitChanges', 'undoLastCommit', 'createBulkRun', 'runBulk', 'undoBulk'] as const)(
    '%s takes it, and refuses a malformed one naming it',
    (method) => {
      const shape = requestSchemas[method].shape as Record<string, unknown>;
      expect(Object.keys(shape)).toContain('confirmed');
      const field = requestSchemas[method].shape.confirmed;
      expect(field.safeParse({ accountId: '210987654321', region: 'eu-west-1' }).success).toBe(true);
      expect(field.safeParse({ region: 'eu-west-1' }).success).toBe(true);
      expect(field.safeParse({ accountId: '2109', region: 'eu-west-1' }).success).toBe(false);
      expect(field.safeParse({ region: 'eu-west-1', extra: 1 }).success).toBe(false);
      expect(field.safeParse({}).success).toBe(false);
    },
  );
});
