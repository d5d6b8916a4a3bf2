/**
 * ULID sort keys that say nothing, a type attribute under a name on no fixed list (`kind`), and a
 * `:` delimiter in the partition key: an account's record, invoices and payments.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { N, S } from './values.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID: 10 characters of time (ms), 16 of randomness; sorts by time. */
function ulid(ms: number, rng: ReturnType<typeof createRng>): string {
  let time = '';
  let t = ms;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32]! + time;
    t = Math.floor(t / 32);
  }
  let rand = '';
  for (let i = 0; i < 16; i++) rand += CROCKFORD[rng.int(0, 31)]!;
  return time + rand;
}

const ACCOUNTS = [
  ['acct:1001', 'Tailwind Traders', 5],
  ['acct:1002', 'Fabrikam', 2],
  ['acct:1003', 'Contoso', 0],
] as const;

function items(): Item[] {
  const rng = createRng(1337);
  const out: Item[] = [];
  ACCOUNTS.forEach(([acct, name, invoices], a) => {
    const opened = 1_735_689_600_000 + a * 86_400_000;
    out.push({ acct: S(acct), id: S(ulid(opened, rng)), kind: S('Account'), legalName: S(name), currency: S('EUR') });
    for (let i = 0; i < invoices; i++) {
      const at = opened + (i + 1) * 7 * 86_400_000;
      const amount = rng.int(100, 5_000);
      out.push({
        acct: S(acct),
        id: S(ulid(at, rng)),
        kind: S('Invoice'),
        amount: N(amount),
        dueOn: S(new Date(at + 30 * 86_400_000).toISOString().slice(0, 10)),
      });
      if (rng.chance(0.6))
        out.push({
          acct: S(acct),
          id: S(ulid(at + 3 * 86_400_000, rng)),
          kind: S('Payment'),
          amount: N(amount),
          method: S(rng.pick(['card', 'transfer'])),
        });
    }
  });
  return out;
}

/** The sort key of an account's own record (a ULID, so read from the generated items). */
function accountRecordKey(acct: string): { S: string } {
  const record = items().find(
    (i) => (i.acct as { S: string }).S === acct && (i.kind as { S: string }).S === 'Account',
  )!;
  return record.id as { S: string };
}

export const billingLedger: SampleTable = {
  definition: {
    TableName: 'BillingLedger',
    KeySchema: [
      { AttributeName: 'acct', KeyType: 'HASH' },
      { AttributeName: 'id', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'acct', AttributeType: 'S' },
      { AttributeName: 'id', AttributeType: 'S' },
    ],
  },
  description:
    'Billing ledger: ULID sort keys and a "kind" type attribute; the account record heads its invoices and payments',
  items,
  patterns: [
    {
      description: 'An account, its invoices and payments in time order (ULIDs sort by time)',
      partitionKeyValue: S('acct:1001'),
      expectedParentSortKey: accountRecordKey('acct:1001'),
      expectedEntityTypes: ['Account', 'Invoice', 'Payment'],
    },
    {
      description: 'An account with fewer invoices, not every one paid yet',
      partitionKeyValue: S('acct:1002'),
      expectedParentSortKey: accountRecordKey('acct:1002'),
      expectedEntityTypes: ['Account', 'Invoice', 'Payment'],
    },
  ],
};
