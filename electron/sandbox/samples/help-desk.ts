/**
 * Tickets reached through a GSI. Users live in their organization's collection and each ticket in
 * its own TICKET#<id> collection, so listing an org's users never drags tickets along. GSI1 puts a
 * user and their tickets together (GSI1PK ORG#<org>#USER#<user>); TICKET# sorts before USER#, so
 * the user item ends the collection and a newest-first Query (ScanIndexForward=false) returns the
 * user, then the most recent tickets.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { isoFromEpoch, N, S, SS } from './values.js';

const ORGS: ReadonlyArray<{ name: string; users: ReadonlyArray<[string, number]> }> = [
  {
    name: 'BLUEYONDER',
    users: [
      ['marta.silva', 37],
      ['kenji.mori', 12],
      ['olu.adeyemi', 3],
      ['ivy.chen', 0],
    ],
  },
  {
    name: 'WINGTIP',
    users: [
      ['sam.oconnor', 21],
      ['lea.martin', 8],
      ['raj.patel', 1],
    ],
  },
  {
    name: 'PROSEWARE',
    users: [
      ['nina.berg', 15],
      ['tomas.novak', 6],
      ['aiko.ito', 2],
      ['ben.cole', 0],
      ['zara.khan', 9],
    ],
  },
];

const SUBJECTS = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export to CSV times out',
  'SSO login loops',
  'Webhook retries too often',
  'Dashboard loads slowly',
  'Add a second admin',
  'API key rotation',
  'Missing emails from notifications',
  'Data residency question',
] as const;

/** A timestamp plus a random suffix: unique, and sorts by creation time. */
function ticketId(epochSeconds: number, suffix: string): string {
  return `${isoFromEpoch(epochSeconds).replace(/[-:TZ]/g, '')}-${suffix}`;
}

function items(): Item[] {
  const rng = createRng(202);
  const out: Item[] = [];
  for (const org of ORGS) {
    out.push({
      PK: S(`ORG#${org.name}`),
      SK: S(`METADATA#${org.name}`),
      OrgName: S(org.name),
      SupportTier: S(rng.pick(['standard', 'priority'])),
    });
    for (const [user, ticketCount] of org.users) {
      const gsiPk = `ORG#${org.name}#USER#${user}`;
      out.push({
        PK: S(`ORG#${org.name}`),
        SK: S(`USER#${user}`),
        GSI1PK: S(gsiPk),
        GSI1SK: S(`USER#${user}`),
        UserName: S(user),
        Email: S(`${user}@${org.name.toLowerCase()}.example`),
        TicketsOpened: N(ticketCount),
      });
      let when = 1_704_067_200 + rng.int(0, 60) * 86_400;
      for (let t = 0; t < ticketCount; t++) {
        when += rng.int(3_600, 9 * 86_400);
        const id = ticketId(when, rng.hex(4));
        out.push({
          PK: S(`TICKET#${id}`),
          SK: S(`TICKET#${id}`),
          GSI1PK: S(gsiPk),
          GSI1SK: S(`TICKET#${id}`),
          TicketId: S(id),
          Subject: S(rng.pick(SUBJECTS)),
          Status: S(t < ticketCount - 3 ? 'closed' : rng.pick(['open', 'pending', 'closed'])),
          Priority: N(rng.int(1, 4)),
          CreatedAt: S(isoFromEpoch(when)),
          Labels: SS(rng.sample(['billing', 'auth', 'api', 'ui', 'urgent'], rng.int(1, 3))),
        });
      }
    }
  }
  return out;
}

export const helpDesk: SampleTable = {
  definition: {
    TableName: 'HelpDesk',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
      { AttributeName: 'GSI1SK', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'GSI1',
        KeySchema: [
          { AttributeName: 'GSI1PK', KeyType: 'HASH' },
          { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  },
  description:
    'Users and their tickets through GSI1: read newest-first (ScanIndexForward=false) for the user, then recent tickets',
  items,
  patterns: [
    {
      description: 'A user and their tickets on GSI1; newest-first puts the user item on top',
      index: 'GSI1',
      partitionKeyValue: S('ORG#BLUEYONDER#USER#marta.silva'),
      expectedParentSortKey: S('USER#marta.silva'),
      expectedEntityTypes: ['TICKET', 'USER'],
    },
    {
      description: 'A user with a few tickets on GSI1',
      index: 'GSI1',
      partitionKeyValue: S('ORG#PROSEWARE#USER#aiko.ito'),
      expectedParentSortKey: S('USER#aiko.ito'),
      expectedEntityTypes: ['TICKET', 'USER'],
    },
    {
      description: 'An organization and its users in the base table, without their tickets',
      partitionKeyValue: S('ORG#WINGTIP'),
      expectedParentSortKey: S('METADATA#WINGTIP'),
      expectedEntityTypes: ['METADATA', 'USER'],
    },
  ],
};
