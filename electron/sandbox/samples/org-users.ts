/**
 * Organizations and their users in one item collection per organization: generic PK/SK names,
 * a METADATA#<org> parent and USER#<name> children, so one Query reads an org with its users and
 * begins_with(SK, "USER#") reads the users alone.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { isoFromEpoch, M, N, S, SS } from './values.js';
import { FIRST_NAMES, LAST_NAMES } from './words.js';

const ORGS: ReadonlyArray<{ name: string; plan: string; users: number }> = [
  { name: 'NORTHWIND', plan: 'enterprise', users: 24 },
  { name: 'CONTOSO', plan: 'pro', users: 9 },
  { name: 'FABRIKAM', plan: 'pro', users: 4 },
  { name: 'TAILSPIN', plan: 'free', users: 1 },
  { name: 'LITWARE', plan: 'free', users: 0 },
  { name: 'ADVENTUREWORKS', plan: 'enterprise', users: 40 },
];

const ROLES = ['admin', 'member', 'member', 'member', 'billing', 'viewer'] as const;

function items(): Item[] {
  const rng = createRng(101);
  const out: Item[] = [];
  for (const org of ORGS) {
    const pk = `ORG#${org.name}`;
    const created = 1_577_836_800 + rng.int(0, 3 * 365) * 86_400;
    out.push({
      PK: S(pk),
      SK: S(`METADATA#${org.name}`),
      OrgName: S(org.name),
      SubscriptionLevel: S(org.plan),
      SeatLimit: N(org.plan === 'free' ? 5 : org.plan === 'pro' ? 50 : 1000),
      CreatedAt: S(isoFromEpoch(created)),
      BillingAddress: M({
        Street: S(`${rng.int(1, 999)} ${rng.int(1, 60)}th Avenue`),
        City: S(rng.pick(['Seattle', 'Austin', 'Boston', 'Denver'])),
        Country: S('US'),
      }),
    });
    const used = new Set<string>();
    while (used.size < org.users) {
      const name = `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}`;
      if (used.has(name)) continue;
      used.add(name);
      const joined = created + rng.int(1, 900) * 86_400;
      out.push({
        PK: S(pk),
        SK: S(`USER#${name}`),
        UserName: S(name),
        Email: S(`${name}@${org.name.toLowerCase()}.example`),
        Role: S(used.size === 1 ? 'owner' : rng.pick(ROLES)),
        JoinedAt: S(isoFromEpoch(joined)),
        Permissions: SS(rng.sample(['read', 'write', 'invite', 'billing', 'export'], rng.int(1, 4))),
      });
    }
  }
  return out;
}

export const orgUsers: SampleTable = {
  definition: {
    TableName: 'SaasOrganizations',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
    ],
  },
  description: 'Organizations and users: ORG#<name> collections with a METADATA#<name> parent and USER#<name> children',
  items,
  patterns: [
    {
      description: 'An organization and all its users: PK = ORG#NORTHWIND',
      partitionKeyValue: S('ORG#NORTHWIND'),
      expectedParentSortKey: S('METADATA#NORTHWIND'),
      expectedEntityTypes: ['METADATA', 'USER'],
    },
    {
      description: 'A small organization with one user: PK = ORG#TAILSPIN',
      partitionKeyValue: S('ORG#TAILSPIN'),
      expectedParentSortKey: S('METADATA#TAILSPIN'),
      expectedEntityTypes: ['METADATA', 'USER'],
    },
    {
      description: 'An organization with no users yet: only its METADATA item',
      partitionKeyValue: S('ORG#LITWARE'),
      expectedParentSortKey: S('METADATA#LITWARE'),
      expectedEntityTypes: ['METADATA'],
    },
  ],
};
